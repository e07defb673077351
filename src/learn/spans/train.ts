// Training the span model: averaged passive-aggressive updates (PA-I, Crammer et al. 2006) over paragraphs (features
// in, gold BIO tags out), or the averaged structured perceptron's unit steps (Collins 2002) without `pa`.
// Fixed seed and data order: the same data gives byte-identical weights.
import { encodeWeights } from '../model.js';
import { prng } from '../prng.js';
import { DYN, NG, groupHashes, type ParagraphFeatures } from './features.js';
import { K, KK, START, decode, denseWeights } from './model.js';

/** One training paragraph: its features and gold tags. */
export interface SpanExample { pf: ParagraphFeatures; gold: Uint8Array }

export interface SpanTrainOptions {
  bits: number; pairBits: number; epochs: number; seed: number;
  /** Shipped integer weights are the averaged weights times this (they must fit in 16 bits: training fails otherwise). */
  scale: number;
  /** Buckets whose features occur fewer times than this in the data ship no weights (smaller, faster, less overfit). */
  minCount: number;
  /**
   * PA-I's aggressiveness C: a paragraph decoded wrong moves the weights along (gold features - predicted features) by
   * min(C, (tokens wrong - (gold score - predicted score)) / |difference|^2), the smallest step that scores gold above the
   * prediction by its number of wrong tokens, at most C. Absent: the perceptron's step of 1.
   */
  pa?: number;
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
  // A paragraph's feature difference (gold - predicted) per weight: unigram weights by their index in uw, pair weights
  // by theirs in pw. Bucket 0 is the decoder's "no weights" row: never trained.
  const du = new Map<number, number>(), dp = new Map<number, number>();
  const diffUni = (h: number, tag: number, d: number): void => {
    if ((h & um) === 0) return;
    const o = (h & um) * K + tag;
    du.set(o, (du.get(o) ?? 0) + d);
  };
  const diffPair = (h: number, prev: number, tag: number, d: number): void => {
    if ((h & pm) === 0) return;
    const o = (h & pm) * KK + prev * K + tag;
    dp.set(o, (dp.get(o) ?? 0) + d);
  };
  for (let epoch = 0; epoch < opts.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) { const j = Math.floor(rnd() * (i + 1)); [order[i], order[j]] = [order[j]!, order[i]!]; }
    let wrong = 0, total = 0;
    for (const idx of order) {
      const { pf, gold } = data[idx]!;
      const n = pf.tokEnd - pf.tokStart;
      const pred = new Uint8Array(n);
      decode(weights, pf, pred);
      du.clear(); dp.clear();
      let loss = 0;
      for (let i = 0; i < n; i++) {
        total++;
        const g = gold[i]!, p = pred[i]!;
        const gp = i === 0 ? START : gold[i - 1]!, pp = i === 0 ? START : pred[i - 1]!;
        if (g !== p) {
          loss++;
          for (let j = pf.start[i]!, e = pf.start[i + 1]!; j < e; j++) { diffUni(pf.feats[j]!, g, 1); diffUni(pf.feats[j]!, p, -1); }
          for (let o = 0; o < 5; o++) for (const h of pf.words[i + o]!.hashes[o]!) { diffUni(h, g, 1); diffUni(h, p, -1); }
          for (let q = 0; q < NG; q++) for (const h of groupHashes(q, pf.groups[i * NG + q]!)) { diffUni(h, g, 1); diffUni(h, p, -1); }
        }
        if (g !== p || gp !== pp) {
          for (let d = 0; d < DYN; d++) {
            const base = pf.dyn[i * DYN + d]!;
            diffPair(base, gp, g, 1);
            diffPair(base, pp, p, -1);
          }
        }
      }
      wrong += loss;
      if (loss > 0) {
        let step = 1;
        if (opts.pa !== undefined) {
          // the gold tags' score minus the prediction's (<= 0: the prediction is the best) and the difference's squared norm
          let margin = 0, norm = 0;
          for (const [o, d] of du) { margin += uw[o]! * d; norm += d * d; }
          for (const [o, d] of dp) { margin += pw[o]! * d; norm += d * d; }
          step = norm > 0 ? Math.min(opts.pa, (loss - margin) / norm) : 0;
        }
        // (the running sums uu / pu weigh each step by the number of paragraphs seen: the average is w - u / c)
        for (const [o, d] of du) { if (d !== 0) { uw[o] = uw[o]! + step * d; uu[o] = uu[o]! + c * step * d; } }
        for (const [o, d] of dp) { if (d !== 0) { pw[o] = pw[o]! + step * d; pu[o] = pu[o]! + c * step * d; } }
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
  const au = avg(uw, uu, uc, K), ap = avg(pw, pu, pc, KK);
  let largest = 0;
  for (const v of [au, ap]) for (let i = 0; i < v.length; i++) largest = Math.max(largest, Math.abs(v[i]!));
  // (the runtime reads the weights as 16-bit integers: a larger one would wrap around)
  if (Math.round(largest * opts.scale) > 32767) throw new Error(`span weights: scale ${opts.scale} takes the largest weight (${largest}) past 16 bits`);
  return { uni: encodeWeights(au, opts.bits, K, opts.scale), pair: encodeWeights(ap, opts.pairBits, KK, opts.scale) };
}
