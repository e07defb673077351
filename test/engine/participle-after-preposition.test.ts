import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/index.js';
import { expectVerbatim } from './helpers.js';

// "…after saying …", "…by proposing …": PolNeAR gives such a cue the sentence's subject before it (train: 118 of 171);
// the span model found the cue and no source (a review of PolNeAR train 520-559).
describe('a participle after a preposition', () => {
  it('is said by the sentence\'s subject', () => {
    const text = 'Yet he is facing skepticism after saying in a recent debate that he would raise taxes.';
    const a = analyze(text);
    expectVerbatim(text, a);
    expect(a.quotes.map((q) => [q.cue?.text.split(' ')[0], q.source?.text])).toEqual([['saying', 'he']]);
  });

  it('is not said by the object the span model took for its source', () => {
    // (the model's source was "allies", the ones angered)
    const text = 'Trump angered allies on Monday by questioning Israel’s commitment to making peace.';
    const a = analyze(text);
    expectVerbatim(text, a);
    expect(a.quotes.map((q) => [q.cue?.text, q.source?.text])).toEqual([['questioning', 'Trump']]);
  });
});
