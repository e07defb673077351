import { describe, expect, it } from 'vitest';
import { decodeLexicon } from '../../src/learn/lexicon.js';
import { encodeBase64 } from '../../src/learn/base64.js';
import { ByteWriter } from '../../src/learn/varint.js';
import { lexKey } from '../../src/learn/lexicon.js';

/** Writes keys (sorted, delta-coded) then values, as the training script ships the lexicon. */
function encode(entries: Map<number, number>): string {
  const keys = [...entries.keys()].sort((a, b) => a - b), w = new ByteWriter();
  w.uint(keys.length);
  let prev = 0;
  for (const k of keys) { w.uint(k - prev); prev = k; }
  for (const k of keys) w.uint(entries.get(k)!);
  return encodeBase64(w.bytes());
}

describe('decodeLexicon', () => {
  // Word-hash keys as the lexicon has them, from a small set (one directory size) and a large one (a larger directory).
  it.each([300, 40_000])('finds every key of %i and no other', (n) => {
    const entries = new Map<number, number>();
    for (let i = 0; i < n; i++) entries.set(lexKey(`word${i}`) >>> 0, (i * 2654435761) >>> 10);
    // the ends of the key range too
    entries.set(0, 7); entries.set(0xffffffff, 9);
    const lex = decodeLexicon(encode(entries));
    for (const [k, v] of entries) expect(lex.get(k)).toBe(v);
    const absent = [];
    for (const k of entries.keys()) for (const d of [-1, 1]) if (k + d >= 0 && k + d <= 0xffffffff && !entries.has(k + d)) absent.push(k + d);
    for (let i = 0; i < 1000; i++) { const k = lexKey(`other${i}`) >>> 0; if (!entries.has(k)) absent.push(k); }
    expect(absent.filter((k) => lex.get(k) !== undefined)).toEqual([]);
  });
});
