import type { Readable } from 'node:stream';
import { readSources } from '../io/sources/index.js';
import type { SourceArticle, SourceProblem } from '../io/sources/types.js';
import type { StoreDb } from './db.js';
import { articleHash } from './normalize.js';
import { AnalysisPool } from './pool.js';
import type { AnalysisResult } from './analysis-job.js';
import type { ArticleSink, ArticleToStore } from './sink.js';
import { StoreWriter } from './writer.js';

/** How an ingest runs. */
export interface IngestOptions {
  /** Worker threads for analysis; 0 analyzes in the main thread. */
  threads: number;
  /** Articles a worker analyzes before it is replaced by a fresh one (default 2000). */
  recycleAfter?: number;
  /**
   * The analysis threads' scheduling priority (Unix nice, 0 to 19; default 10): an ingest is a batch
   * job, so a search answered beside it (whosaid serve, whosaid search) gets a core first. Measured
   * beside an ingest, searches waited for a core, not for the writer: none slept on a lock.
   */
  nice?: number;
  /** Articles per transaction (default 200; `ingest`, into SQLite, 1000). */
  batchSize?: number;
  /** Longest time (ms) an analyzed article waits for its transaction. */
  flushMs?: number;
  /** Called for each record that is skipped as unreadable or unanalyzable. */
  onProblem?: (p: SourceProblem) => void;
  /** Called after each transaction and each input chunk, with the running counts. */
  onProgress?: (s: IngestSummary) => void;
  /** Called for each path (a folder, or "-" as "standard input") that held nothing to read. */
  onEmpty?: (path: string) => void;
}

/** The counts of one ingest run. */
export interface IngestSummary {
  /** Records read from the input: stored + already stored + failed. */
  read: number;
  /** Newly stored. */
  added: number;
  /** Already in the database (or twice in the input). */
  duplicates: number;
  /** Records skipped as bad. */
  failed: number;
  /** Quotes in the newly stored articles. */
  quotes: number;
  /** Input bytes read so far. */
  bytes: number;
}

const BATCH = 200;
/**
 * Articles per SQLite transaction (at most; a transaction is also closed after FLUSH_MS). Each commit
 * flushes the full-text index's pending terms as a new segment, which automerge then merges: over the
 * 11,842 press releases, transactions of 1,000 instead of 200 cut the store's CPU by about a sixth.
 */
const SQLITE_BATCH = 1000;
const NICE = 10;
const FLUSH_MS = 1000;
/** Page cache of the ingest's connection (negative: kibibytes). */
const INGEST_CACHE_KB = -16000;
/**
 * WAL pages between checkpoints during an ingest (SQLite's default is 1000). A checkpoint copies
 * each page written since the last one back into the database; checkpointing a tenth as often copies
 * the index pages that every batch touches once instead of ten times: a quarter of the store's CPU.
 */
const INGEST_CHECKPOINT_PAGES = 10_000;

/**
 * Reads every article under `paths`, analyzes them on worker threads and stores them with their
 * quotes in the SQLite database `db`. Streaming: a bounded number of articles is in flight, so memory
 * stays flat. Each transaction holds whole articles only, so an interrupted run leaves no partial
 * article, and a re-run analyzes only what is not stored yet.
 */
export async function ingest(db: StoreDb, paths: readonly string[], stdin: Readable, options: IngestOptions): Promise<IngestSummary> {
  // Writing needs only the hot index pages: 16 MB of page cache writes as fast as the 64 MB searches
  // keep, and memory stays flat instead of filling that cache over the corpus.
  const cache = db.pragma('cache_size', { simple: true }) as number;
  const checkpoint = db.pragma('wal_autocheckpoint', { simple: true }) as number;
  db.pragma(`cache_size = ${INGEST_CACHE_KB}`);
  db.pragma(`wal_autocheckpoint = ${INGEST_CHECKPOINT_PAGES}`);
  try {
    return await ingestInto(new StoreWriter(db), paths, stdin, { batchSize: SQLITE_BATCH, ...options });
  } finally {
    db.pragma(`cache_size = ${cache}`);
    db.pragma(`wal_autocheckpoint = ${checkpoint}`);
  }
}

/**
 * The ingest orchestration over any store: reads `paths`, analyzes what `sink.has` does not know on
 * the analysis pool, and hands the results to `sink.write` in batches (one write at a time; see
 * ArticleSink for the contract). `sink.close` is called when the run ends.
 */
export async function ingestInto(sink: ArticleSink, paths: readonly string[], stdin: Readable, options: IngestOptions): Promise<IngestSummary> {
  const run = new IngestRun(sink, options);
  try {
    for await (const item of readSources(paths, stdin, { ...(options.onEmpty && { onEmpty: options.onEmpty }) })) {
      if (item.kind === 'bytes') {
        run.summary.bytes += item.bytes;
        continue;
      }
      run.summary.read++;
      if (item.kind === 'problem') run.problem(item);
      else await run.submit(item);
    }
    await run.finish();
  } finally {
    await run.close();
  }
  return run.summary;
}

class IngestRun {
  readonly summary: IngestSummary = { read: 0, added: 0, duplicates: 0, failed: 0, quotes: 0, bytes: 0 };
  readonly #sink: ArticleSink;
  readonly #pool: AnalysisPool;
  readonly #options: IngestOptions;
  readonly #batchSize: number;
  /** Hashes submitted but not yet written: the same article twice in one run is analyzed once. */
  readonly #inFlight = new Set<string>();
  readonly #outstanding = new Set<Promise<void>>();
  #batch: ArticleToStore[] = [];
  #lastFlush = Date.now();
  #seq = 0;
  /** Analyses that came back before an earlier article's: each is stored in input order (`#next` is the next seq due). */
  readonly #arrived = new Map<number, { r: AnalysisResult; article: SourceArticle; hash: string }>();
  #next = 0;
  /** The writes, one after another; `#unwritten` articles are handed to it but not yet written. */
  #writing: Promise<void> = Promise.resolve();
  #unwritten = 0;
  /** A write that failed (disk full, database locked): the run stops with it. */
  #error: unknown;

  constructor(sink: ArticleSink, options: IngestOptions) {
    this.#sink = sink;
    this.#pool = new AnalysisPool(options.threads, { nice: options.nice ?? NICE, ...(options.recycleAfter !== undefined && { recycleAfter: options.recycleAfter }) });
    this.#options = options;
    this.#batchSize = options.batchSize ?? BATCH;
  }

  problem(p: SourceProblem): void {
    this.summary.failed++;
    this.#options.onProblem?.(p);
  }

  async submit(article: SourceArticle): Promise<void> {
    if (this.#error !== undefined) throw this.#error;
    const hash = articleHash(article.text, article.meta.url);
    if (this.#inFlight.has(hash) || await this.#sink.has(hash)) {
      this.summary.duplicates++;
      return;
    }
    // A store slower than the analysis holds the reading back, rather than results piling up.
    if (this.#unwritten >= 2 * this.#batchSize) await this.#writing;
    this.#inFlight.add(hash);
    const seq = this.#seq++;
    const { title, date } = article.meta;
    const { done } = await this.#pool.submit({
      seq, text: article.text, html: article.html,
      ...(title !== undefined && { title }), ...(date !== undefined && { published: date }),
    });
    const settled = done.then((r) => this.#inOrder(seq, r, article, hash)).catch((e: unknown) => { this.#error ??= e; });
    this.#outstanding.add(settled);
    void settled.finally(() => this.#outstanding.delete(settled));
  }

  async finish(): Promise<void> {
    while (this.#outstanding.size > 0) await Promise.all(this.#outstanding);
    if (this.#error === undefined) this.#flush();
    await this.#writing;
    if (this.#error !== undefined) throw this.#error;
  }

  async close(): Promise<void> {
    try {
      await this.#pool.close();
    } finally {
      await this.#writing;
      await this.#sink.close();
    }
  }

  /**
   * The workers finish articles in any order; they are stored in the order read, so the same input gives the same
   * article and quote ids, and the same order of a speaker's titles, however the threads ran.
   */
  #inOrder(seq: number, r: AnalysisResult, article: SourceArticle, hash: string): void {
    this.#arrived.set(seq, { r, article, hash });
    for (let e = this.#arrived.get(this.#next); e !== undefined; e = this.#arrived.get(this.#next)) {
      this.#arrived.delete(this.#next++);
      this.#analyzed(e.r, e.article, e.hash);
    }
  }

  #analyzed(r: AnalysisResult, article: SourceArticle, hash: string): void {
    if (!r.ok) {
      this.#inFlight.delete(hash);
      this.problem({ kind: 'problem', origin: article.origin, code: r.code, message: r.message });
      return;
    }
    this.#batch.push({ hash, meta: article.meta, origin: article.origin, text: r.text ?? article.text, title: r.title, quotes: r.quotes });
    if (this.#batch.length >= this.#batchSize || Date.now() - this.#lastFlush >= (this.#options.flushMs ?? FLUSH_MS)) this.#flush();
  }

  /** Hands the batch to the sink after the writes before it. */
  #flush(): void {
    const batch = this.#batch;
    this.#batch = [];
    this.#lastFlush = Date.now();
    this.#unwritten += batch.length;
    this.#writing = this.#writing.then(async () => {
      // After a failed write nothing more is written: the run stops with the first error.
      if (this.#error !== undefined) return;
      if (batch.length > 0) {
        const added = await this.#sink.write(batch);
        this.summary.added += added.articles;
        this.summary.quotes += added.quotes;
        this.summary.duplicates += batch.length - added.articles;
        for (const a of batch) this.#inFlight.delete(a.hash);
      }
      this.#options.onProgress?.(this.summary);
    }).catch((e: unknown) => { this.#error ??= e; }).finally(() => { this.#unwritten -= batch.length; });
  }
}
