import { describe, expect, it } from 'vitest';
import { attributions } from './helpers.js';

// From a review of PolNeAR train 440-479 (counted over the whole train split; the sentences here are written for the tests,
// not taken from the data).
const run = attributions;

describe('a bare time phrase between a named source and its verb', () => {
  it('is not part of the source after a name', () => {
    expect(run('Trey Gowdy earlier Thursday said the committee has conducted a thorough review.').map((x) => x.source)).toEqual(['Trey Gowdy']);
    expect(run('The Republican National Committee this week announced that the debate would go ahead.').map((x) => [x.source, x.name]))
      .toEqual([['The Republican National Committee', 'Republican National Committee']]);
  });

  it('stays with a common noun it may belong to', () => {
    expect(run('A WBUR poll last week showed that Sanders leads in the state.').map((x) => x.source)).toEqual(['A WBUR poll last week']);
  });
});
