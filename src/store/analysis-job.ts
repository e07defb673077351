import type { ErrorCode } from '../errors.js';
import { WhosaidError, ERROR_CODES } from '../errors.js';
import { analyzeArticle } from '../io/article.js';
import { quoteFields, type QuoteFields } from './rows.js';
import type { InstalledWeights, WeightsName } from '../learn/weights-registry.js';

/** What a worker analyzes: plain data, so it crosses to a worker thread. */
export interface AnalysisJob {
  seq: number;
  text: string;
  html: boolean;
  title?: string;
  published?: string;
}

/**
 * A worker's answer: the quotes as a store keeps them (rows.ts; the analysis itself stays in the
 * worker, it would be copied across threads for nothing), and the text their offsets refer to when
 * it is not the job's (extracted from HTML); or why there is none.
 */
export type AnalysisResult =
  | { seq: number; ok: true; text: string | null; title: string | null; quotes: QuoteFields[] }
  | { seq: number; ok: false; code: ErrorCode | 'WHOSAID_INTERNAL'; message: string };

/** What an analysis worker is started with. */
export interface AnalysisWorkerData {
  /** Its thread's scheduling priority (Unix nice); 0 leaves it as it is. */
  nice: number;
  /** Weight tables decoded once for all workers (learn/weights-shared.ts), installed before the engine loads. */
  weights?: Partial<Record<WeightsName, InstalledWeights>>;
}

/** Runs one job; never throws. */
export function runJob(job: AnalysisJob): AnalysisResult {
  try {
    const article = analyzeArticle({ text: job.text, html: job.html }, {
      ...(job.title !== undefined && { title: job.title }),
      ...(job.published !== undefined && { published: job.published }),
    }, job.html ? 'the HTML' : 'the text');
    const { quotes, entities } = article.analysis;
    return { seq: job.seq, ok: true, text: article.text === job.text ? null : article.text, title: article.title, quotes: quoteFields(quotes, entities) };
  } catch (e) {
    const known = e instanceof WhosaidError && e.code in ERROR_CODES;
    return { seq: job.seq, ok: false, code: known ? e.code : 'WHOSAID_INTERNAL', message: e instanceof Error ? e.message : String(e) };
  }
}
