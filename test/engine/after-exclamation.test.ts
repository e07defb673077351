import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/index.js';
import { expectVerbatim } from './helpers.js';

// A quotation ending in "!" or "?" ends its sentence: the attribution after it is a sentence of its own, which was read
// only when it held nothing but the cue and the source (a review of PolNeAR train 760-799: about 9 in train).
describe('an attribution after a quotation that ends its sentence', () => {
  const got = (text: string) => {
    const a = analyze(text);
    expectVerbatim(text, a);
    return a.quotes.map((q) => [q.rule, q.cue?.text, q.speaker.name]);
  };

  it('may say when or where it was said', () => {
    expect(got('“She really enjoys it there!” Smith said last week.')).toEqual([['trailing-cue', 'said', 'Smith']]);
    expect(got('“Why not?” Smith said Friday in Iowa.')).toEqual([['trailing-cue', 'said', 'Smith']]);
    expect(got('“What is this about unity?” Trump added during his appearance on Fox and Friends.')).toEqual([['trailing-cue', 'added', 'Trump']]);
  });

  it('is no attribution when the sentence goes on with a stance or a progressive', () => {
    // ("in its own right" after "is telling", "in favor of …" after "argued": the sentence says more than who spoke)
    expect(got('“This is a problem,” Alpert said. “And she is sounding like she’s with the Peterson Foundation!” Alpert’s metaphor is telling in its own right.')
      .map((q) => q[2])).toEqual(['Alpert']);
    expect(got('She pledged to reject “bad trade deals.” She also argued in favor of Britain staying in the Union.').map((q) => q[0]))
      .not.toContain('trailing-cue');
  });

  it('passes over an aside between the name and the cue', () => {
    // (a review of PolNeAR train 440-479: the first quotation was left unattributed)
    expect(got('“He had a lot of Missouri supporters,” Blunt, after a long pause, said of Cruz. “I’d be glad to help him.”'))
      .toEqual([['trailing-cue', 'said', 'Blunt']]);
  });
});
