import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/index.js';
import { expectVerbatim } from './helpers.js';

// Review of Wikinews articles 0-59 and of the errors a previous Wikinews review saw (December 2, eighth session). Each
// sentence is written after an article's shape; each test failed on the code before its change.
const quotes = (text: string) => {
  const a = analyze(text);
  expectVerbatim(text, a);
  return a.quotes;
};
const cues = (text: string) => quotes(text).map((q) => q.cue?.text ?? null);

describe('a participle between a possessive or a superlative and its noun', () => {
  // (Wikinews: "left Biden as the party's expected nominee" read as "the party's" expecting "nominee"; "the nearest known
  // black hole" as "the nearest" knowing "black hole")
  it('is an adjective, not a cue', () => {
    expect(quotes('The withdrawal left the senator as the party\'s expected candidate.')).toEqual([]);
    expect(cues('The report said the planet is the closest known world to the Sun that has water.')).toEqual(['said']);
    expect(cues('Officials said the city\'s reported cases rose. The largest previously known outbreak was in 2009.')).toEqual(['said']);
    // (but "has" after a pronoun stays a cue's auxiliary)
    expect(quotes('He\'s told reporters the plan would fail.').map((q) => q.speaker?.description ?? q.speaker?.name)).toEqual(['He']);
  });
});

describe('a person\'s name, then a description set off by commas, inside a clause', () => {
  // (Wikinews: "The move came after William Conley, a United States District judge, ordered …" credited to "a United States
  // District judge", no name; the span model had drawn the description alone)
  it('keeps the name in the source', () => {
    const q = quotes('The move came after James Conley, a United States District judge, ordered last week that absentee ballots be accepted until April 13, and votes not be counted until then.');
    expect(q[0]!.source?.text).toBe('James Conley, a United States District judge,');
    expect(q[0]!.speaker?.name).toBe('James Conley');
    expect(quotes('The decision came after Peter Walsh, a United States District judge, said on Friday that the count could go on.')[0]!.speaker?.name).toBe('Peter Walsh');
  });
});

describe('a profession in -ist or -ian before a name in an appositive', () => {
  // (Wikinews: "One of the study's authors, herpetologist David Blackburn, told …" left anonymous)
  it('names the person', () => {
    const q = quotes('One of the study\'s authors, ecologist Maria Lopez, told Science Magazine the number of dry years suggested a change.');
    expect(q[0]!.speaker?.name).toBe('Maria Lopez');
    expect(q[0]!.speaker?.anonymous).toBe(false);
  });
});

describe('a participle after the object of a preposition opening the sentence', () => {
  // (Wikinews: "In a video message posted to Twitter, Warren commended Biden …" read as "a video message" posting "Biden
  // for his empathy")
  it('is no cue', () => {
    expect(quotes('In a short video posted to Facebook, the mayor commended the volunteers for their work.')).toEqual([]);
    const q = quotes('In a short video posted online, the mayor commended the volunteers for their work and said she was "proud of them."');
    expect(q.map((x) => x.source?.text)).toEqual(['the mayor']);
    expect(cues('In a statement released on Monday, the company said the plant would close.')).toEqual(['said']);
    // (but a subordinate clause's verb keeps its subject: "After the appeals court refused to reconsider …, X asked …")
    expect(cues('After the appeals court refused to reconsider the decision, the state asked for quick action.')).toContain('refused');
  });
});
