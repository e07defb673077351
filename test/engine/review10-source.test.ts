import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/index.js';
import { expectVerbatim } from './helpers.js';

// Source errors found reviewing PolNeAR train (review 10, sources): each test failed on the code before its patch.
const got = (text: string) => {
  const a = analyze(text);
  expectVerbatim(text, a);
  return a.quotes.map((q) => ({ rule: q.rule, cue: q.cue?.text ?? null, source: q.source?.text ?? null, content: q.content.map((c) => c.text).join(' … '), name: q.speaker.name }));
};

describe('a show’s quoted title after "said on"', () => {
  it('is where it was said; the content starts at "that"', () => {
    const a = got("Senator Jane Holt said on CBS's ''Face the Nation'' on Sunday that the budget deal would pass the House.");
    expect(a.find((q) => q.cue?.startsWith('said'))?.content).toBe('that the budget deal would pass the House');
    const b = got('The governor said on ABC’s “This Week” that she would veto the bill if it reached her desk.');
    expect(b.find((q) => q.cue?.startsWith('said'))?.content).toBe('that she would veto the bill if it reached her desk');
  });
});

describe('a name written in mojibake ("Ã" and a sign)', () => {
  it('is one word', () => {
    expect(got('GuantÃ¡namo officials said the prison was nearly empty.')[0]?.source).toBe('GuantÃ¡namo officials');
    expect(got('President Enrique PeÃ±a Nieto urged lawmakers to approve the plan quickly.')[0]?.name).toBe('Enrique PeÃ±a Nieto');
  });
});

describe('a name the tagger runs on over the sentence’s period', () => {
  it('ends before it, and so does the source', () => {
    const a = got('“It is a good day for us,” said Maria Lopez, the head of the United States Hispanic Chamber of Commerce. “We waited a long time.”');
    expect(a[0]?.source).toBe('Maria Lopez, the head of the United States Hispanic Chamber of Commerce');
  });
});

describe('a subject pronoun and a verb whose object is the speaker', () => {
  it('are not part of the source', () => {
    const a = got('I remember President Bill Clinton telling reporters that the era of big government was over.');
    expect(a.find((q) => q.cue === 'telling')?.source).toBe('President Bill Clinton');
  });
});

describe('a trailing source', () => {
  it('does not run on over a participle phrase after its description', () => {
    const a = got("''I will not vote for him,'' said Senator Jane Doe, Democrat of Ohio, becoming the first member of her party to break with the leader.");
    expect(a[0]?.source).toBe('Senator Jane Doe, Democrat of Ohio,');
  });
});

describe('a participle set off between a subject and its verb', () => {
  it('is an aside, not a statement', () => {
    const a = got('Jane Smith, reporting for the Daily Ledger from Boston this week, was there to see the vote.');
    expect(a.map((q) => q.cue)).not.toContain('reporting for');
  });
  it('but "citing" still reports', () => {
    const a = got('The Journal, citing internal documents, reported that the campaign is spending more than it raises.');
    expect(a.find((q) => q.cue === 'citing')?.content).toBe('internal documents');
  });
});

describe('an adverb between "and" and a second verb', () => {
  it('belongs to the cue, not to the source before it', () => {
    const a = got('On Friday, the senator appeared with CNN’s Jake Tapper and formally endorsed the governor, calling him a leader.');
    const q = a.find((x) => x.cue?.endsWith('endorsed'));
    expect(q?.cue).toBe('formally endorsed');
    expect(q?.source).toBe('the senator');
  });
});
