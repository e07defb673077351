import { describe, it, expect, beforeAll } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable, Writable } from 'node:stream';
import { spawnSync } from 'node:child_process';
import { main } from '../../src/cli/main.js';
import { runBinary } from './helpers.js';

// A write error on stdout other than a closed pipe (here /dev/full: ENOSPC) is one line on stderr and exit 74
// (EX_IOERR), for every command that writes to stdout; a closed pipe stays a quiet exit 0 (binary.test.ts).
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'whosaid-out-'));
const db = path.join(dir, 'news.db');
const article = path.join(dir, 'article.txt');
const ENOSPC = 'whosaid: cannot write output: no space left on device (ENOSPC)\n';

/** Runs the built CLI with stdout on /dev/full. */
function toFullDevice(argv: string[], input = ''): { code: number; stderr: string } {
  const full = fs.openSync('/dev/full', 'w');
  try {
    const r = spawnSync(process.execPath, ['bin/whosaid.js', ...argv], { input, stdio: ['pipe', full, 'pipe'], encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
    return { code: r.status ?? -1, stderr: r.stderr };
  } finally {
    fs.closeSync(full);
  }
}

beforeAll(() => {
  const lines = fs.readFileSync('examples/corpus/sample.jsonl', 'utf8').split('\n').slice(0, 3);
  fs.writeFileSync(path.join(dir, 'three.jsonl'), `${lines.join('\n')}\n`);
  fs.writeFileSync(article, (JSON.parse(lines[0]!) as { text: string }).text);
  expect(runBinary(['ingest', path.join(dir, 'three.jsonl'), '--db', db, '--threads', '0', '-q']).code).toBe(0);
});

describe.skipIf(!fs.existsSync('/dev/full'))('a write error on stdout', () => {
  it.each([
    ['analyze FILE', ['analyze', article]],
    ['analyze --jsonl', ['analyze', '--jsonl', path.join(dir, 'three.jsonl'), '--threads', '1']],
    ['export --format csv', ['export', '--db', db, '--format', 'csv']],
    ['export (jsonl)', ['export', '--db', db]],
    ['stats', ['stats', '--db', db]],
    ['search', ['search', 'the', '--db', db]],
    ['speakers', ['speakers', '--db', db]],
    ['outlets', ['outlets', '--db', db]],
    ['--help', ['--help']],
  ])('%s: one line and exit 74, no stack trace', (_name, argv) => {
    expect(toFullDevice(argv)).toEqual({ code: 74, stderr: ENOSPC });
  });

  it('ingest: what was read is stored, then the summary fails with exit 74', () => {
    const fresh = path.join(dir, 'fresh.db');
    expect(toFullDevice(['ingest', path.join(dir, 'three.jsonl'), '--db', fresh, '--threads', '0', '-q'])).toEqual({ code: 74, stderr: ENOSPC });
    const stats = runBinary(['stats', '--db', fresh, '--format', 'json']);
    expect(stats.code).toBe(0);
    expect((JSON.parse(stats.stdout) as { articles: number }).articles).toBe(3);
  });

  it('is documented in --help', () => {
    expect(runBinary(['--help']).stdout).toMatch(/^ {2}74 {2}cannot write output/m);
  });

  it('in-process (main with its own streams): exit 74 and one line', async () => {
    let stderr = '';
    const failing = new Writable({
      write(_chunk, _enc, done) { done(Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', syscall: 'write' })); },
    });
    const code = await main(['stats', '--db', db], {
      stdin: Readable.from([]), stdout: failing,
      stderr: new Writable({ write(c: Buffer, _e, done) { stderr += c.toString(); done(); } }), isTTY: false, env: {},
    });
    expect({ code, stderr }).toEqual({ code: 74, stderr: ENOSPC });
  });
});
