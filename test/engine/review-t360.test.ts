import { describe, expect, it } from 'vitest';
import { attributions } from './helpers.js';

// From a review of PolNeAR train 360-399 (counted over the whole train split; the sentences here are written for the tests,
// not taken from the data).
const run = attributions;

describe('the span model\'s redraw of a rule content', () => {
  it('does not give "said" the content of a second verb of the same source', () => {
    expect(run('Chris Brownell, an audience member, said he makes $41,000 a year and questioned how he would be helped by the senator\'s plan.')
      .map((x) => [x.cue, x.content[0]]))
      .toEqual([['said', 'he makes $41,000 a year'], ['questioned', 'how he would be helped by the senator\'s plan']]);
    expect(run('She said she admires his determination and highlighted his work on the budget.').map((x) => [x.cue, x.content[0]]))
      .toEqual([['said', 'she admires his determination'], ['highlighted', 'his work on the budget']]);
  });
});

describe('sources', () => {
  it('a leading "even" is the writer\'s, not part of the source', () => {
    expect(run('Even Rendell, a stalwart Clinton supporter, said the plan would work.').map((x) => x.source)).toEqual(['Rendell, a stalwart Clinton supporter,']);
  });
});
