// A poisoned article: a real record whose text is one character over the engine's size limit
// (MAX_INPUT_LENGTH) makes the analyzer throw. Its job is retried, then lands in BullMQ's failed set and
// in the failed table, and `whosaid failed` lists it with its error, while the other articles go through.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_INPUT_LENGTH } from '../../src/errors.js';
import { freshDb, freshQueue, pressSlice, run, start, tempDir, type Running, type TestDb } from './queue-helpers.js';

let db: TestDb;
let q: ReturnType<typeof freshQueue>;
let tmp: ReturnType<typeof tempDir>;
let worker: Running | undefined;

beforeAll(async () => { db = await freshDb(); q = freshQueue(); tmp = tempDir(); });
afterAll(async () => {
  worker?.child.kill('SIGKILL');
  await q?.drop();
  await db?.drop();
  tmp?.remove();
});

describe('an article that crashes the analyzer', () => {
  it('is retried, then failed with its error and listed by whosaid failed; the rest is stored', async () => {
    const good = await pressSlice(tmp.dir, 40);
    // A press release repeated to one character over the limit: a real text, too long to analyze.
    const first = JSON.parse(readFileSync(good, 'utf8').split('\n')[0]!) as { text: string };
    let text = first.text;
    while (text.length <= MAX_INPUT_LENGTH) text += `\n\n${first.text}`;
    const poison = path.join(tmp.dir, 'poison.jsonl');
    writeFileSync(poison, `${JSON.stringify({ id: 'poison', url: 'https://example.org/too-long', text: text.slice(0, MAX_INPUT_LENGTH + 1) })}\n`);

    worker = start(['worker', '--queue', q.redis, '--queue-name', q.name, '--db', db.url, '--concurrency', '1', '--name', 'poison-worker']);
    const r = await run(['ingest', poison, good, '--queue', q.redis, '--queue-name', q.name, '--db', db.url, '--attempts', '3', '--backoff-ms', '100']);
    expect(r.code, r.stderr).toBe(1);
    expect(r.stdout).toContain('41 records read: 41 enqueued');
    expect(r.stdout).toContain('41 processed: 40 stored, 0 stored by an earlier run, 1 failed');

    // In BullMQ's failed set after three tries, with the analyzer's message.
    const failed = await q.queue.getFailed();
    expect(failed).toHaveLength(1);
    expect(failed[0]!.attemptsMade).toBe(3);
    expect(failed[0]!.failedReason).toBe('the text has 10,000,001 characters; the limit is 10,000,000.');

    const listed = await run(['failed', '--db', db.url, '--queue', q.redis, '--queue-name', q.name, '--format', 'json']);
    expect(listed.code, listed.stderr).toBe(0);
    const rows = JSON.parse(listed.stdout) as { id: string; code: string; error: string; attempts: number; where: string; origin: string }[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: 'poison', code: 'WHOSAID_INPUT_TOO_LARGE', attempts: 3, where: 'database', origin: `${poison}:1` });
    expect(rows[0]!.error).toContain('10,000,001 characters');
    const table = await run(['failed', '--db', db.url]);
    expect(table.stdout).toMatch(/\n\s+3 {2}\S+ \S+ {2}WHOSAID_INPUT_TOO_LARGE {2}.*poison\.jsonl:1 {2}the text has 10,000,001 characters/);

    const stored = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM articles');
    expect(stored[0]!.n).toBe(40);

    // SIGTERM: the worker stops taking jobs, finishes, says what it did, exits 0.
    worker.child.kill('SIGTERM');
    expect(await worker.exited).toBe(0);
    expect(worker.out.stderr).toMatch(/worker poison-worker stopped: 40 articles stored \(\d+ quotes\), 0 already stored, 1 failed/);
  });
});
