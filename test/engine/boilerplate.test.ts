import { describe, it, expect } from 'vitest';
import { analyze } from '../../src/index.js';

// Labelled paragraphs written for this table (the evaluation set in eval/ is scored separately by npm run eval).
const BOILERPLATE = [
  'The opinions expressed by contributors are their own and do not necessarily reflect the views of this site.',
  'Contact us for guidelines on submitting your own commentary.',
  'Sign up for our daily newsletter to get the latest updates in your inbox.',
  'Click here to read the full report.',
  '###',
  'Media Contact: Jane Roe (202) 555-0143',
  'The full text of the bill can be found here.',
  'Congresswoman Ana Ruiz serves on the House Appropriations Committee and the Budget Committee.',
  'Sincerely,',
  'For more information, visit the senator’s website.',
  'The committee met on Monday. To learn more, click here.',
  'Editor’s note: The senator is a frequent critic of the administration and has repeatedly pledged to block its nominees.',
];
const CONTENT = [
  'The mayor said the city would click into high gear on housing, a phrase she repeated twice.',
  'Congresswoman Ana Ruiz said the committee would vote on Tuesday, and that she expected the bill to pass.',
  'Officials expressed their views on the plan at a meeting that ran late into the night.',
  'The report was published in March and found that rents rose 12 percent in a year.',
  // (a statement before the prompt: the paragraph is the statement's, a review of press releases)
  'In December 2020, DeFazio called on the FCC to delay its auction of the spectrum. To learn more, click here.',
  '"We need this funding now," said Rep. Smith. To learn more, click here.',
];

describe('boilerplate paragraphs', () => {
  const text = [...CONTENT.slice(0, 2), ...BOILERPLATE, ...CONTENT.slice(2)].join('\n\n');
  const a = analyze(text);
  const flagged = (p: string) => {
    const start = text.indexOf(p);
    const para = a.paragraphs.find((x) => x.start === start);
    expect(para, p).toBeDefined();
    return para!.boilerplate;
  };
  for (const p of BOILERPLATE) it(`flags: ${p.slice(0, 50)}`, () => expect(flagged(p)).toBe(true));
  for (const p of CONTENT) it(`keeps: ${p.slice(0, 50)}`, () => expect(flagged(p)).toBe(false));
  it('paragraph offsets slice back to the text', () => {
    for (const p of a.paragraphs) expect(text.slice(p.start, p.end)).toBe(text.slice(p.start, p.end).trim());
    expect(a.paragraphs).toHaveLength(CONTENT.length + BOILERPLATE.length);
  });
});
