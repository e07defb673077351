import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/index.js';
import { expectVerbatim } from './helpers.js';

// Reviews of Wikinews articles 200-259, then 0-59 with the errors the first review saw (December 2, sixth session). Each
// sentence is written after an article's shape; each test failed on the code before its change.
const quotes = (text: string) => {
  const a = analyze(text);
  expectVerbatim(text, a);
  return a.quotes;
};
const names = (text: string) => quotes(text).map((q) => q.speaker?.name ?? null);
const cues = (text: string) => quotes(text).map((q) => q.cue?.text ?? null);

describe('a place or a nationality opening a body\'s or an office\'s name', () => {
  // (Wikinews: "the Wisconsin Elections Commission", "The Chilean Armed Forces" left unnamed; "the United States Department
  // of Transportation", tagged a place whole, too)
  it('names the body with the words the name tagger left out', () => {
    expect(names('According to the Oregon Elections Commission, over 200,000 ballots were not yet returned.')).toEqual(['Oregon Elections Commission']);
    expect(names('The Peruvian Armed Forces said the curfew would stay in place until Sunday.')).toEqual(['Peruvian Armed Forces']);
    expect(names('On Friday, the United States Department of Transportation announced that airlines must refund passengers.')).toEqual(['United States Department of Transportation']);
  });
  // (Wikinews: "the Indian Prime Minister asked", "Iranian Chess Federation President announced" credited to "Indian",
  // "Iranian")
  it('is not the holder of an office it opens', () => {
    const q = quotes('Earlier this week, the Indian Prime Minister asked citizens to stay home for three weeks.');
    expect(q[0]!.speaker?.name ?? null).toBeNull();
    expect(q[0]!.speaker?.description).toBe('the Indian Prime Minister');
    expect(names('Iranian Chess Federation President announced the player was banned from the national team.')).toEqual([null]);
  });
  // (Wikinews: "the Commission on Presidential Debates" named "Commission", three times)
  it('keeps the words after an institution\'s noun', () => {
    expect(names('On Thursday, the Commission on Presidential Debates announced the second debate would be held virtually.')).toEqual(['Commission on Presidential Debates']);
  });
  // ("They" after such a body is the body, as it was before the body was named)
  it('is what "they" stands for after it', () => {
    const q = quotes('The Peruvian Armed Forces said the curfew would stay in place. They also said that soldiers would patrol the capital.');
    expect(q.map((x) => x.speaker?.name ?? null)).toEqual(['Peruvian Armed Forces', 'Peruvian Armed Forces']);
  });
});

describe('a surname said alone that is not its full name\'s last word', () => {
  // (Wikinews: "Rosselló" of "Ricardo Rosselló Nevares", "Vázquez" of "Wanda Vázquez Garced", "Downey" of "Robert Downey
  // Jr." each left a person of its own)
  it('is the person of the first of two surnames', () => {
    expect(names('On Wednesday, Governor Wanda Vázquez Garced fired the secretary of justice. Vázquez said the decision was final.')).toEqual(['Wanda Vázquez Garced']);
  });
  it('is the person of the surname before a suffix', () => {
    expect(names('Many actors, including Robert Downey Jr., paid tribute. During the broadcast, Downey said the film was a triumph.')).toEqual(['Robert Downey Jr.']);
  });
});

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
