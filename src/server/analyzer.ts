import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { WhosaidError } from '../errors.js';
import { decodeSharedWeights, type SharedWeights } from '../learn/weights-shared.js';
import type { AnalyzeJob, AnalyzeOutcome } from './analyze-job.js';

/** Runs analyses for the server: in its own thread, or on worker threads. */
export interface Analyzer {
  /** Worker threads in use (0: the server's own thread). */
  readonly threads: number;
  /** Resolves to the whosaid/1 Analysis as UTF-8 JSON; rejects with a WhosaidError for unusable input. */
  analyze(job: AnalyzeJob): Promise<Buffer>;
  /** Analyzes a short article once, so the first request does not pay for loading the engine. */
  warmUp(): Promise<void>;
  close(): Promise<void>;
}

/** Jobs a worker runs before a fresh one replaces it, so what the engine caches is let go. */
const RECYCLE_AFTER = 20_000;
/** Analyses that may wait per worker; beyond that a request is refused (503), so a flood cannot fill memory. */
export const DEFAULT_QUEUE_PER_WORKER = 256;

/**
 * An analyzer on `threads` worker threads (0: inline, in the calling thread). Without the compiled
 * worker module (the TypeScript sources run under vitest, before a build) it runs inline.
 */
export function createAnalyzer(threads: number, o: { queuePerWorker?: number } = {}): Analyzer {
  const file = threads > 0 ? workerFile() : undefined;
  return file === undefined ? new InlineAnalyzer() : new WorkerAnalyzer(threads, file, o.queuePerWorker ?? DEFAULT_QUEUE_PER_WORKER);
}

function settle(outcome: AnalyzeOutcome): Buffer {
  if (outcome.ok) return Buffer.from(outcome.json.buffer, outcome.json.byteOffset, outcome.json.byteLength);
  throw new WhosaidError(outcome.code, outcome.message);
}

class InlineAnalyzer implements Analyzer {
  readonly threads = 0;
  #run: ((job: AnalyzeJob) => AnalyzeOutcome) | undefined;

  async analyze(job: AnalyzeJob): Promise<Buffer> {
    return settle((await this.#load())(job));
  }

  async warmUp(): Promise<void> {
    const { WARM_UP } = await import('./analyze-job.js');
    const run = await this.#load();
    for (const job of WARM_UP) run(job);
  }

  async close(): Promise<void> {}

  async #load(): Promise<(job: AnalyzeJob) => AnalyzeOutcome> {
    // Loaded on first use: `whosaid --help` and the other commands need not load the engine.
    this.#run ??= (await import('./analyze-job.js')).runAnalyzeJob;
    return this.#run;
  }
}

interface Slot {
  worker: Worker;
  pending: Map<number, { resolve: (json: Buffer) => void; reject: (e: unknown) => void }>;
  jobs: number;
  ready: Promise<void>;
}

class WorkerAnalyzer implements Analyzer {
  readonly #slots: Slot[] = [];
  readonly #file: string;
  #nextId = 0;
  #closing = false;

  readonly #queue: number;
  /**
   * The weight tables, decoded once into shared memory (learn/weights-shared.ts) for every worker: none of them
   * imports the base64 modules or decodes its own copy. `whosaid serve --threads 2`, 3,000 press releases posted 4 at
   * a time: peak RSS 332 MB when each worker decoded its own.
   */
  #weights: SharedWeights | undefined;
  readonly #started: Promise<void>;

  constructor(readonly threads: number, file: string, queuePerWorker: number) {
    this.#file = file;
    this.#queue = queuePerWorker;
    this.#started = decodeSharedWeights().then((w) => {
      this.#weights = w;
      if (!this.#closing) for (let i = 0; i < threads; i++) this.#slots.push(this.#spawn());
    });
    // (a failure to decode surfaces in warmUp and analyze, which wait for it)
    this.#started.catch(() => {});
  }

  async analyze(job: AnalyzeJob): Promise<Buffer> {
    if (this.#weights === undefined) await this.#started;
    const slot = this.#pick();
    if (slot.pending.size >= this.#queue) {
      return Promise.reject(new WhosaidError('WHOSAID_BUSY', `${this.#queue * this.threads} analyses are already waiting: retry shortly.`));
    }
    slot.jobs++;
    const id = this.#nextId++;
    return new Promise<Buffer>((resolve, reject) => {
      slot.pending.set(id, { resolve, reject });
      slot.worker.postMessage({ id, job });
      if (slot.jobs >= RECYCLE_AFTER) this.#retire(slot);
    });
  }

  async warmUp(): Promise<void> {
    await this.#started;
    await Promise.all(this.#slots.map((s) => s.ready));
  }

  async close(): Promise<void> {
    this.#closing = true;
    await this.#started.catch(() => {});
    await Promise.all(this.#slots.map((s) => s.worker.terminate()));
  }

  #pick(): Slot {
    let best = this.#slots[0]!;
    for (const s of this.#slots) if (s.pending.size < best.pending.size) best = s;
    return best;
  }

  #spawn(): Slot {
    const worker = new Worker(this.#file, { workerData: { weights: this.#weights ?? {} } satisfies AnalyzeWorkerData });
    let ready!: () => void;
    const slot: Slot = { worker, pending: new Map(), jobs: 0, ready: new Promise<void>((r) => { ready = r; }) };
    worker.on('message', (m: { ready: true } | { id: number; outcome: AnalyzeOutcome }) => {
      if ('ready' in m) { ready(); return; }
      const p = slot.pending.get(m.id);
      slot.pending.delete(m.id);
      if (!p) return;
      try {
        p.resolve(settle(m.outcome));
      } catch (e) {
        p.reject(e);
      }
    });
    const fail = (why: string): void => {
      ready();
      const e = new WhosaidError('WHOSAID_INTERNAL', `an analysis worker stopped (${why}); the request can be retried.`);
      for (const p of slot.pending.values()) p.reject(e);
      slot.pending.clear();
      // A crashed worker is replaced, so the server goes on analyzing.
      const i = this.#slots.indexOf(slot);
      if (i >= 0 && !this.#closing) this.#slots[i] = this.#spawn();
    };
    worker.on('error', (e) => fail(e.message));
    worker.on('exit', (code) => { if (!this.#closing && this.#slots.includes(slot)) fail(`exit code ${code}`); });
    return slot;
  }

  /** Takes a worker out of rotation; it finishes what it has, then stops. */
  #retire(slot: Slot): void {
    const i = this.#slots.indexOf(slot);
    if (i < 0) return;
    this.#slots[i] = this.#spawn();
    const stop = (): void => { if (slot.pending.size === 0) void slot.worker.terminate(); };
    slot.worker.on('message', stop);
    stop();
  }
}

/** What each analysis worker is started with. */
export interface AnalyzeWorkerData {
  weights: Partial<SharedWeights>;
}

/** The compiled worker module; from the TypeScript sources (vitest), the build's copy under dist/. */
function workerFile(): string | undefined {
  const here = fileURLToPath(new URL('./analyze-worker.js', import.meta.url));
  if (existsSync(here)) return here;
  const built = here.replace(/([\\/])src([\\/])server([\\/])/, '$1dist$2src$2server$3');
  return existsSync(built) ? built : undefined;
}
