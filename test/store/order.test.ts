import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, it, expect } from 'vitest';
import { openStore } from '../../src/store/db.js';
import { exportJsonl } from '../../src/store/export.js';
import { ingest } from '../../src/store/ingest.js';
import { tempDir } from './helpers.js';

// Worker threads run the build's compiled worker (`npm run build`).
const CORPUS = 'examples/corpus';

async function exported(threads: number): Promise<{ lines: string[]; added: number }> {
  const db = openStore(path.join(tempDir(), 'order.db'));
  try {
    const summary = await ingest(db, [CORPUS], Readable.from([]), { threads });
    return { lines: [...exportJsonl(db)], added: summary.added };
  } finally {
    db.close();
  }
}

describe('ingest order', () => {
  it('stores the articles in the order read whatever order the workers finish them: two threads give the same ids as one', async () => {
    const inline = await exported(0);
    const threaded = await exported(2);
    // the bundled corpus: 293 records, 20 of them repeated in other files (syndication) and stored once
    expect(inline.added).toBeGreaterThan(250);
    expect(threaded.added).toBe(inline.added);
    expect(threaded.lines.length).toBe(inline.lines.length);
    // ids, titles seen in order, every field: line for line the same
    expect(threaded.lines).toEqual(inline.lines);
  }, 120_000);
});
