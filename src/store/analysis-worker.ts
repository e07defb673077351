import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { installWeights } from '../learn/weights-registry.js';
import type { AnalysisJob, AnalysisResult, AnalysisWorkerData } from './analysis-job.js';

// Lowered first, so that loading the engine (a second of CPU) is already at the lower priority. On
// Linux this sets the priority of this thread only: the process's other threads keep theirs (on macOS
// it would lower the whole process's).
const nice = (workerData as AnalysisWorkerData | null)?.nice ?? 0;
if (nice > 0) {
  try {
    setPriority(nice);
  } catch {
    // Not permitted or not supported here: the analysis runs at normal priority.
  }
}

// The shared weight tables first: the engine's loaders then neither import nor decode their own.
installWeights((workerData as AnalysisWorkerData | null)?.weights ?? {});

// Jobs posted while the engine loads wait in the port until this listener starts it.
const { runJob } = await import('./analysis-job.js');

/**
 * Most answers sent in one message. Each message wakes the main thread (and costs it a callback, an
 * event and a copy's overhead): the jobs that are already waiting are answered together, in the order
 * received, so the first of them waits at most for the analysis of the others.
 */
const ANSWERS_PER_MESSAGE = 8;

const queue: AnalysisJob[] = [];
let scheduled = false;

// Messages waiting in the port are all delivered before the next setImmediate callback runs.
parentPort?.on('message', (job: AnalysisJob) => {
  queue.push(job);
  if (!scheduled) {
    scheduled = true;
    setImmediate(answer);
  }
});

function answer(): void {
  const results: AnalysisResult[] = [];
  for (let job = queue.shift(); job !== undefined; job = results.length < ANSWERS_PER_MESSAGE ? queue.shift() : undefined) results.push(runJob(job));
  parentPort?.postMessage(results);
  // Jobs that came in meanwhile are read from the port first, then answered.
  if (queue.length > 0) setImmediate(answer);
  else scheduled = false;
}
