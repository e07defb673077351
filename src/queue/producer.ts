import type { Readable } from 'node:stream';
import { Queue, QueueEvents } from 'bullmq';
import { readSources } from '../io/sources/index.js';
import type { SourceArticle, SourceProblem } from '../io/sources/types.js';
import { articleHash } from '../store/normalize.js';
import type { PgStore } from '../store/postgres/connect.js';
import { PgWriter } from '../store/postgres/writer.js';
import { checkRedis, redisConnection, type ArticleJobData, type ArticleJobResult } from './connection.js';

/** How a producer enqueues. */
export interface EnqueueOptions {
  /** Redis url and queue name. */
  redis: string;
  queueName: string;
  /** Most jobs waiting (or delayed for a retry) at once: the producer pauses while the queue holds this many. */
  maxQueued: number;
  /** Tries per article before it is moved to the failed set. */
  attempts: number;
  /** First retry delay (ms); it doubles with each try. */
  backoffMs: number;
  /** Wait until every enqueued article is stored or failed. */
  wait: boolean;
  onProblem?: (p: SourceProblem) => void;
  onProgress?: (s: EnqueueSummary, queue: QueueCounts) => void;
}

/** The counts of one producer run. */
export interface EnqueueSummary {
  /** Records read: enqueued + already stored + bad. */
  read: number;
  enqueued: number;
  /** Already stored, or twice in the input. */
  duplicates: number;
  /** Bad records (unreadable, not JSON, binary), skipped. */
  bad: number;
  /** Of the enqueued: processed so far (when waiting), stored by this run, failed after their retries. */
  processed: number;
  stored: number;
  failed: number;
  /** Quotes of the articles this run stored. */
  quotes: number;
}

/** The queue's state, for progress. */
export interface QueueCounts {
  waiting: number;
  active: number;
  delayed: number;
}

/** Articles read ahead and checked against the database together. */
const CHUNK = 100;
/** How often a paused producer looks at the queue again. */
const POLL_MS = 200;
/** Completed jobs kept in Redis (their data holds the article text); the database is the record. */
const KEEP_COMPLETED = 1000;

/**
 * Reads the articles under `paths` and enqueues each not yet stored as a BullMQ job whose id is the
 * article's content hash, so enqueuing the same article twice adds nothing. Backpressure: while the
 * queue holds `maxQueued` waiting or delayed jobs, reading pauses. With `wait`, returns when every
 * enqueued article has been stored or has failed its retries.
 */
export async function enqueue(pool: PgStore, paths: readonly string[], stdin: Readable, o: EnqueueOptions): Promise<EnqueueSummary> {
  const summary: EnqueueSummary = { read: 0, enqueued: 0, duplicates: 0, bad: 0, processed: 0, stored: 0, failed: 0, quotes: 0 };
  await checkRedis(o.redis);
  const queue = new Queue<ArticleJobData, ArticleJobResult>(o.queueName, { connection: redisConnection(o.redis, false) });
  const events = o.wait ? new QueueEvents(o.queueName, { connection: redisConnection(o.redis, true) }) : undefined;
  const writer = new PgWriter(pool);
  /** Enqueued by this run and not yet finished (only tracked when waiting). */
  const outstanding = new Set<string>();
  const seen = new Set<string>();
  const finish = (id: string, ok: boolean, result?: ArticleJobResult): void => {
    if (!outstanding.delete(id)) return;
    summary.processed++;
    if (!ok) summary.failed++;
    else if (result?.stored) { summary.stored++; summary.quotes += result.quotes; }
  };
  try {
    await queue.waitUntilReady();
    if (events) {
      events.on('completed', ({ jobId, returnvalue }) => finish(jobId, true, parseResult(returnvalue)));
      events.on('failed', ({ jobId }) => finish(jobId, false));
      await events.waitUntilReady();
    }
    const counts = async (): Promise<QueueCounts> => {
      const c = await queue.getJobCounts('wait', 'prioritized', 'active', 'delayed');
      return { waiting: (c.wait ?? 0) + (c.prioritized ?? 0), active: c.active ?? 0, delayed: c.delayed ?? 0 };
    };
    const chunkSize = Math.max(1, Math.min(CHUNK, o.maxQueued));
    let chunk: SourceArticle[] = [];
    const flush = async (): Promise<void> => {
      const articles = chunk;
      chunk = [];
      const jobs = articles.map((a) => ({ a, hash: articleHash(a.text, a.meta.url) }));
      const stored = await writer.stored(jobs.map((j) => j.hash));
      const fresh = jobs.filter((j) => {
        const dup = stored.has(j.hash) || seen.has(j.hash);
        if (dup) summary.duplicates++;
        else seen.add(j.hash);
        return !dup;
      });
      if (fresh.length === 0) return;
      // Backpressure: the queue takes this chunk only while it stays under the cap.
      for (let c = await counts(); c.waiting + c.delayed + fresh.length > o.maxQueued; c = await counts()) {
        o.onProgress?.(summary, c);
        await sleep(POLL_MS);
      }
      await queue.addBulk(fresh.map(({ a, hash }) => ({
        name: 'article',
        data: { hash, origin: a.origin, text: a.text, html: a.html, meta: a.meta },
        opts: {
          jobId: hash, attempts: o.attempts, backoff: { type: 'exponential', delay: o.backoffMs },
          removeOnComplete: { count: KEEP_COMPLETED }, removeOnFail: false,
        },
      })));
      summary.enqueued += fresh.length;
      if (events) for (const j of fresh) outstanding.add(j.hash);
    };
    for await (const item of readSources(paths, stdin)) {
      if (item.kind === 'bytes') continue;
      summary.read++;
      if (item.kind === 'problem') {
        summary.bad++;
        o.onProblem?.(item);
        continue;
      }
      chunk.push(item);
      if (chunk.length >= chunkSize) await flush();
    }
    await flush();
    if (events) await drain(queue, writer, outstanding, finish, async () => o.onProgress?.(summary, await counts()), counts);
  } finally {
    await events?.close();
    await queue.close();
  }
  return summary;
}

/**
 * Waits until no article of this run is outstanding. Events say when jobs finish; when the queue is
 * idle while some are still outstanding (an event missed, or a job that had failed in an earlier
 * run, which adding again does not revive), their state is read instead.
 */
async function drain(queue: Queue<ArticleJobData, ArticleJobResult>, writer: PgWriter, outstanding: Set<string>,
  finish: (id: string, ok: boolean, result?: ArticleJobResult) => void, progress: () => Promise<void>, counts: () => Promise<QueueCounts>): Promise<void> {
  let idleChecks = 0;
  while (outstanding.size > 0) {
    await progress();
    await sleep(1000);
    const c = await counts();
    if (c.waiting + c.active + c.delayed > 0) { idleChecks = 0; continue; }
    // Give the events a moment to arrive before reading states one by one.
    if (++idleChecks < 2) continue;
    const ids = [...outstanding];
    const stored = await writer.stored(ids);
    for (const id of ids) {
      const state = await queue.getJobState(id);
      if (state === 'failed') finish(id, false);
      else if (state === 'completed') finish(id, true, parseResult((await queue.getJob(id))?.returnvalue));
      else if (state === 'unknown') finish(id, stored.has(id));
    }
  }
  await progress();
}

function parseResult(value: unknown): ArticleJobResult | undefined {
  try {
    const v = typeof value === 'string' ? JSON.parse(value) as unknown : value;
    return typeof v === 'object' && v !== null && 'stored' in v ? v as ArticleJobResult : undefined;
  } catch {
    return undefined;
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
