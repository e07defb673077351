import type pg from 'pg';
import type { ArticleSink, ArticleToStore, WriteCounts } from '../sink.js';
import type { PgStore } from './connect.js';
import type { SpeakerRef } from '../rows.js';
import { storable } from './rows.js';

// Transactions that lost a deadlock or a serialization conflict are run again, whole.
const RETRYABLE = new Set(['40P01', '40001']);
const MAX_TRIES = 5;

/**
 * Stores analyzed articles in PostgreSQL. Each `write` is one transaction: an article appears with
 * all its quotes or not at all. Idempotent: articles are keyed by content hash (ON CONFLICT DO
 * NOTHING), so any number of workers may store the same article any number of times and it is
 * stored once. Speakers are upserted in (type, key) order so concurrent writers lock them in the
 * same order; a speaker row is only written when its titles or dates widen.
 */
export class PgWriter implements ArticleSink {
  readonly #pool: PgStore;

  constructor(pool: PgStore) {
    this.#pool = pool;
  }

  /** Whether an article with this identity is stored. */
  async has(hash: string): Promise<boolean> {
    return ((await this.#pool.query('SELECT 1 FROM articles WHERE hash = $1', [hash])).rowCount ?? 0) > 0;
  }

  /** Of these hashes, the ones stored already. */
  async stored(hashes: readonly string[]): Promise<Set<string>> {
    if (hashes.length === 0) return new Set();
    const r = await this.#pool.query<{ hash: string }>('SELECT hash FROM articles WHERE hash = ANY($1::text[])', [hashes]);
    return new Set(r.rows.map((row) => row.hash));
  }

  /** Stores a batch in one transaction; returns how many articles (and their quotes) were new. */
  async write(batch: readonly ArticleToStore[]): Promise<WriteCounts> {
    const added = await this.writeEach(batch);
    return { articles: added.size, quotes: [...added.values()].reduce((a, b) => a + b, 0) };
  }

  /** Stores a batch in one transaction; returns the hashes newly stored, each with its number of quotes. */
  async writeEach(batch: readonly ArticleToStore[]): Promise<Map<string, number>> {
    if (batch.length === 0) return new Map();
    for (let attempt = 1; ; attempt++) {
      const client = await this.#pool.connect();
      try {
        await client.query('BEGIN');
        const added = await writeBatch(client, batch);
        await client.query('COMMIT');
        return added;
      } catch (e) {
        await client.query('ROLLBACK').catch(() => undefined);
        if (!RETRYABLE.has((e as { code?: string }).code ?? '') || attempt >= MAX_TRIES) throw e;
      } finally {
        client.release();
      }
    }
  }

  /** Nothing to release: the pool belongs to the caller. */
  close(): void {}
}

async function writeBatch(client: pg.PoolClient, batch: readonly ArticleToStore[]): Promise<Map<string, number>> {
  const inserted = await client.query<{ id: number; hash: string }>(`INSERT INTO articles (hash, ext_id, url, outlet, date, title, origin, text)
      SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[])
      ON CONFLICT (hash) DO NOTHING RETURNING id, hash`, [
    batch.map((a) => a.hash), batch.map((a) => storable(a.meta.id ?? null)), batch.map((a) => storable(a.meta.url ?? null)),
    batch.map((a) => storable(a.meta.outlet ?? null)), batch.map((a) => a.meta.date ?? null),
    batch.map((a) => storable(a.title ?? a.meta.title ?? null)), batch.map((a) => storable(a.origin)), batch.map((a) => storable(a.text)),
  ]);
  // Already stored (the same article twice in a batch, or stored by another worker): nothing more to add.
  const ids = new Map(inserted.rows.map((r) => [r.hash, r.id]));
  const seen = new Set<string>();
  const articles = batch.filter((a) => ids.has(a.hash) && !seen.has(a.hash) && seen.add(a.hash));
  const quotes = articles.flatMap((a) => a.quotes.map((q) => ({ q, articleId: ids.get(a.hash)!, date: a.meta.date ?? null })));
  const speakerIds = await upsertSpeakers(client, quotes.flatMap(({ q, date }) => (q.speaker ? [{ ref: q.speaker, date }] : [])));
  if (quotes.length > 0) {
    const rows = quotes.map(({ q, articleId }) => ({
      article_id: articleId, seq: q.seq, kind: q.kind, text: storable(q.text), spans: q.spans, cue: storable(q.cue), source: storable(q.source),
      speaker_id: q.speaker ? speakerIds.get(refKey(q.speaker)) ?? null : null, speaker_name: storable(q.speaker_name),
      speaker_key: storable(q.speaker_key), anonymous: q.anonymous, description: storable(q.description), addressee: storable(q.addressee),
      medium: storable(q.medium), time_text: storable(q.time_text), time_date: q.time_date, rule: q.rule, confidence: q.confidence,
      norm_key: storable(q.norm_key),
    }));
    await client.query(`INSERT INTO quotes (article_id, seq, kind, text, spans, cue, source, speaker_id, speaker_name, speaker_key,
        anonymous, description, addressee, medium, time_text, time_date, rule, confidence, norm_key)
      SELECT article_id, seq, kind, text, spans, cue, source, speaker_id, speaker_name, speaker_key,
        anonymous, description, addressee, medium, time_text, time_date, rule, confidence, norm_key
      FROM jsonb_to_recordset($1::jsonb) AS x(article_id bigint, seq integer, kind text, text text, spans jsonb, cue text, source text,
        speaker_id bigint, speaker_name text, speaker_key text, anonymous boolean, description text, addressee text, medium text,
        time_text text, time_date text, rule text, confidence double precision, norm_key text)`, [JSON.stringify(rows)]);
  }
  return new Map(articles.map((a) => [a.hash, a.quotes.length]));
}

function refKey(ref: { type: string; key: string }): string {
  return `${ref.type}\u0000${storable(ref.key)}`;
}

/**
 * Makes or widens the speaker rows of a batch (titles merged in order of appearance, first and last
 * seen widened; LEAST and GREATEST pass over NULL as the SQLite writer's min/max do) and returns
 * their ids by type and key.
 */
async function upsertSpeakers(client: pg.PoolClient, seen: readonly { ref: SpeakerRef; date: string | null }[]): Promise<Map<string, number>> {
  const merged = new Map<string, { ref: SpeakerRef; titles: string[]; first: string | null; last: string | null }>();
  for (const { ref, date } of seen) {
    const k = refKey(ref);
    const m = merged.get(k);
    if (!m) {
      merged.set(k, { ref, titles: [...ref.titles], first: date, last: date });
      continue;
    }
    for (const t of ref.titles) if (!m.titles.includes(t)) m.titles.push(t);
    if (date !== null && (m.first === null || date < m.first)) m.first = date;
    if (date !== null && (m.last === null || date > m.last)) m.last = date;
  }
  if (merged.size === 0) return new Map();
  // Inserted in (type, key) order, one lock order for every writer: no deadlock between workers storing the same speakers.
  const rows = [...merged.values()].map((m) => ({ type: m.ref.type, key: storable(m.ref.key), name: storable(m.ref.name), titles: m.titles.map(storable), first_seen: m.first, last_seen: m.last }));
  const json = JSON.stringify(rows);
  await client.query(`INSERT INTO speakers AS s (type, key, name, titles, first_seen, last_seen)
      SELECT type, key, name, titles, first_seen, last_seen
      FROM jsonb_to_recordset($1::jsonb) AS x(type text, key text, name text, titles jsonb, first_seen text, last_seen text)
      ORDER BY type COLLATE "C", key COLLATE "C"
    ON CONFLICT (type, key) DO UPDATE SET
      titles = s.titles || (SELECT coalesce(jsonb_agg(t.v ORDER BY t.o), '[]'::jsonb)
        FROM jsonb_array_elements(EXCLUDED.titles) WITH ORDINALITY AS t(v, o) WHERE NOT s.titles @> jsonb_build_array(t.v)),
      first_seen = LEAST(s.first_seen, EXCLUDED.first_seen),
      last_seen = GREATEST(s.last_seen, EXCLUDED.last_seen)
    WHERE NOT s.titles @> EXCLUDED.titles
      OR s.first_seen IS DISTINCT FROM LEAST(s.first_seen, EXCLUDED.first_seen)
      OR s.last_seen IS DISTINCT FROM GREATEST(s.last_seen, EXCLUDED.last_seen)`, [json]);
  // Rows left as they were return nothing above: read every id here.
  const ids = await client.query<{ id: number; type: string; key: string }>(`SELECT s.id, s.type, s.key FROM speakers s
      JOIN jsonb_to_recordset($1::jsonb) AS x(type text, key text) ON s.type = x.type AND s.key = x.key`, [json]);
  return new Map(ids.rows.map((r) => [refKey(r), r.id]));
}
