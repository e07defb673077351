import { describe, it, expect } from 'vitest';
import path from 'node:path';
import { writeFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { ingestInto } from '../../src/store/ingest.js';
import type { ArticleSink, ArticleToStore, WriteCounts } from '../../src/store/sink.js';
import { StoreWriter } from '../../src/store/writer.js';
import { stats } from '../../src/store/queries.js';
import { ingestRecords, jsonlLines, SAMPLE, tempStore } from './helpers.js';

/** The SQLite writer answering through promises after a macrotask, as a database over the network does. */
class DelayedSink implements ArticleSink {
  readonly writes: number[] = [];
  closed = 0;
  #active = 0;
  readonly #writer: StoreWriter;
  constructor(writer: StoreWriter) {
    this.#writer = writer;
  }
  async has(hash: string): Promise<boolean> {
    await new Promise((r) => setImmediate(r));
    return this.#writer.has(hash);
  }
  async write(batch: readonly ArticleToStore[]): Promise<WriteCounts> {
    if (this.#active++ > 0) throw new Error('writes overlapped');
    await new Promise((r) => setTimeout(r, 5));
    this.writes.push(batch.length);
    const counts = this.#writer.write(batch);
    this.#active--;
    return counts;
  }
  async close(): Promise<void> {
    await new Promise((r) => setImmediate(r));
    this.closed++;
  }
}

describe('ingest through an ArticleSink (the seam a PostgreSQL store plugs into)', () => {
  const lines = jsonlLines(SAMPLE);

  it('an asynchronous sink stores what the SQLite ingest stores, one write at a time, and is closed once', async () => {
    const direct = tempStore();
    const expected = await ingestRecords(direct.db, lines);

    const { db, dir } = tempStore();
    const file = path.join(dir, 'input.jsonl');
    writeFileSync(file, `${lines.join('\n')}\n`);
    const sink = new DelayedSink(new StoreWriter(db));
    const summary = await ingestInto(sink, [file], Readable.from([]), { threads: 0, batchSize: 7 });
    expect(summary).toEqual(expected.summary);
    expect(stats(db)).toEqual(stats(direct.db));
    // Batches of 7 (the last one shorter); the duplicates in the sample never reach a write twice.
    expect(sink.writes.slice(0, -1).every((n) => n === 7)).toBe(true);
    expect(sink.writes.reduce((a, b) => a + b, 0)).toBe(summary.added);
    expect(sink.closed).toBe(1);

    const again = await ingestInto(sink, [file], Readable.from([]), { threads: 0 });
    expect(again).toMatchObject({ read: lines.length, added: 0, duplicates: lines.length, quotes: 0 });
    expect(sink.closed).toBe(2);
  });

  it('a failing write stops the ingest with its error, and the sink is still closed', async () => {
    const { db, dir } = tempStore();
    const file = path.join(dir, 'input.jsonl');
    writeFileSync(file, `${lines.join('\n')}\n`);
    let closed = false;
    const writer = new StoreWriter(db);
    const sink: ArticleSink = {
      has: (hash) => writer.has(hash),
      write: () => Promise.reject(new Error('disk full')),
      close: () => { closed = true; },
    };
    await expect(ingestInto(sink, [file], Readable.from([]), { threads: 0, batchSize: 5 })).rejects.toThrow('disk full');
    expect(closed).toBe(true);
    expect(stats(db).articles).toBe(0);
  });
});
