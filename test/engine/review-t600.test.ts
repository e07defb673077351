import { describe, expect, it } from 'vitest';
import { attributions } from './helpers.js';

// From a review of PolNeAR train 600-639 (counted over the whole train split; the sentences here are written for the tests,
// not taken from the data).
const run = attributions;

describe('a content never ends on a relative word', () => {
  it('the clause "in which" opens runs on to the sentence end, a nested attribution and all', () => {
    expect(run('Trump remarked upon a recent story in which Democratic sources said the campaign was in trouble.').map((x) => [x.cue, x.content[0]]))
      .toEqual([['remarked upon', 'a recent story in which Democratic sources said the campaign was in trouble'], ['said', 'the campaign was in trouble']]);
  });
});
