import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/index.js';
import { expectVerbatim } from './helpers.js';

// "Sanders: Clinton Email Story Has Moved": a headline's speaker before its colon, which the name tagger reads poorly in
// title case (PolNeAR train annotates 75 of 90 such headlines; a review of PolNeAR train 520-559).
describe('a headline with a colon', () => {
  const got = (text: string) => {
    const a = analyze(text);
    expectVerbatim(text, a);
    return a.quotes.map((q) => [q.rule, q.cue?.text, q.source?.text, q.content.map((c) => c.text).join(' | ')]);
  };

  it('gives the words before the colon as the source of the words after it', () => {
    expect(got('Sanders: Clinton Email Story Has Moved.\n\nThe senator spoke on Sunday.'))
      .toEqual([['colon-cue', ':', 'Sanders', 'Clinton Email Story Has Moved']]);
  });

  it('reads a label, a contact line or a line inside the article as no headline', () => {
    expect(got('The Latest: Trump will rebound in New Hampshire.\n\nThe race goes on.')).toEqual([]);
    expect(got('FOR IMMEDIATE RELEASE: Senators back the farm bill.\n\nThe vote is today.')).toEqual([]);
    expect(got('For Immediate Release Contact: Nicole Y. Williams, 202-225-0000.\n\nThe vote is today.')).toEqual([]);
    expect(got('The vote is today.\n\nFarm Bill: Provides for a one year extension of the 2008 farm bill.')).toEqual([]);
  });
});
