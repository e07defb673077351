// Ingest throughput and search latency of the quote database on the congress-press corpus.
// Usage: npm run build && node dist/scripts/bench-ingest.js [--corpus FILE] [--limit N] [--threads N] [--out FILE] [--keep DB]
// --keep leaves the database made at DB; --search-only DB measures the searches on it and writes nothing;
// --search-during also searches from another process while the ingest runs (as a server beside it would);
// --nice N runs the analysis threads at that priority (default: ingest's, 10).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { openStore, type StoreDb } from '../src/store/db.js';
import { ingest } from '../src/store/ingest.js';
import { search, stats, type SearchOptions } from '../src/store/queries.js';
import { optimizeInWorkerThreads } from '../src/cli/worker-flags.js';

const USAGE = `usage: node dist/scripts/bench-ingest.js [--corpus FILE] [--limit N] [--threads N] [--out FILE] [--keep DB]
       [--search-only DB] [--search-during] [--nice N]
Ingests the corpus (default: the congress press releases) into a new SQLite database, then times 20 kinds of
search; writes bench/results/ingest.json.`;

function readArgs(): ReturnType<typeof parseOptions> {
  if (process.argv.includes('--help') || process.argv.includes('-h')) { console.log(USAGE); process.exit(0); }
  try {
    return parseOptions();
  } catch (e) {
    console.error(`bench-ingest: ${(e as Error).message}\n${USAGE}`);
    process.exit(2);
  }
}

const parseOptions = () => parseArgs({
  options: {
    corpus: { type: 'string', default: '../shared/corpora/congress-press/articles.jsonl' },
    limit: { type: 'string' },
    threads: { type: 'string', default: String(availableParallelism()) },
    out: { type: 'string', default: 'bench/results/ingest.json' },
    keep: { type: 'string' },
    'search-only': { type: 'string' },
    'search-during': { type: 'boolean', default: false },
    // The analysis threads' nice (default: ingest's own, 10).
    nice: { type: 'string' },
    // Internal: the searching process of --search-during.
    'search-loop': { type: 'string' },
  },
});
const { values: args } = readArgs();

// A mix of single words, phrases, prefixes, OR, and filtered queries, as people ask them.
const QUERIES: readonly [string, SearchOptions][] = [
  ['health care', {}], ['veterans', {}], ['"small business"', {}], ['infrastructure', {}], ['climate change', {}],
  ['border security', {}], ['tax', {}], ['education funding', {}], ['water', {}], ['jobs', {}], ['immigra*', {}],
  ['opioid OR fentanyl', {}], ['"sanctuary cities"', {}], ['farm bill', { kind: 'direct' }], ['medicare', { since: '2015-01-01' }],
  ['the', {}], ['said', { limit: 100 }], ['congress', { outlet: 'Lee' }], ['vote', { speaker: 'pelosi' }], ['"unbalanced quote', {}],
];
const SEARCH_ROUNDS = 10;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * Runs every query SEARCH_ROUNDS times; the sorted latencies (ms), the sorted CPU times (ms: on a shared
 * machine a latency also counts the time other processes had the core) and the figures per query.
 */
function measureSearch(db: StoreDb): { latencies: number[]; cpu: number[]; perQuery: Record<string, { results: number; p50: number; max: number; cpuP50: number }> } {
  const latencies: number[] = [];
  const cpu: number[] = [];
  const perQuery: Record<string, { results: number; p50: number; max: number; cpuP50: number }> = {};
  for (const [query, options] of QUERIES) {
    const times: number[] = [];
    const cpus: number[] = [];
    let results = 0;
    for (let i = 0; i < SEARCH_ROUNDS; i++) {
      const s = performance.now();
      const c0 = process.cpuUsage();
      results = search(db, query, options).length;
      const c = process.cpuUsage(c0);
      times.push(performance.now() - s);
      cpus.push((c.user + c.system) / 1000);
    }
    latencies.push(...times);
    cpu.push(...cpus);
    times.sort((a, b) => a - b);
    cpus.sort((a, b) => a - b);
    perQuery[`${query} ${JSON.stringify(options)}`] = { results, p50: round(percentile(times, 50)), max: round(times[times.length - 1]!), cpuP50: round(percentile(cpus, 50)) };
  }
  latencies.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return { latencies, cpu, perQuery };
}

/** What --search-loop measured: each search's latency and CPU time (ms), and the slowest ones by query. */
interface LoopResult {
  latencies: number[];
  cpu: number[];
  /** Searches that slept (voluntary context switches: a busy wait for a lock, or a disk read). */
  waited: number;
  slowest: { query: string; ms: number; cpuMs: number; waits: number }[];
}

/**
 * --search-loop: searches the database `file` in rotation every 50 ms until standard input closes, then
 * prints the latencies and CPU times (ms): a latency far above its CPU time waited (for a lock, or for a
 * core the ingest's threads held), a high CPU time is work (a page cache emptied by the writer's commit).
 */
async function searchLoop(file: string): Promise<void> {
  const db = openStore(file, { readonly: true });
  let open = true;
  process.stdin.on('end', () => { open = false; }).resume();
  const all: { query: string; ms: number; cpuMs: number; waits: number }[] = [];
  for (let i = 0; open; i++) {
    const [query, options] = QUERIES[i % QUERIES.length]!;
    const s = performance.now();
    const c0 = process.cpuUsage();
    const w0 = process.resourceUsage().voluntaryContextSwitches;
    search(db, query, options);
    const waits = process.resourceUsage().voluntaryContextSwitches - w0;
    const c = process.cpuUsage(c0);
    all.push({ query, ms: round(performance.now() - s), cpuMs: round((c.user + c.system) / 1000), waits });
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  db.close();
  const slowest = [...all].sort((a, b) => b.ms - a.ms).slice(0, 5);
  process.stdout.write(JSON.stringify({ latencies: all.map((a) => a.ms), cpu: all.map((a) => a.cpuMs), waited: all.filter((a) => a.waits > 0).length, slowest } satisfies LoopResult));
}

/** Starts a --search-loop process on `file`; `stop` ends it and gives its sorted latencies and CPU times. */
function searchBeside(file: string): { stop: () => Promise<LoopResult> } {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--search-loop', file], { stdio: ['pipe', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (d: Buffer) => { out += d.toString(); });
  const exited = new Promise<void>((resolve) => child.on('close', () => resolve()));
  return {
    stop: async () => {
      child.stdin.end();
      await exited;
      const r = JSON.parse(out || '{"latencies":[],"cpu":[],"waited":0,"slowest":[]}') as LoopResult;
      return { ...r, latencies: r.latencies.sort((a, b) => a - b), cpu: r.cpu.sort((a, b) => a - b) };
    },
  };
}

async function main(): Promise<void> {
  if (args['search-loop'] !== undefined) return searchLoop(args['search-loop']);
  if (args['search-only'] !== undefined) {
    const db = openStore(args['search-only'], { readonly: true });
    const { latencies, cpu, perQuery } = measureSearch(db);
    db.close();
    process.stdout.write(`${JSON.stringify(perQuery, null, 1)}\nsearch: p50 ${round(percentile(latencies, 50))} ms, p99 ${round(percentile(latencies, 99))} ms; `
      + `CPU p50 ${round(percentile(cpu, 50))} ms, p99 ${round(percentile(cpu, 99))} ms (load ${loadavg().map(round).join(' ')})\n`);
    return;
  }
  // Dropped before the ingest, so the peak RSS is the ingest's own (the CLI streams its input).
  let lines: string[] | undefined = readFileSync(args.corpus, 'utf8').split('\n').filter((l) => l.trim() !== '');
  const limit = args.limit === undefined ? lines.length : Number(args.limit);
  const dir = mkdtempSync(path.join(tmpdir(), 'whosaid-bench-'));
  const input = path.join(dir, 'corpus.jsonl');
  writeFileSync(input, `${lines.slice(0, limit).join('\n')}\n`);
  const threads = Number(args.threads);

  const sample = lines.slice(0, 300).map((l) => JSON.parse(l) as { text: string; date?: string; title?: string });
  lines = undefined;
  // Collect the corpus copy now: V8 would keep the garbage until late in the ingest and count it in its RSS.
  v8.setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();

  const file = args.keep ?? path.join(dir, 'bench.db');
  for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
  const db = openStore(file);
  const loadAtStart = loadavg().map(round);
  const cpu0 = process.cpuUsage();
  let t = performance.now();
  // Resident memory of the whole process (workers included) at each tenth of the corpus: flat, or growing?
  let read = 0;
  const rssByTenth: number[] = [];
  const sampler = setInterval(() => {
    const tenth = Math.floor((10 * read) / limit);
    const mb = round(process.memoryUsage().rss / 1e6);
    rssByTenth[tenth] = Math.max(rssByTenth[tenth] ?? 0, mb);
  }, 250);
  const beside = args['search-during'] ? searchBeside(file) : undefined;
  // (the analysis workers' V8 settings, as `whosaid ingest` starts them)
  if (threads > 0) optimizeInWorkerThreads();
  const threadsBefore = new Map<number, number>();
  threadCpu(threadsBefore);
  const threadsAfter = new Map(threadsBefore);
  const summary = await ingest(db, [input], Readable.from([]), {
    threads, ...(args.nice !== undefined && { nice: Number(args.nice) }),
    // Sampled after each transaction; the last one follows the last write, before the workers stop.
    onProgress: (s) => { read = s.read; threadCpu(threadsAfter); },
  });
  clearInterval(sampler);
  const byThread = cpuByThread(threadsBefore, threadsAfter, threads);
  const during = await beside?.stop();
  const seconds = (performance.now() - t) / 1000;
  const cpu = process.cpuUsage(cpu0);
  const totals = stats(db);

  const { latencies, cpu: searchCpu, perQuery } = measureSearch(db);
  db.close();

  // The engine alone, one thread, cold (a fresh worker's first articles), after the ingest so its caches are not in the ingest's peak RSS.
  // Loaded only now: during the ingest this thread holds no engine, as in whosaid ingest.
  const { analyze } = await import('../src/index.js');
  t = performance.now();
  for (const r of sample) analyze(r.text, { ...(r.date && { published: r.date }), ...(r.title && { title: r.title }) });
  const enginePerCore = sample.length / ((performance.now() - t) / 1000);

  const result = {
    date: new Date().toISOString(),
    machine: { cores: cpus().length, model: cpus()[0]?.model ?? 'unknown', loadAverageAtStart: loadAtStart, loadAverageAtEnd: loadavg().map(round), node: process.version },
    corpus: { file: path.basename(args.corpus), articles: limit },
    ingest: {
      threads, nice: args.nice === undefined ? 'default' : Number(args.nice), seconds: round(seconds), articlesPerSecond: round(summary.read / seconds),
      cpuSeconds: round((cpu.user + cpu.system) / 1e6),
      // What the ingest would do with every core to itself (the machine may be shared).
      articlesPerCpuSecond: round(summary.read / ((cpu.user + cpu.system) / 1e6)),
      // CPU seconds by thread (Linux): main (reading, writing), the analysis workers, the rest (GC and compiler helpers).
      cpuSecondsByThread: byThread, summary,
      enginePerCoreArticlesPerSecond: round(enginePerCore),
      // Peak resident memory of the whole process (workers included): flat, not growing with the corpus.
      maxRssMB: round(process.resourceUsage().maxRSS / 1024),
      // Highest RSS sampled in each tenth of the corpus (MB).
      rssByTenthMB: [...rssByTenth].map((v) => v ?? null),
    },
    store: { ...totals, databaseBytes: fileSize(file) },
    search: {
      queries: QUERIES.length, rounds: SEARCH_ROUNDS,
      p50Ms: round(percentile(latencies, 50)), p99Ms: round(percentile(latencies, 99)), maxMs: round(latencies[latencies.length - 1]!),
      cpuP50Ms: round(percentile(searchCpu, 50)), cpuP99Ms: round(percentile(searchCpu, 99)), perQuery,
      // From another process while the ingest ran (--search-during).
      ...(during && during.latencies.length > 0 && {
        duringIngest: {
          searches: during.latencies.length, p50Ms: round(percentile(during.latencies, 50)), p99Ms: round(percentile(during.latencies, 99)),
          maxMs: round(during.latencies[during.latencies.length - 1]!),
          cpuP50Ms: round(percentile(during.cpu, 50)), cpuP99Ms: round(percentile(during.cpu, 99)), waited: during.waited, slowest: during.slowest,
        },
      }),
    },
  };
  mkdirSync(path.dirname(args.out), { recursive: true });
  writeFileSync(args.out, `${JSON.stringify(result, null, 2)}\n`);
  rmSync(dir, { recursive: true, force: true });
  process.stdout.write(`ingest: ${limit} articles in ${result.ingest.seconds} s = ${result.ingest.articlesPerSecond} articles/s on ${threads} threads `
    + `(${result.ingest.articlesPerCpuSecond} per CPU-second; CPU s main ${byThread.main}, workers ${byThread.workers.join(' + ')}, other threads ${byThread.other}; engine alone, cold (its first ${sample.length} articles in a fresh thread): ${result.ingest.enginePerCoreArticlesPerSecond} articles/s on one core; CPU ${result.ingest.cpuSeconds} s; peak RSS ${result.ingest.maxRssMB} MB, by tenth ${result.ingest.rssByTenthMB.join(' ')}; load ${result.machine.loadAverageAtStart.join(' ')} → ${result.machine.loadAverageAtEnd.join(' ')})\n`
    + `store: ${totals.articles} articles, ${totals.quotes} quotes, ${totals.speakers} speakers, ${totals.syndicatedGroups} syndicated groups, ${(result.store.databaseBytes / 1e6).toFixed(1)} MB\n`
    + `search: p50 ${result.search.p50Ms} ms, p99 ${result.search.p99Ms} ms, max ${result.search.maxMs} ms over ${latencies.length} searches; `
    + `CPU p50 ${result.search.cpuP50Ms} ms, p99 ${result.search.cpuP99Ms} ms\n`
    + (result.search.duringIngest ? `search during the ingest (another process): p50 ${result.search.duringIngest.p50Ms} ms, p99 ${result.search.duringIngest.p99Ms} ms, `
      + `max ${result.search.duringIngest.maxMs} ms over ${result.search.duringIngest.searches} searches; CPU p50 ${result.search.duringIngest.cpuP50Ms} ms, `
      + `p99 ${result.search.duringIngest.cpuP99Ms} ms; ${result.search.duringIngest.waited} slept; `
      + `slowest (ms/CPU ms/sleeps) ${result.search.duringIngest.slowest.map((x) => `${x.query} ${x.ms}/${x.cpuMs}/${x.waits}`).join(', ')}\n` : '')
    + `written to ${args.out}\n`);
}

/**
 * CPU seconds (user + system) of each thread of this process so far, by thread id (Linux: /proc; Node 20
 * has no per-thread cpuUsage). Empty elsewhere. Sampled often, the figures of a thread that has exited
 * are its last sample's.
 */
function threadCpu(into: Map<number, number>): void {
  let tids: string[];
  try {
    tids = readdirSync('/proc/self/task');
  } catch {
    return;
  }
  for (const tid of tids) {
    try {
      // Fields after the command name: state is the 1st, utime the 12th, stime the 13th (clock ticks, 100 a second).
      const fields = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      into.set(Number(tid), (Number(fields[11]) + Number(fields[12])) / 100);
    } catch {
      // Exited since the listing.
    }
  }
}

/**
 * Where the ingest's CPU went by thread: the main thread (reading, hashing, the writer, SQLite), the
 * `threads` busiest others (the analysis workers) and the rest (V8's GC and compiler helpers, libuv's pool).
 */
function cpuByThread(before: Map<number, number>, after: Map<number, number>, threads: number): { main: number; workers: number[]; other: number } {
  const spent = [...after].map(([tid, s]) => [tid, s - (before.get(tid) ?? 0)] as const);
  const main = spent.find(([tid]) => tid === process.pid)?.[1] ?? 0;
  const rest = spent.filter(([tid]) => tid !== process.pid).map(([, s]) => s).sort((a, b) => b - a);
  return { main: round(main), workers: rest.slice(0, threads).map(round), other: round(rest.slice(threads).reduce((a, b) => a + b, 0)) };
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}

function fileSize(file: string): number {
  return statSync(file).size;
}

await main();
