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

/**
 * Seconds of its own thread's CPU each engine runs on the warm-up pool before it is timed. One rule for whosaid and
 * compromise alike: an engine is warm when it has run this long (a count of articles would not be even-handed: 200
 * articles are 2.5 s of compromise but a fifth of a second of whosaid, whose optimizing compiler is then still at
 * work). The thread's CPU, not the process's: while an engine is cold, V8's compiler threads burn as much CPU beside
 * it as it does itself. Start-up and the warm-up itself are measured apart (bench-cli startUp, `warmUpCurve`).
 */
export const WARM_SECONDS = 3;

/** Runs `run` over the pool (again from its start when it is used up) for `seconds` of this thread's CPU and at least `minArticles` articles. */
export function warmUp(run: (a: Article) => void, pool: readonly Article[], seconds = WARM_SECONDS, minArticles = WARM_UP): { articles: number; cpuSeconds: number } {
  const cpu0 = threadCpuSeconds();
  let n = 0;
  while (n < minArticles || threadCpuSeconds() - cpu0 < seconds) {
    // (the clock read every 10 articles: it reads a /proc file)
    for (let k = 0; k < 10; k++, n++) run(pool[n % pool.length]!);
  }
  return { articles: n, cpuSeconds: round(threadCpuSeconds() - cpu0, 2) };
}

/**
 * One thread, in this process, steady state: warmed up on other articles (the pool: see `warmUp`), then every article
 * timed. Without a pool the first WARM_UP of the timed articles warm it up.
 */
export function singleThread(articles: readonly Article[], pool?: readonly Article[], warmSeconds = WARM_SECONDS): Throughput & { warmUp: { articles: number; cpuSeconds: number } } {
  const run = (a: Article): void => { analyze(a.text, analyzeOptions(a)); };
  const warm = pool ? warmUp(run, pool, warmSeconds) : warmUp(run, articles.slice(0, WARM_UP), 0);
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
    warmUp: warm,
  };
}

/**
 * The warm-up itself: a fresh thread (its own isolate: no compiled code, empty caches) imports the engine and analyzes
 * the first `articles` press releases; articles per CPU second of each successive `chunk`.
 */
export async function warmUpCurve(articles: number, chunk: number): Promise<{ chunk: number; articlesPerCpuSecond: number[] }> {
  const w = new Worker(new URL(import.meta.url), { workerData: { role: 'bench-cold', articles, chunk } });
  const r = await next(w) as unknown as { rates: number[] };
  await w.terminate();
  return { chunk, articlesPerCpuSecond: r.rates };
}

function serveCold(articles: number, chunk: number): void {
  const docs = loadArticles('press', articles);
  const rates: number[] = [];
  for (let i = 0; i < docs.length; i += chunk) {
    const slice = docs.slice(i, i + chunk);
    const c0 = threadCpuSeconds();
    for (const a of slice) analyze(a.text, analyzeOptions(a));
    rates.push(round(slice.length / Math.max(0.01, threadCpuSeconds() - c0)));
  }
  parentPort!.postMessage({ rates });
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

const role = isMainThread ? undefined : (workerData as { role?: string } | null)?.role;
if (role === 'bench-thread') serveThread((workerData as { job: ThreadJob }).job);
if (role === 'bench-cold') { const d = workerData as { articles: number; chunk: number }; serveCold(d.articles, d.chunk); }
