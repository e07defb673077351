// Sparse, quantized weight tables: how trained weights ship (varint bytes) and how they are read
// at run time (bucket -> row of K class weights, so a feature costs one index read and K contiguous adds).
import { ByteWriter } from './varint.js';

/** Runtime weights: each feature bucket's K class weights, contiguous; buckets without weights read row 0 (all zero). */
export interface WeightTable {
  readonly bits: number;
  readonly classes: number;
  /** Integer weights are real weights times this. */
  readonly scale: number;
  /** Bucket -> offset of its row in `rows` (0: the zero row). */
  readonly index: Int32Array;
  /** Row-major K weights per row; row 0 is zero. */
  readonly rows: Int16Array;
}

/** Quantizes averaged dense weights (bucket-major, `classes` per bucket) and writes the non-zero ones sparse. */
export function encodeWeights(dense: Float32Array, bits: number, classes: number, scale: number): Uint8Array {
  const w = new ByteWriter();
  const q = (i: number): number => Math.round(dense[i]! * scale);
  const rows: number[] = [];
  let nnz = 0;
  for (let b = 0; b < 1 << bits; b++) {
    let k = 0;
    for (let c = 0; c < classes; c++) if (q(b * classes + c) !== 0) k++;
    if (k) { rows.push(b); nnz += k; }
  }
  w.uint(bits); w.uint(classes); w.uint(scale); w.uint(rows.length); w.uint(nnz);
  let prev = 0;
  for (const b of rows) {
    w.uint(b - prev); prev = b;
    const nz: number[] = [];
    for (let c = 0; c < classes; c++) if (q(b * classes + c) !== 0) nz.push(c);
    w.uint(nz.length);
    let pc = 0;
    for (const c of nz) { w.uint(c - pc); pc = c; w.int(q(b * classes + c)); }
  }
  return w.bytes();
}

/** Reads what encodeWeights wrote (one pass over the varints, no per-value calls: it runs over every shipped weight at first use). */
export function decodeWeights(bytes: Uint8Array): WeightTable {
  const head: number[] = [];
  let pos = 0;
  while (head.length < 5) {
    let v = 0, shift = 0, b: number;
    do { b = bytes[pos++]!; v += (b & 0x7f) * 2 ** shift; shift += 7; } while (b >= 0x80);
    head.push(v);
  }
  const [bits, K, scale, nRows] = head as [number, number, number, number, number];
  const index = new Int32Array(1 << bits), rows = new Int16Array((nRows + 1) * K);
  let bucket = 0;
  for (let row = 1; row <= nRows; row++) {
    let b = bytes[pos++]!, v = b & 0x7f;
    // Bucket deltas and counts can exceed one byte; class deltas and weights are read the same way.
    for (let shift = 7; b >= 0x80; shift += 7) { b = bytes[pos++]!; v |= (b & 0x7f) << shift; }
    bucket += v;
    const o = row * K;
    index[bucket] = o;
    b = bytes[pos++]!; let n = b & 0x7f;
    for (let shift = 7; b >= 0x80; shift += 7) { b = bytes[pos++]!; n |= (b & 0x7f) << shift; }
    let c = 0;
    for (let i = 0; i < n; i++) {
      b = bytes[pos++]!; let d = b & 0x7f;
      for (let shift = 7; b >= 0x80; shift += 7) { b = bytes[pos++]!; d |= (b & 0x7f) << shift; }
      c += d;
      b = bytes[pos++]!; let z = b & 0x7f;
      for (let shift = 7; b >= 0x80; shift += 7) { b = bytes[pos++]!; z |= (b & 0x7f) << shift; }
      if (z > 0xffff) throw new Error(`weight ${z} does not fit 16 bits`);
      rows[o + c] = (z >>> 1) ^ -(z & 1);
    }
  }
  return { bits, classes: K, scale, index, rows };
}

/** Adds the weights of the feature with hash h into scores[offset ..]. */
export function addFeature(m: WeightTable, h: number, scores: Int32Array, offset = 0): void {
  const K = m.classes, rows = m.rows, o = m.index[h & ((1 << m.bits) - 1)]!;
  for (let k = 0; k < K; k++) scores[offset + k]! += rows[o + k]!;
}
