import { WhosaidError, ERROR_CODES, type ErrorCode } from '../errors.js';
import { analyzeArticle } from '../io/article.js';

/** One article to analyze: plain data, so it crosses to a worker thread. */
export interface AnalyzeJob {
  /** The article: plain text, or HTML whose body is extracted (the output then carries that text). */
  input: string;
  html: boolean;
  published?: string;
  title?: string;
}

/** The whosaid/1 Analysis as UTF-8 JSON (its own buffer, so a worker can transfer it), or why there is none. */
export type AnalyzeOutcome = { ok: true; json: Uint8Array } | { ok: false; code: ErrorCode; message: string };

const encoder = new TextEncoder();

/**
 * Analyzes one job the way `whosaid analyze --format json` does (plain text as given, HTML through
 * Readability) and serializes and encodes it here, so a worker hands back bytes ready for the socket. Never throws.
 */
export function runAnalyzeJob(job: AnalyzeJob): AnalyzeOutcome {
  try {
    const article = analyzeArticle({ text: job.input, html: job.html }, {
      ...(job.published !== undefined && { published: job.published }),
      ...(job.title !== undefined && { title: job.title }),
    }, job.html ? 'the html' : 'the text');
    return { ok: true, json: encoder.encode(JSON.stringify(article.analysis)) };
  } catch (e) {
    if (e instanceof WhosaidError && e.code in ERROR_CODES) return { ok: false, code: e.code, message: e.message };
    return { ok: false, code: 'WHOSAID_INTERNAL', message: `the analysis failed: ${e instanceof Error ? e.message : String(e)}` };
  }
}

/**
 * Short articles analyzed once at start-up, so the first request pays neither for decoding the weights nor for loading
 * the HTML extraction (linkedom and Readability load with the first page: html.ts).
 */
export const WARM_UP: readonly AnalyzeJob[] = [
  {
    input: '“We will meet on Tuesday,” Mayor Eric Adams told reporters in a statement.\n\nThe agency said it would respond.',
    html: false,
    published: '2024-12-05',
  },
  {
    input: '<!doctype html><html><head><title>Mayor to meet</title></head><body><article><h1>Mayor to meet</h1>'
      + '<p>“We will meet on Tuesday with the union and the agency to settle this,” Mayor Eric Adams told reporters.</p>'
      + '<p>The agency said it would respond to the mayor by the end of the week.</p></article></body></html>',
    html: true,
    published: '2024-12-05',
  },
];
