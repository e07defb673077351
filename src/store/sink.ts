import type { ArticleMeta } from '../io/sources/types.js';
import type { QuoteFields } from './rows.js';

/** An analyzed article ready to store. */
export interface ArticleToStore {
  /** The article's identity: `articleHash(text, url)` of the text as read (see normalize.ts). */
  hash: string;
  meta: ArticleMeta;
  /** Where it came from: file and line or record. */
  origin: string;
  /** The text the analysis's offsets refer to (extracted text for HTML). */
  text: string;
  title: string | null;
  /** Every quote, as stored (see rows.ts). */
  quotes: QuoteFields[];
}

/** What one `write` added. */
export interface WriteCounts {
  /** Articles newly stored (an article already stored is skipped, not counted). */
  articles: number;
  /** Quotes of the newly stored articles. */
  quotes: number;
}

/**
 * Where an ingest stores what it analyzed: the seam between the ingest orchestration (sources →
 * analysis pool → store, in ingest.ts) and a database. `StoreWriter` (writer.ts) is the SQLite one;
 * a PostgreSQL writer implements the same three calls.
 *
 * The contract the orchestration relies on:
 * - `has(hash)`: whether an article with this identity is stored already; such an article is not
 *   analyzed again. It may answer `false` for one being written: `write` must then skip it.
 * - `write(batch)`: stores the batch atomically — every article with all its quotes, or none of
 *   them (an interrupted ingest never leaves a partial article) — skipping articles already stored
 *   (idempotent), and says how many were new. Calls never overlap: the next `write` starts after the
 *   previous one settled. A rejection (or throw) stops the ingest with that error.
 * - `close()`: called once when the run ends, after the last write, also when it failed. It releases
 *   what the sink holds for the run, not the database handle the caller gave it.
 *
 * Every method may answer synchronously (SQLite) or with a promise (a database over the network).
 */
export interface ArticleSink {
  has(hash: string): boolean | Promise<boolean>;
  write(batch: readonly ArticleToStore[]): WriteCounts | Promise<WriteCounts>;
  close(): void | Promise<void>;
}
