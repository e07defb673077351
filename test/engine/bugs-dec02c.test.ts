import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/index.js';
import { expectVerbatim } from './helpers.js';

// Speaker and source errors found reviewing congressional press releases (0-2999 and 8000-8079).
const got = (text: string) => {
  const a = analyze(text);
  expectVerbatim(text, a);
  return a.quotes.map((q) => ({ cue: q.cue?.text ?? null, source: q.source?.text ?? null, name: q.speaker.name, description: q.speaker.description }));
};

describe('a participle after a letter to someone', () => {
  it('is the writers’, not the one written to', () => {
    const qs = got('Congresswoman Jane Doe (D-CA), Congressman John Roe (R-PA), and Congresswoman Mary Poe (D-CA), today sent a letter to President Bush expressing strong concern about his proposal.');
    const q = qs.find((x) => x.cue?.startsWith('expressing'));
    expect(['Jane Doe', 'John Roe', 'Mary Poe']).toContain(q?.name);
    expect(qs.map((x) => x.name)).not.toContain('Bush');
  });
});

describe('the agent of a participle before a cue', () => {
  it('is not the source of the cue', () => {
    const qs = got('The number announced today by the President clearly shows that millions of people who need immediate treatment will not get it.');
    expect(qs.map((x) => x.source)).not.toContain('the President');
    expect(qs.find((x) => x.cue === 'clearly shows')?.source).toMatch(/^The number/);
  });
});

describe('a person’s office', () => {
  it('is not the person', () => {
    const a = got('The Office of Congressman Jim Jordan today urged local governments to apply for the grants.');
    expect(a[0]).toMatchObject({ name: null, description: 'The Office of Congressman Jim Jordan' });
    const b = got('Representative Tom McClintock’s office learned today that Lake Clementine will remain open through 2010.');
    expect(b[0]).toMatchObject({ name: null, description: 'Representative Tom McClintock’s office' });
    // (the person who speaks is still the person)
    expect(got('“We will fight this,” said Congressman Jim Jordan, who leads the office.')[0]?.name).toBe('Jim Jordan');
  });
});

describe('an institution whose last word alone was tagged a name', () => {
  it('is named with its capitalized words, not the last word', () => {
    expect(got('The Justice Department said the policy would change.')[0]?.name).toBe('Justice Department');
    expect(got('The General Accounting Office today released a report showing that costs rose.')[0]?.name).toBe('General Accounting Office');
  });
});
