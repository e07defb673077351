import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/index.js';
import { setSpanModel } from '../../src/learn/spans/index.js';

// Real press-release sentences (congress-press corpus): reporting phrases the rules do not look for, taken when the
// span model tags them as a cue (src/lexicon/cues.ts MODEL_CUE_PHRASES).
describe('the span model sieve takes reporting phrases the rules leave alone', () => {
  const text = 'Lee pointed out that the cuts would mean an estimated loss of over $5,726,474 for California broadcasters, and would negatively impact several popular Bay Area programmers.';

  it('"pointed out that …" is an attribution made by the model, with Lee as its source', () => {
    const q = analyze(text, { explain: true }).quotes.find((x) => x.cue?.text.includes('pointed out'));
    expect(q?.rule).toBe('model:reported');
    expect(q?.source?.text).toBe('Lee');
    expect(q?.content[0]?.text.startsWith('that the cuts')).toBe(true);
  });

  it('the rules alone do not take it', () => {
    setSpanModel(false);
    try {
      expect(analyze(text).quotes.filter((x) => x.cue?.text.includes('pointed'))).toEqual([]);
    } finally {
      setSpanModel(true);
    }
  });

  it('"pointed to" as a place is not taken', () => {
    const a = analyze('The guide pointed to the door and walked away.');
    expect(a.quotes).toEqual([]);
  });
});
