// Word lexicon computed from unlabeled news text: distributional clusters, how often a word is
// capitalized mid-sentence, and first/last names seen after titles. Keys are hashes of the lowercase
// word, so the shipped file carries no text.
import { decodeBase64 } from './base64.js';
import { hashString } from './hash.js';

/** Seed of the lowercase-word hash used as the lexicon key. */
export const LEXICON_KEY_SEED = 0x1e71c0;

/** Capitalization classes (mid-sentence behaviour of a word in unlabeled text). */
export const CAP_UNKNOWN = 0, CAP_LOWER = 1, CAP_MIXED = 2, CAP_UPPER = 3;

/** One word's entry; clusters are 1-based (0 = none). */
export interface LexEntry { fine: number; coarse: number; cap: number; first: boolean; last: boolean }

/** Packs an entry into 32 bits: fine (11) | coarse (7) | cap (2) | first (1) | last (1). */
export function packEntry(e: LexEntry): number {
  return (e.fine | (e.coarse << 11) | (e.cap << 18) | (e.first ? 1 << 20 : 0) | (e.last ? 1 << 21 : 0)) >>> 0;
}

/** Fine cluster of a packed entry. */
export const fineOf = (v: number): number => v & 2047;
/** Coarse cluster of a packed entry. */
export const coarseOf = (v: number): number => (v >>> 11) & 127;
/** Capitalization class of a packed entry. */
export const capOf = (v: number): number => (v >>> 18) & 3;
/** True when the word was seen as a first name. */
export const isFirstName = (v: number): boolean => ((v >>> 20) & 1) === 1;
/** True when the word was seen as a last name. */
export const isLastName = (v: number): boolean => ((v >>> 21) & 1) === 1;

/** Hash key of a lowercase word. */
export function lexKey(lower: string): number {
  return hashString(lower, LEXICON_KEY_SEED);
}

/** Lookup from lowercase-word hash to packed entry. */
export interface Lexicon { get(key: number): number | undefined }

/** Sorted keys with parallel values and a directory by the top key bits: a lookup searches only a handful of keys. */
class SortedLexicon implements Lexicon {
  /** dir[t] is the first index whose key's top DIR_BITS bits are >= t. */
  private readonly dir: Uint32Array;

  constructor(private readonly keys: Uint32Array, private readonly values: Uint32Array) {
    const dir = new Uint32Array((1 << DIR_BITS) + 1);
    let t = 0;
    for (let i = 0; i < keys.length; i++) {
      const top = keys[i]! >>> (32 - DIR_BITS);
      while (t <= top) dir[t++] = i;
    }
    while (t <= 1 << DIR_BITS) dir[t++] = keys.length;
    this.dir = dir;
  }

  get(key: number): number | undefined {
    const top = key >>> (32 - DIR_BITS);
    let lo = this.dir[top]!, hi = this.dir[top + 1]! - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1, k = this.keys[mid]!;
      if (k === key) return this.values[mid];
      if (k < key) lo = mid + 1; else hi = mid - 1;
    }
    return undefined;
  }
}

const DIR_BITS = 12;

/** Serialized form: sorted keys delta-coded, then values, as varints (read inline: this runs at first use). */
export function decodeLexicon(b64: string): Lexicon {
  const bytes = decodeBase64(b64);
  let pos = 0;
  const uint = (): number => {
    let v = 0, shift = 0, b: number;
    do { b = bytes[pos++]!; v += (b & 0x7f) * 2 ** shift; shift += 7; } while (b >= 0x80);
    return v;
  };
  const n = uint();
  const keys = new Uint32Array(n), values = new Uint32Array(n);
  let k = 0;
  for (let i = 0; i < n; i++) {
    // Deltas and values fit 32 bits: up to five bytes, the last one shifted past 2^28 by multiplication.
    let b = bytes[pos++]!, v = b & 0x7f;
    for (let shift = 7; b >= 0x80; shift += 7) { b = bytes[pos++]!; v += (b & 0x7f) * 2 ** shift; }
    k += v; keys[i] = k;
  }
  for (let i = 0; i < n; i++) {
    let b = bytes[pos++]!, v = b & 0x7f;
    for (let shift = 7; b >= 0x80; shift += 7) { b = bytes[pos++]!; v += (b & 0x7f) * 2 ** shift; }
    values[i] = v;
  }
  return new SortedLexicon(keys, values);
}
