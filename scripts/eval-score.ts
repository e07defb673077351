// Scoring for what the reference scorers in ../shared/tools do not cover: speaker names on the
// hand-labelled quotes, boilerplate paragraphs, and precision per confidence band on PolNeAR.
// Pure functions over whosaid/1 output, so test/eval can check them on hand-made predictions.
import type { Analysis, Quote } from '../src/index.js';

/** One hand-labelled quote of `eval/speakers.jsonl`. */
export interface SpeakerLabel {
  article: string;
  start: number;
  end: number;
  text: string;
  speaker: string | null;
  anonymous: boolean;
  description: string | null;
  sourceKind: SourceKind;
  notQuote: boolean;
}

export type SourceKind = 'name' | 'pronoun' | 'description' | 'none';
export const SOURCE_KINDS: readonly SourceKind[] = ['name', 'pronoun', 'description', 'none'];

/** One hand-labelled paragraph of `eval/boilerplate.jsonl`. */
export interface BoilerplateLabel {
  article: string;
  start: number;
  end: number;
  boilerplate: boolean;
  why: string;
}

export interface Prf { p: number; r: number; f: number; tp: number; np: number; ng: number }

export function prf(tp: number, np: number, ng: number): Prf {
  const p = np ? tp / np : 0;
  const r = ng ? tp / ng : 0;
  return { p, r, f: p + r ? (2 * p * r) / (p + r) : 0, tp, np, ng };
}

type Range = readonly [number, number];

function overlap(a: Range, b: Range): number {
  return Math.max(0, Math.min(a[1], b[1]) - Math.max(a[0], b[0]));
}

/** Characters of [start, end) that the quote's content fragments cover. */
export function contentOverlap(q: Pick<Quote, 'content'>, start: number, end: number): number {
  return q.content.reduce((n, c) => n + overlap([c.start, c.end], [start, end]), 0);
}

const isQuoteKind = (q: Quote): boolean => q.kind === 'direct' || q.kind === 'mixed';

/** The direct or mixed quote covering at least half of [start, end), the one covering most; null if none. */
export function findQuote(quotes: readonly Quote[], start: number, end: number): Quote | null {
  let best: Quote | null = null;
  let bestN = 0;
  for (const q of quotes) {
    if (!isQuoteKind(q)) continue;
    const n = contentOverlap(q, start, end);
    if (n > bestN) { best = q; bestN = n; }
  }
  return best && bestN >= 0.5 * (end - start) ? best : null;
}

/** Case and whitespace do not count when comparing names. */
export const normName = (s: string): string => s.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();

function speakerRight(label: SpeakerLabel, q: Quote): boolean {
  if (label.anonymous) return q.speaker.anonymous;
  return label.speaker !== null && q.speaker.name !== null && normName(q.speaker.name) === normName(label.speaker);
}

export interface SpeakerTally {
  /** Labelled quotes (notQuote items excluded). */
  quotes: number;
  found: number;
  /** Found with the right speaker. */
  right: number;
  /** found / quotes */
  foundRate: number;
  /** right / found: speaker-name accuracy on the quotes that were found. */
  accuracy: number;
  /** right / quotes */
  endToEnd: number;
}

export interface SpeakerMiss {
  article: string;
  start: number;
  text: string;
  want: string;
  got: string | null;
}

export interface SpeakerScore {
  all: SpeakerTally;
  bySourceKind: Record<SourceKind, SpeakerTally>;
  anonymous: SpeakerTally;
  /** Scare quotes, titles, nicknames: right when no direct or mixed quote is predicted over them. */
  notQuote: { items: number; right: number; accuracy: number };
  misses: SpeakerMiss[];
}

function tally(quotes: number, found: number, right: number): SpeakerTally {
  return { quotes, found, right, foundRate: quotes ? found / quotes : 0, accuracy: found ? right / found : 0, endToEnd: quotes ? right / quotes : 0 };
}

const want = (l: SpeakerLabel): string => (l.anonymous ? `anonymous (${l.description ?? ''})` : l.speaker ?? '');
const got = (q: Quote | null): string | null => (q ? (q.speaker.anonymous ? `anonymous (${q.speaker.description ?? ''})` : q.speaker.name ?? '(no name)') : null);

/** Scores speaker names of the predicted quotes against the labels; `analyses` maps article id to its analysis. */
export function scoreSpeakers(labels: readonly SpeakerLabel[], analyses: ReadonlyMap<string, Analysis>): SpeakerScore {
  const count = new Map<string, [number, number, number]>();
  const bump = (k: string, found: boolean, right: boolean): void => {
    const c = count.get(k) ?? [0, 0, 0];
    count.set(k, [c[0] + 1, c[1] + (found ? 1 : 0), c[2] + (right ? 1 : 0)]);
  };
  let nq = 0, nqRight = 0;
  const misses: SpeakerMiss[] = [];
  for (const l of labels) {
    const quotes = analyses.get(l.article)?.quotes ?? [];
    const q = findQuote(quotes, l.start, l.end);
    if (l.notQuote) { nq++; if (!q) nqRight++; continue; }
    const right = q !== null && speakerRight(l, q);
    bump('all', q !== null, right);
    bump(l.sourceKind, q !== null, right);
    if (l.anonymous) bump('anonymous', q !== null, right);
    if (!right) misses.push({ article: l.article, start: l.start, text: l.text.slice(0, 60), want: want(l), got: got(q) });
  }
  const t = (k: string): SpeakerTally => tally(...(count.get(k) ?? [0, 0, 0]));
  const bySourceKind = Object.fromEntries(SOURCE_KINDS.map((k) => [k, t(k)])) as Record<SourceKind, SpeakerTally>;
  return { all: t('all'), bySourceKind, anonymous: t('anonymous'), notQuote: { items: nq, right: nqRight, accuracy: nq ? nqRight / nq : 0 }, misses };
}

/** True when a predicted boilerplate paragraph covers at least half of [start, end). */
export function predictedBoilerplate(a: Analysis | undefined, start: number, end: number): boolean {
  const covered = (a?.paragraphs ?? []).filter((p) => p.boilerplate).reduce((n, p) => n + overlap([p.start, p.end], [start, end]), 0);
  return covered >= 0.5 * (end - start);
}

export interface BoilerplateScore extends Prf {
  /** Labelled paragraphs and how many of them were judged right either way. */
  items: number;
  accuracy: number;
  errors: { article: string; start: number; want: boolean; why: string }[];
}

/** P/R/F1 of `paragraphs[].boilerplate` on the labelled paragraphs (boilerplate is the positive class). */
export function scoreBoilerplate(labels: readonly BoilerplateLabel[], analyses: ReadonlyMap<string, Analysis>): BoilerplateScore {
  let tp = 0, np = 0, ng = 0, ok = 0;
  const errors: BoilerplateScore['errors'] = [];
  for (const l of labels) {
    const pred = predictedBoilerplate(analyses.get(l.article), l.start, l.end);
    if (pred) np++;
    if (l.boilerplate) ng++;
    if (pred && l.boilerplate) tp++;
    if (pred === l.boilerplate) ok++;
    else errors.push({ article: l.article, start: l.start, want: l.boilerplate, why: l.why });
  }
  return { ...prf(tp, np, ng), items: labels.length, accuracy: labels.length ? ok / labels.length : 0, errors };
}

/** A gold PolNeAR attribution's content, in UTF-16 ranges. */
export type GoldContent = Range[];

const len = (spans: readonly Range[]): number => spans.reduce((n, s) => n + s[1] - s[0], 0);
const inter = (A: readonly Range[], B: readonly Range[]): number => A.reduce((n, a) => n + B.reduce((m, b) => m + overlap(a, b), 0), 0);

/**
 * Which predicted quotes match a gold attribution: content overlap >= theta of both, one to one,
 * each gold attribution (in order) taking the unused prediction it overlaps most, as score-polnear.mjs does.
 */
export function matchPredictions(gold: readonly GoldContent[], quotes: readonly Quote[], theta = 0.5): boolean[] {
  const P = quotes.map((q) => q.content.map((c) => [c.start, c.end] as const));
  const used = new Array<boolean>(quotes.length).fill(false);
  for (const g of gold) {
    let best = -1, bestI = 0;
    P.forEach((p, i) => {
      if (used[i] || !p.length) return;
      const I = inter(g, p);
      if (I / len(g) >= theta && I / len(p) >= theta && I > bestI) { best = i; bestI = I; }
    });
    if (best >= 0) used[best] = true;
  }
  return used;
}

export interface Band { from: number; to: number; count: number; matched: number; precision: number }

/** Default confidence bands: [0,0.5), [0.5,0.7), [0.7,0.85), [0.85,1]. */
export const BAND_EDGES: readonly number[] = [0, 0.5, 0.7, 0.85, 1];

/** Precision of the predictions per confidence band; the last band includes its upper edge. */
export function confidenceBands(preds: readonly { confidence: number; matched: boolean }[], edges: readonly number[] = BAND_EDGES): Band[] {
  const bands: Band[] = [];
  for (let i = 0; i + 1 < edges.length; i++) {
    const from = edges[i] ?? 0, to = edges[i + 1] ?? 1;
    const last = i + 2 === edges.length;
    const inBand = preds.filter((p) => p.confidence >= from && (p.confidence < to || (last && p.confidence <= to)));
    const matched = inBand.filter((p) => p.matched).length;
    bands.push({ from, to, count: inBand.length, matched, precision: inBand.length ? matched / inBand.length : 0 });
  }
  return bands;
}
