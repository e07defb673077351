import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/index.js';
import { expectVerbatim } from './helpers.js';

// A subject with a relative clause of its own and no commas ("the man who built his career on it said") was cut at the
// relative pronoun: the rules found no subject (the clause's words are no noun phrase) and the model kept the clause's
// last noun ("his blue collar credentials said"), or the name inside the clause was the speaker ("A donor who once backed
// Cruz said" was Cruz's). PolNeAR marks the noun phrase with its clause as the source (train: 552 gold sources hold
// "who", "which" or "that").
describe('a subject with its own relative clause', () => {
  const got = (text: string) => {
    const a = analyze(text);
    expectVerbatim(text, a);
    return a.quotes.map((q) => [q.source?.text, q.cue?.text, q.speaker.name, q.speaker.anonymous]);
  };

  it('is the source whole, the clause and all', () => {
    expect(got('On Monday, the man who built his political career on his blue collar credentials said the deal was bad.'))
      .toEqual([['the man who built his political career on his blue collar credentials', 'said', null, false]]);
    expect(got('Later, a young woman who had been an exchange student in Montana asked him about the wall.'))
      .toEqual([['a young woman who had been an exchange student in Montana', 'asked', null, false]]);
  });

  it('names no one named inside the clause', () => {
    expect(got('A donor who once backed Cruz said the party was split.')).toEqual([['A donor who once backed Cruz', 'said', null, false]]);
    // (a press release: the apprentice said it, not the congresswoman she met)
    expect(got('One of the Union Carpenter Apprentices who met with Congresswoman Sánchez said: "I was at a crossroads in my life."')[0]!.slice(2))
      .toEqual([null, true]);
  });

  it('leaves a clause whose subject is a name, a clause before the cue\'s own adverb, and an aside after a comma as they were', () => {
    // "the bill that Smith said would pass": Smith's
    expect(got('It is the bill that Smith said would pass.').map((x) => x[0])).toEqual(['Smith']);
    // the clause's verb is the cue itself ("who even | admitted"): no subject's clause
    expect(got('One employee who even admitted lying to the Inspector General is still employed there.').map((x) => x[0])).not.toContain('One employee who even');
    // "said Higgins, who plans …": the name, as before
    expect(got('"We have seen it firsthand," said Higgins, who plans to introduce legislation that will hold companies accountable.')[0]).toEqual(['Higgins', 'said', 'Higgins', false]);
  });
});
