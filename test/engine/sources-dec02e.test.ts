import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/index.js';
import { expectVerbatim } from './helpers.js';

// Sources and speakers (review 12, wrong source spans and speakers): press-release shapes and sentences written in
// PolNeAR's shapes (no PolNeAR text).
const got = (text: string) => {
  const a = analyze(text);
  expectVerbatim(text, a);
  return {
    quotes: a.quotes.map((q) => ({ cue: q.cue?.text ?? null, source: q.source?.text ?? null, speaker: q.speaker?.name ?? null, anonymous: q.speaker?.anonymous ?? false })),
    names: a.entities.map((e) => e.name),
  };
};

describe('a title word is not taken into a name', () => {
  it('reads "New Jersey Attorney General Matthew Platkin" in a list as Matthew Platkin', () => {
    // (a press release: the tagger read the whole as one organization; the person became "General Matthew Platkin")
    const r = got('Senator Booker joined Representative Tom Malinowski (D-N.J.-07), New Jersey Attorney General Matthew Platkin, and faith leaders last week. '
      + '"We will keep our houses of worship safe," said Attorney General Platkin.');
    expect(r.names).toContain('Matthew Platkin');
    expect(r.names).not.toContain('General Matthew Platkin');
    expect(r.quotes.find((q) => q.cue === 'said')?.speaker).toBe('Matthew Platkin');
  });
});

describe('an institution’s name keeps its first words', () => {
  it('keeps a number-letter word and the place before it ("Maine 4-H Club Foundation")', () => {
    const r = got('The Maine 4-H Club Foundation intends to use the investment to buy the old theater.');
    expect(r.names).toContain('Maine 4-H Club Foundation');
    expect(r.names).not.toContain('Club Foundation');
  });
  it('joins "U.S. Citizenship" and "Immigration Services"', () => {
    const r = got('U.S. Citizenship and Immigration Services said the backlog would shrink by the end of the year.');
    expect(r.quotes[0]?.speaker).toBe('U.S. Citizenship and Immigration Services');
  });
  it('joins "Rudd Center" and "for Food Policy and Health"', () => {
    const r = got('According to the University of Connecticut’s Rudd Center for Food Policy and Health, companies spend billions a year on food marketing.');
    expect(r.names).toContain('Rudd Center for Food Policy and Health');
    expect(r.quotes[0]?.speaker).toBe('Rudd Center for Food Policy and Health');
  });
});

describe('a person named before "of" an institution', () => {
  it('is that person, not the institution’s unnamed people', () => {
    const r = got('"We found the car abandoned near the river," said Inspector John Miller of the police.');
    expect(r.quotes[0]?.speaker).toBe('John Miller');
    expect(r.quotes[0]?.anonymous).toBe(false);
  });
});

describe('a company’s people are not the company', () => {
  it('leaves "Google executives" unnamed', () => {
    const r = got('Google executives said the company would not comply with the order.');
    expect(r.quotes[0]?.source).toBe('Google executives');
    expect(r.quotes[0]?.speaker).toBeNull();
  });
});

describe('a member’s letter', () => {
  it('is the member’s ("Lee\'s letter urges")', () => {
    const r = got('Congresswoman Barbara Lee wrote to the President on Monday. Lee\'s letter urges the President to designate $6 billion for global HIV/AIDS.');
    const q = r.quotes.find((x) => x.cue === 'urges');
    expect(q?.source).toBe('Lee\'s letter');
    expect(q?.speaker).toBe('Barbara Lee');
  });
});

describe('a clause without "that" after a noun: its subject is the source', () => {
  it('cuts the noun the clause modifies ("The candidates | Schumer named")', () => {
    const r = got('The candidates Schumer named on Sunday were all governors.');
    const q = r.quotes.find((x) => x.cue === 'named');
    expect(q?.source).toBe('Schumer');
  });
  it('cuts it before a determiner\'s noun phrase ("five strange things | the Governor has said about")', () => {
    const r = got('There were five strange things the Governor has said about the river.');
    const q = r.quotes.find((x) => x.cue === 'has said about');
    expect(q?.source).toBe('the Governor');
  });
  it('leaves an appositive naming an organization ("the news site Pando")', () => {
    // (a role's or a medium's noun before a name: the phrase is one source)
    const r = got('The news site Politicker reported that the mayor would resign on Friday.');
    const q = r.quotes.find((x) => x.cue === 'reported');
    expect(q?.source).toBe('The news site Politicker');
  });
});

describe('a survey’s source does not end on its participle of release', () => {
  it('leaves out "released" when the time after it is left out ("a Marist College survey released on Sunday")', () => {
    const r = got('The governor trails by eight points, according to a Marist College survey released on Sunday.');
    const q = r.quotes.find((x) => x.cue === 'according to');
    expect(q?.source).toBe('a Marist College survey');
  });
});
