import { newMention, textAt, tokenAt, type Ctx, type MentionInfo } from '../../pipeline/context.js';
import type { Entity, EntityType } from '../../model/types.js';
import { TITLE_HEADS, TITLE_MODIFIERS, roleWord } from '../../lexicon/titles.js';
import { PERSONAL_PRONOUNS } from '../../lexicon/stopwords.js';
import { ANONYMOUS_HEADS } from '../../lexicon/anonymous.js';
import { FEMALE_FIRST_NAMES, MALE_FIRST_NAMES } from '../../lexicon/first-names.js';

// (comparisons, not an object indexed by the type name: see exactIndex in clusterMentions)
const entityType = (t: MentionInfo['type']): EntityType => t === 'PER' ? 'person' : t === 'ORG' ? 'organization' : t === 'LOC' ? 'place' : 'other';
const FEMALE_TITLE = /\b(spokeswoman|congresswoman|chairwoman|councilwoman|assemblywoman|alderwoman|mrs\.?|ms\.?|miss|madam|lady|queen|princess|dame|sister)\b/i;
const MALE_TITLE = /\b(spokesman|congressman|chairman|councilman|assemblyman|alderman|mr\.?|sir|lord|king|prince|father)\b/i;

// The gender of a person's first name, when every full name of the cluster that opens with a known one agrees.
function firstNameGender(c: Cluster): 'm' | 'f' | null {
  let g: 'm' | 'f' | null = null;
  for (const w of c.words) {
    if (w.length < 2) continue;
    const f = FEMALE_FIRST_NAMES.has(w[0]!), m = MALE_FIRST_NAMES.has(w[0]!);
    if (f === m) continue;
    const x = f ? 'f' : 'm';
    if (g !== null && g !== x) return null;
    g = x;
  }
  return g;
}

interface Cluster { type: MentionInfo['type']; words: string[][]; names: string[]; mentions: MentionInfo[]; titles: string[]; gender: 'm' | 'f' | null; last: number; first: number }

/** Links name mentions into entities (surnames to full names, acronyms to organizations), then nominals and pronouns. */
export function clusterMentions(ctx: Ctx): void {
  const clusters: Cluster[] = [];
  const names = ctx.mentions;
  // names compare without case, periods, apostrophes or diacritics ("Erdoğan" is "Erdogan")
  // (a quoted nickname inside a name is not one of its words: "Harold “Hal” Rogers" is "harold rogers")
  // (arrays built by push, not by map: map's result is an array of another elements kind when it is empty or when
  // V8 runs map inlined, and `join`, `sort`, `length` in the optimized code here deoptimize on each new kind)
  const wordsOf = (m: MentionInfo) => { const toks = nameTokens(ctx, m), w: string[] = []; for (const t of toks) w.push(comparable(t.lower)); return w; };
  // full names first, so that a surname seen before the full name still joins it
  // (longest first, in text order within a length: one pass per length when the lengths are few, as they are)
  const order: number[] = [];
  // (integers, not ±Infinity: an article without names made these doubles, and the optimized code, which had seen only
  // integers here, was thrown away; without names the loop below runs from 0 down to 2^31 - 1, not at all)
  let shortest = 0x7fffffff, longest = 0;
  for (const m of names) { const n = m.tokEnd - m.tokStart; if (n < shortest) shortest = n; if (n > longest) longest = n; }
  if (longest - shortest <= 16) {
    for (let n = longest; n >= shortest; n--) for (let i = 0; i < names.length; i++) if (names[i]!.tokEnd - names[i]!.tokStart === n) order.push(i);
  } else {
    for (let i = 0; i < names.length; i++) order.push(i);
    order.sort((a, b) => (names[b]!.tokEnd - names[b]!.tokStart) - (names[a]!.tokEnd - names[a]!.tokStart) || a - b);
  }
  // Indexes instead of scans, so that clustering stays linear in the number of mentions: the exact name (per type), a
  // person's first and last word together, a person's last word or first word, an organization's acronym.
  // One map per kind of key, so that a word is its own key (no prefixed strings built per mention).
  // Each key keeps the first cluster that registered it.
  // (one map a type, chosen by comparisons: an object indexed by the type name is a keyed read that sees four names,
  // which V8 makes a generic lookup)
  const exactPer = new Map<string, Cluster>(), exactOrg = new Map<string, Cluster>(), exactLoc = new Map<string, Cluster>(), exactMisc = new Map<string, Cluster>();
  const exactIndex = (t: MentionInfo['type']): Map<string, Cluster> => t === 'PER' ? exactPer : t === 'ORG' ? exactOrg : t === 'LOC' ? exactLoc : exactMisc;
  const flIndex = new Map<string, Cluster>(), lastIndex = new Map<string, Cluster>();
  const firstIndex = new Map<string, Cluster>(), acrIndex = new Map<string, Cluster>();
  // a person's last two words, for a two-word surname said alone ("Leger Fernández" of "Teresa Leger Fernández")
  const lastTwoIndex = new Map<string, Cluster>();
  // a three-word name's middle word, for a surname said alone that is not the name's last word: the first of two
  // Spanish surnames ("Rosselló" of "Ricardo Rosselló Nevares", "Vázquez" of "Wanda Vázquez Garced"), the surname
  // before a suffix ("Downey" of "Robert Downey Jr."); consulted after the last and first words (Wikinews: 7 speakers
  // left apart from the person they name; PolNeAR train: 18, e.g. "Ms. Acosta" of "Melba Acosta Febo")
  const middleIndex = new Map<string, Cluster>();
  const reg = (index: Map<string, Cluster>, key: string, c: Cluster) => { if (!index.has(key)) index.set(key, c); };
  // every person cluster with a full name by its last word, for a surname that more than one person has
  const lastAll = new Map<string, Cluster[]>();
  for (const i of order) {
    const m = names[i]!;
    const w = wordsOf(m);
    const t = m.type;
    // (one word is its own key: no new string, whose hash the maps would compute again)
    const joined = w.length === 1 ? w[0]! : w.join(' ');
    const exact = t === 'PER' || !joined.startsWith('the ') ? joined : joined.slice(4);
    const fl = t === 'PER' && w.length > 1 ? `${w[0]}|${w[w.length - 1]}` : '';
    let c = exactIndex(t).get(exact);
    if (!c && fl) c = flIndex.get(fl);
    // (not when its first word is a first name: "Barbara Lee" is a name of its own, not the end of "D.C.Congresswoman Barbara Lee")
    if (!c && t === 'PER' && w.length === 2 && !FEMALE_FIRST_NAMES.has(w[0]!) && !MALE_FIRST_NAMES.has(w[0]!)) c = lastTwoIndex.get(joined);
    // (a surname several people share: see surnameOwner; "said Lee" in a release of Barbara Lee's, whose letter Sheila
    // Jackson Lee signs too, is Barbara Lee's; the longest name had come first)
    if (!c && t === 'PER' && w.length === 1) c = surnameOwner(ctx, lastAll.get(w[0]!), m) ?? lastIndex.get(w[0]!) ?? firstIndex.get(w[0]!) ?? middleIndex.get(w[0]!);
    if (!c && t === 'ORG' && w.length === 1) c = acrIndex.get(w[0]!);
    if (!c) { c = { type: t, words: [], names: [], mentions: [], titles: [], gender: null, last: -1, first: 0 }; clusters.push(c); }
    c.words.push(w);
    c.names.push(joined);
    c.mentions.push(m);
    reg(exactIndex(t), exact, c);
    if (t === 'PER' && w.length > 1) {
      reg(flIndex, fl, c); reg(lastIndex, w[w.length - 1]!, c); reg(firstIndex, w[0]!, c);
      if (w.length > 2) reg(lastTwoIndex, `${w[w.length - 2]} ${w[w.length - 1]}`, c);
      // (not a name the tagger ran on over a dash: "Ian Tuttle —")
      if (w.length === 3 && /^\p{L}/u.test(w[2]!)) reg(middleIndex, w[1]!, c);
      const last = w[w.length - 1]!, all = lastAll.get(last);
      if (!all) lastAll.set(last, [c]); else if (!all.includes(c)) all.push(c);
    }
    else if (t === 'ORG' && w.length > 1) reg(acrIndex, acronym(w), c);
  }
  // (a loser's arrays are emptied in place, not replaced by [], which is an array of another elements kind)
  // one name, one type per article: clusters of one and the same name that the tagger typed differently in
  // different sentences ("Pirelli" an organization five times, a person once) join the one with most mentions
  // (between person and not a person only: a country is both a place and a team, as the tagger says)
  const persons = new Map<string, Cluster>(), others = new Map<string, Cluster>();
  for (const c of clusters) {
    const name = c.names[0]!;
    if (!c.names.every((n) => n === name)) continue;
    const [mine, theirs] = c.type === 'PER' ? [persons, others] : [others, persons];
    const o = theirs.get(name);
    if (!o) { mine.set(name, c); continue; }
    const cWins = c.mentions.length > o.mentions.length;
    const [win, lose] = cWins ? [c, o] : [o, c];
    win.mentions.push(...lose.mentions); win.words.push(...lose.words); win.names.push(...lose.names); lose.mentions.length = 0; lose.words.length = 0; lose.names.length = 0;
    if (cWins) { theirs.delete(name); mine.set(name, c); } else mine.delete(name);
  }
  // a capitalized surname tagged as an organization or place but known as a person elsewhere is the person
  // (its surname: a first name or a middle word alone is no evidence)
  for (const c of clusters) {
    if (c.type === 'PER' || c.mentions.length === 0 || !c.words.every((w) => w.length === 1 && w[0] === c.words[0]![0])) continue;
    const p = lastIndex.get(c.words[0]![0]!);
    if (p) { p.mentions.push(...c.mentions); c.mentions.length = 0; }
  }
  const live = clusters.filter((c) => c.mentions.length);
  // (each cluster's first offset kept on it: no map of clusters to offsets)
  for (const c of live) { let f = c.mentions[0]!.start; for (const m of c.mentions) if (m.start < f) f = m.start; c.first = f; }
  live.sort((a, b) => a.first - b.first);
  live.forEach((c, id) => {
    for (const m of c.mentions) { m.entity = id; m.type = c.type; }
    for (const m of c.mentions) if (m.title) addTitle(c, m.title.text);
    for (const m of c.mentions) { const a = appositiveTitle(ctx, m); if (a) addTitle(c, a); }
    // (no titles: neither pattern matches an empty string)
    const t = c.titles.join(' ');
    c.gender = c.titles.length === 0 ? null : FEMALE_TITLE.test(t) ? 'f' : MALE_TITLE.test(t) ? 'm' : null;
    // else a person's first name ("Dave Meltzer … He said", not "her death" two words before)
    if (c.gender === null && c.type === 'PER') c.gender = firstNameGender(c);
  });
  // (a loop, not flatMap: flatMap is V8's generic path and was a fifth of this function's own time)
  const all: MentionInfo[] = [];
  for (const c of live) for (const m of c.mentions) all.push(m);
  all.forEach((m, i) => { for (let k = m.tokStart; k < m.tokEnd; k++) ctx.mentionAt[k] = i; });
  linkNominals(ctx, live, all);
  linkPronouns(ctx, live, all);
  all.sort((a, b) => a.start - b.start);
  ctx.mentions = all;
  ctx.mentionAt.fill(-1);
  all.forEach((m, i) => { for (let k = m.tokStart; k < m.tokEnd; k++) ctx.mentionAt[k] = i; });
  ctx.entities = live.map((c, id): Entity => ({
    id: `e${id + 1}`,
    type: entityType(c.type),
    name: canonicalName(ctx, c),
    titles: c.titles,
    // (a cluster's mentions are mostly in text order already: the stable sort would keep that order)
    mentions: (sortedByStart(c.mentions) ? c.mentions : c.mentions.slice().sort((a, b) => a.start - b.start)).map((m) => ({ start: m.start, end: m.end, text: ctx.text.slice(m.start, m.end), kind: m.kind })),
  }));
}

/** How many sentences before a surname its nearest full name may be, to decide whose it is (surnameOwner). */
const NEAR_SENTENCES = 1;

// Of the clusters (two or more) a surname could join: those with a mention under the same title as the surname's own
// ("President Obama" is the one once called "President Barack Obama", not Michelle Obama); of those, the one named
// nearest before it in its sentence or the one before ("… by Rep. Mike Thompson (CA-5). …, said Thompson", though
// Bennie Thompson is named twice later), else the one named most often (by its full names), then first; null for none
// or one (the index's first then decides, as for any other name).
function surnameOwner(ctx: Ctx, cs: readonly Cluster[] | undefined, m: MentionInfo): Cluster | null {
  if (!cs || cs.length < 2) return null;
  const title = m.title?.text.toLowerCase() ?? null;
  const titled = title === null ? [] : cs.filter((c) => c.mentions.some((x) => x.title !== null && x.title.text.toLowerCase() === title));
  const pool = titled.length > 0 ? titled : cs;
  const para = ctx.tokens[m.tokStart]!.para, sent = ctx.tokens[m.tokStart]!.sent;
  let near: Cluster | null = null, nearAt = -1;
  for (const c of pool) {
    for (const x of c.mentions) {
      const t = ctx.tokens[x.tokStart]!;
      if (x.start < m.start && x.start > nearAt && t.para === para && sent - t.sent <= NEAR_SENTENCES) { near = c; nearAt = x.start; }
    }
  }
  if (near) return near;
  let best: Cluster | null = null, bestN = -1, bestAt = Infinity;
  for (const c of pool) {
    let at = Infinity;
    for (const x of c.mentions) if (x.start < at) at = x.start;
    if (c.mentions.length > bestN || c.mentions.length === bestN && at < bestAt) { best = c; bestN = c.mentions.length; bestAt = at; }
  }
  return best;
}

function sortedByStart(ms: readonly MentionInfo[]): boolean {
  for (let i = 1; i < ms.length; i++) if (ms[i - 1]!.start > ms[i]!.start) return false;
  return true;
}

// A word as names compare it; ASCII with no period or apostrophe is already that (NFD leaves ASCII as it is).
// (the others, mostly the same few words: "u.s.", initials, "o'neill", are normalized once and kept, up to a bound)
function comparable(lower: string): string {
  for (let i = 0; i < lower.length; i++) {
    const c = lower.charCodeAt(i);
    if (c >= 128 || c === 46 || c === 39) {
      let x = COMPARABLE.get(lower);
      if (x === undefined) {
        if (COMPARABLE.size >= COMPARABLE_MAX) COMPARABLE.clear();
        x = lower.normalize('NFD').replace(/[\u0300-\u036f.’']/g, '');
        COMPARABLE.set(lower, x);
      }
      return x;
    }
  }
  return lower;
}
const COMPARABLE = new Map<string, string>();
const COMPARABLE_MAX = 4096;

const ACRONYM_SKIP: ReadonlySet<string> = new Set(['of', 'and', 'the', 'for', 'on', 'in']);
// (an empty word adds nothing, as charAt(0) would, without reading past its end)
const acronym = (w: string[]) => { let s = ''; for (const x of w) if (x.length > 0 && !ACRONYM_SKIP.has(x)) s += x[0]; return s; };

function addTitle(c: Cluster, t: string): void {
  const norm = t.replace(/\s+/g, ' ').trim();
  if (norm && !c.titles.some((x) => x.toLowerCase() === norm.toLowerCase())) c.titles.push(norm);
}

// "John Smith, a spokesman for the agency," → "spokesman for the agency"
function appositiveTitle(ctx: Ctx, m: MentionInfo): string | null {
  const { tokens } = ctx;
  const k = m.tokEnd;
  if (!textAt(tokens, k, ',') || tokens[k]!.sent !== tokens[m.tokStart]!.sent) return null;
  const det = tokens[k + 1];
  if (!det || !/^(a|an|the)$/.test(det.lower)) return null;
  let e = k + 2;
  let head = false;
  while (e < tokens.length && e < k + 12 && tokens[e]!.sent === det.sent && tokens[e]!.kind === 'word') { if (TITLE_HEADS.has(tokens[e]!.lower)) head = true; e++; }
  if (!head || !(textAt(tokens, e, ',') || textAt(tokens, e, '.'))) return null;
  return ctx.text.slice(tokens[k + 2]!.start, tokens[e - 1]!.end);
}

function canonicalName(ctx: Ctx, c: Cluster): string {
  let best: MentionInfo | null = null;
  // the fullest name, written in mixed case if the article has it so ("BARBARA LEE" in a headline, "Barbara Lee" below)
  const shouts = (m: MentionInfo): number => shouted(ctx.text, m.start, m.end) ? 1 : 0;
  let bestShouts = 0;
  for (const m of c.mentions) {
    if (m.kind !== 'name') continue;
    const sh = shouts(m);
    if (!best || sh < bestShouts || sh === bestShouts && m.tokEnd - m.tokStart > best.tokEnd - best.tokStart) { best = m; bestShouts = sh; }
  }
  const m = best ?? c.mentions[0]!;
  const toks = nameTokens(ctx, m);
  let name: string;
  if (toks.length === m.tokEnd - m.tokStart) name = ctx.text.slice(m.start, m.end);
  else { name = ''; for (let i = 0; i < toks.length; i++) name += i === 0 ? toks[i]!.text : ` ${toks[i]!.text}`; }
  if (!singleSpaced(name)) name = name.replace(/\s+/g, ' ');
  // (an organization keeps its "The")
  return c.type === 'ORG' ? name : name.replace(/^the\s+/i, '');
}

// The text has no space but single ASCII spaces: /\s+/g would replace nothing. (Non-ASCII text goes to the regex.)
function singleSpaced(x: string): boolean {
  let prev = 0;
  for (let i = 0; i < x.length; i++) {
    const c = x.charCodeAt(i);
    if (c >= 128 || (c < 33 && (c !== 32 || prev === 32))) return false;
    prev = c;
  }
  return true;
}

// text[a, b) is written in capitals: it has a letter and no lower-case one (x === x.toUpperCase() && x !== x.toLowerCase()),
// from the character codes for ASCII text; any other text is tested as that.
function shouted(text: string, a: number, b: number): boolean {
  let upper = false;
  for (let i = a; i < b; i++) {
    const c = text.charCodeAt(i);
    if (c >= 128) { const x = text.slice(a, b); return x === x.toUpperCase() && x !== x.toLowerCase(); }
    if (c >= 97 && c <= 122) return false;
    if (c >= 65 && c <= 90) upper = true;
  }
  return upper;
}

/** The tokens of a name without a quoted nickname inside it. */
function nameTokens(ctx: Ctx, m: MentionInfo): Ctx['tokens'] {
  const out: Ctx['tokens'] = [];
  let inNick = false;
  for (let k = m.tokStart; k < m.tokEnd; k++) {
    // (qrole read for every token, not only for a quote: a branch first taken on a rare quoted nickname would throw
    // away the optimized code of the functions this one is inlined into)
    const t = ctx.tokens[k]!, open = t.qrole === 'open';
    if (t.kind === 'quote') { inNick = open; continue; }
    if (!inNick) out.push(t);
  }
  return out;
}

// "the mayor" → the person whose titles hold "mayor" (the most recently mentioned one, if several).
function linkNominals(ctx: Ctx, clusters: Cluster[], all: MentionInfo[]): void {
  const { tokens } = ctx;
  // title word → the persons whose titles hold it; each person's mention offsets in order
  // (built at the first "the <title>", before any nominal joins a cluster: most articles have none)
  let byTitleWord: Map<string, number[]> | null = null;
  let starts: number[][] = [];
  for (let k = 0; k + 1 < tokens.length; k++) {
    if (tokens[k]!.lower !== 'the' || ctx.mentionAt[k + 1]! >= 0) continue;
    let e = k + 1;
    while (e < tokens.length && TITLE_MODIFIERS.has(tokens[e]!.lower) && !TITLE_HEADS.has(tokens[e]!.lower)) e++;
    const head = tokens[e];
    if (!head || !TITLE_HEADS.has(head.lower) || head.sent !== tokens[k]!.sent) continue;
    const next = tokens[e + 1];
    if (next && (next.cap && next.kind === 'word' || next.lower === 'of')) continue; // "the mayor of X", "the president Joe Biden"
    if (!byTitleWord) {
      const index = new Map<string, number[]>();
      starts = [];
      for (const c of clusters) { const s: number[] = []; for (const m of c.mentions) s.push(m.start); starts.push(s.sort((a, b) => a - b)); }
      clusters.forEach((c, id) => {
        if (c.type !== 'PER' || c.titles.length === 0) return;
        // (loops, not flatMap: the same words in the same order)
        const words = new Set<string>();
        for (const t of c.titles) for (const w of t.toLowerCase().split(/\s+/)) { words.add(w); words.add(w.replace(/\.$/, '')); }
        for (const w of words) { const l = index.get(w) ?? []; l.push(id); index.set(w, l); }
      });
      byTitleWord = index;
    }
    let best = -1, bestPos = -1;
    for (const id of byTitleWord.get(head.lower) ?? []) {
      const s = starts[id]!;
      let lo = 0, hi = s.length;
      while (lo < hi) { const mid = (lo + hi) >> 1; if (s[mid]! < tokens[k]!.start) lo = mid + 1; else hi = mid; }
      const pos = lo > 0 ? s[lo - 1]! : -1;
      if (pos > bestPos) { bestPos = pos; best = id; }
    }
    if (best < 0) continue;
    starts[best]!.push(tokens[k]!.start); // later nominals see this one (k only grows)
    const m = newMention(tokens[k]!.start, head.end, k, e + 1, 'nominal', 'PER', null, best, tokens[k]!.inQuote >= 0);
    clusters[best]!.mentions.push(m);
    all.push(m);
  }
}

const LONGEST_PRONOUN = Math.max(...[...PERSONAL_PRONOUNS.keys()].map((w) => w.length));
// The first letters of the pronouns of a gender ('h', 's'): a word starting otherwise is not looked up.
const GENDERED_FIRST = new Uint8Array(128);
for (const [w, g] of PERSONAL_PRONOUNS) if ((g === 'm' || g === 'f') && w.charCodeAt(0) < 128) GENDERED_FIRST[w.charCodeAt(0)] = 1;

// he/she/his/her outside quotes → the most recent compatible person, preferring the subject of its sentence.
function linkPronouns(ctx: Ctx, clusters: Cluster[], all: MentionInfo[]): void {
  const { tokens } = ctx;
  const persons = all.filter((m) => m.type === 'PER' && !m.inQuote).sort((a, b) => a.start - b.start);
  const chain: MentionInfo[] = [];
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k]!;
    if (t.kind !== 'word' || t.inQuote >= 0 || t.lower.length > LONGEST_PRONOUN) continue;
    const first = t.lower.charCodeAt(0);
    if (!(first < 128 && GENDERED_FIRST[first] === 1)) continue;
    const g = PERSONAL_PRONOUNS.get(t.lower);
    if (g !== 'm' && g !== 'f') continue;
    const id = resolvePronoun(ctx, clusters, persons, k, g, chain);
    if (id < 0) continue;
    const m = newMention(t.start, t.end, k, k + 1, 'pronoun', 'PER', null, id, false);
    clusters[id]!.mentions.push(m);
    clusters[id]!.gender ??= g; // "she" once, then never "him"
    // a subject "he"/"she" is an antecedent for the pronouns after it ("Bennet led … He has also partnered with
    // Grassley … In July, he led …": Bennet, not Grassley, named nearer)
    if (t.lower === 'he' || t.lower === 'she') chain.push(m);

    all.push(m);
  }
}

/** How many sentences back a pronoun's antecedent may be (within two paragraphs). */
const PRONOUN_SENTENCES = 40;

export function resolvePronoun(ctx: Ctx, clusters: { gender: 'm' | 'f' | null }[], persons: MentionInfo[], k: number, g: 'm' | 'f', chain: readonly MentionInfo[] = []): number {
  const { tokens } = ctx;
  const t = tokens[k]!;
  let best = -1, bestScore = -Infinity;
  // persons are sorted by offset: start from the last one before the pronoun
  const lo = firstFrom(persons, t.start);
  for (let i = lo - 1; i >= 0; i--) {
    const m = persons[i]!;
    if (t.para - tokens[m.tokStart]!.para > 2) break;
    const sentDist = t.sent - tokens[m.tokStart]!.sent;
    // (the mentions further back are as far or farther: none can score above the best once -2 * distance + 1.5 does
    // not, and none is taken from more than PRONOUN_SENTENCES sentences back; without these two bounds, one paragraph
    // of thousands of sentences was walked back whole for every pronoun in it)
    if (-2 * sentDist + 1.5 <= bestScore || sentDist > PRONOUN_SENTENCES) break;
    const c = clusters[m.entity];
    if (c?.gender && c.gender !== g) continue;
    // "Speaking to Martin Smith of PBS, he said": the one spoken to in the pronoun's own sentence is not the speaker
    if (sentDist === 0 && spokenTo(ctx, m)) continue;
    // (a name after a subject pronoun of its sentence is no subject: "He has also partnered with Senator Chuck Grassley")
    const subject = isSubject(ctx, m, persons) && !pronounBefore(ctx, chain, m, persons);
    const score = -sentDist * 2 + (subject ? 1.5 : 0) + (m.tokStart > ctx.sentences[tokens[m.tokStart]!.sent]!.tokStart + 15 ? -0.5 : 0) - 0.01 * (lo - 1 - i);
    if (score > bestScore) { bestScore = score; best = m.entity; }
  }
  // the subject pronouns resolved before it, scored as names are (a subject one sentence back: -0.5; in its own
  // sentence, 1.5: "He said Zelensky is …; however, …, he added")
  for (let i = chain.length - 1; i >= 0; i--) {
    const m = chain[i]!;
    const sentDist = t.sent - tokens[m.tokStart]!.sent;
    if (-2 * sentDist + 1.5 <= bestScore || sentDist > PRONOUN_SENTENCES || t.para - tokens[m.tokStart]!.para > 2) break;
    const c = clusters[m.entity];
    if (c?.gender && c.gender !== g || !isSubject(ctx, m, persons)) continue;
    const score = -sentDist * 2 + 1.5;
    if (score > bestScore) { bestScore = score; best = m.entity; }
  }
  return best;
}

// A person named right after "speaking to", "talking with", "in an interview with", "told": the one spoken to.
function spokenTo(ctx: Ctx, m: MentionInfo): boolean {
  const p = tokenAt(ctx.tokens, m.tokStart - 1), v = tokenAt(ctx.tokens, m.tokStart - 2);
  if (!p || p.sent !== ctx.tokens[m.tokStart]!.sent) return false;
  if (p.lower === 'told') return true;
  return (p.lower === 'to' || p.lower === 'with') && !!v && /^(speaking|talking|writing|interview|conversation|spoke|talked)$/.test(v.lower);
}

// A subject pronoun of the chain stands before mention m in m's sentence.
function pronounBefore(ctx: Ctx, chain: readonly MentionInfo[], m: MentionInfo, persons: readonly MentionInfo[]): boolean {
  const sent = ctx.tokens[m.tokStart]!.sent;
  // (not one in the subordinate clause before the main clause's named subject: "After saying … that he regretted …,
  // Mr. Rubio rarely disagreed with him.")
  const from = subjectFrom(ctx, ctx.sentences[sent]!, persons);
  for (let i = chain.length - 1; i >= 0; i--) {
    const p = chain[i]!, ps = ctx.tokens[p.tokStart]!.sent;
    if (ps < sent) return false;
    if (ps === sent && p.tokStart < m.tokStart && p.tokStart >= from) return true;
  }
  return false;
}

// The first person mention in its sentence, before any verb-like word, is taken as the subject.
// (a name that only says whose role the next name holds is neither: "Obama consultant Cornell Belcher" is Belcher)
function isSubject(ctx: Ctx, m: MentionInfo, persons: readonly MentionInfo[]): boolean {
  const s = ctx.sentences[ctx.tokens[m.tokStart]!.sent]!;
  if (m.tokStart - s.tokStart > 60) return false;
  const from = subjectFrom(ctx, s, persons);
  if (m.tokStart < from) return false;
  for (let k = from; k < m.tokStart; k++) {
    const t = ctx.tokens[k]!;
    if (t.text === ',') continue;
    const mi = ctx.mentionAt[k]!;
    if (mi < 0) continue;
    if (roleHolder(ctx, ctx.mentions[mi]!) !== m) return false;
    k = m.tokStart - 1;
  }
  return roleHolder(ctx, m) === null;
}

/**
 * `While Clinton promised to work with both parties, Sanders argued that … "Nothing will change …," he
 * said.`: a sentence opening with a subordinate clause (its conjunction first, up to its comma) has its subject after
 * the comma; the person named inside the clause is not it (PolNeAR train 627: "he" was Clinton, 384: "she" was Maddow).
 * The token the main clause starts at (the sentence's first when there is no such clause).
 */
function subjectFrom(ctx: Ctx, s: { tokStart: number; tokEnd: number }, persons: readonly MentionInfo[]): number {
  const from = mainClauseStart(ctx, s);
  return from > s.tokStart && opensWithName(ctx, from, persons) ? from : s.tokStart;
}
function mainClauseStart(ctx: Ctx, s: { tokStart: number; tokEnd: number }): number {
  const t = ctx.tokens;
  if (!CLAUSE_OPENERS.has(t[s.tokStart]!.lower)) return s.tokStart;
  for (let k = s.tokStart + 1; k < s.tokEnd && k < s.tokStart + 40; k++) {
    if (t[k]!.text !== ',') continue;
    // (the comma may close a quotation in it: `When Maddow said that Sanders calls it "Medicare for all,"`)
    // (the token after the comma read at every comma, and one addition for both returns: the rare path's own reads and
    // addition had no type feedback when first reached, and each of the four functions this one is inlined into threw
    // its optimized code away there, on one article in 1,000)
    const inside = t[k]!.inQuote >= 0, next = tokenAt(t, k + 1), closes = next !== undefined && next.kind === 'quote' && next.qrole === 'close';
    if (inside && !closes) continue;
    return k + (inside ? 2 : 1);
  }
  return s.tokStart;
}
// A person's name (after its title words, not in the possessive) at token k: the main clause's subject. Only then is the
// subordinate clause passed over: after it "he" ("Though he named neither Rubio nor Kasich, he made it clear …"), "the Latin American pope" or "there" keeps the clause's person as the subject.
function opensWithName(ctx: Ctx, k: number, persons: readonly MentionInfo[]): boolean {
  const t = ctx.tokens;
  let j = k;
  while (j < k + 3 && j < t.length && ctx.mentionAt[j]! < 0 && t[j]!.cap && (TITLE_HEADS.has(t[j]!.lower) || TITLE_MODIFIERS.has(t[j]!.lower))) j++;
  if (j >= t.length) return false;
  // (persons, sorted by offset: ctx.mentions is not yet the list ctx.mentionAt indexes while pronouns are linked)
  const m = persons[firstFrom(persons, t[j]!.start)];
  return !!m && m.tokStart === j && m.kind === 'name' && !/^['’]s?$/.test(t[m.tokEnd]?.text ?? '');
}
// The index of the first of the persons (sorted by offset) starting at or after `start`.
function firstFrom(persons: readonly MentionInfo[], start: number): number {
  let lo = 0, hi = persons.length;
  while (lo < hi) { const mid = (lo + hi) >> 1; if (persons[mid]!.start < start) lo = mid + 1; else hi = mid; }
  return lo;
}
const CLAUSE_OPENERS: ReadonlySet<string> = new Set(['when', 'while', 'whereas', 'although', 'though', 'because', 'since', 'after', 'before', 'until',
  'once', 'if', 'unless', 'as', 'whenever']);

/**
 * The person whose role a person's name modifies: after name m, one to four lowercase role words, a title or role noun
 * among them, then another person's name ("Clinton spokesman Josh Schwerin", "Obama consultant Cornell Belcher",
 * "Clinton campaign communications director Jennifer Palmieri"): that name's mention, else null. (The source phrase's
 * speaker, src/stages/05-attribution/np.ts, and a sentence's subject, below.)
 */
export function roleHolder(ctx: Ctx, m: MentionInfo): MentionInfo | null {
  if (m.type !== 'PER' || m.kind !== 'name') return null;
  const t = ctx.tokens;
  let k = m.tokEnd, head = false;
  for (; k < t.length && k < m.tokEnd + 4 && ctx.mentionAt[k]! < 0; k++) {
    const w = t[k]!;
    if (w.kind !== 'word' || w.cap || !roleWord(w.lower)) return null;
    if (TITLE_HEADS.has(w.lower) || ANONYMOUS_HEADS.has(w.lower)) head = true;
  }
  if (!head || k === m.tokEnd || k >= t.length) return null;
  const mi = ctx.mentionAt[k]!, n = mi >= 0 ? ctx.mentions[mi]! : null;
  return n && n.tokStart === k && n.type === 'PER' && n.kind === 'name' && n.entity >= 0 && n.entity !== m.entity ? n : null;
}
