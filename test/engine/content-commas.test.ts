import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/index.js';
import { expectVerbatim } from './helpers.js';

// Marks inside a statement that ended it, from reviews of PolNeAR train 760-799 and press releases 11,000-11,059.
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

  it('does not end the statement at an acronym in brackets', () => {
    // (the span model's content stopped there: "that the United States Department of Justice (", a review of press releases 11,000-11,059)
    const text = 'Washington, D.C. – Today, Congressman Robert Garcia (CA-42) and Long Beach City Prosecutor Doug Haubert announced that the United States Department of Justice (DOJ) has awarded a $350,000 grant to the Long Beach City Prosecutor’s Office (LBCPO) to improve communication and information sharing between law enforcement agencies and prosecutors’ offices to better support people experiencing homelessness, mental health, and substance issues in Long Beach.';
    expect(content(text)).toEqual([text.slice(text.indexOf('that the United'), -1)]);
  });

  it('does not end the statement at the comma closing a clause of condition that opens it', () => {
    // (the span model's content stopped there: "that if Rubio can't win his home state")
    expect(content('Graham said that if Rubio can\'t win his home state, his campaign for president is over.'))
      .toEqual(['that if Rubio can\'t win his home state, his campaign for president is over']);
  });

  it('ends an infinitive said in a subject\'s relative clause where the sentence\'s own verb begins', () => {
    // (a review of PolNeAR train 440-479: the content ran on into "could be faced with …")
    expect(content('Senators who wanted to attend the convention could be faced with an awkward situation.')).toEqual(['to attend the convention']);
  });

  it('ends a statement before "and" and a second one with its own source and cue', () => {
    // (the span model's content ran on over "and 14 percent said …"; a review of PolNeAR train 760-799)
    const a = analyze('In the survey, 21 percent said it was not too likely and 14 percent said it was not at all likely.');
    expect(a.quotes.filter((q) => q.rule === 'reported-speech').map((q) => [q.source?.text, q.content.map((c) => c.text).join(' | ')]))
      .toContainEqual(['21 percent', 'it was not too likely']);
  });
});
