import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { expectAttribution, simple, trace } from './helpers.js';
import type { AttributionCase as Case } from './helpers.js';
import { setSpanModel } from '../../src/learn/spans/index.js';

// Round 3 of the attribution rules (questions with no asker, "polls show", "see … as", ", citing …", descriptions kept
// in sources, quoted words inside reported speech, content ends), with the rules alone: the span model is off.
beforeAll(() => setSpanModel(false));
afterAll(() => setSpanModel(true));


const POSITIVES: Case[] = [
  // a question put to someone: the question is the content; no source unless "by X" names the asker
  { text: 'In October, the President was asked if he would rule out the possibility of permanent bases, and his refusal to do so only fed the mistrust of the Iraqi public.', rule: 'asked', content: 'if he would rule out the possibility of permanent bases', cue: 'was asked', source: null },
  { text: 'Annan has called the situation the world’s worst humanitarian crisis, but when Powell was asked by reporters about whether the situation constituted genocide, Powell responded that it did.', rule: 'asked', content: 'whether the situation constituted genocide', cue: 'was asked', source: 'reporters' },
  { text: 'Asked whether he would support the nominee, the senator said he would wait for the convention.', rule: 'asked', content: 'whether he would support the nominee', cue: 'Asked', source: null },
  { text: 'When asked about the budget, the governor said the state would balance it without new taxes.', rule: 'asked', content: 'the budget', cue: 'asked about', source: null },
  // "studies show", "see … as"
  { text: 'Studies show that low-income children living in cold climates are much more likely to be malnourished during the winter months.', rule: 'reported-speech', content: 'that low-income children living in cold climates are much more likely to be malnourished during the winter months', cue: 'show', source: 'Studies' },
  { text: 'Many Republican voters see national security and terrorism as their top concerns.', rule: 'reported-speech', content: 'national security and terrorism as their top concerns', cue: 'see', source: 'Many Republican voters' },
  // ", referring to …", ", citing …", and a participle after a quotation's own attribution
  { text: '"That\'s the heart of the ABC strategy," said Lee, referring to the preventive approach of Abstain, Be Faithful, and use Condoms.', rule: 'participle-cue', content: 'the preventive approach of Abstain, Be Faithful, and use Condoms', cue: 'referring to', source: 'Lee' },
  { text: 'CalSTRS has failed to acknowledge the financial and moral risk in Sudan-related investments, said the letter, citing the refusal of CalSTRS to divest holdings in PetroChina.', rule: 'participle-cue', content: 'the refusal of CalSTRS to divest holdings in PetroChina', cue: 'citing', source: 'the letter' },
  { text: '“We need steady hands,” Clinton told the crowd, adding that she would not be distracted by insults.', rule: 'participle-cue', content: 'that she would not be distracted by insults', cue: 'adding', source: 'Clinton' },
  // the description after a name stays in the source, as PolNeAR marks it
  { text: '"It is important that America redirect its energy policy," said Jerome Ringo, president of the Apollo Alliance.', rule: 'trailing-cue', content: '"It is important that America redirect its energy policy,"', cue: 'said', source: 'Jerome Ringo, president of the Apollo Alliance' },
  { text: 'This is a classic example of the fox guarding the henhouse, said Woolsey, the co-chair of the Progressive Caucus.', rule: 'sentence-final-cue', content: 'This is a classic example of the fox guarding the henhouse', cue: 'said', source: 'Woolsey, the co-chair of the Progressive Caucus' },
  { text: 'Arturo Sarukhan, Mexico’s ambassador to the United States from 2007 to 2013, said Mexico must answer the claims.', rule: 'reported-speech', content: 'Mexico must answer the claims', cue: 'said', source: 'Arturo Sarukhan, Mexico’s ambassador to the United States from 2007 to 2013,' },
  // quoted words opening mid-clause are part of the statement: a mixed attribution
  { text: 'The senator said that the tax cut is “peanuts,” compared to what Islamic State militants are doing.', rule: 'reported-speech', content: 'that the tax cut is “peanuts,” compared to what Islamic State militants are doing', cue: 'said', source: 'The senator', kind: 'mixed' },
  // the content ends before a clause of its own or a closing relative clause
  { text: 'Most voters said the economy was their top concern, and a third said health care mattered more.', rule: 'reported-speech', content: 'the economy was their top concern', cue: 'said', source: 'Most voters' },
  { text: 'He said the new plan would help farmers in Iowa, which votes first in January.', rule: 'reported-speech', content: 'the new plan would help farmers in Iowa', cue: 'said', source: 'He' },
];

describe('attribution rules, round 3', () => {
  for (const c of POSITIVES) {
    it(`${c.rule}: ${c.text.slice(0, 70)}`, () => expectAttribution(c));
  }
});

describe('attribution rules, round 3, negatives', () => {
  const all = (text: string) => simple(text);
  it('a request in the passive is no question ("Attendees are asked to please RSVP")', () => {
    const text = 'Attendees are asked to please RSVP so a light lunch can be provided.';
    expect(all(text).filter((q) => q.rule === 'asked'), trace(text)).toHaveLength(0);
  });
  it('"known as" names something and reports nothing', () => {
    const text = 'The bill, known as the DREAM Act, would provide a path to citizenship for undocumented immigrant children who go to college or join the military.';
    expect(all(text).filter((q) => /known/.test(q.cue ?? '')), trace(text)).toHaveLength(0);
  });
  it('"see … as soon as" and "his views as" are no views held', () => {
    for (const text of ['We will see the results as soon as the count is finished.', 'His views as governor were moderate on most issues.']) {
      expect(all(text).filter((q) => /^(see|views)$/.test(q.cue ?? '')), trace(text)).toHaveLength(0);
    }
  });
  it('a participle after a subject that cannot speak is no attribution ("This year’s theme …, emphasizing")', () => {
    const text = 'This year’s theme is prevention, emphasizing the fact that just getting tested can produce behavioral change.';
    expect(all(text).filter((q) => q.rule === 'participle-cue'), trace(text)).toHaveLength(0);
  });
  it('a quotation with its own attribution stays a quote of its own, outside the reported content', () => {
    const text = 'She felt the amendment was worth examining because “most people don’t know about that loophole,” she said.';
    const qs = all(text);
    expect(qs.find((q) => q.rule === 'trailing-cue' && q.content === '“most people don’t know about that loophole,”'), trace(text)).toBeDefined();
    expect(qs.filter((q) => q.kind !== 'direct' && q.content.includes('loophole')), trace(text)).toHaveLength(0);
  });
  it('a short content is not cut with its comma kept ("He said he agreed, “…”")', () => {
    // (one attribution: the quotation, his; the rules take "agreed" for its cue, where the span model reads "said")
    const text = 'He said he agreed, "and we will do it together."';
    expect(all(text).map((q) => [q.source, q.content]), trace(text)).toEqual([['he', '"and we will do it together."']]);
  });
});
