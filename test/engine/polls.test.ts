import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/index.js';
import { expectVerbatim } from './helpers.js';

// PolNeAR marks "In <a poll>, <finding>." as an attribution: the poll its source, "In" its cue, the finding its content
// (train: 49 of the 67 cues "In"); a review of PolNeAR train 760-799 found the engine read none.
describe('a poll opening the sentence', () => {
  const got = (text: string) => {
    const a = analyze(text);
    expectVerbatim(text, a);
    return a.quotes.map((q) => [q.rule, q.cue?.text, q.source?.text, q.content.map((c) => c.text).join(' | ')]);
  };

  it('is the source of the finding after its comma, the whole of it', () => {
    expect(got('In a Quinnipiac poll released Monday, 48 percent of voters chose the governor while 41 percent chose his rival.'))
      .toEqual([['in-poll', 'In', 'a Quinnipiac poll released Monday', '48 percent of voters chose the governor while 41 percent chose his rival']]);
  });

  it('keeps a description set off after the poll with it', () => {
    expect(got('In the new Morning Consult poll, conducted March 11-13, 40 percent of likely Democratic voters back Sanders.'))
      .toEqual([['in-poll', 'In', 'the new Morning Consult poll, conducted March 11-13', '40 percent of likely Democratic voters back Sanders']]);
  });

  it('reads no other phrase opening with "In" as a source', () => {
    expect(got('In the past decade, 40 percent of the county\'s farms have closed.')).toEqual([]);
    expect(got('In Iowa, the senator leads the field.')).toEqual([]);
  });
});
