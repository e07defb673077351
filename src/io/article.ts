import { analyze } from '../index.js';
import type { Analysis } from '../model/types.js';
import { WhosaidError } from '../errors.js';
import { looksLikeHtml, extractArticle } from './html.js';
import { checkText } from './input.js';

/** What to analyze and how. */
export interface ArticleOptions {
  published?: string;
  title?: string;
  explain?: boolean;
  /** Include plain text input in the output; extracted HTML text is always included. */
  includeText?: boolean;
}

/** An analysis with the text its offsets refer to, and the title used. */
export interface AnalyzedArticle {
  analysis: Analysis;
  text: string;
  title: string | null;
  html: boolean;
}

/**
 * Analyzes one input: with `html` set the article is extracted with Readability, otherwise the text
 * is used as given. Throws WhosaidError for unusable input (empty, too large, no article in the HTML).
 */
export function analyzeArticle(input: { text: string; html: boolean }, options: ArticleOptions, name: string): AnalyzedArticle {
  checkText(input.text, name);
  let text = input.text;
  let title = options.title ?? null;
  if (input.html) {
    const article = extractArticle(input.text);
    text = article.text;
    title ??= article.title;
  }
  const analysis = analyze(text, {
    ...(options.published !== undefined && { published: options.published }),
    ...(title !== null && { title }),
    ...(options.explain && { explain: true }),
    includeText: input.html || (options.includeText ?? false),
  });
  return { analysis, text, title, html: input.html };
}

/** Analyzes raw input whose kind is unknown: HTML is detected by sniffing. */
export function analyzeRaw(raw: string, options: ArticleOptions, name: string): AnalyzedArticle {
  return analyzeArticle({ text: raw, html: looksLikeHtml(raw) }, options, name);
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Checks a YYYY-MM-DD date that exists on the calendar; returns it unchanged. */
export function checkDate(value: string, what: string): string {
  const m = DATE.exec(value);
  const [y, mo, d] = m ? [Number(m[1]), Number(m[2]), Number(m[3])] : [0, 0, 0];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (!m || date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) {
    throw new WhosaidError('WHOSAID_BAD_OPTION', `${what} must be a date as YYYY-MM-DD, not ${JSON.stringify(value)}.`);
  }
  return value;
}
