import type { Ctx } from '../../../pipeline/context.js';
import type { Candidate, AttributionState } from '../candidate.js';
import type { Range } from '../np.js';
import { resolveSpeaker, tagAt, withDescription } from '../np.js';
import { TITLE_HEADS, roleWord } from '../../../lexicon/titles.js';
import { WEEKDAYS } from '../../../lexicon/stopwords.js';
import { CUE_FORMS } from '../../../lexicon/cues.js';
import { lineBreakBetween } from '../../03-quotes/pair.js';

/** Records a sieve's finding on a candidate; the speaker is resolved from the source phrase. */
export function attach(ctx: Ctx, c: Candidate, rule: string, cue: Range | null, source: Range | null, confidence: number, state: AttributionState): void {
  if (source) source = trimSource(ctx, reducedRelativeCut(ctx, frontedObjectCut(ctx, sameLineAsCue(ctx, source, cue), cue), cue));
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
  c.speaker = from.speaker ? withDescription(from.speaker, from.speaker.description) : null;
  c.carriedFrom = from;
  c.confidence = confidence;
}

/**
 * A source never runs over a line break: a headline with no closing stop is read into the sentence under it ("… Rape
 * Exception For Abortions | Jeb Bush criticized …", "… before the first Super Tuesday polls | Trump, in Kentucky, said").
 * The source keeps the line next to its cue (after the last break when the cue follows it, before the first when the
 * cue precedes it), when the words after the break open with a capital. PolNeAR train: gold has the cue's line in 6 of
 * 6 such sources, the engine in none.
 */
function sameLineAsCue(ctx: Ctx, [a, b]: Range, cue: Range | null): Range {
  const t = ctx.tokens, text = ctx.text;
  for (let j = a + 1; j < b; j++) {
    // (no break between token j-1 and token j; or a hard-wrapped line, the words after the break in lower case: "both an
    // act of terrorism and a hate | crime, reiterated …")
    if (!t[j]!.cap || !lineBreakBetween(text, t[j - 1]!.end, t[j]!.start)) continue;
    if (cue && cue[0] >= b) a = j; // the cue after the source: the last line's words
    else if (cue && cue[1] <= a) return [a, j]; // the cue before it: the first line's words
  }
  return [a, b];
}

/**
 * A source read on from the object of a phrase that opens the sentence over its comma into the subject: "In a statement
 * to the Observer, her senior policy adviser, Jake Sullivan, said", "while on the campaign trail for his wife …
 * Hillary Clinton, former president Bill Clinton said", "Of Carson, Levine, who has given money to Marco Rubio, said".
 * The source starts after the phrase's comma (and after a participle's phrase that ends the opening one: "In an online
 * poll …, conducted from Feb. 11 to Feb. 16, Democracy Corps found"). Only when the phrase opens its sentence or a
 * clause after a comma with a preposition (not a subordinator: "When the F.B.I. director, James B. Comey, said" keeps
 * its subject), and the words after the comma are no relative clause or coordination. PolNeAR train: gold starts after
 * the comma in 6 of 6 such sources whose words after it were the subject.
 */
function frontedObjectCut(ctx: Ctx, [a, b]: Range, cue: Range | null): Range {
  const t = ctx.tokens;
  if (!cue || cue[0] < b || a === 0 || !FRONTED_PREPOSITIONS.has(t[a - 1]!.lower)) return [a, b];
  // (the phrase opens the sentence or follows a comma: a preposition or a subordinator first, words only after it; a
  // phrase is short, the walk back stops after 12 words)
  let f = a - 1;
  while (f > 0 && a - f < 12 && t[f - 1]!.sent === t[a]!.sent && t[f - 1]!.text !== ',' && t[f - 1]!.kind === 'word' && t[f - 1]!.inQuote < 0) f--;
  if (f > 0 && t[f - 1]!.sent === t[a]!.sent && t[f - 1]!.text !== ',') return [a, b];
  if (f < a - 1 && !FRONTED_PREPOSITIONS.has(t[f]!.lower) && !/^(while|when|as|after|before)$/.test(t[f]!.lower)) return [a, b];
  // (the comma closing the phrase: not one inside a place's name, "in Des Moines, Iowa")
  let c = a;
  while (c < b && !(t[c]!.text === ',' && t[c]!.inQuote < 0 && !placeAfter(ctx, c + 1))) c++;
  if (c >= b - 1) return [a, b];
  // (a participle's phrase set off after the object: "…, conducted from Feb. 11 to Feb. 16, Democracy Corps")
  if (/(ed|ing)$/.test(t[c + 1]!.lower) && !t[c + 1]!.cap) {
    let d = c + 1;
    while (d < b && !(t[d]!.text === ',' && t[d]!.inQuote < 0)) d++;
    if (d < b - 1) c = d;
  }
  const n = t[c + 1]!;
  if (n.kind !== 'word' || /^(who|whom|whose|which|that|and|or|but|including|like|such|recently)$/.test(n.lower) || /(ed|ing)$/.test(n.lower) && !n.cap) return [a, b];
  return [c + 1, b];
}
/**
 * A source read on from the noun a clause without "that" modifies over into the clause's subject: "a tactic | Democrats
 * hope will work", "the best friend | Donald J. Trump always hoped for", "a probe | the law enforcement agency said was
 * closed", "the coronation | many pundits initially forecast". The subject alone is the source: a noun phrase opening
 * with a determiner, its last word a common noun (no role: "the federal judge Trump" is left as it is), then a person's
 * name or a determiner's noun phrase running to the cue with no comma and no verb. PolNeAR train: gold is the subject
 * alone in 9 of the 10 sources this cuts (the tenth, "a terse Miller", an adjective the tagger read as a noun; none of
 * the 10 was gold's before); with an organization's name after the noun it cut 6 appositives ("the news site RTL
 * Info") to fix none, so not those.
 */
function reducedRelativeCut(ctx: Ctx, [a, b]: Range, cue: Range | null): Range {
  const t = ctx.tokens;
  if (!cue || cue[0] < b || b - a < 3 || !REDUCED_OPENERS.test(t[a]!.lower)) return [a, b];
  for (let j = a + 2; j < b; j++) {
    const h = t[j - 1]!, x = t[j]!;
    if (h.kind !== 'word' || x.kind !== 'word' || h.inQuote >= 0) return [a, b];
    // (past a person's noun the phrase is a person described: "a columnist for the tech news site Pando")
    if (!h.cap && (roleWord(h.lower) || PERSON_NOUN_END.test(h.lower))) return [a, b];
    if (h.cap) continue;
    // (past a title: "a setback | Senator Jane Cortez said")
    let p = j;
    while (p < b - 1 && t[p]!.cap && TITLE_HEADS.has(t[p]!.lower) && ctx.mentionAt[p]! < 0) p++;
    const mi = ctx.mentionAt[p]!, m = mi >= 0 ? ctx.mentions[mi]! : null;
    const opens = m ? m.kind === 'name' && m.tokStart === p && m.type === 'PER' : p === j && /^(the|many|most|some)$/.test(x.lower) && j + 1 < b;
    // (the noun's tag asked last: it tags the sentence's words, which most sources need for nothing else)
    if (!opens || !/^NNS?$/.test(tagAt(ctx, j - 1))) continue;
    // (nor an organization's name after the determiner: "While the bill | the Committee reported out today is …," a
    // press release's quotation that opened a paragraph earlier, whose content the cut let run over the speaker's cue)
    for (let k = j; k < b; k++) {
      const km = ctx.mentionAt[k]!;
      if (t[k]!.kind !== 'word' && !/^[.’'&-]$/.test(t[k]!.text) || !m && km >= 0 && ctx.mentions[km]!.type !== 'PER' || /^(VB|MD)/.test(tagAt(ctx, k))) return [a, b];
    }
    return [j, b];
  }
  return [a, b];
}
// (a person's or a medium's noun before a name is an appositive's, "The conservative writer David Frum", "the biblical
// prophet Daniel"; and an organization after a noun is one named, "the news site RTL Info", "A super PAC")
const PERSON_NOUN_END = /(er|ist|ian|et|ant)$/;
// (a determiner, a number or "not" opening the phrase: "not everything Trump says", "nine things the Donald has said")
const REDUCED_OPENERS = /^(a|an|the|one|another|not|two|three|four|five|six|seven|eight|nine|ten|\d+)$/;
function placeAfter(ctx: Ctx, k: number): boolean {
  const mi = ctx.mentionAt[k] ?? -1;
  return mi >= 0 && ctx.mentions[mi]!.type === 'LOC' || /^[A-Z][a-z]?\.([A-Z]\.)?$/.test(ctx.tokens[k]?.text ?? '');
}
const FRONTED_PREPOSITIONS: ReadonlySet<string> = new Set(['in', 'on', 'at', 'to', 'for', 'of', 'during', 'with', 'from', 'about', 'under', 'over', 'into', 'amid']);

// A survey's or a report's participle of release ("a poll released", "the report published").
const RELEASE_PARTICIPLES: ReadonlySet<string> = new Set(['released', 'published', 'conducted', 'taken', 'issued']);

/** Time words a source phrase may have picked up at either end ("Today Rep. John Larson", "the delegation today"). */
const SOURCE_TIME_WORDS: ReadonlySet<string> = new Set(['today', 'yesterday', 'tonight', 'recently', 'earlier', 'now']);

// The lowercase word at token a, opening a source, is a verb whose object (the rest of the source) is the speaker:
// "remember | President Jimmy Carter", "hearing | him" (not "acting Director Smith", "leading Democrats", "retired Gen.
// John Allen": no -ing form before a name, no past; nor a role, "spokesperson Monica Klein").
function verbBeforeSpeaker(ctx: Ctx, a: number): boolean {
  const t = ctx.tokens, x = t[a]!, n = t[a + 1];
  if (!n || n.kind !== 'word' || n.sent !== x.sent || /(ed|en|person|man|woman)$/.test(x.lower) || NOT_VERBS_BEFORE_NAMES.has(x.lower) || TITLE_HEADS.has(x.lower)) return false;
  const pronoun = /^(him|her|them|me|us)$/.test(n.lower);
  if (!pronoun && !(n.cap && (TITLE_HEADS.has(n.lower) || ctx.mentionAt[a + 1]! >= 0 && ctx.mentions[ctx.mentionAt[a + 1]!]!.type === 'PER'))) return false;
  if (!pronoun && x.lower.endsWith('ing')) return false;
  const tag = tagAt(ctx, a);
  return pronoun ? tag === 'VBG' || tag === 'VB' || tag === 'VBP' : tag === 'VB' || tag === 'VBP';
}
// The verb at j in (a, b - 1) whose object is the rest of the source (verbBeforeSpeaker), after a subject pronoun opening
// the source and at most two adverbs or auxiliaries ("I still | remember", "we | watch"), or -1. (Not after a noun
// phrase: "Republican activists clamoring to block | Donald Trump", "Organizers of the push to boycott | Trump's AIPAC
// speech" are one source; PolNeAR train: that reading broke 4 sources to fix 1.)
function subjectAndVerbBefore(ctx: Ctx, a: number, b: number): number {
  const t = ctx.tokens;
  if (!/^(i|we|you|they)$/.test(t[a]!.lower)) return -1;
  for (let j = a + 1; j < b - 1 && j <= a + 3; j++) {
    const x = t[j]!;
    if (x.kind !== 'word' || x.cap || x.inQuote >= 0) return -1;
    if (verbBeforeSpeaker(ctx, j)) return j;
    if (!/^(still|also|can|could|will|would|do|did|may|might|just|often|always|never|all|[a-z]+ly)$/.test(x.lower)) return -1;
  }
  return -1;
}
// lowercase words before a name that the tagger may read as a verb but are a title's or a description's
const NOT_VERBS_BEFORE_NAMES: ReadonlySet<string> = new Set(['former', 'late', 'then', 'now', 'fellow', 'rival', 'chief', 'deputy', 'vice', 'senior', 'top', 'ex', 'co']);

/**
 * A source without the words around the speaker that are not part of it: time words at either end and, at its start,
 * a dateline's place in capitals ("WASHINGTON U.S. Senators Ben Cardin and …") or the dash after one, and a verb (with its subject pronoun) whose object is the speaker.
 */
function trimSource(ctx: Ctx, [a, b]: Range): Range {
  const t = ctx.tokens;
  for (;;) {
    if (b - a < 2) break;
    const x = t[a]!;
    // (the comma or dash a stripped time word or dateline leaves: "Today, | U.S. Senator Maria Cantwell")
    if (/^(?:[,;:]|--)$/.test(x.text)) { a++; continue; }
    // "Even Rendell, a stalwart Clinton supporter, said …", "even critics say …": the focus adverb is the writer's, not
    // the source's (PolNeAR train: gold leaves "even" out of the source 29 times of 37); not a comparison's ("even more
    // voters")
    if (x.lower === 'even' && x.inQuote < 0 && t[a + 1]!.kind === 'word' && !/^(more|less|fewer|as|so|most)$/.test(t[a + 1]!.lower)) { a++; continue; }
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
    // "I'm old enough to remember | President Jimmy Carter going on TV …, declaring …", "But hearing | him say it …": a
    // verb whose object is the speaker is no part of the source (PolNeAR train: gold's source is the object alone in 3 of
    // the 3 such sources that have a gold one); a verb in the present or its base form before a name or a title, an -ing
    // form before an object pronoun, as the tagger reads it (asked last)
    if (x.kind === 'word' && !x.cap && x.inQuote < 0 && verbBeforeSpeaker(ctx, a)) { a++; continue; }
    // (and its subject pronoun before it: "I still | remember | President Bill Clinton telling reporters that …",
    // "… as we | watch | John Kerry's dear negotiating partners in Tehran relentlessly referring to …")
    if (b - a > 2) { const v = subjectAndVerbBefore(ctx, a, b); if (v > a) { a = v + 1; continue; } }
    // a dateline: a word in capitals (3 letters or more) opening the source, before another capitalized word
    // (a place's name, opening its sentence: "FEMA Administrator Deanne Criswell" keeps its agency, "CONGRESSWOMAN
    // BARBARA LEE" its title)
    const mi = ctx.mentionAt[a]!;
    if (x.kind === 'word' && /^[A-Z]{3,}$/.test(x.text) && t[a + 1]!.cap && !TITLE_HEADS.has(t[a + 1]!.lower) && x.sent === t[a + 1]!.sent
      && ctx.sentences[x.sent]!.tokStart === a && mi >= 0 && ctx.mentions[mi]!.type === 'LOC' && ctx.mentions[mi]!.tokEnd === a + 1) { a++; continue; }
    break;
  }
  while (b - a >= 2 && SOURCE_TIME_WORDS.has(t[b - 1]!.lower)) b--;
  // "according to a New York Times/CBS News survey released | Monday", "A CNN/ORC poll of South Carolina released |
  // Friday showed": with the time after it left out, a release's participle hangs at the source's end and goes too
  // (PolNeAR train: gold ends before it in 3 of the 4 sources that ended on one, the fourth runs on over the time;
  // "a poll released Monday" whole is left as it is, gold's in 24 of 29)
  // (not before a weekday a sieve reads on over: "According to the initial schedule published | Thursday, …")
  if (b - a >= 3 && t[b - 1]!.inQuote < 0 && t[b - 1]!.kind === 'word' && RELEASE_PARTICIPLES.has(t[b - 1]!.lower) && !WEEKDAYS.has(t[b]?.lower ?? '')) b--;
  // "Cruz constituent Dan Golvach when | said", "a former U.S. law enforcement official who oversaw counterintelligence
  // investigations and | described …": a source never ends on a conjunction; it opens the next clause, not the source's
  // phrase (PolNeAR train: 10 sources ended on one, none of them gold's; gold stops before it in 5 of the 5 matched)
  while (b - a >= 2 && t[b - 1]!.inQuote < 0 && /^(when|and|or|but|while|because|if|as)$/.test(t[b - 1]!.lower)) { b--; if (b - a >= 2 && t[b - 1]!.text === ',') b--; }
  b = beforeAnonymity(ctx, a, b);
  // a name is not cut: "according to USA | Today" (the span model's source) is "USA Today"
  const mi = ctx.mentionAt[b - 1]!;
  if (mi >= 0) { const m = ctx.mentions[mi]!; if (m.kind === 'name' && m.tokEnd > b && m.tokEnd - b <= 3 && m.tokStart >= a) b = m.tokEnd; }
  return [a, b];
}

// Why the source is not named is no part of it: "a Democratic strategist | who spoke on the condition of anonymity to speak
// candidly", "the woman | , who like many in the town did not want to be quoted by name" (PolNeAR train: the source stops
// before such a relative clause 17 times in 24). The end of [a, b) before the "who" of such a clause (the last one before
// the words of anonymity: "a strategist who worked for Obama | and who spoke on the condition of anonymity"), and its comma.
const ANONYMITY = /\b(anonymity|anonymously|(not|n[’']t) (want|wish) to be (named|identified|quoted)|(declined|refused) to be (named|identified|quoted)|not to be (named|identified|quoted))\b/i;
function beforeAnonymity(ctx: Ctx, a: number, b: number): number {
  const t = ctx.tokens;
  for (let k = a + 1; k < b - 1; k++) {
    if (t[k]!.lower !== 'who') continue;
    const m = ANONYMITY.exec(ctx.text.slice(t[k]!.start, t[b - 1]!.end));
    if (!m) return b;
    const at = t[k]!.start + m.index;
    let w = k;
    for (let j = k + 1; j < b - 1 && t[j]!.start < at; j++) if (t[j]!.lower === 'who') w = j;
    // (and the "and" joining it to an earlier clause of the source's)
    if (w > k && t[w - 1]!.lower === 'and') w--;
    return t[w - 1]!.text === ',' && w - 1 > a ? w - 1 : w;
  }
  return b;
}

// The start of the sentence of token k, when nothing between them is quoted, a cue (unless overCues), the attribution's
// own cue or source, or a boundary (a semicolon, a colon, a dash: "WASHINGTON — The Department …"); k otherwise.
export function leadInStart(ctx: Ctx, k: number, c: Candidate, overCues = false): number {
  const t = ctx.tokens, s = ctx.sentences[t[k]!.sent]!;
  if (c.cue && c.cue[0] < k && c.cue[1] > s.tokStart || c.source && c.source[0] < k && c.source[1] > s.tokStart) return k;
  for (let j = s.tokStart; j < k; j++) {
    const w = t[j]!;
    if (w.kind === 'quote' || w.inQuote >= 0 || /^(;|:|—|–|--)$/.test(w.text) || !overCues && CUE_FORMS.get(w.lower)?.speech) return k;
  }
  return s.tokStart;
}
