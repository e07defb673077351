import { describe, expect, it } from 'vitest';
import { attributions } from './helpers.js';

// From a review of PolNeAR train 760-799 (counted over the whole train split; the sentences here are written for the tests,
// not taken from the data).
const run = attributions;

describe('reports and attitudes', () => {
  it('"As reported by X," opening a sentence: X reported the clause after the comma', () => {
    expect(run('As reported by Western Journalism, investigators found over 2,200 emails on the server.').map((x) => [x.rule, x.source, x.cue, x.content[0]]))
      .toEqual([['according-to', 'Western Journalism', 'reported', 'investigators found over 2,200 emails on the server']]);
  });

  it('"voiced his disapproval of", "expressed discomfort with": nouns of attitude after the verb', () => {
    expect(run('Ohio Secretary of State Jon Husted voiced his disapproval of the ruling on Friday.').map((x) => [x.cue, x.name]))
      .toEqual([['voiced', 'Jon Husted']]);
    expect(run('Several senators have expressed discomfort with the nominee.').map((x) => [x.cue, x.content[0]]))
      .toEqual([['have expressed discomfort with', 'the nominee']]);
  });
});
