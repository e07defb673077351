import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/index.js';
import { expectVerbatim } from './helpers.js';

// A review of content boundaries on PolNeAR train (review 12, contents): attributions whose cue gold shares but whose
// content starts or ends elsewhere. Sentences written for these tests in the shapes found there and in the press releases.
const got = (text: string) => {
  const a = analyze(text);
  expectVerbatim(text, a);
  return a.quotes.map((q) => ({ rule: q.rule, cue: q.cue?.text ?? null, source: q.source?.text ?? null, content: q.content.map((c) => c.text) }));
};
const contentOf = (text: string, cue: string) => got(text).find((q) => q.cue === cue)?.content;

describe('a content cut right after the subject of its clause (subjectWithoutVerb)', () => {
  it('runs on over the clause’s verb after a question word', () => {
    expect(contentOf('Congresswoman Reyes spoke about how much workers\' pensions have been cut since the plant closed.', 'spoke about'))
      .toEqual(['how much workers\' pensions have been cut since the plant closed']);
  });
  it('runs on over the verb of a relative clause the content opened', () => {
    expect(contentOf('The mayor also spoke to the role that intimidation of witnesses has played in recent shootings.', 'also spoke to'))
      .toEqual(['the role that intimidation of witnesses has played in recent shootings']);
  });
  it('stops at the comma closing a clause the cue opens the sentence with', () => {
    expect(contentOf('While I understand this is a local matter, certain questions about the case invite a closer look by the state.', 'understand'))
      .toEqual(['this is a local matter']);
  });
  it('leaves the verb of the sentence after a participle cue in its subject', () => {
    expect(contentOf('A petition calling for him to be removed from the board has reached 40,000 signatures.', 'calling for'))
      .toEqual(['him to be removed from the board']);
  });
  it('leaves the verb of the main clause after a cue in a relative clause', () => {
    expect(contentOf('Mr. Alvarez, who has called the proposal \'\'reckless,\'\' portrayed the mayor as out of touch.', 'has called'))
      .toEqual(['the proposal \'\'reckless,\'\'']);
  });
});

describe('a second "that" clause after ", but" (butGoesOn)', () => {
  it('goes on with the same statement', () => {
    expect(contentOf('The two men think the governor moved the state forward, but that there is still much more work to do.', 'think'))
      .toEqual(['the governor moved the state forward, but that there is still much more work to do']);
  });
  it('leaves a demonstrative "that" to the writer', () => {
    expect(contentOf('The report found the county finances improved, but that report concerned only the first quarter.', 'found'))
      .toEqual(['the county finances improved']);
  });
});
