import { parentPort } from 'node:worker_threads';
import { runJob, type AnalysisJob } from './analysis-job.js';

// One analysis per message, answered in the order received.
parentPort?.on('message', (job: AnalysisJob) => {
  parentPort?.postMessage(runJob(job));
});
