/**
 * A set of words for tests made on every token ("is this token's word a cue verb?"), answering as `Set#has` does.
 * Most tokens are not in such a set, and `Set#has` on a token's word first hashes the string (each token's is a new
 * one) and then probes the table: ~25 ns a token. Here a bitmap keyed by the word's length and three of its code
 * units turns most of them away first (~5 ns): a word whose bit is clear is not in the set; one whose bit is set is
 * looked up in the set itself.
 */
export class WordSet {
  private readonly set: ReadonlySet<string>;
  private readonly bits = new Int32Array(1 << (BITS - 5));
  private readonly maxLength: number;

  constructor(words: Iterable<string>) {
    const set = new Set(words);
    this.set = set;
    let max = 0;
    for (const w of set) {
      if (w.length > max) max = w.length;
      const h = bitOf(w);
      this.bits[h >> 5] = this.bits[h >> 5]! | 1 << (h & 31);
    }
    this.maxLength = max;
  }

  has(word: string): boolean {
    const n = word.length;
    if (n === 0 || n > this.maxLength) return n === 0 && this.set.has(word);
    const h = bitOf(word);
    return (this.bits[h >> 5]! & 1 << (h & 31)) !== 0 && this.set.has(word);
  }

  get size(): number { return this.set.size; }
}

/** Bits of the bitmap (2^16: 8 KB); with ~700 words, about one other word in 25 gets past it. */
const BITS = 16;

// (only for a word of at least one code unit)
function bitOf(w: string): number {
  const n = w.length;
  return (Math.imul(Math.imul(n, 0x9e3779b1) ^ w.charCodeAt(0), 0x85ebca6b) ^ Math.imul(w.charCodeAt(n - 1), 0xc2b2ae35) ^ Math.imul(w.charCodeAt(n >> 1), 0x27d4eb2f)) >>> (32 - BITS);
}
