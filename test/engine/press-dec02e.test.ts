import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/index.js';
import { expectVerbatim } from './helpers.js';

// A review of the speakers of congressional press releases (releases 10000-10079 read, patterns counted on the first
// 3,000; December 2). Each sentence is written after a release's shape; each test failed on the code before its change.
const speakers = (text: string, title?: string) => {
  const a = analyze(text, title ? { title } : {});
  expectVerbatim(text, a);
  return a.quotes.map((q) => [q.source?.text, q.speaker.name, q.speaker.description]);
};
const of = (rows: (string | null | undefined)[][], source: string) => rows.filter((r) => r[0] === source);

describe('an organization or place before lowercase words of people', () => {
  // (the organization or place was the speaker: "House Republican", "CBP", "Colorado")
  it('is the group, not the organization', () => {
    expect(of(speakers('Congresswoman Ann Reyes (D-CA) spoke on the floor today. The House Republican leadership refuses to allow a vote on the minimum wage.'), 'The House Republican leadership'))
      .toEqual([['The House Republican leadership', null, 'The House Republican leadership']]);
    expect(of(speakers('Rep. Tom Walsh toured the border on Friday. CBP sector chiefs said the border was overwhelmed.'), 'CBP sector chiefs'))
      .toEqual([['CBP sector chiefs', null, 'CBP sector chiefs']]);
    expect(of(speakers('Rep. Tom Walsh met with growers on Monday. Colorado producers are seeking relief from the drought.'), 'Colorado producers'))
      .toEqual([['Colorado producers', null, 'Colorado producers']]);
    // (not a writing of it: "The CBC letter" is the caucus's)
    expect(of(speakers('Rep. Ann Reyes joined the caucus today. The CBC letter demanded that the agency act.'), 'The CBC letter')[0]![1]).not.toBeNull();
  });
});

describe('a headline verb bringing in a bill', () => {
  // (the member before "Introduces" was the speaker of what the bill calls for)
  it('does not make the member the speaker of the bill', () => {
    const rows = speakers('Barbara Lee Introduces Bill to Recognize the Anniversary of the End of Slavery\n\n(Washington, DC) Congresswoman Barbara Lee (D-Oakland) today introduced a bill.');
    for (const r of rows.filter((r) => r[0]?.endsWith('Introduces'))) expect(r[1]).toBeNull();
    expect(rows.some((r) => r[0]?.endsWith('Introduces'))).toBe(true);
  });
});

describe('"General" ending a title', () => {
  // (the name tagger's "General" was the speaker)
  it('is an office, its holder unnamed', () => {
    expect(of(speakers('Rep. Ann Reyes spoke on women in peacekeeping. The UN Secretary General, for example, has specifically stated that women should be involved in security decisions.'), 'The UN Secretary General'))
      .toEqual([['The UN Secretary General', null, 'The UN Secretary General']]);
  });
});
