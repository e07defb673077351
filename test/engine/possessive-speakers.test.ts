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

// The helper review's cases from the Wikinews sample: a medium, a place or a day taken for the speaker, a title that
// hid the name after it.
describe('a medium, a place, a day or a title is not the speaker', () => {
  const who = (text: string) => analyze(text).quotes.map((q) => [q.source?.text, q.speaker.name]);

  it('passes over an aside "in remarks to the BBC" to the subject', () => {
    expect(who('Red Cross chair Richard Gordon, in remarks to the BBC, said "A lot of people have lost their homes and they need food".'))
      .toEqual([['Red Cross chair Richard Gordon', 'Richard Gordon']]);
    expect(who('The mayor, speaking to reporters, said the plan would work.')).toEqual([['The mayor', null]]);
  });

  it('takes no clause ending on "on Twitter:" for a name before a colon', () => {
    const q = analyze('Incumbent President Donald Trump quickly took a parting shot on Twitter: "Oh no, really big political news!"').quotes;
    expect(q.map((x) => x.speaker.name)).toEqual(['Donald Trump']);
    expect(q.map((x) => x.source?.text)).not.toContain('Incumbent President Donald Trump quickly took a parting shot on Twitter');
    expect(who('And from Chairwoman Smith: "We will win."')).toEqual([['Chairwoman Smith', 'Smith']]);
  });

  it('gives a participle with no comma before it to the sentence subject, not to the place before it', () => {
    expect(who('Following the announcement, Trump issued a statement at his golf club outside Washington, D.C. saying, "The simple fact is this election is far from over."'))
      .toEqual([['Trump', 'Trump']]);
  });

  it('leaves "on Tuesday" between the subject and the cue out of the source', () => {
    expect(who('Baslan Damang, a security official, on Tuesday told The Jakarta Post radio broadcasts were being used to alert fishing vessels.'))
      .toEqual([['Baslan Damang, a security official', 'Baslan Damang']]);
  });

  it('finds the person after a title or a role: "study co-author Professor Carl Lipo", "Professor X, Director General of …"', () => {
    expect(who('"Water is found through cave locations," said study co-author Professor Carl Lipo of Binghamton University.'))
      .toEqual([['study co-author Professor Carl Lipo of Binghamton University', 'Carl Lipo']]);
    expect(who('"From now on, we will no longer say that Ebola is incurable," said Professor Jean-Jacques Muyembe, Director General of the institute.'))
      .toEqual([['Professor Jean-Jacques Muyembe, Director General of the institute', 'Jean-Jacques Muyembe']]);
    // a source close to someone is still nobody named
    expect(analyze('A source close to Smith said the deal was off.').quotes.map((q) => [q.speaker.name, q.speaker.anonymous])).toEqual([[null, true]]);
  });
});
