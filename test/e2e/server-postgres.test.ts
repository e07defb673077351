// `whosaid serve --db postgres://…` answers the API contract as it does on SQLite: the bundled sample corpus
// ingested into both, one server on each, the same requests to both.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuotePage, SpeakerDetail, SpeakerSummary, OutletRow, OutletDetail } from '../../src/store/backend.js';
import { cli, freshDb, repo, run, tempDir, type TestDb } from './queue-helpers.js';

let db: TestDb;
let tmp: ReturnType<typeof tempDir>;
const servers: ChildProcess[] = [];
let pgBase: string;
let sqliteBase: string;
let pgLine: string;

/** Starts `whosaid serve` on a free port; resolves to its URL and the line it printed. */
function serve(where: string): Promise<{ url: string; line: string }> {
  const child = spawn(process.execPath, [cli, 'serve', '--db', where, '--port', '0'], { cwd: repo, stdio: ['ignore', 'ignore', 'pipe'] });
  servers.push(child);
  let err = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`whosaid serve printed no "serving" line in 60 s: ${err}`)), 60_000);
    child.stderr!.setEncoding('utf8').on('data', (s: string) => {
      err += s;
      const m = /serving (http:\/\/\S+)/.exec(err);
      if (m) { clearTimeout(timer); resolve({ url: m[1]!, line: err.trim() }); }
    });
    child.once('exit', (code) => { clearTimeout(timer); reject(new Error(`whosaid serve exited with ${code}: ${err}`)); });
  });
}

async function get<T>(base: string, url: string): Promise<T> {
  const r = await fetch(`${base}${url}`);
  expect(r.status, `${url}: ${await r.clone().text()}`).toBe(200);
  return (await r.json()) as T;
}

beforeAll(async () => {
  db = await freshDb();
  tmp = tempDir();
  const sqlite = path.join(tmp.dir, 'sample.db');
  const corpus = path.join(repo, 'examples/corpus');
  const [a, b] = await Promise.all([run(['ingest', corpus, '--db', sqlite, '--quiet']), run(['ingest', corpus, '--db', db.url, '--quiet'])]);
  expect(a.code, a.stderr).toBe(0);
  expect(b.code, b.stderr).toBe(0);
  const [p, s] = await Promise.all([serve(db.url), serve(sqlite)]);
  pgBase = p.url;
  pgLine = p.line;
  sqliteBase = s.url;
});

afterAll(async () => {
  await Promise.all(servers.map((child) => new Promise((resolve) => {
    if (child.exitCode !== null) { resolve(null); return; }
    child.once('exit', resolve);
    child.kill('SIGTERM');
  })));
  await db?.drop();
  tmp?.remove();
});

describe('whosaid serve on PostgreSQL', () => {
  it('prints its address and the database', () => {
    expect(pgLine).toBe(`whosaid: serving ${pgBase} (db ${db.url})`);
  });

  it('gives the stats, speakers and outlets of the SQLite server', async () => {
    const [ps, ss] = [await get<Record<string, unknown>>(pgBase, '/api/stats'), await get<Record<string, unknown>>(sqliteBase, '/api/stats')];
    const { schemaVersion: _a, ...pCounts } = ps;
    const { schemaVersion: _b, ...sCounts } = ss;
    expect(pCounts).toEqual(sCounts);
    const pick = (s: SpeakerSummary): unknown => ({ name: s.name, type: s.type, quotes: s.quotes, articles: s.articles, outlets: [...s.outlets].sort() });
    const [psp, ssp] = [await get<{ items: SpeakerSummary[] }>(pgBase, '/api/speakers?top=5'), await get<{ items: SpeakerSummary[] }>(sqliteBase, '/api/speakers?top=5')];
    expect(psp.items.map(pick)).toEqual(ssp.items.map(pick));
    const [po, so] = [await get<{ items: OutletRow[] }>(pgBase, '/api/outlets?top=5'), await get<{ items: OutletRow[] }>(sqliteBase, '/api/outlets?top=5')];
    expect(po.items).toEqual(so.items);
  });

  it('gives a speaker page, an outlet page and an article with the same counts', async () => {
    const top = (await get<{ items: SpeakerSummary[] }>(pgBase, '/api/speakers?top=1&type=person')).items[0]!;
    const sTop = (await get<{ items: SpeakerSummary[] }>(sqliteBase, '/api/speakers?top=1&type=person')).items[0]!;
    const [p, s] = [await get<SpeakerDetail>(pgBase, `/api/speakers/${top.id}`), await get<SpeakerDetail>(sqliteBase, `/api/speakers/${sTop.id}`)];
    // titles are a set: the order they were first seen in follows the order the workers stored the articles
    expect({ ...p, id: 0, recent: p.recent.length, titles: [...p.titles].sort() })
      .toEqual({ ...s, id: 0, recent: s.recent.length, outlets: p.outlets, titles: [...s.titles].sort() });
    expect([...p.outlets].sort((a, b) => String(a.outlet).localeCompare(String(b.outlet))))
      .toEqual([...s.outlets].sort((a, b) => String(a.outlet).localeCompare(String(b.outlet))));
    const outlet = (await get<{ items: OutletRow[] }>(pgBase, '/api/outlets?top=1')).items[0]!.outlet!;
    const name = encodeURIComponent(outlet);
    expect(await get<OutletDetail>(pgBase, `/api/outlets/${name}`)).toEqual(await get<OutletDetail>(sqliteBase, `/api/outlets/${name}`));
    const hit = (await get<QuotePage>(pgBase, '/api/quotes?q=minister&limit=1')).items[0]!;
    const article = await get<{ article: { id: number }; text: string; analysis: { quotes: unknown[] } }>(pgBase, `/api/articles/${hit.article.id}`);
    expect(article.article).toEqual(hit.article);
    expect(article.analysis.quotes.length).toBeGreaterThan(0);
    const missing = await fetch(`${pgBase}/api/speakers/99999999`);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: { code: string } }).error.code).toBe('WHOSAID_NOT_FOUND');
  });

  it('searches with marks and pages every quote once, newest first', async () => {
    const found = await get<QuotePage>(pgBase, '/api/quotes?q=minister&limit=5');
    expect(found.items.length).toBe(5);
    for (const item of found.items) expect(item.snippet.toLowerCase()).toContain('<mark>minister');
    const total = (await get<{ quotes: number }>(pgBase, '/api/stats')).quotes;
    const seen = new Set<number>();
    let cursor: string | null = null;
    do {
      const page: QuotePage = await get<QuotePage>(pgBase, `/api/quotes?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      for (const item of page.items) {
        expect(seen.has(item.quote.id)).toBe(false);
        seen.add(item.quote.id);
      }
      cursor = page.nextCursor;
    } while (cursor !== null);
    expect(seen.size).toBe(total);
  });
});
