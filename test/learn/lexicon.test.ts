import { describe, expect, it } from 'vitest';
import { decodeLexicon } from '../../src/learn/lexicon.js';
import { encodeBase64 } from '../../src/learn/base64.js';
import { ByteWriter } from '../../src/learn/varint.js';
import { lexKey, packEntry, partOfSpeechOf, withPartsOfSpeech } from '../../src/learn/lexicon.js';
import { readFileSync } from 'node:fs';
import { getLexicon } from '../../src/learn/shared-lexicon.js';
import { tagPosId } from '../../src/learn/pos.js';

/** Writes keys (sorted, delta-coded) then values, as the training script ships the lexicon. */
function encode(entries: Map<number, number>): string {
  const keys = [...entries.keys()].sort((a, b) => a - b), w = new ByteWriter();
  w.uint(keys.length);
  let prev = 0;
  for (const k of keys) { w.uint(k - prev); prev = k; }
  for (const k of keys) w.uint(entries.get(k)!);
  return encodeBase64(w.bytes());
}

describe('the parts of speech in the shipped lexicon', () => {
  it('are the POS tagger\'s tags of the words alone, for the words of the sample corpus', () => {
    const text = readFileSync(new URL('../../examples/corpus/wikinews-demo.jsonl', import.meta.url), 'utf8');
    const words = new Set(text.toLowerCase().match(/[a-z]+(?:['’][a-z]+)?/g));
    let carried = 0;
    for (const w of words) {
      const v = getLexicon().get(lexKey(w));
      const p = v === undefined ? -1 : partOfSpeechOf(v);
      if (p < 0) continue;
      carried++;
      expect(p, w).toBe(tagPosId(w));
    }
    // (most words of news text carry one: the comparison is not one of a few)
    expect(carried).toBeGreaterThan(words.size * 0.6);
  });

  it('are added to a lexicon\'s entries without changing their other fields, and none for a key two words share', () => {
    const entries = new Map([[lexKey('said'), packEntry({ fine: 3, coarse: 2, cap: 1, first: false, last: true })], [lexKey('bill'), 5]]);
    const lex = decodeLexicon(encodeBase64(withPartsOfSpeech(encode(entries), ['said', 'bill', 'unknownword'], (w) => (w === 'said' ? 36 : 19))));
    const said = lex.get(lexKey('said'))!;
    expect([partOfSpeechOf(said), said & ((1 << 22) - 1)]).toEqual([36, entries.get(lexKey('said'))]);
    expect(partOfSpeechOf(lex.get(lexKey('bill'))!)).toBe(19);
    expect(lex.get(lexKey('unknownword'))).toBeUndefined();
  });
});

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
