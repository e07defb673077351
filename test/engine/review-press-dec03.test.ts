import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/index.js';
import { expectVerbatim } from './helpers.js';

// A review of congressional press releases 11,000-11,059 and 5,000-5,029, read as a journalist would. Passages written
// for these tests in the shape of press releases.
const run = (text: string) => {
  const a = analyze(text);
  expectVerbatim(text, a);
  return a.quotes.map((q) => ({ rule: q.rule, source: q.source?.text ?? null, cue: q.cue?.text ?? null, content: q.content.map((c) => c.text).join(' … '), speaker: q.speaker.name }));
};

describe('a letter printed after its announcement, its writer named, is the writer\'s statement', () => {
  const letter = [
    'U.S. Senator Jane Holloway today called on the Department of Energy to reopen the Millbrook field office.',
    'A copy of Senator Holloway\'s letter appears below:',
    'Dear Secretary Adams,',
    'I write to express my deep concern about the closing of the Millbrook field office. I urge you to reverse this decision.',
    'The office serves thousands of families, and I believe its closing was made in haste.',
    'Sincerely,',
    'Jane Holloway',
    'United States Senator',
  ].join('\n\n');
  it('the letter\'s paragraphs are one statement of the writer, without salutation or closing', () => {
    const q = run(letter).find((x) => x.rule === 'statement-block');
    expect(q?.source).toBe('Senator Holloway');
    expect(q?.speaker).toBe('Jane Holloway');
    expect(q?.content).toBe('I write to express my deep concern about the closing of the Millbrook field office. I urge you to reverse this decision. … The office serves thousands of families, and I believe its closing was made in haste.');
  });
  it('"the letter from <name> to … is below:"', () => {
    const text = [
      'Congressman Mark Ruiz today pressed the Postal Service to keep the Elm Street branch open.',
      'The letter from Congressman Ruiz to the Postmaster General is below:',
      'Dear Postmaster General,',
      'I am writing on behalf of the residents who depend on the Elm Street branch every day.',
      'Closing it would force seniors to travel miles for their medicine.',
    ].join('\n\n');
    const q = run(text).find((x) => x.rule === 'statement-block');
    expect(q?.source).toBe('Congressman Ruiz');
    expect(q?.speaker).toBe('Mark Ruiz');
    expect(q?.content).toBe('I am writing on behalf of the residents who depend on the Elm Street branch every day. … Closing it would force seniors to travel miles for their medicine.');
  });
});

describe('"Dean" before a lone surname is a first name, not a title', () => {
  it('after a title: "Senator Dean Marsh"', () => {
    const q = run('“We cannot keep asking ranchers to wait,” said Senator Dean Marsh.')[0];
    expect(q?.source).toBe('Senator Dean Marsh');
    expect(q?.speaker).toBe('Dean Marsh');
  });
  it('with a role after it, and still the title before a surname already named with another first name', () => {
    const text = 'Alan Ruiz leads the state law school. “The ruling is narrow,” said Dean Corley, a senior fellow at the Civic Policy Institute. “It changes little,” Dean Ruiz said.';
    const qs = run(text);
    expect(qs.find((q) => q.source?.startsWith('Dean Corley'))?.speaker).toBe('Dean Corley');
    expect(qs.find((q) => q.source === 'Dean Ruiz')?.speaker).toBe('Alan Ruiz');
  });
});

describe('a given name written short ends no sentence', () => {
  it('"Congressman Wm. Lacy Clay"', () => {
    const qs = run('Congressman Wm. Lacy Clay announced today that the city will receive $2 million for job training. “These workers deserve a fair shot,” Clay said.');
    expect(qs[0]?.source).toBe('Congressman Wm. Lacy Clay');
    expect(qs.every((q) => q.speaker === 'Wm. Lacy Clay')).toBe(true);
  });
});

describe('"the Honorable", "the Rev." before a name with a description after it: the person', () => {
  it('"said the Honorable <name>, the agency’s senior official"', () => {
    const q = run('“These awards will help families stay in their homes,” said the Honorable Adrianne Cole, the agency’s senior official.')[0];
    expect(q?.speaker).toBe('Adrianne Cole');
  });
  it('"said the Hon. <name>, a senior official"', () => {
    const q = run('“The grants arrive none too soon,” said the Hon. Marcus Bell, a senior official at the department.')[0];
    expect(q?.speaker).toBe('Marcus Bell');
  });
});
