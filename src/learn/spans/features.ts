// Features of the span model: one paragraph of engine tokens in, per token a list of hashed feature ids
// (static: they do not depend on the tag sequence) and a few bases that are combined with the previous tag.
// The rule sieves' own output is a feature (stacking): the model learns when to trust each rule.
import type { Ctx } from '../../pipeline/context.js';
import { CUE_FORMS, CUE_MODIFIERS } from '../../lexicon/cues.js';
import { ANONYMOUS_HEADS, HEDGES } from '../../lexicon/anonymous.js';
import { TITLE_HEADS } from '../../lexicon/titles.js';
import { PERSONAL_PRONOUNS } from '../../lexicon/stopwords.js';
import { combineBits, hashString } from '../hash.js';
import { codeUnitAt, lengthOf } from '../string-reads.js';
import { coarseOf, fineOf, lexKey, partOfSpeechOf } from '../lexicon.js';
import { getLexicon } from '../shared-lexicon.js';
import { tagPosId } from '../pos.js';
import { ownString } from '../own-string.js';

/** Changes whenever the features change: weights trained for other features are not used. */
export const SPAN_FEATURES_VERSION = 'spans-10';

/** Roles a token can take in a rule attribution or in the model's tags. */
export const ROLE_NONE = 0, ROLE_SOURCE = 1, ROLE_CUE = 2, ROLE_CONTENT = 3;

/** What the rules said about each token of the article: role (0–3), whether it begins its span, and the rule. */
export interface RuleLabels {
  role: Uint8Array;
  begin: Uint8Array;
  rule: (string | null)[];
}

/** Per token of a paragraph: static feature hashes (flattened, `start[i]..start[i+1]`) and previous-tag bases. */
export interface ParagraphFeatures {
  tokStart: number;
  tokEnd: number;
  /** The words of the tokens with two of padding each side: features of a word alone, cached per word. */
  words: WordRec[];
  feats: Int32Array;
  start: Int32Array;
  /** NG group keys per token (see groupHashes): small context features packed into one integer each. */
  groups: Int32Array;
  /**
   * DYN bases per token, combined with the previous tag at decoding time. Not filled for folded features: the weights
   * that take them keep the previous-tag scores of each dynKey (Weights.transAt).
   */
  dyn: Int32Array;
  /** Per token the values its DYN bases are made of, packed (see dynHashes): tokens with one key have the same bases. */
  dynKey: Int32Array;
  /**
   * Whether features that weights can sum ahead of time are left out of `feats` (only for weights with their own
   * `tokenScores`): the rule-label x word feature when the label is one of FOLDED_RULE_LABELS (a function of the word
   * then: see ruleWordHash), and the two shape features, whose (shape, previous shape) pair is in `shapes` instead.
   */
  folded: boolean;
  /** Folded: the shape pair key of each token (see shapeHashes), or -1 when its shape features are in `feats`. */
  shapes: Int32Array;
}

/** Number of previous-tag bases per token. */
export const DYN = 3;

// template ids: a feature is combineBits(template, value)
const T = {
  bias: 1, w: 2, suf: 10, shape: 11, cue: 12, cueNb: 13, mod: 15, mention: 16, head: 17, quote: 18, sent: 19, para: 20,
  leftCue: 21, leftCueNext: 22, rightCue: 23, rightCueFinal: 24, according: 25, rule: 26, ruleNb: 28, ruleW: 30, big: 31,
  toEnd: 32, fromStart: 33, paraQuote: 34, hedge: 35, cueW: 36, leftCueW: 37, rightCueW: 38, rule2: 39, pron: 40, paraRule: 41,
  clF: 42, clC: 45, ruleCueL: 48, ruleCueR: 49, sentHas: 51, clL: 52, clR: 53, clLW: 54, clRW: 55, clRole: 56, pos: 57,
  dyn: 60, p2: 80,
} as const;

/**
 * The previous-tag bases are a function of a small key: the token's rule label (role * 2 + begin, 0..7) and, shifted
 * by 3, its place (1: first of its sentence, 2: last) plus its quotation mark (4: opening, 8: other), 0..11. Weights
 * can sum a key's pair rows once (DYN_KEYS keys).
 */
export const DYN_KEYS = 128;
export const dynKeyOf = (rl: number, place: number): number => rl | place << 3;
// the DYN bases of every key, made once
const DYN_BASES = new Int32Array(DYN_KEYS * DYN);
for (let key = 0; key < DYN_KEYS; key++) {
  DYN_BASES[key * DYN] = combineBits(T.dyn, 0);
  DYN_BASES[key * DYN + 1] = combineBits(T.dyn + 2, key & 7);
  DYN_BASES[key * DYN + 2] = combineBits(T.dyn + 3, key >>> 3);
}
/** The DYN bases of a key (dynKeyOf). */
export function dynHashes(key: number, out: Int32Array = new Int32Array(DYN), at = 0): Int32Array {
  const o = key * DYN;
  out[at] = DYN_BASES[o]!; out[at + 1] = DYN_BASES[o + 1]!; out[at + 2] = DYN_BASES[o + 2]!;
  return out;
}

/** Rule labels (role * 2 + begin) whose rule-label x word feature folded features leave to the word: none, and inside a content. */
export const FOLDED_RULE_LABELS = [0, 6] as const;

/** The rule-label x word feature of rule label rl and the word hashed wh. */
export const ruleWordHash = (rl: number, wh: number): number => combineBits(T.ruleW, combineBits(rl, wh));

const SEED = 0x5a17;
const hs = (s: string): number => hashString(s, SEED) | 0;
// hashes of the few strings features are made of (lemmas, rule ids, punctuation), computed once
const memo = new Map<string, number>();
const hm = (s: string): number => {
  let h = memo.get(s);
  if (h === undefined) { h = hs(s); if (memo.size < 4096) memo.set(s, h); }
  return h;
};

function bucket(d: number): number {
  return d <= 3 ? d : d <= 6 ? 4 : d <= 12 ? 5 : d <= 25 ? 6 : 7;
}

const MENTION_TYPES = ['PER', 'ORG', 'LOC', 'MISC'], MENTION_KINDS = ['name', 'pronoun', 'nominal'];

/**
 * s === s.toUpperCase() without making the uppercase copy: an ASCII text is unchanged by it unless it has a letter a-z
 * (most capitalized words show one at their second character); a text with other characters before any a-z is compared.
 */
export function allUpper(s: string): boolean {
  for (let i = 0, n = lengthOf(s); i < n; i++) {
    const c = codeUnitAt(s, i);
    if (c >= 97 && c <= 122) return false;
    if (c >= 128) return s === s.toUpperCase();
  }
  return true;
}

function shapeOf(t: Ctx['tokens'][number]): number {
  if (t.kind === 'punct') return hm(t.text);
  if (t.kind === 'quote') return 100 + (t.qrole === 'open' ? 1 : t.qrole === 'close' ? 2 : 3) + 4 * t.qlevel;
  if (t.kind === 'num') return 200;
  return t.cap ? (lengthOf(t.text) > 1 && allUpper(t.text) ? 301 : 302) : 303;
}

// Shapes numbered in order of first sight (id 0: no token before the paragraph's first, shape -1), so that a
// (shape, previous shape) pair packs into one key: a paragraph has few distinct pairs, which folded weights sum once.
const SHAPE_SLOTS = 255;
const shapeVals: number[] = [-1, 301, 302, 303, 200];
const shapeIds = new Map<number, number>(shapeVals.map((v, i) => [v, i]));
function shapeId(sh: number): number {
  let i = shapeIds.get(sh);
  if (i === undefined) { if (shapeVals.length > SHAPE_SLOTS) return -1; i = shapeVals.length; shapeVals.push(sh); shapeIds.set(sh, i); }
  return i;
}

// a token's shape id (shapeId(shapeOf(t))), the words' and numbers' without a lookup
function shapeIdOf(t: Ctx['tokens'][number]): number {
  if (t.kind === 'word') return t.cap ? (lengthOf(t.text) > 1 && allUpper(t.text) ? 1 : 2) : 3;
  return t.kind === 'num' ? 4 : shapeId(shapeOf(t));
}

/** The two shape features of a shape pair key (shape id | previous shape id << 8). */
export function shapeHashes(key: number): Int32Array {
  const sh = shapeVals[key & 255]!, prev = shapeVals[key >>> 8]!;
  return Int32Array.of(combineBits(T.shape, sh), combineBits(T.shape + 100, combineBits(sh, prev)));
}

/**
 * Feature groups: most of a token's features take a few small values (its place in the sentence, distances to the
 * nearest cue, the rules' labels), so each group's values pack into one integer key and the group's features are a
 * function of that key alone. The runtime sums a key's weights once and reuses them (a paragraph repeats its keys
 * often), which makes a token cost a few lookups instead of thirty; the features themselves are the same hashes.
 */
export const NG = 6;
const G_POS = 0, G_CUE = 1, G_CL = 3;
/** The token's own group: mention, quotation, the rules' labels at -1..+1 (see tokRuleLabel). */
export const G_TOK = 2;
/** The part-of-speech group: its features split into a (left, this) and a (this, right) half (see posHalfHashes). */
export const G_PT = 4;
/** The outer part-of-speech group: the tags at -2, -1 and +1, +2, in two halves too (posHalfHashes 2 and 3). */
export const G_P2 = 5;
/** The token's rule label (role * 2 + begin), from its G_TOK key. */
export const tokRuleLabel = (key: number): number => (key >>> 11) & 7;
const NONE = 8; // "no such cue in the sentence" in a packed distance (distances bucket to 0..7)
const QUOTE_TYPES = ['speech', 'term', 'embedded'] as const;
// rule ids seen so far, numbered in order of first sight (the key holds the number, the feature the id's hash)
const ruleIds: string[] = [], ruleIndex = new Map<string, number>();
const RULE_SLOTS = 63;
function ruleSlot(id: string | null): number {
  if (id === null) return 0;
  let i = ruleIndex.get(id);
  if (i === undefined) { if (ruleIds.length >= RULE_SLOTS) return -1; ruleIds.push(id); i = ruleIds.length; ruleIndex.set(id, i); }
  return i;
}

// (the "according" templates as constants: their property read and sum, in a branch first taken on a rare key, would
// throw away expandGroup's optimized code)
const T_ACCORDING = T.according, T_ACCORDING_R = T.according + 100;
function expandGroup(g: number, key: number): Int32Array {
  const out: number[] = [];
  const f = (tpl: number, v: number): void => { out.push(combineBits(tpl, v)); };
  if (g === G_POS) {
    f(T.bias, 0);
    f(T.sent, key & 15);
    f(T.para, (key >>> 4) & 7);
    f(T.fromStart, (key >>> 7) & 7);
    f(T.toEnd, (key >>> 10) & 7);
    f(T.paraQuote, (key >>> 13) & 3);
    f(T.sentHas, (key >>> 15) & 7);
  } else if (g === G_CUE) {
    const lc = key & 15, nxc = (key >>> 4) & 7, rc = (key >>> 7) & 15, fin = (key >>> 11) & 1;
    const al = (key >>> 12) & 15, ar = (key >>> 16) & 15, rl = (key >>> 20) & 15, rr = (key >>> 24) & 15;
    if (lc !== NONE) { f(T.leftCue, lc); f(T.leftCueNext, nxc * 8 + lc); } else f(T.leftCue, 99);
    if (rc !== NONE) { f(T.rightCue, rc); f(T.rightCueFinal, fin * 8 + rc); } else f(T.rightCue, 99);
    if (al !== NONE) f(T_ACCORDING, al);
    if (ar !== NONE) f(T_ACCORDING_R, ar);
    f(T.ruleCueL, rl === NONE ? 99 : rl);
    f(T.ruleCueR, rr === NONE ? 99 : rr);
  } else if (g === G_PT) {
    // the POS tags at -1, 0, +1 (63 past the sentence edges) and the two bigrams
    const pl = key & 63, p0 = (key >>> 6) & 63, pr = (key >>> 12) & 63;
    for (const h of posHalfHashes(0, pl, p0)) out.push(h);
    for (const h of posHalfHashes(1, p0, pr)) out.push(h);
  } else if (g === G_P2) {
    const a2 = key & 63, a1 = (key >>> 6) & 63, b1 = (key >>> 12) & 63, b2 = (key >>> 18) & 63;
    for (const h of posHalfHashes(2, a2, a1)) out.push(h);
    for (const h of posHalfHashes(3, b1, b2)) out.push(h);
  } else if (g === G_CL) {
    // clause shape between the token and the nearest cue word each side: boundary marks (, ; : dash parenthesis) and
    // subordinators (but, because, which …) crossed, "that"/"whether" seen after the left cue, with the distances
    const lcd = key & 15, lp = (key >>> 4) & 3, lw = (key >>> 6) & 3, th = (key >>> 8) & 1;
    const rcd = (key >>> 9) & 15, rp = (key >>> 13) & 3, rw = (key >>> 15) & 3, rl = (key >>> 17) & 7;
    f(T.clL, lcd === NONE ? 99 : lp * 4 + lw + 16 * th);
    if (lcd !== NONE) f(T.clLW, ((lp * 4 + lw) * 2 + th) * 16 + lcd);
    f(T.clR, rcd === NONE ? 99 : rp * 4 + rw);
    if (rcd !== NONE) f(T.clRW, (rp * 4 + rw) * 16 + rcd);
    f(T.clRole, rl * 64 + (lcd === NONE ? 3 : Math.min(lp, 2)) * 4 + (rcd === NONE ? 3 : Math.min(rp, 2)));
  } else {
    const m = (key & 127) - 32, qt = (key >>> 7) & 3, qf = (key >>> 9) & 3, rl = (key >>> 11) & 7, nl = (key >>> 14) & 15, nr = (key >>> 18) & 15, rs = key >>> 22;
    f(T.mention, m);
    f(T.quote, qt ? hm(QUOTE_TYPES[qt - 1]!) + qf : 0);
    f(T.rule, rl);
    if (rs !== 63) f(T.rule2, combineBits(rl, rs ? hm(ruleIds[rs - 1]!) : 0));
    f(T.ruleNb, nl);
    f(T.ruleNb + 100, nr);
  }
  return Int32Array.from(out);
}

/**
 * The part-of-speech group's features in two halves: half 0 those of (left tag x, this tag y), half 1 those of (this
 * tag x, right tag y). A key's scores are the two halves' sums, so the runtime keeps two 64 x 64 tables instead of a
 * map of tag trigrams.
 */
export function posHalfHashes(half: number, x: number, y: number): number[] {
  if (half === 2) return [combineBits(T.p2, x), combineBits(T.p2 + 100, x * 64 + y)]; // (tag at -2, tag at -1)
  if (half === 3) return [combineBits(T.p2 + 200, y), combineBits(T.p2 + 300, x * 64 + y)]; // (tag at +1, tag at +2)
  return half === 0 ? [combineBits(T.pos, y), combineBits(T.pos + 100, x * 64 + y), combineBits(T.pos + 300, x)]
    : [combineBits(T.pos + 200, x * 64 + y), combineBits(T.pos + 400, y)];
}

const groupCache: Map<number, Int32Array>[] = Array.from({ length: NG }, () => new Map());

/**
 * The feature hashes of group g's key (cached with `keep`; the runtime weights keep the key's summed scores instead,
 * so they ask once per key and do not keep a second copy of every key here).
 */
export function groupHashes(g: number, key: number, keep = true): Int32Array {
  const c = groupCache[g]!;
  let v = c.get(key);
  if (!v) {
    v = expandGroup(g, key);
    if (!keep) return v;
    if (c.size >= 1 << 16) c.clear();
    c.set(key, v);
  }
  return v;
}

// Padding keys before and after a paragraph.
const BOS = '\u0001<s>', EOS = '\u0001</s>';

const CLAUSE_PUNCT = new Set([',', ';', ':', '—', '–', '--', '(', ')']);
const CLAUSE_WORDS = new Set(['but', 'because', 'while', 'although', 'though', 'which', 'who', 'when', 'whereas', 'unless', 'since', 'after', 'before', 'and']);
// What the paragraph's features ask of a word alone (WordRec.flags), looked up once per word instead of once per token
const W_CUE = 1, W_SPEECH = 2, W_ACCORDING = 4, W_CLAUSE = 8, W_THAT = 16;

/** A word's own features (cached per word): their hashes at each window offset and the word's hash. */
export interface WordRec {
  /** Index o + 2: the features of the word seen at offset o (-2..2) from the token being tagged. */
  readonly hashes: readonly Int32Array[];
  /** The word's own hash (for pair features with its neighbours). */
  readonly wh: number;
  /** Summed weights of `hashes` (5 x K, and what else those weights fold in) at `scoresAt`, kept by the weights that computed them (`scoredBy`). */
  scores: Int16Array | Int32Array | null;
  scoresAt: number;
  scoredBy: object | null;
  /** The word's part of speech out of context: the POS tagger's tag for the lowercase word alone (63: padding). */
  readonly pos: number;
  /** W_* bits: a word of the cue lexicon (and a speech one), "according", a clause word, a complementizer. */
  readonly flags: number;
  /** The hash of its cue lemma (a word of the cue lexicon; 0 otherwise). */
  readonly cueLemma: number;
}

/**
 * A cached word. Its feature hashes (six small typed arrays, most of a word's memory) are kept only until the runtime
 * weights have summed them into `scores` (`takeHashes`); read again (training reads them every epoch) they are
 * computed again and then kept.
 */
class Word implements WordRec {
  scores: Int16Array | Int32Array | null = null;
  scoresAt = 0;
  scoredBy: object | null = null;
  /** The part of speech, once asked for (-1 before): only words outside speech quotes read it, most words of a quote never. */
  private p = -1;
  readonly flags: number;
  readonly cueLemma: number;
  /** key: the lowercase form, prefixed with \u0001 and the kind for a number, a mark or padding; form: the lowercase form alone (the cache's key). */
  constructor(private readonly key: string, private h: readonly Int32Array[] | null, readonly wh: number, readonly form: string) {
    // (words only: a number, mark or padding key is none of these)
    const isWord = key.charCodeAt(0) !== 1, cue = isWord ? CUE_FORMS.get(key) : undefined;
    this.flags = !isWord ? 0 : (cue ? W_CUE | (cue.speech ? W_SPEECH : 0) : 0) | (key === 'according' ? W_ACCORDING : 0) |
      (CLAUSE_WORDS.has(key) ? W_CLAUSE : 0) | (key === 'that' || key === 'whether' || key === 'if' ? W_THAT : 0);
    this.cueLemma = cue ? hm(cue.lemma) : 0;
  }
  get hashes(): readonly Int32Array[] { return this.h ??= makeWordHashes(this.key); }
  get pos(): number { return this.p >= 0 ? this.p : (this.p = posOf(this.key)); }
  take(): readonly Int32Array[] { const h = this.hashes; this.h = null; return h; }
}

/** A word's feature hashes for weights that keep their sum with the word: the word itself no longer keeps them. */
export function takeHashes(word: WordRec): readonly Int32Array[] {
  return word instanceof Word ? word.take() : word.hashes;
}

/**
 * A cached word's part of speech: the POS tagger's tag for the word alone (63 for the padding); for a word of the
 * lexicon the tag it carries, computed by the same tagger when the lexicon was written.
 */
function posOf(key: string): number {
  if (key === BOS || key === EOS) return 63;
  if (key.charCodeAt(0) !== 1) {
    const v = getLexicon().get(lexKey(key)), p = v === undefined ? -1 : partOfSpeechOf(v);
    return p >= 0 ? p : tagPosId(key);
  }
  return tagPosId(key.slice(1).replace(/^(word|num|punct|quote)/, ''));
}

const rec = (key: string, form: string): Word => {
  const hashes = makeWordHashes(key);
  return new Word(key, hashes, hashes[5]![0]!, form);
};
const BOS_REC = rec(BOS, BOS), EOS_REC = rec(EOS, EOS);
// The cache of word records: per generation an open-addressing table keyed by a hash of the token's kind and lowercase
// form computed here (FNV-1a over its code units, the kind in its low two bits) and the form itself packed into three
// integers beside it when it is short ASCII (most are), so a probe compares integers and the record is read only once
// found (comparing the record's form string first made each probe wait for the record: over the tagged tokens of 1,000
// press releases, old and new alternating in one process, wordRec ~0.85 and tagParagraph ~0.97 of that). A Map keyed
// by the lowercase form cost more per token: a token's form is a fresh string,
// which the Map hashes again and compares with its own key through the runtime's string comparison (side by side over
// the same tokens, about twice this), from a key array apart from the records.
// Two generations, bounded together: a word found in the old one moves to the current one, and a full current one
// becomes the old one, so a long stream of new words does not grow the cache and the words in use stay in it
// (emptying the whole cache when it filled cost every word again: over the 11,842 press releases, about 6,000 more
// misses after each time). A word's record is a function of its key alone: where it is cached changes no output.
const GENERATION = 1 << 14;
/** Slots of a generation's table: it holds GENERATION words, at most half full. */
const WORD_BITS = 15, WORD_SLOTS = 1 << WORD_BITS;
class WordTable {
  /**
   * Per slot four integers: the key hash (never 0; its low two bits the kind index; 0: the slot is empty) and the form
   * packed (packForm), so that a probe compares integers only and reads no record: the record is read once found.
   */
  readonly key = new Int32Array(WORD_SLOTS * 4);
  readonly rec: Word[] = new Array<Word>(WORD_SLOTS).fill(BOS_REC);
  size = 0;
  /** The slot of the form hashed h and packed (p0, p1, p2), or the empty slot where it would go (hash 0 there). */
  slot(h: number, p0: number, p1: number, p2: number, lower: string): number {
    const key = this.key;
    let s = Math.imul(h, 0x9e3779b1) >>> (32 - WORD_BITS);
    for (let x = key[s << 2]!; x !== 0; s = (s + 1) & (WORD_SLOTS - 1), x = key[s << 2]!) {
      const o = s << 2;
      if (x === h && key[o + 1] === p0 && key[o + 2] === p1 && key[o + 3] === p2 && (p0 !== -1 || this.rec[s]!.form === lower)) return s;
    }
    return s;
  }
  found(s: number): boolean { return this.key[s << 2] !== 0; }
  set(s: number, h: number, p0: number, p1: number, p2: number, rec: Word): void {
    const o = s << 2, key = this.key;
    key[o] = h; key[o + 1] = p0; key[o + 2] = p1; key[o + 3] = p2; this.rec[s] = rec; this.size++;
  }
  clear(): void { this.key.fill(0); this.rec.fill(BOS_REC); this.size = 0; }
}
// words first: most tokens are words
const kindIndex = (kind: Ctx['tokens'][number]['kind']): number => kind === 'word' ? 0 : kind === 'punct' ? 1 : kind === 'num' ? 2 : 3;
let current = new WordTable(), previous = new WordTable();

/** The features of a token's word alone, cached. */
export function wordRec(t: Ctx['tokens'][number]): WordRec {
  const ki = kindIndex(t.kind), lower = t.lower, n = lengthOf(lower);
  // FNV-1a over the form's code units, and the form packed: an ASCII form of up to 12 characters exactly, 7 bits a
  // character, 4 to an integer, its length in the last one's top 4 bits; any other form (p0 -1) is compared as a string
  let h = 0x811c9dc5, p0 = 0, p1 = 0, p2 = 0, hi = 0;
  for (let i = 0; i < n; i++) {
    const c = codeUnitAt(lower, i);
    h = Math.imul(h ^ c, 0x01000193);
    hi |= c;
    const b = c << 7 * (i & 3);
    if (i < 4) p0 |= b; else if (i < 8) p1 |= b; else p2 |= b;
  }
  h = (h & ~3 | ki) || 4;
  if (hi >= 128 || n > 12) { p0 = -1; p1 = 0; p2 = n; } else p2 |= n << 28;
  let s = current.slot(h, p0, p1, p2, lower);
  if (current.found(s)) return current.rec[s]!;
  const p = previous.slot(h, p0, p1, p2, lower);
  let v: Word;
  if (previous.found(p)) v = previous.rec[p]!;
  else {
    // the form as a string of its own: a token's lowercase form may be a slice of its article's text, which a cached
    // slice would keep alive (over 5,000 press releases, 1,069 whole articles)
    const form = ownString(lower);
    v = rec(ki === 0 ? form : `\u0001${t.kind}${form}`, form);
  }
  if (current.size >= GENERATION) {
    const t2 = previous; previous = current; current = t2; current.clear();
    s = current.slot(h, p0, p1, p2, lower);
  }
  current.set(s, h, p0, p1, p2, v);
  return v;
}

/**
 * The most feature hashes a word has at one window offset (makeWordHashes: at offset 0 the word, its two lexicon
 * classes, its suffix, and five lexicon flags, two of them heads): weights that sum a word's rows in 16-bit integers
 * rely on it.
 */
export const MAX_WORD_ROWS = 9;

function makeWordHashes(key: string): Int32Array[] {
  let v: Int32Array[];
  const isWord = key.charCodeAt(0) !== 1;
  const lower = isWord ? key : key.slice(1);
  const wh = key === BOS ? -1 : key === EOS ? -2 : hs(isWord ? lower : lower.replace(/^(word|num|punct|quote)/, ''));
  const packed = isWord ? getLexicon().get(lexKey(lower)) ?? 0 : key === BOS ? -2 : key === EOS ? -3 : -1;
  v = [];
  for (let o = -2; o <= 2; o++) {
    const out: number[] = [combineBits(T.w + o + 2, wh)];
    if (o >= -1 && o <= 1) {
      out.push(combineBits(T.clF + o + 1, packed < 0 ? packed : fineOf(packed)), combineBits(T.clC + o + 1, packed < 0 ? packed : coarseOf(packed)));
    }
    if (o === 0 && isWord) {
      if (lower.length > 3) out.push(combineBits(T.suf, hs(lower.slice(-3))));
      if (CUE_MODIFIERS.has(lower)) out.push(combineBits(T.mod, 1));
      if (HEDGES.has(lower)) out.push(combineBits(T.hedge, 1));
      if (ANONYMOUS_HEADS.has(lower)) out.push(combineBits(T.head, 1));
      if (TITLE_HEADS.has(lower)) out.push(combineBits(T.head, 2));
      if (PERSONAL_PRONOUNS.has(lower)) out.push(combineBits(T.pron, 1));
    }
    v.push(Int32Array.from(out));
  }
  v.push(Int32Array.of(wh));
  return v;
}

/** The rule labels of every token, from the sieves' candidates. */
export function ruleLabels(ctx: Ctx, cands: readonly { content: [number, number][]; cue: [number, number] | null; source: [number, number] | null; rule: string | null }[]): RuleLabels {
  const n = ctx.tokens.length;
  const role = new Uint8Array(n), begin = new Uint8Array(n), rule: (string | null)[] = new Array<string | null>(n).fill(null);
  const charToTok = (s: number, e: number): [number, number] => {
    // first token ending after s, last token starting before e
    let lo = 0, hi = n;
    while (lo < hi) { const m = (lo + hi) >> 1; if (ctx.tokens[m]!.end <= s) lo = m + 1; else hi = m; }
    let b = lo;
    while (b < n && ctx.tokens[b]!.start < e) b++;
    return [lo, b];
  };
  const mark = (a: number, b: number, r: number, id: string | null): void => {
    for (let k = a; k < b; k++) {
      if (role[k] && r === ROLE_CONTENT) continue; // cue and source inside another attribution's content keep their role
      role[k] = r; begin[k] = k === a ? 1 : 0; rule[k] = id;
    }
  };
  for (const c of cands) for (const [s, e] of c.content) { const [a, b] = charToTok(s, e); mark(a, b, ROLE_CONTENT, c.rule); }
  for (const c of cands) {
    if (c.source && c.cue) mark(c.source[0], c.source[1], ROLE_SOURCE, c.rule);
    if (c.cue) mark(c.cue[0], c.cue[1], ROLE_CUE, c.rule);
  }
  return { role, begin, rule };
}


const isCueWord = (ctx: Ctx, k: number): boolean => {
  const t = ctx.tokens[k]!;
  return t.kind === 'word' && t.inQuote < 0 && CUE_FORMS.has(t.lower);
};

// Work arrays reused between paragraphs (a typed array allocation per paragraph costs more than filling one),
// grown when a longer paragraph comes.
let scratch = new Int32Array(4096);
let work = { size: 0, wh: new Int32Array(0), ruleL: new Int32Array(0), ruleR: new Int32Array(0), sentHas: new Uint8Array(0), leftCue: new Int32Array(0),
  rightCue: new Int32Array(0), leftAcc: new Int32Array(0), rightAcc: new Int32Array(0), start: new Int32Array(0), groups: new Int32Array(0), dyn: new Int32Array(0), dynKey: new Int32Array(0), words: [] as WordRec[], isCue: new Uint8Array(0), lemma: new Int32Array(0),
  pb: new Int32Array(0), wb: new Int32Array(0), th: new Int32Array(0), pos: new Int32Array(0), shv: new Int32Array(0), sid: new Int32Array(0), shapes: new Int32Array(0) };
function workFor(n: number): typeof work {
  if (work.size >= n + 4) return work;
  const m = Math.max(2 * (n + 4), 256);
  work = { size: m, wh: new Int32Array(m), ruleL: new Int32Array(m), ruleR: new Int32Array(m), sentHas: new Uint8Array(m), leftCue: new Int32Array(m),
    rightCue: new Int32Array(m), leftAcc: new Int32Array(m), rightAcc: new Int32Array(m), start: new Int32Array(m), groups: new Int32Array(m * NG), dyn: new Int32Array(m * DYN), dynKey: new Int32Array(m), words: new Array<WordRec>(m),
    isCue: new Uint8Array(m), lemma: new Int32Array(m), pb: new Int32Array(m), wb: new Int32Array(m), th: new Int32Array(m), pos: new Int32Array(m),
    shv: new Int32Array(m), sid: new Int32Array(m), shapes: new Int32Array(m) };
  return work;
}

/**
 * Features of paragraph p. With `reuse`, the result lives in work arrays that the next call overwrites (decoding
 * right away, at run time); training keeps its own copies. With `fold`, the features that weights with their own
 * `tokenScores` sum ahead of time are left out of `feats` (see ParagraphFeatures.folded).
 */
export function paragraphFeatures(ctx: Ctx, p: number, rules: RuleLabels, reuse = false, from = -1, to = -1, fold = false): ParagraphFeatures {
  const para = ctx.paragraphs[p]!;
  // [a, b): the tokens tagged, whole sentences of the paragraph [paraA, paraB) (all of it unless from / to say otherwise);
  // a token's features are the same whichever range it is tagged in
  const paraA = para.tokStart, paraB = para.tokEnd;
  const a = from >= 0 ? from : paraA, b = to >= 0 ? to : paraB, n = b - a;
  const toks = ctx.tokens;
  const W = workFor(n);
  const words = W.words;
  const wh = W.wh; // lowercase hashes, 2 of padding each side
  for (let i = -2; i < n + 2; i++) {
    const k = a + i;
    const r = k < paraA ? BOS_REC : k >= paraB ? EOS_REC : wordRec(toks[k]!);
    words[i + 2] = r;
  }
  // (each word's hash read in a loop of its own: the reads of the records, most of them cache misses, do not wait on
  // each other, where after each lookup each waited for it)
  for (let i = 0; i < n + 4; i++) wh[i] = words[i]!.wh;
  // One pass forward, then one backward, over the tokens (each token's object and word read once per pass):
  // - isCue: a reporting word of the lexicon, outside quotation marks, and lemma, the hash of its lemma (the cue features
  //   of the tokens around it read it);
  // - the nearest rule cue (ruleL / ruleR), cue word (leftCue / rightCue) and "according" (leftAcc / rightAcc) left and
  //   right of each token within its sentence, and whether the sentence has a cue word, a quotation mark or "according"
  //   (sentHas);
  // - running counts of clause boundaries (punctuation / subordinating words) and complementizers before each token;
  // - part-of-speech tags of the words outside speech quotes (the words of a direct quote, most of a press release, are
  //   its content whatever their tags: 61 there, 63 past the paragraph): each word's own tag, kept with the word;
  // - each token's shape, and the shape of the token before the first (-1 at the paragraph's start); folded, their ids.
  const { isCue, lemma, ruleL, ruleR, sentHas, leftCue, rightCue, leftAcc, rightAcc, pb, wb, th, pos, shv, sid, shapes } = W;
  const role = rules.role;
  pb[0] = 0; wb[0] = 0; th[0] = 0;
  if (fold) sid[0] = a > paraA ? shapeIdOf(toks[a - 1]!) : 0;
  else shv[0] = a > paraA ? shapeOf(toks[a - 1]!) : -1;
  for (let i = 0, lastRule = -1, lastCue = -1, acc = -1, sent = -1; i < n; i++) {
    const t = toks[a + i]!, w = words[i + 2]!, fl = w.flags;
    if (t.sent !== sent) { sent = t.sent; lastRule = -1; lastCue = -1; acc = -1; }
    const cue = fl & W_CUE && t.inQuote < 0 ? 1 : 0;
    isCue[i] = cue;
    if (cue) lemma[i] = w.cueLemma;
    ruleL[i] = lastRule;
    if (role[a + i] === ROLE_CUE) lastRule = i;
    leftCue[i] = lastCue; leftAcc[i] = acc;
    if (cue) lastCue = i;
    if (fl & W_ACCORDING) acc = i;
    pb[i + 1] = pb[i]! + (t.kind === 'punct' && CLAUSE_PUNCT.has(t.text) ? 1 : 0);
    wb[i + 1] = wb[i]! + (fl & W_CLAUSE ? 1 : 0);
    th[i + 1] = th[i]! + (fl & W_THAT ? 1 : 0);
    pos[i] = t.kind !== 'quote' && t.inQuote >= 0 && ctx.quoteSpans[t.inQuote]!.type === 'speech' ? 61 : w.pos;
    if (fold) sid[i + 1] = shapeIdOf(t);
    else shv[i + 1] = shapeOf(t);
  }
  for (let i = n - 1, lastRule = -1, lastCue = -1, acc = -1, sent = -1, has = 0, from = n; i >= -1; i--) {
    const t = i >= 0 ? toks[a + i]! : null;
    if (!t || t.sent !== sent) {
      for (let j = i + 1; j < from; j++) sentHas[j] = has;
      if (!t) break;
      sent = t.sent; lastRule = -1; lastCue = -1; acc = -1; has = 0; from = i + 1;
    }
    const fl = words[i + 2]!.flags;
    ruleR[i] = lastRule;
    if (role[a + i] === ROLE_CUE) lastRule = i;
    rightCue[i] = lastCue; rightAcc[i] = acc;
    if (isCue[i]) { lastCue = i; has |= 1; }
    if (fl & W_ACCORDING) { acc = i; has |= 4; }
    if (t.kind === 'quote' && t.qlevel === 2) has |= 2;
  }
  const paraOpensQuote = toks[paraA]?.kind === 'quote' && toks[paraA]!.qrole === 'open' ? 1 : 0;
  let paraRule = 0;
  for (let k = paraA; k < paraB; k++) if (rules.role[k] === ROLE_CUE) { paraRule = 1; break; }
  let out = scratch.length >= n * 40 ? scratch : (scratch = new Int32Array(n * 40)), len = 0;
  const start = W.start;
  const dyn = W.dyn, dynKey = W.dynKey;
  const f = (tpl: number, v: number): void => {
    if (len === out.length) { const o2 = new Int32Array(len * 2); o2.set(out); out = scratch = o2; }
    out[len++] = combineBits(tpl, v);
  };
  const groups = W.groups;
  const paraV = Math.min(p, 3) * 2 + paraOpensQuote, paraQ = paraOpensQuote * 2 + paraRule;
  let sentIdx = 0, lastRid: string | null = null, lastSlot = 0;
  for (let k = paraA + 1; k <= a && sentIdx < 2; k++) if (toks[k - 1]!.sent !== toks[k]!.sent) sentIdx++;
  for (let i = 0; i < n; i++) {
    const k = a + i, t = toks[k]!;
    start[i] = len;
    const s = ctx.sentences[t.sent]!;
    if (i > 0 && toks[k - 1]!.sent !== t.sent) sentIdx++;
    const w0 = wh[i + 2]!;
    f(T.big, combineBits(wh[i + 1]!, w0));
    f(T.big + 100, combineBits(w0, wh[i + 3]!));
    {
      const p0 = pos[i]!, pl = i > 0 && toks[k - 1]!.sent === t.sent ? pos[i - 1]! : 63, pr = i + 1 < n && toks[k + 1]!.sent === t.sent ? pos[i + 1]! : 63;
      groups[i * NG + G_PT] = pl | p0 << 6 | pr << 12;
      const pl2 = i > 1 && toks[k - 2]!.sent === t.sent ? pos[i - 2]! : 63, pr2 = i + 2 < n && toks[k + 2]!.sent === t.sent ? pos[i + 2]! : 63;
      groups[i * NG + G_P2] = pl2 | pl << 6 | pr << 12 | pr2 << 18;
    }
    if (fold && sid[i]! >= 0 && sid[i + 1]! >= 0) shapes[i] = sid[i + 1]! | sid[i]! << 8;
    else {
      const sh = fold ? shapeOf(t) : shv[i + 1]!;
      f(T.shape, sh);
      f(T.shape + 100, combineBits(sh, fold ? k > paraA ? shapeOf(toks[k - 1]!) : -1 : shv[i]!));
      shapes[i] = -1;
    }
    if (isCue[i]) { f(T.cue, lemma[i]!); f(T.cue + 100, words[i + 2]!.flags & W_SPEECH ? 1 : 2); f(T.cueW, combineBits(lemma[i]!, wh[i + 3]!)); }
    if (k > paraA && (i > 0 ? isCue[i - 1] : isCueWord(ctx, k - 1))) f(T.cueNb, combineBits(1, w0));
    if (k + 1 < paraB && (i + 1 < n ? isCue[i + 1] : isCueWord(ctx, k + 1))) f(T.cueNb + 100, combineBits(2, w0));
    const first = k === s.tokStart, lastTok = k === s.tokEnd - 1;
    const g0 = i * NG;
    groups[g0 + G_POS] = (first ? 1 : 0) + (lastTok ? 2 : 0) + 4 * Math.min(sentIdx, 2) | paraV << 4 | bucket(k - s.tokStart) << 7 |
      bucket(s.tokEnd - 1 - k) << 10 | paraQ << 13 | sentHas[i]! << 15;
    const lc = leftCue[i]!;
    let lcd = NONE, nxc = 0, rcd = NONE, fin = 0;
    if (lc >= 0) {
      const nx = toks[a + lc + 1];
      lcd = bucket(i - lc);
      nxc = nx ? (nx.lower === 'that' ? 1 : nx.lower === 'to' ? 2 : nx.text === ',' ? 3 : nx.text === ':' ? 4 : nx.kind === 'quote' ? 5 : 6) : 0;
      f(T.leftCueW, combineBits(lemma[lc]!, lcd));
    }
    const rc = rightCue[i]!;
    if (rc >= 0) {
      rcd = bucket(rc - i);
      // a sentence-final attribution ("…, X said."): the cue is within a few tokens of the sentence end
      fin = s.tokEnd - (a + rc) <= 6 ? 1 : 0;
      f(T.rightCueW, combineBits(lemma[rc]!, rcd));
    }
    // the four distances are bucketed whether or not there is such a cue (a -1 gives a harmless bucket that is not
    // used): a branch taken only on a rare paragraph (the first "according to") would leave code without type feedback
    // in this big function, and its optimized code would be thrown away and compiled again when that branch first runs
    const la = leftAcc[i]!, ra = rightAcc[i]!, ll = ruleL[i]!, lr = ruleR[i]!;
    const bal = bucket(i - la), bar = bucket(ra - i), brl = bucket(i - ll), brr = bucket(lr - i);
    const al = la >= 0 ? bal : NONE, ar = ra >= 0 ? bar : NONE, rcl = ll >= 0 ? brl : NONE, rcr = lr >= 0 ? brr : NONE;
    {
      const c3 = (x: number): number => x > 2 ? 2 : x;
      let lp = 0, lw = 0, lth = 0, rp = 0, rw = 0;
      if (lc >= 0) { lp = c3(pb[i]! - pb[lc + 1]!); lw = c3(wb[i]! - wb[lc + 1]!); lth = th[i + 1]! - th[lc + 1]! > 0 ? 1 : 0; }
      if (rc >= 0) { rp = c3(pb[rc]! - pb[i + 1]!); rw = c3(wb[rc]! - wb[i + 1]!); }
      groups[g0 + G_CL] = lcd | lp << 4 | lw << 6 | lth << 8 | rcd << 9 | rp << 13 | rw << 15 | rules.role[k]! << 17;
    }
    groups[g0 + G_CUE] = lcd | nxc << 4 | rcd << 7 | fin << 11 | al << 12 | ar << 16 | rcl << 20 | rcr << 24;
    const rr = rules.role[k]!, rb = rules.begin[k]!, rid = rules.rule[k] || null;
    const rl = rr * 2 + rb;
    const mi = ctx.mentionAt[k]!;
    let mv = 0;
    if (mi >= 0) {
      const m = ctx.mentions[mi]!;
      mv = 1 + MENTION_TYPES.indexOf(m.type) * 16 + MENTION_KINDS.indexOf(m.kind) * 4 + (m.tokStart === k ? 1 : 0) + (m.tokEnd === k + 1 ? 2 : 0);
    }
    const q = t.inQuote >= 0 ? ctx.quoteSpans[t.inQuote]! : null;
    const qt = q ? QUOTE_TYPES.indexOf(q.type) + 1 : 0, qf = q ? (q.openTok === k ? 1 : 0) + (q.closeTok === k ? 2 : 0) : 0;
    // (a run of tokens of one attribution has one rule id: its slot looked up once)
    let rs = rid === lastRid ? lastSlot : ruleSlot(rid);
    lastRid = rid; lastSlot = rs;
    if (rs < 0) { f(T.rule2, combineBits(rl, hm(rid!))); rs = 63; } // more rule ids than slots: a feature of its own
    groups[g0 + G_TOK] = mv + 32 | qt << 7 | qf << 9 | rl << 11 | (k > paraA ? rules.role[k - 1]! * 2 + rules.begin[k - 1]! : 9) << 14 |
      (k + 1 < paraB ? rules.role[k + 1]! * 2 + rules.begin[k + 1]! : 9) << 18 | rs << 22;
    if (!fold || rl !== FOLDED_RULE_LABELS[0] && rl !== FOLDED_RULE_LABELS[1]) f(T.ruleW, combineBits(rl, w0));
    const dk = dynKeyOf(rl, (first ? 1 : 0) + (lastTok ? 2 : 0) + (t.kind === 'quote' ? 4 * (t.qrole === 'open' ? 1 : 2) : 0));
    dynKey[i] = dk;
    if (!fold) dynHashes(dk, dyn, i * DYN);
  }
  start[n] = len;
  if (reuse) return { tokStart: a, tokEnd: b, words, feats: out, start, groups, dyn, dynKey, folded: fold, shapes };
  return { tokStart: a, tokEnd: b, words: words.slice(0, n + 4), feats: out.slice(0, len), start: start.slice(0, n + 1), groups: groups.slice(0, n * NG), dyn: dyn.slice(0, n * DYN), dynKey: dynKey.slice(0, n),
    folded: fold, shapes: shapes.slice(0, n) };
}
