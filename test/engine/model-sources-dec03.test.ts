import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/index.js';
import { expectVerbatim } from './helpers.js';

// The span model sieve's source picking (sieves/model.ts): a feeling adjective after "be" is no passive, a relative
// clause between the subject and the cue, a coordinated subject, a dateline opening the sentence. Sentences written for
// these tests in the shapes of news reports and press releases.
const got = (text: string) => {
  const a = analyze(text);
  expectVerbatim(text, a);
  return a.quotes.map((q) => ({ rule: q.rule, source: q.source?.text ?? null, cue: q.cue?.text ?? null }));
};
const sourceOf = (text: string, cue: string) => got(text).find((q) => q.cue === cue)?.source;

describe('"be" and an adjective of feeling is no passive: the subject is the source', () => {
  it('"Congresswoman Mary Smith is pleased to announce that …"', () => {
    expect(sourceOf('Congresswoman Mary Smith is pleased to announce that the city will receive a federal grant for its harbor.', 'is pleased to announce'))
      .toBe('Congresswoman Mary Smith');
  });
  it('"Democratic leaders are worried about …"', () => {
    expect(sourceOf('Democratic leaders are worried about leaving their convention with a divided party.', 'are worried about')).toBe('Democratic leaders');
  });
});

describe('a relative clause set off by commas between the subject and the cue', () => {
  it('the subject, not a noun inside the clause: "Mary Smith, who lost her home in Paradise, California, in 2018, said …"', () => {
    expect(sourceOf('Mary Smith, who lost her home in Paradise, California, in 2018, said the state had failed her family.', 'said')).toBe('Mary Smith');
  });
  it('the subject, not the pronoun: "Tom Humphrey, who calls the governor a “sociopath,” said …"', () => {
    expect(sourceOf('Tom Humphrey, who calls the governor a “sociopath,” said he doesn\'t believe the effort requires a new party.', 'said')).toBe('Tom Humphrey');
  });
});

describe('a coordinated subject', () => {
  it('is the source whole: "Bernie Sanders and Ted Cruz both campaigned …, hoping …"', () => {
    expect(sourceOf("Bernie Sanders and Ted Cruz both campaigned hard in Arizona, hoping to score upsets over their parties' front-runners.", 'hoping'))
      .toBe('Bernie Sanders and Ted Cruz');
  });
});

describe('a dateline opening the sentence is never the source', () => {
  it('a press release\'s dateline that lost its dash: "OAKLAND Congresswoman …", "HOUSTON President …"', () => {
    expect(sourceOf('OAKLAND Congresswoman Mary Smith (CA-09) is pleased to announce that the city will receive a grant.', 'is pleased to announce'))
      .toBe('Congresswoman Mary Smith (CA-09)');
    expect(sourceOf('HOUSTON President Obama has repeatedly called on Congress to raise the debt ceiling.', 'has repeatedly called on Congress'))
      .toBe('President Obama');
  });
  it('a place and its state\'s code: "Oakland, CA Congresswoman …"; not a place in title case before a title', () => {
    expect(sourceOf('Oakland, CA Congresswoman Mary Smith (CA-09) is pleased to announce that the city will receive a grant.', 'is pleased to announce'))
      .toBe('Congresswoman Mary Smith (CA-09)');
    expect(sourceOf('Oakland Mayor Mary Smith is pleased to announce that the city will receive a grant.', 'is pleased to announce'))
      .toBe('Oakland Mayor Mary Smith');
  });
});
