// Backpressure of the queue producer: with no worker running, `whosaid ingest --queue` on the whole
// press-release corpus keeps the waiting jobs at or below --max-queued and waits; enqueuing the same
// articles again adds nothing (job id = content hash). Needs WHOSAID_TEST_PG and WHOSAID_TEST_REDIS.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDb, freshQueue, PRESS, pressSlice, run, start, tempDir, until, type TestDb } from './queue-helpers.js';

let db: TestDb;
let q: ReturnType<typeof freshQueue>;
let tmp: ReturnType<typeof tempDir>;

beforeAll(async () => { db = await freshDb(); q = freshQueue(); tmp = tempDir(); });
afterAll(async () => { await q?.drop(); await db?.drop(); tmp?.remove(); });

async function queued(): Promise<number> {
  const c = await q.queue.getJobCounts('wait', 'prioritized', 'delayed', 'active');
  return (c.wait ?? 0) + (c.prioritized ?? 0) + (c.delayed ?? 0) + (c.active ?? 0);
}

describe('ingest --queue with no worker', () => {
  it('keeps at most --max-queued jobs waiting, and waits while the queue is full', async () => {
    const cap = 300;
    const producer = start(['ingest', PRESS, '--queue', q.redis, '--queue-name', q.name, '--db', db.url, '--max-queued', String(cap)]);
    try {
      await until(async () => (await queued()) >= cap - 100, `the queue to fill (producer: ${producer.out.stderr})`);
      // Watch it for a while: full, and never over the cap.
      let most = 0;
      for (const end = Date.now() + 8000; Date.now() < end;) {
        most = Math.max(most, await queued());
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(most).toBeGreaterThanOrEqual(cap - 100);
      expect(most).toBeLessThanOrEqual(cap);
      // The producer is still there, waiting for room, not done and not failed.
      expect(producer.child.exitCode).toBeNull();
      expect(await queued()).toBeLessThanOrEqual(cap);
    } finally {
      producer.child.kill('SIGKILL');
      await producer.exited;
    }
  });

  it('enqueuing the same articles twice adds nothing: the job id is the content hash', async () => {
    const q2 = freshQueue();
    try {
      const file = await pressSlice(tmp.dir, 50);
      for (let i = 0; i < 2; i++) {
        const r = await run(['ingest', file, '--queue', q2.redis, '--queue-name', q2.name, '--db', db.url, '--no-wait']);
        expect(r.code, r.stderr).toBe(0);
        expect(r.stdout).toMatch(/^50 records read: 50 enqueued, 0 already stored, 0 failed to read\.\n$/);
      }
      expect(await q2.queue.getWaitingCount()).toBe(50);
    } finally {
      await q2.drop();
    }
  });
});
