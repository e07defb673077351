import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/index.js';
import { expectVerbatim } from './helpers.js';

// Cue spans drawn the way PolNeAR marks them (December 3). Invented sentences in news style, after the shapes found on
// PolNeAR train (their shape, not their words).
const quotes = (text: string) => {
  const a = analyze(text);
  expectVerbatim(text, a);
  return a.quotes;
};
const cues = (text: string) => quotes(text).map((q) => q.cue?.text);

describe('a phrase of manner closing a trailing cue', () => {
  it('is part of the cue ("said with a grin")', () => {
    expect(cues('"We will win this one," the senator said with a grin.')).toEqual(['said with a grin']);
    expect(cues('"It was a long night," Ms. Ortiz said with an eye roll, looking at her aides.')).toEqual(['said with an eye roll']);
    expect(cues('"Nobody reads those reports," the treasurer shot back with a laugh.')).toEqual(['shot back with a laugh']);
  });
});

describe('the platform after a writing verb closing a trailing cue', () => {
  it('is part of the cue ("wrote on Facebook")', () => {
    expect(cues('"The plan is dead," the county clerk wrote on Facebook.')).toEqual(['wrote on Facebook']);
    expect(cues('"It is over," Mr. Lane wrote on Twitter on Monday.')).toEqual(['wrote on Twitter']);
    expect(cues('"We are closed until further notice," the bakery posted on Facebook.')).toEqual(['posted on Facebook']);
    // (not after "said", which PolNeAR marks alone as often as not)
    expect(cues('"You lost," the mayor said on Twitter.')).toEqual(['said']);
  });
});

describe('"pleaded guilty"', () => {
  it('is the cue, what was admitted the content from "to" on', () => {
    const q = quotes('In 2014, the contractor pleaded guilty to bribing two city inspectors.');
    expect(q.map((x) => [x.source?.text, x.cue?.text, x.content.map((c) => c.text)])).toEqual([['the contractor', 'pleaded guilty', ['to bribing two city inspectors']]]);
    const r = quotes('A former aide, John Hale, pleaded guilty in March 2012 to obstruction of justice.');
    expect(r.map((x) => [x.cue?.text, x.content.map((c) => c.text)])).toEqual([['pleaded guilty', ['to obstruction of justice']]]);
  });
});

describe('"reportedly" after an auxiliary', () => {
  it('is the cue alone, the auxiliary staying with the subject in the content', () => {
    const q = quotes('The mayor was reportedly seen with a small oxygen tank during public events.');
    expect(q.map((x) => [x.rule, x.cue?.text, x.content.map((c) => c.text)])).toEqual([['hedge', 'reportedly', ['The mayor was', 'seen with a small oxygen tank during public events']]]);
    const r = quotes('Her team has reportedly consulted lawyers about the deal.');
    expect(r.map((x) => [x.cue?.text, x.content.map((c) => c.text)])).toEqual([['reportedly', ['Her team has', 'consulted lawyers about the deal']]]);
  });
});

describe('the "to" of an infinitive after the cue', () => {
  it('opens the content, not closes the cue', () => {
    const q = quotes("Clinton is seeking to amplify the billionaire developer's potential weaknesses on foreign policy when she speaks later Monday.");
    expect(q.map((x) => [x.source?.text, x.cue?.text, x.content.map((c) => c.text)]))
      .toEqual([['Clinton', 'is seeking', ["to amplify the billionaire developer's potential weaknesses on foreign policy"]]]);
    // (but a "to" that is a preposition stays with its verb: "pointed to | the rise in costs")
    expect(quotes('The governor pointed to the rise in costs.').map((x) => x.cue?.text)).toEqual(['pointed to']);
  });
});
