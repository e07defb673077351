// Integer hashing for feature ids: no string building at run time, one pass over the characters.

/** Murmur3 finalizer: spreads the bits of a 32-bit integer. */
export function mix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** FNV-1a over `s[start:end]` (UTF-16 units), seeded, finalized with mix32. */
export function hashRange(s: string, start: number, end: number, seed: number): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = start; i < end; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return mix32(h);
}

/** Hash of a whole string with a seed. */
export function hashString(s: string, seed: number): number {
  return hashRange(s, 0, s.length, seed);
}

/** Combines two 32-bit values into one (order matters). */
export function combine(a: number, b: number): number {
  return mix32((Math.imul(a, 0x9e3779b1) ^ b) >>> 0);
}

/** mix32 as a signed 32-bit integer (same bits): stays a small integer in hot loops instead of a heap number. */
export function mixBits(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return h ^ (h >>> 16);
}

/** combine as a signed 32-bit integer (same bits). */
export function combineBits(a: number, b: number): number {
  return mixBits(Math.imul(a, 0x9e3779b1) ^ b);
}
