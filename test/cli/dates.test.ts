import { describe, it, expect } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { run } from './helpers.js';

// analyze --jsonl and ingest read a record's dates alike: a date-time's day is the publication date, an impossible
// "published" fails the record with its own message, an impossible "date" is left out.
const LINES = [
  '{"id":"a","text":"Smith said the plan works.","published":"2020-99-99"}',
  '{"id":"b","text":"Smith said yesterday that the plan works.","published":"2021-05-05T10:00:00Z"}',
  '{"id":"c","text":"Smith said the plan works.","date":"2021-13-01"}',
].join('\n') + '\n';

describe('record dates', () => {
  it('analyze --jsonl: the day of a date-time, an impossible "published" refused, an impossible "date" ignored', async () => {
    const r = await run(['analyze', '--jsonl'], LINES);
    expect(r.code).toBe(1);
    const [a, b, c] = r.stdout.trim().split('\n').map((l) => JSON.parse(l) as Record<string, any>);
    expect(a!.error.code).toBe('WHOSAID_BAD_OPTION');
    expect(a!.error.message).toContain('2020-99-99');
    expect(b!.quotes[0].time).toMatchObject({ text: 'yesterday', date: '2021-05-04' });
    expect(c!.quotes[0].time).toBeNull();
    expect(c!.error).toBeUndefined();
  });

  it('ingest: the same, the bad record skipped with the same message', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'whosaid-dates-'));
    const file = path.join(dir, 'd.jsonl'), db = path.join(dir, 'd.db');
    fs.writeFileSync(file, LINES);
    const r = await run(['ingest', file, '--db', db]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('"published" must be a date as YYYY-MM-DD');
    expect(r.stderr).not.toContain('not valid JSON');
    const out = await run(['export', '--db', db]);
    const dates = Object.fromEntries(out.stdout.trim().split('\n').map((l) => JSON.parse(l) as Record<string, any>).map((x) => [x.id ?? x.article?.id, x.date ?? x.article?.date ?? null]));
    expect(dates).toEqual({ b: '2021-05-05', c: null });
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
