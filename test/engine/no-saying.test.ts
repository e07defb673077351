import { describe, expect, it } from 'vitest';
import { simple } from './helpers.js';
import { analyze } from '../../src/index.js';

// Words of the cue lexicon that say nothing here (two reviews of PolNeAR train; counts from PolNeAR train's gold cues):
// "email" as a noun (a cue 0 times in 151 before account, server …), "All told," (a sum), "called off", "showed up",
// "found a/an" + a noun phrase (0 in 10).
describe('cue words that are not saying anything', () => {
  const cues = (text: string) => simple(text).map((q) => [q.source, q.cue]);

  it('leaves "All told," and the phrasal verbs without attributions', () => {
    // (congress-press:scraper:22d5b2e997fd: was source "All", cue "told")
    expect(cues('All told, this bill cements total authorized federal spending for FY 2012 at $3.693 trillion.')).toEqual([]);
    expect(cues('The company called off the merger last week.')).toEqual([]);
    expect(cues('Military officers showed up at her family\'s door.')).toEqual([]);
  });

  it('reads "email" after a determiner or before a noun as a noun', () => {
    expect(cues('Clinton used a private email account and server while secretary.')).toEqual([]);
    expect(cues('The inspector general reviewed office emails for the period.')).toEqual([]);
    expect(cues('Smith emailed that the plan was dead.')).toEqual([['Smith', 'emailed']]);
  });

  it('leaves "found a …" to findings of a study and to clauses', () => {
    // (congress-press:scraper:d9a51ca8aa4e: was source "The officers", content "a male behind the counter …")
    expect(cues('The officers entered the establishment and found a male behind the counter with a hammer in his hand.')).toEqual([]);
    expect(cues('Sanders found a receptive audience in Iowa.')).toEqual([]);
    // (congress-press:scraper:70cf9f42f5b5)
    expect(cues('The report found a widespread practice of corporations paying outrageous bonuses to executives right before or during bankruptcy.'))
      .toEqual([['The report', 'found']]);
    expect(cues('A study found a policy like Baby Bonds would substantially reduce the racial wealth gap.')).toEqual([['A study', 'found']]);
  });
});

// A cue word right after "the", "a" or "an" is a noun or an adjective unless a complement follows it as one follows a noun
// of saying (24 model attributions on the press releases, all false: "the announced closing", "a noted researcher").
describe('cue words after an article', () => {
  const cues = (text: string) => simple(text).map((q) => [q.source, q.cue]);

  it('say nothing', () => {
    expect(cues('Senator Hirono released a statement regarding the announced closing of the Kapolei Tesoro refinery.').map(([, c]) => c)).not.toContain('released a statement regarding the announced');
    expect(cues('The Department of Homeland Security does not have a confirmed current location for the man.')).toEqual([]);
  });

  it('but a noun of saying with its complement still may', () => {
    expect(cues('Trump repeated the claim that the election was stolen.')).toEqual([['Trump', 'repeated the claim']]);
    expect(cues('The senator renewed the call for a ceasefire in Gaza.')).toEqual([['The senator', 'renewed the call for']]);
  });
});

// "both states", "Rust Belt states", "other affected states": the noun, after a word no verb "states" follows (a review of
// PolNeAR train; on the press releases "provide Maryland and other affected | states", "Midwestern | states like ours").
describe('"states" after a quantifier, a possessive or a region', () => {
  it('is no cue', () => {
    for (const text of ['The loss could put both states out of his reach.', 'The aid will provide Maryland and other affected states the tools they need.',
      'Midwestern states like ours are the most reliant on export markets.']) {
      expect(analyze(text).quotes.map((q) => q.cue?.text), text).not.toContain('states');
    }
    expect(analyze('The governor states that the bill is flawed.').quotes.map((q) => q.cue?.text)).toEqual(['states']);
  });
});
