import { parentPort } from 'node:worker_threads';
import { runAnalyzeJob, WARM_UP, type AnalyzeJob } from './analyze-job.js';

// Decode the weights before the first job; then one analysis per message, answered with its id.
runAnalyzeJob(WARM_UP);
parentPort?.on('message', (m: { id: number; job: AnalyzeJob }) => {
  const outcome = runAnalyzeJob(m.job);
  // The bytes move to the main thread instead of being copied.
  parentPort?.postMessage({ id: m.id, outcome }, outcome.ok ? [outcome.json.buffer as ArrayBuffer] : []);
});
parentPort?.postMessage({ ready: true });
