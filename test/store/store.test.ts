import { describe, it, expect } from 'vitest';
import { analyze } from '../../src/index.js';
import { stats, speakers, outlets } from '../../src/store/queries.js';
import { nameKey } from '../../src/store/normalize.js';
import { ingestRecords, jsonlLines, tempStore } from './helpers.js';

const WIKINEWS = 'examples/corpus/wikinews-demo.jsonl';
type Record = { id: string; text: string; date: string; title: string; url: string; source: string };

describe('ingest: articles, quotes and speakers in the store', () => {
  const lines = jsonlLines(WIKINEWS);
  const records = lines.map((l) => JSON.parse(l) as Record);

  it('stores every article with the quotes analyze finds, offsets slicing back to its text; a second run adds nothing', async () => {
    const { db } = tempStore();
    const first = await ingestRecords(db, lines);
    expect(first.problems).toEqual([]);
    expect(first.summary).toMatchObject({ read: records.length, added: records.length, duplicates: 0, failed: 0 });
    const expectedQuotes = records.reduce((n, r) => n + analyze(r.text, { published: r.date, title: r.title }).quotes.length, 0);
    expect(expectedQuotes).toBeGreaterThan(100);
    expect(stats(db)).toMatchObject({ articles: records.length, quotes: expectedQuotes });

    const rows = db.prepare('SELECT q.text, q.spans, a.text AS article FROM quotes q JOIN articles a ON a.id = q.article_id').all() as { text: string; spans: string; article: string }[];
    for (const r of rows) {
      const fragments = (JSON.parse(r.spans) as [number, number][]).map(([s, e]) => r.article.slice(s, e));
      expect(fragments.join(' … ')).toBe(r.text);
    }

    const again = await ingestRecords(db, lines);
    expect(again.summary).toMatchObject({ read: records.length, added: 0, duplicates: records.length, quotes: 0 });
    expect(stats(db)).toMatchObject({ articles: records.length, quotes: expectedQuotes });
  });

  it('makes one speaker of a person quoted in several articles, with titles, outlets and first/last seen', async () => {
    const { db } = tempStore();
    await ingestRecords(db, lines);
    const top = speakers(db, { top: 50 });
    // Every speaker key is unique: the same person in many articles is one row.
    const keys = top.map((s) => `${s.type}:${nameKey(s.name)}`);
    expect(new Set(keys).size).toBe(keys.length);
    const multi = top.find((s) => s.type === 'person' && s.articles >= 3);
    expect(multi, 'a person quoted in three or more articles').toBeDefined();
    const dates = db.prepare(`SELECT min(a.date) AS first, max(a.date) AS last, count(DISTINCT a.id) AS n FROM quotes q
      JOIN articles a ON a.id = q.article_id JOIN speakers s ON s.id = q.speaker_id WHERE s.name = ?`).get(multi!.name) as { first: string; last: string; n: number };
    expect(multi).toMatchObject({ firstSeen: dates.first, lastSeen: dates.last, articles: dates.n, outlets: ['Wikinews (en.wikinews.org)'] });
    expect(multi!.firstSeen! < multi!.lastSeen!).toBe(true);
    expect(top.some((s) => s.titles.length > 0)).toBe(true);
  });

  it('counts named and unnamed sources per outlet', async () => {
    const { db } = tempStore();
    await ingestRecords(db, lines);
    const [wikinews] = outlets(db);
    const q = db.prepare('SELECT count(*) AS n, sum(anonymous) AS unnamed FROM quotes').get() as { n: number; unnamed: number };
    expect(wikinews).toMatchObject({ outlet: 'Wikinews (en.wikinews.org)', articles: records.length, quotes: q.n, unnamed: q.unnamed });
    expect(wikinews!.named + wikinews!.unnamed).toBeLessThanOrEqual(q.n);
    expect(wikinews!.unnamedShare).toBeCloseTo(q.unnamed / q.n, 3);
  });
});
