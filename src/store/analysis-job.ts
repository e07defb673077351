import type { Analysis } from '../model/types.js';
import type { ErrorCode } from '../errors.js';
import { WhosaidError, ERROR_CODES } from '../errors.js';
import { analyzeArticle } from '../io/article.js';

/** What a worker analyzes: plain data, so it crosses to a worker thread. */
export interface AnalysisJob {
  seq: number;
  text: string;
  html: boolean;
  title?: string;
  published?: string;
}

/**
 * The part of an analysis a store keeps: every quote, and the entities the quotes' speakers refer to
 * (other entities, paragraphs and messages stay in the worker: they would be cloned for nothing).
 */
export type StoredAnalysis = Pick<Analysis, 'quotes' | 'entities'>;

/** A worker's answer: the stored part of the analysis and the text its offsets refer to, or why there is none. */
export type AnalysisResult =
  | { seq: number; ok: true; text: string; title: string | null; analysis: StoredAnalysis }
  | { seq: number; ok: false; code: ErrorCode | 'WHOSAID_INTERNAL'; message: string };

/** Runs one job; never throws. */
export function runJob(job: AnalysisJob): AnalysisResult {
  try {
    const article = analyzeArticle({ text: job.text, html: job.html }, {
      ...(job.title !== undefined && { title: job.title }),
      ...(job.published !== undefined && { published: job.published }),
    }, job.html ? 'the HTML' : 'the text');
    const { quotes, entities } = article.analysis;
    const speakers = new Set<string>();
    for (const q of quotes) if (q.speaker.entity !== null) speakers.add(q.speaker.entity);
    return { seq: job.seq, ok: true, text: article.text, title: article.title, analysis: { quotes, entities: entities.filter((e) => speakers.has(e.id)) } };
  } catch (e) {
    const known = e instanceof WhosaidError && e.code in ERROR_CODES;
    return { seq: job.seq, ok: false, code: known ? e.code : 'WHOSAID_INTERNAL', message: e instanceof Error ? e.message : String(e) };
  }
}
