import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { analyze } from '../../src/index.js';
import { captureCueProposals, CUE_FILTER_VERSION, cueFilterOn, scoreFeatures, scoreProposal, setCueFilter, type CueFilterWeights } from '../../src/learn/cue-filter.js';
import { cueFilterModule, foldExamples, trainCueFilter } from '../../src/learn/cue-filter-train.js';
import { spanModelOn } from '../../src/learn/spans/index.js';
import type { PolnearArticle } from '../../src/learn/spans/training.js';
import weights from '../../src/learn/weights/cue-filter.weights.js';

// PolNeAR train is read from ../shared at test time (never copied into the repo).
const trainPath = fileURLToPath(new URL('../../../shared/data/polnear/train.jsonl', import.meta.url));
const articles = fs.readFileSync(trainPath, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l) as PolnearArticle);
const spanOpts = { bits: 16, pairBits: 12, epochs: 3, seed: 3, scale: 16, minCount: 2 };
const filterOpts = { minCount: 2, l2: 3e-3, iterations: 100, threshold: 0.35 };

afterEach(() => setCueFilter(null));

describe('the cue filter trained on a slice of PolNeAR train', () => {
  it('gives byte-identical weights when trained twice, from 2-fold span models it trains itself', () => {
    const slice = articles.slice(0, 24);
    const a = foldExamples(slice, spanOpts), b = foldExamples(slice, spanOpts);
    expect(a.length).toBeGreaterThan(20);
    expect(a.some((x) => x.cue) && a.some((x) => !x.cue)).toBe(true);
    const wa = trainCueFilter(a, filterOpts), wb = trainCueFilter(b, filterOpts);
    expect(Object.keys(wa.weights).length).toBeGreaterThan(20);
    expect(cueFilterModule(wb, 'test')).toBe(cueFilterModule(wa, 'test'));
    // the training leaves the engine as it found it: the shipped span model and cue filter
    expect(spanModelOn()).toBe(true);
    expect(cueFilterOn()).toBe(true);
  });
});

const modelQuotes = (text: string) => analyze(text).quotes.filter((q) => q.rule.startsWith('model:'));

describe('the shipped cue filter', () => {
  it('is trained for these features and is on', () => {
    expect(weights.version).toBe(CUE_FILTER_VERSION);
    expect(cueFilterOn()).toBe(true);
  });

  // sentences from the bundled congress press releases
  it('takes a reported statement with no source in sight, which the fixed filters dropped', () => {
    const text = 'It is estimated that capping the enrollment would deny access to at least 1,440 people per year.';
    const [q, ...rest] = modelQuotes(text);
    expect(rest).toEqual([]);
    expect(q?.cue?.text).toBe('is estimated');
    expect(q?.content[0]?.text).toBe('that capping the enrollment would deny access to at least 1,440 people per year');
    expect(q?.speaker.anonymous).toBe(true);
    setCueFilter(null, 'rules');
    expect(modelQuotes(text)).toEqual([]);
  });

  it('takes a stance whose content the fixed filters read as cut mid-phrase', () => {
    const [q] = modelQuotes('Congresswoman Barbara Lee has long supported an end to the travel ban and has introduced legislation to lift it.');
    expect(q?.cue?.text).toBe('has long supported');
    expect(q?.source?.text).toBe('Congresswoman Barbara Lee');
    expect(q?.content[0]?.text).toBe('an end to the travel ban');
  });

  it('keeps what the fixed filters kept when it is reported speech', () => {
    // (not "talked about" right after the subject: the reported-speech rule reads that one before the span model)
    const [q] = modelQuotes('Col. Gardiner talked at length about recent changes in U.S. military posture in relation to Iran.');
    expect(q?.cue?.text).toBe('talked at length about');
    expect(q?.source?.text).toBe('Col. Gardiner');
  });

  it('drops what is not reported speech, whether the fixed filters kept it or not', () => {
    expect(modelQuotes('Geronimo was a powerful human rights activist, and he continued to dedicate his life to helping others.')).toEqual([]);
    expect(modelQuotes('We would have discovered what we all know now as fact that Saddam Hussein had no weapons of mass destruction.')).toEqual([]);
    expect(modelQuotes('Today, Congresswoman Barbara Lee joined a majority of her House colleagues in supporting of the final version of bipartisan legislation.')).toEqual([]);
  });

  it('says in the explain trace why a model cue was kept or dropped', () => {
    const a = analyze('It is estimated that capping the enrollment would deny access to at least 1,440 people per year. Geronimo was a powerful human rights activist, and he continued to dedicate his life to helping others.', { explain: true });
    const traces = a.messages.filter((m) => m.code === 'trace').map((m) => m.message);
    expect(traces.some((t) => /^model cue "is estimated": kept by the cue filter \(p 0\.\d\d; fixed filters: drop\)$/.test(t))).toBe(true);
    expect(traces.some((t) => /^model cue "continued to": dropped by the cue filter \(p 0\.\d\d; fixed filters: keep\)$/.test(t))).toBe(true);
    expect(a.quotes.find((q) => q.cue?.text === 'is estimated')?.rule).toBe('model:reported');
  });

  it('scores a proposal from the weights by name and value exactly as from its feature strings', () => {
    const w = weights as CueFilterWeights;
    let n = 0, differ = 0;
    captureCueProposals((ctx, p, feats) => {
      n++;
      if (scoreProposal(ctx, p, w) !== scoreFeatures(w, feats)) differ++;
    });
    try {
      for (const a of articles.slice(0, 60)) analyze(a.text);
    } finally {
      captureCueProposals(null);
    }
    expect(n).toBeGreaterThan(100);
    expect(differ).toBe(0);
  });
});
