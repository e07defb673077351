import { analyze } from '../index.js';
import type { Analysis } from '../model/types.js';
import { looksLikeHtml, extractArticle } from './html.js';
import { checkText } from './input.js';

// Kept here for its callers; it lives in date.ts so that checking a date does not load the engine.
export { checkDate } from './date.js';

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
