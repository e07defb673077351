// The runtime caches change only speed and memory: a tagger whose word cache turns over every 64 words tags as one
// that keeps them all; a span-model word that gave its hashes to the runtime weights still has them for training;
// a span-model word is found by its kind and form through the cache's generations; a group key's cached scores are the plain sums of its features, also after the key table has been emptied.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { decodeBase64 } from '../../src/learn/base64.js';
import { parseConll } from '../../src/learn/conll.js';
import { decodeWeights, rowOf } from '../../src/learn/model.js';
import { NAME_SPEC } from '../../src/learn/names.js';
import { posSpec } from '../../src/learn/pos.js';
import { getLexicon } from '../../src/learn/shared-lexicon.js';
import { decodeTagDict } from '../../src/learn/tag-dict.js';
import { GreedyTagger, type TagSpec } from '../../src/learn/tagger.js';
import { groupHashes, takeHashes, wordRec } from '../../src/learn/spans/features.js';
import { ownString } from '../../src/learn/own-string.js';
import { K, tableWeights } from '../../src/learn/spans/model.js';
import namesWeights from '../../src/learn/weights/names.weights.js';
import posWeights from '../../src/learn/weights/pos.weights.js';
import spanWeights from '../../src/learn/weights/spans.weights.js';
import type { Ctx } from '../../src/pipeline/context.js';

// CoNLL-2003 valid is read from ../shared at test time (never copied into the repo).
const validPath = fileURLToPath(new URL('../../../shared/data/conll2003/valid.txt', import.meta.url));
const sentences = parseConll(fs.readFileSync(validPath, 'utf8')).slice(0, 800).map((s) => s.words);
// Words longer than the cache's inline keys (24 characters) take its map of long words.
sentences.push(['The', 'Intergovernmentalization', 'of', 'counterrevolutionaries-in-exile', 'said', 'Counterrevolutionaries-In-Exile', '.']);
// One sentence longer than a tagger's per-token buffers start (2,048 tokens: INITIAL_TOKENS in tagger.ts), in the middle:
// the taggers grow them there, and the sentences after it are tagged in the grown buffers.
const long = sentences.slice(0, 400).flat();
sentences.splice(400, 0, long);

function expectSameTags(spec: TagSpec, data: string): void {
  const model = decodeWeights(decodeBase64(data));
  const big = new GreedyTagger(model, spec, getLexicon()), small = new GreedyTagger(model, spec, getLexicon(), 0);
  // (and a tagger that never meets the long sentence: the others tag the sentences after it in buffers they grew)
  const unGrown = new GreedyTagger(model, spec, getLexicon());
  let tokens = 0;
  // Twice over: the second pass finds the big cache full of these words and the small one turned over many times.
  for (let pass = 0; pass < 2; pass++) {
    for (const words of sentences) {
      const a = big.tag(words), b = small.tag(words);
      expect(a.tags.length).toBe(words.length);
      expect([...b.tags]).toEqual([...a.tags]);
      expect([...b.margins]).toEqual([...a.margins]);
      if (words !== long) expect([...unGrown.tag(words).tags]).toEqual([...a.tags]);
      tokens += words.length;
    }
  }
  expect(tokens).toBeGreaterThan(20000);
  expect(long.length).toBeGreaterThan(2048);
}

describe('runtime word caches', () => {
  it('tag names the same with the smallest word cache as with the default one', () => {
    expectSameTags(NAME_SPEC, namesWeights.data);
  });

  it('tag parts of speech the same with the smallest word cache as with the default one', () => {
    expectSameTags(posSpec(posWeights.classes, decodeTagDict(decodeBase64(posWeights.dict))), posWeights.data);
  });

  it('give a span-model word its hashes back after the runtime weights took them, and score it as the plain sum', () => {
    const uni = decodeWeights(decodeBase64(spanWeights.data)), w = tableWeights(uni, decodeWeights(decodeBase64(spanWeights.pair ?? '')));
    const um = (1 << uni.bits) - 1;
    for (const lower of ['said', 'administration', 'congresswoman', 'spokesperson', 'z-x-q-unseen-word']) {
      const word = wordRec({ kind: 'word', lower } as Ctx['tokens'][number]);
      const before = word.hashes.map((h) => [...h]);
      expect(before.length).toBe(6);
      expect(takeHashes(word).map((h) => [...h])).toEqual(before);
      expect(word.hashes.map((h) => [...h])).toEqual(before);
      const want = new Array<number>(5 * K).fill(0);
      for (let o = 0; o < 5; o++) for (const h of before[o]!) { const r = rowOf(uni.occupied, h & um, K); for (let c = 0; c < K; c++) want[o * K + c]! += uni.rows[r + c]!; }
      expect([...w.wordScores(word)]).toEqual(want);
      expect([...w.wordScores(word)]).toEqual(want); // kept with the word
    }
  });

  it('find a span-model word by its kind and form: the same record while cached, an equal one after both generations turned over', () => {
    const tok = (kind: 'word' | 'num' | 'punct' | 'quote', lower: string): Ctx['tokens'][number] => ({ kind, lower } as Ctx['tokens'][number]);
    // a form made of text, as a token's is (a fresh string each time)
    const text = 'The senator said 2024 was a year of work, the senator said.';
    const said = wordRec(tok('word', text.slice(12, 16)));
    expect(wordRec(tok('word', text.slice(text.lastIndexOf('said'), text.lastIndexOf('said') + 4)))).toBe(said);
    const hashes = said.hashes.map((h) => [...h]);
    // the same text as a number and as a word are two records (a word's features read the lexicon, a number's do not)
    const asNum = wordRec(tok('num', '2024')), asWord = wordRec(tok('word', '2024'));
    expect(asNum).not.toBe(asWord);
    expect(asNum.hashes[2]).not.toEqual(asWord.hashes[2]);
    expect(wordRec(tok('punct', ','))).not.toBe(wordRec(tok('quote', ',')));
    // 20,000 new words fill the current generation (16,384): "said" is then found in the old one, the same record
    const filler = (n: number, from: number): void => { for (let i = 0; i < n; i++) wordRec(tok('word', `cache-filler-${from + i}`)); };
    filler(20000, 0);
    expect(wordRec(tok('word', 'said'))).toBe(said);
    // 40,000 more turn both generations over: a new record, with the same features
    filler(40000, 20000);
    const again = wordRec(tok('word', 'said'));
    expect(again).not.toBe(said);
    expect(again.hashes.map((h) => [...h])).toEqual(hashes);
    expect([again.wh, again.flags, again.cueLemma, again.pos]).toEqual([said.wh, said.flags, said.cueLemma, said.pos]);
    expect(again.flags).not.toBe(0); // a cue of the lexicon
    // the last words in are found again as the same records, each its own
    const last = Array.from({ length: 10 }, (_, i) => wordRec(tok('word', `cache-filler-${59990 + i}`)));
    for (let i = 0; i < 10; i++) expect(wordRec(tok('word', `cache-filler-${59990 + i}`))).toBe(last[i]);
    expect(new Set(last.map((r) => r.wh)).size).toBe(10);
  });

  it('tell span-model words apart by every character of the packed form and by its length, and other forms by the string', () => {
    const tok = (kind: 'word' | 'punct', lower: string): Ctx['tokens'][number] => ({ kind, lower } as Ctx['tokens'][number]);
    // a fresh copy of a string (as a token's form is), never the same string object
    const fresh = (s: string): string => [...s].join('');
    const base = 'abcdefghijklmnop';
    const forms = new Set<string>(['', '\u0000', '\u0000\u0000', 'a\u0000', '\u007f', 'é', 'café', 'cafe', 'naïve', 'naive', '“', '”']);
    // every length around the packing's borders (4, 8, 12 characters), and each one with one character changed
    for (let n = 1; n <= 16; n++) {
      const s = base.slice(0, n);
      forms.add(s);
      for (let i = 0; i < n; i++) {
        forms.add(s.slice(0, i) + 'z' + s.slice(i + 1));
        forms.add(s.slice(0, i) + String.fromCharCode(s.charCodeAt(i) + 128) + s.slice(i + 1)); // the same low 7 bits
      }
    }
    const recs = new Map<string, ReturnType<typeof wordRec>>();
    for (const f of forms) recs.set(f, wordRec(tok('word', f)));
    expect(new Set(recs.values()).size).toBe(forms.size);
    for (const f of forms) expect(wordRec(tok('word', fresh(f)))).toBe(recs.get(f));
    // the same form as another kind is another record
    expect(wordRec(tok('punct', fresh('abcd')))).not.toBe(recs.get('abcd'));
  });

  it('sum a group key\'s features once and give the same sums after its key table was emptied', () => {
    const uni = decodeWeights(decodeBase64(spanWeights.data)), w = tableWeights(uni, decodeWeights(decodeBase64(spanWeights.pair ?? '')));
    const um = (1 << uni.bits) - 1;
    const plain = (key: number): number[] => {
      const v = new Array<number>(K).fill(0);
      for (const h of groupHashes(0, key, false)) { const r = rowOf(uni.occupied, h & um, K); for (let c = 0; c < K; c++) v[c]! += uni.rows[r + c]!; }
      return v;
    };
    // Group 0 (place in the sentence and paragraph) packs 18 bits: its table grows from 256 slots to 32,768 (16,384 keys),
    // keeping its keys and their sums at each growth (10,000 keys twice: the second time all found where the growths put
    // them); 40,000 keys fill the largest and start it again.
    const keys = Array.from({ length: 40000 }, (_, i) => (i * 7919) % (1 << 18));
    let nonzero = 0;
    for (const key of [...keys.slice(0, 10000), ...keys.slice(0, 10000), ...keys, ...keys.slice(0, 2000)]) {
      const got = [...w.groupScores(0, key)];
      expect(got).toEqual(plain(key));
      if (got.some((x) => x !== 0)) nonzero++;
    }
    expect(nonzero).toBeGreaterThan(1000);
  });

  it('copy a long key out of the text it was cut from', () => {
    const text = `${'Lorem ipsum dolor sit amet. '.repeat(500)}The administration said so.`;
    const word = text.slice(text.indexOf('administration'), text.indexOf('administration') + 14);
    expect(ownString(word)).toBe('administration');
    expect(ownString('said')).toBe('said');
  });
});
