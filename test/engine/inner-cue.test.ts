import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/index.js';
import { expectVerbatim } from './helpers.js';

// Press releases stripped of a quotation's inner marks leave the cue inside one pair of marks:
// `"I was alarmed by the report, Vitter said. I applaud …"`. No rule read the words inside the marks, so the quotation
// went to the previous paragraph's speaker (Durbin) or the article's subject (a review of 60 releases: 5 quotes in 3).
describe('a cue and a name inside a quotation whose inner marks were lost', () => {
  const got = (text: string) => {
    const a = analyze(text);
    expectVerbatim(text, a);
    return a.quotes.map((q) => [q.rule, q.cue?.text, q.speaker.name, q.content.map((c) => c.text)]);
  };

  it('gives the quotation to the person named, in two fragments around the cue', () => {
    const text = 'The bill passed, Durbin said. Dogs are sold online.\n\n"I was alarmed by the USDA IG report that exposed inhumane treatment of dogs, Vitter said. '
      + 'I applaud the work of USDA to close loopholes."';
    expect(got(text).find((q) => q[0] === 'inner-cue')).toEqual(['inner-cue', 'said', 'Vitter',
      ['"I was alarmed by the USDA IG report that exposed inhumane treatment of dogs', 'I applaud the work of USDA to close loopholes."']]);
    expect(got('Walz spoke first. "We all know the economic crisis facing our country, said Rep. Denham. We must welcome these men and women home."').find((q) => q[0] === 'inner-cue'))
      .toEqual(['inner-cue', 'said', 'Denham', ['"We all know the economic crisis facing our country', 'We must welcome these men and women home."']]);
  });

  it('leaves a quotation with a cue of its own, or a name that is not followed by the sentence\'s end, as it was', () => {
    // the quotation's own cue outside the marks wins
    expect(got('"The bill is flawed, Smith said. It will fail," Jones said.').map((q) => [q[0], q[2]])).toEqual([['trailing-cue', 'Jones']]);
    // ", Smith said that …" goes on: no sentence ends after the cue
    expect(got('Lee spoke. "We met, Smith said that day, and we agreed."').map((q) => q[0])).not.toContain('inner-cue');
  });
});
