import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import type { AnalysisJob, AnalysisWorkerData } from './analysis-job.js';

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

// Jobs posted while the engine loads wait in the port until this listener starts it.
const { runJob } = await import('./analysis-job.js');

// One analysis per message, answered in the order received.
parentPort?.on('message', (job: AnalysisJob) => {
  parentPort?.postMessage(runJob(job));
});
