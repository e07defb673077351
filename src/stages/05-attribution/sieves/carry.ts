import { tokenAt, type Ctx } from '../../../pipeline/context.js';
import type { Sieve, Candidate, AttributionState } from '../candidate.js';
import type { Speaker } from '../../../model/types.js';
import { newCandidate } from '../candidate.js';
import { matchBefore } from './leading-cue.js';
import { attach, carry } from './util.js';
import { isCue, npLeft, npRight, cueStartWithModifiers, isPronoun, withSubject, resolveSpeaker } from '../np.js';
import { CUE_FORMS } from '../../../lexicon/cues.js';
import { tagPos } from '../../../learn/pos.js';
import { isPossessive } from '../../04-entities/names.js';

/**
 * A speech quote in the same paragraph right after an attributed one, with nothing but its attribution between
 * them (`"A," he said. "B."` or `"A," he said, "B."`), is a further fragment of the same quote.
 */
export const sameParagraphFragment: Sieve = {
  id: 'same-paragraph-fragment',
  description: 'a quote following an attributed quote in its paragraph continues it',
  apply(ctx, state) {
    const keep: Candidate[] = [];
    for (const c of state.direct) {
      const prev = keep.at(-1);
      // (the paragraph of prev's last quotation, not of its first: a quotation left open at a paragraph's end runs on into
      // the next one, `"B …` ¶ `"C," he said. "D."`, and D goes on with C there; PolNeAR train: D was left to the article's
      // subject with no cue; gold gives D to C's cue in 5 of the 5 such paragraphs it annotates)
      const prevPara = !prev ? -1 : prev.quotes.length > 0 ? prev.quotes[prev.quotes.length - 1]!.para : prev.para;
      if (!c.rule && prev && prev.rule && prev.kind === 'direct' && prevPara === c.para && onlyAttributionBetween(ctx, prev, c)) {
        // `"A," Trump said, adding later, "B."`: a second cue of the same speaker makes B its own statement
        const part = participleBetween(ctx, prev, c);
        if (part) { carry(c, prev, this.id, prev.confidence); c.cue = part; keep.push(c); continue; }
        prev.quotes.push(...c.quotes);
        prev.content.push(...c.content);
        continue;
      }
      keep.push(c);
    }
    state.direct = keep;
  },
};

// A participle cue between the two quotes, other than the first one's own cue ("adding", "adding later", "continuing").
function participleBetween(ctx: Ctx, prev: Candidate, c: Candidate): [number, number] | null {
  const a = prev.quotes[prev.quotes.length - 1]!.closeTok + 1, b = c.quotes[0]!.openTok;
  for (let k = a; k < b; k++) {
    if (prev.cue && k >= prev.cue[0] && k < prev.cue[1]) continue;
    const t = ctx.tokens[k]!;
    if (!t.lower.endsWith('ing') || !isCue(ctx, k, true)) continue;
    let e = k + 1;
    while (e < b && ctx.tokens[e]!.kind === 'word' && /^(later|also|then|further|again)$/.test(ctx.tokens[e]!.lower)) e++;
    // (only a participle that introduces the next quotation, with nothing but punctuation, "that" or "of" after it: "…, adding,
    // “B”"; one with an object of its own, "…,” Trump said, referring to the Sept. 16 debate. “B”", leaves B a second
    // fragment of the first: gold merges them in 35 of 41 such cases on PolNeAR train)
    let j = e;
    while (j < b && ctx.tokens[j]!.kind === 'punct') j++;
    // ("adding of Mr. Trump, “…”": what was added of someone is the quotation; "adding that, “…”" too, but not "adding that
    // small donors may not be sympathetic. “B”": a clause of its own, ended, is the participle's content, and B in the next
    // sentence goes on with the first quotation; PolNeAR train: 7 such clauses found, none lost)
    return j === b || ctx.tokens[e]?.lower === 'that' && thatIntroduces(ctx, e + 1, b) || ctx.tokens[e]?.lower === 'of' ? [k, e] : null;
  }
  return null;
}

// The quotation at token b is in the clause of "that" (before token k): its sentence ("arguing that if …, “more homes
// will burn.”"), not the next one.
function thatIntroduces(ctx: Ctx, k: number, b: number): boolean {
  return ctx.tokens[b]!.sent === ctx.tokens[k - 1]!.sent;
}

function onlyAttributionBetween(ctx: Ctx, prev: Candidate, c: Candidate): boolean {
  const a = prev.quotes[prev.quotes.length - 1]!.closeTok + 1, b = c.quotes[0]!.openTok;
  // everything between is the attribution's own sentence: `"A," said X, head of Y. "B."`
  const cueSent = prev.cue ? ctx.tokens[prev.cue[0]]!.sent : -1;
  if (cueSent >= 0 && ctx.tokens[a]?.sent === cueSent && ctx.tokens[b - 1]?.sent === cueSent) return true;
  for (let k = a; k < b; k++) {
    const inCue = prev.cue && k >= prev.cue[0] && k < prev.cue[1];
    const inSrc = prev.source && k >= prev.source[0] && k < prev.source[1];
    const t = ctx.tokens[k]!;
    if (!inCue && !inSrc && t.kind !== 'punct' && !/^(and|but|then|adding|continuing|also)$/.test(t.lower)) return false;
  }
  return true;
}

/** A paragraph that is a quote, after a paragraph ending in a colon: "Rep. Smith released the following statement:" */
export const introParagraph: Sieve = {
  id: 'intro-paragraph',
  description: 'the previous paragraph introduces the quote with a colon',
  apply(ctx, state) {
    for (const c of state.direct) {
      if (c.rule) continue;
      const q = c.quotes[0]!;
      const p = ctx.paragraphs[q.para]!;
      // (a dateline may open the quote's paragraph: "WASHINGTON, D.C. — “History will …”")
      if (q.openTok !== p.tokStart && !datelineBefore(ctx, p.tokStart, q.openTok) || q.para === 0) continue;
      const prevP = ctx.paragraphs[q.para - 1]!;
      const last = ctx.tokens[prevP.tokEnd - 1];
      if (!last || prevP.boilerplate) continue;
      // "… released the following statement:", or "… released the following statement on Pelosi's announcement." (or
      // ending in a comma: "In response, Congressman Emmer issued the following statement,"); "Thune’s opening remarks
      // below:"
      const colon = last.text === ':';
      if (!colon && !((last.text === '.' || last.text === ',') && statementSentence(ctx, prevP.tokEnd - 1))) {
        // or in an earlier sentence of the paragraph, the narration after it quoting no one: "Ranking Member Bobby Scott
        // released the following statement after the Bureau of Labor Statistics announced that …. To date, …" (the
        // statement is his, not the Bureau's, whose announcement the previous-paragraph rule took)
        const m = earlierStatementSentence(ctx, prevP);
        if (m) attach(ctx, c, this.id, m.cue, withSubject(ctx, m.source), 0.85, state);
        continue;
      }
      const m = (colon ? matchBefore(ctx, prevP.tokEnd) : null) ?? statementIntro(ctx, prevP.tokEnd - 1) ?? (colon ? remarksBelow(ctx, prevP.tokEnd - 1) ?? letterBelow(ctx, prevP.tokEnd - 1) : null);
      if (m) attach(ctx, c, this.id, m.cue, withSubject(ctx, m.source), 0.85, state);
    }
  },
};

// "Thune’s opening remarks below:", "Senator Capito’s remarks as prepared for delivery:": a person's remarks, statement or
// testimony, announced by the colon at token `colon`, in a sentence of its own
function remarksBelow(ctx: Ctx, colon: number): { source: [number, number]; cue: [number, number]; pronoun: boolean } | null {
  const t = ctx.tokens, s = ctx.sentences[t[colon]!.sent]!;
  for (let k = s.tokStart + 1; k < colon && k < s.tokStart + 8; k++) {
    if (!/^(remarks|statement|testimony|speech|address)$/.test(t[k]!.lower)) continue;
    let p = k - 1;
    if (p > s.tokStart && /^(opening|closing|full|prepared|floor)$/.test(t[p]!.lower)) p--;
    if (!isPossessive(t[p]!.text)) return null;
    const mi = ctx.mentionAt[p - 1]!, m = mi >= 0 ? ctx.mentions[mi]! : null;
    if (!m || m.type !== 'PER' || m.tokEnd !== p || m.tokStart !== s.tokStart && !/^(senator|sen\.|rep\.|representative|congressman|congresswoman|chairman|chairwoman|leader)$/.test(t[m.tokStart - 1]?.lower ?? '')) return null;
    return { source: [m.tokStart, m.tokEnd], cue: [k, colon], pronoun: false };
  }
  return null;
}

/**
 * A letter printed after its announcement, with its writer named: "A copy of Sen. Schumer's letter appears below:", "The
 * letter from Senator Schumer to Secretary Shinseki is below:", "Senator Manchin's letter to President Obama:", "Below is
 * the text of Congressman Lee's letter:". The letter is its writer's statement (its "I" the writer). Only with a named
 * writer, a person's name before "'s letter" or after "letter from": "The text of the letter follows:", signed by one or
 * by many, names no one. A review of press releases 11,000-11,059 and 5,000-5,029: such letters were read in pieces,
 * "I | write | you to express my concern …", with no speaker; 44 such announcements end a paragraph in the first 3,000.
 */
function letterBelow(ctx: Ctx, colon: number): { source: [number, number]; cue: [number, number]; pronoun: boolean } | null {
  const t = ctx.tokens, s = ctx.sentences[t[colon]!.sent]!;
  if (colon - s.tokStart > 25) return null;
  for (let k = s.tokStart; k < colon; k++) {
    if (t[k]!.lower !== 'letter') continue;
    // "Sen. Schumer's letter", "Senator Manchin's full letter": a person's name, possessive, right before
    let p = k - 1;
    if (p > s.tokStart && /^(full|complete|entire|original|signed)$/.test(t[p]!.lower)) p--;
    if (p > s.tokStart && isPossessive(t[p]!.text)) {
      const mi = ctx.mentionAt[p - 1]!, m = mi >= 0 ? ctx.mentions[mi]! : null;
      if (m && m.type === 'PER' && m.kind === 'name' && m.tokEnd === p) return { source: [titleStart(ctx, m.tokStart, s.tokStart), m.tokEnd], cue: [k, k + 1], pronoun: false };
      if (ctx.mentionAt[p]! >= 0) { const m2 = ctx.mentions[ctx.mentionAt[p]!]!; if (m2.type === 'PER' && m2.kind === 'name' && m2.tokEnd === p + 1) return { source: [titleStart(ctx, m2.tokStart, s.tokStart), p + 1], cue: [k, k + 1], pronoun: false }; }
      return null;
    }
    // "the letter from Senator Schumer to …"
    if (t[k + 1]?.lower === 'from' && k + 2 < colon) {
      const mi = ctx.mentionAt[k + 2]!;
      const m = mi >= 0 ? ctx.mentions[mi]! : null;
      // (a title before the name: "from Senator Schumer", "from Rep. Lee")
      let j = k + 2;
      while (j < colon && j < k + 6 && ctx.mentionAt[j]! < 0) j++;
      const mj = ctx.mentionAt[j]! >= 0 ? ctx.mentions[ctx.mentionAt[j]!]! : m;
      if (mj && mj.type === 'PER' && mj.kind === 'name' && (mj.tokStart === k + 2 || mj.title?.start === t[k + 2]!.start)) return { source: [k + 2, mj.tokEnd], cue: [k, k + 1], pronoun: false };
    }
    return null;
  }
  return null;
}

// The first token of a person's title written right before the name at `start` ("Sen." of "Sen. Schumer"), not before `min`.
function titleStart(ctx: Ctx, start: number, min: number): number {
  const mi = ctx.mentionAt[start]!, m = mi >= 0 ? ctx.mentions[mi]! : null;
  if (!m?.title) return start;
  let k = start;
  while (k > min && ctx.tokens[k - 1]!.start >= m.title.start) k--;
  return k;
}

// Tokens [a, b) are a dateline: capitalized words and commas or periods, then a dash ("WASHINGTON, D.C. —").
function datelineBefore(ctx: Ctx, a: number, b: number): boolean {
  if (b - a < 2 || b - a > 8 || !/^[—–-]$/.test(ctx.tokens[b - 1]!.text)) return false;
  for (let k = a; k < b - 1; k++) { const t = ctx.tokens[k]!; if (!(t.kind === 'word' && t.cap || t.text === ',' || t.text === '.')) return false; }
  return true;
}

// A sentence before the last of paragraph p that announces the following statement (statementSentence), with no quotation
// mark in the paragraph after it: its attribution, the cue ending at "statement".
function earlierStatementSentence(ctx: Ctx, p: { tokStart: number; tokEnd: number }): { source: [number, number]; cue: [number, number]; pronoun: boolean } | null {
  const t = ctx.tokens;
  for (let k = p.tokStart; k + 1 < p.tokEnd; k++) {
    if (!followingStatementAt(ctx, k)) continue;
    const s = ctx.sentences[t[k]!.sent]!;
    if (s.tokEnd >= p.tokEnd || !/^[.,]$/.test(t[s.tokEnd - 1]!.text)) return null;
    for (let j = s.tokEnd; j < p.tokEnd; j++) if (t[j]!.kind === 'quote') return null;
    const m = statementIntro(ctx, s.tokEnd - 1);
    return m && m.cue[0] <= k ? { source: m.source, pronoun: m.pronoun, cue: [m.cue[0], statementPhraseEnd(ctx, k)] as [number, number] } : null;
  }
  return null;
}

// The sentence ending at token `end` announces a statement ("released the following statement on …", "issued this
// statement after the vote").
function statementSentence(ctx: Ctx, end: number): boolean {
  const s = ctx.sentences[ctx.tokens[end]!.sent]!;
  for (let k = s.tokStart; k + 1 < end; k++) if (followingStatementAt(ctx, k)) return true;
  return false;
}
// "the following statement", "this statement", "the following remarks" at token k (statementPhraseEnd).
const followingStatementAt = (ctx: Ctx, k: number): boolean => statementPhraseEnd(ctx, k) >= 0;

/**
 * Where a phrase naming the statement that follows, at token k, ends (the token after its noun), or -1: "the following
 * statement", "this statement", "the following remarks", and as releases also write it "the following joint statement",
 * "the below statement", "the statement below", or "issued a statement" ending its sentence or followed by what it is on
 * ("Congressman Mike Flood issued a statement following news that …", not "released a statement implying that …").
 * A review of press releases 6,000-6,059: such announcements left the statement after them unattributed.
 */
function statementPhraseEnd(ctx: Ctx, k: number): number {
  const t = ctx.tokens;
  // (the phrase is in the sentence of the verb before it: not read past the sentence's end)
  if (!t[k] || k < 1 || t[k]!.sent !== t[k - 1]!.sent) return -1;
  const w = t[k]!.lower, sent = t[k]!.sent;
  let j = k + 1;
  if (t[j]?.lower === 'joint' || w === 'the' && t[j]?.lower === 'below') j++;
  const noun = t[j];
  if (!noun || noun.sent !== sent) return -1;
  if (w === 'following' || w === 'this' || w === 'below' || w === 'the' && j === k + 2 && t[k + 1]!.lower === 'below') return /^(statement|remarks)$/.test(noun.lower) ? j + 1 : -1;
  if (noun.lower !== 'statement') return -1;
  if (w === 'the') { const n = tokenAt(t, j + 1); return n !== undefined && n.lower === 'below' && n.sent === sent ? j + 2 : -1; }
  if (w !== 'a' || !/^(issued|released|issues|releases|shared|offered|offers)$/.test(t[k - 1]?.lower ?? '')) return -1;
  const n = t[j + 1];
  return !n || n.sent !== sent || n.text === '.' || STATEMENT_ON.has(n.lower) ? j + 1 : -1;
}
const STATEMENT_ON: ReadonlySet<string> = new Set(['on', 'after', 'following', 'regarding', 'about', 'upon', 'ahead', 'today', 'yesterday', 'in',
  'for', 'marking', 'concerning', 'commemorating', 'honoring', 'recognizing', 'celebrating', 'before', 'as']);

// The sentence of token `end` says "statement" or "the following" before it (a looser test than statementSentence, for a
// colon inside the sentence: "issued the following joint statement:", "released the following on …:").
export function announcesStatement(ctx: Ctx, end: number): boolean {
  const t = ctx.tokens;
  for (let k = end - 1; k >= 0 && t[k]!.sent === t[end]!.sent; k--) if (t[k]!.lower === 'statement' || t[k]!.lower === 'following' && t[k - 1]?.lower === 'the') return true;
  // "Congressman Randy Weber (R-TX) shares his reaction below: Unfortunately, …", "… reacts to ICE's decision below: …"
  if (end >= 2 && t[end - 1]!.lower === 'below') {
    if (/^(reaction|response|remarks|comments|thoughts)$/.test(t[end - 2]!.lower)) return true;
    for (let k = end - 2; k >= 0 && k >= end - 10 && t[k]!.sent === t[end]!.sent; k--) if (/^(reacts|responds|reacted|responded)$/.test(t[k]!.lower)) return true;
  }
  return false;
}

/**
 * `Congressman Tim Walberg released the following statement:` and then the statement in paragraphs of its own with no
 * quotation marks (older press releases print statements so): those paragraphs are his words. They run to the first
 * paragraph with a quotation mark, boilerplate (contacts, "###") or an attribution of its own, MAX_STATEMENT_PARAGRAPHS
 * at most.
 */
export const statementBlock: Sieve = {
  id: 'statement-block',
  description: 'the paragraphs after "X released the following statement:" that have no quotation marks are the statement',
  apply(ctx, state) {
    // (taken: the attributions when first needed; lastBlock: the last statement this sieve made, which that index lacks)
    let added = false, taken: Intervals | null = null, lastBlock: Candidate | null = null;
    // (the announcement at a colon, read once however many of its paragraphs ask)
    let announcement: Announcement | null = null;
    const announcementAt = (colon: number): Announcement => announcement?.colon === colon ? announcement : (announcement = new Announcement(ctx, colon));
    for (let p = 0; p < ctx.paragraphs.length; p++) {
      const para = ctx.paragraphs[p]!;
      if (para.boilerplate || para.tokEnd <= para.tokStart) continue;
      // the colon: the paragraph's last token, or one inside it after which the statement begins in the same paragraph
      // ("U.S. Sen. Ted Cruz (R-TX) issued the following statement regarding …: I appreciate the good work …"), when its
      // sentence names the statement and nothing after it is quoted or another's
      let colon = ctx.tokens[para.tokEnd - 1]!.text === ':' ? para.tokEnd - 1 : -1;
      const content: [number, number][] = [];
      if (colon < 0) {
        for (let k = para.tokStart + 2; k < para.tokEnd - 3; k++) {
          if (ctx.tokens[k]!.text !== ':' || !announcesStatement(ctx, k)) continue;
          if (plainParagraph(ctx, k + 1, para.tokEnd, taken ??= intervals(ctx, state)) || nestedOnly(ctx, taken, lastBlock, k + 1, para.tokEnd, announcementAt(k))) { colon = k; content.push([ctx.tokens[k + 1]!.start, ctx.tokens[para.tokEnd - 1]!.end]); }
          break;
        }
        if (colon < 0) continue;
      }
      for (let q = p + 1; q < ctx.paragraphs.length && content.length < MAX_STATEMENT_PARAGRAPHS; q++) {
        const next = ctx.paragraphs[q]!;
        if (next.boilerplate || next.tokEnd <= next.tokStart) break;
        // a letter's salutation opening it is no part of what was said ("Dear Secretary Shinseki,"), its closing ends it
        // ("Sincerely,", "Respectfully,", and the signatures after)
        if (letterClosing(ctx, next.tokStart)) break;
        // (and the date and the addressee's address printed above the salutation: "January 11, 2012", "The Honorable …")
        if (content.length <= 6 && salutation(ctx, next.tokStart, next.tokEnd)) { content.length = 0; continue; }
        if (!plainParagraph(ctx, next.tokStart, next.tokEnd, taken ??= intervals(ctx, state)) && !nestedOnly(ctx, taken, lastBlock, next.tokStart, next.tokEnd, announcementAt(colon))) break;
        if (narrationAbout(ctx, next.tokStart, next.tokEnd, announcementAt(colon))) break;
        content.push([ctx.tokens[next.tokStart]!.start, ctx.tokens[next.tokEnd - 1]!.end]);
      }
      if (content.length === 0) continue;
      const m = announcementAt(colon).intro;
      if (!m) continue;
      // (the announcement's own attribution, made by a rule that read its sentence, that already holds the whole statement
      // stands: "Limbaugh added: …" drawn by the span model)
      const own = (o: Candidate): boolean => !!o.rule && !!o.cue && o.cue[0] < colon && ctx.tokens[o.cue[0]]!.sent === ctx.tokens[colon]!.sent;
      if (state.reported.some((o) => own(o) && content.every(([u, v]) => o.content.some(([x, y]) => x <= u && y >= v)))) continue;
      const c = newCandidate('direct', [], content, colon === para.tokEnd - 1 ? p + 1 : p);
      attach(ctx, c, this.id, m.cue, m.source, 0.75, state);
      // (a rule that read the announcement's own sentence as an attribution of the statement, "Senator King said: …" taken
      // by the span model with the first paragraph, gives way to the statement whole)
      state.reported = state.reported.filter((o) => !(own(o) && o.content.every(([x, y]) => content.some(([u, v]) => x >= u && y <= v))));
      state.reported.push(c);
      lastBlock = c;
      added = true;
    }
    if (added) state.reported.sort((x, y) => x.content[0]![0] - y.content[0]![0]);
  },
};

const FIRST_PERSON = /^(i|me|my|we|us|our|i'm|i've|i'd|i'll|i’m|i’ve|i’d|i’ll|we're|we've|we'll|we’re|we’ve|we’ll|myself|ourselves)$/;
// Whether tokens [a, b) hold a word of the first person ("US" is the country).
function firstPersonIn(ctx: Ctx, a: number, b: number): boolean {
  for (let k = a; k < b; k++) if (FIRST_PERSON.test(ctx.tokens[k]!.lower) && ctx.tokens[k]!.text !== 'US') return true;
  return false;
}

// Rules whose attribution reads a paragraph as someone's statement of its own (not a statement nested in another's).
const SELF_RULES: ReadonlySet<string> = new Set(['sentence-final-cue', 'trailing-cue', 'leading-cue', 'parenthetical-cue', 'colon-cue', 'transcript-label',
  'inner-cue', 'sign-off', 'intro-paragraph', 'statement-block', 'same-paragraph-fragment', 'previous-paragraph-speaker', 'article-subject', 'unattributed',
  'stripped-continuation']);

/**
 * A paragraph in the first person whose only attributions are nested in the statement the colon at `colon` announces
 * (others' words inside the member's own, "Republicans want to deny …", "CBO projects …") or that announcement's own goes
 * on with the statement: not one that attributes itself (", said Durbin.", a quotation's cue), nor one about the
 * statement's speaker. A review of press releases 5,000-5,059: 281 statement paragraphs in the first 3,000 releases were
 * cut off by such an attribution (123 statements lost whole); 39 of 40 added paragraphs read right.
 */
function nestedOnly(ctx: Ctx, iv: Intervals, lastBlock: Candidate | null, a: number, b: number, ann: Announcement): boolean {
  const t = ctx.tokens;
  if (t[a]!.kind !== 'word' && t[a]!.kind !== 'num') return false;
  for (let k = a; k < b; k++) if (t[k]!.kind === 'quote' || t[k]!.inQuote >= 0) return false;
  if (!firstPersonIn(ctx, a, b) || !ann.intro) return false;
  const colon = ann.colon, who = ann.speaker, introSent = t[colon]!.sent;
  // (the index leaves out the attributions whose source is "I" or "we": the statement's own words)
  const s0 = t[a]!.start, e0 = t[b - 1]!.end;
  if (lastBlock && lastBlock.content.some(([x, y]) => x < e0 && y > s0)) return false; // (a statement of its own already)
  for (const c of overlapping(iv, s0, e0)) {
    if (!c.rule) continue;
    if (c.cue && c.cue[0] < colon && t[c.cue[0]]!.sent === introSent) continue; // (the announcement's own)
    if (SELF_RULES.has(c.rule) || c.kind === 'direct') return false;
    if (who.entity && c.speaker && c.speaker.entity === who.entity) return false;
  }
  return true;
}

/**
 * "Congresswoman Lee is a founding member of …", "Senator Fischer and her colleagues will return …": a paragraph that names
 * the statement's speaker in its first words and says nothing in the first person is the release's narration about her,
 * which ends the statement (16 of 16 such cuts read right in the same review).
 */
function narrationAbout(ctx: Ctx, a: number, b: number, ann: Announcement): boolean {
  if (!ann.intro || ann.intro.pronoun) return false;
  const who = ann.speaker;
  if (!who.entity || firstPersonIn(ctx, a, b)) return false;
  // (the speaker's surname itself where the name tagger read no name: "King is a member of …" opening a paragraph)
  const surname = who.name?.split(' ').pop()?.toLowerCase();
  for (let k = a; k < Math.min(b, a + 8); k++) {
    const mi = ctx.mentionAt[k]!;
    if (mi >= 0 && ctx.mentions[mi]!.type === 'PER' && ctx.mentions[mi]!.entity >= 0 && ctx.entities[ctx.mentions[mi]!.entity]?.id === who.entity) return true;
    if (ctx.tokens[k]!.cap && ctx.tokens[k]!.lower === surname) return true;
  }
  return false;
}

/** The announcement of a statement at a colon: its attribution (statementIntro) and that one's speaker, each found once. */
class Announcement {
  private m: ReturnType<typeof statementIntro> | undefined;
  private who: Speaker | undefined;
  constructor(private readonly ctx: Ctx, readonly colon: number) {}
  get intro(): ReturnType<typeof statementIntro> { return this.m === undefined ? (this.m = statementIntro(this.ctx, this.colon) ?? letterAt(this.ctx, this.colon)) : this.m; }
  /** (asked only when there is an intro) */
  get speaker(): Speaker { return this.who ??= resolveSpeaker(this.ctx, this.intro!.source, null); }
}

// A letter's salutation, a paragraph of its own: "Dear Secretary Shinseki,", "Dear Mr. President:".
function salutation(ctx: Ctx, a: number, b: number): boolean {
  return ctx.tokens[a]!.text === 'Dear' && b - a <= 10 && /^[,:]$/.test(ctx.tokens[b - 1]!.text);
}
// A letter's closing at token a: "Sincerely,", "Respectfully,", "Sincerely yours,", "With best regards,".
function letterClosing(ctx: Ctx, a: number): boolean {
  const t = ctx.tokens;
  return /^(sincerely|respectfully|cordially)$/.test(t[a]!.lower) && (t[a + 1]?.text === ',' || /^(yours|submitted)$/.test(t[a + 1]?.lower ?? ''));
}

// A letter's announcement at a colon that ends its paragraph (letterBelow).
const letterAt = (ctx: Ctx, colon: number): ReturnType<typeof statementIntro> => {
  const p = ctx.paragraphs[ctx.tokens[colon]!.para]!;
  return p.tokEnd - 1 === colon ? letterBelow(ctx, colon) : null;
};

/** Paragraphs a statement printed without quotation marks may run to. */
const MAX_STATEMENT_PARAGRAPHS = 8;

// Tokens [a, b) hold no quotation mark and no other attribution's content, and begin with a word (not "###", "-30-").
function plainParagraph(ctx: Ctx, a: number, b: number, taken: Intervals): boolean {
  if (ctx.tokens[a]!.kind !== 'word' && ctx.tokens[a]!.kind !== 'num') return false;
  for (let k = a; k < b; k++) if (ctx.tokens[k]!.kind === 'quote' || ctx.tokens[k]!.inQuote >= 0) return false;
  return !overlapsAny(taken, ctx.tokens[a]!.start, ctx.tokens[b - 1]!.end);
}

/**
 * The attributions' content fragments sorted by start, with the largest end up to each and the attribution of each: an
 * overlap test in O(log n), and the attributions overlapping a stretch without a scan of them all.
 */
export interface Intervals { starts: number[]; ends: number[]; maxEnd: number[]; owners: Candidate[] }
// (not those of "I" or "we": the statement's own words nested in it, "I also believe we must secure the border first")
export function intervals(ctx: Ctx, state: AttributionState): Intervals {
  const all: { f: [number, number]; c: Candidate }[] = [];
  const firstPerson = (c: Candidate): boolean => !!c.source && c.source[1] - c.source[0] === 1 && /^(i|we)$/.test(ctx.tokens[c.source[0]]!.lower);
  for (const list of [state.direct, state.reported]) for (const c of list) if (c.rule && !firstPerson(c)) for (const f of c.content) all.push({ f, c });
  all.sort((x, y) => x.f[0] - y.f[0]);
  const starts: number[] = [], ends: number[] = [], maxEnd: number[] = [], owners: Candidate[] = [];
  let m = -1;
  for (const { f: [x, y], c } of all) { starts.push(x); ends.push(y); m = Math.max(m, y); maxEnd.push(m); owners.push(c); }
  return { starts, ends, maxEnd, owners };
}
// The number of fragments that start before e.
function startingBefore(iv: Intervals, e: number): number {
  let lo = 0, hi = iv.starts.length;
  while (lo < hi) { const mid = (lo + hi) >> 1; if (iv.starts[mid]! < e) lo = mid + 1; else hi = mid; }
  return lo;
}
export function overlapsAny(iv: Intervals, s: number, e: number): boolean {
  const n = startingBefore(iv, e);
  return n > 0 && iv.maxEnd[n - 1]! > s;
}
// The attributions with a fragment overlapping [s, e): back from the last fragment starting before e while the ends up to
// it reach past s.
function overlapping(iv: Intervals, s: number, e: number): Candidate[] {
  const out: Candidate[] = [];
  for (let i = startingBefore(iv, e) - 1; i >= 0 && iv.maxEnd[i]! > s; i--) if (iv.ends[i]! > s && !out.includes(iv.owners[i]!)) out.push(iv.owners[i]!);
  return out;
}

// "Rep. Smith released the following statement:" / "Smith issued this statement:" — a cue anywhere in the sentence; or
// a reporting verb right before the colon ("The New York Times reports:", "He explained:"), in lower case (not "the
// United States:"), not a participle ("the findings are particularly telling:") and a verb in its sentence as the
// part-of-speech tagger reads it (not the noun of "funding for the following projects:", "Cantwell's remarks:").
export function statementIntro(ctx: Ctx, colon: number) {
  const s = ctx.sentences[ctx.tokens[colon]!.sent]!;
  for (let k = s.tokStart; k < colon; k++) {
    const t = ctx.tokens[k]!;
    // (and in the present, as releases write it: "Congressman Randy Weber (R-TX) shares his reaction below:", "Weber reacts
    // to ICE's decision below:")
    // ("Congresswoman Jacobs releases the following statement", "… offers the following statement": the present only
    // before the statement's phrase, these words being nouns as often, "issues ranging from …:")
    const present = /^(releases|issues|offers)$/.test(t.lower) && (statementPhraseEnd(ctx, k + 1) >= 0 || statementPhraseEnd(ctx, k + 2) >= 0);
    if (!present && !/^(released|issued|made|gave|delivered|provided|offered|shared|sent|wrote|said|added|shares|reacts|reacted|responds|responded)$/.test(t.lower) && !(k === colon - 1 && t.kind === 'word' && !t.cap && t.inQuote < 0 && !t.lower.endsWith('ing') && CUE_FORMS.get(t.lower)?.speech && verbAt(ctx, s, k))) continue;
    // a passive one's source is its agent ("The following statement was issued by Congressman Kweisi Mfume.")
    const passive = /^(was|were|is|are|been|being)$/.test(ctx.tokens[k - 1]?.lower ?? '') && ctx.tokens[k + 1]?.lower === 'by' ? npRight(ctx, k + 2) : null;
    const src = passive ?? withSubject(ctx, npLeft(ctx, cueStartWithModifiers(ctx, k))) ?? sentenceSubject(ctx, s.tokStart, k);
    if (src) return { source: src, pronoun: isPronoun(ctx, src), cue: (passive ? [k - 1, k + 2] : [k, colon]) as [number, number] };
  }
  return null;
}

// Whether the POS tagger reads token k of sentence s as a verb (VB, VBD, VBZ, VBP, VBN).
function verbAt(ctx: Ctx, s: { tokStart: number; tokEnd: number }, k: number): boolean {
  const words: string[] = [];
  for (let j = s.tokStart; j < s.tokEnd; j++) words.push(ctx.tokens[j]!.text);
  return /^VB[DZPN]?$/.test(tagPos(words)[k - s.tokStart]!);
}

/**
 * A quote with no cue of its own continues the speaker of the previous paragraph's last attribution
 * (direct or reported: "The source also noted that …" followed by a quote paragraph).
 */
export const previousParagraphSpeaker: Sieve = {
  id: 'previous-paragraph-speaker',
  description: 'a quote with no cue in its paragraph continues the previous paragraph\'s speaker',
  apply(ctx, state) {
    // attributions with a speaker, by paragraph in text order; a carried quote joins its paragraph's list
    const byPara = new Map<number, Candidate[]>();
    for (const o of [...state.direct, ...state.reported].filter((o) => o.rule && o.speaker).sort((x, y) => x.content[0]![0] - y.content[0]![0])) {
      const list = byPara.get(o.para) ?? [];
      list.push(o);
      byPara.set(o.para, list);
    }
    for (const c of state.direct) {
      if (c.rule) continue;
      const para = c.quotes[0]!.para;
      if (hasCueOutsideQuotes(ctx, para)) continue;
      const same = (byPara.get(para) ?? []).filter((o) => o.content[0]![0] < c.content[0]![0]);
      const prev = same.at(-1) ?? byPara.get(para - 1)?.at(-1);
      // (not from a writer's own "I" or "we" outside quotation marks, "I am hopeful that …" in a release: the quotation is
      // the article subject's, which the later sieve gives it, and a carried pronoun stays unresolved)
      if (!prev || firstPerson(ctx, prev)) continue;
      carry(c, prev, this.id, prev.kind === 'direct' ? 0.8 : 0.7);
      const list = byPara.get(para) ?? [];
      list.push(c);
      list.sort((x, y) => x.content[0]![0] - y.content[0]![0]);
      byPara.set(para, list);
    }
  },
};

const firstPerson = (ctx: Ctx, c: Candidate): boolean => !!c.source && c.source[1] - c.source[0] === 1
  && /^(i|we)$/.test(ctx.tokens[c.source[0]]!.lower) && ctx.tokens[c.source[0]]!.inQuote < 0;

function hasCueOutsideQuotes(ctx: Ctx, para: number): boolean {
  const p = ctx.paragraphs[para]!;
  for (let k = p.tokStart; k < p.tokEnd; k++) if (isCue(ctx, k, true)) return true;
  return false;
}

export type { AttributionState };

// The person named at the very start of a sentence ("Foxx, who has represented …, today released"): its subject.
function sentenceSubject(ctx: Ctx, start: number, end: number): [number, number] | null {
  for (let k = start; k < Math.min(start + 4, end); k++) {
    const mi = ctx.mentionAt[k]!;
    if (mi < 0) continue;
    const m = ctx.mentions[mi]!;
    return m.type === 'PER' || m.type === 'ORG' ? [m.tokStart, m.tokEnd] : null;
  }
  return null;
}
