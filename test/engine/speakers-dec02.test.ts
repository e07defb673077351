import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/index.js';
import { expectVerbatim } from './helpers.js';

// A review of the speakers of congressional press releases (releases 7000-7079 read, patterns counted on the first
// 3,000; December 2). Each sentence is written after a release's shape; each test failed on the code before its change.
const speakers = (text: string) => {
  const a = analyze(text);
  expectVerbatim(text, a);
  return a.quotes.map((q) => [q.source?.text, q.speaker.name, q.speaker.description]);
};

describe('an office addressed by its title', () => {
  // (floor statements open "Mr. Chairman, …", "Madam Speaker: …": the tagger's person "Chairman" was the member's "I")
  it('is no person for the statement\'s "I"', () => {
    expect(speakers('Mr. Chairman, I rise in support of this bill. I believe it is a strong bill that meets our most urgent needs.'))
      .toEqual([['I', null, 'I']]);
    expect(speakers('Madam Speaker: The House is poised to pass this bill. I think members will be stunned by the borrowing it allows.'))
      .toEqual([['I', null, 'I']]);
  });
  it('is no entity', () => {
    const a = analyze('Thank you, Mr. President. I believe this bill is fair to farmers.');
    expect(a.entities.filter((e) => e.type === 'person').map((e) => e.name)).toEqual([]);
  });
});

describe('a person named with others', () => {
  // (the person alone was the speaker, nothing saying the words were a group's)
  it('keeps the group as the description', () => {
    expect(speakers('Lake City Mayor Mark Nichols and several Lake City residents argued that the stamp was overdue.'))
      .toEqual([['Lake City Mayor Mark Nichols and several Lake City residents', 'Mark Nichols', 'Lake City Mayor Mark Nichols and several Lake City residents']]);
    expect(speakers('Representative Stephanie Bice (R-Okla.) and 14 other House Republicans said the rule was wrong.'))
      .toEqual([['Representative Stephanie Bice (R-Okla.) and 14 other House Republicans', 'Stephanie Bice', 'Representative Stephanie Bice (R-Okla.) and 14 other House Republicans']]);
  });
  it('names the one the release names most', () => {
    expect(speakers('Rep. Ann Reyes toured the port on Monday. Reyes met dock workers. Maine Senators Ann Reyes and Tom Walsh said the funding was overdue.'))
      .toEqual([['Maine Senators Ann Reyes and Tom Walsh', 'Ann Reyes', 'Maine Senators Ann Reyes and Tom Walsh']]);
    // (not an aside's "and")
    expect(speakers('Bill Cone, one of the judges and a designer for Pixar, said the piece was well executed.'))
      .toEqual([['Bill Cone, one of the judges and a designer for Pixar,', 'Bill Cone', null]]);
  });
});
