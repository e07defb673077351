// Word lexicon computed from unlabeled news text: distributional clusters, how often a word is
// capitalized mid-sentence, and first/last names seen after titles. Keys are hashes of the lowercase
// word, so the shipped file carries no text.
import { decodeBase64 } from './base64.js';
import { hashString } from './hash.js';
import { ByteWriter } from './varint.js';

/** Seed of the lowercase-word hash used as the lexicon key. */
export const LEXICON_KEY_SEED = 0x1e71c0;

/** Capitalization classes (mid-sentence behaviour of a word in unlabeled text). */
export const CAP_UNKNOWN = 0, CAP_LOWER = 1, CAP_MIXED = 2, CAP_UPPER = 3;

/** One word's entry; clusters are 1-based (0 = none). */
export interface LexEntry { fine: number; coarse: number; cap: number; first: boolean; last: boolean }

/**
 * Packs an entry into 32 bits: fine (11) | coarse (7) | cap (2) | first (1) | last (1); bits 22-27 are the word's part
 * of speech out of context, added after the POS tagger is trained (`withPartsOfSpeech`).
 */
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

/**
 * The POS tagger's tag (its class index) for the word alone, as `tagPosId` gives it, or -1 when the entry does not
 * carry one: the span model reads it for each new word, and the tagger's scores of a word cost ~4 µs (its 45 classes).
 */
export const partOfSpeechOf = (v: number): number => ((v >>> 22) & 63) - 1;

/** Hash key of a lowercase word. */
export function lexKey(lower: string): number {
  return hashString(lower, LEXICON_KEY_SEED);
}

/** Lookup from lowercase-word hash to packed entry. */
export interface Lexicon { get(key: number): number | undefined }

/**
 * Sorted keys, each followed by its value in one array (a hit reads one cache line for both), and a directory by the
 * top key bits with about one key per entry: keys are hashes, spread evenly, so a lookup reads the directory, then
 * mostly one or two keys (a binary search over ~8 keys per directory entry cost about twice as much per lookup, side by
 * side over the lookups of 1,500 press releases).
 */
class SortedLexicon implements Lexicon {
  /** dir[t] is the first index whose key's top `bits` bits are >= t. */
  private readonly dir: Uint32Array;
  /** Key i at 2i, its value at 2i + 1. */
  private readonly kv: Uint32Array;
  private readonly shift: number;

  constructor(keys: Uint32Array, values: Uint32Array) {
    let bits = MIN_DIR_BITS;
    while (bits < MAX_DIR_BITS && 1 << bits < keys.length) bits++;
    this.shift = 32 - bits;
    const dir = new Uint32Array((1 << bits) + 1), kv = new Uint32Array(2 * keys.length);
    let t = 0;
    for (let i = 0; i < keys.length; i++) {
      const top = keys[i]! >>> this.shift;
      while (t <= top) dir[t++] = i;
      kv[2 * i] = keys[i]!; kv[2 * i + 1] = values[i]!;
    }
    while (t <= 1 << bits) dir[t++] = keys.length;
    this.dir = dir; this.kv = kv;
  }

  get(key: number): number | undefined {
    const top = key >>> this.shift, kv = this.kv;
    for (let i = this.dir[top]!, end = this.dir[top + 1]!; i < end; i++) {
      const k = kv[2 * i]!;
      if (k === key) return kv[2 * i + 1];
      if (k > key) return undefined;
    }
    return undefined;
  }
}

/** Directory size bounds (entries, log 2): the shipped lexicon's ~35,000 keys get 2^16 (256 kB). */
const MIN_DIR_BITS = 12, MAX_DIR_BITS = 20;

/** Serialized form: sorted keys delta-coded, then values, as varints (read inline: this runs at first use). */
export function decodeLexicon(b64: string): Lexicon {
  const { keys, values } = lexiconEntries(b64);
  return new SortedLexicon(keys, values);
}

/** The serialized form of sorted keys and their packed values. */
export function encodeLexicon(keys: ArrayLike<number>, values: ArrayLike<number>): Uint8Array {
  const wr = new ByteWriter();
  wr.uint(keys.length);
  let prev = 0;
  for (let i = 0; i < keys.length; i++) { wr.uint(keys[i]! - prev); prev = keys[i]!; }
  for (let i = 0; i < keys.length; i++) wr.uint(values[i]!);
  return wr.bytes();
}

/**
 * The lexicon with each word's part of speech added (bits 22-27): `words` are the lowercase words it was built from
 * (a key that two of them share gets none), `tag` the POS tagger's class index for a word alone.
 */
export function withPartsOfSpeech(b64: string, words: Iterable<string>, tag: (word: string) => number): Uint8Array {
  const { keys, values } = lexiconEntries(b64);
  const index = new Map<number, number>();
  keys.forEach((k, i) => index.set(k, i));
  const wordOf = new Map<number, string | null>();
  for (const w of words) {
    const i = index.get(lexKey(w));
    if (i === undefined) continue;
    const seen = wordOf.get(i);
    wordOf.set(i, seen === undefined || seen === w ? w : null);
  }
  for (const [i, w] of wordOf) {
    const t = w === null ? -1 : tag(w);
    values[i] = ((values[i]! & ~(63 << 22)) | (t >= 0 && t < 62 ? (t + 1) << 22 : 0)) >>> 0;
  }
  return encodeLexicon(keys, values);
}

function lexiconEntries(b64: string): { keys: Uint32Array; values: Uint32Array } {
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
  return { keys, values };
}
