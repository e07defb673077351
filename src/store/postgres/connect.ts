import pg from 'pg';
import { WhosaidError } from '../../errors.js';
import { migrate } from './schema.js';

/** A connection pool to a whosaid PostgreSQL database. */
export type PgStore = pg.Pool;

export { isPostgresUrl } from './url.js';

/** The url with its password hidden, for messages. */
export function safeUrl(url: string): string {
  return url.replace(/^(postgres(?:ql)?:\/\/[^:/@]*):[^@/]*@/i, '$1:***@');
}

// bigint ids and counts as numbers: exact up to 2^53, far beyond any corpus.
const INT8 = 20;
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => (oid === INT8 ? (v: string) => Number(v) : pg.types.getTypeParser(oid, format ?? 'text'))) as typeof pg.types.getTypeParser,
};

/**
 * Connects to the database at `url`, checks it answers, and applies pending migrations (under an
 * advisory lock: any number of processes may start together on an empty database). Throws a
 * WhosaidError with one line saying what is wrong: unreachable, no such database, a newer schema.
 */
export async function openPgStore(url: string, options: { max?: number } = {}): Promise<PgStore> {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 4, types, application_name: 'whosaid' });
  // An idle connection dropped by the server must not crash the process: the pool makes a new one.
  pool.on('error', () => undefined);
  try {
    await migrate(pool);
  } catch (e) {
    await pool.end().catch(() => undefined);
    throw pgError(url, e);
  }
  return pool;
}

/** A PostgreSQL or connection error as a one-line WhosaidError (kept as is when it already is one). */
export function pgError(url: string, e: unknown): Error {
  if (e instanceof WhosaidError) return e;
  const err = e as { code?: string; message?: string };
  const where = safeUrl(url);
  if (err.code === 'ECONNREFUSED' || err.code === 'ENOTFOUND' || err.code === 'ETIMEDOUT' || err.code === 'EAI_AGAIN') {
    return new WhosaidError('WHOSAID_UNREADABLE', `cannot connect to PostgreSQL at ${where} (${err.code}): is the server running?`);
  }
  if (err.code === '3D000') return new WhosaidError('WHOSAID_UNREADABLE', `${where}: ${err.message ?? 'no such database'} (create it with "createdb" first).`);
  if (err.code === '28P01' || err.code === '28000') return new WhosaidError('WHOSAID_UNREADABLE', `${where}: ${err.message ?? 'authentication failed'}.`);
  return new WhosaidError('WHOSAID_UNREADABLE', `${where}: ${err.message ?? String(e)}`);
}
