// Shared by the PostgreSQL and queue end-to-end tests: fresh databases and queue names per test file,
// and whosaid processes run from the build (dist/ must be built: `npm ci` does it).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createReadStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { Queue } from 'bullmq';
import { requireService } from './services.js';

export const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const cli = path.join(repo, 'bin/whosaid.js');
/** The congressional press releases (read at test time from ../shared, never copied into the repository). */
export const PRESS = path.resolve(repo, '../shared/corpora/congress-press/articles.jsonl');

/** A database made for one test file, dropped after it. */
export interface TestDb {
  url: string;
  name: string;
  query<T extends pg.QueryResultRow>(sql: string, params?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
}

/** Creates `whosaid_test_<random>` on the test server (WHOSAID_TEST_PG). */
export async function freshDb(): Promise<TestDb> {
  const admin = requireService('WHOSAID_TEST_PG');
  const name = `whosaid_test_${randomBytes(6).toString('hex')}`;
  const server = new pg.Client({ connectionString: admin });
  await server.connect();
  await server.query(`CREATE DATABASE ${name}`);
  await server.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  // A connection still closing when `drop` forces the database away gets "terminating connection due to administrator
  // command" (57P01); the pool re-emits it, and with no listener that was an uncaught exception that failed the run
  // after every test had passed (as the store's own pool does: src/store/postgres/connect.ts).
  pool.on('error', () => undefined);
  return {
    url: url.toString(), name,
    query: async (sql, params) => (await pool.query(sql, params)).rows,
    drop: async () => {
      await pool.end();
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** A queue name no other test uses, and its removal from Redis. */
export function freshQueue(): { redis: string; name: string; queue: Queue; drop(): Promise<void> } {
  const redis = requireService('WHOSAID_TEST_REDIS');
  const name = `whosaid-test-${randomBytes(6).toString('hex')}`;
  const queue = new Queue(name, { connection: { url: redis } });
  return { redis, name, queue, drop: async () => { await queue.obliterate({ force: true }); await queue.close(); } };
}

/** A temporary folder, removed by `remove`. */
export function tempDir(): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'whosaid-e2e-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The first `n` press releases as a JSONL file in `dir`. */
export async function pressSlice(dir: string, n: number, name = `press-${n}.jsonl`): Promise<string> {
  const lines: string[] = [];
  const rl = createInterface({ input: createReadStream(PRESS), crlfDelay: Infinity });
  for await (const line of rl) {
    if (line.trim() === '') continue;
    lines.push(line);
    if (lines.length >= n) break;
  }
  rl.close();
  const file = path.join(dir, name);
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `whosaid ARGS` to the end. */
export function run(args: string[], timeoutMs = 280_000): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, ...args], { cwd: repo, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (c: string) => { stdout += c; });
    child.stderr.setEncoding('utf8').on('data', (c: string) => { stderr += c; });
    const timer = setTimeout(() => { child.kill('SIGKILL'); reject(new Error(`whosaid ${args.join(' ')} timed out; stderr: ${stderr}`)); }, timeoutMs);
    child.once('exit', (code) => { clearTimeout(timer); resolve({ code, stdout, stderr }); });
  });
}

/** A whosaid process left running (a worker, a waiting producer), with what it printed so far. */
export interface Running {
  child: ChildProcess;
  out: { stdout: string; stderr: string };
  exited: Promise<number | null>;
}

export function start(args: string[]): Running {
  const child = spawn(process.execPath, [cli, ...args], { cwd: repo, stdio: ['ignore', 'pipe', 'pipe'] });
  const out = { stdout: '', stderr: '' };
  child.stdout!.setEncoding('utf8').on('data', (c: string) => { out.stdout += c; });
  child.stderr!.setEncoding('utf8').on('data', (c: string) => { out.stderr += c; });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, out, exited };
}

/** Waits until `ready` holds, checking every `everyMs`; fails with `what` after `timeoutMs`. */
export async function until(ready: () => Promise<boolean> | boolean, what: string, timeoutMs = 120_000, everyMs = 100): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await ready())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** `whosaid stats --format json` of a database. */
export async function statsOf(db: string): Promise<Record<string, unknown>> {
  const r = await run(['stats', '--db', db, '--format', 'json']);
  if (r.code !== 0) throw new Error(`whosaid stats --db ${db} exited ${r.code}: ${r.stderr}`);
  return JSON.parse(r.stdout) as Record<string, unknown>;
}
