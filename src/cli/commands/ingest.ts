import { existsSync, rmSync } from 'node:fs';
import { defaultThreads, defaultThreadsHelp } from '../../io/threads.js';
import { Command } from 'commander';
import { WhosaidError } from '../../errors.js';
import { checkReadable, totalBytes } from '../../io/sources/index.js';
import { openStore } from '../../store/db.js';
import { ingest } from '../../store/ingest.js';
import { makeProgress } from '../../store/progress.js';
import { DEFAULT_DB } from '../../store/format.js';
import { stats } from '../../store/queries.js';
import { isPostgresUrl } from '../../store/postgres/url.js';
import type { RawQueueFlags } from '../../store/postgres/commands.js';
import { EXIT } from '../exit-codes.js';
import { count } from '../../io/count.js';
import { optimizeInWorkerThreads } from '../worker-flags.js';
import type { CliContext } from '../context.js';

interface IngestFlags extends RawQueueFlags {
  threads?: string;
}

const HELP = `
Input:
  Files and folders (read recursively) of .txt, .html, .json (one record or an array), .jsonl
  (one record per line: {"text" | "html", "id", "url", "outlet" | "source", "date" | "published", "title"}),
  .warc and .warc.gz (HTML responses, as in Common Crawl's CC-NEWS); "-" reads JSON Lines from standard input.
  Metadata comes from record fields, WARC headers, or HTML meta tags (og:site_name, article:published_time).

  An article is stored once: its identity is its text (and url). Running the same ingest again adds
  nothing, and a run that was interrupted (even by kill -9) is completed by running it again.
  Bad records are named on stderr with their file and position, skipped and counted; the exit code is
  then 1, as it is for a path or folder that cannot be read beside others. When no path can be read at
  all, the exit code is 66 and no database is made; a folder with nothing to read is named ("no articles
  found in …", exit 0), and a database this run would have made empty is not left behind. Each folder
  is read once, however many symbolic links lead to it. The analysis threads run at low priority (nice 10): searches of the same database answer
  quickly while an ingest runs, and the ingest still has every core nothing else wants.

Examples:
  $ whosaid ingest examples/corpus --db news.db
  $ whosaid ingest crawl/CC-NEWS-20240101.warc.gz --db news.db
  $ cat articles.jsonl | whosaid ingest - --db news.db
  $ whosaid ingest crawl/ --db postgres://whosaid@db-host/news                        # PostgreSQL
  $ whosaid ingest crawl/ --queue redis://queue-host:6379 --db postgres://whosaid@db-host/news  # for whosaid workers`;

/** `whosaid ingest`: analyze articles and store their quotes in the database. */
export function ingestCommand(ctx: CliContext): Command {
  return new Command('ingest')
    .summary('analyze files, folders, WARC archives or JSONL and store their quotes in a database')
    .description('Analyze articles and store them, their quotes and speakers in an SQLite database.')
    .argument('<path...>', 'files or folders to read; "-" reads JSON Lines from standard input')
    .option('--db <file>', 'database file (created if missing)', DEFAULT_DB)
    .option('--threads <n>', `analysis threads (default: ${defaultThreadsHelp()}; 0 analyzes in the main thread)`)
    .option('-q, --quiet', 'no progress output')
    .option('--queue <url>', 'enqueue for "whosaid worker"s on this Redis (redis://host:port) instead of analyzing here; needs --db postgres://…')
    .option('--queue-name <name>', 'queue name (default whosaid-articles)')
    .option('--no-wait', 'with --queue: return once everything is enqueued')
    .option('--max-queued <n>', 'with --queue: most jobs waiting at once; reading pauses at this cap (default 2000)')
    .option('--attempts <n>', 'with --queue: tries per article before it is failed (default 3)')
    .option('--backoff-ms <ms>', 'with --queue: first retry delay, doubled each time (default 1000)')
    .addHelpText('after', HELP)
    .action(async (paths: string[], flags: IngestFlags) => {
      ctx.setExitCode(await runIngest(paths, flags, ctx));
    });
}

async function runIngest(paths: string[], flags: IngestFlags, ctx: CliContext): Promise<number> {
  const threads = parseThreads(flags.threads);
  checkQueueOptions(flags);
  // The analysis workers' V8 settings, as `analyze --jsonl` starts them: over the whole press-release corpus into SQLite
  // on two threads (3 alternating pairs), peak RSS 354-359 MB against 480-503 MB, wall 15.9-16.3 s against 16.2-16.7.
  if (threads > 0) optimizeInWorkerThreads();
  // Nothing is made (no database file, no queue) when there is nothing to read.
  await checkReadable(paths, ctx.io.stdin);
  if (flags.queue !== undefined || isPostgresUrl(flags.db)) {
    const { pgIngestCli } = await import('../../store/postgres/commands.js');
    return pgIngestCli(paths, flags, threads, ctx);
  }
  const existed = existsSync(flags.db);
  const db = openStore(flags.db);
  const stderr = ctx.io.stderr;
  const tty = (stderr as { isTTY?: boolean }).isTTY === true;
  const progress = flags.quiet ? undefined : makeProgress(stderr, tty, tty ? await totalBytes(paths) : undefined);
  const note = (line: string) => { if (progress) progress.log(line); else stderr.write(line); };
  let open = true;
  try {
    const summary = await ingest(db, paths, ctx.io.stdin, {
      threads,
      onProblem: (p) => note(`whosaid: skipped ${p.origin}: ${p.message}\n`),
      onEmpty: (p) => note(`whosaid: no articles found in ${p}.\n`),
      ...(progress && { onProgress: (s) => progress.update(s) }),
    });
    progress?.stop();
    const total = stats(db);
    let where = `${flags.db}: ${count(total.articles, 'article')}, ${count(total.quotes, 'quote')}, ${count(total.speakers, 'speaker')}, `
      + `${count(total.organizations, 'organization')}, ${count(total.syndicatedGroups, 'syndicated quote group')}.`;
    if (!existed && total.articles === 0) {
      // This run made the database and stored nothing in it: no empty database is left behind.
      db.close();
      open = false;
      for (const suffix of ['', '-wal', '-shm']) rmSync(`${flags.db}${suffix}`, { force: true });
      where = `${flags.db}: not created (nothing stored).`;
    }
    ctx.io.stdout.write(`${count(summary.read, 'record')} read: ${summary.added} stored, ${summary.duplicates} already stored, ${summary.failed} failed; `
      + `${count(summary.quotes, 'quote')} added.\n${where}\n`);
    return summary.failed > 0 ? EXIT.SOME_RECORDS_FAILED : EXIT.OK;
  } catch (e) {
    throw (e as { code?: string }).code?.startsWith('SQLITE_BUSY')
      ? new WhosaidError('WHOSAID_UNREADABLE', `${flags.db} is locked by another process (another ingest?); run again when it is done.`) : e;
  } finally {
    progress?.stop();
    if (open) db.close();
  }
}

/** The options that only mean something with --queue are a usage error without it. */
function checkQueueOptions(flags: IngestFlags): void {
  if (flags.queue !== undefined) return;
  const given = [
    flags.queueName !== undefined && '--queue-name', flags.wait === false && '--no-wait', flags.maxQueued !== undefined && '--max-queued',
    flags.attempts !== undefined && '--attempts', flags.backoffMs !== undefined && '--backoff-ms',
  ].filter((o): o is string => o !== false);
  if (given.length > 0) {
    const one = given.length === 1;
    throw new WhosaidError('WHOSAID_BAD_OPTION', `${given.join(', ')} ${one ? 'needs' : 'need'} --queue: ${one ? 'it applies' : 'they apply'} only when enqueuing for "whosaid worker"s.`);
  }
}

function parseThreads(value: string | undefined): number {
  if (value === undefined) return defaultThreads();
  if (!/^\d+$/.test(value) || Number(value) > 256) {
    throw new WhosaidError('WHOSAID_BAD_OPTION', `--threads must be a whole number from 0 to 256, not "${value}".`);
  }
  return Number(value);
}
