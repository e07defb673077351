import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GreedyTagger } from '../../src/learn/tagger.js';
import { NAME_SPEC } from '../../src/learn/names.js';
import { posSpec, tagPosId, tagPosIds } from '../../src/learn/pos.js';
import { decodeWeights } from '../../src/learn/model.js';
import { decodeBase64 } from '../../src/learn/base64.js';
import { getLexicon } from '../../src/learn/shared-lexicon.js';
import { decodeTagDict } from '../../src/learn/tag-dict.js';
import names from '../../src/learn/weights/names.weights.js';
import pos from '../../src/learn/weights/pos.weights.js';

// Every distinct whitespace-separated word of the demo corpus, as written and lowercased, plus words the featurizer
// hands to the reference path (non-ASCII, over 64 characters, empty).
const text = fs.readFileSync(new URL('../../examples/corpus/congress-press-demo.jsonl', import.meta.url), 'utf8');
const words = [...new Set(text.split(/\s+/).flatMap((w) => [w, w.toLowerCase()]))];
words.push('', 'Zürich', 'naïve', '—', '“', '’s', 'x'.repeat(80));

describe('tagWord (a lone word, no cache entry)', () => {
  it.each([
    ['names', () => new GreedyTagger(decodeWeights(decodeBase64(names.data)), NAME_SPEC, getLexicon())],
    ['POS', () => new GreedyTagger(decodeWeights(decodeBase64(pos.data)), posSpec(pos.classes, decodeTagDict(decodeBase64(pos.dict))), getLexicon(), 0)],
  ])('gives the %s tag tagInto gives the word as a one-word sentence', (_, make) => {
    const a = make(), b = make();
    expect(words.length).toBeGreaterThan(2000);
    const differ = words.filter((w) => { a.tagInto([w]); return a.tags[0] !== b.tagWord(w); });
    expect(differ).toEqual([]);
  });

  it('is what tagPosId returns', () => {
    expect(['said', 'Senate', 'quickly', 'the', '2024'].map((w) => pos.classes[tagPosId(w)])).toEqual(['VBD', 'NNP', 'RB', 'DT', 'CD']);
    for (const w of words.slice(0, 500)) expect(tagPosId(w)).toBe(tagPosIds([w])[0]);
  });
});
