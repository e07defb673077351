// The span model: source / cue / content BIO tags over a paragraph, first-order Viterbi decoding with an
// averaged structured perceptron (Collins 2002). Token features score the K tags (`uni` table); features that
// depend on the previous tag score all (previous, current) pairs at once (`pair` table, (K + 1) x K per row),
// so a token costs one lookup per feature. The same decoder runs on dense training weights and on the shipped
// quantized tables, so training scores what the runtime will.
import { rowOf, type WeightTable } from '../model.js';
import { DYN, NG, groupHashes, wordHashes, type ParagraphFeatures } from './features.js';

/** Tag set: O, then B-/I- per role. */
export const SPAN_CLASSES = ['O', 'B-source', 'I-source', 'B-cue', 'I-cue', 'B-content', 'I-content'] as const;
export const K = SPAN_CLASSES.length;
/** The start state (previous tag of the first token). */
export const START = K;
/** Width of a pair row: (previous tag or start) x current tag. */
export const KK = (K + 1) * K;

/** I-X only continues B-X or I-X. */
export const allowed = (prev: number, cur: number): boolean => cur === 0 || cur % 2 === 1 || prev === cur || prev === cur - 1;
const ALLOWED = Uint8Array.from({ length: KK }, (_, i) => (allowed(Math.floor(i / K), i % K) ? 1 : 0));

/** Where the weights of a feature bucket are: dense training weights or the shipped tables. */
export interface Weights {
  readonly uni: Float32Array | Int16Array;
  readonly pair: Float32Array | Int16Array;
  uniRow(h: number): number;
  pairRow(h: number): number;
  /** The scores of a word's own features at each window offset: 5 x K, offset o (-2..2) at (o + 2) * K. */
  wordScores(key: string): Float32Array | Int32Array;
  /** The summed scores (K) of the features of group g's key. */
  groupScores(g: number, key: number): Float32Array | Int32Array;
}

export function denseWeights(uni: Float32Array, uniBits: number, pair: Float32Array, pairBits: number): Weights {
  const um = (1 << uniBits) - 1, pm = (1 << pairBits) - 1;
  const uniRow = (h: number): number => (h & um) * K;
  return {
    uni, pair, uniRow, pairRow: (h) => (h & pm) * KK,
    wordScores(key) {
      const v = new Float32Array(5 * K), hs = wordHashes(key);
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
  // a word's summed scores at each offset, computed once per word: most of a token's lookups become one map hit
  const cache = new Map<string, Int32Array>();
  // and a group key's summed scores, once per key
  const groups: Map<number, Int32Array>[] = Array.from({ length: NG }, () => new Map());
  return {
    uni: u.rows, pair: p.rows, uniRow: (h) => rowOf(uo, h & um, K), pairRow: (h) => rowOf(po, h & pm, KK),
    wordScores(key) {
      let v = cache.get(key);
      if (!v) {
        v = new Int32Array(5 * K);
        const hs = wordHashes(key);
        for (let j = 0; j < 5; j++) {
          for (const h of hs[j]!) {
            const r = rowOf(uo, h & um, K);
            for (let c = 0; c < K; c++) v[j * K + c] = v[j * K + c]! + rows[r + c]!;
          }
        }
        if (cache.size >= 1 << 17) cache.clear();
        cache.set(key, v);
      }
      return v;
    },
    groupScores(g, key) {
      const m = groups[g]!;
      let v = m.get(key);
      if (!v) {
        v = new Int32Array(K);
        for (const h of groupHashes(g, key)) {
          const r = rowOf(uo, h & um, K);
          for (let c = 0; c < K; c++) v[c] = v[c]! + rows[r + c]!;
        }
        if (m.size >= 1 << 15) m.clear();
        m.set(key, v);
      }
      return v;
    },
  };
}

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
  for (let i = 0; i < n + 4; i++) ws.push(w.wordScores(pf.keys[i]!));
  for (let i = 0; i < n; i++) {
    stat.fill(0);
    for (let o = 0; o < 5; o++) {
      const v = ws[i + o]!, off = o * K; // the word at i + o - 2, seen from token i (its offset o - 2)
      for (let c = 0; c < K; c++) stat[c] = stat[c]! + v[off + c]!;
    }
    for (let g = 0; g < NG; g++) {
      const v = w.groupScores(g, pf.groups[i * NG + g]!);
      for (let c = 0; c < K; c++) stat[c] = stat[c]! + v[c]!;
    }
    for (let j = pf.start[i]!, e = pf.start[i + 1]!; j < e; j++) {
      const o = w.uniRow(pf.feats[j]!);
      if (o === 0) continue;
      for (let c = 0; c < K; c++) stat[c] = stat[c]! + uni[o + c]!;
    }
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
      for (let p = 0; p < K; p++) {
        if (ALLOWED[p * K + c] === 0) continue;
        const v = delta[prow + p]! + trans[p * K + c]!;
        if (v > best) { best = v; bp = p; }
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
