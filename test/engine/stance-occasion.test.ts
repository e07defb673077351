import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/index.js';
import { expectVerbatim } from './helpers.js';

// A stance's object is what was endorsed or blamed, not when or where: PolNeAR's content "Canova" in "endorsed Canova in
// late May" (a review of PolNeAR train 440-479).
describe('a stance taken on an occasion', () => {
  const content = (text: string) => {
    const a = analyze(text);
    expectVerbatim(text, a);
    return a.quotes.map((q) => [q.rule, q.content.map((c) => c.text).join(' | ')]);
  };

  it('ends its object before the time, the medium or the place', () => {
    expect(content('Sanders endorsed Canova in late May.')).toEqual([['stance-cue', 'Canova']]);
    expect(content('Trump blamed local officials on Twitter before the speech.')).toEqual([['stance-cue', 'local officials']]);
    expect(content('Obama praised the bill in a statement.')).toEqual([['stance-cue', 'the bill']]);
  });

  it('keeps a phrase that is part of the object', () => {
    expect(content('Clinton criticized the cuts in Medicaid spending.')).toEqual([['stance-cue', 'the cuts in Medicaid spending']]);
    // (an occasion noun after "in" with "the" is the object's own; a time after "since" is its bound)
    expect(content('The senator thanked participants in the conference.')).toEqual([['stance-cue', 'participants in the conference']]);
    expect(content('Clinton has opposed the deal since last year.')).toEqual([['stance-cue', 'the deal since last year']]);
  });

  it('leaves a dateline in capitals out of the source', () => {
    const a = analyze('NEW YORK - Republican presidential candidate Donald Trump said on Tuesday that he would win New York.');
    expect(a.quotes.map((q) => q.source?.text)).toEqual(['Republican presidential candidate Donald Trump']);
  });
});
