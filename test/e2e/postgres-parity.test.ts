// The query commands on PostgreSQL give what they give on SQLite for the same input: the bundled sample
// corpus ingested into both (the PostgreSQL one through the direct path: analysis on local threads).
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDb, repo, run, statsOf, tempDir, type TestDb } from './queue-helpers.js';

let db: TestDb;
let tmp: ReturnType<typeof tempDir>;
let sqlite: string;
const corpus = path.join(repo, 'examples/corpus');

beforeAll(async () => {
  db = await freshDb();
  tmp = tempDir();
  sqlite = path.join(tmp.dir, 'sample.db');
  const [a, b] = await Promise.all([run(['ingest', corpus, '--db', sqlite, '--quiet']), run(['ingest', corpus, '--db', db.url, '--quiet'])]);
  expect(a.code, a.stderr).toBe(0);
  expect(b.code, b.stderr).toBe(0);
});
afterAll(async () => { await db?.drop(); tmp?.remove(); });

async function json(args: string[], where: string): Promise<unknown> {
  const r = await run([...args, '--db', where]);
  expect(r.code, r.stderr).toBe(0);
  return JSON.parse(r.stdout) as unknown;
}

describe('--db postgres:// gives the counts of the SQLite store', () => {
  it('ingest: the same summary line; running it again stores nothing', async () => {
    const again = await run(['ingest', corpus, '--db', db.url, '--quiet']);
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/^293 records read: 0 stored, 293 already stored, 0 failed; 0 quotes added\./);
  });

  it('stats', async () => {
    const [s, p] = [await statsOf(sqlite), await statsOf(db.url)];
    expect(s.articles).toBe(273);
    const { schemaVersion: _a, ...sCounts } = s;
    const { schemaVersion: _b, ...pCounts } = p;
    expect(pCounts).toEqual(sCounts);
    const hashes = await db.query<{ n: number; d: number }>('SELECT count(*)::int AS n, count(DISTINCT hash)::int AS d FROM articles');
    expect(hashes[0]).toEqual({ n: 273, d: 273 });
  });

  it('speakers and outlets', async () => {
    type Speaker = { name: string; type: string; quotes: number; articles: number; titles: string[]; firstSeen: string; lastSeen: string; outlets: string[] };
    // Compared as sets: ties may come in either order, and titles come in the order articles finished
    // analysis on the threads, which varies from run to run on either store.
    const pick = (rows: Speaker[]) => rows.map((r) => JSON.stringify({ ...r, titles: [...r.titles].sort(), outlets: [...r.outlets].sort() })).sort();
    const s = pick(await json(['speakers', '--top', '1000', '--format', 'json'], sqlite) as Speaker[]);
    const p = pick(await json(['speakers', '--top', '1000', '--format', 'json'], db.url) as Speaker[]);
    expect(s.length).toBeGreaterThan(100);
    expect(p).toEqual(s);
    type Outlet = { outlet: string; articles: number; quotes: number };
    const byName = (rows: Outlet[]) => [...rows].sort((a, b) => (a.outlet < b.outlet ? -1 : 1));
    const so = await json(['outlets', '--format', 'json'], sqlite) as Outlet[];
    expect(byName(await json(['outlets', '--format', 'json'], db.url) as Outlet[])).toEqual(byName(so));
  });

  it('search: as many hits for words, phrases, OR and an unbalanced quote; marks in snippets; a query of no words is a message', async () => {
    for (const q of ['climate', '"prime minister"', 'border OR wall', '"prime minister', 'water infrastructure']) {
      type Hit = { quote: { text: string }; snippet: string };
      const s = await json(['search', q, '--limit', '10000', '--format', 'json'], sqlite) as Hit[];
      const p = await json(['search', q, '--limit', '10000', '--format', 'json'], db.url) as Hit[];
      expect(s.length, q).toBeGreaterThan(0);
      expect(p.map((h) => h.quote.text).sort(), q).toEqual(s.map((h) => h.quote.text).sort());
      expect(p.every((h) => h.snippet.includes('<mark>')), q).toBe(true);
    }
    const filtered = await json(['search', 'climate', '--kind', 'direct', '--since', '2020-01-01', '--limit', '100', '--format', 'json'], db.url) as { article: { date: string } }[];
    const filteredS = await json(['search', 'climate', '--kind', 'direct', '--since', '2020-01-01', '--limit', '100', '--format', 'json'], sqlite) as unknown[];
    expect(filtered.length).toBe(filteredS.length);
    const none = await run(['search', '!! ??', '--db', db.url]);
    expect(none.code).toBe(64);
    expect(none.stderr).toBe('whosaid: the search query has no words to look for.\n');
  });

  it('export: the same articles and quotes as JSON Lines and CSV', async () => {
    for (const format of ['jsonl', 'csv']) {
      const s = await run(['export', '--format', format, '--db', sqlite]);
      const p = await run(['export', '--format', format, '--db', db.url]);
      expect(p.code, p.stderr).toBe(0);
      expect(p.stdout.split('\n').length, format).toBe(s.stdout.split('\n').length);
    }
    const lines = (await run(['export', '--db', db.url])).stdout.trim().split('\n').map((l) => JSON.parse(l) as { quotes: unknown[] });
    expect(lines.reduce((n, a) => n + a.quotes.length, 0)).toBe((await statsOf(sqlite)).quotes);
  });
});
