import type { Database } from 'better-sqlite3';
import { keyHash, quoteKey } from './normalize.js';

/** One schema step: applied once, in order, inside a transaction; `PRAGMA user_version` records the last. */
interface Migration {
  version: number;
  description: string;
  up(db: Database): void;
}

/** The ordered schema history. Append only: a database made by any earlier version must still open. */
export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    description: 'articles, speakers, quotes, full-text index of quotes',
    up: (db) => db.exec(`
      CREATE TABLE articles (
        id INTEGER PRIMARY KEY,
        hash TEXT NOT NULL UNIQUE,
        ext_id TEXT, url TEXT, outlet TEXT, date TEXT, title TEXT,
        origin TEXT NOT NULL,
        text TEXT NOT NULL,
        ingested_at TEXT NOT NULL
      );
      CREATE INDEX articles_outlet ON articles(outlet);
      CREATE INDEX articles_date ON articles(date);
      CREATE TABLE speakers (
        id INTEGER PRIMARY KEY,
        type TEXT NOT NULL CHECK (type IN ('person', 'organization')),
        key TEXT NOT NULL,
        name TEXT NOT NULL,
        titles TEXT NOT NULL DEFAULT '[]',
        first_seen TEXT, last_seen TEXT,
        UNIQUE (type, key)
      );
      CREATE TABLE quotes (
        id INTEGER PRIMARY KEY,
        article_id INTEGER NOT NULL REFERENCES articles(id),
        seq INTEGER NOT NULL,
        kind TEXT NOT NULL,
        text TEXT NOT NULL,
        spans TEXT NOT NULL,
        cue TEXT, source TEXT,
        speaker_id INTEGER REFERENCES speakers(id),
        speaker_name TEXT,
        anonymous INTEGER NOT NULL,
        description TEXT, addressee TEXT, medium TEXT,
        rule TEXT NOT NULL,
        confidence REAL NOT NULL
      );
      CREATE INDEX quotes_article ON quotes(article_id);
      CREATE INDEX quotes_speaker ON quotes(speaker_id);
      CREATE VIRTUAL TABLE quotes_fts USING fts5(text, speaker_name, content='quotes', content_rowid='id');
    `),
  },
  {
    version: 2,
    description: 'syndication: a normalized key per quote, to group the same quote across articles',
    up: (db) => {
      db.exec('ALTER TABLE quotes ADD COLUMN norm_key TEXT; CREATE INDEX quotes_norm_key ON quotes(norm_key);');
      // Backfill the quotes a version-1 database already holds.
      const update = db.prepare('UPDATE quotes SET norm_key = ? WHERE id = ?');
      // In pages: a statement cannot write while another is still reading.
      const page = db.prepare('SELECT id, text FROM quotes WHERE id > ? ORDER BY id LIMIT 5000');
      for (let rows = page.all(0) as { id: number; text: string }[]; rows.length > 0; rows = page.all(rows[rows.length - 1]!.id) as typeof rows) {
        for (const row of rows) update.run(quoteKey(row.text), row.id);
      }
    },
  },
  {
    version: 3,
    description: 'when each statement was made: the time phrase as written and the date it resolves to',
    up: (db) => db.exec('ALTER TABLE quotes ADD COLUMN time_text TEXT; ALTER TABLE quotes ADD COLUMN time_date TEXT; CREATE INDEX quotes_time_date ON quotes(time_date);'),
  },
  {
    version: 4,
    description: 'syndication groups found by a 53-bit hash of the key: an index of numbers instead of the whole normalized text (a third of an ingest\'s store time)',
    up: (db) => {
      db.function('key_hash', { deterministic: true }, (key: unknown) => (typeof key === 'string' ? keyHash(key) : null));
      db.exec(`ALTER TABLE quotes ADD COLUMN norm_hash INTEGER;
        UPDATE quotes SET norm_hash = key_hash(norm_key) WHERE norm_key IS NOT NULL;
        DROP INDEX quotes_norm_key;
        CREATE INDEX quotes_norm_hash ON quotes(norm_hash);`);
    },
  },
];

/** The version a fresh database gets. */
export const SCHEMA_VERSION = MIGRATIONS[MIGRATIONS.length - 1]!.version;

/** Applies the migrations after the database's version, up to `target`; returns the version reached. */
export function migrate(db: Database, target = SCHEMA_VERSION): number {
  let version = db.pragma('user_version', { simple: true }) as number;
  for (const m of MIGRATIONS) {
    if (m.version <= version || m.version > target) continue;
    db.transaction(() => {
      m.up(db);
      db.pragma(`user_version = ${m.version}`);
    }).immediate();
    version = m.version;
  }
  return version;
}
