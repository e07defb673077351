// The span model: source / cue / content BIO tags over a paragraph, first-order Viterbi decoding with an
// averaged structured perceptron (Collins 2002). The same decoder runs on dense training weights and on the
// shipped quantized table, so training scores what the runtime will.
import { combineBits } from '../hash.js';
import { rowOf, type WeightTable } from '../model.js';
import { DYN, type ParagraphFeatures } from './features.js';

/** Tag set: O, then B-/I- per role. */
export const SPAN_CLASSES = ['O', 'B-source', 'I-source', 'B-cue', 'I-cue', 'B-content', 'I-content'] as const;
export const K = SPAN_CLASSES.length;
/** The start state (previous tag of the first token). */
export const START = K;

/** I-X only continues B-X or I-X. */
export const allowed = (prev: number, cur: number): boolean => cur === 0 || cur % 2 === 1 || prev === cur || prev === cur - 1;

/** Where the K weights of a feature bucket are: dense training weights or the shipped table. */
export interface Weights {
  readonly arr: Float32Array | Int16Array;
  readonly mask: number;
  row(h: number): number;
}

export function denseWeights(arr: Float32Array, bits: number): Weights {
  const mask = (1 << bits) - 1;
  return { arr, mask, row: (h) => (h & mask) * K };
}

export function tableWeights(t: WeightTable): Weights {
  const mask = (1 << t.bits) - 1;
  return { arr: t.rows, mask, row: (h) => rowOf(t.occupied, h & mask, K) };
}

/** Best tag sequence of one paragraph (tags[i] for token tokStart + i); margins[i] is the score gap of token i's tag. */
export function decode(w: Weights, pf: ParagraphFeatures, tags: Uint8Array): void {
  const n = pf.tokEnd - pf.tokStart;
  if (n === 0) return;
  const arr = w.arr;
  const stat = new Float64Array(K);
  const delta = new Float64Array(n * K);
  const back = new Uint8Array(n * K);
  const cur = new Float64Array(K);
  for (let i = 0; i < n; i++) {
    stat.fill(0);
    for (let j = pf.start[i]!, e = pf.start[i + 1]!; j < e; j++) {
      const o = w.row(pf.feats[j]!);
      if (o === 0 && w.arr instanceof Int16Array) continue;
      for (let c = 0; c < K; c++) stat[c] = stat[c]! + arr[o + c]!;
    }
    const prevs = i === 0 ? 1 : K;
    for (let c = 0; c < K; c++) delta[i * K + c] = -Infinity;
    for (let pi = 0; pi < prevs; pi++) {
      const p = i === 0 ? START : pi;
      const base = i === 0 ? 0 : delta[(i - 1) * K + p]!;
      if (base === -Infinity) continue;
      for (let c = 0; c < K; c++) cur[c] = stat[c]!;
      for (let d = 0; d < DYN; d++) {
        const o = w.row(combineBits(pf.dyn[i * DYN + d]!, p));
        for (let c = 0; c < K; c++) cur[c] = cur[c]! + arr[o + c]!;
      }
      for (let c = 0; c < K; c++) {
        if (!allowed(p, c)) continue;
        const v = base + cur[c]!;
        if (v > delta[i * K + c]!) { delta[i * K + c] = v; back[i * K + c] = p; }
      }
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
