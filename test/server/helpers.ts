import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { openStore } from '../../src/store/db.js';
import { ingest } from '../../src/store/ingest.js';

/** The bundled sample corpus (Wikinews and congressional press releases; sample.jsonl repeats 20 of them). */
export const SAMPLE = 'examples/corpus';

/** A fresh temporary directory for one test file. */
export function tempDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'server-test-'));
}

/** A database made by ingesting the bundled sample corpus with the real ingest (analysis in this thread). */
export async function sampleDb(dir = tempDir()): Promise<string> {
  const file = path.join(dir, 'sample.db');
  const db = openStore(file);
  try {
    const summary = await ingest(db, [SAMPLE], Readable.from([]), { threads: 0 });
    if (summary.added < 200 || summary.failed > 0) throw new Error(`sample ingest went wrong: ${JSON.stringify(summary)}`);
  } finally {
    db.close();
  }
  return file;
}
