import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/index.js';
import { expectVerbatim } from './helpers.js';

// A list of names before the cue is the source whole, as PolNeAR marks it ("Sens. Joe Manchin (D-WV), Bob Casey Jr.
// (D-PA), Joe Donnelly (D-IN), and Heidi Heitkamp (D-ND)" in train), with the span model on: its narrower source does
// not cut the list. The speaker is the first person named; the list as written is the description.
describe('a list of names as the source', () => {
  const cases: [string, string, string][] = [
    ['The park opened on Friday. Leahy, Sanders and Welch said the park would be protected.', 'Leahy, Sanders and Welch', 'Leahy'],
    ['The vote was close. Representatives Davis, Bacon, and Raskin said the bill would protect federal workers.', 'Representatives Davis, Bacon, and Raskin', 'Davis'],
    ['The park opened on Friday. Senators Leahy, Sanders and Welch said the park would be protected.', 'Senators Leahy, Sanders and Welch', 'Leahy'],
    ['The debate is set. Hillary Clinton and Donald Trump said they would attend.', 'Hillary Clinton and Donald Trump', 'Hillary Clinton'],
  ];
  for (const [text, source, speaker] of cases) {
    it(source, () => {
      const a = analyze(text);
      expectVerbatim(text, a);
      const said = a.quotes.filter((q) => q.cue?.text === 'said');
      expect(said.map((q) => [q.source?.text, q.speaker.name, q.speaker.description, q.speaker.anonymous])).toEqual([[source, speaker, source, false]]);
    });
  }

  it('keeps a single name with its description as before', () => {
    const a = analyze('The vote was close. Rep. Chris Collins, R-NY, says the bill would pass.');
    expect(a.quotes.map((q) => [q.source?.text, q.speaker.name, q.speaker.description])).toEqual([['Rep. Chris Collins, R-NY,', 'Chris Collins', null]]);
  });
});

// "…, said the senators": a plural title after the cue is a group of speakers, as "…, the senators said" was; the span
// model read "the senators" as the content of a "said" with no source.
describe('a group named by a plural title after the cue', () => {
  it('is the source of the statement before it', () => {
    for (const text of ['The bill is a disaster, said the senators.', 'The rule must be withdrawn, said the governors.']) {
      const a = analyze(text);
      expectVerbatim(text, a);
      expect(a.quotes.map((q) => [q.rule, q.source?.text, q.content.map((c) => c.text)])).toEqual([['sentence-final-cue', text.slice(text.indexOf('said ') + 5, -1), [text.slice(0, text.indexOf(','))]]]);
    }
  });
});
