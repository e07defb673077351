// The integration test of the queue: a few thousand press releases through two `whosaid worker`
// processes; one is killed with SIGKILL while it holds active jobs (asserted: the jobs BullMQ shows as
// active with that worker's name, read while it is frozen). The run completes, every article is stored
// once, and the quote count equals a SQLite ingest of the same input. Needs WHOSAID_TEST_PG/REDIS.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDb, freshQueue, pressSlice, run, start, statsOf, tempDir, until, type Running, type TestDb } from './queue-helpers.js';

const ARTICLES = 3000;
// About 4 minutes on a loaded 2-core machine (the SQLite reference ingest runs beside the queue).

let db: TestDb;
let q: ReturnType<typeof freshQueue>;
let tmp: ReturnType<typeof tempDir>;
const running: Running[] = [];

beforeAll(async () => { db = await freshDb(); q = freshQueue(); tmp = tempDir(); });
afterAll(async () => {
  for (const p of running) p.child.kill('SIGKILL');
  await q?.drop();
  await db?.drop();
  tmp?.remove();
});

function worker(name: string): Running {
  // Short locks and stalled checks, so a killed worker's jobs come back within seconds.
  const w = start(['worker', '--queue', q.redis, '--queue-name', q.name, '--db', db.url, '--concurrency', '1', '--name', name,
    '--lock-ms', '4000', '--stalled-ms', '2000']);
  running.push(w);
  return w;
}

async function storedCount(): Promise<number> {
  // Until the first process has migrated the fresh database there is no table: nothing stored yet.
  if ((await db.query("SELECT 1 FROM pg_tables WHERE tablename = 'articles'")).length === 0) return 0;
  return (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM articles'))[0]!.n;
}

describe('two workers, one killed with kill -9 while it holds a job', () => {
  it('loses nothing: every article stored once, the same quotes as the SQLite path', async () => {
    const file = await pressSlice(tmp.dir, ARTICLES);
    const sqlite = path.join(tmp.dir, 'reference.db');
    const reference = run(['ingest', file, '--db', sqlite, '--quiet', '--threads', '1']);

    const w1 = worker('w1');
    const w2 = worker('w2');
    const producer = start(['ingest', file, '--queue', q.redis, '--queue-name', q.name, '--db', db.url, '--max-queued', '500']);
    running.push(producer);

    // Well into the run (at least 10% stored), freeze w1 and look at what it holds.
    await until(async () => (await storedCount()) >= ARTICLES / 10, 'a tenth of the articles to be stored', 240_000, 250);
    w1.child.kill('SIGSTOP');
    const held = (await q.queue.getActive()).filter((j) => j.processedBy === 'w1').map((j) => j.id!);
    expect(held.length, 'w1 holds at least one active job when it is killed').toBeGreaterThan(0);
    const before = await storedCount();
    expect(before).toBeLessThan(ARTICLES * 0.9);
    w1.child.kill('SIGKILL');
    expect(await w1.exited).toBeNull();

    // The producer waits until all are processed: w1's jobs come back (stalled) and w2 takes them.
    const code = await producer.exited;
    expect(code, producer.out.stderr).toBe(0);
    const ref = await reference;
    expect(ref.code, ref.stderr).toBe(0);
    const expected = await statsOf(sqlite);
    expect(producer.out.stdout).toContain(`${ARTICLES} records read: ${expected.articles as number} enqueued`);
    expect(producer.out.stdout).toMatch(new RegExp(`${expected.articles as number} processed: \\d+ stored, \\d+ stored by an earlier run, 0 failed`));

    const counts = (await db.query<{ n: number; hashes: number }>('SELECT count(*)::int AS n, count(DISTINCT hash)::int AS hashes FROM articles'))[0]!;
    expect(counts).toEqual({ n: expected.articles, hashes: expected.articles });
    const got = await statsOf(db.url);
    expect(got.quotes).toBe(expected.quotes);
    expect(got.quotesByKind).toEqual(expected.quotesByKind);
    // The jobs w1 held when it died were stored (by w2), once each.
    const heldStored = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM articles WHERE hash = ANY($1::text[])', [held]);
    expect(heldStored[0]!.n).toBe(held.length);
    expect((await q.queue.getFailed()).length).toBe(0);

    w2.child.kill('SIGTERM');
    expect(await w2.exited).toBe(0);
  }, 600_000);
});
