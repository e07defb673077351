// The page's side of the engine worker: analyze(text) as a promise. One worker, started on first use.
import type { Analysis, AnalyzeOptions } from '../../src/index.ts';

/** An analysis refused by the engine (empty text, too long, …): its stable code and one-line message. */
export class EngineError extends Error {
  constructor(readonly code: string, message: string) {
    super(message);
  }
}

type Reply = { id: number; analysis: Analysis; ms: number } | { id: number; error: { code: string; message: string } };
let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, { resolve: (r: { analysis: Analysis; ms: number }) => void; reject: (e: Error) => void }>();

function start(): Worker {
  if (worker) return worker;
  const w = new Worker(new URL('./engine-worker.ts', import.meta.url), { type: 'module', name: 'whosaid-engine' });
  w.onmessage = (e: MessageEvent<Reply>) => {
    const job = pending.get(e.data.id);
    if (!job) return;
    pending.delete(e.data.id);
    if ('error' in e.data) job.reject(new EngineError(e.data.error.code, e.data.error.message));
    else job.resolve({ analysis: e.data.analysis, ms: e.data.ms });
  };
  w.onerror = (e) => {
    // The worker failed to load or crashed: fail what is waiting, start afresh next time.
    e.preventDefault();
    for (const job of pending.values()) job.reject(new EngineError('WHOSAID_ENGINE', `the analysis engine failed to run in this browser (${e.message || 'worker error'}).`));
    pending.clear();
    w.terminate();
    worker = null;
  };
  worker = w;
  return w;
}

/** Analyzes text in the worker; `ms` is the engine's own time there. */
export function analyzeInWorker(text: string, options: AnalyzeOptions = {}): Promise<{ analysis: Analysis; ms: number }> {
  const w = start();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    w.postMessage({ id, text, options });
  });
}
