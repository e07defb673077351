// Migrations on PostgreSQL: processes starting together on an empty database must not race (advisory
// lock), and every start after the first finds the schema current. Needs WHOSAID_TEST_PG.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDb, run, start, type TestDb } from './queue-helpers.js';
import { PG_MIGRATIONS } from '../../src/store/postgres/schema.js';

let db: TestDb;

beforeAll(async () => { db = await freshDb(); });
afterAll(async () => { await db?.drop(); });

describe('PostgreSQL migrations', () => {
  it('six processes migrating one empty database at once: no error, each migration applied once, one schema', async () => {
    const procs = Array.from({ length: 6 }, () => start(['stats', '--db', db.url, '--format', 'json']));
    const codes = await Promise.all(procs.map((p) => p.exited));
    for (const [i, p] of procs.entries()) expect(codes[i], p.out.stderr).toBe(0);
    for (const p of procs) expect(JSON.parse(p.out.stdout)).toMatchObject({ articles: 0, quotes: 0, schemaVersion: PG_MIGRATIONS.length });
    const versions = await db.query<{ version: number }>('SELECT version FROM whosaid_schema ORDER BY version');
    expect(versions.map((v) => v.version)).toEqual(PG_MIGRATIONS.map((m) => m.version));
    const tables = await db.query<{ tablename: string }>("SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename");
    expect(tables.map((t) => t.tablename)).toEqual(['articles', 'failed', 'quotes', 'speakers', 'whosaid_schema']);
  });

  it('a database from a newer whosaid is refused with one line, and an unreachable PostgreSQL or Redis is named', async () => {
    await db.query("INSERT INTO whosaid_schema (version, description) VALUES (999, 'from the future')");
    const newer = await run(['stats', '--db', db.url]);
    expect(newer.code).toBe(66);
    expect(newer.stderr).toMatch(/^whosaid: .*schema version 999; this whosaid reads up to \d+: upgrade whosaid\.\n$/);
    await db.query('DELETE FROM whosaid_schema WHERE version = 999');
    const down = await run(['stats', '--db', 'postgres://nobody:secret@127.0.0.1:1/none']);
    expect(down.code).toBe(66);
    expect(down.stderr).toBe('whosaid: cannot connect to PostgreSQL at postgres://nobody:***@127.0.0.1:1/none (ECONNREFUSED): is the server running?\n');
    const noRedis = await run(['ingest', 'examples/corpus', '--queue', 'redis://127.0.0.1:1', '--db', db.url]);
    expect(noRedis.code).toBe(66);
    expect(noRedis.stderr).toBe('whosaid: cannot use the queue at redis://127.0.0.1:1: connection refused: is Redis running?\n');
  });
});
