import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/index.js';
import { expectVerbatim } from './helpers.js';

// Bugs from the list the December 2 sessions kept (PolNeAR train sentences' shapes, not their words).
const quotes = (text: string) => {
  const a = analyze(text);
  expectVerbatim(text, a);
  return a.quotes;
};

describe('the span model redrawing a rule cue', () => {
  // (PolNeAR train, huff-post 2016-04-06: the model tagged "first" alone, and the cue lost its verb)
  it('keeps the verb when the model tags only its adverb', () => {
    const q = quotes('The governor first named her to the board in 2015, and she has served on it since then.');
    expect(q.map((x) => [x.rule, x.source?.text, x.cue?.text])).toEqual([['stance-cue', 'The governor', 'first named']]);
  });
});

describe('a name set off by commas after a fronted phrase', () => {
  // ("As a result, Chris Christie, attacked …": the source was "a result, Chris Christie,", the phrase read as a description)
  it('is the source alone, not the object of the phrase before it', () => {
    const q = quotes('As a result, Chris Christie, attacked Rubio for missing votes in the Senate.');
    expect(q.map((x) => [x.source?.text, x.cue?.text, x.speaker?.name])).toEqual([['Chris Christie', 'attacked', 'Chris Christie']]);
  });
  it('still reads a description before a name as part of the source', () => {
    const q = quotes('After the hearing, a woman in Worcester, Massachusetts, told him she worries the plan is too weak.');
    expect(q[0]?.source?.text).toBe('a woman in Worcester, Massachusetts,');
  });
});
