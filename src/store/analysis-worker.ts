import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { runJob, type AnalysisJob, type AnalysisWorkerData } from './analysis-job.js';

// On Linux this sets the priority of this thread only: the process's other threads keep theirs (on
// macOS it would lower the whole process's).
const nice = (workerData as AnalysisWorkerData | null)?.nice ?? 0;
if (nice > 0) {
  try {
    setPriority(nice);
  } catch {
    // Not permitted or not supported here: the analysis runs at normal priority.
  }
}

// One analysis per message, answered in the order received.
parentPort?.on('message', (job: AnalysisJob) => {
  parentPort?.postMessage(runJob(job));
});
