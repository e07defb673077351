import { describe, it, expect, beforeAll } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { runBinary, type RunResult } from './helpers.js';

// `whosaid ingest` over paths that are missing, empty, unreadable or loop back through a symbolic link.
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'whosaid-paths-'));
const sample = fs.readFileSync('examples/corpus/sample.jsonl', 'utf8').split('\n').filter((l) => l.trim() !== '');
/** A folder with two records in one .jsonl file. */
const two = path.join(root, 'two');

/** Whether this runs as root with setpriv, so it can run the CLI as the unprivileged user "nobody". */
const canDropPrivileges = process.getuid?.() === 0 && spawnSync('setpriv', ['--version']).status === 0;

function asNobody(argv: string[]): RunResult {
  const r = spawnSync('setpriv', ['--reuid=65534', '--regid=65534', '--clear-groups', process.execPath, 'bin/whosaid.js', ...argv],
    { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

beforeAll(() => {
  fs.chmodSync(root, 0o755);
  fs.mkdirSync(two);
  fs.writeFileSync(path.join(two, 'a.jsonl'), `${sample.slice(0, 2).join('\n')}\n`);
});

describe('ingest: paths', () => {
  it('reads each folder once: a symbolic link back to a folder above is not followed again', () => {
    const loop = path.join(root, 'loop');
    fs.mkdirSync(path.join(loop, 'sub'), { recursive: true });
    fs.writeFileSync(path.join(loop, 'a.jsonl'), `${sample.slice(0, 2).join('\n')}\n`);
    fs.writeFileSync(path.join(loop, 'sub', 'b.jsonl'), `${sample[2]}\n`);
    fs.symlinkSync(loop, path.join(loop, 'self'));
    fs.symlinkSync(loop, path.join(loop, 'sub', 'up'));
    const r = runBinary(['ingest', loop, '--db', path.join(root, 'loop.db'), '--threads', '0', '-q']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^3 records read: 3 stored, 0 already stored, 0 failed;/);
  });

  it('a path that does not exist: one line, exit 66, and no database made', () => {
    const db = path.join(root, 'missing.db');
    const r = runBinary(['ingest', path.join(root, 'nope'), '--db', db]);
    expect(r).toEqual({ code: 66, stdout: '', stderr: `whosaid: cannot read ${path.join(root, 'nope')}: no such file or directory.\n` });
    expect(fs.existsSync(db)).toBe(false);
  });

  it('a URL is no path: the message says to download the page first', () => {
    const r = runBinary(['ingest', 'http://example.org/news/', '--db', path.join(root, 'url.db')]);
    expect(r).toEqual({ code: 66, stdout: '', stderr: "whosaid: cannot read http://example.org/news/: no such file or directory (whosaid reads files, not URLs: download the page first, e.g. curl -sL 'http://example.org/news/' > page.html).\n" });
  });

  it('a missing path beside a readable one is skipped; the rest is stored, exit 1', () => {
    const r = runBinary(['ingest', path.join(root, 'nope'), two, '--db', path.join(root, 'partial.db'), '--threads', '0', '-q']);
    expect(r.stderr).toBe(`whosaid: skipped ${path.join(root, 'nope')}: no such file or directory.\n`);
    expect(r.stdout).toMatch(/^3 records read: 2 stored, 0 already stored, 1 failed;/);
    expect(r.code).toBe(1);
  });

  it('an empty folder: "no articles found", exit 0, and no empty database left behind', () => {
    const empty = path.join(root, 'empty');
    fs.mkdirSync(empty);
    fs.writeFileSync(path.join(empty, 'notes.pdf'), 'not an article');
    const db = path.join(root, 'empty.db');
    const r = runBinary(['ingest', empty, '--db', db]);
    expect(r.stderr).toBe(`whosaid: no articles found in ${empty}.\n`);
    expect(r.stdout).toBe(`0 records read: 0 stored, 0 already stored, 0 failed; 0 quotes added.\n${db}: not created (nothing stored).\n`);
    expect(r.code).toBe(0);
    expect(fs.readdirSync(root).filter((f) => f.startsWith('empty.db'))).toEqual([]);
  });

  it('counts of one are singular', () => {
    const one = path.join(root, 'one.jsonl');
    fs.writeFileSync(one, `${JSON.stringify({ id: 'one', text: '"We will open the bridge on Monday," said Jane Smith, the mayor of Springfield.' })}\n`);
    const r = runBinary(['ingest', one, '--db', path.join(root, 'one.db'), '--threads', '0', '-q']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(`1 record read: 1 stored, 0 already stored, 0 failed; 1 quote added.\n`
      + `${path.join(root, 'one.db')}: 1 article, 1 quote, 1 speaker, 0 organizations, 0 syndicated quote groups.\n`);
    const stats = runBinary(['stats', '--db', path.join(root, 'one.db')]);
    expect(stats.stdout).toContain('speakers            1 person, 0 organizations\n');
  });

  it('standard input that is a directory: one line, exit 66 (ingest -, analyze, analyze --jsonl)', () => {
    for (const argv of [['ingest', '-', '--db', path.join(root, 'stdin.db')], ['analyze'], ['analyze', '--jsonl']]) {
      const fd = fs.openSync(root, 'r');
      try {
        const r = spawnSync(process.execPath, ['bin/whosaid.js', ...argv], { stdio: [fd, 'pipe', 'pipe'], encoding: 'utf8' });
        expect({ argv, code: r.status, stderr: r.stderr }).toEqual({ argv, code: 66, stderr: 'whosaid: cannot read standard input: it is a directory, not a file.\n' });
      } finally {
        fs.closeSync(fd);
      }
    }
    expect(fs.existsSync(path.join(root, 'stdin.db'))).toBe(false);
  });

  it.each([
    [['--no-wait'], '--no-wait needs --queue'],
    [['--max-queued', '5'], '--max-queued needs --queue'],
    [['--attempts', '2', '--backoff-ms', '10'], '--attempts, --backoff-ms need --queue'],
  ])('%j without --queue is a usage error (64)', (flags, message) => {
    const db = path.join(root, 'queue-flags.db');
    const r = runBinary(['ingest', two, '--db', db, ...flags]);
    expect(r.code).toBe(64);
    expect(r.stderr).toBe(`whosaid: ${message}: ${flags.length > 2 ? 'they apply' : 'it applies'} only when enqueuing for "whosaid worker"s.\n`);
    expect(fs.existsSync(db)).toBe(false);
  });
});

describe.skipIf(!canDropPrivileges)('ingest: a folder the user cannot read (run as nobody)', () => {
  it('is skipped in one line; the other paths are stored; exit 1', () => {
    const locked = path.join(root, 'locked');
    fs.mkdirSync(locked);
    fs.writeFileSync(path.join(locked, 'a.jsonl'), `${sample[5]}\n`);
    fs.chmodSync(locked, 0o000);
    const out = path.join(root, 'out');
    fs.mkdirSync(out);
    fs.chmodSync(out, 0o777);
    const r = asNobody(['ingest', locked, two, '--db', path.join(out, 'np.db'), '--threads', '0', '-q']);
    expect(r.stderr).toBe(`whosaid: skipped ${locked}: permission denied.\n`);
    expect(r.stdout).toMatch(/^3 records read: 2 stored, 0 already stored, 1 failed;/);
    expect(r.code).toBe(1);

    const alone = asNobody(['ingest', locked, '--db', path.join(out, 'alone.db')]);
    expect(alone).toEqual({ code: 66, stdout: '', stderr: `whosaid: cannot read ${locked}: permission denied.\n` });
    expect(fs.existsSync(path.join(out, 'alone.db'))).toBe(false);
  });
});
