import { describe, it, expect, beforeAll } from 'vitest';
import path from 'node:path';
import { run } from '../cli/helpers.js';
import { SCHEMA_VERSION } from '../../src/store/schema.js';
import { jsonlLines, SAMPLE, tempDir } from './helpers.js';

let db: string;
const records = jsonlLines(SAMPLE).map((l) => JSON.parse(l) as { id: string; text: string });

/** Rows of RFC 4180 CSV (quoted fields may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') { field += '"'; i++; } else if (c === '"') quoted = false; else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') { row.push(field); field = ''; }
    else if (c === '\r' && text[i + 1] === '\n') { row.push(field); rows.push(row); row = []; field = ''; i++; }
    else field += c;
  }
  return rows;
}

beforeAll(async () => {
  db = path.join(tempDir(), 'sample.db');
  const r = await run(['ingest', SAMPLE, '--db', db, '--threads', '0']);
  expect(r.code).toBe(0);
});

describe('stats, speakers, outlets, export', () => {
  it('stats --format json counts what export writes', async () => {
    const stats = JSON.parse((await run(['stats', '--db', db, '--format', 'json'])).stdout) as Record<string, number>;
    expect(stats).toMatchObject({ articles: records.length, schemaVersion: SCHEMA_VERSION });
    for (const key of ['quotes', 'speakers', 'organizations', 'outlets', 'syndicatedGroups', 'namedQuotes', 'unnamedQuotes']) expect(typeof stats[key]).toBe('number');

    const exported = (await run(['export', '--db', db])).stdout.trimEnd().split('\n').map((l) => JSON.parse(l) as {
      id: string; text: string; date: string | null; quotes: { spans: [number, number][]; text: string; time: { text: string; date: string | null } | null }[];
    });
    expect(exported.map((a) => a.id)).toEqual(records.map((r) => r.id));
    expect(exported.reduce((n, a) => n + a.quotes.length, 0)).toBe(stats.quotes);
    for (const a of exported) {
      for (const q of a.quotes) expect(q.spans.map(([s, e]) => a.text.slice(s, e)).join(' … ')).toBe(q.text);
    }
    // when a statement was made is stored, resolved against the article's date (none is later than the article)
    const timed = exported.flatMap((a) => a.quotes.filter((q) => q.time?.date).map((q) => ({ article: a.date, time: q.time! })));
    expect(timed.length).toBeGreaterThan(0);
    for (const t of timed) expect(t.article === null || t.time.date! <= t.article).toBe(true);

    const csv = parseCsv((await run(['export', '--db', db, '--format', 'csv'])).stdout);
    expect(csv[0]).toEqual(['quote_id', 'article_id', 'url', 'outlet', 'date', 'title', 'kind', 'text', 'speaker', 'speaker_type',
      'anonymous', 'description', 'cue', 'source', 'addressee', 'medium', 'time', 'time_date', 'rule', 'confidence', 'spans']);
    expect(csv).toHaveLength(stats.quotes! + 1);
    expect(csv.slice(1).every((r) => r.length === csv[0]!.length)).toBe(true);
  });

  it('speakers --format json lists the most quoted first; outlets add up to the totals', async () => {
    const top = JSON.parse((await run(['speakers', '--db', db, '--top', '5', '--format', 'json'])).stdout) as { quotes: number; name: string }[];
    expect(top.length).toBeGreaterThan(0);
    expect(top.length).toBeLessThanOrEqual(5);
    expect(top.map((s) => s.quotes)).toEqual([...top.map((s) => s.quotes)].sort((a, b) => b - a));
    const outlets = JSON.parse((await run(['outlets', '--db', db, '--format', 'json'])).stdout) as { articles: number; quotes: number }[];
    const stats = JSON.parse((await run(['stats', '--db', db, '--format', 'json'])).stdout) as { articles: number; quotes: number };
    expect(outlets.reduce((n, o) => n + o.articles, 0)).toBe(stats.articles);
    expect(outlets.reduce((n, o) => n + o.quotes, 0)).toBe(stats.quotes);
  });

  it('refuses bad option values in one line', async () => {
    const threads = await run(['ingest', SAMPLE, '--db', db, '--threads', 'many']);
    expect(threads.code).toBe(64);
    expect(threads.stderr).toBe('whosaid: --threads must be a whole number from 0 to 256, not "many".\n');
    const top = await run(['speakers', '--db', db, '--top', '0']);
    expect(top.code).toBe(64);
    expect(top.stderr).toBe('whosaid: --top must be a whole number above 0, not "0".\n');
    const since = await run(['search', 'x', '--db', db, '--since', '2020-13-01']);
    expect(since.code).toBe(64);
    expect(since.stderr).toBe('whosaid: --since must be a date as YYYY-MM-DD, not "2020-13-01".\n');
  });
});
