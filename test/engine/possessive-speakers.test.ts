import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/index.js';
import { expectVerbatim } from './helpers.js';

// From the bundled Wikinews sample and the press releases: "X's wife Y said" is Y's, "X's lawyer said" is nobody named.
describe('speakers behind a possessive', () => {
  const speaker = (text: string) => {
    const a = analyze(text);
    expectVerbatim(text, a);
    return a.quotes.map((q) => [q.source?.text, q.speaker.name, q.speaker.anonymous]);
  };

  it('gives "X\'s wife Y" and "X\'s mother, Y," to Y', () => {
    expect(speaker('Tony Mendez died on Saturday. Mendez\'s wife Jonna Mendez said, "He could be anyone."')).toEqual([['Mendez\'s wife Jonna Mendez', 'Jonna Mendez', false]]);
    expect(speaker('Harry Dunn died on August 27. Dunn\'s mother, Charlotte Charles, said on TV, "She did not purposely drive on the other side of the road."'))
      .toEqual([['Dunn\'s mother, Charlotte Charles,', 'Charlotte Charles', false]]);
    expect(speaker('Biden\'s spokesman, Andrew Bates, said the meeting went well.')).toEqual([['Biden\'s spokesman, Andrew Bates,', 'Andrew Bates', false]]);
  });

  it('makes "X\'s lawyer" and "Her son" unnamed sources, and "X\'s letter" X\'s', () => {
    expect(speaker('Trump\'s lawyer said the president would not testify.')).toEqual([['Trump\'s lawyer', null, true]]);
    expect(speaker('Her nine-year-old son said the house was cold.')).toEqual([['Her nine-year-old son', null, true]]);
    expect(speaker('Inhofe\'s letter to Panetta said the cuts were dangerous.')).toEqual([['Inhofe\'s letter to Panetta', 'Inhofe', false]]);
  });

  it('gives a role before an appositive name to that person', () => {
    expect(speaker('The spokesman, Andrew Bates, said the meeting went well.')).toEqual([['The spokesman, Andrew Bates,', 'Andrew Bates', false]]);
  });

  it('does not read a clause after "said" as "…, said X"', () => {
    // (was: source "the meeting went well", content "The spokesman, Andrew Bates")
    const a = analyze('The spokesman, Andrew Bates, said the meeting went well.');
    expect(a.quotes.map((q) => [q.rule, q.content.map((c) => c.text)])).toEqual([['reported-speech', ['the meeting went well']]]);
    // a capitalized word after the cue is still a speaker
    expect(analyze('The bill ignores the hard decisions, said Kind.').quotes.map((q) => q.source?.text)).toEqual(['Kind']);
  });
});

describe('person names: initials and punctuation', () => {
  it('keeps a middle initial in the name, and no comma at its end', () => {
    const a = analyze('Trump had asked for national security advisor John R. Bolton\'s resignation. Dunn\'s mother, Charlotte Charles, spoke on TV.');
    expect(a.entities.filter((e) => e.type === 'person').map((e) => e.name)).toEqual(['Trump', 'John R. Bolton', 'Dunn', 'Charlotte Charles']);
  });
});
