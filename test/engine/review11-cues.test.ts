import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/index.js';
import { expectVerbatim } from './helpers.js';

// Missed attributions with a known reporting word found reviewing PolNeAR train (review 11, cues): each test failed on the
// code before its patch.
const got = (text: string) => {
  const a = analyze(text);
  expectVerbatim(text, a);
  return a.quotes.map((q) => ({ rule: q.rule, cue: q.cue?.text ?? null, source: q.source?.text ?? null, content: q.content.map((c) => c.text).join(' … ') }));
};

describe('a subject in the plural possessive ("Sanders’ campaign")', () => {
  it('is the source of the verb after it', () => {
    const a = got('Walters’ campaign called CNN’s poll a “fantasy,” because the survey missed rural voters.');
    const q = a.find((x) => x.cue === 'called');
    expect(q?.rule).toBe('reported-speech');
    expect(q?.source).toBe('Walters’ campaign');
    expect(q?.content).toBe('CNN’s poll a “fantasy,” because the survey missed rural voters');
  });
  it('holds for a straight apostrophe too', () => {
    const q = got("The governors' association called the bill a \"reckless gamble.\"").find((x) => x.cue === 'called');
    expect(q?.rule).toBe('reported-speech');
    expect(q?.source).toBe("The governors' association");
  });
});

describe('a lone quantifier opening a clause ("; most said")', () => {
  it('is the source after a semicolon', () => {
    const q = got('Nearly nine of 10 farmers in Iowa were worried about prices; most said they were "deeply worried."').find((x) => x.cue === 'said');
    expect(q?.source).toBe('most');
    expect(q?.content).toBe('they were "deeply worried."');
  });
  it('is the source after "and" following a common noun, not after a name', () => {
    const a = got('Several senators have said they will skip the hearing and others have said they are not interested in testifying.');
    expect(a.find((x) => x.content === 'they are not interested in testifying')?.source).toBe('others');
    expect(got('Jones and others said they would not back the bill.')[0]?.source).toBe('Jones and others');
  });
});
