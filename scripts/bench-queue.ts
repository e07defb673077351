// Queue throughput: the same press releases stored through BullMQ by one and by two `whosaid worker`
// processes (PostgreSQL store), on this machine. The queue is filled first (`ingest --queue --no-wait`),
// then the workers are started and timed until every article is stored.
// Usage: npm run build && eval "$(bash scripts/services.sh start)" && npm run bench:queue -- [--articles N] [--out FILE]
// Uses WHOSAID_TEST_PG (a server where it may create databases) and WHOSAID_TEST_REDIS; each run gets a fresh
// database and queue name, dropped after.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createReadStream, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { Queue } from 'bullmq';

const { values: args } = parseArgs({
  options: {
    corpus: { type: 'string', default: '../shared/corpora/congress-press/articles.jsonl' },
    articles: { type: 'string', default: '3000' },
    out: { type: 'string', default: 'bench/results/queue.json' },
  },
});

const PG = process.env.WHOSAID_TEST_PG ?? 'postgres://postgres@127.0.0.1:55432/postgres';
const REDIS = process.env.WHOSAID_TEST_REDIS ?? 'redis://127.0.0.1:56379';
const CLI = path.resolve('bin/whosaid.js');
const cores = availableParallelism();

/** The configurations measured: the same threads in total, in one process or split over two. */
const CONFIGS = [
  { workers: 1, threads: cores },
  { workers: 2, threads: Math.max(1, Math.floor(cores / 2)) },
  { workers: 2, threads: cores },
];

interface Proc { child: ChildProcess; stderr: string; stdout: string; exited: Promise<number | null> }

function start(argv: string[]): Proc {
  const child = spawn(process.execPath, [CLI, ...argv], { stdio: ['ignore', 'pipe', 'pipe'] });
  const p: Proc = { child, stderr: '', stdout: '', exited: new Promise((resolve) => child.once('exit', resolve)) };
  child.stdout!.setEncoding('utf8').on('data', (c: string) => { p.stdout += c; });
  child.stderr!.setEncoding('utf8').on('data', (c: string) => { p.stderr += c; });
  return p;
}

async function slice(file: string, n: number, out: string): Promise<number> {
  const lines: string[] = [];
  for await (const line of createInterface({ input: createReadStream(file), crlfDelay: Infinity })) {
    if (line.trim() !== '') lines.push(line);
    if (lines.length >= n) break;
  }
  writeFileSync(out, `${lines.join('\n')}\n`);
  return lines.length;
}

async function admin<T>(f: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: PG });
  await c.connect();
  try { return await f(c); } finally { await c.end(); }
}

async function measure(file: string, n: number, workers: number, threads: number): Promise<Record<string, number>> {
  const name = `whosaid_bench_${randomBytes(5).toString('hex')}`;
  await admin((c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(PG);
  url.pathname = `/${name}`;
  const db = url.toString();
  const queueName = `whosaid-bench-${randomBytes(5).toString('hex')}`;
  const queue = new Queue(queueName, { connection: { url: REDIS } });
  const pool = new pg.Pool({ connectionString: db, max: 1 });
  try {
    const t0 = performance.now();
    const producer = start(['ingest', file, '--queue', REDIS, '--queue-name', queueName, '--db', db, '--no-wait', '--max-queued', String(n + 1), '--quiet']);
    if ((await producer.exited) !== 0) throw new Error(`the producer failed: ${producer.stderr}`);
    const enqueueSeconds = (performance.now() - t0) / 1000;
    const jobs = await queue.getWaitingCount();
    const t1 = performance.now();
    const procs = Array.from({ length: workers }, (_, i) => start(['worker', '--queue', REDIS, '--queue-name', queueName, '--db', db,
      '--concurrency', String(threads), '--name', `bench-${i}`]));
    // Done when the queue holds nothing waiting or active and every job finished.
    for (;;) {
      await new Promise((r) => setTimeout(r, 200));
      const c = await queue.getJobCounts('wait', 'active', 'delayed', 'completed', 'failed');
      if ((c.wait ?? 0) + (c.active ?? 0) + (c.delayed ?? 0) === 0) break;
    }
    const seconds = (performance.now() - t1) / 1000;
    for (const p of procs) p.child.kill('SIGTERM');
    await Promise.all(procs.map((p) => p.exited));
    const cpu = procs.reduce((sum, p) => sum + Number(/cpu ([\d.]+) s/.exec(p.stderr)?.[1] ?? NaN), 0);
    const stored = (await pool.query<{ n: string }>('SELECT count(*) AS n FROM articles')).rows[0]!.n;
    const failed = await queue.getFailedCount();
    return {
      workers, threadsPerWorker: threads, jobs, stored: Number(stored), failed, seconds: round(seconds),
      articlesPerSecond: round(Number(stored) / seconds), workerCpuSeconds: round(cpu), cpuMsPerArticle: round((cpu * 1000) / Number(stored)),
      enqueueSeconds: round(enqueueSeconds), enqueuePerSecond: round(n / enqueueSeconds),
    };
  } finally {
    await pool.end();
    await queue.obliterate({ force: true });
    await queue.close();
    await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  }
}

/** The same file through `whosaid ingest` without a queue, for a side-by-side ratio on this (shared) machine. */
async function direct(file: string, n: number, target: 'sqlite' | 'postgres', dir: string): Promise<Record<string, number | string>> {
  const name = `whosaid_bench_${randomBytes(5).toString('hex')}`;
  let db = path.join(dir, `${name}.db`);
  if (target === 'postgres') {
    await admin((c) => c.query(`CREATE DATABASE ${name}`));
    const url = new URL(PG);
    url.pathname = `/${name}`;
    db = url.toString();
  }
  try {
    const t0 = performance.now();
    const p = start(['ingest', file, '--db', db, '--quiet', '--threads', String(cores)]);
    if ((await p.exited) !== 0) throw new Error(`whosaid ingest --db ${target} failed: ${p.stderr}`);
    const seconds = (performance.now() - t0) / 1000;
    return { path: `ingest --db ${target} (no queue, ${cores} threads)`, articles: n, seconds: round(seconds), articlesPerSecond: round(n / seconds) };
  } finally {
    if (target === 'postgres') await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  }
}

function round(x: number): number {
  return Math.round(x * 100) / 100;
}

const tmp = mkdtempSync(path.join(tmpdir(), 'whosaid-bench-queue-'));
try {
  const file = path.join(tmp, 'press.jsonl');
  const n = await slice(args.corpus, Number(args.articles), file);
  const runs: Record<string, number>[] = [];
  for (const c of CONFIGS) {
    const r = await measure(file, n, c.workers, c.threads);
    runs.push(r);
    console.log(`${c.workers} worker(s) × ${c.threads} thread(s): ${r.stored} articles in ${r.seconds} s = ${r.articlesPerSecond} articles/s `
      + `(${r.cpuMsPerArticle} CPU ms per article over the workers; ${r.failed} failed); enqueue ${r.enqueuePerSecond} articles/s`);
  }
  const baselines = [await direct(file, n, 'sqlite', tmp), await direct(file, n, 'postgres', tmp)];
  for (const b of baselines) console.log(`${b.path}: ${b.articles} articles in ${b.seconds} s = ${b.articlesPerSecond} articles/s`);
  const result = {
    date: new Date().toISOString(), node: process.version, cpus: cpus().length, cpu: cpus()[0]?.model, loadavg: loadavg().map(round),
    corpus: args.corpus, articles: n, runs, baselines,
    note: 'Workers are started on a full queue and timed until it is empty; their start-up (engine load, ~1 s) is included. Baselines: the same file through whosaid ingest without a queue, whole process. All processes, PostgreSQL and Redis share this machine: compare the runs of one file with each other, not with figures from another time.',
  };
  mkdirSync(path.dirname(args.out), { recursive: true });
  writeFileSync(args.out, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`wrote ${args.out}`);
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
