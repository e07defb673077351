// HTTP throughput and latency of `whosaid serve` under concurrent load from a second process on loopback.
// Usage: npm run build && npm run bench:server [-- --threads 0,1,2 --concurrency 8 --seconds 10 --runs 3 --warmup 10 --db FILE --out FILE]
// Each configuration starts its own `whosaid serve`; the load generator is this script run with --load, in
// another process. Best of --runs runs (the machine is shared); the server's own CPU time is read from /proc.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import http from 'node:http';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values: args } = parseArgs({
  options: {
    load: { type: 'string' },
    spec: { type: 'string' },
    corpus: { type: 'string', default: '../shared/corpora/congress-press/articles.jsonl' },
    threads: { type: 'string', default: '0,1,2' },
    concurrency: { type: 'string', default: '8' },
    seconds: { type: 'string', default: '10' },
    runs: { type: 'string', default: '3' },
    warmup: { type: 'string', default: '10' },
    db: { type: 'string' },
    'db-articles': { type: 'string', default: '2000' },
    out: { type: 'string', default: 'bench/results/server.json' },
  },
});

/** What the load generator fires: one request shape, from `concurrency` connections, for `seconds`. */
interface LoadSpec {
  url: string;
  kind: 'analyze' | 'search';
  concurrency: number;
  seconds: number;
  /** Seconds of load before measuring starts. */
  warmup: number;
  body?: string;
  paths?: string[];
  /** The server's process id, to read its CPU time over the measured window. */
  serverPid?: number;
}

/** What one load run measured. */
interface LoadResult {
  requests: number;
  errors: number;
  seconds: number;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  /** The load generator's own CPU time per request, ms. */
  loadCpuMsPerRequest: number;
  /** The server's CPU time (user + system, all its threads) per request, ms, when its pid is known. */
  serverCpuMsPerRequest?: number;
  /** Requests/s the cores could carry if nothing else ran: cores × 1000 / (server + load generator CPU ms per request). */
  cpuBoundRps?: number;
}

// The engine needs thousands of analyses before the JIT has compiled its hot paths (the first ones cost 4-5x;
// with 3 s of warm-up each run came out faster than the one before).
const WARMUP_SECONDS = Number(args.warmup);

const SEARCHES = ['health care', 'veterans', '"small business"', 'infrastructure', 'climate change', 'border security',
  'water', 'immigra*', 'opioid OR fentanyl', 'farm bill'];

function percentile(sorted: number[], p: number): number {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const round = (x: number, d = 2): number => Math.round(x * 10 ** d) / 10 ** d;

// ---- The load generator (run in its own process) ----

async function generateLoad(spec: LoadSpec): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: spec.concurrency });
  const target = new URL(spec.url);
  const latencies: number[] = [];
  let errors = 0;
  let requests = 0;
  const start = performance.now();
  let cpuFrom: NodeJS.CpuUsage | undefined;
  let serverCpuFrom: number | undefined;
  setTimeout(() => {
    cpuFrom = process.cpuUsage();
    serverCpuFrom = spec.serverPid === undefined ? undefined : cpuSeconds(spec.serverPid);
  }, spec.warmup * 1000);
  const measureFrom = start + spec.warmup * 1000;
  const end = measureFrom + spec.seconds * 1000;
  let n = 0;
  const one = (): Promise<void> => new Promise((resolve) => {
    const searchPath = spec.paths?.[n++ % spec.paths.length];
    const t0 = performance.now();
    const req = http.request({
      agent, host: target.hostname, port: target.port,
      method: spec.kind === 'analyze' ? 'POST' : 'GET',
      path: spec.kind === 'analyze' ? '/api/analyze' : searchPath,
      headers: spec.kind === 'analyze' ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(spec.body!) } : {},
    }, (res) => {
      let size = 0;
      res.on('data', (c: Buffer) => { size += c.length; });
      res.on('end', () => {
        const t1 = performance.now();
        if (t0 >= measureFrom && t1 <= end) {
          requests++;
          latencies.push(t1 - t0);
          if (res.statusCode !== 200 || size === 0) errors++;
        }
        resolve();
      });
    });
    req.on('error', () => { if (t0 >= measureFrom) { requests++; errors++; } resolve(); });
    if (spec.kind === 'analyze') req.end(spec.body); else req.end();
  });
  await Promise.all(Array.from({ length: spec.concurrency }, async () => {
    while (performance.now() < end) await one();
  }));
  const cpu = process.cpuUsage(cpuFrom);
  const serverCpuTo = spec.serverPid === undefined ? undefined : cpuSeconds(spec.serverPid);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests, errors, seconds: spec.seconds, rps: round(requests / spec.seconds, 1),
    p50: round(percentile(latencies, 50)), p90: round(percentile(latencies, 90)), p99: round(percentile(latencies, 99)),
    max: round(latencies[latencies.length - 1] ?? 0),
    loadCpuMsPerRequest: round((cpu.user + cpu.system) / 1000 / Math.max(1, requests), 3),
    ...(serverCpuFrom !== undefined && serverCpuTo !== undefined && requests > 0
      && { serverCpuMsPerRequest: round(((serverCpuTo - serverCpuFrom) * 1000) / requests, 3) }),
  };
}

// ---- The driver ----

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const bin = path.join(root, 'bin', 'whosaid.js');
const self = fileURLToPath(import.meta.url);

/** CPU seconds (user + system) a process has used, from /proc (Linux). */
function cpuSeconds(pid: number): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

function startServer(db: string, threads: number): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [bin, 'serve', '--db', db, '--port', '0', '--threads', String(threads)], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  return new Promise((resolve, reject) => {
    child.stderr!.setEncoding('utf8').on('data', (s: string) => {
      stderr += s;
      const m = /serving (http:\/\/\S+)/.exec(stderr);
      if (m) resolve({ url: m[1]!, child });
    });
    child.on('exit', (code) => reject(new Error(`whosaid serve exited (${code}): ${stderr}`)));
  });
}

async function stopServer(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.on('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Runs the load generator in a second process against a running server. */
function runLoad(spec: LoadSpec): LoadResult {
  const r = spawnSync(process.execPath, [self, '--load', 'go', '--spec', JSON.stringify(spec)], { encoding: 'utf8', maxBuffer: 1 << 26 });
  if (r.status !== 0) throw new Error(`the load generator failed: ${r.stderr}`);
  return JSON.parse(r.stdout) as LoadResult;
}

interface Article { id: string; text: string; date?: string; title?: string }

/** A real ~3 kB press release with quotes: the first in the corpus between 2,900 and 3,100 bytes with at least three. */
async function pickArticle(corpus: string): Promise<Article> {
  // Imported here: the load generator, this same script, need not load the engine.
  const { analyze } = await import('../src/index.js');
  for (const line of readFileSync(corpus, 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    const rec = JSON.parse(line) as Article;
    const bytes = Buffer.byteLength(rec.text);
    if (bytes < 2900 || bytes > 3100) continue;
    if (analyze(rec.text).quotes.length >= 3) return rec;
  }
  throw new Error(`no ~3 kB article with quotes in ${corpus}`);
}

/** A database of the first `n` releases of the corpus, made with `whosaid ingest`. */
function makeDb(corpus: string, n: number, dir: string): string {
  const input = path.join(dir, 'releases.jsonl');
  writeFileSync(input, `${readFileSync(corpus, 'utf8').split('\n').filter((l) => l.trim() !== '').slice(0, n).join('\n')}\n`);
  const db = path.join(dir, 'bench.db');
  const r = spawnSync(process.execPath, [bin, 'ingest', input, '--db', db, '--quiet'], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`ingest failed: ${r.stderr}`);
  return db;
}

function best(results: LoadResult[]): LoadResult {
  // Fewest errors, then most requests per second.
  return [...results].sort((a, b) => a.errors - b.errors || b.rps - a.rps)[0]!;
}

async function drive(): Promise<void> {
  const threads = args.threads.split(',').map(Number);
  const concurrency = Number(args.concurrency);
  const seconds = Number(args.seconds);
  const runs = Number(args.runs);
  if (!existsSync(path.join(root, 'dist', 'src', 'server', 'app.js'))) throw new Error('build first: npm run build');
  const article = await pickArticle(args.corpus);
  const { analyze } = await import('../src/index.js');
  const body = JSON.stringify({ text: article.text, ...(article.date && { published: article.date }), ...(article.title && { title: article.title }) });
  const dir = mkdtempSync(path.join(tmpdir(), 'server-bench-'));
  const db = args.db ?? makeDb(args.corpus, Number(args['db-articles']), dir);
  const searchPaths = SEARCHES.map((q) => `/api/quotes?q=${encodeURIComponent(q)}&limit=20`);
  const uptimeBefore = loadavg();
  const configs: Record<string, { threads: number; kind: string; runs: LoadResult[]; best: LoadResult }> = {};
  const rows: string[][] = [];
  for (const t of threads) {
    const { url, child } = await startServer(db, t);
    try {
      for (const kind of ['analyze', 'search'] as const) {
        if (kind === 'search' && t !== threads[0]) continue;
        const results: LoadResult[] = [];
        for (let i = 0; i < runs; i++) {
          const spec: LoadSpec = { url, kind, concurrency, seconds, warmup: WARMUP_SECONDS, ...(kind === 'analyze' ? { body } : { paths: searchPaths }) };
          const r = runLoad({ ...spec, serverPid: child.pid! });
          results.push(r);
          process.stderr.write(`  ${kind} threads=${t} run ${i + 1}: ${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, errors ${r.errors}, load ${loadavg()[0]!.toFixed(1)}\n`);
        }
        const b = best(results);
        const name = kind === 'analyze' ? `analyze, ${t === 0 ? 'server thread' : `${t} worker thread${t > 1 ? 's' : ''}`}` : 'search (GET /api/quotes?q=…)';
        configs[name] = { threads: t, kind, runs: results, best: b };
        const cpu = (b.serverCpuMsPerRequest ?? 0) + b.loadCpuMsPerRequest;
        b.cpuBoundRps = cpu > 0 ? Math.round((availableParallelism() * 1000) / cpu) : 0;
        rows.push([name, String(b.rps), String(b.p50), String(b.p99), String(b.max), String(b.errors), String(b.serverCpuMsPerRequest ?? ''),
          String(b.loadCpuMsPerRequest), String(b.cpuBoundRps)]);
      }
    } finally {
      await stopServer(child);
    }
  }
  const header = ['request', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'errors', 'server CPU ms/req', 'load gen CPU ms/req', 'CPU-bound req/s'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (r: string[]): string => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  process.stdout.write(`${[line(header), ...rows.map(line)].join('\n')}\n`);
  const result = {
    date: new Date().toISOString(),
    machine: { cpus: availableParallelism(), model: cpus()[0]?.model ?? 'unknown', node: process.version },
    loadAverage: { before: uptimeBefore.map((x) => round(x)), after: loadavg().map((x) => round(x)) },
    article: { id: article.id, bytes: Buffer.byteLength(article.text), quotes: analyze(article.text).quotes.length },
    database: args.db ?? `first ${args['db-articles']} releases of ${args.corpus}`,
    settings: { concurrency, seconds, runs, warmupSeconds: WARMUP_SECONDS, loadGenerator: 'node:http keep-alive, a second process on loopback' },
    target: { analyzeRps: 500, p99Ms: 50 },
    results: configs,
  };
  mkdirSync(path.dirname(args.out), { recursive: true });
  writeFileSync(args.out, `${JSON.stringify(result, null, 2)}\n`);
  process.stdout.write(`load average before ${uptimeBefore.map((x) => x.toFixed(2)).join(' ')}, after ${loadavg().map((x) => x.toFixed(2)).join(' ')}; written to ${args.out}\n`);
}

if (args.load !== undefined) {
  process.stdout.write(JSON.stringify(await generateLoad(JSON.parse(args.spec!) as LoadSpec)));
} else {
  await drive();
}
