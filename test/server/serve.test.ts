import { spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Analysis } from '../../src/model/types.js';
import type { QuotePage } from '../../src/store/backend.js';
import { runBinary } from '../cli/helpers.js';
import { sampleDb, tempDir } from './helpers.js';

// These run the built CLI, `node bin/whosaid.js serve`, as a user would (`npm run build` first).

interface Served {
  url: string;
  stderr: () => string;
  exited: Promise<number | null>;
  kill: (signal: NodeJS.Signals) => void;
}

/** Starts `whosaid serve` and resolves once it prints the line with its address. */
function serve(args: string[]): Promise<Served> {
  const child = spawn(process.execPath, ['bin/whosaid.js', 'serve', ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`whosaid serve printed no address in 60 s: ${stderr}`)), 60_000);
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
      const m = /serving (http:\/\/\S+)/.exec(stderr);
      if (m) {
        clearTimeout(timer);
        resolve({ url: m[1]!, stderr: () => stderr, exited, kill: (s) => child.kill(s) });
      }
    });
    void exited.then((code) => { clearTimeout(timer); reject(new Error(`whosaid serve exited (${code}) before serving: ${stderr}`)); });
  });
}

let db: string;
let server: Served | undefined;

beforeAll(async () => { db = await sampleDb(dir); });
const dir = tempDir();
afterAll(() => {
  server?.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

describe('whosaid serve (the built binary)', () => {
  it('serves the API over HTTP on a free port, with analysis on a worker thread, and stops on SIGTERM', async () => {
    server = await serve(['--db', db, '--port', '0', '--threads', '1']);
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(server.stderr()).toBe(`whosaid: serving ${server.url} (db ${db})\n`);
    const analyzed = await fetch(`${server.url}/api/analyze`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: '“We will rebuild the bridge by June,” Governor Maria Lopez said on Monday.', published: '2024-03-04' }),
    });
    expect(analyzed.status).toBe(200);
    const a = (await analyzed.json()) as Analysis;
    expect(a.quotes[0]!.speaker.name).toBe('Maria Lopez');
    // A worker thread's answer is the CLI's, byte for byte once parsed.
    const file = path.join(dir, 'lopez.txt');
    writeFileSync(file, '“We will rebuild the bridge by June,” Governor Maria Lopez said on Monday.');
    expect(a).toEqual(JSON.parse(runBinary(['analyze', file, '--published', '2024-03-04']).stdout));
    const page = (await (await fetch(`${server.url}/api/quotes?q=minister&limit=3`)).json()) as QuotePage;
    expect(page.items).toHaveLength(3);
    expect(page.items[0]!.snippet).toMatch(/<mark>/i);
    const bad = await fetch(`${server.url}/api/analyze`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"text":' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { code: string } }).error.code).toBe('WHOSAID_BAD_JSON');
    expect((await fetch(`${server.url}/api/stats`)).status).toBe(200);
    server.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    server = undefined;
  });

  it('serves analysis without a database, and says the store routes need one', async () => {
    server = await serve(['--port', '0']);
    expect(server.stderr()).toMatch(/no database/);
    const r = await fetch(`${server.url}/api/speakers`);
    expect(r.status).toBe(503);
    expect(((await r.json()) as { error: { code: string } }).error.code).toBe('WHOSAID_NO_DB');
    server.kill('SIGINT');
    expect(await server.exited).toBe(0);
    server = undefined;
  });

  it('refuses bad options and a missing database with one line and an exit code', () => {
    const port = runBinary(['serve', '--port', '99999']);
    expect(port.code).toBe(64);
    expect(port.stderr).toBe('whosaid: --port must be a whole number from 0 to 65535, not "99999".\n');
    const missing = runBinary(['serve', '--db', path.join(dir, 'none.db'), '--port', '0']);
    expect(missing.code).toBe(66);
    expect(missing.stderr).toMatch(/^whosaid: no database at .*none\.db: make one with "whosaid ingest/);
    expect(runBinary(['serve', '--cors', 'example.org']).code).toBe(64);
  });
});
