import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import { openReader, type QuoteReader } from '../../src/store/backend.js';
import { openStore } from '../../src/store/db.js';
import { stats as storeStats } from '../../src/store/queries.js';
import { WhosaidError } from '../../src/errors.js';
import { ingestRecords, tempStore } from '../store/helpers.js';
import { SqliteReader } from '../../src/store/backend.js';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { sampleDb } from './helpers.js';

let file: string;
let reader: QuoteReader;
/** Temporary folders of the tests' own databases, removed at the end. */
const cleanup: string[] = [];

beforeAll(async () => {
  file = await sampleDb();
  reader = await openReader(file);
});
afterAll(async () => {
  await reader.close();
  for (const d of [path.dirname(file), ...cleanup]) rmSync(d, { recursive: true, force: true });
});

describe('SqliteReader on the sample corpus', () => {
  it('searches with marks, scores and disjoint cursor pages', async () => {
    const first = await reader.searchQuotes({ q: 'minister', limit: 5 });
    expect(first.items).toHaveLength(5);
    for (const it of first.items) {
      expect(it.snippet.toLowerCase()).toContain('<mark>minister</mark>');
      expect(it.score).toBeGreaterThan(0);
      expect(typeof it.article.id).toBe('number');
    }
    expect(first.nextCursor).not.toBeNull();
    const second = await reader.searchQuotes({ q: 'minister', limit: 5, cursor: first.nextCursor! });
    const ids = new Set(first.items.map((i) => i.quote.id));
    expect(second.items.length).toBeGreaterThan(0);
    for (const it of second.items) expect(ids.has(it.quote.id)).toBe(false);
    // Scores go down (or stay) across the page boundary: one ranking, cut in pages.
    expect(second.items[0]!.score!).toBeLessThanOrEqual(first.items[4]!.score!);
  });

  it('walks every quote newest first, each exactly once', async () => {
    const total = (await reader.stats()).quotes;
    const seen = new Set<number>();
    let cursor: string | undefined;
    let lastDate = '9999';
    for (let pages = 0; pages < 1000; pages++) {
      const page = await reader.searchQuotes({ limit: 100, ...(cursor !== undefined && { cursor }) });
      for (const it of page.items) {
        expect(seen.has(it.quote.id)).toBe(false);
        seen.add(it.quote.id);
        expect(it.score).toBeNull();
        expect((it.article.date ?? '') <= lastDate).toBe(true);
        lastDate = it.article.date ?? '';
      }
      if (page.nextCursor === null) break;
      cursor = page.nextCursor;
    }
    expect(seen.size).toBe(total);
  });

  it('gives speakers with ids, and a speaker page that adds up', async () => {
    const top = await reader.speakers({ top: 3, type: 'person' });
    expect(top[0]!.name).toBe('Donald Trump');
    const trump = await reader.speaker(top[0]!.id);
    expect(trump!.quotes).toBe(top[0]!.quotes);
    expect(trump!.outlets.reduce((n, o) => n + o.quotes, 0)).toBe(trump!.quotes);
    expect(trump!.timeline.reduce((n, m) => n + m.quotes, 0)).toBeLessThanOrEqual(trump!.quotes);
    expect(trump!.timeline.length).toBeGreaterThan(1);
    expect(trump!.recent.every((r) => r.speaker.id === trump!.id)).toBe(true);
    expect((await reader.speakers({ q: 'trump' })).some((s) => s.id === trump!.id)).toBe(true);
    expect(await reader.speaker(987654)).toBeNull();
  });

  it('gives outlets, an outlet page, an article with its text, and the store stats', async () => {
    const outlets = await reader.outlets({});
    const wikinews = outlets[0]!;
    const detail = await reader.outlet(wikinews.outlet!);
    expect(detail!.quotes).toBe(wikinews.quotes);
    expect(detail!.unnamed).toBe(wikinews.unnamed);
    expect(detail!.timeline.reduce((n, m) => n + m.unnamed, 0)).toBeLessThanOrEqual(detail!.unnamed);
    expect(await reader.outlet('no such outlet')).toBeNull();
    const hit = (await reader.searchQuotes({ q: 'minister', limit: 1 })).items[0]!;
    const article = await reader.article(hit.article.id);
    expect(article!.article).toEqual(hit.article);
    expect(article!.text.length).toBeGreaterThan(100);
    expect(await reader.article(987654)).toBeNull();
    const db = openStore(file, { readonly: true });
    expect(await reader.stats()).toEqual(storeStats(db));
    db.close();
  });

  it('refuses bad queries with WHOSAID_BAD_OPTION', async () => {
    await expect(reader.searchQuotes({ q: '!!!' })).rejects.toThrow(WhosaidError);
    await expect(reader.searchQuotes({ q: 'minister', cursor: 'garbage' })).rejects.toThrow(/cursor/);
    await expect(reader.searchQuotes({ limit: 101 })).rejects.toThrow(/limit/);
    await expect(openReader('postgres://u:secret@127.0.0.1:1/db')).rejects.toThrow(/u:\*\*\*@127\.0\.0\.1:1.*ECONNREFUSED/);
    // An unbalanced quote is searched as words.
    expect((await reader.searchQuotes({ q: '"prime minister' })).items.length).toBeGreaterThan(0);
  });

  it('marks only matches in a snippet: markup in a quote itself cannot pass for a mark', async () => {
    const { db, dir } = tempStore();
    cleanup.push(dir);
    await ingestRecords(db, [{ id: 'markup', date: '2024-01-02', text: '“The tag <mark>odd</mark> and <script>x()</script> are odd here,” the editor said on Tuesday.' }]);
    const markup = new SqliteReader(db);
    try {
      const hit = (await markup.searchQuotes({ q: 'odd' })).items[0]!;
      expect(hit.quote.text).toContain('<mark>odd</mark>');
      expect(hit.snippet).toContain('＜mark>');
      expect(hit.snippet).toContain('<script>');
      // Every real marker pair surrounds a match, and the quote's own tags are disarmed.
      expect(hit.snippet.match(/<mark>/g)).toHaveLength(2);
      expect([...hit.snippet.matchAll(/<mark>(.*?)<\/mark>/g)].map((m) => m[1])).toEqual(['odd', 'odd']);
      const listed = (await markup.searchQuotes({})).items[0]!;
      expect(listed.snippet).not.toContain('<mark>');
    } finally {
      await markup.close();
    }
  });

  it('pages through dated and undated articles newest first, undated last, each quote once', async () => {
    const { db, dir } = tempStore();
    cleanup.push(dir);
    const records = ['2021-03-01', undefined, '2023-07-15', '2023-07-15', undefined, '2019-12-31'].map((date, i) => ({
      id: `a${i}`, ...(date !== undefined && { date }),
      text: `“We will open the bridge number ${i} soon,” Mayor Ann Kowalski${i} said.\n\n“It took ${i + 2} years,” she added.\n\nThe council said the bridge number ${i} would cost less.`,
    }));
    await ingestRecords(db, records);
    const dated = new SqliteReader(db);
    try {
      const total = (await dated.stats()).quotes;
      expect(total).toBeGreaterThanOrEqual(12);
      const seen: number[] = [];
      const dates: (string | null)[] = [];
      let cursor: string | undefined;
      for (let pages = 0; pages < 100; pages++) {
        const page = await dated.searchQuotes({ limit: 2, ...(cursor !== undefined && { cursor }) });
        for (const it of page.items) { seen.push(it.quote.id); dates.push(it.article.date); }
        if (page.nextCursor === null) break;
        cursor = page.nextCursor;
      }
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen.length).toBe(total);
      const firstUndated = dates.indexOf(null);
      expect(firstUndated).toBeGreaterThan(0);
      expect(dates.slice(firstUndated).every((d) => d === null)).toBe(true);
      const known = dates.slice(0, firstUndated) as string[];
      expect([...known].sort().reverse()).toEqual(known);
    } finally {
      await dated.close();
    }
  });
});
