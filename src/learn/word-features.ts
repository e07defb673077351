// The runtime twin of wordInfo (features.ts) for ASCII words: the same hashes, computed from char
// codes into reusable buffers, with no strings or arrays built per word. wordInfo stays the reference
// (training uses it; non-ASCII words fall back to it); test/learn checks that both agree.
import { T } from './features.js';
import { combineBits as combine, mixBits } from './hash.js';
import { capOf, coarseOf, fineOf, isFirstName, isLastName, LEXICON_KEY_SEED, type Lexicon } from './lexicon.js';
import { DICT_KEY_SEED } from './tag-dict.js';

/** Longest word handled here; longer ones take the reference path. */
const MAX_LEN = 64;
const FNV = 0x811c9dc5, PRIME = 0x01000193;

/** FNV-1a over codes[start:end] with a seed: hashRange over a string, as a signed 32-bit integer (same bits). */
function fnv(codes: Int32Array, start: number, end: number, seed: number): number {
  let h = FNV ^ seed;
  for (let i = start; i < end; i++) h = Math.imul(h ^ codes[i]!, PRIME);
  return mixBits(h);
}

/** Shape class of an ASCII code: X, x, d or the character itself. */
function asciiClass(c: number): number {
  if (c >= 65 && c <= 90) return 88;
  if (c >= 97 && c <= 122) return 120;
  if (c >= 48 && c <= 57) return 100;
  return c;
}

/** Curly quotes and apostrophes to ASCII, as normalizeWord does. */
function normalizeCode(c: number): number {
  if (c === 0x2018 || c === 0x2019 || c === 0x201a || c === 0x201b || c === 0x2032) return 39;
  if (c === 0x201c || c === 0x201d || c === 0x201e || c === 0xab || c === 0xbb) return 34;
  return c;
}

/** OPENERS of features.ts, ASCII members: " ' ` `` ( [ : - -- */
function isOpener(c: Int32Array, n: number): boolean {
  const a = c[0]!;
  if (n === 2) return a === c[1] && (a === 96 || a === 45);
  return a === 34 || a === 39 || a === 96 || a === 40 || a === 91 || a === 58 || a === 45;
}

/** Features of one word by window offset, filled by `run`; valid until the next call. */
export class WordFeaturizer {
  private readonly codes = new Int32Array(MAX_LEN);
  private readonly lc = new Int32Array(MAX_LEN);
  /** Base (unsalted) features at offset 0, at offsets ±1 and at offsets ±2. */
  readonly all = new Int32Array(32);
  readonly near = new Int32Array(16);
  readonly far = new Int32Array(4);
  nAll = 0;
  nNear = 0;
  nFar = 0;
  lower = 0;
  shape = 0;
  cap = 0;
  initCap = false;
  opener = false;
  /** Tag-dictionary key (dictKey of the word). */
  dictKey = 0;

  constructor(private readonly lex: Lexicon | null) {}

  /** Computes the features of `word`; false (nothing computed) for empty, long or non-ASCII words. */
  run(word: string): boolean {
    const n = word.length, codes = this.codes, lc = this.lc;
    if (n === 0 || n > MAX_LEN) return false;
    let flags = 0, h = FNV, hs = FNV, prev = -1;
    for (let i = 0; i < n; i++) {
      const c = normalizeCode(word.charCodeAt(i));
      if (c > 127) return false;
      codes[i] = c;
      lc[i] = c >= 65 && c <= 90 ? c + 32 : c;
      if (c === 45) flags |= 1;
      else if (c === 46) flags |= 2;
      else if (c >= 48 && c <= 57) flags |= 4;
      const k = asciiClass(c);
      if (k !== prev) h = Math.imul(h ^ k, PRIME);
      if (i < 4) hs = Math.imul(hs ^ k, PRIME);
      prev = k;
    }
    hs = Math.imul(hs ^ (n > 4 ? 1 : 0), PRIME);
    const shape = mixBits(h), shortShape = mixBits(hs);
    const lower = fnv(lc, 0, n, T.lower);
    const entry = this.lex?.get(fnv(lc, 0, n, LEXICON_KEY_SEED) >>> 0) ?? 0;
    const initCap = asciiClass(codes[0]!) === 88, cap = capOf(entry), fine = fineOf(entry);
    this.lower = lower; this.shape = shape; this.cap = cap; this.initCap = initCap;
    this.opener = n <= 2 && isOpener(codes, n);
    this.dictKey = fnv(codes, 0, n, DICT_KEY_SEED) >>> 0;
    const all = this.all, near = this.near, far = this.far, shapeF = combine(T.shape, shape);
    all[0] = fnv(codes, 0, n, T.word); all[1] = lower; all[2] = shapeF; all[3] = combine(T.shortShape, shortShape);
    all[4] = combine(T.flags, flags); all[5] = combine(T.len, n > 8 ? 8 : n);
    let a = 6, suffix3 = lower;
    for (let k = 1; k <= 4 && k < n; k++) {
      all[a++] = fnv(lc, 0, k, T.prefix + k - 1);
      const suf = fnv(lc, n - k, n, T.suffix + k - 1);
      all[a++] = suf;
      if (k === 3) suffix3 = suf;
    }
    near[0] = lower; near[1] = shapeF; near[2] = suffix3;
    far[0] = lower; far[1] = shapeF;
    // Lexicon features go to offset 0 and ±1.
    let m = 3;
    near[m++] = all[a++] = combine(T.cap, cap * 2 + (initCap ? 1 : 0));
    if (fine) { near[m++] = all[a++] = combine(T.fine, fine); near[m++] = all[a++] = combine(T.coarse, coarseOf(entry)); }
    if (isFirstName(entry)) near[m++] = all[a++] = combine(T.first, initCap ? 1 : 0);
    if (isLastName(entry)) near[m++] = all[a++] = combine(T.last, initCap ? 1 : 0);
    this.nAll = a; this.nNear = m;
    this.nFar = 2;
    if (fine) { far[2] = combine(T.coarse, coarseOf(entry)); this.nFar = 3; }
    return true;
  }
}
