import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { expectAttribution, simple, trace } from './helpers.js';
import type { AttributionCase as Case } from './helpers.js';
import { setSpanModel } from '../../src/learn/spans/index.js';
import { analyze } from '../../src/index.js';

// Round 4 of the attribution rules (sources set off by commas, lists of names, "In a … statement" openers, semicolons),
// with the rules alone: the span model is off. Sentences from PolNeAR train and the press releases.
beforeAll(() => setSpanModel(false));
afterAll(() => setSpanModel(true));

const POSITIVES: Case[] = [
  // a discourse adverb or the occasion between subject and cue is neither: the source is the phrase before it
  { text: 'The campaign was quiet. Murphy, though, said he’s with former secretary of state Hillary Clinton.', rule: 'reported-speech', content: 'he’s with former secretary of state Hillary Clinton', cue: 'said', source: 'Murphy' },
  { text: 'The plane is old. Mr. Trump, in a brief interview on Saturday, said his 757 was a truly great aircraft.', rule: 'reported-speech', content: 'his 757 was a truly great aircraft', cue: 'said', source: 'Mr. Trump' },
  { text: 'Some Republicans want a change. Others, however, say a recalibration is overdue.', rule: 'reported-speech', content: 'a recalibration is overdue', cue: 'say', source: 'Others' },
  // a description set off by commas stays in the source, as PolNeAR marks it: a party code, an age, "its …", "then 38"
  { text: 'The meeting ended late. Rep. Chris Collins, R-NY, says meeting participants outlined a scenario in which Trump receives 1,265 delegates.', rule: 'reported-speech', content: 'meeting participants outlined a scenario in which Trump receives 1,265 delegates', cue: 'says', source: 'Rep. Chris Collins, R-NY,' },
  { text: 'Dating apps are busy. Jillian Chase, 27, a Tinder user in New York, said the election would occasionally come up in conversation.', rule: 'reported-speech', content: 'the election would occasionally come up in conversation', cue: 'said', source: 'Jillian Chase, 27, a Tinder user in New York,' },
  { text: 'The firm grew fast. Scott Goodstein, its chief executive officer, said candidates are becoming more aware of how much money there is to be raised.', rule: 'reported-speech', content: 'candidates are becoming more aware of how much money there is to be raised', cue: 'said', source: 'Scott Goodstein, its chief executive officer,' },
  // "at least" opens a quantity; a list of names is the source whole
  { text: 'The vote is close. At least 23 Democrats have indicated they will vote against the bill.', rule: 'reported-speech', content: 'they will vote against the bill', cue: 'have indicated', source: 'At least 23 Democrats' },
  { text: 'The park opened. In a joint statement, Leahy, Sanders and Welch said, Vermont has a long legacy of preserving and protecting its heritage and special places.', rule: 'reported-speech', content: 'Vermont has a long legacy of preserving and protecting its heritage and special places', cue: 'said', source: 'Leahy, Sanders and Welch' },
  // "asked President Obama to consider …": the one asked is the addressee and, before an infinitive, opens the content
  { text: 'The area is unique. In an October 2012 letter, Bingaman and Udall asked President Obama to consider designating the area for national monument status.', rule: 'reported-speech', content: 'President Obama to consider designating the area for national monument status', cue: 'asked', source: 'Bingaman and Udall', addressee: 'President Obama' },
  // other sentence openers before a parenthetical cue are the statement's first fragment (PolNeAR: "In the long run, …")
  { text: 'The cuts passed. In the long run, the senator said, the cuts will hurt rural hospitals.', rule: 'parenthetical-cue', content: 'In the long run + the cuts will hurt rural hospitals', cue: 'said', source: 'the senator' },
  // ", including …" continues a list inside the statement; another participle after a comma still ends it
  { text: 'The senator said the bill would fund several programs, including public transit and rural libraries.', rule: 'reported-speech', content: 'the bill would fund several programs, including public transit and rural libraries', cue: 'said', source: 'The senator' },
  { text: 'The senator said the bill would fund public transit, adding that the vote was close.', rule: 'reported-speech', content: 'the bill would fund public transit', cue: 'said', source: 'The senator' },
  // a parenthesis the statement did not open is not part of it
  { text: 'The index grew fast last year. (The company says it tracks an additional 500 billionaire family fortunes.)', rule: 'reported-speech', content: 'it tracks an additional 500 billionaire family fortunes', cue: 'says', source: 'The company' },
  { text: 'The index grew fast (the company says it tracks 500 fortunes) last year.', rule: 'reported-speech', content: 'it tracks 500 fortunes', cue: 'says', source: 'the company' },
  // a semicolon closes the statement and the attribution
  { text: 'The case is closed. According to the complaint, Smith hid the funds; prosecutors called him the architect of the scheme.', rule: 'according-to', content: 'Smith hid the funds', cue: 'According to', source: 'the complaint' },
  { text: 'The deal is done. The talks collapsed, Brafman noted; the lawyers agreed to meet again.', rule: 'sentence-final-cue', content: 'The talks collapsed', cue: 'noted', source: 'Brafman' },
];

describe('attribution rules, round 4', () => {
  for (const c of POSITIVES) {
    it(`${c.rule}: ${c.text.slice(0, 70)}`, () => expectAttribution(c));
  }
});

describe('attribution rules, round 4, negatives', () => {
  const all = (text: string) => simple(text);
  it('"In a/an … statement/letter" opening a sentence is no content fragment', () => {
    for (const text of [
      'The park opened. In a joint statement, Leahy, Sanders and Welch said, Vermont has a long legacy of preserving and protecting its heritage and special places.',
      'The area is unique. In an October 2012 letter, Bingaman and Udall asked President Obama to consider designating the area for national monument status.',
    ]) expect(all(text).filter((q) => /^In an? /.test(q.content)), trace(text)).toHaveLength(0);
  });
  it('an aside after a long subject does not make the words before it a source', () => {
    // ("also reports" takes the whole long phrase, its relative clause and all: relative-subjects.test.ts; the rules read
    // no part of it, "you to accept the resignation …", as the source)
    const text = 'The controversial article in Rolling Stone Magazine that led you to accept the resignation of General McChrystal, for example, also reports that a senior military official believes that military success could lead to an escalation.';
    expect(all(text).map((q) => [q.cue, q.source, q.content]), trace(text)).toEqual([
      ['also reports', 'The controversial article in Rolling Stone Magazine that led you to accept the resignation of General McChrystal', 'that a senior military official believes that military success could lead to an escalation'],
      ['believes', 'a senior military official', 'that military success could lead to an escalation']]);
  });
  it('what follows a semicolon after a cue is not what the cue reports', () => {
    const text = 'The deal is done. The talks collapsed, Brafman noted; the lawyers agreed to meet again.';
    expect(all(text).filter((q) => q.content.startsWith(';') || q.cue === 'noted' && q.content.includes('lawyers')), trace(text)).toHaveLength(0);
  });
  it('a description set off by commas after "the" + an institution or a role stays with it in the source ("The company, a unit of …")', () => {
    for (const [text, source] of [
      ['Prices rose. The company, a unit of General Electric, said it would cut jobs.', 'The company, a unit of General Electric,'],
      ['The survey is late. The agency, part of the Interior Department, said the survey was delayed.', 'The agency, part of the Interior Department,'],
    ]) {
      const qs = all(text);
      expect(qs.map((q) => [q.rule, q.cue, q.source]), trace(text)).toEqual([['reported-speech', 'said', source]]);
    }
    // the speaker is the description, not the organization named in it
    for (const [text, description] of [
      ['The survey is late. The agency, part of the Interior Department, said the survey was delayed.', 'The agency, part of the Interior Department,'],
      ['Prices rose. The company, a unit of General Electric, said it would cut jobs.', 'The company, a unit of General Electric,'],
    ]) {
      const a = analyze(text);
      expect(a.quotes[0]!.speaker, JSON.stringify(a.quotes[0]!.speaker)).toMatchObject({ entity: null, name: null, anonymous: false, description });
    }
  });
  it('"No." before a number is no sentence end', () => {
    const text = 'Officials met. The No. 2 official, Deputy Secretary John Doe, said the plan is sound.';
    const q = all(text).find((x) => x.cue === 'said');
    expect(q?.content, trace(text)).toBe('the plan is sound');
  });
  it('"said no." ends the sentence: the next one is a question of its own', () => {
    const text = 'Reporters asked Gale whether he would run. Gale said no. Asked if he would reconsider, he shook his head.';
    const qs = all(text);
    expect(qs.filter((q) => q.content.includes('Asked')), trace(text)).toHaveLength(0);
    expect(qs.find((q) => q.rule === 'asked' && q.content === 'if he would reconsider'), trace(text)).toBeDefined();
  });
});
