import { describe, it, expect } from 'vitest';
import path from 'node:path';
import { runJob } from '../../src/store/analysis-job.js';
import { openStore } from '../../src/store/db.js';
import { articleHash } from '../../src/store/normalize.js';
import type { ArticleToStore } from '../../src/store/sink.js';
import { StoreWriter } from '../../src/store/writer.js';
import { CONGRESS, readFirstLines, tempDir } from './helpers.js';

/** The first press releases analyzed as a worker does it, ready to store. */
function pressReleases(n: number): ArticleToStore[] {
  return readFirstLines(CONGRESS, n).map((line, seq) => {
    const r = JSON.parse(line) as { id: string; text: string; date: string; title: string; outlet?: string };
    const result = runJob({ seq, text: r.text, html: false, published: r.date, title: r.title });
    if (!result.ok) throw new Error(result.message);
    return { hash: articleHash(r.text, undefined), meta: { id: r.id, date: r.date, title: r.title }, origin: `${CONGRESS}:${seq + 1}`,
      text: result.text ?? r.text, title: result.title, quotes: result.quotes };
  });
}

describe('the SQLite writer', () => {
  it('keeps speakers whole when two connections write in turn, as one writer does (remembered speakers are dropped when another wrote)', () => {
    const articles = pressReleases(80);
    const dir = tempDir();
    const one = openStore(path.join(dir, 'one.db'));
    const single = new StoreWriter(one);
    for (const a of articles) single.write([a]);

    const file = path.join(dir, 'two.db');
    const [dbA, dbB] = [openStore(file), openStore(file)];
    const [a, b] = [new StoreWriter(dbA), new StoreWriter(dbB)];
    articles.forEach((article, i) => (i % 2 === 0 ? a : b).write([article]));

    const speakers = 'SELECT type, key, name, titles, first_seen, last_seen FROM speakers ORDER BY type, key';
    const expected = one.prepare(speakers).all();
    expect(expected.length).toBeGreaterThan(5);
    // Someone is quoted in several articles with widening dates, so the test covers what a stale memory would lose.
    expect((one.prepare('SELECT count(*) AS n FROM speakers WHERE first_seen < last_seen').get() as { n: number }).n).toBeGreaterThan(0);
    expect(dbA.prepare(speakers).all()).toEqual(expected);
    const quotes = 'SELECT a.hash, q.seq, q.text, s.type, s.key FROM quotes q JOIN articles a ON a.id = q.article_id LEFT JOIN speakers s ON s.id = q.speaker_id ORDER BY a.hash, q.seq';
    expect(dbB.prepare(quotes).all()).toEqual(one.prepare(quotes).all());
    for (const db of [one, dbA, dbB]) db.close();
  });
});
