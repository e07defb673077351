import { describe, it, expect } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { CONGRESS, jsonlLines, tempDir } from './helpers.js';

// Runs the built CLI (`npm run build`), as a user would, and kills it with SIGKILL mid-ingest.
// (enough that a commit every 200 articles leaves time to see the first and kill before the last: with 700, a slow poll
// on a busy machine saw the ingest at 94%)
const ARTICLES = 2000;
const BIN = path.resolve('bin/whosaid.js');

function ingestSync(input: string, db: string): { code: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [BIN, 'ingest', input, '--db', db, '--quiet'], { encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** Quotes per article, by article identity. */
function quotesByArticle(file: string): Map<string, number> {
  const db = new Database(file);
  const rows = db.prepare('SELECT a.hash, count(q.id) AS n FROM articles a LEFT JOIN quotes q ON q.article_id = a.id GROUP BY a.id').all() as { hash: string; n: number }[];
  db.close();
  return new Map(rows.map((r) => [r.hash, r.n]));
}

/** Articles stored so far, read while the ingest writes (WAL); undefined until the database is there. */
function storedNow(file: string): number | undefined {
  if (!existsSync(file)) return undefined;
  try {
    const db = new Database(file, { readonly: true, fileMustExist: true });
    try {
      return (db.prepare('SELECT count(*) AS n FROM articles').get() as { n: number }).n;
    } finally {
      db.close();
    }
  } catch {
    return undefined;
  }
}

describe('ingest survives kill -9', () => {
  it('leaves no partial article, and a re-run stores every article once with the quotes of a clean run', async () => {
    const dir = tempDir();
    const input = path.join(dir, 'releases.jsonl');
    writeFileSync(input, `${jsonlLines(CONGRESS).slice(0, ARTICLES).join('\n')}\n`);

    const clean = path.join(dir, 'clean.db');
    expect(ingestSync(input, clean).code).toBe(0);
    const expected = quotesByArticle(clean);
    expect(expected.size).toBe(ARTICLES);

    const killed = path.join(dir, 'killed.db');
    const child = spawn(process.execPath, [BIN, 'ingest', input, '--db', killed, '--quiet'], { stdio: 'ignore' });
    const exited = new Promise<NodeJS.Signals | number | null>((resolve) => child.on('exit', (code, signal) => resolve(signal ?? code)));
    let finished = false;
    void exited.then(() => { finished = true; });
    // Kill as soon as a tenth is stored: transactions commit every 200 articles or every second.
    while (!finished && (storedNow(killed) ?? 0) < ARTICLES * 0.1) await new Promise((r) => setTimeout(r, 20));
    child.kill('SIGKILL');
    expect(await exited, 'the ingest was still running when killed').toBe('SIGKILL');

    const partial = quotesByArticle(killed);
    const fraction = partial.size / ARTICLES;
    expect(fraction).toBeGreaterThanOrEqual(0.1);
    expect(fraction).toBeLessThanOrEqual(0.9);
    // Every article that is there is whole: all its quotes, as in the clean run.
    for (const [hash, n] of partial) expect(n, `quotes of article ${hash}`).toBe(expected.get(hash));

    const rerun = ingestSync(input, killed);
    expect(rerun.stderr).toBe('');
    expect(rerun.code).toBe(0);
    expect(rerun.stdout).toContain(`${ARTICLES} records read: ${ARTICLES - partial.size} stored, ${partial.size} already stored, 0 failed`);
    const after = quotesByArticle(killed);
    expect(after).toEqual(expected);
    const db = new Database(killed, { readonly: true });
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    const totals = db.prepare('SELECT (SELECT count(*) FROM articles) AS a, (SELECT count(DISTINCT hash) FROM articles) AS h, (SELECT count(*) FROM quotes) AS q').get();
    db.close();
    expect(totals).toEqual({ a: ARTICLES, h: ARTICLES, q: [...expected.values()].reduce((s, n) => s + n, 0) });
  }, 180_000);
});
