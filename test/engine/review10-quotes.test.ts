import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/index.js';
import { expectVerbatim } from './helpers.js';

// A review of quotations lost or merged on PolNeAR train (review 10, quotations).
const got = (text: string) => {
  const a = analyze(text);
  expectVerbatim(text, a);
  return a.quotes.map((q) => ({ rule: q.rule, cue: q.cue?.text ?? null, content: q.content.map((c) => c.text) }));
};

describe('a quotation left open at a paragraph end, before a paragraph with its own cue', () => {
  it('keeps the second paragraph’s later quotation with that paragraph’s cue', () => {
    // (`"B …` ¶ `"C," he said. "D."`: D was left to the article's subject with no cue)
    const text = '"The shelters are crowded," he said. "They move the families around every week and nobody tells them where they are going.\n'
      + '"We are still one family even if we live apart," he said. "We share the same language and the same history."';
    const qs = got(text);
    const d = qs.find((q) => q.content.some((c) => c.startsWith('"We share')));
    expect(d?.rule).toBe('trailing-cue');
    expect(d?.cue).toBe('said');
    expect(d?.content).toContain('"We are still one family even if we live apart,"');
  });
});

describe('a model redraw does not cross a sentence end', () => {
  it('keeps a statement ending on a state abbreviation apart from the quotation after it', () => {
    const qs = got('Senator Markey also said that he will hold a town meeting in Hartford, Conn. "Congress must stop waiting," he told reporters.');
    const told = qs.find((q) => q.cue === 'told');
    expect(told?.content).toEqual(['"Congress must stop waiting,"']);
    const said = qs.find((q) => q.cue !== 'told');
    expect(said?.content).toEqual(['that he will hold a town meeting in Hartford, Conn.']);
  });
});

describe('a quotation opening a sentence and going on with the writer’s words', () => {
  it('is the previous sentence’s speaker’s, up to the sentence end', () => {
    // (`"A," Clinton said. "B" to the rest of the country.`: B, read as quoted words inside a sentence, was output nowhere)
    const qs = got('"Our members are tired of waiting for the state," Garcia said after the meeting. "They want a plan that puts the money back into the classrooms" before the next school year.');
    expect(qs).toHaveLength(1);
    expect(qs[0]!.cue).toBe('said');
    expect(qs[0]!.content).toEqual(['"Our members are tired of waiting for the state,"',
      '"They want a plan that puts the money back into the classrooms" before the next school year']);
    // (after "But", ending the sentence at its closing mark: `But “B.”` too, "But" with it)
    const but = got('“I don’t think any one vote decides it,” she said outside the hall. But “the governor’s plan is stronger with the support of the whole delegation. It matters.”');
    expect(but.find((q) => q.cue === 'said')?.content).toEqual(['“I don’t think any one vote decides it,”',
      'But “the governor’s plan is stronger with the support of the whole delegation. It matters.”']);
    // (not a short slogan: "Keep America Strong" names words, it is no statement of the speaker's)
    const slogan = got('"We are proud of this campaign," Patel said. "Keep America Strong" appeared on every sign at the rally.');
    expect(slogan.flatMap((q) => q.content).join(' ')).not.toContain('Keep America Strong');
  });
});
