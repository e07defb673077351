import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WordSet } from '../../src/lexicon/word-set.js';
import { CUE_FORMS } from '../../src/lexicon/cues.js';

const WIKINEWS = readFileSync(new URL('../../examples/corpus/wikinews-demo.jsonl', import.meta.url), 'utf8')
  .split('\n').filter(Boolean).map((l) => (JSON.parse(l) as { text: string }).text);

describe('WordSet', () => {
  it('answers as Set#has for every cue form and for every word of the Wikinews sample', () => {
    const CUE_WORDS = new WordSet(CUE_FORMS.keys());
    for (const w of CUE_FORMS.keys()) expect(CUE_WORDS.has(w), w).toBe(true);
    let words = 0, members = 0;
    for (const text of WIKINEWS) {
      for (const w of text.toLowerCase().split(/[^\p{L}\p{N}’']+/u)) {
        words++;
        if (CUE_FORMS.has(w)) members++;
        if (CUE_WORDS.has(w) !== CUE_FORMS.has(w)) expect.fail(`"${w}": ${CUE_WORDS.has(w)}`);
      }
    }
    expect(words).toBeGreaterThan(10_000);
    expect(members).toBeGreaterThan(100);
  });

  it('holds the empty string and words of any length and alphabet when they are in it, and only then', () => {
    const set = new WordSet(['', 'a', 'said', 'erdoğan', 'x'.repeat(40), '说']);
    for (const w of ['', 'a', 'said', 'erdoğan', 'x'.repeat(40), '说']) expect(set.has(w), w).toBe(true);
    for (const w of ['b', 'sai', 'saidd', 'erdogan', 'x'.repeat(39), 'x'.repeat(41), '话', ' ']) expect(set.has(w), w).toBe(false);
    expect(new WordSet(['said']).has('')).toBe(false);
    expect(set.size).toBe(6);
  });
});
