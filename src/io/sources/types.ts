import type { ErrorCode } from '../../errors.js';

/** What is known about an article besides its text (from JSONL fields, WARC headers or HTML meta tags). */
export interface ArticleMeta {
  id?: string;
  url?: string;
  outlet?: string;
  /** YYYY-MM-DD. */
  date?: string;
  title?: string;
}

/** One article read from a source, not yet analyzed. */
export interface SourceArticle {
  kind: 'article';
  /** Where it is: "file:line", "file: record 3", or the file. */
  origin: string;
  /** Plain text, or HTML when `html` is set. */
  text: string;
  html: boolean;
  meta: ArticleMeta;
}

/** A record that could not be read; it is reported, counted and skipped. */
export interface SourceProblem {
  kind: 'problem';
  origin: string;
  code: ErrorCode;
  message: string;
}

/** Input bytes consumed, for progress. */
export interface SourceProgress {
  kind: 'bytes';
  bytes: number;
}

export type SourceItem = SourceArticle | SourceProblem | SourceProgress;
