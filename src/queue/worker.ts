import { Worker, type Job } from 'bullmq';
import { AnalysisPool } from '../store/pool.js';
import type { PgStore } from '../store/postgres/connect.js';
import { PgWriter } from '../store/postgres/writer.js';
import type { ArticleToStore } from '../store/sink.js';
import { checkRedis, redisConnection, type ArticleJobData, type ArticleJobResult } from './connection.js';

/** How a worker runs. */
export interface WorkerOptions {
  redis: string;
  queueName: string;
  /** Analysis threads (0: the main thread). Jobs in flight: eight per thread, so no thread waits for Redis or PostgreSQL, and finished ones commit together. */
  threads: number;
  /** Shown in BullMQ as the worker of each job it holds (job.processedBy). */
  name: string;
  /** How long a job's lock lasts without renewal (renewed at half of it): a killed worker's jobs come back after this. */
  lockMs: number;
  /** How often stalled jobs (locks lost with their worker) are looked for and put back. */
  stalledMs: number;
  /** Called when a job starts and when it ends. */
  onJob?: (event: 'start' | 'done' | 'failed', job: Job<ArticleJobData>, detail: string) => void;
  /** Called for errors outside any job (Redis connection lost: the client reconnects by itself). */
  onError?: (e: Error) => void;
}

/** What a worker has done so far. */
export interface WorkerSummary {
  stored: number;
  duplicates: number;
  failed: number;
  quotes: number;
}

/** Jobs in flight per analysis thread. */
const PER_THREAD = 8;

/** An analysis that failed: BullMQ retries the job, then keeps it in the failed set with this message. */
class AnalysisFailed extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.name = code;
    this.code = code;
  }
}

/**
 * A queue worker: takes article jobs, analyzes them on the analysis pool's threads (the same pool
 * and job code as `whosaid ingest`), and stores each in PostgreSQL in one transaction. BullMQ keeps
 * each job locked while it runs and renews the lock; the job is acknowledged only after the
 * article is committed, so a worker killed at any moment loses nothing: its jobs come back when
 * their locks lapse. An article the analyzer rejects fails its job; after the last try it is also
 * written to the `failed` table, with its error. `stop` takes no more jobs, finishes the ones it
 * holds, and closes.
 */
export async function startWorker(pool: PgStore, o: WorkerOptions): Promise<{ summary: WorkerSummary; stop: () => Promise<void> }> {
  const summary: WorkerSummary = { stored: 0, duplicates: 0, failed: 0, quotes: 0 };
  await checkRedis(o.redis);
  const analysis = new AnalysisPool(o.threads);
  const group = new GroupCommit(new PgWriter(pool));
  let seq = 0;
  const handle = async (job: Job<ArticleJobData, ArticleJobResult>): Promise<ArticleJobResult> => {
    const d = job.data;
    o.onJob?.('start', job, d.origin);
    const { done } = await analysis.submit({
      seq: seq++, text: d.text, html: d.html,
      ...(d.meta.title !== undefined && { title: d.meta.title }), ...(d.meta.date !== undefined && { published: d.meta.date }),
    });
    const r = await done;
    if (!r.ok) {
      const last = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      if (last) {
        await pool.query(`INSERT INTO failed (job_id, origin, ext_id, url, code, error, attempts) VALUES ($1, $2, $3, $4, $5, $6, $7)
          ON CONFLICT (job_id) DO UPDATE SET code = EXCLUDED.code, error = EXCLUDED.error, attempts = EXCLUDED.attempts, failed_at = now()`,
        [d.hash, d.origin, d.meta.id ?? null, d.meta.url ?? null, r.code, r.message, job.attemptsMade + 1]);
      }
      throw new AnalysisFailed(r.code, r.message);
    }
    const quotes = await group.store({ hash: d.hash, meta: d.meta, origin: d.origin, text: r.text ?? d.text, title: r.title, quotes: r.quotes });
    // Stored after all: an earlier failure no longer stands.
    if (job.attemptsMade > 0) await pool.query('DELETE FROM failed WHERE job_id = $1', [d.hash]);
    if (quotes !== undefined) { summary.stored++; summary.quotes += quotes; } else summary.duplicates++;
    return { stored: quotes !== undefined, quotes: quotes ?? 0 };
  };
  const worker = new Worker<ArticleJobData, ArticleJobResult>(o.queueName, handle, {
    connection: redisConnection(o.redis, true),
    concurrency: Math.max(1, o.threads) * PER_THREAD,
    name: o.name,
    lockDuration: o.lockMs,
    stalledInterval: o.stalledMs,
    // A job whose worker died twice in a row is still retried once more before it counts as failed.
    maxStalledCount: 2,
    autorun: false,
  });
  worker.on('completed', (job, r) => o.onJob?.('done', job, r.stored ? `${r.quotes} quotes` : 'already stored'));
  worker.on('failed', (job, e) => {
    if (!job) return;
    // Counted once, when the last try failed (analysis or storage).
    if (job.attemptsMade >= (job.opts.attempts ?? 1)) summary.failed++;
    o.onJob?.('failed', job, e.message);
  });
  // Redis dropping the connection is retried by the client; it must not end the process.
  worker.on('error', (e) => o.onError?.(e));
  await worker.waitUntilReady();
  void worker.run();
  return {
    summary,
    stop: async () => {
      // Waits for the active jobs to finish; no new one is taken.
      await worker.close();
      await analysis.close();
    },
  };
}

/** Most articles in one group commit. */
const GROUP = 64;

/**
 * Group commit: the articles that finish analysis while a transaction is running are stored together
 * in the next one. Round trips to PostgreSQL, not rows, are the cost of a write, so a busy worker
 * writes in batches at no added latency, and an idle one writes each article at once. A job settles
 * after its article is committed. When a batch fails, its articles are tried one by one, so one
 * article the database refuses fails only its own job.
 */
class GroupCommit {
  readonly #writer: PgWriter;
  #queue: { article: ArticleToStore; resolve: (quotes: number | undefined) => void; reject: (e: unknown) => void }[] = [];
  #busy = false;

  constructor(writer: PgWriter) {
    this.#writer = writer;
  }

  /** Stores an article; resolves to its number of quotes when newly stored, undefined when it was stored already. */
  store(article: ArticleToStore): Promise<number | undefined> {
    return new Promise((resolve, reject) => {
      this.#queue.push({ article, resolve, reject });
      void this.#drain();
    });
  }

  async #drain(): Promise<void> {
    if (this.#busy) return;
    this.#busy = true;
    try {
      while (this.#queue.length > 0) {
        const batch = this.#queue.splice(0, GROUP);
        try {
          const added = await this.#writer.writeEach(batch.map((b) => b.article));
          for (const b of batch) b.resolve(added.get(b.article.hash));
        } catch (e) {
          if (batch.length === 1) { batch[0]!.reject(e); continue; }
          for (const b of batch) {
            try {
              b.resolve((await this.#writer.writeEach([b.article])).get(b.article.hash));
            } catch (one) {
              b.reject(one);
            }
          }
        }
      }
    } finally {
      this.#busy = false;
    }
  }
}
