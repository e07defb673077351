import { count } from '../../io/count.js';
import type { Writable } from 'node:stream';
import { WhosaidError } from '../../errors.js';
import type { CliContext } from '../../cli/context.js';
import { EXIT } from '../../cli/exit-codes.js';
import { ingestInto } from '../ingest.js';
import type { Stats } from '../queries.js';
import { checkQueueName, checkRedisUrl, DEFAULT_QUEUE_NAME } from '../../queue/connection.js';
import { openPgStore, pgError, safeUrl, type PgStore } from './connect.js';
import { isPostgresUrl } from './url.js';
import { pgStats } from './queries.js';
import { PgWriter } from './writer.js';

/** The `whosaid ingest` options the PostgreSQL and queue paths read. */
export interface PgIngestFlags {
  db: string;
  threads: number;
  quiet?: boolean;
  queue?: string;
  queueName: string;
  wait: boolean;
  maxQueued: number;
  attempts: number;
  backoffMs: number;
}

/** The default cap on waiting jobs while a producer enqueues (`--max-queued`). */
export const DEFAULT_MAX_QUEUED = 2000;

/** Runs a command's body on a PostgreSQL store, with connection and SQL errors as one line. */
export async function withPgStore<T>(url: string, body: (pool: PgStore) => Promise<T>): Promise<T> {
  const pool = await openPgStore(url);
  try {
    return await body(pool);
  } catch (e) {
    throw pgError(url, e);
  } finally {
    await pool.end();
  }
}

/**
 * `whosaid ingest … --db postgres://…`: analyzed on this machine's threads by the same ingest as the
 * SQLite path (through the ArticleSink seam); with `--queue`, enqueued for `whosaid worker`s instead.
 */
export async function pgIngest(paths: string[], flags: PgIngestFlags, ctx: CliContext): Promise<number> {
  const stderr = ctx.io.stderr;
  const skipped = (p: { origin: string; message: string }): void => { stderr.write(`whosaid: skipped ${p.origin}: ${p.message}\n`); };
  return withPgStore(flags.db, async (pool) => {
    if (flags.queue !== undefined) return queueIngest(pool, paths, { ...flags, queue: flags.queue }, ctx, skipped);
    const lines = flags.quiet ? undefined : every(5000);
    const summary = await ingestInto(new PgWriter(pool), paths, ctx.io.stdin, {
      threads: flags.threads, onProblem: skipped,
      ...(lines && { onProgress: (s) => lines(() => stderr.write(`whosaid: ingest: ${count(s.read, 'record')} read, ${s.added} stored, ${s.failed} failed\n`)) }),
    });
    ctx.io.stdout.write(`${count(summary.read, 'record')} read: ${summary.added} stored, ${summary.duplicates} already stored, ${summary.failed} failed; `
      + `${count(summary.quotes, 'quote')} added.\n${totals(flags.db, await pgStats(pool))}`);
    return summary.failed > 0 ? EXIT.SOME_RECORDS_FAILED : EXIT.OK;
  });
}

async function queueIngest(pool: PgStore, paths: string[], flags: PgIngestFlags & { queue: string }, ctx: CliContext,
  skipped: (p: { origin: string; message: string }) => void): Promise<number> {
  const { enqueue } = await import('../../queue/producer.js');
  const stderr = ctx.io.stderr;
  const lines = flags.quiet ? undefined : every(2000);
  const s = await enqueue(pool, paths, ctx.io.stdin, {
    redis: flags.queue, queueName: flags.queueName, maxQueued: flags.maxQueued, attempts: flags.attempts, backoffMs: flags.backoffMs,
    wait: flags.wait, onProblem: skipped,
    ...(lines && {
      onProgress: (p, q) => lines(() => stderr.write(`whosaid: ingest: ${count(p.read, 'record')} read, ${p.enqueued} enqueued, ${p.processed} processed `
        + `(${p.stored} stored, ${p.failed} failed); queue: ${q.waiting} waiting, ${q.active} active, ${q.delayed} delayed\n`)),
    }),
  });
  const out = ctx.io.stdout;
  out.write(`${count(s.read, 'record')} read: ${s.enqueued} enqueued, ${s.duplicates} already stored, ${s.bad} failed to read.\n`);
  if (!flags.wait) return s.bad > 0 ? EXIT.SOME_RECORDS_FAILED : EXIT.OK;
  out.write(`${s.processed} processed: ${s.stored} stored, ${s.processed - s.stored - s.failed} stored by an earlier run, `
    + `${s.failed} failed (see "whosaid failed"); ${count(s.quotes, 'quote')} added.\n${totals(flags.db, await pgStats(pool))}`);
  return s.bad > 0 || s.failed > 0 ? EXIT.SOME_RECORDS_FAILED : EXIT.OK;
}

function totals(db: string, t: Stats): string {
  return `${safeUrl(db)}: ${t.articles} articles, ${t.quotes} quotes, ${t.speakers} speakers, ${t.organizations} organizations, `
    + `${t.syndicatedGroups} syndicated quote groups.\n`;
}

/** Runs its argument at most once per `ms`. */
function every(ms: number): (f: () => void) => void {
  let last = Date.now();
  return (f) => {
    if (Date.now() - last < ms) return;
    last = Date.now();
    f();
  };
}

/** Writes the chunks of an async generator to a stream, waiting for it to drain. */
export async function writeAll(out: Writable, chunks: AsyncIterable<string>): Promise<void> {
  for await (const chunk of chunks) {
    if (!out.write(chunk)) await new Promise<void>((resolve) => out.once('drain', resolve));
  }
}

/** The raw `whosaid ingest` flags of the queue options. */
export interface RawQueueFlags {
  db: string;
  quiet?: boolean;
  queue?: string;
  queueName?: string;
  wait?: boolean;
  maxQueued?: string;
  attempts?: string;
  backoffMs?: string;
}

/** `whosaid ingest` with `--db postgres://…` or `--queue`: checks the options, then ingests or enqueues. */
export async function pgIngestCli(paths: string[], raw: RawQueueFlags, threads: number, ctx: CliContext): Promise<number> {
  if (!isPostgresUrl(raw.db)) {
    throw new WhosaidError('WHOSAID_BAD_OPTION', `--queue stores into PostgreSQL: give --db postgres://…, not ${JSON.stringify(raw.db)}.`);
  }
  const queueOnly = ['--queue-name', '--max-queued', '--attempts', '--backoff-ms', '--no-wait'];
  if (raw.queue === undefined && (raw.queueName !== undefined || raw.maxQueued !== undefined || raw.attempts !== undefined
    || raw.backoffMs !== undefined || raw.wait === false)) {
    throw new WhosaidError('WHOSAID_BAD_OPTION', `${queueOnly.join(', ')} apply with --queue only.`);
  }
  return pgIngest(paths, {
    db: raw.db, threads, ...(raw.quiet !== undefined && { quiet: raw.quiet }),
    ...(raw.queue !== undefined && { queue: checkRedisUrl(raw.queue) }),
    queueName: checkQueueName(raw.queueName ?? DEFAULT_QUEUE_NAME),
    wait: raw.wait ?? true,
    maxQueued: whole(raw.maxQueued ?? String(DEFAULT_MAX_QUEUED), '--max-queued', 1, 1_000_000),
    attempts: whole(raw.attempts ?? '3', '--attempts', 1, 100),
    backoffMs: whole(raw.backoffMs ?? '1000', '--backoff-ms', 0, 3_600_000),
  }, ctx);
}

/** A whole-number option within bounds. */
export function whole(value: string, name: string, min: number, max: number): number {
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
    throw new WhosaidError('WHOSAID_BAD_OPTION', `${name} must be a whole number from ${min} to ${max}, not "${value}".`);
  }
  return Number(value);
}
