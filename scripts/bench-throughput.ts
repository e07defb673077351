// Throughput of `analyze` on real corpora: one thread in-process (with per-article latency), and
// N worker threads started together on shares of the same articles (best of several rounds).
import fs from 'node:fs';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { installWeights } from '../src/learn/weights-registry.js';
import { decodeSharedWeights, type SharedWeights } from '../src/learn/weights-shared.js';
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

const role = isMainThread ? undefined : (workerData as { role?: string } | null)?.role;
// A thread worker reads the host's shared weight tables, as `analyze --jsonl`'s workers do (one copy in memory and in
// the processor's caches for all threads), installed before the engine loads; other threads load their own.
if (role === 'bench-thread') installWeights((workerData as { weights: SharedWeights }).weights);
const { analyze } = await import('../src/index.js');

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

interface ThreadJob { corpus: CorpusName; limit: number; rounds: number; counter: SharedArrayBuffer }
type ToWorker = { go: number } | 'stop';
type FromWorker = { ready: true } | { done: true; cpuSeconds: number };

/** One round of a thread group: its articles and bytes, wall seconds, the analysis threads' CPU, the busiest one's, the whole process's. */
export interface ThreadRound { articles: number; bytes: number; wall: number; cpu: number; busiest: number; processCpu: number }

/** Round `r`'s releases: the `r`-th of `rounds` equal slices of the first `limit` (every round sees releases new to it). */
function roundSlice(all: readonly Article[], limit: number, rounds: number, r: number): Article[] {
  const size = Math.floor(Math.min(limit, all.length) / rounds);
  return all.slice(r * size, (r + 1) * size);
}

/**
 * `threads` workers, warmed up alike (see `serveThread`); `round(r)` starts them at once on round `r`'s releases, each
 * worker taking the next release not yet taken (a counter the group's workers share), and times from the start signal
 * to the last worker's end. (As `analyze --jsonl` gives each record to the least busy worker. Until 2026-12-04 each
 * took every N-th release of the round: a round's releases differ up to a hundredfold in length, and the busier
 * worker ran on alone for a tenth of the round and more. On a quiet machine the round ratios' median was 1.53x where
 * the threads' CPU time gave 1.94x.)
 */
export async function openThreads(corpus: CorpusName, limit: number, rounds: number, threads: number): Promise<{
  round: (r: number) => Promise<ThreadRound>; close: () => Promise<void>;
}> {
  const all = loadArticles(corpus, limit);
  const weights = await decodeSharedWeights();
  const counter = new SharedArrayBuffer(4), taken = new Int32Array(counter);
  const workers = Array.from({ length: threads }, () =>
    new Worker(new URL(import.meta.url), { workerData: { role: 'bench-thread', weights, job: { corpus, limit, rounds, counter } satisfies ThreadJob } }));
  await Promise.all(workers.map((w) => next(w)));
  return {
    async round(r) {
      const mine = roundSlice(all, limit, rounds, r), bytes = utf8Bytes(mine.map((a) => a.text));
      Atomics.store(taken, 0, 0);
      const t0 = performance.now();
      const c0 = process.cpuUsage();
      const done = workers.map((w) => next(w));
      for (const w of workers) w.postMessage({ go: r } satisfies ToWorker);
      const ends = await Promise.all(done);
      const wall = (performance.now() - t0) / 1000, processCpu = cpuSeconds(c0);
      const own = ends.map((e) => ('cpuSeconds' in e ? e.cpuSeconds : 0));
      return { articles: mine.length, bytes, wall, cpu: own.reduce((t, c) => t + c, 0), busiest: Math.max(...own), processCpu };
    },
    async close() {
      for (const w of workers) w.postMessage('stop' satisfies ToWorker);
      await Promise.all(workers.map((w) => w.terminate()));
    },
  };
}

/** A thread group's summary over its rounds: the fastest round's rates, every round's articles/s, CPU efficiencies. */
export function summarizeThreads(rs: readonly ThreadRound[]): Throughput & {
  rounds: number[]; articlesPerThreadCpuSecond: number; articlesPerProcessCpuSecond: number; busiestThreadCpuSeconds: number; processCpuSeconds: number;
} {
  const best = (f: (r: ThreadRound) => number): number => Math.max(...rs.map(f));
  const fastest = rs.reduce((a, b) => (b.articles / b.wall > a.articles / a.wall ? b : a));
  return {
    ...rates(fastest.articles, fastest.bytes, fastest.wall), rounds: rs.map((r) => round(r.articles / r.wall)),
    articlesPerThreadCpuSecond: round(best((r) => r.articles / r.cpu)),
    // The whole process: the analysis threads and V8's background threads (optimizing compiler, GC
    // helpers). One analysis thread has the other core for these; N threads on N cores share them.
    // On an idle machine the wall time of a round is about max(busiest thread, process CPU / cores).
    articlesPerProcessCpuSecond: round(best((r) => r.articles / r.processCpu)),
    busiestThreadCpuSeconds: round(fastest.busiest, 2),
    processCpuSeconds: round(fastest.processCpu, 2),
  };
}

/** The worker's next message (its listeners removed again: a group's worker answers once a round). */
function next(w: Worker): Promise<FromWorker> {
  return new Promise((resolve, reject) => {
    const ok = (m: FromWorker): void => { w.off('error', fail); resolve(m); };
    const fail = (e: Error): void => { w.off('message', ok); reject(e); };
    w.once('message', ok);
    w.once('error', fail);
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

/**
 * A thread worker's warm-up: THREAD_WARM.seconds of its CPU on the press releases after the timed ones (at most the
 * corpus's last THREAD_WARM.pool). The compromise section's rule (COMPARE_WARM in bench-compare.ts): after 3 s on the
 * last 1,000 releases the first timed round of both groups still ran at two thirds of the later ones' speed (new
 * releases take branches the warm-up's never took; the optimizing compiler was still at work).
 */
export const THREAD_WARM = { seconds: 8, pool: 6000 } as const;

function serveThread(job: ThreadJob): void {
  const everything = loadArticles(job.corpus);
  const all = everything.slice(0, job.limit);
  // The bench's rule for a steady state (see WARM_SECONDS, THREAD_WARM): warmed up on other releases, never timed.
  // Until 2026-12-03 it was 200 of the thread's own releases, and every round analyzed the same releases again:
  // the first rounds of both groups were still compiling and meeting new words (1 thread 745/s, then 1,178/s;
  // 2 threads 699/s, then 1,496/s and 2,086/s), the later ones ran on caches full of the very words they read.
  warmUp((a) => { analyze(a.text, analyzeOptions(a)); }, everything.slice(Math.max(job.limit, everything.length - THREAD_WARM.pool)), THREAD_WARM.seconds);
  const port = parentPort!;
  port.postMessage({ ready: true } satisfies FromWorker);
  port.on('message', (m: ToWorker) => {
    if (m === 'stop') return port.close();
    const round = roundSlice(all, job.limit, job.rounds, m.go), taken = new Int32Array(job.counter);
    const cpu0 = threadCpuSeconds();
    for (let i = Atomics.add(taken, 0, 1); i < round.length; i = Atomics.add(taken, 0, 1)) analyze(round[i]!.text, analyzeOptions(round[i]!));
    port.postMessage({ done: true, cpuSeconds: threadCpuSeconds() - cpu0 } satisfies FromWorker);
  });
}

if (role === 'bench-thread') serveThread((workerData as { job: ThreadJob }).job);
if (role === 'bench-cold') { const d = workerData as { articles: number; chunk: number }; serveCold(d.articles, d.chunk); }
