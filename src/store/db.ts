import { existsSync } from 'node:fs';
import Database from 'better-sqlite3';
import { WhosaidError } from '../errors.js';
import { migrate, SCHEMA_VERSION } from './schema.js';

/** An open quote database. */
export type StoreDb = Database.Database;

/** How to open a database. */
export interface OpenOptions {
  /** Open for reading only; the file must exist. Migrations are still applied if it is older. */
  readonly?: boolean;
  /** Stop migrating at this version (used to make the version-1 fixture). */
  version?: number;
}

/**
 * Opens (creating if needed) the database at `file` in WAL mode and applies pending migrations.
 * Throws WhosaidError when it is missing (readonly), not a database, or newer than this whosaid.
 */
export function openStore(file: string, options: OpenOptions = {}): StoreDb {
  if (options.readonly && !existsSync(file)) {
    throw new WhosaidError('WHOSAID_UNREADABLE', `no database at ${file}: make one with "whosaid ingest PATH --db ${file}".`);
  }
  let db: StoreDb;
  try {
    db = new Database(file, { fileMustExist: options.readonly ?? false });
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.pragma('busy_timeout = 5000');
    // 64 MB of page cache: the full-text index of a large corpus stays in memory between searches.
    db.pragma('cache_size = -65536');
    db.pragma('foreign_keys = ON');
  } catch (e) {
    throw new WhosaidError('WHOSAID_UNREADABLE', `cannot open ${file} as a whosaid database: ${(e as Error).message}.`);
  }
  try {
    checkVersion(db, file);
    migrate(db, options.version ?? SCHEMA_VERSION);
  } catch (e) {
    db.close();
    throw e instanceof WhosaidError ? e
      : new WhosaidError('WHOSAID_UNREADABLE', `cannot open ${file} as a whosaid database: ${(e as Error).message}.`);
  }
  return db;
}

function checkVersion(db: StoreDb, file: string): void {
  const version = db.pragma('user_version', { simple: true }) as number;
  if (version > SCHEMA_VERSION) {
    throw new WhosaidError('WHOSAID_UNREADABLE', `${file} has schema version ${version}; this whosaid reads up to ${SCHEMA_VERSION}: upgrade whosaid.`);
  }
  const tables = db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table'").get() as { n: number };
  if (version === 0 && tables.n > 0) throw new WhosaidError('WHOSAID_UNREADABLE', `${file} is an SQLite database, but not a whosaid one.`);
}

/** The schema version of an open database. */
export function schemaVersion(db: StoreDb): number {
  return db.pragma('user_version', { simple: true }) as number;
}
