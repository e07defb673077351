import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/index.js';
import { spanModelOn } from '../../src/learn/spans/index.js';

// Sentences written for this test: names and titles in quotation marks near a reporting word are not quotes.
describe('the span model sieve leaves names and titles in quotation marks alone', () => {
  it('is on', () => {
    expect(spanModelOn()).toBe(true);
  });

  it('makes no attribution of a naming "known … as"', () => {
    const a = analyze('The convention opened on Friday. Guests of Honour Cherie and Sean O\'Donnell, known within the community as "Lucky and Skuff Coyote", led the parade.', { explain: true });
    expect(a.quotes.filter((q) => q.cue?.text.includes('known'))).toEqual([]);
    expect(a.quotes.filter((q) => q.kind === 'direct' || q.kind === 'mixed')).toEqual([]);
  });

  it('keeps an announcement whose only quoted words are a title indirect', () => {
    const a = analyze('Time magazine announced its selection of climate change activist Greta Thunberg as their 2019 "Person of the Year" on Wednesday.', { explain: true });
    const q = a.quotes.find((x) => x.cue?.text.endsWith('announced'));
    expect(q?.rule).toBe('model:reported');
    expect(q?.kind).toBe('indirect');
  });

  it('still calls quoted words of a speaker mixed', () => {
    const a = analyze('The senator said the bill would "destroy the economy" and promised to fight it.', { explain: true });
    expect(a.quotes.find((x) => x.cue?.text === 'said')?.kind).toBe('mixed');
  });
});

// Sentences written for this test, shaped like the press releases where the model made these mistakes.
describe('the span model sieve does not add', () => {
  it('an attribution whose content is only a name ("… said Lee." after a quote whose marks were lost)', () => {
    const a = analyze('Free and fair elections are the very lifeblood of a democracy. said Lee. The hearing is on Tuesday.', { explain: true });
    expect(a.quotes.filter((q) => q.rule?.startsWith('model:') && q.content.map((c) => c.text).join(' ') === 'Lee')).toEqual([]);
  });

  it('an attribution whose source is the object of a preposition inside a bigger noun phrase', () => {
    const a = analyze('The outcome of the meeting between Homan and Adams could signal whether the city is prepared to align with Trump’s policies or maintain its current stance on immigration enforcement.', { explain: true });
    expect(a.quotes.filter((q) => q.source?.text === 'Adams' || q.speaker.name === 'Adams')).toEqual([]);
  });
});

// Sentences written for this test, shaped like press releases where the rules found a quotation and no cue for it.
describe('the span model sieve gives a quotation the rules left without a cue', () => {
  it('the cue and source the model tags beside it, without a second attribution of the same quotation', () => {
    const a = analyze('Our region has been tormented by devastating fires in the last few years. As one forester explained, “the excess timber is going to come out of the forests one way or the other.”', { explain: true });
    const qs = a.quotes.filter((q) => q.content.some((c) => c.text.includes('excess timber')));
    expect(qs).toHaveLength(1);
    expect(qs[0]!.rule).toBe('model:reported');
    expect(qs[0]!.kind).toBe('direct');
    expect(qs[0]!.cue?.text).toBe('explained');
    expect(qs[0]!.source?.text).toBe('one forester');
  });

  it('a speaker from the sentence\'s subject, and the model\'s cue', () => {
    const a = analyze('Trump: ‘I’m the Worst Thing That Ever Happened to the Establishment.’', { explain: true });
    const qs = a.quotes.filter((q) => q.content.some((c) => c.text.includes('Worst Thing')));
    expect(qs).toHaveLength(1);
    expect(qs[0]!.cue?.text).toBe(':');
    expect(qs[0]!.speaker.name).toBe('Trump');
  });
});
