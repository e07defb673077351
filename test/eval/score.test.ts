// The eval's own matching code, checked on tiny hand-made predictions whose right numbers are known.
import { describe, expect, it } from 'vitest';
import type { Analysis, Quote } from '../../src/index.js';
import {
  confidenceBands, findQuote, matchPredictions, scoreBoilerplate, scoreSpeakers,
} from '../../scripts/eval-score.js';
import type { BoilerplateLabel, SpeakerLabel } from '../../scripts/eval-score.js';

const TEXT = '"We will win," said Sen. Jane Roe. She added: "No doubt." A spokesperson said "it is over." The "czar" left.';
const at = (s: string): [number, number] => { const i = TEXT.indexOf(s); return [i, i + s.length]; };
const span = (s: string): { start: number; end: number; text: string } => { const [a, b] = at(s); return { start: a, end: b, text: s }; };

function quote(content: string, kind: Quote['kind'], name: string | null, anonymous = false, confidence = 0.9): Quote {
  return {
    id: content, kind, content: [span(content)], cue: null, source: null,
    speaker: { entity: null, name, anonymous, description: anonymous ? 'A spokesperson' : null },
    addressee: null, medium: null, rule: 'test', confidence,
  };
}
const analysis = (quotes: Quote[], paragraphs: Analysis['paragraphs'] = []): Analysis =>
  ({ schema: 'whosaid/1', quotes, entities: [], paragraphs, messages: [], creditedOutlets: [] });

function label(text: string, speaker: string | null, sourceKind: SpeakerLabel['sourceKind'], extra: Partial<SpeakerLabel> = {}): SpeakerLabel {
  const [start, end] = at(text);
  return { article: 'a', start, end, text, speaker, anonymous: false, description: null, sourceKind, notQuote: false, ...extra };
}

const LABELS: SpeakerLabel[] = [
  label('"We will win,"', 'Jane Roe', 'name'),
  label('"No doubt."', 'Jane Roe', 'pronoun'),
  label('"it is over."', null, 'description', { anonymous: true, description: 'A spokesperson' }),
  label('"czar"', null, 'none', { notQuote: true }),
];

describe('scoreSpeakers', () => {
  it('counts found, right speaker (case and spaces ignored) and anonymous, split by source kind', () => {
    const preds = analysis([
      quote('"We will win,"', 'direct', 'jane  ROE'),
      quote('No doubt', 'direct', 'Roe'), // found (8 of 11 chars), but not the canonical name
      quote('A spokesperson said "it is over."', 'mixed', null, true), // covers the label whole
    ]);
    const s = scoreSpeakers(LABELS, new Map([['a', preds]]));
    expect(s.all).toMatchObject({ quotes: 3, found: 3, right: 2 });
    expect(s.all.accuracy).toBeCloseTo(2 / 3);
    expect(s.bySourceKind.name).toMatchObject({ quotes: 1, found: 1, right: 1 });
    expect(s.bySourceKind.pronoun).toMatchObject({ quotes: 1, found: 1, right: 0 });
    expect(s.bySourceKind.description).toMatchObject({ quotes: 1, found: 1, right: 1 });
    expect(s.anonymous).toMatchObject({ quotes: 1, right: 1 });
    expect(s.notQuote).toEqual({ items: 1, right: 1, accuracy: 1 });
    expect(s.misses.map((m) => [m.want, m.got])).toEqual([['Jane Roe', 'Roe']]);
  });

  it('an indirect quote or one covering under half of the label is not found; a quote over a scare quote is wrong', () => {
    const preds = analysis([
      quote('"We will win,"', 'indirect', 'Jane Roe'),
      quote('"No', 'direct', 'Jane Roe'), // 3 of 11 characters
      quote('"czar"', 'direct', null),
    ]);
    const s = scoreSpeakers(LABELS, new Map([['a', preds]]));
    expect(s.all).toMatchObject({ quotes: 3, found: 0, right: 0, foundRate: 0, accuracy: 0 });
    expect(s.notQuote).toEqual({ items: 1, right: 0, accuracy: 0 });
  });

  it('a missing analysis counts as nothing found', () => {
    const s = scoreSpeakers(LABELS, new Map());
    expect(s.all.found).toBe(0);
    expect(s.misses).toHaveLength(3);
  });

  it('findQuote takes the prediction covering most of the label', () => {
    const a = quote('"We will', 'direct', 'A');
    const b = quote('"We will win,"', 'direct', 'B');
    const [s, e] = at('"We will win,"');
    expect(findQuote([a, b], s, e)?.speaker.name).toBe('B');
  });
});

describe('scoreBoilerplate', () => {
  const L = (start: number, end: number, boilerplate: boolean): BoilerplateLabel => ({ article: 'a', start, end, boilerplate, why: 'test' });
  it('scores the predicted boilerplate flag of the paragraph covering each label', () => {
    const labels = [L(0, 10, true), L(12, 20, true), L(22, 30, false), L(32, 40, false)];
    const a = analysis([], [
      { start: 0, end: 10, boilerplate: true }, // tp
      { start: 12, end: 20, boilerplate: false }, // fn
      { start: 22, end: 30, boilerplate: true }, // fp
      { start: 32, end: 40, boilerplate: false }, // tn
    ]);
    const s = scoreBoilerplate(labels, new Map([['a', a]]));
    expect(s).toMatchObject({ tp: 1, np: 2, ng: 2, p: 0.5, r: 0.5, f: 0.5, items: 4, accuracy: 0.5 });
    expect(s.errors.map((e) => e.start)).toEqual([12, 22]);
  });
  it('a boilerplate paragraph must cover at least half of the label', () => {
    const a = analysis([], [{ start: 0, end: 4, boilerplate: true }, { start: 4, end: 10, boilerplate: false }]);
    expect(scoreBoilerplate([L(0, 10, true)], new Map([['a', a]])).tp).toBe(0);
  });
});

describe('confidence bands', () => {
  it('matches predictions one to one at overlap 0.5 both ways, as score-polnear.mjs does', () => {
    const gold = [[at('"We will win,"')], [at('"No doubt."')]];
    const preds = [
      quote('"We will win," said Sen. Jane Roe. She added: "No doubt."', 'direct', null), // too long for either
      quote('We will win', 'direct', null), // matches, but the next one overlaps the gold more
      quote('"We will win,"', 'direct', null),
      quote('"No doubt."', 'direct', null),
    ];
    expect(matchPredictions(gold, preds)).toEqual([false, false, true, true]);
    expect(matchPredictions(gold, preds.slice(0, 2))).toEqual([false, true]);
  });
  it('puts each prediction in its band, the last band closed', () => {
    const bands = confidenceBands([
      { confidence: 0.2, matched: false }, { confidence: 0.5, matched: true }, { confidence: 0.69, matched: false },
      { confidence: 0.85, matched: true }, { confidence: 1, matched: true },
    ]);
    expect(bands.map((b) => [b.count, b.matched])).toEqual([[1, 0], [2, 1], [0, 0], [2, 2]]);
    expect(bands[1]?.precision).toBe(0.5);
    expect(bands[2]?.precision).toBe(0);
  });
});
