import type { Ctx } from '../../../pipeline/context.js';
import type { Candidate, AttributionState } from '../candidate.js';
import type { Range } from '../np.js';
import { resolveSpeaker } from '../np.js';
import { TITLE_HEADS } from '../../../lexicon/titles.js';
import { WEEKDAYS } from '../../../lexicon/stopwords.js';
import { CUE_FORMS } from '../../../lexicon/cues.js';

/** Records a sieve's finding on a candidate; the speaker is resolved from the source phrase. */
export function attach(ctx: Ctx, c: Candidate, rule: string, cue: Range | null, source: Range | null, confidence: number, state: AttributionState): void {
  if (source) source = trimSource(ctx, source);
  c.rule = rule;
  c.cue = cue;
  c.source = source;
  c.confidence = confidence;
  c.speaker = source ? resolveSpeaker(ctx, source, previousSpeaker(state, c)) : null;
}

// The speaker of the nearest attribution before c: both lists are in text order, so a binary search finds the
// last candidate before it and a short walk back the last one with a speaker.
function previousSpeaker(state: AttributionState, c: Candidate) {
  const at = c.content[0]![0];
  let best: Candidate | null = null;
  for (const list of [state.direct, state.reported]) {
    let lo = 0, hi = list.length;
    while (lo < hi) { const mid = (lo + hi) >> 1; if (list[mid]!.content[0]![0] < at) lo = mid + 1; else hi = mid; }
    for (let i = lo - 1; i >= 0 && i >= lo - 20; i--) {
      const o = list[i]!;
      if (o === c || !o.speaker) continue;
      if (!best || o.content[0]![0] > best.content[0]![0]) best = o;
      break;
    }
  }
  return best?.speaker ?? null;
}

/** Gives a quote with no cue of its own the speaker of an earlier attribution. */
export function carry(c: Candidate, from: Candidate, rule: string, confidence: number): void {
  c.rule = rule;
  c.cue = null;
  c.source = from.source;
  c.speaker = from.speaker ? { ...from.speaker } : null;
  c.carriedFrom = from;
  c.confidence = confidence;
}

/** Time words a source phrase may have picked up at either end ("Today Rep. John Larson", "the delegation today"). */
const SOURCE_TIME_WORDS: ReadonlySet<string> = new Set(['today', 'yesterday', 'tonight', 'recently', 'earlier', 'now']);

/**
 * A source without the words around the speaker that are not part of it: time words at either end and, at its start,
 * a dateline's place in capitals ("WASHINGTON U.S. Senators Ben Cardin and …") or the dash after one.
 */
function trimSource(ctx: Ctx, [a, b]: Range): Range {
  const t = ctx.tokens;
  for (;;) {
    if (b - a < 2) break;
    const x = t[a]!;
    // (the comma or dash a stripped time word or dateline leaves: "Today, | U.S. Senator Maria Cantwell")
    if (/^(?:[,;:]|--)$/.test(x.text)) { a++; continue; }
    // (not "Today's report", nor "NOW President Kim Gandy": an organization in capitals)
    if (SOURCE_TIME_WORDS.has(x.lower) && x.text !== x.text.toUpperCase() && !/^['’]s?$/.test(t[a + 1]!.text) || /^[–—-]$/.test(x.text)) { a++; continue; }
    // "This Wednesday Greek Foreign Minister George Katrougalos", "Last week the senator": a time phrase opening it
    // (not a possessive: "Last week's Labor Department report", "this morning's figures")
    if (b - a > 2 && /^(this|last|next|on|early|late)$/.test(x.lower) && (WEEKDAYS.has(t[a + 1]!.lower) || /^(week|month|year|morning|afternoon|evening|night)$/.test(t[a + 1]!.lower))
      && !/^['’]s?$/.test(t[a + 2]!.text)) { a += 2; continue; }
    // the capital's dateline: "D.C. Congresswoman Barbara Lee", "Washington D.C. Rep. Barbara Lee", "DC - Congresswoman …"
    if (/^(?:D\.C\.|DC)$/.test(x.text) || x.lower === 'washington' && /^(?:D\.C\.|DC)$/.test(t[a + 1]!.text) && b - a > 2) { a++; continue; }
    if (x.lower === 'washington' && t[a + 1]!.text === ',' && b - a > 3 && /^(?:D\.C\.|DC)$/.test(t[a + 2]!.text)) { a += 2; continue; }
    // "NEW YORK - Republican presidential candidate Donald Trump": a dateline of words in capitals and a dash (PolNeAR
    // train leaves it out of the source 3 times of 4, and never keeps it)
    if (ctx.sentences[x.sent]!.tokStart === a) {
      let j = a;
      while (j < b && j - a < 3 && t[j]!.kind === 'word' && /^[A-Z][A-Z.'’]+$/.test(t[j]!.text)) j++;
      if (j > a && j + 1 < b && /^(?:[–—-]|--)$/.test(t[j]!.text)) { a = j + 1; continue; }
    }
    // a dateline: a word in capitals (3 letters or more) opening the source, before another capitalized word
    // (a place's name, opening its sentence: "FEMA Administrator Deanne Criswell" keeps its agency, "CONGRESSWOMAN
    // BARBARA LEE" its title)
    const mi = ctx.mentionAt[a]!;
    if (x.kind === 'word' && /^[A-Z]{3,}$/.test(x.text) && t[a + 1]!.cap && !TITLE_HEADS.has(t[a + 1]!.lower) && x.sent === t[a + 1]!.sent
      && ctx.sentences[x.sent]!.tokStart === a && mi >= 0 && ctx.mentions[mi]!.type === 'LOC' && ctx.mentions[mi]!.tokEnd === a + 1) { a++; continue; }
    break;
  }
  while (b - a >= 2 && SOURCE_TIME_WORDS.has(t[b - 1]!.lower)) b--;
  b = beforeAnonymity(ctx, a, b);
  // a name is not cut: "according to USA | Today" (the span model's source) is "USA Today"
  const mi = ctx.mentionAt[b - 1]!;
  if (mi >= 0) { const m = ctx.mentions[mi]!; if (m.kind === 'name' && m.tokEnd > b && m.tokEnd - b <= 3 && m.tokStart >= a) b = m.tokEnd; }
  return [a, b];
}

// Why the source is not named is no part of it: "a Democratic strategist | who spoke on the condition of anonymity to speak
// candidly", "the woman | , who like many in the town did not want to be quoted by name" (PolNeAR train: the source stops
// before such a relative clause 17 times in 24). The end of [a, b) before the first "who" of such a clause (and its comma).
const ANONYMITY = /\b(anonymity|anonymously|(not|n[’']t) (want|wish) to be (named|identified|quoted)|(declined|refused) to be (named|identified|quoted)|not to be (named|identified|quoted))\b/i;
function beforeAnonymity(ctx: Ctx, a: number, b: number): number {
  const t = ctx.tokens;
  for (let k = a + 1; k < b - 1; k++) {
    if (t[k]!.lower !== 'who') continue;
    if (!ANONYMITY.test(ctx.text.slice(t[k]!.start, t[b - 1]!.end))) return b;
    return t[k - 1]!.text === ',' && k - 1 > a ? k - 1 : k;
  }
  return b;
}

// The start of the sentence of token k, when nothing between them is quoted, a cue, the attribution's own cue or source,
// or a boundary (a semicolon, a colon, a dash: "WASHINGTON — The Department …"); k otherwise.
export function leadInStart(ctx: Ctx, k: number, c: Candidate): number {
  const t = ctx.tokens, s = ctx.sentences[t[k]!.sent]!;
  if (c.cue && c.cue[0] < k && c.cue[1] > s.tokStart || c.source && c.source[0] < k && c.source[1] > s.tokStart) return k;
  for (let j = s.tokStart; j < k; j++) {
    const w = t[j]!;
    if (w.kind === 'quote' || w.inQuote >= 0 || /^(;|:|—|–|--)$/.test(w.text) || CUE_FORMS.get(w.lower)?.speech) return k;
  }
  return s.tokStart;
}
