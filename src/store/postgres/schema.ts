import type pg from 'pg';
import { WhosaidError } from '../../errors.js';

/** One schema step, applied once, in order, in its own transaction; `whosaid_schema` records it. */
interface Migration {
  version: number;
  description: string;
  sql: string;
}

/**
 * The PostgreSQL schema history: the ideas of the SQLite store (src/store/schema.ts) in PostgreSQL's
 * terms — identity keys, jsonb for lists, a generated tsvector with a GIN index instead of FTS5.
 * Append only: a database made by any earlier version must still open.
 */
export const PG_MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    description: 'articles, speakers, quotes with syndication keys and a full-text index',
    sql: `
      CREATE TABLE articles (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        hash text NOT NULL UNIQUE,
        ext_id text, url text, outlet text, date text, title text,
        origin text NOT NULL,
        text text NOT NULL,
        ingested_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX articles_outlet ON articles (outlet);
      CREATE INDEX articles_date ON articles (date);
      CREATE TABLE speakers (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        type text NOT NULL CHECK (type IN ('person', 'organization')),
        key text NOT NULL,
        name text NOT NULL,
        titles jsonb NOT NULL DEFAULT '[]',
        first_seen text, last_seen text,
        UNIQUE (type, key)
      );
      CREATE TABLE quotes (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        article_id bigint NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
        seq integer NOT NULL,
        kind text NOT NULL,
        text text NOT NULL,
        spans jsonb NOT NULL,
        cue text, source text,
        speaker_id bigint REFERENCES speakers (id),
        speaker_name text,
        -- nameKey(speaker_name): the --speaker filter matches names folded the same way as speakers.
        speaker_key text,
        anonymous boolean NOT NULL,
        description text, addressee text, medium text,
        rule text NOT NULL,
        confidence double precision NOT NULL,
        norm_key text,
        -- The 'simple' configuration: no stemming and no stop words, as the SQLite store's FTS5 index.
        tsv tsvector GENERATED ALWAYS AS (
          setweight(to_tsvector('simple', text), 'A') || setweight(to_tsvector('simple', coalesce(speaker_name, '')), 'B')) STORED,
        UNIQUE (article_id, seq)
      );
      CREATE INDEX quotes_speaker ON quotes (speaker_id);
      -- A hash index: a syndication key is a whole quote, longer than a btree entry may be (2704 bytes).
      CREATE INDEX quotes_norm_key ON quotes USING hash (norm_key);
      CREATE INDEX quotes_tsv ON quotes USING gin (tsv);
    `,
  },
  {
    version: 2,
    description: 'failed: articles the analyzer could not take after their retries (queue workers)',
    sql: `
      CREATE TABLE failed (
        job_id text PRIMARY KEY,
        origin text, ext_id text, url text,
        code text NOT NULL,
        error text NOT NULL,
        attempts integer NOT NULL,
        failed_at timestamptz NOT NULL DEFAULT now()
      );
    `,
  },
  {
    version: 3,
    description: 'when each statement was made: the time phrase as written and the date it resolves to',
    sql: `
      ALTER TABLE quotes ADD COLUMN time_text text, ADD COLUMN time_date text;
      CREATE INDEX quotes_time_date ON quotes (time_date);
    `,
  },
];

/** The version a fresh database gets. */
export const PG_SCHEMA_VERSION = PG_MIGRATIONS[PG_MIGRATIONS.length - 1]!.version;

// The advisory lock every whosaid process takes to migrate ('whos'); advisory locks are per database.
const MIGRATION_LOCK = 0x77686f73;

/**
 * Brings the database up to PG_SCHEMA_VERSION. Processes starting together on an empty database
 * (workers, a producer) queue on an advisory lock, and each migration runs in its own transaction,
 * so exactly one applies each step and the others find it done. Returns the version reached.
 */
export async function migrate(pool: pg.Pool): Promise<number> {
  const client = await pool.connect();
  try {
    // Already current (every start but the first): no lock needed.
    const current = await schemaVersionOf(client);
    if (current === PG_SCHEMA_VERSION) return current;
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await client.query(`CREATE TABLE IF NOT EXISTS whosaid_schema (
        version integer PRIMARY KEY, description text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
      let version = await schemaVersionOf(client);
      if (version > PG_SCHEMA_VERSION) {
        throw new WhosaidError('WHOSAID_UNREADABLE', `the database has schema version ${version}; this whosaid reads up to ${PG_SCHEMA_VERSION}: upgrade whosaid.`);
      }
      if (version === 0 && (await client.query("SELECT 1 FROM pg_tables WHERE schemaname = current_schema() AND tablename IN ('articles', 'quotes', 'speakers')")).rowCount) {
        throw new WhosaidError('WHOSAID_UNREADABLE', 'the database has articles/quotes/speakers tables that whosaid did not make: use an empty database.');
      }
      for (const m of PG_MIGRATIONS) {
        if (m.version <= version) continue;
        await client.query('BEGIN');
        try {
          await client.query(m.sql);
          await client.query('INSERT INTO whosaid_schema (version, description) VALUES ($1, $2)', [m.version, m.description]);
          await client.query('COMMIT');
        } catch (e) {
          await client.query('ROLLBACK');
          throw e;
        }
        version = m.version;
      }
      return version;
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

/** The schema version of a database (0: none yet). */
export async function schemaVersionOf(client: pg.Pool | pg.PoolClient): Promise<number> {
  // Two statements: a query naming a missing table fails when parsed, whatever its CASE says.
  const exists = await client.query("SELECT to_regclass('whosaid_schema') IS NOT NULL AS e");
  if (exists.rows[0]?.e !== true) return 0;
  const r = await client.query<{ v: number | null }>('SELECT max(version) AS v FROM whosaid_schema');
  return r.rows[0]?.v ?? 0;
}
