import { textAt, type Ctx } from '../../../pipeline/context.js';
import { newCandidate, type Sieve, type Candidate } from '../candidate.js';
import { isCue, npLeft, npRight, cueStartWithModifiers, isPronoun, cueAdjunctEnd, cutInPhrase, hasNameMention, mannerAdverb, trailingMannerEnd, appositiveEnd, documentRead, finiteVerbIn, tagAt, AUXILIARIES } from '../np.js';
import { attach, leadInStart } from './util.js';
import { matchBefore } from './leading-cue.js';
import { CUE_FORMS } from '../../../lexicon/cues.js';
import { TITLE_HEADS } from '../../../lexicon/titles.js';
import { WEEKDAYS } from '../../../lexicon/stopwords.js';

/** `"…," Homan said.` / `"…," said Homan.` / `"…," a source familiar with the situation stated.` */
export const trailingCue: Sieve = {
  id: 'trailing-cue',
  description: 'a cue and its source right after the closing quotation mark',
  apply(ctx, state) {
    for (let i = 0; i < state.direct.length; i++) {
      let c = state.direct[i]!;
      if (c.rule) continue;
      const last = c.quotes[c.quotes.length - 1]!;
      const m = matchAfter(ctx, last.closeTok + 1);
      if (!m || quoteInOpeningClause(ctx, c, m)) continue;
      // a quotation run on across paragraphs whose last paragraph has a cue of its own: that cue attributes the fragments
      // of its own paragraph; the earlier ones stay open for the rules that read theirs ("Obama said: "… strategy. ¶
      // "Calling a threat … distraction," Obama said."; gold splits at the paragraph in 8 of 10 on PolNeAR train)
      // (only when the first paragraph's quotation has a cue of its own before it: one with none, "Councilman Ray Burke
      // spoke at length. “The city has failed … ¶ “We will change that,” Burke said.", is the same statement)
      if (c.quotes[0]!.para < last.para && matchBefore(ctx, c.quotes[0]!.openTok)?.cue) {
        const k = c.quotes.findIndex((q) => q.para === last.para);
        const tail = newCandidate('direct', c.quotes.slice(k), c.content.slice(k), last.para);
        c.quotes = c.quotes.slice(0, k);
        c.content = c.content.slice(0, k);
        state.direct.splice(i + 1, 0, tail);
        c = tail; i++;
      }
      attach(ctx, c, this.id, m.cue, m.source, m.pronoun ? 0.85 : 0.93, state);
      withLeadIn(ctx, c);
    }
  },
};

/**
 * "Although he says he “loves China,” and “people from China love me,” he also accuses it of stealing American jobs.",
 * "Asked why he had yet to endorse Clinton during an appearance Friday on “CBS This Morning,” Sanders said he had not …":
 * a quotation inside a clause opening the sentence (a subordinator or a capitalized participle first, a small word right
 * before its mark) is not what the main clause's cue reports when a clause of its own follows that cue (PolNeAR train:
 * gold gives the cue the clause after it in 4 of 4 such sentences; the engine gave it the quotation)
 */
function quoteInOpeningClause(ctx: Ctx, c: Candidate, m: { cue: [number, number]; source: [number, number] }): boolean {
  const t = ctx.tokens, open = c.quotes[0]!.openTok, s = ctx.sentences[t[open]!.sent]!, first = t[s.tokStart]!, p = t[open - 1];
  if (open === s.tokStart || !p || p.kind !== 'word' || p.cap) return false;
  if (!OPENING_SUBORDINATOR.test(first.lower) && !(first.cap && /[a-z]ing$/.test(first.text))) return false;
  const b = Math.max(m.cue[1], m.source[1]), n = t[b];
  if (!n || n.kind !== 'word' || n.inQuote >= 0 || n.sent !== t[open]!.sent) return false;
  return /^(that|he|she|they|it|we|i|his|her|their|its|our)$/.test(n.lower) || finiteVerbIn(ctx, b, Math.min(b + 5, s.tokEnd));
}
const OPENING_SUBORDINATOR = /^(although|though|while|when|as|after|before|because|if|since|asked|to)$/;

/**
 * `Yet Trump is also a “change agent,” Cole said.`: a quotation opening mid-sentence with a small letter goes on from the
 * sentence's own words, which PolNeAR takes into the content from the sentence's start (leadInStart: not past a cue, a
 * quotation, a colon or a dash). On PolNeAR train, of 54 such quotations with a trailing cue gold starts the content
 * before the quotation mark in 49, at the sentence's start in 43.
 */
function withLeadIn(ctx: Ctx, c: Candidate): void {
  const { tokens } = ctx;
  const open = c.quotes[0]!.openTok, w = tokens[open + 1];
  if (!w || w.kind !== 'word' || !/^[a-z]/.test(w.text) || textAt(tokens, open - 1, '-')) return;
  const a = leadInStart(ctx, open, c);
  // (not over a reporting word of its own: "She felt the amendment was worth examining because “most people …,” she said")
  for (let j = a; j < open; j++) if (isCue(ctx, j)) return;
  if (a < open) c.content[0] = [tokens[a]!.start, c.content[0]![1]];
}

export function matchAfter(ctx: Ctx, k: number): { cue: [number, number]; source: [number, number]; pronoun: boolean } | null {
  const { tokens } = ctx;
  const startPara = tokens[k - 1]?.para;
  const closeSent = tokens[k - 1]?.sent, startClose = k - 1;
  const byline = dashByline(ctx, k);
  if (byline) return byline;
  if (textAt(tokens, k, ',') || textAt(tokens, k, '—')) k++;
  const t = tokens[k];
  if (!t || t.para !== startPara || t.inQuote >= 0) return null;
  const m = matchAfterAt(ctx, k, startPara);
  // `"… geophysics." She described him …` starts a new sentence that says more than who spoke: not this quote's
  // attribution; `"… worse." Mr. Burman added.` is a sentence of attribution alone and is
  if (m && t.sent !== closeSent && !onlyAttribution(ctx, m) && !speechAfterExclamation(ctx, m, startClose)) return null;
  return m;
}

/**
 * `“Who do they think they are?” Trump said of Apple in February.`, `“What kind of people do I have here?” Trump asked,
 * looking far from displeased.`: a quotation ending in "?" or "!" ends its sentence, and the sentence after it opens with
 * its source and a verb of speech whatever else it says of the statement. Not when that sentence goes on to a content of
 * its own ("that", "whether", "if" right after the cue, a colon, a quotation mark), nor with a verb that is not one of
 * speech ("Her critics cited it as evidence that …"). On PolNeAR train 19 quotations, 17 of them given to that source and
 * cue in gold (the engine gave them to the article's subject or to no one).
 */
const UTTERANCE_LEMMAS: ReadonlySet<string> = new Set(['say', 'ask', 'tell', 'add', 'reply', 'respond', 'tweet', 'write', 'declare', 'shout',
  'remark', 'exclaim', 'quip', 'joke', 'explain', 'insist', 'yell', 'scream', 'wonder']);
function speechAfterExclamation(ctx: Ctx, m: { cue: [number, number]; source: [number, number] }, close: number): boolean {
  const { tokens } = ctx;
  let j = close;
  while (j > 0 && tokens[j]!.kind === 'quote') j--;
  if (!textAt(tokens, j, '?') && !textAt(tokens, j, '!')) return false;
  const s = ctx.sentences[tokens[m.cue[0]]!.sent]!;
  const a = Math.min(m.cue[0], m.source[0]), b = Math.max(m.cue[1], m.source[1]);
  if (a !== s.tokStart) return false;
  // (not a progressive: "Alpert’s metaphor is telling in its own right")
  if (tokens[m.cue[1] - 1]!.lower.endsWith('ing')) return false;
  let speech = false;
  for (let k = m.cue[0]; k < m.cue[1]; k++) if (UTTERANCE_LEMMAS.has(CUE_FORMS.get(tokens[k]!.lower)?.lemma ?? '')) speech = true;
  if (!speech) return false;
  for (let k = b; k < s.tokEnd; k++) {
    const u = tokens[k]!;
    if (u.inQuote >= 0 || u.kind === 'quote' || u.text === ':' || k < b + 3 && /^(that|whether|if)$/.test(u.lower)) return false;
  }
  return true;
}

function onlyAttribution(ctx: Ctx, m: { cue: [number, number]; source: [number, number] }): boolean {
  const { tokens } = ctx;
  const s = ctx.sentences[tokens[m.cue[0]]!.sent]!;
  const a = Math.min(m.cue[0], m.source[0]), b = Math.max(m.cue[1], m.source[1]);
  if (a !== s.tokStart) return false;
  // (and the one asked or told: `“Why are you still endorsing him?” Obama asked Republican politicians.`)
  let from = b;
  if (m.cue[1] === b && /^(ask|tell)$/.test(CUE_FORMS.get(tokens[b - 1]!.lower)?.lemma ?? '')) { const ad = npRight(ctx, b); if (ad) from = cueAdjunctEnd(ctx, ad[1]); }
  // (and when or where it was said: `“…!” Smith said last week.`, `“…?” Trump added during his appearance on Fox.`)
  // (not after a progressive, "Alpert’s metaphor is telling in its own right", nor a stance's object, "She also argued in
  // favor of …")
  let words = 0;
  for (let k = from; k < s.tokEnd; k++) {
    const t = tokens[k]!;
    if (t.kind === 'punct' || t.kind === 'quote' && t.inQuote < 0) continue;
    if (words++ === 0 && (!ADJUNCT_START.has(t.lower) || tokens[m.cue[1] - 1]!.lower.endsWith('ing'))) return false;
    if (words > 10 || t.inQuote >= 0 || /^(that|who|which|whether|if|because|favor|favour|support|defense|behalf|opposition|praise)$/.test(t.lower) || isCue(ctx, k, true)) return false;
  }
  return true;
}
/** Words that open a phrase of when, where or how a statement was made. */
const ADJUNCT_START: ReadonlySet<string> = new Set(['last', 'this', 'earlier', 'later', 'on', 'in', 'at', 'during', 'after', 'before', 'while',
  ...WEEKDAYS, 'today', 'yesterday', 'tonight', 'recently', 'afterward', 'afterwards']);

function matchAfterAt(ctx: Ctx, k: number, startPara: number | undefined): { cue: [number, number]; source: [number, number]; pronoun: boolean } | null {
  const { tokens } = ctx;
  // said Homan / added the senator / said a source
  let j = k;
  while (j < k + 2 && tokens[j] && /^(also|later|then|further)$/.test(tokens[j]!.lower)) j++;
  // (not a participle: `“…,” adding that his son Eric …` has no source after it)
  // (nor a verb whose own clause follows: `the hacker known as “Guccifer,” stated that he had access …`, `went on to
  // promote “Celebrity Apprentice,” note that he had …`: the quotation is a name or a title inside a sentence reported
  // after it, not words "that he" said; PolNeAR train: 2 of 2 such sources wrong)
  // (the speaker named after it asked first: the part-of-speech tagger last)
  const unknown = !isCue(ctx, j, true) && mannerShape(ctx, j) && personNamedAt(ctx, npRight(ctx, j + 1)) && mannerVerb(ctx, j);
  if ((isCue(ctx, j, true) || documentRead(ctx, j, 'right') || unknown) && !tokens[j]!.lower.endsWith('ing') && !/^(that|whether)$/.test(tokens[j + 1]?.lower ?? '')) {
    const src = npRight(ctx, j + 1);
    // "said Tommy Vietor, a former spokesman for Mr. Obama.": the source keeps the description, as PolNeAR marks it
    const ap = src && textAt(tokens, src[1], ',') ? appositiveEnd(ctx, src[1] + 1) : -1;
    // (and the comma closing the description when the sentence goes on: "said Jack Mozloom, a spokesman for the National
    // Federation of Independent Business, | which represents …", "said Ed Rendell, a former Pennsylvania governor, |
    // referring to …": PolNeAR train keeps it 24 times in 34, as it does "X, a spokesman, said")
    if (src && ap > 0) return { cue: [k, j + 1], source: [src[0], textAt(tokens, ap, ',') ? ap + 1 : ap], pronoun: false };
    if (src) return { cue: [k, j + 1], source: src, pronoun: isPronoun(ctx, src) };
  }
  // Homan said / the source added / he said
  for (let e = k + 1, limit = k + 30; e < Math.min(limit, tokens.length); e++) {
    const u = tokens[e]!;
    if (u.para !== startPara || u.inQuote >= 0 || (u.kind === 'punct' && u.text !== ',' && u.text !== '.' && u.text !== '(' && u.text !== ')' && u.text !== '-')) break;
    if (u.sent !== tokens[k]!.sent) break;
    // `“…,” Cruz, who has proposed repealing the mandate, said.`: the relative clause about the speaker is passed over
    // (its verb is no cue of the quotation's)
    if (u.text === ',' && /^(who|which|whose)$/.test(tokens[e + 1]?.lower ?? '')) {
      let c = e + 2;
      while (c < tokens.length && c < e + 24 && tokens[c]!.text !== ',' && tokens[c]!.sent === u.sent && tokens[c]!.inQuote < 0) c++;
      if (textAt(tokens, c, ',')) { limit += c - e; e = c; continue; }
      break;
    }
    const back = backCue(ctx, e);
    // (a verb of manner the lexicon lacks closes the attribution: `“Go back to Univision,” Trump barked`; mannerVerb)
    if (!back && mannerShape(ctx, e) && /^(\.|,|and)$/.test(tokens[e + 1]?.lower ?? '') && !isCue(ctx, e, true) && mannerVerb(ctx, e)) {
      const src = npLeft(ctx, e);
      if (src && src[0] === k && (personNamed(ctx, src) || isPronoun(ctx, src))) return { cue: [e, e + 1], source: src, pronoun: isPronoun(ctx, src) };
      break;
    }
    // ("…", the letter read.)
    if (!back && !isCue(ctx, e, true) && !documentRead(ctx, e, 'left')) continue;
    if (!back && nounBeforeSaying(ctx, e)) continue;
    const cs = cueStartWithModifiers(ctx, e);
    const src = npLeft(ctx, cs);
    if (src && src[0] === k) return { cue: [cs, trailingAdjunctEnd(ctx, e + (back ? 2 : 1))], source: src, pronoun: isPronoun(ctx, src) };
    // "…,” Khaled Al-Maeena, editor at large at the Saudi Gazette, said.": a name and its description set off by commas
    // (the source keeps the description, as PolNeAR marks it)
    const ap = describedName(ctx, k, cs);
    if (ap) return { cue: [cs, trailingAdjunctEnd(ctx, e + (back ? 2 : 1))], source: ap, pronoun: false };
    break;
  }
  return null;
}

// A verb in the past right by a quotation and its speaker that the lexicon does not hold as one of speech: how the words
// were said ("“This is fantastic!” beamed Donald Hartley of Madison, Alabama, …", "“…,” Hannity pressed.", "“…,” Oliver
// barked."; PolNeAR train: gold has the verb for the cue in 13 of the 14 attributions so made, "confessed", "pressed",
// "reacted", "surmised", …; a person named or a pronoun for the speaker). Lowercase, in -ed, read by the tagger as a past
// tense or participle.
function mannerVerb(ctx: Ctx, j: number): boolean {
  return mannerShape(ctx, j) && /^VB[DN]$/.test(tagAt(ctx, j));
}
// What mannerVerb asks of the word alone: a lowercase word in -ed outside quotations, no auxiliary
function mannerShape(ctx: Ctx, j: number): boolean {
  const t = ctx.tokens[j];
  return !!t && t.kind === 'word' && !t.cap && t.inQuote < 0 && /[a-z]ed$/.test(t.text) && !AUXILIARIES.has(t.lower);
}
// A source that is a person's name (with its title), the only speakers mannerVerb takes.
const personNamed = (ctx: Ctx, r: [number, number]): boolean => hasNameMention(ctx, r, 'PER');
const personNamedAt = (ctx: Ctx, r: [number, number] | null): boolean => !!r && personNamed(ctx, r);

/**
 * `“The agency’s computers had been hacked …,” the congressional report said.`: a reporting word in its
 * bare or plural form right before a verb of saying is the head of the source ("report", after an adjective that
 * NOT_BEFORE_VERB does not know), not the cue: the verb after it is (PolNeAR train 216: "the congressional | report" was
 * the source and cue).
 */
function nounBeforeSaying(ctx: Ctx, e: number): boolean {
  const { tokens } = ctx;
  const t = tokens[e]!, n = tokens[e + 1], lemma = CUE_FORMS.get(t.lower)?.lemma;
  if (!n || n.sent !== t.sent || !lemma || (t.lower !== lemma && t.lower !== lemma + 's') || n.lower.endsWith('ing')) return false;
  return isCue(ctx, e + 1, true) || documentRead(ctx, e + 1, 'left');
}

// The cue's adjunct after a quotation ("said in a statement."), but not part of an "in …" phrase that goes on ("said in
// an interview | with conservative host Greg Garrison on WIBC radio.": the verb alone, as PolNeAR marks it; see cutInPhrase)
// (and an adverb in -ly closing the clause: "“…,” Clinton said sarcastically.", "“…?” Sanders asked rhetorically, shaking
// his head no."; PolNeAR train: gold has the adverb in the cue 13 times in 13 after a verb of saying before "." or ",")
function trailingAdjunctEnd(ctx: Ctx, e: number): number {
  const t = ctx.tokens[e];
  if (t && t.sent === ctx.tokens[e - 1]!.sent && mannerAdverb(t) && /^[.,]$/.test(ctx.tokens[e + 1]?.text ?? '')) return e + 1;
  // ("said with a grin.", "wrote on Facebook.": trailingMannerEnd)
  const m = trailingMannerEnd(ctx, e);
  if (m > e) return m;
  const x = cueAdjunctEnd(ctx, e);
  return cutInPhrase(ctx, e, x) ? e : x;
}

export type { Candidate };

// `“…” ― Sonya Herridge`: a dash and a name closing the quotation's line. The dash is the cue.
function dashByline(ctx: Ctx, k: number): { cue: [number, number]; source: [number, number]; pronoun: boolean } | null {
  const { tokens, text } = ctx;
  const dash = tokens[k];
  if (!dash || !/^[―—–-]$/.test(dash.text) || dash.para !== tokens[k - 1]?.para) return null;
  const src = npRight(ctx, k + 1);
  if (!src || !tokens[src[0]]!.cap) return null;
  // the name ends its line (or the paragraph): nothing but a period may follow it before the line break
  const after = text.slice(tokens[src[1] - 1]!.end, text.indexOf('\n', tokens[src[1] - 1]!.end) < 0 ? ctx.paragraphs[dash.para]!.end : text.indexOf('\n', tokens[src[1] - 1]!.end));
  if (!/^[\s.]*$/.test(after)) return null;
  return { cue: [k, k + 1], source: src, pronoun: false };
}

/**
 * `“… on behalf of impacted youth.” Amy C. Harfeld, JD, National Policy Director, Children's Advocacy Institute`: a
 * person's name (with its title) right after the closing mark, and nothing after it in the paragraph but a description
 * set off by a comma (no cue, no other quotation), signs the quotation: its source, with no cue. Testimonials in press
 * releases are written so; without this rule the previous paragraph's speaker took them.
 */
export const signOff: Sieve = {
  id: 'sign-off',
  description: 'a name (and its description) closing the quotation\'s paragraph, with no cue',
  apply(ctx, state) {
    for (const c of state.direct) {
      if (c.rule) continue;
      const last = c.quotes[c.quotes.length - 1]!;
      const src = signature(ctx, last.closeTok + 1);
      if (src) attach(ctx, c, this.id, null, src, 0.8, state);
    }
  },
};

/**
 * `"I was alarmed by the report, Vitter said. I applaud the work …"`: the marks between the quotation's two parts were
 * lost (press releases stripped of their inner quotation marks), so the cue and the speaker's name sit inside one pair
 * of marks, where no rule reads them, and the quotation went to the previous paragraph's speaker or the article's
 * subject (a review of 60 press releases: 5 quotes in 3 of them given to the wrong member). A quotation with no cue of
 * its own whose words hold ", Name said." or ", said Name." (a person's name, a speech cue, the sentence's end, the
 * quotation going on after it) is that person's, in two fragments.
 */
export const innerCue: Sieve = {
  id: 'inner-cue',
  description: 'a cue and a name inside a quotation whose inner marks were lost ("…, Vitter said. …")',
  apply(ctx, state) {
    for (const c of state.direct) {
      if (c.rule || c.quotes.length !== 1) continue;
      const q = c.quotes[0]!;
      const m = cueInside(ctx, q.openTok + 1, q.closeTok);
      if (!m) continue;
      const { tokens } = ctx;
      c.content = [[q.start, tokens[m.comma - 1]!.end], [tokens[m.resume]!.start, q.end]];
      attach(ctx, c, this.id, m.cue, m.source, 0.8, state);
    }
  },
};

// ", Name said." / ", said Name." between tokens a and b (the quotation's words), with words of the quotation after it.
function cueInside(ctx: Ctx, a: number, b: number): { comma: number; cue: [number, number]; source: [number, number]; resume: number } | null {
  const { tokens } = ctx;
  for (let k = a + 3; k < b - 3; k++) {
    if (tokens[k]!.text !== ',') continue;
    let cue = -1, src: [number, number] | null = null, end = -1;
    // (words inside the marks: isCue, which reads no quotation's words, is not asked; a lowercase verb of saying)
    const m = nameAt(ctx, k + 1);
    if (m && speechVerb(ctx, m[1])) { src = m; cue = m[1]; end = m[1] + 1; }
    else if (speechVerb(ctx, k + 1)) {
      const n = nameAt(ctx, k + 2);
      if (n) { src = n; cue = k + 1; end = n[1]; }
    }
    if (!src || !textAt(tokens, end, '.') || end + 1 >= b || tokens[end + 1]!.sent === tokens[end]!.sent || tokens[end + 1]!.kind !== 'word') continue;
    return { comma: k, cue: [cue, cue + 1], source: src, resume: end + 1 };
  }
  return null;
}

const speechVerb = (ctx: Ctx, k: number): boolean => {
  const t = ctx.tokens[k];
  return !!t && t.kind === 'word' && !t.cap && !!CUE_FORMS.get(t.lower)?.speech && !t.lower.endsWith('ing');
};

// A person's name starting at token k, with the titles before it ("Rep. Denham", "Vitter"): its tokens, or null.
function nameAt(ctx: Ctx, k: number): [number, number] | null {
  const { tokens } = ctx;
  let j = k;
  while (j < tokens.length && j - k < 3 && TITLE_HEADS.has(tokens[j]!.lower)) j++;
  const mi = ctx.mentionAt[j] ?? -1, m = mi >= 0 ? ctx.mentions[mi]! : null;
  return m && m.type === 'PER' && m.kind === 'name' && m.tokStart === j ? [k, m.tokEnd] : null;
}

// The signature's tokens [a, b) from token k, or null: a person's name starting there (after its title, if any), then
// the paragraph's end, or a comma and at most SIGNATURE_TOKENS more tokens of description with no cue and no quotation.
function signature(ctx: Ctx, k: number): [number, number] | null {
  const { tokens } = ctx;
  const first = tokens[k], para = tokens[k - 1]?.para;
  if (!first || first.para !== para || first.inQuote >= 0 || first.kind !== 'word' || !first.cap) return null;
  // the quotation ends a sentence (`… youth.” Amy …`): a headline cited in a reference ends with a comma
  // (`“Clinton’s Back, And Fighting Fit,” Agence France-Presse, 1/23/2013)`)
  if (!/^[.!?]$/.test(tokens[k - 2]?.text ?? '') || isCue(ctx, k)) return null;
  // the name's mention: at k, or after a title that starts at k
  let mi = ctx.mentionAt[k]!;
  if (mi < 0) for (let j = k + 1; j < k + 5 && j < tokens.length && mi < 0 && tokens[j]!.para === para; j++) mi = ctx.mentionAt[j]!;
  const m = mi >= 0 ? ctx.mentions[mi]! : null;
  if (!m || m.type !== 'PER' || m.kind !== 'name' || (m.tokStart !== k && m.title?.start !== first.start)) return null;
  let end = m.tokEnd;
  // "(D-CA)": a party and state after the name
  while (end < tokens.length && tokens[end]!.para === para && textAt(tokens, end, '(') && /^[A-Z]-/.test(tokens[end + 1]?.text ?? '')) {
    let j = end + 1;
    while (j < tokens.length && tokens[j]!.text !== ')' && j - end < 8) j++;
    end = j + 1;
  }
  let b = end;
  if (b < tokens.length && tokens[b]!.para === para) {
    if (!textAt(tokens, b, ',')) return null;
    for (let j = b + 1; j < tokens.length && tokens[j]!.para === para; j++) {
      const t = tokens[j]!;
      if (j - b > SIGNATURE_TOKENS || t.kind === 'quote' || t.inQuote >= 0 || isCue(ctx, j) || t.text === ')') return null;
      b = j + 1;
    }
  }
  while (b > end && tokens[b - 1]!.kind === 'punct' && tokens[b - 1]!.text !== ')') b--;
  return [k, b];
}

/** Tokens of description a signature may carry after its name. */
const SIGNATURE_TOKENS = 30;

// "… ,” Trump shot back.", "fired back", "hit back": a reply, two words (PolNeAR train: "shot back" a cue 8 times in 9)
function backCue(ctx: Ctx, e: number): boolean {
  const t = ctx.tokens[e]!, n = ctx.tokens[e + 1];
  return (t.lower === 'shot' || t.lower === 'fired' || t.lower === 'hit') && !!n && n.lower === 'back' && n.sent === t.sent;
}

// A person's name at token k, a comma, a description (appositiveEnd) and a comma right before the cue at cs: [k, cs - 1).
function describedName(ctx: Ctx, k: number, cs: number): [number, number] | null {
  return describedNameStrict(ctx, k, cs) ?? looseDescribedName(ctx, k, cs);
}
function describedNameStrict(ctx: Ctx, k: number, cs: number): [number, number] | null {
  const t = ctx.tokens, mi = ctx.mentionAt[k]!, m = mi >= 0 ? ctx.mentions[mi]! : null;
  if (!m || m.tokStart !== k || m.type !== 'PER' || m.kind !== 'name' || !textAt(t, m.tokEnd, ',') || !textAt(t, cs - 1, ',') || cs - 1 <= m.tokEnd + 1) return null;
  if (appositiveEnd(ctx, m.tokEnd + 1) === cs - 1) return [k, cs - 1];
  // or an aside of when or how, which is neither's: `“…,” Blunt, after a long pause, said of Cruz.` (the source is the name)
  const first = t[m.tokEnd + 1]!;
  if (cs - 1 - (m.tokEnd + 1) > 8 || first.kind !== 'word' || first.cap || !ASIDE_START.has(first.lower)) return null;
  for (let j = m.tokEnd + 1; j < cs - 1; j++) if (t[j]!.kind === 'quote' || t[j]!.inQuote >= 0 || t[j]!.text === ',' || isCue(ctx, j, true)) return null;
  return [k, m.tokEnd];
}
/**
 * `"…," Jeff Weaver, Sanders’ campaign manager, said`, `"…," Representative Peter T. King, Republican of New York, said`:
 * a person's name (after its title), a comma, a description appositiveEnd does not read (one with a capital or a
 * possessive, no article) of up to 24 tokens with no quotation, no cue and no verb of its own outside a relative clause,
 * and the comma before the cue. On PolNeAR train gold gives the quotation to the name and its description in 73 of 81
 * such sentences; the engine missed 12.
 */
function looseDescribedName(ctx: Ctx, k: number, cs: number): [number, number] | null {
  const t = ctx.tokens;
  let mi = ctx.mentionAt[k]!;
  for (let j = k + 1; mi < 0 && j < k + 4 && j < t.length; j++) mi = ctx.mentionAt[j]!;
  const m = mi >= 0 ? ctx.mentions[mi]! : null;
  if (!m || m.type !== 'PER' || m.kind !== 'name' || m.tokStart !== k && !(m.title && m.title.start === t[k]!.start) || m.tokStart > k + 3) return null;
  const a = m.tokEnd + 1, b = cs - 1;
  if (!textAt(t, m.tokEnd, ',') || !textAt(t, b, ',') || b - a < 1 || b - a > 24) return null;
  const first = t[a]!;
  if (first.kind !== 'word' && first.kind !== 'num' || !first.cap && ASIDE_START.has(first.lower) || first.lower.endsWith('ing')) return null;
  let relative = false;
  for (let j = a; j < b; j++) {
    const u = t[j]!;
    if (u.inQuote >= 0) return null;
    // (a possessive's apostrophe is no quotation mark: "Sanders’ campaign manager")
    if (u.kind === 'quote' && !(/^[’']$/.test(u.text) && t[j - 1]?.kind === 'word')) return null;
    if (/^(who|which|that|whose)$/.test(u.lower)) relative = true;
    if (!relative && AUXILIARIES.has(u.lower) || isCue(ctx, j, true)) return null;
  }
  return [k, b];
}

const ASIDE_START: ReadonlySet<string> = new Set(['after', 'before', 'during', 'in', 'with', 'like', 'unlike', 'when', 'while', 'however', 'though', 'too', 'also', 'later', 'earlier', 'again', 'then', 'smiling', 'laughing', 'pausing']);
