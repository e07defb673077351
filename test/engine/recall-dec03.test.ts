import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/index.js';
import { expectVerbatim } from './helpers.js';

// Reported speech the engine missed entirely on PolNeAR train (sieves/reported.ts): acts of speech or choice read as
// stances ("compared", "encouraged", "requested", "identified", "nominated"), and speaking of a topic ("spoke of",
// "talked about"). Sentences written for these tests in the shapes of news reports and press releases.
const got = (text: string) => {
  const a = analyze(text);
  expectVerbatim(text, a);
  return a.quotes.map((q) => ({ rule: q.rule, source: q.source?.text ?? null, cue: q.cue?.text ?? null, content: q.content.map((c) => c.text).join(' … ') }));
};
const byCue = (text: string, cue: string) => got(text).find((q) => q.cue === cue);

describe('acts of speech or choice: the subject the source, the object the content', () => {
  const cases: [string, string, string, string][] = [
    ['The senator compared the trade deal to a house built on sand.', 'compared', 'The senator', 'the trade deal to a house built on sand'],
    ['Mayor Ellen Park encouraged residents to stay off the roads until the storm passes.', 'encouraged', 'Mayor Ellen Park', 'residents to stay off the roads until the storm passes'],
    ['The governor requested a federal disaster declaration for three rural counties.', 'requested', 'The governor', 'a federal disaster declaration for three rural counties'],
    ['The audit identified serious flaws in the agency’s handling of the contracts.', 'identified', 'The audit', 'serious flaws in the agency’s handling of the contracts'],
    ['The president nominated a federal appeals judge to fill the vacant seat.', 'nominated', 'The president', 'a federal appeals judge to fill the vacant seat'],
  ];
  for (const [text, cue, source, content] of cases) {
    it(`"${cue}"`, () => {
      const q = byCue(text, cue);
      expect(q?.source).toBe(source);
      expect(q?.content).toBe(content);
    });
  }
});

describe('speaking of a topic: the verb and its particle the cue, the topic the content', () => {
  it('"spoke of": the whole topic, a participle phrase included', () => {
    const q = byCue('He spoke of a country divided by fear.', 'spoke of');
    expect(q?.source).toBe('He');
    expect(q?.content).toBe('a country divided by fear');
  });
  it('"spoke of" with a short topic', () => {
    expect(byCue('Cruz spoke of the Constitution.', 'spoke of')?.content).toBe('the Constitution');
  });
  it('"talked about" twice in one sentence', () => {
    const qs = got('In Des Moines, Clinton talked about her plan for community colleges, and Sanders talked about Wall Street.').filter((q) => q.cue === 'talked about');
    expect(qs.map((q) => [q.source, q.content])).toEqual([['Clinton', 'her plan for community colleges'], ['Sanders', 'Wall Street']]);
  });
});

describe('negatives', () => {
  it('a participle before a preposition modifies the noun: "the amount requested for …"', () => {
    expect(got('The bill provides twice the amount requested for firefighter grants this year.').find((q) => q.cue === 'requested')).toBeUndefined();
  });
  it('"compared to last year" is no stance', () => {
    expect(got('Sales of new homes rose sharply compared to last year.').find((q) => q.cue === 'compared')).toBeUndefined();
  });
  it('"the least talked about" is an adjective', () => {
    expect(got('It was the least talked about change in the new budget.').find((q) => q.cue?.includes('talked'))).toBeUndefined();
  });
});
