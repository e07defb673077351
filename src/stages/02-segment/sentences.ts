import { tokenAt, type Ctx, type Sentence } from '../../pipeline/context.js';
import { ABBREVIATIONS, FINAL_ABBREVIATIONS, SENTENCE_OPENERS, STATE_ABBREVIATIONS } from '../../lexicon/abbreviations.js';

const TERMINAL = new Set(['.', '!', '?', '…', '...', '?!', '!?', '!!', '??']);
const CLOSERS = new Set([')', ']', '}']);

/** Splits paragraphs into sentences at terminal punctuation, keeping closing quotes and brackets with the sentence. */
export function splitSentences(ctx: Ctx): void {
  const { tokens } = ctx;
  const out: Sentence[] = [];
  for (let pi = 0; pi < ctx.paragraphs.length; pi++) {
    const p = ctx.paragraphs[pi]!;
    let s = p.tokStart;
    for (let k = p.tokStart; k < p.tokEnd; k++) {
      const t = tokens[k]!;
      let boundary = false;
      // (a word's last character read as a code, not with endsWith('.'))
      if (t.kind === 'punct' && TERMINAL.has(t.text)) boundary = true;
      else if (t.kind === 'word' && t.text.length > 1 && t.text.charCodeAt(t.text.length - 1) === 46) boundary = abbreviationEnds(ctx, k, p.tokEnd);
      if (!boundary) continue;
      let e = k + 1;
      while (e < p.tokEnd && (tokens[e]!.qrole === 'close' || (tokens[e]!.kind === 'punct' && CLOSERS.has(tokens[e]!.text)))) e++;
      if (e >= p.tokEnd) break;
      const n = tokens[e]!;
      // a new sentence must start like one: a capital, a digit, an opening quote or bracket
      const startsLike = n.cap || n.kind === 'num' || n.qrole === 'open' || n.text === '(' || n.text === '—';
      if (!startsLike) continue;
      out.push(mk(ctx, s, e, pi));
      s = e;
      k = e - 1;
    }
    if (s < p.tokEnd) out.push(mk(ctx, s, p.tokEnd, pi));
  }
  out.forEach((se, i) => { for (let k = se.tokStart; k < se.tokEnd; k++) tokens[k]!.sent = i; });
  ctx.sentences = out;
}

function mk(ctx: Ctx, a: number, b: number, para: number): Sentence {
  return { start: ctx.tokens[a]!.start, end: ctx.tokens[b - 1]!.end, tokStart: a, tokEnd: b, para };
}

// "Sen." never ends a sentence; "U.S." and "Inc." do when a typical sentence opener follows.
function abbreviationEnds(ctx: Ctx, k: number, end: number): boolean {
  const t = ctx.tokens[k]!;
  const bare = t.lower.slice(0, -1);
  const dotted = bare.includes('.');
  if (!dotted && bare.length === 1) return false; // initial "J."
  // "No. 2", "Nos. 3 and 4" abbreviate "number"; before anything else "no." is the word: "Gale said no. Asked if …"
  if (bare === 'no' || bare === 'nos') return !/^\d/.test(tokenAt(ctx.tokens, k + 1)?.text ?? '');
  // (a state closing a place after its comma, then a quotation opening on a capital: "said Rachel Woolard, 20, of
  // Jacksonville, Fla. ''She definitely has …''", "a student from Fresno, Calif. "I think …"": the quotation is a new
  // sentence, the speaker's next words; as one sentence the trailing cue's continuation was lost. PolNeAR train: 3 such
  // quotations, and 2 sources run on into the next sentence's subject)
  if (!dotted && STATE_ABBREVIATIONS.has(bare) && tokenAt(ctx.tokens, k - 1)?.text === ',') {
    const n = tokenAt(ctx.tokens, k + 1), w = tokenAt(ctx.tokens, k + 2);
    // (or a sentence opener: "…, 20, of Jacksonville, Fla. The poll was …")
    if (n?.qrole === 'open' && w?.kind === 'word' && w.cap || n?.kind === 'word' && n.cap && SENTENCE_OPENERS.has(n.lower)) return true;
  }
  if (!dotted && ABBREVIATIONS.has(bare) && !FINAL_ABBREVIATIONS.has(bare)) return false;
  let e = k + 1;
  while (e < end && ctx.tokens[e]!.qrole === 'close') e++;
  if (e >= end) return true;
  if (e > k + 1) return true; // `… the U.S.” He`
  const n = ctx.tokens[e]!;
  // (an opening quotation mark before a capital: "said the U.S. “clearly” needed …" goes on)
  return n.qrole === 'open' && !!ctx.tokens[e + 1] && (ctx.tokens[e + 1]!.cap || ctx.tokens[e + 1]!.kind !== 'word') || SENTENCE_OPENERS.has(n.lower);
}
