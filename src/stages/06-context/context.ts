import type { Ctx } from '../../pipeline/context.js';
import type { AttributionState, Candidate } from '../05-attribution/candidate.js';
import { MEDIUM_NOUNS, MEDIUM_PLATFORMS } from '../../lexicon/media.js';

const OUTLET_WORDS = /\b(Post|Times|News|Journal|Tribune|Herald|Gazette|Daily|Magazine|Press|Reuters|Bloomberg|Politico|Axios|CNN|MSNBC|Fox|NBC|ABC|CBS|NPR|BBC|Guardian|Telegraph|Observer|Chronicle|Examiner|Inquirer|Globe|Sun|Star|Wire|Breitbart|HuffPost|Hill|Atlantic|Newsweek|Reporter|Associated Press|AP)\b/;

/** Adds how each statement was made (medium) and the outlets an article credits with the reporting. */
export function addContext(ctx: Ctx, state: AttributionState): void {
  for (const c of [...state.direct, ...state.reported]) if (c.rule && c.cue && !c.carriedFrom) c.medium = findMedium(ctx, c);
  for (const c of state.direct) if (c.carriedFrom && !c.medium && c.carriedFrom.kind === 'direct') c.medium = c.carriedFrom.medium;
  creditOutlets(ctx, state);
}

// "in a statement", "during a radio interview", "on Twitter": in the cue's sentence, outside the content.
function findMedium(ctx: Ctx, c: Candidate): string | null {
  const { tokens } = ctx;
  const cue = c.cue!;
  const s = ctx.sentences[tokens[cue[0]]!.sent]!;
  const inContent = (k: number) => c.content.some(([a, b]) => tokens[k]!.start >= a && tokens[k]!.end <= b);
  // the medium is written near the cue ("said in a statement"): look within 40 tokens of it
  for (let k = Math.max(s.tokStart, cue[0] - 40); k < Math.min(s.tokEnd, cue[1] + 40); k++) {
    const l = tokens[k]!.lower;
    if (!/^(in|during|on|at|via|through)$/.test(l) || inContent(k)) continue;
    // up to five words after the preposition form the medium phrase
    // the medium is reported as written, without its determiner ("Twitter", "radio interview")
    const words: string[] = [];
    for (let j = k + 1; j < Math.min(k + 6, s.tokEnd); j++) {
      const t = tokens[j]!;
      if (t.kind !== 'word' || inContent(j)) break;
      if (words.length === 0 && /^(a|an|the|his|her|their|its|this|that)$/.test(t.lower)) continue;
      words.push(t.text);
      const phrase = words.join(' ').toLowerCase();
      const tail2 = words.slice(-2).join(' ').toLowerCase();
      const tail1 = words.slice(-1).join(' ').toLowerCase();
      if (l !== 'on' && (MEDIUM_NOUNS.has(phrase) || MEDIUM_NOUNS.has(tail2) || MEDIUM_NOUNS.has(tail1))) return words.join(' ');
      if ((l === 'on' || l === 'via') && MEDIUM_PLATFORMS.has(phrase)) return words.join(' ');
    }
  }
  return null;
}

// "sources told The New York Post", "The Post has learned", "first reported by X", "according to a report in X"
function creditOutlets(ctx: Ctx, state: AttributionState): void {
  const seen = new Set<string>();
  const add = (start: number, end: number, cue: string) => {
    const text = ctx.text.slice(start, end);
    if (seen.has(text)) return;
    seen.add(text);
    ctx.outlets.push({ start, end, text, cue });
  };
  for (const c of state.reported) {
    if (!c.rule) continue;
    if (c.addressee && c.speaker?.anonymous) {
      const a = c.addressee;
      const t = ctx.text.slice(ctx.tokens[a[0]]!.start, ctx.tokens[a[1] - 1]!.end);
      if (OUTLET_WORDS.test(t)) add(ctx.tokens[a[0]]!.start, ctx.tokens[a[1] - 1]!.end, ctx.text.slice(ctx.tokens[c.cue![0]]!.start, ctx.tokens[c.cue![1] - 1]!.end));
    }
    if (c.source && c.cue) {
      const cueText = ctx.text.slice(ctx.tokens[c.cue[0]]!.start, ctx.tokens[c.cue[1] - 1]!.end).toLowerCase();
      const src = ctx.text.slice(ctx.tokens[c.source[0]]!.start, ctx.tokens[c.source[1] - 1]!.end);
      if (/\b(learned|reported|reports|first reported|obtained)\b/.test(cueText) && OUTLET_WORDS.test(src)) add(ctx.tokens[c.source[0]]!.start, ctx.tokens[c.source[1] - 1]!.end, cueText);
    }
  }
  const re = /\b(first reported by|according to a report (?:in|by|from)|as reported by|reported first by)\s+((?:the\s+)?(?:[A-Z][\w.&'’-]*\s*){1,5})/g;
  for (let m = re.exec(ctx.text); m; m = re.exec(ctx.text)) {
    const name = m[2]!.trim();
    const start = m.index + m[0].indexOf(m[2]!);
    add(start, start + name.length, m[1]!);
  }
}
