import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/index.js';
import { expectVerbatim } from './helpers.js';

// "…, said NAME, DESCRIPTION …": the description set off after the name is the source's, never a fragment of what was
// said (a review of PolNeAR train 520-559: 36 of 37 such fragments in train were wrong).
describe('a name\'s description after a cue inside the sentence', () => {
  const got = (text: string) => {
    const a = analyze(text);
    expectVerbatim(text, a);
    return a.quotes.map((q) => [q.rule, q.source?.text, q.content.map((c) => c.text).join(' | ')]);
  };

  it('joins the source, the statement going on after it', () => {
    expect(got('The paradox of Nancy, says Carl Anthony, historian at the National First Ladies Library, is that she was never a politician.'))
      .toEqual([['parenthetical-cue', 'Carl Anthony, historian at the National First Ladies Library', 'The paradox of Nancy | is that she was never a politician']]);
  });

  it('closes the sentence as the source\'s, the statement before the cue alone', () => {
    expect(got('Sanders will not win the nomination at the convention, predicted Madeleine Kunin, the former Vermont Democratic governor challenged by Sanders 30 years ago.'))
      .toEqual([['sentence-final-cue', 'Madeleine Kunin, the former Vermont Democratic governor', 'Sanders will not win the nomination at the convention']]);
  });

  it('leaves a clause after the name to the statement', () => {
    expect(got('The plan, said Smith, will cost five billion dollars.')).toEqual([['parenthetical-cue', 'Smith', 'The plan | will cost five billion dollars']]);
  });
});
