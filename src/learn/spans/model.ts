// The span model: source / cue / content BIO tags over a paragraph, first-order Viterbi decoding with an
// averaged structured perceptron (Collins 2002). Token features score the K tags (`uni` table); features that
// depend on the previous tag score all (previous, current) pairs at once (`pair` table, (K + 1) x K per row),
// so a token costs one lookup per feature. The same decoder runs on dense training weights and on the shipped
// quantized tables, so training scores what the runtime will.
import { rowOf, type WeightTable } from '../model.js';
import { DYN, G_P2, G_PT, NG, groupHashes, posHalfHashes, takeHashes, type ParagraphFeatures, type WordRec } from './features.js';

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
  wordScores(word: WordRec): Float32Array | Int32Array;
  /** The summed scores (K) of the features of group g's key. */
  groupScores(g: number, key: number): Float32Array | Int32Array;
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
  // a word's summed scores at each offset, computed once per word and kept with the word (views into shared slabs:
  // one typed array object a word, no buffer of its own)
  const self = {};
  let slab = new Int32Array(0), slabUsed = 0;
  // and a group key's summed scores, once per key: per group an open-addressing table of keys (-1: empty) and entry
  // numbers, the scores in entry order; emptied when half full (typed arrays: no object per key)
  const groups = Array.from({ length: NG }, (_, g) => g === G_PT || g === G_P2 ? { keys: new Int32Array(0), at: new Int32Array(0), scores: new Int32Array(0), n: 0 }
    : { keys: new Int32Array(GROUP_SLOTS).fill(-1), at: new Int32Array(GROUP_SLOTS), scores: new Int32Array((GROUP_SLOTS >> 1) * K), n: 0 });
  // the part-of-speech group: two 64 x 64 tables of half sums (filled on first use), added per key into `pt`
  const halves = Array.from({ length: 4 }, () => new Int32Array(64 * 64 * K)), halfDone = Array.from({ length: 4 }, () => new Uint8Array(64 * 64));
  const pt = new Int32Array(K);
  const half = (s: number, x: number, y: number): number => {
    const i = x * 64 + y, o = i * K, t = halves[s]!;
    if (!halfDone[s]![i]) {
      for (const h of posHalfHashes(s, x, y)) { const r = rowOf(uo, h & um, K); for (let c = 0; c < K; c++) t[o + c] = t[o + c]! + rows[r + c]!; }
      halfDone[s]![i] = 1;
    }
    return o;
  };
  // a key's scores from two halves: the sums of half tables sa at (xa, ya) and sb at (xb, yb)
  const halfSum = (sa: number, xa: number, ya: number, sb: number, xb: number, yb: number): Int32Array => {
    const a = half(sa, xa, ya), b = half(sb, xb, yb), l = halves[sa]!, r = halves[sb]!;
    for (let c = 0; c < K; c++) pt[c] = l[a + c]! + r[b + c]!;
    return pt;
  };
  return {
    uni: u.rows, pair: p.rows, uniRow: (h) => rowOf(uo, h & um, K), pairRow: (h) => rowOf(po, h & pm, KK),
    wordScores(word) {
      if (word.scoredBy === self) return word.scores!;
      if (slabUsed + 5 * K > slab.length) { slab = new Int32Array(5 * K * 1024); slabUsed = 0; }
      const v = slab.subarray(slabUsed, slabUsed += 5 * K), hs = takeHashes(word);
      for (let j = 0; j < 5; j++) {
        for (const h of hs[j]!) {
          const r = rowOf(uo, h & um, K);
          for (let c = 0; c < K; c++) v[j * K + c] = v[j * K + c]! + rows[r + c]!;
        }
      }
      word.scores = v; word.scoredBy = self;
      return v;
    },
    groupScores(g, key) {
      if (g === G_PT) { // (left, this) and (this, right)
        const p0 = (key >>> 6) & 63;
        return halfSum(0, key & 63, p0, 1, p0, (key >>> 12) & 63);
      }
      // the outer tags: (-2, -1) and (+1, +2)
      if (g === G_P2) return halfSum(2, key & 63, (key >>> 6) & 63, 3, (key >>> 12) & 63, (key >>> 18) & 63);
      const t = groups[g]!, keys = t.keys, sv = t.scores;
      let s = Math.imul(key, 0x9e3779b1) >>> (32 - GROUP_BITS), e = -1;
      for (let k = keys[s]!; k !== -1; s = (s + 1) & (GROUP_SLOTS - 1), k = keys[s]!) if (k === key) { e = t.at[s]!; break; }
      if (e < 0) {
        if (t.n >= GROUP_SLOTS >> 1) { keys.fill(-1); t.n = 0; s = Math.imul(key, 0x9e3779b1) >>> (32 - GROUP_BITS); }
        e = t.n++; keys[s] = key; t.at[s] = e;
        const o = e * K;
        sv.fill(0, o, o + K);
        for (const h of groupHashes(g, key, false)) {
          const r = rowOf(uo, h & um, K);
          for (let c = 0; c < K; c++) sv[o + c] = sv[o + c]! + rows[r + c]!;
        }
      }
      for (let c = 0, o = e * K; c < K; c++) pt[c] = sv[o + c]!;
      return pt;
    },
  };
}

/** Slots of a group's key table (keys are non-negative: -1 marks an empty slot); it holds up to half as many keys. */
const GROUP_BITS = 16, GROUP_SLOTS = 1 << GROUP_BITS;

const NEG = -1e30;
const stat = new Float64Array(K), trans = new Float64Array(KK);
// reused between paragraphs (grown when a longer one comes)
let scratch = { delta: new Float64Array(1024 * K), back: new Uint8Array(1024 * K) };
const wsBuf: (Float32Array | Int32Array)[] = [];

/** Best tag sequence of one paragraph (tags[i] for token tokStart + i). */
export function decode(w: Weights, pf: ParagraphFeatures, tags: Uint8Array): void {
  const n = pf.tokEnd - pf.tokStart;
  if (n === 0) return;
  const uni = w.uni, pair = w.pair;
  if (scratch.delta.length < n * K) scratch = { delta: new Float64Array(n * K * 2), back: new Uint8Array(n * K * 2) };
  const { delta, back } = scratch;
  const ws = wsBuf;
  ws.length = 0;
  for (let i = 0; i < n + 4; i++) ws.push(w.wordScores(pf.words[i]!));
  if (K !== 7) throw new Error('decode adds the K = 7 class scores in registers');
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
    stat[0] = s0; stat[1] = s1; stat[2] = s2; stat[3] = s3; stat[4] = s4; stat[5] = s5; stat[6] = s6;
    // the previous-tag scores depend only on the token's few pair bases: neighbours often share them
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
    const row = i * K;
    if (i === 0) {
      for (let c = 0; c < K; c++) { delta[c] = allowed(START, c) ? stat[c]! + trans[START * K + c]! : NEG; back[c] = START; }
      continue;
    }
    const prow = row - K;
    for (let c = 0; c < K; c++) {
      let best = NEG, bp = 0;
      if (c === 0 || c % 2 === 1) { // O and B-X follow any tag
        for (let p = 0, t = c; p < K; p++, t += K) {
          const v = delta[prow + p]! + trans[t]!;
          if (v > best) { best = v; bp = p; }
        }
      } else { // I-X follows B-X or I-X
        const vb = delta[prow + c - 1]! + trans[(c - 1) * K + c]!, vi = delta[prow + c]! + trans[c * K + c]!;
        if (vb > best) { best = vb; bp = c - 1; }
        if (vi > best) { best = vi; bp = c; }
      }
      delta[row + c] = best + stat[c]!;
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
