import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/index.js';
import { expectVerbatim } from './helpers.js';

// A review of the span model's own attributions on press releases 6,000-6,400 (the model sieve's vetoes and its
// repair of a source that is the one written to). Sentences written for these tests in the releases' shapes.
const got = (text: string) => {
  const a = analyze(text);
  expectVerbatim(text, a);
  return a.quotes.map((q) => ({ rule: q.rule, source: q.source?.text ?? null, cue: q.cue?.text ?? null, content: q.content.map((c) => c.text) }));
};

describe('a one-word model cue with no source that is a modifier or an opener', () => {
  it('is no attribution: "notice for | proposed | voting laws"', () => {
    const qs = got('It would establish a grant program for small jurisdictions to comply with the requirement to provide public notice for proposed voting laws.');
    expect(qs.filter((q) => q.cue === 'proposed')).toEqual([]);
  });
  it('is no attribution: "| Say | what you want about …" and "| Expected | to bring …"', () => {
    expect(got('Say what you want about the old regime, there was no housing shortage there. Markets do not always know best.')).toEqual([]);
    expect(got('Expected to bring 175 new jobs, the new mission will play an important role in the region.')).toEqual([]);
  });
});

describe('a model cue of a preposition and a past participle', () => {
  it('is no attribution: "notice | for proposed | voting changes", whatever source the model drew', () => {
    const qs = got('The bill would also require reasonable public notice for proposed voting changes in small counties.');
    expect(qs.filter((q) => q.cue?.includes('proposed'))).toEqual([]);
  });
});

describe('a source right before a participle cue that is the one written to', () => {
  it('gives way to the person who wrote: "delivered a letter to President Biden today urging him …"', () => {
    const qs = got("WASHINGTON, D.C. – Congressman Tom Baker (R-LA) and the entire state congressional delegation delivered a letter to President Biden today urging him to approve the state's request for a major disaster declaration after the storm.");
    const urging = qs.filter((q) => q.cue?.includes('urging'));
    expect(urging.map((q) => q.source)).not.toContain('Biden');
    expect(urging[0]?.source).toBe('Tom Baker');
  });
});

describe('"recognize" of an award', () => {
  it('is no statement: "recognize an MVP", "recognized Mayor … as the August MVP"', () => {
    const qs = got('Each month, Baker and his team recognize an MVP from the district who has made outstanding contributions to the community. Baker recognized Harbor City Mayor Dale Watts as the August MVP.');
    expect(qs.filter((q) => /recogni/i.test(q.cue ?? ''))).toEqual([]);
  });
  it('still reports "recognize that …" and the calls the model finds', () => {
    const qs = got('While we recognize that you must balance speed with preventing fraud, the state has continued to lag behind other states in paying benefits.');
    expect(qs.find((q) => q.cue === 'recognize')?.content).toEqual(['that you must balance speed with preventing fraud']);
    const called = got('Last week, Rep. Hudson called on the Secretary of State to do more to secure the safety of American citizens and our allies.');
    expect(called.find((q) => q.cue === 'called on')?.source).toBe('Rep. Hudson');
  });
});
