// The query commands on PostgreSQL give what they give on SQLite for the same input: the bundled sample
// corpus ingested into both (the PostgreSQL one through the direct path: analysis on local threads).
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openReader, type QuoteReader, type QuoteQuery } from '../../src/store/backend.js';
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
      if (format === 'csv') expect(p.stdout.split('\r\n')[0]).toBe(s.stdout.split('\r\n')[0]);
      else {
        // every quote with what was said, how, to whom and when: the same in both stores
        const view = (out: string): string[] => out.trim().split('\n').flatMap((l) => {
          const a = JSON.parse(l) as { id: string; quotes: { kind: string; text: string; cue: string | null; addressee: string | null; medium: string | null; time: unknown }[] };
          return a.quotes.map((q) => JSON.stringify([a.id, q.kind, q.text, q.cue, q.addressee, q.medium, q.time]));
        }).sort();
        const sv = view(s.stdout);
        expect(view(p.stdout)).toEqual(sv);
        expect(sv.some((q) => !q.endsWith(',null]'))).toBe(true); // some statements carry a time
      }
    }
    const lines = (await run(['export', '--db', db.url])).stdout.trim().split('\n').map((l) => JSON.parse(l) as { quotes: unknown[] });
    expect(lines.reduce((n, a) => n + a.quotes.length, 0)).toBe((await statsOf(sqlite)).quotes);
  });

  it('the server\'s reader (openReader): the same pages, speakers, outlets and stats as the SQLite reader', async () => {
    const [sq, pq]: QuoteReader[] = [await openReader(sqlite), await openReader(db.url)];
    try {
      expect(pq.kind).toBe('postgres');
      const { schemaVersion: _a, ...s } = await sq.stats();
      const { schemaVersion: _b, ...p } = await pq.stats();
      expect(p).toEqual(s);
      // Every page of a search and of the newest-first listing, followed by cursor: the same quotes, none twice.
      const walk = async (r: QuoteReader, q: QuoteQuery): Promise<{ keys: string[]; ids: number[] }> => {
        const seen = { keys: [] as string[], ids: [] as number[] };
        for (let cursor: string | null | undefined; ;) {
          const page = await r.searchQuotes({ ...q, limit: 7, ...(cursor ? { cursor } : {}) });
          seen.keys.push(...page.items.map((i) => `${i.article.extId} ${i.quote.kind} ${i.quote.text}`));
          seen.ids.push(...page.items.map((i) => i.quote.id));
          if (!page.nextCursor) return seen;
          cursor = page.nextCursor;
        }
      };
      for (const q of [{ q: 'climate' }, { q: 'water', kind: 'direct' as const }, { speaker: 'trump' }, { speaker: 'Pawel Adamowicz' }, { speaker: "Sean O'Donnell" }, { outlet: 'wikinews', since: '2020-01-01' }]) {
        const [a, b] = [await walk(sq, q), await walk(pq, q)];
        expect(a.ids.length, JSON.stringify(q)).toBeGreaterThan(0);
        expect(new Set(b.ids).size, JSON.stringify(q)).toBe(b.ids.length);
        expect([...b.keys].sort(), JSON.stringify(q)).toEqual([...a.keys].sort());
      }
      const marked = await pq.searchQuotes({ q: 'climate', limit: 5 });
      expect(marked.items.every((i) => i.snippet.includes('<mark>') && i.score !== null)).toBe(true);
      const strip = (rows: { name: string; type: string; quotes: number; articles: number; firstSeen: string | null; lastSeen: string | null; titles: string[]; outlets: string[] }[]) =>
        rows.map((r) => JSON.stringify([r.name, r.type, r.quotes, r.articles, r.firstSeen, r.lastSeen, [...r.titles].sort(), [...r.outlets].sort()])).sort();
      expect(strip(await pq.speakers({ top: 1000 }))).toEqual(strip(await sq.speakers({ top: 1000 })));
      const [top] = await pq.speakers({ top: 1, q: 'trump' });
      const [topS] = await sq.speakers({ top: 1, q: 'trump' });
      const [dp, ds] = [await pq.speaker(top!.id), await sq.speaker(topS!.id)];
      expect(dp && { q: dp.quotes, a: dp.articles, t: dp.timeline, o: dp.outlets, r: dp.recent.length })
        .toEqual(ds && { q: ds.quotes, a: ds.articles, t: ds.timeline, o: ds.outlets, r: ds.recent.length });
      expect(await pq.outlet('Wikinews (en.wikinews.org)')).toEqual(await sq.outlet('Wikinews (en.wikinews.org)'));
      const article = await pq.article(dp!.recent[0]!.article.id);
      expect(article?.text.length).toBeGreaterThan(100);
      expect(await pq.article(987654321)).toBeNull();
      await expect(pq.searchQuotes({ q: '?!' })).rejects.toThrow('the search query has no words to look for.');
    } finally {
      await sq.close();
      await pq.close();
    }
  });
});
