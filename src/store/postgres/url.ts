/** Whether a `--db` value names a PostgreSQL database rather than an SQLite file (no imports: every command asks). */
export function isPostgresUrl(db: string): boolean {
  return /^postgres(ql)?:\/\//i.test(db);
}

/**
 * Runs a read of the query commands on the PostgreSQL database at `url` (connect, migrate, read,
 * disconnect), loading the PostgreSQL code only then: an SQLite run never pays for it.
 */
export async function readPg<T>(url: string, body: (q: typeof import('./queries.js') & typeof import('./export.js'), pool: import('./connect.js').PgStore) => Promise<T>): Promise<T> {
  const [{ withPgStore }, queries, exports] = await Promise.all([import('./commands.js'), import('./queries.js'), import('./export.js')]);
  return withPgStore(url, (pool) => body({ ...queries, ...exports }, pool));
}
