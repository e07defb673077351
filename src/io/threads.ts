// How many analysis threads a run starts by default: the cores, as far as the memory holds them.
import { availableParallelism, totalmem } from 'node:os';

/**
 * The default for `analyze --jsonl`, `ingest` and queue workers: one thread per core, as many as the memory holds
 * (threadsFor).
 */
export function defaultThreads(): number {
  return threadsFor(availableParallelism(), memoryLimit());
}

/** How the commands' help says the default: "one per core as far as memory allows, here 2 of 2 cores". */
export function defaultThreadsHelp(): string {
  return `one per core as far as memory allows, here ${defaultThreads()} of ${availableParallelism()} cores`;
}

/**
 * What the process holds without analysis threads and what each adds to its peak RSS, with room to spare (MB). The whole
 * press-release corpus through `analyze --jsonl` (2026-12-05): 254 MB on 2 threads, 400 MB on 4, so ~75 MB a thread
 * over ~105 MB; a thread given a 1 MB article holds more for a while.
 */
export const BASE_MB = 120, THREAD_MB = 120;

/**
 * Analysis threads for `cores` cores and `memoryBytes` of memory: one per core, as many as 80% of the memory holds
 * beside BASE_MB at THREAD_MB each, and at least one. A container of 512 MiB gets at most 2, of 1 GiB 5, of 2 GiB 12: a
 * machine's cores alone would start more workers than its memory limit holds, and the kernel would stop the run.
 */
export function threadsFor(cores: number, memoryBytes: number): number {
  const room = Math.floor((0.8 * memoryBytes / 2 ** 20 - BASE_MB) / THREAD_MB);
  return Math.max(1, Math.min(cores, room));
}

/** The memory this process may use (bytes): its control group's limit when it has one below the machine's, else the machine's. */
export function memoryLimit(): number {
  const total = totalmem();
  // (undefined without a limit, or 2^64 read from a cgroup's "max")
  const limit = process.constrainedMemory?.();
  return limit !== undefined && limit > 0 && limit < total ? limit : total;
}
