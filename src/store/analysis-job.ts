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

/** A worker's answer: the analysis and the text its offsets refer to, or why there is none. */
export type AnalysisResult =
  | { seq: number; ok: true; text: string; title: string | null; analysis: Analysis }
  | { seq: number; ok: false; code: ErrorCode | 'WHOSAID_INTERNAL'; message: string };

/** Runs one job; never throws. */
export function runJob(job: AnalysisJob): AnalysisResult {
  try {
    const article = analyzeArticle({ text: job.text, html: job.html }, {
      ...(job.title !== undefined && { title: job.title }),
      ...(job.published !== undefined && { published: job.published }),
    }, job.html ? 'the HTML' : 'the text');
    // The text travels once, beside the analysis.
    delete article.analysis.text;
    return { seq: job.seq, ok: true, text: article.text, title: article.title, analysis: article.analysis };
  } catch (e) {
    const known = e instanceof WhosaidError && e.code in ERROR_CODES;
    return { seq: job.seq, ok: false, code: known ? e.code : 'WHOSAID_INTERNAL', message: e instanceof Error ? e.message : String(e) };
  }
}
