// Training the span model: averaged structured perceptron over paragraphs (features in, gold BIO tags out).
// Fixed seed and data order: the same data gives byte-identical weights.
import { encodeWeights } from '../model.js';
import { prng } from '../prng.js';
import { DYN, NG, groupHashes, type ParagraphFeatures } from './features.js';
import { K, KK, START, decode, denseWeights } from './model.js';

/** One training paragraph: its features and gold tags. */
export interface SpanExample { pf: ParagraphFeatures; gold: Uint8Array }

export interface SpanTrainOptions {
  bits: number; pairBits: number; epochs: number; seed: number; scale: number;
  /** Buckets whose features occur fewer times than this in the data ship no weights (smaller, faster, less overfit). */
  minCount: number;
  log?: (line: string) => void;
}

/** The shipped bytes of both tables (model.ts encoding). */
export interface SpanBytes { uni: Uint8Array; pair: Uint8Array }

/** Trains and quantizes. */
export function trainSpans(data: readonly SpanExample[], opts: SpanTrainOptions): SpanBytes {
  const um = (1 << opts.bits) - 1, pm = (1 << opts.pairBits) - 1;
  const uw = new Float32Array((um + 1) * K), uu = new Float64Array((um + 1) * K);
  const pw = new Float32Array((pm + 1) * KK), pu = new Float64Array((pm + 1) * KK);
  const weights = denseWeights(uw, opts.bits, pw, opts.pairBits);
  const rnd = prng(opts.seed);
  const order = data.map((_, i) => i);
  let c = 1;
  // bucket 0 is the decoder's "no weights" row: never trained
  const addUni = (h: number, tag: number, d: number): void => {
    if ((h & um) === 0) return;
    const o = (h & um) * K + tag;
    uw[o] = uw[o]! + d; uu[o] = uu[o]! + c * d;
  };
  const addPair = (h: number, prev: number, tag: number, d: number): void => {
    if ((h & pm) === 0) return;
    const o = (h & pm) * KK + prev * K + tag;
    pw[o] = pw[o]! + d; pu[o] = pu[o]! + c * d;
  };
  for (let epoch = 0; epoch < opts.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) { const j = Math.floor(rnd() * (i + 1)); [order[i], order[j]] = [order[j]!, order[i]!]; }
    let wrong = 0, total = 0;
    for (const idx of order) {
      const { pf, gold } = data[idx]!;
      const n = pf.tokEnd - pf.tokStart;
      const pred = new Uint8Array(n);
      decode(weights, pf, pred);
      for (let i = 0; i < n; i++) {
        total++;
        const g = gold[i]!, p = pred[i]!;
        const gp = i === 0 ? START : gold[i - 1]!, pp = i === 0 ? START : pred[i - 1]!;
        if (g !== p) {
          wrong++;
          for (let j = pf.start[i]!, e = pf.start[i + 1]!; j < e; j++) { addUni(pf.feats[j]!, g, 1); addUni(pf.feats[j]!, p, -1); }
          for (let o = 0; o < 5; o++) for (const h of pf.words[i + o]!.hashes[o]!) { addUni(h, g, 1); addUni(h, p, -1); }
          for (let q = 0; q < NG; q++) for (const h of groupHashes(q, pf.groups[i * NG + q]!)) { addUni(h, g, 1); addUni(h, p, -1); }
        }
        if (g !== p || gp !== pp) {
          for (let d = 0; d < DYN; d++) {
            const base = pf.dyn[i * DYN + d]!;
            addPair(base, gp, g, 1);
            addPair(base, pp, p, -1);
          }
        }
      }
      c++;
    }
    opts.log?.(`spans epoch ${epoch + 1}: ${(100 * (1 - wrong / total)).toFixed(2)}% tokens right while training`);
  }
  // how often each bucket's features occur in the data
  const uc = new Uint32Array(um + 1), pc = new Uint32Array(pm + 1);
  for (const { pf } of data) {
    const n = pf.tokEnd - pf.tokStart;
    for (let i = 0; i < n; i++) {
      for (let j = pf.start[i]!, e = pf.start[i + 1]!; j < e; j++) uc[pf.feats[j]! & um]!++;
      for (let o = 0; o < 5; o++) for (const h of pf.words[i + o]!.hashes[o]!) uc[h & um]!++;
      for (let q = 0; q < NG; q++) for (const h of groupHashes(q, pf.groups[i * NG + q]!)) uc[h & um]!++;
      for (let d = 0; d < DYN; d++) pc[pf.dyn[i * DYN + d]! & pm]!++;
    }
  }
  const avg = (w: Float32Array, u: Float64Array, counts: Uint32Array, width: number): Float32Array => {
    const a = new Float32Array(w.length);
    for (let i = 0; i < w.length; i++) a[i] = counts[(i / width) | 0]! < opts.minCount ? 0 : w[i]! - u[i]! / c;
    return a;
  };
  return { uni: encodeWeights(avg(uw, uu, uc, K), opts.bits, K, opts.scale), pair: encodeWeights(avg(pw, pu, pc, KK), opts.pairBits, KK, opts.scale) };
}
