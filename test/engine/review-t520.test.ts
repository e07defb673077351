import { describe, expect, it } from 'vitest';
import { attributions } from './helpers.js';

// From a review of PolNeAR train 520-559 (counted over the whole train split; the sentences here are written for the tests,
// not taken from the data).
const run = attributions;

describe('a source after its cue', () => {
  it('with no comma of its own ends before the comma that opens what follows the speaker', () => {
    expect(run('“We need a real choice,” says Ralph Nader, still excoriated by Democrats for his 2000 campaign.').map((x) => x.source))
      .toEqual(['Ralph Nader']);
  });

  it('with a description set off by commas keeps the description', () => {
    expect(run('“It is a disgrace,” said Tommy Vietor, a former spokesman for the council, in an interview.').map((x) => x.source))
      .toEqual(['Tommy Vietor, a former spokesman for the council']);
  });
});
