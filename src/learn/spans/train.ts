// Training the span model: averaged structured perceptron over paragraphs (features in, gold BIO tags out).
// Fixed seed and data order: the same data gives byte-identical weights.
import { combineBits } from '../hash.js';
import { encodeWeights } from '../model.js';
import { prng } from '../prng.js';
import { DYN, type ParagraphFeatures } from './features.js';
import { K, START, decode, denseWeights } from './model.js';

/** One training paragraph: its features and gold tags. */
export interface SpanExample { pf: ParagraphFeatures; gold: Uint8Array }

export interface SpanTrainOptions { bits: number; epochs: number; seed: number; scale: number; log?: (line: string) => void }

/** Trains and quantizes: returns the shipped bytes (model.ts encoding). */
export function trainSpans(data: readonly SpanExample[], opts: SpanTrainOptions): Uint8Array {
  const size = (1 << opts.bits) * K, mask = (1 << opts.bits) - 1;
  const w = new Float32Array(size), u = new Float64Array(size);
  const weights = denseWeights(w, opts.bits);
  const rnd = prng(opts.seed);
  const order = data.map((_, i) => i);
  let c = 1;
  const add = (h: number, tag: number, d: number): void => {
    const o = (h & mask) * K + tag;
    w[o] = w[o]! + d; u[o] = u[o]! + c * d;
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
          for (let j = pf.start[i]!, e = pf.start[i + 1]!; j < e; j++) { add(pf.feats[j]!, g, 1); add(pf.feats[j]!, p, -1); }
        }
        if (g !== p || gp !== pp) {
          for (let d = 0; d < DYN; d++) {
            const base = pf.dyn[i * DYN + d]!;
            add(combineBits(base, gp), g, 1);
            add(combineBits(base, pp), p, -1);
          }
        }
      }
      c++;
    }
    opts.log?.(`spans epoch ${epoch + 1}: ${(100 * (1 - wrong / total)).toFixed(2)}% tokens right while training`);
  }
  const avg = new Float32Array(size);
  for (let i = 0; i < size; i++) avg[i] = w[i]! - u[i]! / c;
  return encodeWeights(avg, opts.bits, K, opts.scale);
}
