// Sparse, quantized weight tables: how trained weights ship (varint bytes) and how they are read
// at run time (bucket -> row of K class weights: a bitmap probe, then K contiguous adds).
import { ByteWriter } from './varint.js';

/**
 * Runtime weights: each feature bucket's K class weights, contiguous. Which buckets have weights is a
 * bitmap with running counts (256 kB for 2^20 buckets, so lookups mostly hit the CPU cache); the
 * n-th bucket with weights owns row n + 1 of `rows`, and row 0 is all zero.
 */
export interface WeightTable {
  readonly bits: number;
  readonly classes: number;
  /** Integer weights are real weights times this. */
  readonly scale: number;
  /** Per 32 buckets: a bit per bucket with weights, then the number of such buckets before these 32. */
  readonly occupied: Uint32Array;
  /** K weights per row; row 0 is zero. */
  readonly rows: Int16Array;
}

/** Offset in `rows` of the weights of bucket b (0, the zero row, when it has none). */
export function rowOf(occupied: Uint32Array, b: number, K: number): number {
  const i = (b >>> 5) << 1, w = occupied[i]!, bit = b & 31;
  if (((w >>> bit) & 1) === 0) return 0;
  return (occupied[i + 1]! + popcount(w & ((1 << bit) - 1)) + 1) * K;
}

function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
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
  const occupied = new Uint32Array(Math.max(1, (1 << bits) >>> 5) * 2), rows = new Int16Array((nRows + 1) * K);
  let bucket = 0;
  for (let row = 1; row <= nRows; row++) {
    let b = bytes[pos++]!, v = b & 0x7f;
    // Bucket deltas and counts can exceed one byte; class deltas and weights are read the same way.
    for (let shift = 7; b >= 0x80; shift += 7) { b = bytes[pos++]!; v |= (b & 0x7f) << shift; }
    bucket += v;
    const o = row * K;
    const word = (bucket >>> 5) << 1;
    occupied[word] = occupied[word]! | (1 << (bucket & 31));
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
  for (let i = 0, before = 0; i < occupied.length; i += 2) { occupied[i + 1] = before; before += popcount(occupied[i]!); }
  return { bits, classes: K, scale, occupied, rows };
}

/** Adds the weights of the feature with hash h into scores[offset ..]. */
export function addFeature(m: WeightTable, h: number, scores: Int32Array, offset = 0): void {
  const K = m.classes, rows = m.rows, o = rowOf(m.occupied, h & ((1 << m.bits) - 1), K);
  for (let k = 0; k < K; k++) scores[offset + k]! += rows[o + k]!;
}
