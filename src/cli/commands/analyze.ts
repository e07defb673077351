import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Command, Option } from 'commander';
import { WhosaidError, MAX_INPUT_LENGTH } from '../../errors.js';
import { readTextInput, checkFile, checkStdin, unreadable, MAX_INPUT_BYTES } from '../../io/input.js';
import { checkDate } from '../../io/date.js';
import type { AnalyzedArticle } from '../../io/article.js';
import type { RecordOptions, RecordOutput } from '../../io/record.js';
import { errorOutput } from '../../io/error-output.js';
import type { SourceItem, SourceProblem } from '../../io/sources/types.js';
import { readLines, streamLines, write, type StreamOutput } from '../../io/jsonl.js';
import { RecordPool, canUseWorkers } from '../../io/pool.js';
import { defaultThreads, defaultThreadsHelp } from '../../io/threads.js';
import { decodeSharedWeights } from '../../learn/weights-shared.js';
import { optimizeInWorkerThreads } from '../worker-flags.js';
import { progressLine } from '../../io/progress.js';
import { renderTextReport } from '../../io/render/text.js';
import { renderHtmlPage } from '../../io/render/html.js';
import { EXIT } from '../exit-codes.js';
import type { CliContext } from '../context.js';

type Format = 'json' | 'text' | 'html';

interface AnalyzeFlags {
  format: Format;
  jsonl?: boolean;
  published?: string;
  title?: string;
  explain?: boolean;
  includeText?: boolean;
  threads?: string;
}

const EXAMPLES = `
Input:
  FILE is plain text or HTML (detected: a doctype, <html>/<body>, or <p> tags for most paragraphs).
  From HTML the article body is extracted (Readability); the output then carries that text as "text",
  and all offsets refer to it. For plain text, offsets refer to the input as given (UTF-16 code units);
  add --include-text to have it echoed as "text". Without FILE, or with "-", standard input is read.
  The limit is ${MAX_INPUT_LENGTH.toLocaleString('en-US')} characters (${MAX_INPUT_BYTES / 1e6} MB of UTF-8 at most).

Many articles: several FILES, a FOLDER (its .txt, .html, .json, .jsonl, .warc and .warc.gz files, recursively,
  as ingest reads them), a WARC file (FILE.warc, FILE.warc.gz: each HTML response, as in Common Crawl's
  CC-NEWS) or a FILE.jsonl (as --jsonl) give one output line per article, in order, on every core, as --jsonl
  does: each article is the record {"id": its id, else its URL, else its file, "text" | "html", "published",
  "title"}.
  What cannot be read (a truncated WARC, a binary file, a bad JSON line) gives an error line {"id", "error"}
  and exit code 1; the rest is analyzed.

JSONL (--jsonl): one record per line, {"id", "text" | "html", "published"?, "title"?}.
  "text" is always plain text, "html" is extracted. Each line gives one output line, in order:
  {"id", ...analysis} or {"id", "error": {"code", "message"}}; a missing id becomes the line number.
  "date" (YYYY-MM-DD) is read when "published" is absent; --published and --title are defaults.
  Exit code 1 when any record failed; the others are still analyzed.
  Records are analyzed on every core (worker threads; --threads 1 uses the main thread only), and
  the output keeps the input order. On a terminal, stderr shows a progress line.

Examples:
  $ whosaid analyze article.txt                          # JSON (schema whosaid/1)
  $ whosaid analyze article.txt --format text --explain  # speakers, quotes, rules, confidence
  $ curl -s https://example.org/story | whosaid analyze --format html > story.html
  $ whosaid analyze --jsonl corpus.jsonl > analyses.jsonl
  $ whosaid analyze --jsonl corpus.jsonl --threads 2 > analyses.jsonl
  $ whosaid analyze CC-NEWS-20240101.warc.gz > analyses.jsonl
  $ whosaid analyze articles/ --format text
  $ whosaid analyze pages/*.html > analyses.jsonl
  $ whosaid analyze --jsonl corpus.jsonl --format text | less -R`;

/** `whosaid analyze`: who said what in one article (text or HTML), or in each article of a JSONL stream, a folder or a WARC file. */
export function analyzeCommand(ctx: CliContext): Command {
  return new Command('analyze')
    .summary('find who said what in an article (text or HTML), or in each of many: several files, a folder, a JSONL stream or a WARC file')
    .description('Find every quote in a news article, its speaker, cue and source, with offsets into the text.')
    .argument('[files...]', 'article to read (text or HTML); or several files, folders, .jsonl or WARC files of articles; "-" or none reads standard input')
    .addOption(new Option('-f, --format <format>', 'output format').choices(['json', 'text', 'html']).default('json'))
    .option('--jsonl', 'read JSON Lines, one article record per line, and write one result per line')
    .option('--published <date>', 'publication date, YYYY-MM-DD (context for relative times like "Tuesday")')
    .option('--title <title>', 'headline, used as context (not part of the text)')
    .option('--explain', 'show the rule and confidence of each attribution, with its trace')
    .option('--threads <n>', `worker threads for runs of many articles: --jsonl, several files, a folder, a .jsonl or WARC file (default: ${defaultThreadsHelp()}; 1: no workers)`)
    .option('--include-text', 'include plain-text input as "text" in JSON output (extracted HTML text always is)')
    .addHelpText('after', EXAMPLES)
    .action(async (files: string[], flags: AnalyzeFlags) => {
      ctx.setExitCode(await runAnalyze(files, flags, ctx));
    });
}

async function runAnalyze(files: readonly string[], flags: AnalyzeFlags, ctx: CliContext): Promise<number> {
  const fileArg = files[0];
  const published = flags.published === undefined ? undefined : checkDate(flags.published, '--published');
  const title = flags.title;
  // No FILE and nothing piped in is a mistake; an explicit "-" on a terminal lets one type the article.
  if (fileArg === undefined && (ctx.io.stdin as { isTTY?: boolean }).isTTY) {
    throw new WhosaidError('WHOSAID_BAD_OPTION', 'no input: give a FILE, or pipe an article into standard input (see whosaid analyze --help).');
  }
  const options = {
    ...(published !== undefined && { published }),
    ...(title !== undefined && { title }),
    explain: flags.explain ?? false,
    includeText: flags.includeText ?? false,
  };
  const file = fileArg ?? '-';
  const color = ctx.io.isTTY && !ctx.env.NO_COLOR;
  const threads = flags.threads === undefined ? undefined : parseThreads(flags.threads);
  if (files.length > 1 && files.includes('-')) {
    throw new WhosaidError('WHOSAID_BAD_OPTION', '"-" (standard input) cannot be one of several paths: give it alone.');
  }
  // (several paths, a folder or a WARC file hold many articles: each is a record, as in --jsonl; so is each line of a
  // .jsonl file)
  if (files.length > 1 || (file !== '-' && (isWarc(file) || await isFolder(file)))) {
    return runMany(files, flags.format, { ...options, color }, threads ?? defaultThreads(), ctx);
  }
  if (flags.jsonl || (file !== '-' && /\.jsonl$/i.test(file))) return runJsonl(file, flags.format, { ...options, color }, threads ?? defaultThreads(), ctx);
  if (threads !== undefined) throw new WhosaidError('WHOSAID_BAD_OPTION', '--threads applies to runs of many articles only (--jsonl, several files, a folder, a .jsonl or WARC file).');
  const name = file === '-' ? 'standard input' : file;
  // Loaded here, not at start-up: the engine and the HTML extractor cost every other command (and --help) their
  // load time, and a --jsonl run on worker threads its memory (50 MB: only the workers need the engine).
  const { analyzeRaw } = await import('../../io/article.js');
  const article = analyzeRaw(await readTextInput(file, ctx.io.stdin), options, name);
  await write(ctx.io.stdout, render(article, flags.format, { color, explain: options.explain, name }));
  return EXIT.OK;
}

function render(article: AnalyzedArticle, format: Format, o: { color: boolean; explain: boolean; name: string }): string {
  const heading = article.title ?? (o.name === 'standard input' ? undefined : path.basename(o.name));
  if (format === 'html') return renderHtmlPage(article.analysis, article.text, heading === undefined ? {} : { title: heading });
  if (format === 'text') {
    return renderTextReport(article.analysis, { color: o.color, explain: o.explain, ...(heading !== undefined && { heading }) });
  }
  return `${JSON.stringify(article.analysis, null, 2)}\n`;
}

function parseThreads(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 256) throw new WhosaidError('WHOSAID_BAD_OPTION', `--threads must be a whole number from 1 to 256, not "${value}".`);
  return n;
}

// Records in flight per thread: enough to keep each worker busy while results wait to be written in input order.
// The window counts records read but not yet written, so one slow record at its head holds it up while the other
// workers finish theirs; and with every core analyzing, the main thread that feeds the workers waits its turn for a
// core. Over the whole press-release corpus on two threads, each worker's time waiting for its next record (summed in
// the worker between the end of one and the arrival of the next): 1.7-2.5 s of its ~15 s at 4 a thread, 1.1-1.2 at 8,
// 0.5-0.7 at 16, 0.2-0.3 at 32; wall 16.1-19.7 s at 4 against 14.7-15.5 at 16. Peak RSS 283-287 MB at 4 and at 16,
// 291-300 at 32 (the records waiting to be written are small: the workers' heaps grow when they never wait).
const WINDOW_PER_THREAD = 16;

/** A WARC file, by its name (as `ingest` reads a folder's files). */
const isWarc = (file: string): boolean => /\.warc(?:\.gz)?$/i.test(file);

/** Whether `file` is a folder (what cannot be looked at is not: reading it says why). */
async function isFolder(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isDirectory();
  } catch {
    return false;
  }
}

/** JSON Lines from `file` or standard input, a record a line. */
async function runJsonl(file: string, format: Format, options: Omit<RecordOptions, 'format'>, threads: number, ctx: CliContext): Promise<number> {
  if (format === 'html') throw new WhosaidError('WHOSAID_BAD_OPTION', '--format html makes one page per article; it cannot be used with --jsonl.');
  let input = ctx.io.stdin, size: number | undefined;
  if (file === '-') checkStdin(input);
  else {
    size = await checkFile(file);
    input = createReadStream(file);
  }
  // Only a failure of the input is "cannot read"; others (a closed stdout) keep their own message.
  let inputError: unknown;
  input.once('error', (e) => { inputError = e; });
  try {
    return await runRecords(readLines(input), size, new Map(), format, options, threads, ctx);
  } catch (e) {
    throw e === inputError ? unreadable(file === '-' ? 'standard input' : file, e) : e;
  }
}

/**
 * The articles of several paths, a folder or a WARC file (as `ingest` reads them: .txt, .html, .json, .jsonl, .warc
 * and .warc.gz files, folders recursively; "-" JSON Lines from standard input), each made a record.
 */
async function runMany(paths: readonly string[], format: Format, options: Omit<RecordOptions, 'format'>, threads: number, ctx: CliContext): Promise<number> {
  if (format === 'html') {
    const what = paths.length > 1 ? 'several files' : isWarc(paths[0]!) ? 'a WARC file' : 'a folder';
    throw new WhosaidError('WHOSAID_BAD_OPTION', `--format html makes one page per article; it cannot be used with ${what}.`);
  }
  const { checkReadable, readSources, totalBytes } = await import('../../io/sources/index.js');
  // (no path that can be read at all is "cannot read", as for one article; one beside others, or what cannot be read
  // inside them, is an error line)
  await checkReadable(paths, ctx.io.stdin);
  const problems = new Map<number, SourceProblem>();
  const empty: string[] = [];
  // (a path named twice is read once, as a folder reached twice is)
  const unique = [...new Set(paths)];
  const lines = articleRecords(readSources(unique, ctx.io.stdin, { onEmpty: (p) => { empty.push(p); } }), problems);
  // (the progress line's share: the input bytes the readers have consumed, of all the files' bytes)
  const size = (ctx.io.stderr as { isTTY?: boolean }).isTTY ? await totalBytes(unique) : undefined;
  const code = await runRecords(lines, size, problems, format, options, threads, ctx);
  for (const p of empty) await write(ctx.io.stderr, `whosaid: ${p} holds no ${isWarc(p) ? 'HTML response' : 'article (.txt, .html, .json, .jsonl, .warc or .warc.gz file)'} to analyze.\n`);
  return code;
}

/**
 * Analyzes JSONL records (each line with the input bytes read up to it; `size` all the input's bytes, for the progress
 * line's ETA) and writes an output line for each, in order; `problems` holds the lines that stand for what could not
 * be read (their error lines are written in their place).
 */
async function runRecords(lines: AsyncIterable<readonly [Uint8Array, number]>, size: number | undefined, problems: Map<number, SourceProblem>,
  format: RecordOptions['format'], options: Omit<RecordOptions, 'format'>, threads: number, ctx: CliContext): Promise<number> {
  const recordOptions: RecordOptions = { ...options, format, debug: Boolean(ctx.env.WHOSAID_DEBUG) };
  const useWorkers = threads > 1 && canUseWorkers();
  if (useWorkers) optimizeInWorkerThreads();
  // The workers share one copy of the weight tables (decoded in a thread of its own, which then ends).
  const pool = useWorkers ? new RecordPool(threads, recordOptions, await decodeSharedWeights()) : undefined;
  // With workers the engine is theirs to load; the main thread only reads and writes.
  const analyzeLine = pool ? (line: Uint8Array, n: number) => pool.run(line, n) : await inProcess(recordOptions);
  const handle = (line: Uint8Array, n: number): StreamOutput | Promise<StreamOutput> => {
    const p = problems.get(n);
    if (!p) return analyzeLine(line, n);
    problems.delete(n);
    return { output: errorOutput(p.origin, p.code, p.message, format), failed: true };
  };
  const progress = progressLine(ctx.io.stderr, size);
  try {
    const summary = await streamLines(lines, ctx.io.stdout, handle, {
      window: pool ? threads * WINDOW_PER_THREAD : 1,
      ...(progress && { onWritten: (s, bytes) => progress.update(s.records, bytes) }),
    });
    progress?.done(summary.records);
    return summary.failed > 0 ? EXIT.SOME_RECORDS_FAILED : EXIT.OK;
  } finally {
    await pool?.close();
  }
}

/**
 * Articles read from files, folders and WARC files (`readSources`) as JSONL records, a line each with the input bytes
 * the readers have consumed so far: {"id": the record's id, else its URL, else where it is ("folder/a.txt",
 * "news.warc.gz: record 3 (offset …)"), "text" | "html", "published": its date, "title"}. What cannot be read is a
 * placeholder line ("{}") whose number `problems` keeps, for an error line in its place.
 */
async function* articleRecords(items: AsyncIterable<SourceItem>, problems: Map<number, SourceProblem>): AsyncGenerator<[Uint8Array, number]> {
  let n = 0, read = 0;
  for await (const item of items) {
    if (item.kind === 'bytes') { read += item.bytes; continue; }
    n++;
    if (item.kind === 'problem') {
      problems.set(n, item);
      yield [PLACEHOLDER, read];
      continue;
    }
    const m = item.meta;
    const record = {
      id: m.id ?? m.url ?? item.origin, [item.html ? 'html' : 'text']: item.text,
      ...(m.date && { published: m.date }), ...(m.title && { title: m.title }),
    };
    yield [Buffer.from(JSON.stringify(record)), read];
  }
}
const PLACEHOLDER = Buffer.from('{}');

async function inProcess(options: RecordOptions): Promise<(line: Uint8Array, n: number) => RecordOutput> {
  const { analyzeRecordLine } = await import('../../io/record.js');
  return (line, n) => analyzeRecordLine(line, n, options);
}
