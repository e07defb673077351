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

// "Congressman Randy Weber (R-TX) shares his reaction below: Unfortunately, …": a statement printed without quotation
// marks after an announcement in the present tense, or "below" instead of "the following statement" (the same review:
// 2 of Weber's statements, "Senator Lisa Murkowski today responded to … : ¶ Last year …" on the whole corpus).
describe('a statement without marks announced in the present or as "below"', () => {
  it('is the announcer\'s', () => {
    for (const [text, cue] of [
      ['Today, the Senate voted on the nomination. Congressman Randy Weber (R-TX) shares his reaction below: Unfortunately, the performance was sub par at best.', 'shares his reaction below'],
      ['ICE released hundreds of immigrants. Congressman Randy Weber (R-TX) reacts to ICE\'s decision below: What happened on Tuesday was a sin of commission.', 'reacts to ICE\'s decision below'],
      ['Senator Lisa Murkowski today responded to the decision of the Postal Service:\n\nLast year the Postal Service lost billions of dollars.', 'responded to the decision of the Postal Service'],
    ]) {
      const a = analyze(text);
      expectVerbatim(text, a);
      expect(a.quotes.filter((q) => q.rule === 'statement-block').map((q) => [q.cue?.text, q.kind])).toEqual([[cue, 'direct']]);
    }
  });

  it('does not read "the following" after a thing\'s verb as a statement', () => {
    const text = 'The webpage provides information for:\n\nEmployers looking for workers in the region and the state.';
    expect(analyze(text).quotes.filter((q) => q.rule === 'statement-block')).toEqual([]);
  });
});

// "Brooks concluded, For nearly two years the administration has ignored …": words said printed without their
// quotation marks after the cue and a comma. The rules skipped "For nearly two years" as an adjunct and the span model cut
// the content to "the problem"; "Stark said, The Bush Administration continues to talk the talk …" was "talk the talk …".
describe('a statement after the cue and a comma, opened by a capital', () => {
  it('is the words after the comma, whole', () => {
    for (const [text, content] of [
      ['Brooks concluded, For nearly two years the administration has ignored the problem.', 'For nearly two years the administration has ignored the problem'],
      ['Stark said, The Bush Administration continues to talk the talk on port security.', 'The Bush Administration continues to talk the talk on port security'],
    ]) {
      const a = analyze(text);
      expectVerbatim(text, a);
      expect(a.quotes.filter((q) => q.cue?.text === 'concluded' || q.cue?.text === 'said').map((q) => q.content.map((c) => c.text))).toEqual([[content]]);
    }
  });
});

// Speaker labels: "WEBER: OBAMA'S WHITE HOUSE ANNOUNCES …" is a release's headline in capitals, not Weber's turn (a review
// of press releases); a turn is the whole paragraph, not what the span model drew in it ("WALLACE: Senator, you said …"
// was "Senator").
describe('a label and a colon opening a paragraph', () => {
  it('is no speaker before a headline in capitals, and owns the whole paragraph otherwise', () => {
    expect(analyze("WEBER: OBAMA'S WHITE HOUSE ANNOUNCES RELEASE OF HUNDREDS OF IMMIGRANTS FROM JAIL\n\nThe Department announced the release.").quotes
      .map((q) => q.rule)).not.toContain('transcript-label');
    expect(analyze('TRUMP: WE WILL WIN. WE WILL WIN BIG.').quotes.map((q) => [q.rule, q.source?.text])).toEqual([['transcript-label', 'TRUMP']]);
    const turn = analyze('WALLACE: Senator, you said the deal was bad. Why?').quotes.find((q) => q.rule === 'transcript-label')!;
    expect(turn.content.map((c) => c.text)).toEqual(['Senator, you said the deal was bad. Why?']);
  });
});
