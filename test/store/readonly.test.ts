import { describe, it, expect, beforeAll } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { openStore, schemaVersion } from '../../src/store/db.js';
import { SCHEMA_VERSION } from '../../src/store/schema.js';
import { runBinary, type RunResult } from '../cli/helpers.js';
import { tempDir } from './helpers.js';

// The read commands (search, stats, speakers, outlets, export) open the database for reading only: they work on a
// database the user may read but not write, never write to it, and refuse a file that is not a whosaid database.
const FIXTURE_V1 = 'test/fixtures/store/v1.db';
const READERS: readonly (readonly string[])[] = [['stats'], ['search', 'the'], ['speakers'], ['outlets'], ['export'], ['export', '--format', 'csv']];
const canDropPrivileges = process.getuid?.() === 0 && spawnSync('setpriv', ['--version']).status === 0;

function asNobody(argv: string[]): RunResult {
  const r = spawnSync('setpriv', ['--reuid=65534', '--regid=65534', '--clear-groups', process.execPath, 'bin/whosaid.js', ...argv],
    { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

/** The names and bytes of the files in a folder. */
function snapshot(dir: string): Record<string, string> {
  return Object.fromEntries(fs.readdirSync(dir).sort().map((f) => [f, fs.readFileSync(path.join(dir, f)).toString('base64')]));
}

let db: string;

beforeAll(() => {
  const dir = tempDir();
  fs.writeFileSync(path.join(dir, 'three.jsonl'), `${fs.readFileSync('examples/corpus/sample.jsonl', 'utf8').split('\n').slice(0, 3).join('\n')}\n`);
  db = path.join(dir, 'news.db');
  expect(runBinary(['ingest', path.join(dir, 'three.jsonl'), '--db', db, '--threads', '0', '-q']).code).toBe(0);
});

/** A copy of `from` as a read-only file in a read-only folder that "nobody" can enter. */
function readOnlyCopy(from: string): { dir: string; file: string } {
  const parent = tempDir();
  fs.chmodSync(parent, 0o755);
  const dir = path.join(parent, 'ro');
  fs.mkdirSync(dir);
  const file = path.join(dir, 'news.db');
  fs.copyFileSync(from, file);
  fs.chmodSync(file, 0o444);
  fs.chmodSync(dir, 0o555);
  return { dir, file };
}

describe.skipIf(!canDropPrivileges)('a database the user can read but not write (run as nobody)', () => {
  it.each(READERS)('%s works and writes nothing', (...argv) => {
    const { dir, file } = readOnlyCopy(db);
    const before = snapshot(dir);
    const r = asNobody([...argv, '--db', file]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(runBinary([...argv, '--db', db]).stdout);
    expect(snapshot(dir)).toEqual(before);
  });

  it('of an older schema: refused with a message that it needs an upgrade (exit 66), unchanged', () => {
    const { dir, file } = readOnlyCopy(FIXTURE_V1);
    const before = snapshot(dir);
    const r = asNobody(['stats', '--db', file]);
    expect(r.code).toBe(66);
    expect(r.stderr).toMatch(new RegExp(`^whosaid: ${file} has schema version 1 and must be upgraded to ${SCHEMA_VERSION} before it can be read, which needs write access[^\\n]*\\n$`));
    expect(snapshot(dir)).toEqual(before);
  });
});

describe('read commands on a file that is not a whosaid database', () => {
  it.each(READERS)('%s refuses an empty file (exit 66) and leaves it empty', (...argv) => {
    const file = path.join(tempDir(), 'empty.db');
    fs.writeFileSync(file, '');
    const r = runBinary([...argv, '--db', file]);
    expect(r).toEqual({ code: 66, stdout: '', stderr: `whosaid: ${file} is an empty file, not a whosaid database: make one with "whosaid ingest PATH --db ${file}".\n` });
    expect(fs.readdirSync(path.dirname(file))).toEqual(['empty.db']);
    expect(fs.statSync(file).size).toBe(0);
  });

  it('refuses a text file and a directory (exit 66), unchanged', () => {
    const dir = tempDir();
    const text = path.join(dir, 'notes.db');
    fs.writeFileSync(text, 'not a database\n');
    expect(runBinary(['stats', '--db', text])).toEqual({ code: 66, stdout: '', stderr: `whosaid: ${text} is not a whosaid database (it is not an SQLite file).\n` });
    expect(fs.readFileSync(text, 'utf8')).toBe('not a database\n');
    expect(runBinary(['search', 'x', '--db', dir])).toEqual({ code: 66, stdout: '', stderr: `whosaid: ${dir} is a directory, not a whosaid database.\n` });
  });

  it('an older schema the user may write is still upgraded on open for reading', () => {
    const file = path.join(tempDir(), 'v1.db');
    fs.copyFileSync(FIXTURE_V1, file);
    const store = openStore(file, { readonly: true });
    expect(schemaVersion(store)).toBe(SCHEMA_VERSION);
    expect(() => store.exec('CREATE TABLE t (x)')).toThrow(/readonly/);
    store.close();
  });
});

describe('stats --syndicated', () => {
  it.each(['abc', '0', '-1', '1.5'])('%s is a usage error (64), like --top', (value) => {
    expect(runBinary(['stats', '--db', db, '--syndicated', value])).toEqual({
      code: 64, stdout: '', stderr: `whosaid: --syndicated must be a whole number above 0, not "${value}".\n`,
    });
  });

  it('a whole number lists that many groups at most', () => {
    const r = runBinary(['stats', '--db', db, '--syndicated', '1', '--format', 'json']);
    expect(r.code).toBe(0);
    expect((JSON.parse(r.stdout) as { syndication: unknown[] }).syndication.length).toBeLessThanOrEqual(1);
  });
});

describe('help', () => {
  it('failed --help says --db is required; search --help gives the most --limit takes', () => {
    expect(runBinary(['failed', '--help']).stdout).toMatch(/--db <url>\s+PostgreSQL url the workers store into\s+\(required\)/);
    expect(runBinary(['search', '--help']).stdout).toMatch(/-n, --limit <n>\s+most results, 1 to 10000/);
  });
});
