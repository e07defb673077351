// Sparse, quantized weight tables: how trained weights ship (varint bytes) and how they are read
// at run time (open-addressing table from feature bucket to its few non-zero class weights).
import { ByteWriter } from './varint.js';

/** Runtime weights: bucket -> list of (class, integer weight). */
export interface SparseModel {
  readonly bits: number;
  readonly classes: number;
  /** Integer weights are real weights times this. */
  readonly scale: number;
  readonly slotKey: Int32Array;
  readonly slotRow: Int32Array;
  readonly rowStart: Int32Array;
  readonly cls: Uint8Array;
  readonly val: Int32Array;
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

/** Reads what encodeWeights wrote. */
export function decodeWeights(bytes: Uint8Array): SparseModel {
  let pos = 0;
  // Inlined varint reads: this loop runs once per shipped weight at first use.
  const uint = (): number => {
    let v = 0, shift = 0, b: number;
    do { b = bytes[pos++]!; v += (b & 0x7f) * 2 ** shift; shift += 7; } while (b >= 0x80);
    return v;
  };
  const bits = uint(), classes = uint(), scale = uint(), nRows = uint(), nnz = uint();
  let size = 1;
  while (size < nRows * 2) size <<= 1;
  const slotKey = new Int32Array(size), slotRow = new Int32Array(size), rowStart = new Int32Array(nRows + 1);
  const cls = new Uint8Array(nnz), val = new Int32Array(nnz);
  let b = 0, j = 0;
  for (let row = 0; row < nRows; row++) {
    b += uint();
    let s = probe(b, size);
    while (slotKey[s] !== 0) s = (s + 1) & (size - 1);
    slotKey[s] = b + 1; slotRow[s] = row;
    rowStart[row] = j;
    const n = uint();
    let c = 0;
    for (let i = 0; i < n; i++) {
      c += uint();
      const z = uint();
      cls[j] = c; val[j++] = z % 2 === 1 ? -(z + 1) / 2 : z / 2;
    }
  }
  rowStart[nRows] = j;
  return { bits, classes, scale, slotKey, slotRow, rowStart, cls, val };
}

function probe(bucket: number, size: number): number {
  return Math.imul(bucket, 0x9e3779b1) >>> 0 & (size - 1);
}

/** Adds the weights of the feature with hash h into scores[offset ..]. */
export function addFeature(m: SparseModel, h: number, scores: Int32Array, offset = 0): void {
  const b = (h & ((1 << m.bits) - 1)) + 1;
  const mask = m.slotKey.length - 1;
  let s = probe(b - 1, m.slotKey.length);
  for (;;) {
    const k = m.slotKey[s]!;
    if (k === b) break;
    if (k === 0) return;
    s = (s + 1) & mask;
  }
  const row = m.slotRow[s]!;
  const end = m.rowStart[row + 1]!;
  for (let j = m.rowStart[row]!; j < end; j++) scores[offset + m.cls[j]!]! += m.val[j]!;
}
