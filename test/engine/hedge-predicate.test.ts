import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/index.js';
import { expectVerbatim } from './helpers.js';

// PolNeAR marks "X seems stable" as it marks "X seems to …": a hedge with no source, the subject and the predicate its
// content (train: 42 "seem" or "appear" without "to", none with a source); a review of PolNeAR train 520-559.
describe('a hedge with a predicate', () => {
  const got = (text: string) => {
    const a = analyze(text);
    expectVerbatim(text, a);
    return a.quotes.map((q) => [q.rule, q.cue?.text, q.source?.text ?? null, q.content.map((c) => c.text).join(' | ')]);
  };

  it('has the subject and the predicate for its content', () => {
    expect(got('Trump’s supporters seemed equally unperturbed.')).toEqual([['hedge', 'seemed', null, 'Trump’s supporters | equally unperturbed']]);
  });

  it('is none after an auxiliary or a causative, nor "appear" as showing up', () => {
    expect(got('Trump appeared at a rally in Ohio.')).toEqual([]);
    expect(got('His new role makes him seem kinder to the candidate.').map((q) => q[0])).not.toContain('hedge');
    expect(got('The conflict may once have seemed far away to voters.').map((q) => q[0])).not.toContain('hedge');
  });
});
