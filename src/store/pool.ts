import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { AnalysisJob, AnalysisResult, AnalysisWorkerData } from './analysis-job.js';
import { decodeSharedWeights, type SharedWeights } from '../learn/weights-shared.js';

/**
 * Jobs sent ahead to each worker, so it never waits for the main thread between two articles, also
 * while the main thread is busy writing a transaction (1,000 articles: 0.1-0.3 s, during which it
 * answers no worker): 48 articles are about 0.1 s of analysis.
 */
const AHEAD = 48;
/**
 * Articles a worker analyzes before a fresh one replaces it. The engine's caches are bounded, so this
 * is only a safety net: a fresh worker costs about two seconds of CPU (the JIT warms up again), which
 * recycling every 2,000 articles made a third of an ingest's CPU time.
 */
const RECYCLE_AFTER = 50_000;

interface Slot {
  worker: Worker;
  pending: Map<number, (r: AnalysisResult) => void>;
  /** Jobs given to this worker so far. */
  jobs: number;
}

/**
 * Analyzes articles on worker threads (inline when `threads` is 0 or the compiled worker is missing,
 * as when tests run the TypeScript sources). `submit` waits while every worker has `AHEAD` jobs.
 * A worker that has had `recycleAfter` jobs takes no more, and is replaced once it has finished
 * them, so memory stays flat over a corpus of any size.
 */
export class AnalysisPool {
  readonly #slots: Slot[] = [];
  readonly #file: string | undefined;
  readonly #recycleAfter: number;
  readonly #nice: number;
  readonly #threads: number;
  /** Settles once the weight tables are decoded (once per process, shared by every worker) and the workers started. */
  readonly #ready: Promise<void>;
  #weights: SharedWeights | undefined;
  #waiting: (() => void)[] = [];
  #failure: Error | undefined;
  /** Workers replaced so far. */
  recycled = 0;

  /**
   * `nice`: the workers' scheduling priority (Unix nice, 0 to 19; default 0). At nice 10 an analysis
   * thread gets about a tenth of a core that a normal-priority thread also wants (Linux weighs nice 10
   * at 110 against 1024: a search answered beside an ingest, the thread that writes the results), and
   * every core that nothing else wants.
   */
  constructor(threads: number, options: { recycleAfter?: number; nice?: number } = {}) {
    this.#file = workerFile();
    this.#recycleAfter = options.recycleAfter ?? RECYCLE_AFTER;
    this.#nice = options.nice ?? 0;
    const file = this.#file;
    this.#threads = file === undefined ? 0 : threads;
    // The workers read one copy of the weight tables, decoded into shared memory once (learn/weights-shared.ts):
    // none of them imports the base64 modules or decodes its own (about 0.4 s of CPU and 17 MB a worker).
    this.#ready = file === undefined || threads <= 0 ? Promise.resolve() : decodeSharedWeights().then((w) => {
      this.#weights = w;
      for (let i = 0; i < threads; i++) this.#slots.push(this.#spawn(file));
    }, (e: unknown) => {
      this.#failure = e instanceof Error ? e : new Error(String(e));
    });
  }

  /** Number of worker threads (0: inline). */
  get threads(): number {
    return this.#threads;
  }

  /** Submits a job once a worker has room; `done` settles when it is analyzed. */
  async submit(job: AnalysisJob): Promise<{ done: Promise<AnalysisResult> }> {
    await this.#ready;
    if (this.#failure) throw this.#failure;
    if (this.#slots.length === 0) {
      // The engine is loaded only where it runs: with workers, the main thread never holds it (20 MB of code and tables, and the weights).
      const { runJob } = await import('./analysis-job.js');
      return { done: Promise.resolve(runJob(job)) };
    }
    let slot = this.#freeSlot();
    while (slot === undefined) {
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
      if (this.#failure) throw this.#failure;
      slot = this.#freeSlot();
    }
    const target = slot;
    target.jobs++;
    const done = new Promise<AnalysisResult>((resolve) => {
      target.pending.set(job.seq, resolve);
    });
    target.worker.postMessage(job);
    return { done };
  }

  /** Stops the workers. */
  async close(): Promise<void> {
    await this.#ready;
    await Promise.all(this.#slots.map((s) => s.worker.terminate()));
  }

  #freeSlot(): Slot | undefined {
    let best: Slot | undefined;
    for (const s of this.#slots) {
      if (s.jobs >= this.#recycleAfter || s.pending.size >= AHEAD) continue;
      if (!best || s.pending.size < best.pending.size) best = s;
    }
    return best;
  }

  #spawn(file: string): Slot {
    const slot: Slot = { worker: new Worker(file, { workerData: { nice: this.#nice, weights: this.#weights ?? {} } satisfies AnalysisWorkerData }), pending: new Map(), jobs: 0 };
    // A worker answers several jobs in one message (analysis-worker.ts).
    slot.worker.on('message', (results: AnalysisResult[]) => {
      for (const r of results) {
        slot.pending.get(r.seq)?.(r);
        slot.pending.delete(r.seq);
      }
      if (slot.jobs >= this.#recycleAfter && slot.pending.size === 0) this.#replace(slot);
      this.#wake();
    });
    slot.worker.on('error', (e) => {
      // A crashed worker fails its jobs rather than hanging the ingest.
      this.#failure = e;
      for (const [seq, resolve] of slot.pending) resolve({ seq, ok: false, code: 'WHOSAID_INTERNAL', message: `analysis worker failed: ${e.message}` });
      slot.pending.clear();
      this.#wake();
    });
    return slot;
  }

  #replace(slot: Slot): void {
    const i = this.#slots.indexOf(slot);
    if (i < 0 || this.#file === undefined) return;
    this.#slots[i] = this.#spawn(this.#file);
    this.recycled++;
    void slot.worker.terminate();
  }

  #wake(): void {
    const waiting = this.#waiting;
    this.#waiting = [];
    for (const w of waiting) w();
  }
}

/** The compiled worker module; from TypeScript sources (vitest) the build's copy under dist/. */
function workerFile(): string | undefined {
  const here = fileURLToPath(new URL('./analysis-worker.js', import.meta.url));
  if (existsSync(here)) return here;
  const built = here.replace(/([\\/])src([\\/])store([\\/])/, '$1dist$2src$2store$3');
  return existsSync(built) ? built : undefined;
}
