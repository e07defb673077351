import { parentPort, workerData } from 'node:worker_threads';
import { installWeights } from '../learn/weights-registry.js';
import type { AnalyzeWorkerData } from './analyzer.js';
import type { AnalyzeJob } from './analyze-job.js';

// The shared weight tables first (see WorkerAnalyzer): the engine's loaders then neither import nor decode their own.
installWeights((workerData as AnalyzeWorkerData | null)?.weights ?? {});

// Jobs posted while the engine loads wait in the port until the listener below is set.
const { runAnalyzeJob, WARM_UP } = await import('./analyze-job.js');

// The warm-up analyses before the first job (the engine's code loaded and run once, the HTML extraction loaded); then
// one per message, answered with its id.
for (const job of WARM_UP) runAnalyzeJob(job);
parentPort?.on('message', (m: { id: number; job: AnalyzeJob }) => {
  const outcome = runAnalyzeJob(m.job);
  // The bytes move to the main thread instead of being copied.
  parentPort?.postMessage({ id: m.id, outcome }, outcome.ok ? [outcome.json.buffer as ArrayBuffer] : []);
});
parentPort?.postMessage({ ready: true });
