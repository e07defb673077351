import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/index.js';
import { expectVerbatim } from './helpers.js';

// PolNeAR leaves "of" and what the statement was about out of the cue "said" (train: 21 against 7 where the span model
// drew it in); a review of PolNeAR train 520-559.
describe('"said of"', () => {
  it('ends the cue at "said"', () => {
    const text = 'Congressman Carson said of the agreement, "Today, House Republicans held hostage tax relief for 160 million Americans so that they could significantly cut unemployment benefits."';
    const a = analyze(text);
    expectVerbatim(text, a);
    expect(a.quotes.map((q) => [q.cue?.text, q.speaker.name])).toEqual([['said', 'Carson']]);
  });
});
