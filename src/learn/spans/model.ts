// The span model: source / cue / content BIO tags over a paragraph, first-order Viterbi decoding with an
// averaged structured perceptron (Collins 2002). Token features score the K tags (`uni` table); features that
// depend on the previous tag score all (previous, current) pairs at once (`pair` table, (K + 1) x K per row),
// so a token costs one lookup per feature. The same decoder runs on dense training weights and on the shipped
// quantized tables, so training scores what the runtime will.
import { addFeature, rowOf, type WeightTable } from '../model.js';
import {
  DYN, DYN_KEYS, FOLDED_RULE_LABELS, G_P2, MAX_WORD_ROWS, dynHashes, G_PT, G_TOK, NG, groupHashes, posHalfHashes, ruleWordHash, shapeHashes, takeHashes, tokRuleLabel, type ParagraphFeatures, type WordRec,
} from './features.js';

/** Tag set: O, then B-/I- per role. */
export const SPAN_CLASSES = ['O', 'B-source', 'I-source', 'B-cue', 'I-cue', 'B-content', 'I-content'] as const;
export const K = SPAN_CLASSES.length;
/** The start state (previous tag of the first token). */
export const START = K;
/** Width of a pair row: (previous tag or start) x current tag. */
export const KK = (K + 1) * K;

/** I-X only continues B-X or I-X. */
export const allowed = (prev: number, cur: number): boolean => cur === 0 || cur % 2 === 1 || prev === cur || prev === cur - 1;

/** Where the weights of a feature bucket are: dense training weights or the shipped tables. */
export interface Weights {
  readonly uni: Float32Array | Int16Array;
  readonly pair: Float32Array | Int16Array;
  uniRow(h: number): number;
  pairRow(h: number): number;
  /** The scores of a word's own features at each window offset: 5 x K, offset o (-2..2) at (o + 2) * K. */
  wordScores(word: WordRec): Float32Array | Int16Array | Int32Array;
  /** The summed scores (K) of the features of group g's key. */
  groupScores(g: number, key: number): Float32Array | Int32Array;
  /**
   * The class scores (K per token) of all the static features of a paragraph's tokens, if these weights sum them their
   * own way; only these weights take folded features (`paragraphFeatures(…, fold)`).
   */
  tokenScores?(pf: ParagraphFeatures, out: Float64Array): void;
  /**
   * The previous-tag scores (KK) of the DYN bases of a key (ParagraphFeatures.dynKey), at the returned offset of
   * `transTable`, if these weights keep them per key (fixed weights: the shipped tables).
   */
  transAt?(key: number): number;
  readonly transTable?: Float64Array;
}

export function denseWeights(uni: Float32Array, uniBits: number, pair: Float32Array, pairBits: number): Weights {
  const um = (1 << uniBits) - 1, pm = (1 << pairBits) - 1;
  const uniRow = (h: number): number => (h & um) * K;
  return {
    uni, pair, uniRow, pairRow: (h) => (h & pm) * KK,
    wordScores(word) {
      const v = new Float32Array(5 * K), hs = word.hashes;
      for (let j = 0; j < 5; j++) {
        for (const h of hs[j]!) {
          const r = uniRow(h);
          if (r === 0) continue;
          for (let c = 0; c < K; c++) v[j * K + c] = v[j * K + c]! + uni[r + c]!;
        }
      }
      return v;
    },
    groupScores(g, key) {
      const v = new Float32Array(K);
      for (const h of groupHashes(g, key)) {
        const r = uniRow(h);
        if (r === 0) continue;
        for (let c = 0; c < K; c++) v[c] = v[c]! + uni[r + c]!;
      }
      return v;
    },
  };
}

export function tableWeights(u: WeightTable, p: WeightTable): Weights {
  const um = (1 << u.bits) - 1, pm = (1 << p.bits) - 1, uo = u.occupied, po = p.occupied, rows = u.rows;
  // a word's summed scores at each offset, then (folded features) those of its rule-label x word feature for each of
  // FOLDED_RULE_LABELS, computed once per word and kept with the word: WB integers at `scoresAt` in one slab that all
  // words share (a paragraph's words are read from one array, not each through a view of its own); a full slab is
  // replaced by a new one, and a word scored in an older one is copied into it when next used. The first slabs are
  // small, each twice the last up to SLAB_WORDS: a new slab is made in the first articles, while the code that makes it
  // still collects type feedback (made first after tokenScores is optimized, it would throw that code away)
  // The slabs hold 16-bit integers when every value fits, half the bytes a word: a value sums at most MAX_WORD_ROWS
  // weight rows (one offset's features of one word; a folded rule-label feature is one row), so the largest weight
  // times that bounds it exactly (the shipped weights: 3,147 x 9 = 28,323). Otherwise 32-bit integers, as before.
  const WB = (5 + FOLDED_RULE_LABELS.length) * K;
  let widest = 0;
  for (let i = 0; i < rows.length; i++) { const x = Math.abs(rows[i]!); if (x > widest) widest = x; }
  const narrow = widest * MAX_WORD_ROWS <= 0x7fff;
  const slabOf = (n: number): Int16Array | Int32Array => narrow ? new Int16Array(n) : new Int32Array(n);
  let slabWords = SLAB_WORDS_FIRST, slab = slabOf(WB * slabWords), slabUsed = 0;
  const newSlab = (words: number): void => {
    slabWords = Math.min(SLAB_WORDS, slabWords * 2);
    slab = slabOf(WB * Math.max(slabWords, words)); slabUsed = 0;
  };
  // a weight row added into a slab (addFeature's sum, into either kind of slab; addFeature itself stays on Int32Array,
  // whose callers in the taggers would otherwise meet two kinds of array at its stores)
  const addRow = (h: number, v: Int16Array | Int32Array, at: number): void => {
    const o = rowOf(uo, h & um, K);
    for (let c = 0; c < K; c++) v[at + c] = v[at + c]! + rows[o + c]!;
  };
  const self = {};
  const wordAt = (word: WordRec): number => {
    if (word.scores === slab) return word.scoresAt;
    if (slabUsed + WB > slab.length) newSlab(1);
    const at = slabUsed, v = slab;
    slabUsed += WB;
    if (word.scoredBy === self) { // scored in an older slab of these weights: copied, not scored again
      const src = word.scores!, from = word.scoresAt;
      for (let c = 0; c < WB; c++) v[at + c] = src[from + c]!;
      word.scores = v; word.scoresAt = at;
      return at;
    }
    const hs = takeHashes(word);
    for (let j = 0; j < 5; j++) {
      if (narrow && hs[j]!.length > MAX_WORD_ROWS) throw new Error(`a word has ${hs[j]!.length} features at one offset; 16-bit word scores allow ${MAX_WORD_ROWS}`);
      for (const h of hs[j]!) addRow(h, v, at + j * K);
    }
    FOLDED_RULE_LABELS.forEach((rl, j) => addRow(ruleWordHash(rl, word.wh), v, at + (5 + j) * K));
    word.scores = v; word.scoresAt = at; word.scoredBy = self;
    return at;
  };
  // a group key's summed scores, once per key: per group an open-addressing table of 8-integer slots, the key (-1:
  // empty) then its K scores, so a lookup reads one cache line; replaced by an empty one when half full. The first
  // tables are small (2^GROUP_BITS_FIRST slots), each twice the last up to 2^GROUP_BITS: the replacing runs in the first
  // articles, while it still collects type feedback (as does the probe step, run on every lookup), not first after
  // tokenScores is optimized, which would throw that code away
  const slots = Array.from({ length: NG }, (_, g) => new Int32Array(g === G_PT || g === G_P2 ? 0 : (1 << GROUP_BITS_FIRST) * 8).fill(-1));
  const used = new Int32Array(NG), gbits = new Int32Array(NG).fill(GROUP_BITS_FIRST);
  const groupAt = (g: number, key: number): number => {
    let t = slots[g]!, bits = gbits[g]!, s = (Math.imul(key, 0x9e3779b1) >>> (32 - bits)) - 1, k = 0;
    do {
      s = (s + 1) & ((1 << bits) - 1); k = t[s << 3]!;
      if (k === key) return (s << 3) + 1;
    } while (k !== -1);
    if (used[g]! >= 1 << (bits - 1)) {
      // half full: a table twice the size keeps the keys and their scores, or at the largest size an empty one
      const old = t, grow = bits < GROUP_BITS;
      if (grow) gbits[g] = ++bits;
      slots[g] = t = new Int32Array((1 << bits) * 8).fill(-1);
      used[g] = 0;
      if (grow) {
        for (let o = 0; o < old.length; o += 8) {
          const k2 = old[o]!;
          if (k2 === -1) continue;
          let s2 = Math.imul(k2, 0x9e3779b1) >>> (32 - bits);
          while (t[s2 << 3] !== -1) s2 = (s2 + 1) & ((1 << bits) - 1);
          for (let c = 0; c < 8; c++) t[(s2 << 3) + c] = old[o + c]!;
          used[g]!++;
        }
      }
      s = Math.imul(key, 0x9e3779b1) >>> (32 - bits);
      while (t[s << 3] !== -1) s = (s + 1) & ((1 << bits) - 1);
    }
    used[g]!++;
    const o = (s << 3) + 1;
    t[o - 1] = key; t.fill(0, o, o + K);
    for (const h of groupHashes(g, key, false)) addFeature(u, h, t, o);
    return o;
  };
  // the shape pairs of folded features: few, and a token's differs from its neighbour's more often than not, so a
  // table indexed by the 16-bit key itself (8 integers a key: 0 until scored, then 1 and K scores), no probing; left
  // zero, its pages take memory only where keys are (ids count up from 0: the low ones)
  const shapeT = new Int32Array((1 << 16) * 8);
  const shapeAt = (key: number): number => {
    const o = key << 3;
    if (shapeT[o] === 0) {
      shapeT[o] = 1;
      for (const h of shapeHashes(key)) addFeature(u, h, shapeT, o + 1);
    }
    return o + 1;
  };
  // the part-of-speech groups: per tag bigram (x, y) the sums of its four halves (posHalfHashes 0..3), side by side
  // (filled on first use); a token reads the bigrams of its window, which its neighbours read too
  // (in 16-bit integers when every half's sum fits, as the word slabs: a half sums at most MAX_HALF_ROWS rows)
  const narrowBi = widest * MAX_HALF_ROWS <= 0x7fff;
  const bi = narrowBi ? new Int16Array(64 * 64 * 4 * K) : new Int32Array(64 * 64 * 4 * K), biDone = new Uint8Array(64 * 64);
  const bigram = (x: number, y: number): number => {
    const i = x * 64 + y, o = i * 4 * K;
    if (!biDone[i]) {
      for (let s = 0; s < 4; s++) {
        const hs = posHalfHashes(s, x, y);
        if (narrowBi && hs.length > MAX_HALF_ROWS) throw new Error(`a part-of-speech half has ${hs.length} features; its 16-bit sums allow ${MAX_HALF_ROWS}`);
        for (const h of hs) addRow(h, bi, o + s * K);
      }
      biDone[i] = 1;
    }
    return o;
  };
  const pt = new Int32Array(K);
  // a key's scores from two halves: half sa of bigram (xa, ya) plus half sb of bigram (xb, yb)
  const halfSum = (sa: number, xa: number, ya: number, sb: number, xb: number, yb: number): Int32Array => {
    const a = bigram(xa, ya) + sa * K, b = bigram(xb, yb) + sb * K;
    for (let c = 0; c < K; c++) pt[c] = bi[a + c]! + bi[b + c]!;
    return pt;
  };
  let ro = new Int32Array(4096), wo = new Int32Array(1024);
  // the groups a token's running total keeps: 0..3, then the shape pairs (NG)
  const RUN = [0, 1, 2, 3, NG], last = new Int32Array(RUN.length), cur = new Int32Array(RUN.length * K);
  // a shape pair that is in `feats` (or unfolded features) adds nothing here
  const none = new Int32Array(K + 1);
  if (K !== 7 || NG !== 6 || G_PT !== 4 || G_P2 !== 5 || FOLDED_RULE_LABELS.length !== 2) throw new Error('tokenScores adds the K = 7 class scores of groups 0..3 in registers');
  // the previous-tag scores of each DYN key, summed on first use (transDone)
  const transTable = new Float64Array(DYN_KEYS * KK), transDone = new Uint8Array(DYN_KEYS), bases = new Int32Array(DYN), tr = new Int32Array(KK);
  return {
    uni: u.rows, pair: p.rows, uniRow: (h) => rowOf(uo, h & um, K), pairRow: (h) => rowOf(po, h & pm, KK), transTable,
    transAt(key) {
      const at = key * KK;
      if (!transDone[key]) {
        tr.fill(0);
        for (const h of dynHashes(key, bases)) addFeature(p, h, tr);
        for (let x = 0; x < KK; x++) transTable[at + x] = tr[x]!;
        transDone[key] = 1;
      }
      return at;
    },
    wordScores(word) { const at = wordAt(word); return slab.slice(at, at + 5 * K); },
    groupScores(g, key) {
      if (g === G_PT) { // (left, this) and (this, right)
        const p0 = (key >>> 6) & 63;
        return halfSum(0, key & 63, p0, 1, p0, (key >>> 12) & 63);
      }
      // the outer tags: (-2, -1) and (+1, +2)
      if (g === G_P2) return halfSum(2, key & 63, (key >>> 6) & 63, 3, (key >>> 12) & 63, (key >>> 18) & 63);
      const o = groupAt(g, key), t = slots[g]!; // (groupAt may replace the table)
      for (let c = 0; c < K; c++) pt[c] = t[o + c]!;
      return pt;
    },
    // Integer scores: any order of the adds gives the same sums. A group key the previous token had is not looked up
    // again (the running total of the four groups and the shape pair changes only where a key does).
    tokenScores(pf, out) {
      const n = pf.tokEnd - pf.tokStart, words = pf.words, gk = pf.groups, feats = pf.feats, start = pf.start, folded = pf.folded, shapes = pf.shapes;
      if (wo.length < n + 4) wo = new Int32Array(2 * (n + 4));
      // room for every word of the paragraph first: no new slab while its words are scored
      if (slabUsed + (n + 4) * WB > slab.length) newSlab(n + 4);
      const v = slab;
      // each word's scores, and (touch) a read of each of their cache lines: the reads do not wait on each other here,
      // where in the loop below each waits for the token's sums
      let touch = 0;
      for (let i = 0; i < n + 4; i++) {
        const at = wordAt(words[i]!);
        wo[i] = at;
        touch += v[at]! + v[at + 16]! + v[at + 32]! + v[at + 48]!;
      }
      // the feature rows, all found before any is read: the probes do not wait on each other
      const f0 = start[0]!, f1 = start[n]!;
      if (ro.length < f1) ro = new Int32Array(f1 * 2);
      for (let j = f0; j < f1; j++) { const o = rowOf(uo, feats[j]! & um, K); ro[j] = o; touch += rows[o]!; }
      touched.sum = touch; // (kept: reads whose sum goes nowhere could be left out)
      last.fill(-1); cur.fill(0);
      let g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0;
      for (let i = 0; i < n; i++) {
        const gi = i * NG;
        for (let q = 0; q < 5; q++) {
          const g = RUN[q]!, key = g < NG ? gk[gi + g]! : folded ? shapes[i]! : -1;
          if (key === last[q]) continue;
          last[q] = key;
          // (the table read after groupAt, which may replace it)
          const o = key < 0 ? 0 : g < NG ? groupAt(g, key) : shapeAt(key), t = key < 0 ? none : g < NG ? slots[g]! : shapeT, c0 = q * K;
          g0 += t[o]! - cur[c0]!; g1 += t[o + 1]! - cur[c0 + 1]!; g2 += t[o + 2]! - cur[c0 + 2]!; g3 += t[o + 3]! - cur[c0 + 3]!;
          g4 += t[o + 4]! - cur[c0 + 4]!; g5 += t[o + 5]! - cur[c0 + 5]!; g6 += t[o + 6]! - cur[c0 + 6]!;
          cur[c0] = t[o]!; cur[c0 + 1] = t[o + 1]!; cur[c0 + 2] = t[o + 2]!; cur[c0 + 3] = t[o + 3]!;
          cur[c0 + 4] = t[o + 4]!; cur[c0 + 5] = t[o + 5]!; cur[c0 + 6] = t[o + 6]!;
        }
        let s0 = g0, s1 = g1, s2 = g2, s3 = g3, s4 = g4, s5 = g5, s6 = g6;
        {
          const k4 = gk[gi + 4]!, k5 = gk[gi + 5]!, p0 = (k4 >>> 6) & 63;
          const a = bigram(k4 & 63, p0), b = bigram(p0, (k4 >>> 12) & 63) + K, c = bigram(k5 & 63, (k5 >>> 6) & 63) + 2 * K, d = bigram((k5 >>> 12) & 63, (k5 >>> 18) & 63) + 3 * K;
          s0 += bi[a]! + bi[b]! + bi[c]! + bi[d]!; s1 += bi[a + 1]! + bi[b + 1]! + bi[c + 1]! + bi[d + 1]!;
          s2 += bi[a + 2]! + bi[b + 2]! + bi[c + 2]! + bi[d + 2]!; s3 += bi[a + 3]! + bi[b + 3]! + bi[c + 3]! + bi[d + 3]!;
          s4 += bi[a + 4]! + bi[b + 4]! + bi[c + 4]! + bi[d + 4]!; s5 += bi[a + 5]! + bi[b + 5]! + bi[c + 5]! + bi[d + 5]!;
          s6 += bi[a + 6]! + bi[b + 6]! + bi[c + 6]! + bi[d + 6]!;
        }
        for (let o = 0; o < 5; o++) {
          const off = wo[i + o]! + o * K; // the word at i + o - 2, seen from token i (its offset o - 2)
          s0 += v[off]!; s1 += v[off + 1]!; s2 += v[off + 2]!; s3 += v[off + 3]!; s4 += v[off + 4]!; s5 += v[off + 5]!; s6 += v[off + 6]!;
        }
        if (folded) { // the token's word with its rule label, when that is one of the folded ones (else it is in feats)
          const rl = tokRuleLabel(gk[gi + G_TOK]!), off = rl === FOLDED_RULE_LABELS[0] ? 5 * K : rl === FOLDED_RULE_LABELS[1] ? 6 * K : -1;
          if (off >= 0) {
            const at = wo[i + 2]! + off;
            s0 += v[at]!; s1 += v[at + 1]!; s2 += v[at + 2]!; s3 += v[at + 3]!; s4 += v[at + 4]!; s5 += v[at + 5]!; s6 += v[at + 6]!;
          }
        }
        for (let j = start[i]!, e = start[i + 1]!; j < e; j++) {
          const o = ro[j]!;
          s0 += rows[o]!; s1 += rows[o + 1]!; s2 += rows[o + 2]!; s3 += rows[o + 3]!; s4 += rows[o + 4]!; s5 += rows[o + 5]!; s6 += rows[o + 6]!;
        }
        const r = i * K;
        out[r] = s0; out[r + 1] = s1; out[r + 2] = s2; out[r + 3] = s3; out[r + 4] = s4; out[r + 5] = s5; out[r + 6] = s6;
      }
    },
  };
}

// where tokenScores leaves the sum of its early reads (see touch)
const touched = { sum: 0 };

/** The most features a part-of-speech half has (posHalfHashes). */
const MAX_HALF_ROWS = 3;

/** Words a slab of word scores holds (the first one: SLAB_WORDS_FIRST). */
const SLAB_WORDS = 1 << 14, SLAB_WORDS_FIRST = 1 << 7;

/**
 * Slots of a group's key table, 2^GROUP_BITS (the first one: 2^GROUP_BITS_FIRST); keys are non-negative: -1 marks an
 * empty slot; it holds up to half as many keys. The first 3,000 press releases have 7,580 keys of group 0 (place in
 * the sentence and paragraph), 5,727 of group 1, 2,077 of group 2 and 5,213 of group 3: at 2^13 slots group 0's table
 * was emptied every ~600 releases, and each growth emptied it too (56,000 key sums over those releases instead of
 * 20,600, about 1% of the whole analysis); 1 MB a group at the largest size.
 */
const GROUP_BITS = 15, GROUP_BITS_FIRST = 8;

const NEG = -1e30;
const trans = new Float64Array(KK);
// reused between paragraphs (grown when a longer one comes)
let scratch = { stat: new Float64Array(1024 * K), delta: new Float64Array(1024 * K), back: new Uint8Array(1024 * K) };
const wsBuf: (Float32Array | Int16Array | Int32Array)[] = [];

// The class scores of each token's static features, in the order training has always added them (its float sums).
function addedScores(w: Weights, pf: ParagraphFeatures, stat: Float64Array): void {
  const n = pf.tokEnd - pf.tokStart, uni = w.uni;
  const ws = wsBuf;
  ws.length = 0;
  for (let i = 0; i < n + 4; i++) ws.push(w.wordScores(pf.words[i]!));
  for (let i = 0; i < n; i++) {
    // the token's class scores, summed in locals (a typed array round trip per add costs several times more)
    let s0 = 0, s1 = 0, s2 = 0, s3 = 0, s4 = 0, s5 = 0, s6 = 0;
    for (let o = 0, off = 0; o < 5; o++, off += K) {
      const v = ws[i + o]!; // the word at i + o - 2, seen from token i (its offset o - 2)
      s0 += v[off]!; s1 += v[off + 1]!; s2 += v[off + 2]!; s3 += v[off + 3]!; s4 += v[off + 4]!; s5 += v[off + 5]!; s6 += v[off + 6]!;
    }
    for (let g = 0; g < NG; g++) {
      const v = w.groupScores(g, pf.groups[i * NG + g]!);
      s0 += v[0]!; s1 += v[1]!; s2 += v[2]!; s3 += v[3]!; s4 += v[4]!; s5 += v[5]!; s6 += v[6]!;
    }
    for (let j = pf.start[i]!, e = pf.start[i + 1]!; j < e; j++) {
      const o = w.uniRow(pf.feats[j]!);
      if (o === 0) continue;
      s0 += uni[o]!; s1 += uni[o + 1]!; s2 += uni[o + 2]!; s3 += uni[o + 3]!; s4 += uni[o + 4]!; s5 += uni[o + 5]!; s6 += uni[o + 6]!;
    }
    const r = i * K;
    stat[r] = s0; stat[r + 1] = s1; stat[r + 2] = s2; stat[r + 3] = s3; stat[r + 4] = s4; stat[r + 5] = s5; stat[r + 6] = s6;
  }
}

/** Best tag sequence of one paragraph (tags[i] for token tokStart + i). */
export function decode(w: Weights, pf: ParagraphFeatures, tags: Uint8Array): void {
  const n = pf.tokEnd - pf.tokStart;
  if (n === 0) return;
  const pair = w.pair;
  if (scratch.delta.length < n * K) scratch = { stat: new Float64Array(n * K * 2), delta: new Float64Array(n * K * 2), back: new Uint8Array(n * K * 2) };
  const { stat, delta, back } = scratch;
  if (K !== 7) throw new Error('decode adds the K = 7 class scores in registers');
  if (pf.folded && (!w.tokenScores || !w.transAt)) throw new Error('folded features need weights that sum them (tokenScores) and keep previous-tag scores per key (transAt)');
  if (w.tokenScores) w.tokenScores(pf, stat);
  else addedScores(w, pf, stat);
  // the previous-tag scores: per DYN key from the weights that keep them (transAt), or summed here into `trans`
  const transAt = w.transAt, keys = pf.dynKey;
  const tt = transAt ? w.transTable! : trans;
  let to = 0;
  for (let i = 0; i < n; i++) {
    // the previous-tag scores depend only on the token's few pair bases: neighbours often share them
    if (transAt) { if (i === 0 || keys[i] !== keys[i - 1]) to = transAt(keys[i]!); }
    else {
      let same = i > 0;
      for (let d = 0; same && d < DYN; d++) same = pf.dyn[i * DYN + d] === pf.dyn[(i - 1) * DYN + d];
      if (!same) {
        trans.fill(0);
        for (let d = 0; d < DYN; d++) {
          const o = w.pairRow(pf.dyn[i * DYN + d]!);
          if (o === 0) continue;
          for (let x = 0; x < KK; x++) trans[x] = trans[x]! + pair[o + x]!;
        }
      }
    }
    const row = i * K;
    if (i === 0) {
      for (let c = 0; c < K; c++) { delta[c] = allowed(START, c) ? stat[c]! + tt[to + START * K + c]! : NEG; back[c] = START; }
      continue;
    }
    const prow = row - K;
    // the best previous tag: the highest score (Math.max, no branch on the data), then the first tag that has it
    for (let c = 0; c < K; c++) {
      let best: number, bp: number;
      if (c === 0 || c % 2 === 1) { // O and B-X follow any tag
        const t = to + c;
        const v0 = delta[prow]! + tt[t]!, v1 = delta[prow + 1]! + tt[t + K]!, v2 = delta[prow + 2]! + tt[t + 2 * K]!, v3 = delta[prow + 3]! + tt[t + 3 * K]!;
        const v4 = delta[prow + 4]! + tt[t + 4 * K]!, v5 = delta[prow + 5]! + tt[t + 5 * K]!, v6 = delta[prow + 6]! + tt[t + 6 * K]!;
        best = Math.max(v0, v1, v2, v3, v4, v5, v6);
        bp = v0 === best ? 0 : v1 === best ? 1 : v2 === best ? 2 : v3 === best ? 3 : v4 === best ? 4 : v5 === best ? 5 : 6;
      } else { // I-X follows B-X or I-X (B-X always has a score: it follows any tag)
        const vb = delta[prow + c - 1]! + tt[to + (c - 1) * K + c]!, vi = delta[prow + c]! + tt[to + c * K + c]!;
        best = Math.max(vb, vi);
        bp = vb === best ? c - 1 : c;
      }
      delta[row + c] = best + stat[row + c]!;
      back[row + c] = bp;
    }
  }
  let best = 0;
  for (let c = 1; c < K; c++) if (delta[(n - 1) * K + c]! > delta[(n - 1) * K + best]!) best = c;
  for (let i = n - 1; i >= 0; i--) { tags[i] = best; best = back[i * K + best]!; }
}

/** Token spans [a, b) (paragraph-relative) per role from BIO tags: role 1 source, 2 cue, 3 content. */
export function spansFromTags(tags: ArrayLike<number>, n: number): { a: number; b: number; role: number }[] {
  const out: { a: number; b: number; role: number }[] = [];
  let cur: { a: number; b: number; role: number } | null = null;
  for (let i = 0; i < n; i++) {
    const t = tags[i]!;
    if (t === 0) { if (cur) out.push(cur); cur = null; continue; }
    const role = (t + 1) >> 1;
    if (t % 2 === 0 && cur && cur.role === role) { cur.b = i + 1; continue; }
    if (cur) out.push(cur);
    cur = { a: i, b: i + 1, role };
  }
  if (cur) out.push(cur);
  return out;
}
