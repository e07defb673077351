import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/index.js';
import { attributions } from './helpers.js';

// From a review of press releases 6,000-6,059 (each pattern counted over the first 3,000 releases and the corpus, samples read).
const run = attributions;

describe('quotation marks in press releases', () => {
  it('a statement printed with one pair of marks over several paragraphs is one quotation', () => {
    const q = run('WASHINGTON – Congressman Tom Smith released the following statement:\n\n“Today, Speaker Pelosi forced a vote on a budget that spends trillions.\n\nReconciliation was created in 1974 to reduce deficits, not to grow them.\n\nI will vote against this reckless spending that mortgages our future.”\n\nSmith represents the 4th District.');
    expect(q.map((x) => [x.name, x.content.length, x.content[2]])).toEqual([['Tom Smith', 3, 'I will vote against this reckless spending that mortgages our future.”']]);
  });

  it('a typographic quotation nested in a typographic one does not end the statement', () => {
    const q = run('“Democrats passed this bill under the false pretense of ending “sweeping voter suppression” to justify a federal takeover of elections,” said Congressman Mario Diaz.');
    expect(q.map((x) => [x.rule, x.content[0]])).toEqual([['trailing-cue', '“Democrats passed this bill under the false pretense of ending “sweeping voter suppression” to justify a federal takeover of elections,”']]);
  });

  it('the last part of a run-on statement is speech however short', () => {
    const q = run('Congressman Lou Correa said: “Our servicemembers deserve better.\n\nWe must act now.\n\nNo more.”');
    expect(q.map((x) => x.content)).toEqual([['“Our servicemembers deserve better.', 'We must act now.', 'No more.”']]);
  });

  it('a quotation opened after a colon and never closed is reported as such', () => {
    expect(analyze('Smith said: “We will win.').messages.map((m) => [m.code, m.message]))
      .toEqual([['unclosed-quote', 'A quotation opened after a colon is never closed; it is taken to run to the paragraph end.']]);
  });

  it('a quotation opened after a colon runs on to its closing mark paragraphs later', () => {
    const q = run('Congressman Lou Correa said: “Our servicemembers deserve better.\n\nWe must act now to fix the system.”');
    expect(q.map((x) => [x.name, x.content])).toEqual([['Lou Correa', ['“Our servicemembers deserve better.', 'We must act now to fix the system.”']]]);
  });
});

describe('speakers and sources in press releases', () => {
  it('"U.S." before a title is not the speaker\'s place', () => {
    expect(run('U.S. Representative Richard Hudson (NC-08), Fort Bragg’s Congressman, said the base needs more funding.').map((x) => x.name)).toEqual(['Richard Hudson']);
  });

  it('a coordinated subject of named members is the source whole', () => {
    expect(run('Congressmen Raul Ruiz, M.D. (D-CA) and Larry Bucshon (R-IN) announced that their bill passed the House.').map((x) => x.source))
      .toEqual(['Congressmen Raul Ruiz, M.D. (D-CA) and Larry Bucshon (R-IN)']);
  });

  it('a speaker label with party and state before a colon gives the quotation its speaker', () => {
    expect(run('The hearing went on.\n\nRep. Bob Good (R-VA): "The budget is out of control."').map((x) => [x.rule, x.name])).toEqual([['leading-cue', 'Bob Good']]);
  });

  it('"… releases the following statement" announces a statement', () => {
    expect(run('Congresswoman Sara Jacobs releases the following statement:\n\nThis bill will help families in San Diego.').map((x) => [x.rule, x.cue, x.name]))
      .toEqual([['statement-block', 'releases the following statement', 'Sara Jacobs']]);
  });

  it('"Please" is no source', () => {
    expect(run('Please confirm that Dr. Kijakazi serves as acting commissioner.')).toEqual([]);
  });

  it('the article\'s subject is counted outside quotations: a statement naming whom it attacks still goes to the member', () => {
    const q = run('WASHINGTON – Congressman Tom Smith voted against the budget resolution today.\n\nThe House passed it by a narrow margin.\n\n“President Biden’s budget is a disaster. Joe Biden wants to tax families. Biden ignores inflation, and Biden ignores the border.”');
    expect(q.map((x) => [x.rule, x.name])).toEqual([['article-subject', 'Tom Smith']]);
  });
});

