import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { expectAttribution, simple, trace } from './helpers.js';
import type { AttributionCase as Case } from './helpers.js';
import { setSpanModel } from '../../src/learn/spans/index.js';

// Round 2 of the reported-speech recall rules (relative pronouns, one-word parentheticals, "that" after an adjunct,
// hedges with no source, and press-release nits), with the rules alone: the span model is off.
beforeAll(() => setSpanModel(false));
afterAll(() => setSpanModel(true));


const POSITIVES: Case[] = [
  // a relative pronoun after a comma is the first fragment of the content
  { text: 'He vowed to build a permanent wall at the border, which he said the Mexican government should also pay for.', rule: 'reported-speech', content: 'which + the Mexican government should also pay for', cue: 'said', source: 'he' },
  { text: 'He could not resist taking swipes at Marco Rubio, who he dubbed “the little senator.”', rule: 'reported-speech', content: 'who + “the little senator.”', cue: 'dubbed', source: 'he' },
  // a parenthetical cue after one word: two fragments
  { text: 'Loyalty, he noted, has long been a core tenet of the Republican Party.', rule: 'parenthetical-cue', content: 'Loyalty + has long been a core tenet of the Republican Party', cue: 'noted', source: 'he' },
  { text: 'Instead, Trump told CNN, his policy would merely be to go after them.', rule: 'parenthetical-cue', content: 'Instead + his policy would merely be to go after them', cue: 'told', source: 'Trump', addressee: 'CNN' },
  // the content starts at "that" after an adjunct, an addressee or a time
  { text: 'A spokesman for Yahoo told The New York Times Tuesday morning that Trump canceled a scheduled interview.', rule: 'reported-speech', content: 'that Trump canceled a scheduled interview', cue: 'told', source: 'A spokesman for Yahoo' },
  { text: 'Sanders said following a vote in 2001 that he had serious concerns about the industry.', rule: 'reported-speech', content: 'that he had serious concerns about the industry', cue: 'said', source: 'Sanders' },
  // hedges: a cue with no source; the subject and the infinitive are the content
  { text: 'Indeed, a broader swath of Republican voters appears to be moving behind Trump.', rule: 'hedge', content: 'a broader swath of Republican voters + to be moving behind Trump', cue: 'appears', source: null },
  { text: 'VA Puget Sound is expected to open a new clinic in Everett next year.', rule: 'hedge', content: 'VA Puget Sound + to open a new clinic in Everett next year', cue: 'is expected', source: null },
  // "according to" with a long source, or after a dash
  { text: 'Majorities of Democrats say they would be satisfied with both candidates. According to early results of exit polls conducted for the Associated Press and television networks by Edison Research, nearly half of the voters were black.', rule: 'according-to', content: 'nearly half of the voters were black', cue: 'According to', source: 'early results of exit polls conducted for the Associated Press and television networks by Edison Research' },
  { text: 'In 2014, the town had 115 instances of violent crime — according to the most recent data available from the FBI.', rule: 'according-to', content: 'In 2014, the town had 115 instances of violent crime', cue: 'according to', source: 'the most recent data available from the FBI' },
  // press-release nits: the companion after "along with" is no source; "I" after "and" opens its own clause
  { text: 'Senator Heidi Heitkamp, along with Senator Amy Klobuchar (D-MN), announced that the Fargo clinic will receive $8.5 million.', rule: 'reported-speech', content: 'that the Fargo clinic will receive $8.5 million', cue: 'announced', source: 'Senator Heidi Heitkamp' },
  { text: 'Congresswoman Barbara Lee (D-CA) along with the Department of Energy announced that the laboratory will receive $12.5 million.', rule: 'reported-speech', content: 'that the laboratory will receive $12.5 million', cue: 'announced', source: 'Congresswoman Barbara Lee (D-CA)' },
  { text: 'This bill is a positive step and I hope the House and Senate will work quickly to pass it.', rule: 'reported-speech', content: 'the House and Senate will work quickly to pass it', cue: 'hope', source: 'I' },
  { text: 'House Republican leaders plan to limit debate to two hours when the bill comes up on Thursday.', rule: 'reported-speech', content: 'to limit debate to two hours when the bill comes up on Thursday', cue: 'plan', source: 'House Republican leaders' },
];

describe('reported speech: recall rules, round 2', () => {
  for (const c of POSITIVES) {
    it(`${c.rule}: ${c.text.slice(0, 70)}`, () => expectAttribution(c));
  }
});

describe('reported speech: recall rules, round 2, negatives', () => {
  const all = (text: string) => simple(text);
  it('a relative pronoun after a preposition or a verb is no fragment ("in which he said", "asked what he thought")', () => {
    for (const text of ['He gave a speech in Salt Lake City in which he said the party had lost its way.', 'A student asked Obama what he thought of the prospects of a Trump presidency.']) {
      expect(all(text).filter((q) => /^(which|what) \+/.test(q.content)), trace(text)).toHaveLength(0);
    }
  });
  it('"And, he said, …" keeps "And" out of the content', () => {
    const text = 'And, he said, the state would not back down from the fight over the budget.';
    expect(all(text).filter((q) => q.content.startsWith('And')), trace(text)).toHaveLength(0);
  });
  it('"that" after a common noun starts a relative clause, not the content; a cue after a preposition has no subject', () => {
    // ("for not reporting loans": no statement at all, where the rules once made "He knocked Cruz for" a source)
    const text = 'He knocked Cruz for not reporting loans from Goldman Sachs and Citibank that he used to fund his campaign.';
    expect(all(text), trace(text)).toEqual([]);
  });
  it('a hedge after a modal is the writer’s own ("may seem to be")', () => {
    const text = 'The dinner is a Wall Street ritual that may seem to be a vestige of a different era.';
    expect(all(text).filter((q) => q.rule === 'hedge'), trace(text)).toHaveLength(0);
  });
  it('"plan" as a noun is no cue ("Our tax plan will …", "the Democratic plan to extend …")', () => {
    for (const text of ['Our tax plan will stimulate the economy and create jobs in every state.', 'We must force Republicans to take up the Democratic plan to extend benefits before adjourning.']) {
      expect(all(text).filter((q) => q.cue === 'plan'), trace(text)).toHaveLength(0);
    }
  });
});
