import { closeSync, existsSync, openSync, readSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Database from 'better-sqlite3';
import { WhosaidError } from '../errors.js';
import { migrate, SCHEMA_VERSION } from './schema.js';

/** An open quote database. */
export type StoreDb = Database.Database;

/** How to open a database. */
export interface OpenOptions {
  /**
   * Open for reading only: the file must exist and be a whosaid database, and nothing is written to it
   * (a read-only file in a read-only folder opens). A database of an older schema is upgraded when the
   * user may write it; otherwise it is refused with a message saying it needs the upgrade.
   */
  readonly?: boolean;
  /** Stop migrating at this version (used to make the version-1 fixture). */
  version?: number;
}

// SQLite reads a WAL database in a folder it cannot write (no "-shm" file can be made there) only when
// opened as immutable, which takes a URI filename; better-sqlite3 reads this once, when it loads.
// Every other filename is passed as a path (see `sqlitePath`), so no --db is read as a URI.
if (process.env.SQLITE_USE_URI === undefined) process.env.SQLITE_USE_URI = '1';

/** The header every SQLite 3 database file starts with. */
const SQLITE_HEADER = 'SQLite format 3\0';

/**
 * Opens (creating if needed) the database at `file` in WAL mode and applies pending migrations.
 * With `readonly`, opens it for reading only and writes nothing (see OpenOptions).
 * Throws WhosaidError when it is missing (readonly), not a database, or newer than this whosaid.
 */
export function openStore(file: string, options: OpenOptions = {}): StoreDb {
  if (options.readonly) return openReadonly(file, options);
  let db: StoreDb;
  try {
    db = new Database(sqlitePath(file));
    db.pragma('journal_mode = WAL');
    configure(db);
  } catch (e) {
    throw cannotOpen(file, e);
  }
  try {
    checkVersion(db, file);
    migrate(db, options.version ?? SCHEMA_VERSION);
  } catch (e) {
    db.close();
    throw e instanceof WhosaidError ? e : cannotOpen(file, e);
  }
  return db;
}

/** Connection settings (none of them writes to the file). */
function configure(db: StoreDb): void {
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  // 64 MB of page cache: the full-text index of a large corpus stays in memory between searches.
  db.pragma('cache_size = -65536');
  db.pragma('foreign_keys = ON');
}

/** A read-only connection: the file is checked to be a database first, and never written. */
function openReadonly(file: string, options: OpenOptions): StoreDb {
  checkDatabaseFile(file);
  let db: StoreDb;
  try {
    db = new Database(sqlitePath(file), { readonly: true, fileMustExist: true });
    configure(db);
    db.pragma('user_version', { simple: true });
  } catch (e) {
    const code = (e as { code?: string }).code ?? '';
    // A WAL database in a folder this user cannot write: no "-shm" can be made beside it. Nobody who
    // could write the database can be writing it through that folder, so it is read as immutable,
    // unless a write-ahead log is there (its last transactions would be missed).
    if (!code.startsWith('SQLITE_READONLY') && !code.startsWith('SQLITE_CANTOPEN')) throw cannotOpen(file, e);
    db = openImmutable(file, e);
  }
  try {
    checkVersion(db, file);
    const version = db.pragma('user_version', { simple: true }) as number;
    if (version === 0) throw notWhosaid(file);
    if (version < (options.version ?? SCHEMA_VERSION)) {
      db.close();
      return upgrade(file, version, options);
    }
  } catch (e) {
    if (db.open) db.close();
    throw e instanceof WhosaidError ? e : cannotOpen(file, e);
  }
  return db;
}

function openImmutable(file: string, first: unknown): StoreDb {
  const wal = `${file}-wal`;
  if (existsSync(wal) && statSync(wal).size > 0) {
    throw new WhosaidError('WHOSAID_UNREADABLE', `cannot read ${file}: its folder is not writable and ${path.basename(wal)} holds `
      + 'transactions not yet in the database; open it once where it can be written (or copy the folder), then read it again.');
  }
  try {
    const db = new Database(`${pathToFileURL(path.resolve(file)).href}?immutable=1`, { readonly: true, fileMustExist: true });
    configure(db);
    db.pragma('user_version', { simple: true });
    return db;
  } catch {
    throw cannotOpen(file, first);
  }
}

/** An older-schema database opened for reading: upgraded if this user may write it, else a message. */
function upgrade(file: string, version: number, options: OpenOptions): StoreDb {
  try {
    openStore(file, options.version === undefined ? {} : { version: options.version }).close();
  } catch (e) {
    if (!(e instanceof WhosaidError)) throw e;
    throw new WhosaidError('WHOSAID_UNREADABLE', `${file} has schema version ${version} and must be upgraded to ${options.version ?? SCHEMA_VERSION} `
      + `before it can be read, which needs write access to it and its folder (${e.message.replace(/\.$/, '')}): run any whosaid command on it as a user who can write it.`);
  }
  return openReadonly(file, options);
}

/** Refuses, before SQLite opens it, what is not an SQLite database file: a folder, an empty file, any other file. */
function checkDatabaseFile(file: string): void {
  let size: number;
  try {
    const st = statSync(file);
    if (st.isDirectory()) throw new WhosaidError('WHOSAID_UNREADABLE', `${file} is a directory, not a whosaid database.`);
    size = st.size;
  } catch (e) {
    if (e instanceof WhosaidError) throw e;
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') throw noDatabase(file);
    throw cannotOpen(file, e);
  }
  if (size === 0) throw new WhosaidError('WHOSAID_UNREADABLE', `${file} is an empty file, not a whosaid database: make one with "whosaid ingest PATH --db ${file}".`);
  const header = Buffer.alloc(SQLITE_HEADER.length);
  let fd: number | undefined;
  try {
    fd = openSync(file, 'r');
    readSync(fd, header, 0, header.length, 0);
  } catch (e) {
    throw cannotOpen(file, e);
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
  if (header.toString('latin1') !== SQLITE_HEADER) throw notWhosaid(file, 'it is not an SQLite file');
}

function checkVersion(db: StoreDb, file: string): void {
  const version = db.pragma('user_version', { simple: true }) as number;
  if (version > SCHEMA_VERSION) {
    throw new WhosaidError('WHOSAID_UNREADABLE', `${file} has schema version ${version}; this whosaid reads up to ${SCHEMA_VERSION}: upgrade whosaid.`);
  }
  const tables = db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table'").get() as { n: number };
  if (version === 0 && tables.n > 0) throw new WhosaidError('WHOSAID_UNREADABLE', `${file} is an SQLite database, but not a whosaid one.`);
}

/** A path SQLite takes as a path even with URI filenames on (one starting "file:" would be a URI). */
function sqlitePath(file: string): string {
  return file.startsWith('file:') ? `.${path.sep}${file}` : file;
}

function noDatabase(file: string): WhosaidError {
  return new WhosaidError('WHOSAID_UNREADABLE', `no database at ${file}: make one with "whosaid ingest PATH --db ${file}".`);
}

function notWhosaid(file: string, why = 'it has no whosaid tables'): WhosaidError {
  return new WhosaidError('WHOSAID_UNREADABLE', `${file} is not a whosaid database (${why}).`);
}

function cannotOpen(file: string, e: unknown): WhosaidError {
  const code = (e as NodeJS.ErrnoException).code;
  const reason = code === 'EACCES' || code === 'EPERM' ? 'permission denied' : (e as Error).message.replace(/\.$/, '');
  return new WhosaidError('WHOSAID_UNREADABLE', `cannot open ${file} as a whosaid database: ${reason}.`);
}

/** The schema version of an open database. */
export function schemaVersion(db: StoreDb): number {
  return db.pragma('user_version', { simple: true }) as number;
}
