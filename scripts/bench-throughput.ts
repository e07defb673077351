// Throughput of `analyze` on real corpora: one thread in-process (with per-article latency), and
// N worker threads started together on shares of the same articles (best of several rounds).
import fs from 'node:fs';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { analyze } from '../src/index.js';
import { loadArticles, analyzeOptions, utf8Bytes, percentile, cpuSeconds, round, type Article, type CorpusName } from './bench-common.js';

export interface Throughput {
  articles: number;
  megabytes: number;
  seconds: number;
  articlesPerSecond: number;
  megabytesPerSecond: number;
  /** Articles per second of CPU time: on a shared machine wall time also counts others' turns. */
  articlesPerCpuSecond?: number;
  latencyMs?: { p50: number; p90: number; p99: number; max: number };
}

const WARM_UP = 200;

/** One thread, in this process: a warm-up pass over the first articles, then every article timed. */
export function singleThread(articles: readonly Article[]): Throughput {
  for (const a of articles.slice(0, WARM_UP)) analyze(a.text, analyzeOptions(a));
  const latencies: number[] = [];
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  for (const a of articles) {
    const t = performance.now();
    analyze(a.text, analyzeOptions(a));
    latencies.push(performance.now() - t);
  }
  const seconds = (performance.now() - t0) / 1000;
  const cpu = cpuSeconds(cpu0);
  latencies.sort((x, y) => x - y);
  const ms = (p: number): number => round(percentile(latencies, p), 2);
  return {
    ...rates(articles.length, utf8Bytes(articles.map((a) => a.text)), seconds),
    articlesPerCpuSecond: round(articles.length / cpu),
    latencyMs: { p50: ms(50), p90: ms(90), p99: ms(99), max: ms(100) },
  };
}

function rates(articles: number, bytes: number, seconds: number): Throughput {
  return {
    articles, megabytes: round(bytes / 1e6, 2), seconds: round(seconds, 2),
    articlesPerSecond: round(articles / seconds), megabytesPerSecond: round(bytes / 1e6 / seconds, 3),
  };
}

interface ThreadJob { corpus: CorpusName; limit: number; share: number; of: number }
type ToWorker = 'go' | 'stop';
type FromWorker = { ready: true; articles: number; bytes: number } | { done: true; cpuSeconds: number };

/** One round of a thread group: wall seconds, the analysis threads' CPU, the busiest one's, the whole process's. */
export interface ThreadRound { wall: number; cpu: number; busiest: number; processCpu: number }

/**
 * `threads` workers, each with every `threads`-th article and warmed up on its first ones; `round()` starts them at
 * once and times from the start signal to the last worker's end.
 */
export async function openThreads(corpus: CorpusName, limit: number, threads: number): Promise<{
  articles: number; bytes: number; round: () => Promise<ThreadRound>; close: () => Promise<void>;
}> {
  const workers = Array.from({ length: threads }, (_, share) =>
    new Worker(new URL(import.meta.url), { workerData: { role: 'bench-thread', job: { corpus, limit, share, of: threads } satisfies ThreadJob } }));
  const ready = await Promise.all(workers.map((w) => next(w)));
  let articles = 0;
  let bytes = 0;
  for (const r of ready) if ('ready' in r) { articles += r.articles; bytes += r.bytes; }
  return {
    articles, bytes,
    async round() {
      const t0 = performance.now();
      const c0 = process.cpuUsage();
      const done = workers.map((w) => next(w));
      for (const w of workers) w.postMessage('go' satisfies ToWorker);
      const ends = await Promise.all(done);
      const wall = (performance.now() - t0) / 1000;
      const own = ends.map((e) => ('cpuSeconds' in e ? e.cpuSeconds : 0));
      return { wall, cpu: own.reduce((t, c) => t + c, 0), busiest: Math.max(...own), processCpu: cpuSeconds(c0) };
    },
    async close() {
      for (const w of workers) w.postMessage('stop' satisfies ToWorker);
      await Promise.all(workers.map((w) => w.terminate()));
    },
  };
}

/** A thread group's summary over its rounds: the best round's rates, every round's articles/s, CPU efficiencies. */
export function summarizeThreads(articles: number, bytes: number, rs: readonly ThreadRound[]): Throughput & {
  rounds: number[]; articlesPerThreadCpuSecond: number; articlesPerProcessCpuSecond: number; busiestThreadCpuSeconds: number; processCpuSeconds: number;
} {
  return {
    ...rates(articles, bytes, Math.min(...rs.map((r) => r.wall))), rounds: rs.map((r) => round(articles / r.wall)),
    articlesPerThreadCpuSecond: round(articles / Math.min(...rs.map((r) => r.cpu))),
    // The whole process: the analysis threads and V8's background threads (optimizing compiler, GC
    // helpers). One analysis thread has the other core for these; N threads on N cores share them.
    // On an idle machine the wall time of a round is about max(busiest thread, process CPU / cores).
    articlesPerProcessCpuSecond: round(articles / Math.min(...rs.map((r) => r.processCpu))),
    busiestThreadCpuSeconds: round(Math.min(...rs.map((r) => r.busiest)), 2),
    processCpuSeconds: round(Math.min(...rs.map((r) => r.processCpu)), 2),
  };
}

function next(w: Worker): Promise<FromWorker> {
  return new Promise((resolve, reject) => {
    w.once('message', resolve);
    w.once('error', reject);
  });
}

/**
 * CPU seconds of the calling thread alone (Linux /proc, 10 ms ticks): on a shared machine it shows
 * whether threads slow each other down, which wall time cannot tell apart from others' load.
 */
function threadCpuSeconds(): number {
  // Fields after the ")" that ends the command name: utime and stime are the 12th and 13th.
  const stat = fs.readFileSync('/proc/thread-self/stat', 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(f[11]) + Number(f[12])) / 100;
}

function serveThread(job: ThreadJob): void {
  const mine = loadArticles(job.corpus, job.limit).filter((_, i) => i % job.of === job.share);
  for (const a of mine.slice(0, WARM_UP)) analyze(a.text, analyzeOptions(a));
  const port = parentPort!;
  port.postMessage({ ready: true, articles: mine.length, bytes: utf8Bytes(mine.map((a) => a.text)) } satisfies FromWorker);
  port.on('message', (m: ToWorker) => {
    if (m === 'stop') return port.close();
    const cpu0 = threadCpuSeconds();
    for (const a of mine) analyze(a.text, analyzeOptions(a));
    port.postMessage({ done: true, cpuSeconds: threadCpuSeconds() - cpu0 } satisfies FromWorker);
  });
}

if (!isMainThread && (workerData as { role?: string } | null)?.role === 'bench-thread') {
  serveThread((workerData as { job: ThreadJob }).job);
}
