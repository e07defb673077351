import { textAt, type Ctx } from '../../../pipeline/context.js';
import type { Sieve, Candidate } from '../candidate.js';
import { CUE_FORMS } from '../../../lexicon/cues.js';
import { isCue, npLeft, npRight, cueStartWithModifiers, isPronoun, documentRead, attributionBeforeComma } from '../np.js';
import { attach } from './util.js';
import { sentenceSubject } from './reported.js';
import { announcesStatement, statementIntro } from './carry.js';
import { MEDIUM_PLATFORMS } from '../../../lexicon/media.js';
import { WEEKDAYS } from '../../../lexicon/stopwords.js';

/** `Homan said: "…"`, `Homan said, "…"`, `According to Homan, "…"`, `And from Chairwoman Smith: "…"`. */
export const leadingCue: Sieve = {
  id: 'leading-cue',
  description: 'a source and cue before the opening mark, ending in a colon or comma',
  apply(ctx, state) {
    const merged = new Set<object>();
    // the attributed quotations by the token their cue starts at, the first in list order for each (a search of the whole
    // list for each quotation grew with the square of the number of quotations)
    const byCue = new Map<number, { c: Candidate; i: number }>();
    state.direct.forEach((o, i) => { if (o.rule && o.cue && !byCue.has(o.cue[0])) byCue.set(o.cue[0], { c: o, i }); });
    state.direct.forEach((c, i) => {
      if (c.rule) return;
      const m = matchBefore(ctx, c.quotes[0]!.openTok);
      if (!m) return;
      // `"A," Tester said, "B."`: the cue already serves the quote before, so this is its second fragment
      const owner = m.cue ? byCue.get(m.cue[0])?.c : undefined;
      if (owner) { owner.quotes.push(...c.quotes); owner.content.push(...c.content); merged.add(c); return; }
      attach(ctx, c, this.id, m.cue, m.source, m.pronoun ? 0.82 : 0.9, state);
      withLeadFragment(ctx, c);
      if (c.cue) { const o = byCue.get(c.cue[0]); if (!o || o.i > i) byCue.set(c.cue[0], { c, i }); }
    });
    if (merged.size) state.direct = state.direct.filter((c) => !merged.has(c));
  },
};

/**
 * `An economic downturn, he said, “could be a good time to borrow …”`: the sentence's words before an attribution set off
 * by commas are the statement's first fragment when the quotation goes on from them with a small letter. Not after a
 * cue, a quotation, a colon or a dash, nor a discourse word alone ("But, he said, “…”", "Of course, …": gold starts at
 * the quotation in 6 of 11). On PolNeAR train gold has the lead and the quotation in 22 of 25 such sentences.
 */
function withLeadFragment(ctx: Ctx, c: Candidate): void {
  const t = ctx.tokens, open = c.quotes[0]!.openTok, w = t[open + 1];
  if (!c.cue || !c.source || !w || w.kind !== 'word' || !/^[a-z]/.test(w.text) || !textAt(t, open - 1, ',') || c.cue[1] !== open - 1) return;
  const a0 = Math.min(c.cue[0], c.source[0]);
  if (!textAt(t, a0 - 1, ',')) return;
  const s = ctx.sentences[t[open]!.sent]!;
  if (s.tokStart >= a0 - 1) return;
  for (let j = s.tokStart; j < a0 - 1; j++) {
    const x = t[j]!;
    if (x.kind === 'quote' || x.inQuote >= 0 || /^(;|:|—|–|--)$/.test(x.text) || CUE_FORMS.get(x.lower)?.speech) return;
  }
  const lead: [number, number] = [t[s.tokStart]!.start, t[a0 - 2]!.end];
  if (DISCOURSE_LEAD.test(ctx.text.slice(lead[0], lead[1]))) return;
  c.content.unshift(lead);
}
const DISCOURSE_LEAD = /^\(?(?:but|still|yet|so|and|however|instead|meanwhile|now|also|again|indeed|then|thus|moreover|of course|after all|at the same time|in fact|for example|in other words|on the other hand)$/i;

// Verbs that are no reporting verbs of their own but introduce the words that follow them ("Mick Jagger also reacted on
// Twitter, “Sad news …”", "Clinton chimed in: “…”"): a cue before a quotation only.
const REACTED: ReadonlySet<string> = new Set(['reacted', 'reacts', 'reacting', 'chimed', 'weighed']);

const ADJUNCT = /^(in|on|at|during|via|through|last|this|earlier|today|yesterday|tonight|monday|tuesday|wednesday|thursday|friday|saturday|sunday|recently|again|later)$/;

export function matchBefore(ctx: Ctx, open: number): { cue: [number, number] | null; source: [number, number]; pronoun: boolean } | null {
  const { tokens } = ctx;
  const p = tokens[open - 1];
  if (!p || p.para !== tokens[open]!.para || p.inQuote >= 0) return null;
  const end = p.text === ':' || p.text === ',' || p.text === '—' ? open - 1 : open;
  const colon = p.text === ':';
  if (end === open && !isCue(ctx, open - 1, true) && !documentRead(ctx, open - 1, 'left')) return null;
  // "As Vulture put it, “…”", "As Professor Foner put it: “…”" (PolNeAR train: a cue both times), "as he puts it, “…”"
  if (end >= 3 && end < open && tokens[end - 1]!.lower === 'it' && /^(put|puts)$/.test(tokens[end - 2]!.lower)) {
    const src = npLeft(ctx, end - 2);
    if (src && tokens[src[0] - 1]?.lower === 'as' && tokens[src[0] - 1]!.sent === p.sent) return { cue: [end - 2, end], source: src, pronoun: isPronoun(ctx, src) };
  }
  // cue at the end: "Homan said:" / "Homan told reporters:" / "said Homan:"
  for (let e = end - 1; e >= Math.max(0, end - 12); e--) {
    const t = tokens[e]!;
    if (t.para !== p.para || t.inQuote >= 0 || (t.kind === 'punct' && t.text !== ',' && t.text !== '.' && t.text !== '-')) break;
    if (t.lower === 'to' && tokens[e - 1]?.lower === 'according') {
      const src = npRight(ctx, e + 1);
      if (src) return { cue: [e - 1, e + 1], source: src, pronoun: isPronoun(ctx, src) };
      break;
    }
    if (!isCue(ctx, e, true) && !documentRead(ctx, e, 'left') && !REACTED.has(t.lower)) continue;
    // "President Erdogan said — as reported by Hurriyet Daily News — “…”": the outlet's credit set off by dashes or
    // commas is passed over to the cue before it
    if (tokens[e - 1]?.lower === 'as' && tokens[e + 1]?.lower === 'by' && /^(—|–|,|\()$/.test(tokens[e - 2]?.text ?? '')) { e -= 2; continue; }
    const cs = cueStartWithModifiers(ctx, e);
    // "Bolton gave a different account of events, also speaking via Twitter: “…”": a participle reports what the
    // sentence's subject says
    // (also with no comma: "Trump issued a statement at his golf club outside Washington, D.C. saying, “…”")
    if (tokens[e]!.lower.endsWith('ing')) {
      // (the source of an attribution closing right before its comma, when there is one: "Ryan and Trump will meet next
      // week, Spicer said, adding, “…”" is Spicer's, not the sentence's first name's; after a quotation the sentence's
      // second quotation is that one's fragment, same-paragraph-fragment's: "“A,” Mayor Reyes said, adding later, “B”")
      const afterQuote = quoteBefore(ctx, cs);
      const prior = attributionBeforeComma(ctx, cs);
      if (prior && !afterQuote) return { cue: [cs, e + 1], source: prior, pronoun: isPronoun(ctx, prior) };
      // (nor the sentence's subject then: "“… It’s been a total disaster,” Trump said, adding, “…”" is not "It"'s, nor
      // "Biden weighed in, telling Mic, “…,” he said, adding, “…”" Biden's; the sentence's first name or pronoun lies in the
      // quotation or before the attribution the participle follows; PolNeAR train: 5 such sources, none gold's)
      if (prior) return null;
      const subj = sentenceSubject(ctx, ctx.sentences[tokens[e]!.sent]!.tokStart, cs - 1);
      if (subj && afterQuote && tokens[subj[0]]!.inQuote >= 0) return null;
      if (subj) return { cue: [cs, e + 1], source: subj, pronoun: isPronoun(ctx, subj) };
    }
    const src = npLeft(ctx, cs);
    // "said:", "said in a statement:": PolNeAR's cue runs on to the colon over a time or place adjunct
    const ce = colon && (e + 1 === end || ADJUNCT.test(tokens[e + 1]!.lower)) ? end + 1 : e + 1;
    if (src) return { cue: [cs, ce], source: src, pronoun: isPronoun(ctx, src) };
    const right = npRight(ctx, e + 1);
    // (not a medium or an occasion: "speaking via Twitter:", "said on Fox News:"; nor a phrase that is no inverted
    // speaker: notSpeakerAfterCue)
    if (right && right[1] === end && !MEDIUM_PREPOSITION.test(tokens[right[0]]!.lower) && !notSpeakerAfterCue(ctx, e, right)) return { cue: [cs, e + 1], source: right, pronoun: isPronoun(ctx, right) };
    // (the one told is the addressee; the teller is the sentence's subject: "Carson did not mention …, but told his
    // supporters, “…”")
    if (right && right[1] === end && TELLING.has(t.lower)) {
      const subj = sentenceSubject(ctx, ctx.sentences[t.sent]!.tokStart, cs - 1);
      if (subj && tokens[subj[0]]!.inQuote < 0) return { cue: [cs, e + 1], source: subj, pronoun: isPronoun(ctx, subj) };
    }
    break;
  }
  // colon after a name with no verb: "And from Chairwoman Smith:"
  if (colon) {
    const s = npLeft(ctx, end);
    // (a name, not a clause ending on one: "Trump quickly took a parting shot on Twitter:"; the name's party and state in
    // parentheses after it, as releases list their cosponsors' words: "Rep. Bob Good (R-VA): “…”", a label opening its
    // sentence, not the end of an announcement, "… sponsored by Budget Committee Chairman Paul Ryan (R-WI): “…”")
    const ne = s ? nameEndBeforeParty(ctx, s) : 0;
    if (s && (ne === s[1] || s[0] === ctx.sentences[tokens[s[0]]!.sent]!.tokStart) && ne - s[0] <= 6 && ctx.mentionAt[ne - 1]! >= 0 && ctx.mentions[ctx.mentionAt[ne - 1]!]!.type === 'PER' && !prepositionIn(ctx, s)) return { cue: null, source: s, pronoun: false };
    // a statement announced further back in the sentence ("Rogers released the following statement about the start of
    // the 113th Congress:"), as a paragraph ending so introduces the next (introParagraph); only a sentence that names
    // the statement ("… rely on limited data provided by manufacturers:" announces none)
    const m = announcesStatement(ctx, end) ? statementIntro(ctx, end) : null;
    if (m) return m;
    // a person's post, announced by the clause before the colon: "Incumbent President Donald Trump quickly took a parting
    // shot on Twitter: “…”" (the sentence's subject, a person, and a platform the clause names)
    const sent = ctx.sentences[tokens[end]!.sent]!;
    for (let k = end - 1; k > sent.tokStart && k >= end - 4; k--) {
      if (!MEDIUM_PLATFORMS.has(tokens[k]!.lower) || !/^(on|via)$/.test(tokens[k - 1]!.lower)) continue;
      const subj = sentenceSubject(ctx, sent.tokStart, k - 1), mi = subj ? ctx.mentionAt[subj[1] - 1]! : -1;
      if (subj && mi >= 0 && ctx.mentions[mi]!.type === 'PER') return { cue: null, source: subj, pronoun: false };
      break;
    }
  }
  return null;
}

// Prepositions that open a medium or an occasion ("via Twitter", "on Fox News", "during the hearing"), or what was said
// is about ("adding of Mr. Trump, “…”")
const MEDIUM_PREPOSITION = /^(via|on|in|at|through|during|from|to|with|of|about)$/;

// Where the phrase [a, b) ends before a closing parenthesis's group ("Rep. Bob Good (R-VA)": before "("), or b.
function nameEndBeforeParty(ctx: Ctx, [a, b]: [number, number]): number {
  const t = ctx.tokens;
  if (t[b - 1]!.text !== ')') return b;
  for (let o = b - 2; o > a && o >= b - 8; o--) if (t[o]!.text === '(') return o;
  return b;
}

// (also the word before the name: "Then he wrote to John Smith: “…”" is addressed to Smith, "Another problem for
// Sanders:" is about him, '"…," by Post's Kathianne Boniello: “…”' is a byline; not "from", which names the speaker:
// "And from Chairwoman Smith: “…”")
function prepositionIn(ctx: Ctx, [a, b]: [number, number]): boolean {
  for (let k = a; k < b; k++) if (/^(on|via|in|at|to|through|with)$/.test(ctx.tokens[k]!.lower)) return true;
  return a > 0 && /^(to|for|by|with|about|of|on|at|in)$/.test(ctx.tokens[a - 1]!.lower);
}

// Whether the phrase r after the cue ending at token e is no inverted speaker ("Said Comey, “…”", "explained Rosenberg,
// “…”" are): the one told after a verb of telling ("…, but told his supporters, “…”", "telling his colleagues, “…”"), a
// day ("… who spoke anonymously … said Wednesday, “…”"), or the object of a cue ending on a preposition, what was said
// is about ("Another user wrote of Ms. Merkel: “…”"). PolNeAR train: the leading cue's source after its cue is gold's in
// 5 of 8, and none of the other 3 (2 told, 1 day).
function notSpeakerAfterCue(ctx: Ctx, e: number, r: [number, number]): boolean {
  const t = ctx.tokens;
  return TELLING.has(t[e]!.lower) || /^(of|about|to|on|at|for|with)$/.test(t[e]!.lower) || r[1] - r[0] === 1 && WEEKDAYS.has(t[r[0]]!.lower);
}
const TELLING: ReadonlySet<string> = new Set(['told', 'tell', 'tells', 'telling', 'reminded', 'reminding', 'assured', 'assuring', 'urged', 'urging',
  'informed', 'informing', 'advised', 'advising']);

// Whether a quotation mark stands in token k's sentence before it.
function quoteBefore(ctx: Ctx, k: number): boolean {
  const t = ctx.tokens, sent = t[k]!.sent;
  for (let j = k - 1; j >= 0 && t[j]!.sent === sent; j--) if (t[j]!.kind === 'quote') return true;
  return false;
}
