import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/index.js';
import { expectVerbatim } from './helpers.js';

// Two commas inside a statement that ended it, from a review of PolNeAR train 760-799.
describe('a comma inside what was said', () => {
  const content = (text: string) => {
    const a = analyze(text);
    expectVerbatim(text, a);
    return a.quotes.map((q) => q.content.map((c) => c.text).join(' | '));
  };

  it('does not end a list of -ing verbs at its second one', () => {
    // (", delaying" read as the reporter's narration after the statement, as ", citing …" is)
    expect(content('The senator accused Emanuel of covering up, delaying, and withholding facts about the shooting.'))
      .toEqual(['Emanuel of covering up, delaying, and withholding facts about the shooting']);
  });

  it('does not end the statement at the comma closing a clause of condition that opens it', () => {
    // (the span model's content stopped there: "that if Rubio can't win his home state")
    expect(content('Graham said that if Rubio can\'t win his home state, his campaign for president is over.'))
      .toEqual(['that if Rubio can\'t win his home state, his campaign for president is over']);
  });
});
