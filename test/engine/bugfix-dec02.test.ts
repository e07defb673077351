import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/index.js';
import { expectVerbatim } from './helpers.js';

// Bugs reviewers saw on real text (December 2). The sentences are a press release's or written after the PolNeAR train
// sentences named (their shape, not their words).
const quotes = (text: string) => {
  const a = analyze(text);
  expectVerbatim(text, a);
  return a.quotes;
};

describe('a reporting noun before the verb after a quotation', () => {
  // (PolNeAR train 216: '“…,” the congressional report said.' gave source "the congressional", cue "report")
  it('is the head of the source, the verb the cue', () => {
    const q = quotes('“The agency’s computers had been hacked by a foreign government,” the congressional report said.');
    expect(q.map((x) => [x.rule, x.source?.text, x.cue?.text])).toEqual([['trailing-cue', 'the congressional report', 'said']]);
    const r = quotes('“We found no evidence of wrongdoing,” the internal report says.');
    expect(r.map((x) => [x.source?.text, x.cue?.text])).toEqual([['the internal report', 'says']]);
  });
});

describe('a pronoun after a sentence opening with a subordinate clause', () => {
  const speakerOf = (text: string, cue: string) => quotes(text).find((x) => x.cue?.text === cue && /^(he|she)$/i.test(x.source?.text ?? ''))?.speaker.name;

  // (PolNeAR train 627 and 384: "he" was Clinton, "she" Maddow, both named in the "While …," / "When …," clause)
  it('is the main clause’s subject, not the person named in the clause', () => {
    expect(speakerOf('While Clinton promised to work with both parties, Sanders argued that real change needs a movement of millions. "Nothing will change unless people rise up," he said.', 'said'))
      .toBe('Sanders');
    expect(speakerOf('When Maddow said that Sanders refers to his plan as "Medicare for all," Clinton seized on the words, repeating her line that the plan would give Republican governors control. "It is not the same if you turn it over to the states," she said.', 'said'))
      .toBe('Clinton');
    // (a press release: "she" was President Bush)
    expect(speakerOf('When President Bush asked Congress for a resolution to go to war against Iraq, Lee introduced an amendment to require the President to work through the United Nations. In Atlanta, she echoed that sentiment, "We need to work through the United Nations, which was born out of the ashes of a world war with a vision for peace."', 'echoed'))
      .toBe('Lee');
  });
});

describe('"reported by X" with no form of "be"', () => {
  const rows = (text: string) => quotes(text).map((x) => [x.source?.text, x.cue?.text, x.content.map((c) => c.text)]);

  // (PolNeAR train 466: source "a fact", content "by Christopher Heath, …")
  it('is the agent’s report of the noun phrase before it', () => {
    expect(rows('She holds a law degree but has never argued a case, a fact first reported by John Ortiz, a reporter for KSAT12.').filter((r) => r[1] === 'first reported'))
      .toEqual([['John Ortiz, a reporter for KSAT12', 'first reported', ['a fact']]]);
  });

  // (PolNeAR train 624, 439: nothing found, or the agent given the clause's verb as its cue)
  it('set off by commas, of the clause it stands in', () => {
    expect(rows('The hiring push, first reported by The Washington Post, is central to the agency\'s new strategy.'))
      .toEqual([['The Washington Post', 'first reported', ['The hiring push', 'is central to the agency\'s new strategy']]]);
  });

  // (PolNeAR train 412: nothing found)
  it('closing a sentence after "as", of the clause before it', () => {
    expect(rows('The group began buying television time in three states this month, as first reported by the New York Times on Friday.'))
      .toEqual([['the New York Times', 'first reported', ['The group began buying television time in three states this month']]]);
  });
});
