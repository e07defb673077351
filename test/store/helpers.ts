import { closeSync, mkdtempSync, openSync, readFileSync, readSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { openStore, type StoreDb } from '../../src/store/db.js';
import { ingest, type IngestSummary } from '../../src/store/ingest.js';
import type { SourceProblem } from '../../src/io/sources/types.js';

/** The big public-domain corpus, read from ../shared at run time (never copied into the repo). */
export const CONGRESS = path.resolve('../shared/corpora/congress-press/articles.jsonl');
export const SAMPLE = 'examples/corpus/sample.jsonl';

/** A fresh temporary directory. */
export function tempDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'whosaid-store-'));
}

/** Lines of a JSONL file (non-blank). */
export function jsonlLines(file: string): string[] {
  return readFileSync(file, 'utf8').split('\n').filter((l) => l.trim() !== '');
}

/** The first `n` non-blank lines of a large JSONL file, read only as far as needed. */
export function readFirstLines(file: string, n: number): string[] {
  const lines: string[] = [];
  const fd = openSync(file, 'r');
  try {
    const chunk = Buffer.alloc(1 << 20);
    let rest = '';
    for (let got; lines.length < n && (got = readSync(fd, chunk, 0, chunk.length, null)) > 0;) {
      const parts = (rest + chunk.toString('utf8', 0, got)).split('\n');
      rest = parts.pop()!;
      lines.push(...parts.filter((l) => l.trim() !== ''));
    }
  } finally {
    closeSync(fd);
  }
  return lines.slice(0, n);
}

/** Ingests JSONL records in-process (analysis in the main thread) into `db`; returns the summary and the problems. */
export async function ingestRecords(db: StoreDb, records: readonly (string | object)[], dir = tempDir()): Promise<{ summary: IngestSummary; problems: SourceProblem[] }> {
  const file = path.join(dir, `input-${Date.now()}-${Math.random().toString(36).slice(2)}.jsonl`);
  writeFileSync(file, `${records.map((r) => (typeof r === 'string' ? r : JSON.stringify(r))).join('\n')}\n`);
  const problems: SourceProblem[] = [];
  const summary = await ingest(db, [file], Readable.from([]), { threads: 0, onProblem: (p) => problems.push(p) });
  return { summary, problems };
}

/** A new database in a temporary directory. */
export function tempStore(): { db: StoreDb; file: string; dir: string } {
  const dir = tempDir();
  const file = path.join(dir, 'test.db');
  return { db: openStore(file), file, dir };
}
