import { WhosaidError, ERROR_CODES, type ErrorCode } from '../errors.js';
import { analyzeArticle, type ArticleOptions } from './article.js';
import { calendarDay, publishedDay } from './date.js';
import { renderTextReport } from './render/text.js';
import { errorOutput } from './error-output.js';

/** How each JSONL record is analyzed and written; plain data, so it can be sent to a worker thread. */
export interface RecordOptions extends ArticleOptions {
  format: 'json' | 'text';
  /** ANSI colors in text reports. */
  color?: boolean;
  /** Add the stack of an unexpected error to its error line (WHOSAID_DEBUG). */
  debug?: boolean;
}

/** The output for one input line: the text to write (newline included) and whether the record failed. */
export interface RecordOutput {
  output: string;
  failed: boolean;
}

/**
 * Analyzes one JSONL line `{"id", "text" | "html", "published"?, "title"?}` into one output line
 * `{"id", ...Analysis}` or `{"id", "error": {"code", "message"}}`. Never throws for bad input.
 * The 1-based line number stands in for a missing id. CLI options are defaults for missing fields.
 */
export function analyzeRecordLine(line: string | Uint8Array, lineNumber: number, options: RecordOptions): RecordOutput {
  let id = String(lineNumber);
  try {
    const record = parseRecord(typeof line === 'string' ? line : decodeLine(line));
    if (typeof record.id === 'string' || typeof record.id === 'number') id = String(record.id);
    const input = recordInput(record);
    const article = analyzeArticle(input, recordOptions(record, options), `the record's "${input.html ? 'html' : 'text'}"`);
    if (options.format === 'text') {
      return { output: renderTextReport(article.analysis, reportOptions(id, options)) + '\n', failed: false };
    }
    return { output: `${JSON.stringify(Object.assign({ id }, article.analysis, { id }))}\n`, failed: false };
  } catch (e) {
    return { output: errorLine(id, e, options), failed: true };
  }
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

function decodeLine(bytes: Uint8Array): string {
  try {
    // The default ignoreBOM: false drops a BOM at the start of the file.
    return utf8.decode(bytes);
  } catch {
    throw new WhosaidError('WHOSAID_BINARY_INPUT', 'the line is not valid UTF-8 text.');
  }
}

function parseRecord(line: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch (e) {
    throw new WhosaidError('WHOSAID_BAD_JSON', `the line is not valid JSON (${(e as Error).message}).`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new WhosaidError('WHOSAID_BAD_RECORD', 'the line is not a JSON object.');
  }
  return value as Record<string, unknown>;
}

function recordInput(record: Record<string, unknown>): { text: string; html: boolean } {
  const hasText = record.text !== undefined && record.text !== null;
  const hasHtml = record.html !== undefined && record.html !== null;
  if (hasText && hasHtml) throw new WhosaidError('WHOSAID_BAD_RECORD', 'the record has both "text" and "html"; give one.');
  const value = hasText ? record.text : record.html;
  if (typeof value !== 'string') {
    throw new WhosaidError('WHOSAID_BAD_RECORD', hasText || hasHtml
      ? `"${hasText ? 'text' : 'html'}" must be a string.` : 'the record has no "text" or "html" field.');
  }
  return { text: value, html: hasHtml };
}

function recordOptions(record: Record<string, unknown>, defaults: RecordOptions): ArticleOptions {
  const options: ArticleOptions = { ...defaults };
  // (the same reading as ingest's: a date-time's day; an impossible "published" refused, an impossible "date" ignored)
  if (record.published !== undefined && record.published !== null) {
    options.published = publishedDay(record.published);
  } else {
    // The bundled corpora call it "date"; used when valid, ignored otherwise.
    const day = calendarDay(record.date);
    if (day !== undefined) options.published = day;
  }
  if (typeof record.title === 'string' && record.title.trim() !== '') options.title = record.title;
  return options;
}

function reportOptions(id: string, options: RecordOptions): { heading: string; color: boolean; explain: boolean } {
  return { heading: id, color: options.color ?? false, explain: options.explain ?? false };
}

/** The error line of a failed record; an unexpected error gets a generic code rather than a stack. */
function errorLine(id: string, e: unknown, options: RecordOptions): string {
  const expected = e instanceof WhosaidError && e.code in ERROR_CODES;
  const code: ErrorCode | 'WHOSAID_INTERNAL' = expected ? e.code : 'WHOSAID_INTERNAL';
  const message = e instanceof Error ? e.message : String(e);
  const stack = !expected && options.debug && e instanceof Error ? e.stack : undefined;
  return errorOutput(id, code, message, options.format, stack);
}
