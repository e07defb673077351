// Ingest throughput and search latency of the quote database on the congress-press corpus.
// Usage: npm run build && node dist/scripts/bench-ingest.js [--corpus FILE] [--limit N] [--threads N] [--out FILE] [--keep DB]
// --keep leaves the database made at DB; --search-only DB measures the searches on it and writes nothing.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { analyze } from '../src/index.js';
import { openStore, type StoreDb } from '../src/store/db.js';
import { ingest } from '../src/store/ingest.js';
import { search, stats, type SearchOptions } from '../src/store/queries.js';

const { values: args } = parseArgs({
  options: {
    corpus: { type: 'string', default: '../shared/corpora/congress-press/articles.jsonl' },
    limit: { type: 'string' },
    threads: { type: 'string', default: String(availableParallelism()) },
    out: { type: 'string', default: 'bench/results/ingest.json' },
    keep: { type: 'string' },
    'search-only': { type: 'string' },
  },
});

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

/** Runs every query SEARCH_ROUNDS times; the sorted latencies (ms) and the figures per query. */
function measureSearch(db: StoreDb): { latencies: number[]; perQuery: Record<string, { results: number; p50: number; max: number }> } {
  const latencies: number[] = [];
  const perQuery: Record<string, { results: number; p50: number; max: number }> = {};
  for (const [query, options] of QUERIES) {
    const times: number[] = [];
    let results = 0;
    for (let i = 0; i < SEARCH_ROUNDS; i++) {
      const s = performance.now();
      results = search(db, query, options).length;
      times.push(performance.now() - s);
    }
    latencies.push(...times);
    times.sort((a, b) => a - b);
    perQuery[`${query} ${JSON.stringify(options)}`] = { results, p50: round(percentile(times, 50)), max: round(times[times.length - 1]!) };
  }
  latencies.sort((a, b) => a - b);
  return { latencies, perQuery };
}

async function main(): Promise<void> {
  if (args['search-only'] !== undefined) {
    const db = openStore(args['search-only'], { readonly: true });
    const { latencies, perQuery } = measureSearch(db);
    db.close();
    process.stdout.write(`${JSON.stringify(perQuery, null, 1)}\nsearch: p50 ${round(percentile(latencies, 50))} ms, p99 ${round(percentile(latencies, 99))} ms (load ${loadavg().map(round).join(' ')})\n`);
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
  const summary = await ingest(db, [input], Readable.from([]), { threads, onProgress: (s) => { read = s.read; } });
  clearInterval(sampler);
  const seconds = (performance.now() - t) / 1000;
  const cpu = process.cpuUsage(cpu0);
  const totals = stats(db);

  const { latencies, perQuery } = measureSearch(db);
  db.close();

  // The engine alone, one thread, cold (a fresh worker's first articles), after the ingest so its caches are not in the ingest's peak RSS.
  t = performance.now();
  for (const r of sample) analyze(r.text, { ...(r.date && { published: r.date }), ...(r.title && { title: r.title }) });
  const enginePerCore = sample.length / ((performance.now() - t) / 1000);

  const result = {
    date: new Date().toISOString(),
    machine: { cores: cpus().length, model: cpus()[0]?.model ?? 'unknown', loadAverageAtStart: loadAtStart, loadAverageAtEnd: loadavg().map(round), node: process.version },
    corpus: { file: path.basename(args.corpus), articles: limit },
    ingest: {
      threads, seconds: round(seconds), articlesPerSecond: round(summary.read / seconds),
      cpuSeconds: round((cpu.user + cpu.system) / 1e6),
      // What the ingest would do with every core to itself (the machine may be shared).
      articlesPerCpuSecond: round(summary.read / ((cpu.user + cpu.system) / 1e6)), summary,
      enginePerCoreArticlesPerSecond: round(enginePerCore),
      // Peak resident memory of the whole process (workers included): flat, not growing with the corpus.
      maxRssMB: round(process.resourceUsage().maxRSS / 1024),
      // Highest RSS sampled in each tenth of the corpus (MB).
      rssByTenthMB: [...rssByTenth].map((v) => v ?? null),
    },
    store: { ...totals, databaseBytes: fileSize(file) },
    search: {
      queries: QUERIES.length, rounds: SEARCH_ROUNDS,
      p50Ms: round(percentile(latencies, 50)), p99Ms: round(percentile(latencies, 99)), maxMs: round(latencies[latencies.length - 1]!), perQuery,
    },
  };
  mkdirSync(path.dirname(args.out), { recursive: true });
  writeFileSync(args.out, `${JSON.stringify(result, null, 2)}\n`);
  rmSync(dir, { recursive: true, force: true });
  process.stdout.write(`ingest: ${limit} articles in ${result.ingest.seconds} s = ${result.ingest.articlesPerSecond} articles/s on ${threads} threads `
    + `(${result.ingest.articlesPerCpuSecond} per CPU-second; engine alone: ${result.ingest.enginePerCoreArticlesPerSecond} articles/s on one core; CPU ${result.ingest.cpuSeconds} s; peak RSS ${result.ingest.maxRssMB} MB, by tenth ${result.ingest.rssByTenthMB.join(' ')}; load ${result.machine.loadAverageAtStart.join(' ')} → ${result.machine.loadAverageAtEnd.join(' ')})\n`
    + `store: ${totals.articles} articles, ${totals.quotes} quotes, ${totals.speakers} speakers, ${totals.syndicatedGroups} syndicated groups, ${(result.store.databaseBytes / 1e6).toFixed(1)} MB\n`
    + `search: p50 ${result.search.p50Ms} ms, p99 ${result.search.p99Ms} ms, max ${result.search.maxMs} ms over ${latencies.length} searches\n`
    + `written to ${args.out}\n`);
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}

function fileSize(file: string): number {
  return statSync(file).size;
}

await main();
