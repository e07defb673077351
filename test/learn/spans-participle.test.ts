import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/index.js';

// Press-release sentences (the corpus, 2007-2021): a participle after a comma ("…, urging …") that the span model
// reports is said by the sentence's subject, not by the one written to nor by an adjunct's noun phrase.
describe('the span model sieve: a participle after a comma takes the sentence subject', () => {
  const urging = (text: string) => analyze(text).quotes.filter((q) => q.cue?.text.startsWith('urging'));

  it('gives the letter to its writer, not to the one it is sent to', () => {
    const [q, ...rest] = urging('Lee sent a letter to the Chairman of the Senate Agriculture Committee, U.S. Senator Tom Harkin, urging them to support and fund a strong nutrition title in the 2007 Farm Bill.');
    expect(rest).toEqual([]);
    expect(q?.rule).toBe('model:reported');
    expect(q?.source?.text).toBe('Lee');
    expect(q?.speaker.name).toBe('Lee');
  });

  it('passes over "along with his colleagues" to the subject', () => {
    const [q, ...rest] = urging('Congressman Vicente Gonzalez (TX-15), along with eight of his House colleagues, sent a letter to Speaker Pelosi, urging her to immediately bring the bipartisan Senate infrastructure bill to a vote on the House floor.');
    expect(rest).toEqual([]);
    // (the subject with its title and district, as PolNeAR train keeps a title in the source 286 times in 303)
    expect(q?.source?.text).toBe('Congressman Vicente Gonzalez (TX-15)');
    expect(q?.speaker.name).toBe('Vicente Gonzalez');
  });

  it('does not take a name inside the subject phrase for it', () => {
    const text = 'The inauguration of Barack Obama to the presidency of the United States is a transformative chapter in American history, signaling a dramatic shift in our nation\'s politics and priorities.';
    const signaling = analyze(text).quotes.filter((q) => q.cue?.text === 'signaling');
    expect(signaling.map((q) => [q.source?.text ?? null, q.speaker.name])).toEqual([[null, null]]);
  });
});

describe('names: a weekday after a name is not part of it', () => {
  it('ends "Senator John Hoeven Saturday gave …" at the surname', () => {
    const a = analyze('WASHINGTON Senator John Hoeven Saturday gave the National Republican Weekly Address, urging President Obama to work with Congress.');
    expect(a.entities.filter((e) => e.type === 'person').map((e) => e.name)).toEqual(['John Hoeven', 'Obama']);
    expect(a.quotes.find((q) => q.cue?.text === 'urging')?.speaker.name).toBe('John Hoeven');
  });
});
