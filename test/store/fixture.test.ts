import { describe, it, expect } from 'vitest';
import { copyFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { openStore, schemaVersion } from '../../src/store/db.js';
import { SCHEMA_VERSION } from '../../src/store/schema.js';
import { keyHash, quoteKey } from '../../src/store/normalize.js';
import { search, stats } from '../../src/store/queries.js';
import { tempDir } from './helpers.js';

// Made by test/fixtures/store/make-v1-fixture.mjs: 3 sample articles at schema version 1.
const FIXTURE = 'test/fixtures/store/v1.db';

describe('a database from schema version 1', () => {
  it('opens with the current code, migrated, with its articles and quotes found', () => {
    const raw = new Database(FIXTURE, { readonly: true });
    expect(raw.pragma('user_version', { simple: true })).toBe(1);
    const before = raw.prepare('SELECT (SELECT count(*) FROM articles) AS articles, (SELECT count(*) FROM quotes) AS quotes').get() as { articles: number; quotes: number };
    const sample = raw.prepare("SELECT id, text FROM quotes WHERE length(text) > 40 ORDER BY id LIMIT 1").get() as { id: number; text: string };
    raw.close();
    expect(before.articles).toBe(3);
    expect(before.quotes).toBeGreaterThan(0);

    // A copy: opening migrates in place, and the fixture must stay at version 1.
    const file = path.join(tempDir(), 'v1.db');
    copyFileSync(FIXTURE, file);
    const db = openStore(file);
    expect(SCHEMA_VERSION).toBeGreaterThan(1);
    expect(schemaVersion(db)).toBe(SCHEMA_VERSION);
    expect(stats(db)).toMatchObject(before);
    const words = sample.text.split(/\W+/).filter((w) => w.length > 4).slice(0, 3).join(' ');
    expect(search(db, words).map((r) => r.quote.id)).toContain(sample.id);
    // The version-2 migration filled in the syndication key of the old quotes.
    const migrated = db.prepare('SELECT norm_key FROM quotes WHERE id = ?').get(sample.id) as { norm_key: string | null };
    expect(migrated.norm_key).toBe(quoteKey(sample.text));
    // The version-4 migration filled in its hash, by which the groups are found.
    const hashed = db.prepare('SELECT count(*) AS n FROM quotes WHERE norm_key IS NOT NULL AND norm_hash IS NULL').get() as { n: number };
    expect(hashed.n).toBe(0);
    expect((db.prepare('SELECT norm_hash FROM quotes WHERE id = ?').get(sample.id) as { norm_hash: number }).norm_hash).toBe(keyHash(migrated.norm_key!));
    db.close();
  });

  it('refuses a database from a newer whosaid, and a file that is not one', () => {
    const dir = tempDir();
    const newer = path.join(dir, 'newer.db');
    copyFileSync(FIXTURE, newer);
    const raw = new Database(newer);
    raw.pragma(`user_version = ${SCHEMA_VERSION + 1}`);
    raw.close();
    expect(() => openStore(newer)).toThrow(/has schema version \d+; this whosaid reads up to \d+: upgrade whosaid/);
    const other = path.join(dir, 'other.db');
    const o = new Database(other);
    o.exec('CREATE TABLE t (x)');
    o.close();
    expect(() => openStore(other)).toThrow(/an SQLite database, but not a whosaid one/);
  });
});
