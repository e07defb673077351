import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import type { RecordOptions, RecordOutput } from './record.js';
import { installWeights, type InstalledWeights, type WeightsName } from '../learn/weights-registry.js';

const ROLE = 'whosaid-record-worker';

interface Job {
  id: number;
  line: Uint8Array;
  lineNumber: number;
}

interface Done extends RecordOutput {
  id: number;
}

interface Pending {
  resolve: (r: RecordOutput) => void;
  reject: (e: unknown) => void;
}

interface Slot {
  worker: Worker;
  pending: Map<number, Pending>;
}

/**
 * Whether this module can start worker threads: it needs its compiled `.js` file (run from the
 * TypeScript sources, as under vitest, there is none, and records are analyzed in-process).
 */
export function canUseWorkers(): boolean {
  return !fileURLToPath(import.meta.url).endsWith('.ts');
}

/**
 * Worker threads that run `analyzeRecordLine` on JSONL lines. Workers start on demand (a short input
 * starts one) and each job goes to the least busy; results resolve per job, so the caller orders them.
 */
export class RecordPool {
  private readonly slots: Slot[] = [];
  private nextId = 0;
  private failure: unknown;
  private closing = false;

  /**
   * `weights`: tables decoded once for all workers (decodeSharedWeights in learn/weights-shared.ts); without them
   * each worker imports and decodes its own copy.
   */
  constructor(private readonly threads: number, private readonly options: RecordOptions, private readonly weights: PoolData['weights'] = {}) {}

  /** Analyzes one line in a worker; rejects only if the worker itself fails (it never throws for bad input). */
  run(line: Uint8Array, lineNumber: number): Promise<RecordOutput> {
    if (this.failure !== undefined) return Promise.reject(this.failure);
    const slot = this.pick();
    const id = this.nextId++;
    // A copy with its own buffer: small Buffers share an 8 kB pool that would be cloned whole.
    const bytes = new Uint8Array(line);
    return new Promise((resolve, reject) => {
      slot.pending.set(id, { resolve, reject });
      slot.worker.postMessage({ id, line: bytes, lineNumber } satisfies Job, [bytes.buffer]);
    });
  }

  /** Stops the workers. */
  async close(): Promise<void> {
    this.closing = true;
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
  }

  private pick(): Slot {
    let best: Slot | undefined;
    for (const s of this.slots) if (!best || s.pending.size < best.pending.size) best = s;
    if (best && (best.pending.size === 0 || this.slots.length >= this.threads)) return best;
    return this.spawn();
  }

  private spawn(): Slot {
    const workerData: PoolData = { role: ROLE, options: this.options, weights: this.weights };
    const worker = new Worker(new URL(import.meta.url), { workerData });
    const slot: Slot = { worker, pending: new Map() };
    worker.on('message', (m: Done) => {
      const p = slot.pending.get(m.id);
      slot.pending.delete(m.id);
      p?.resolve({ output: m.output, failed: m.failed });
    });
    const fail = (e: unknown): void => {
      this.failure ??= e;
      for (const p of slot.pending.values()) p.reject(e);
      slot.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => { if (this.closing) return; if (code !== 0 || slot.pending.size > 0) fail(new Error(`a worker thread stopped (exit code ${code}).`)); });
    this.slots.push(slot);
    return slot;
  }
}

interface PoolData {
  role: typeof ROLE;
  options: RecordOptions;
  weights: Partial<Record<WeightsName, InstalledWeights>>;
}

async function serve({ options, weights }: PoolData): Promise<void> {
  installWeights(weights);
  // Imported here so the main thread, which only loads this module for RecordPool, skips the engine.
  const { analyzeRecordLine } = await import('./record.js');
  const port = parentPort!;
  port.on('message', (job: Job) => {
    const r = analyzeRecordLine(job.line, job.lineNumber, options);
    port.postMessage({ id: job.id, output: r.output, failed: r.failed } satisfies Done);
  });
}

// Loaded as a worker by RecordPool: serve jobs.
if (!isMainThread && (workerData as { role?: string } | null)?.role === ROLE) {
  await serve(workerData as PoolData);
}
