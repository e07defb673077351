import { WhosaidError } from '../../errors.js';
import { recordMeta } from './meta.js';
import type { SourceArticle, SourceProblem } from './types.js';

/** A JSON value as an article record {"text" | "html", "id"?, "url"?, "outlet"|"source"?, "date"|"published"?, "title"?}. */
export function recordArticle(value: unknown, origin: string): SourceArticle | SourceProblem {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return problem(origin, new WhosaidError('WHOSAID_BAD_RECORD', 'the record is not a JSON object.'));
  }
  const record = value as Record<string, unknown>;
  const field = typeof record.html === 'string' ? 'html' : 'text';
  const text = record[field];
  if (typeof text !== 'string') {
    return problem(origin, new WhosaidError('WHOSAID_BAD_RECORD', 'the record has no string "text" or "html" field.'));
  }
  return { kind: 'article', origin, text, html: field === 'html', meta: recordMeta(record) };
}

/** A problem item from an error; an unexpected error keeps its message under a generic code. */
export function problem(origin: string, e: unknown): SourceProblem {
  if (e instanceof WhosaidError) return { kind: 'problem', origin, code: e.code, message: e.message };
  return { kind: 'problem', origin, code: 'WHOSAID_UNREADABLE', message: e instanceof Error ? e.message : String(e) };
}
