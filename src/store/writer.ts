import { schemaVersion, type StoreDb } from './db.js';
import { keyHash } from './normalize.js';
import type { QuoteFields, SpeakerRef } from './rows.js';
import type { ArticleSink, ArticleToStore, WriteCounts } from './sink.js';

export type { ArticleToStore } from './sink.js';

/** A speaker row as the writer last wrote it. */
interface SpeakerState {
  id: number;
  titles: string[];
  first: string | null;
  last: string | null;
}

/** Speakers the writer remembers between batches; past this many it starts again from the database. */
const MAX_CACHED_SPEAKERS = 100_000;

/** The single writer: each batch is one transaction, so an article and all its quotes appear together or not at all. */
export class StoreWriter implements ArticleSink {
  readonly #db: StoreDb;
  readonly #syndication: boolean;
  readonly #time: boolean;
  readonly #keyHash: boolean;
  readonly #stmt;
  /** Speaker rows by type and key, so a batch reads each from the database at most once. */
  readonly #speakers = new Map<string, SpeakerState>();
  /** Speakers whose titles or dates widened in the running batch: written once, at its end. */
  readonly #widened = new Set<SpeakerState>();
  /** `PRAGMA data_version` after this writer's last batch: another connection's commit changes it. */
  #dataVersion = -1;

  constructor(db: StoreDb) {
    this.#db = db;
    // A database held at version 1 (the fixture maker) has no norm_key column.
    this.#syndication = schemaVersion(db) >= 2;
    this.#time = schemaVersion(db) >= 3;
    this.#keyHash = schemaVersion(db) >= 4;
    const columns = ['article_id', 'seq', 'kind', 'text', 'spans', 'cue', 'source', 'speaker_id', 'speaker_name', 'anonymous',
      'description', 'addressee', 'medium', 'rule', 'confidence', ...(this.#syndication ? ['norm_key'] : []), ...(this.#time ? ['time_text', 'time_date'] : []),
      ...(this.#keyHash ? ['norm_hash'] : [])];
    this.#stmt = {
      has: db.prepare('SELECT 1 FROM articles WHERE hash = ?').pluck(),
      dataVersion: db.prepare('PRAGMA data_version').pluck(),
      article: db.prepare(`INSERT OR IGNORE INTO articles (hash, ext_id, url, outlet, date, title, origin, text, ingested_at)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`),
      speaker: db.prepare('SELECT id, titles, first_seen, last_seen FROM speakers WHERE type = ? AND key = ?'),
      addSpeaker: db.prepare('INSERT INTO speakers (type, key, name, titles, first_seen, last_seen) VALUES (?, ?, ?, ?, ?, ?)'),
      updateSpeaker: db.prepare('UPDATE speakers SET titles = ?, first_seen = ?, last_seen = ? WHERE id = ?'),
      quote: db.prepare(`INSERT INTO quotes (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`),
      fts: db.prepare('INSERT INTO quotes_fts (rowid, text, speaker_name) VALUES (?, ?, ?)'),
    };
  }

  /** Whether an article with this identity is already stored (so it need not be analyzed again). */
  has(hash: string): boolean {
    return this.#stmt.has.get(hash) !== undefined;
  }

  /** Stores a batch in one transaction; returns how many articles (and their quotes) were new. */
  write(batch: readonly ArticleToStore[]): WriteCounts {
    try {
      return this.#db.transaction(() => {
        // Another connection wrote since our last batch: the speakers we remember may be stale. (Read
        // here and at the end, under the write lock, so no other commit can fall between the two.)
        if (this.#stmt.dataVersion.get() !== this.#dataVersion) this.#speakers.clear();
        const added = { articles: 0, quotes: 0 };
        const now = new Date().toISOString();
        for (const article of batch) {
          if (!this.#writeArticle(article, now)) continue;
          added.articles++;
          added.quotes += article.quotes.length;
        }
        for (const s of this.#widened) this.#stmt.updateSpeaker.run(JSON.stringify(s.titles), s.first, s.last, s.id);
        this.#dataVersion = this.#stmt.dataVersion.get() as number;
        return added;
      }).immediate();
    } catch (e) {
      // Rolled back: the speakers remembered from this batch may not be in the database.
      this.#speakers.clear();
      throw e;
    } finally {
      this.#widened.clear();
      if (this.#speakers.size > MAX_CACHED_SPEAKERS) this.#speakers.clear();
    }
  }

  /** Nothing to release: the database belongs to the caller. */
  close(): void {}

  #writeArticle(a: ArticleToStore, now: string): boolean {
    const result = this.#stmt.article.run(a.hash, a.meta.id ?? null, a.meta.url ?? null, a.meta.outlet ?? null,
      a.meta.date ?? null, a.title ?? a.meta.title ?? null, a.origin, a.text, now);
    // Already stored (the same article twice in one run, or a re-run): nothing more to add.
    if (result.changes === 0) return false;
    const articleId = Number(result.lastInsertRowid);
    const date = a.meta.date ?? null;
    for (const q of a.quotes) this.#writeQuote(q, articleId, date);
    return true;
  }

  #writeQuote(q: QuoteFields, articleId: number, date: string | null): void {
    const speakerId = q.speaker === null ? null : this.#speakerId(q.speaker, date);
    const values: unknown[] = [articleId, q.seq, q.kind, q.text, JSON.stringify(q.spans), q.cue, q.source, speakerId, q.speaker_name,
      q.anonymous ? 1 : 0, q.description, q.addressee, q.medium, q.rule, q.confidence];
    if (this.#syndication) values.push(q.norm_key);
    if (this.#time) values.push(q.time_text, q.time_date);
    if (this.#keyHash) values.push(q.norm_key === null ? null : keyHash(q.norm_key));
    const id = this.#stmt.quote.run(values).lastInsertRowid;
    this.#stmt.fts.run(id, q.text, q.speaker_name);
  }

  /** The speaker row of a named person or organization, made or widened (titles merged, first/last seen widened). */
  #speakerId(ref: SpeakerRef, date: string | null): number {
    const cacheKey = `${ref.type}\u0000${ref.key}`;
    let s = this.#speakers.get(cacheKey);
    if (s === undefined) {
      const row = this.#stmt.speaker.get(ref.type, ref.key) as { id: number; titles: string; first_seen: string | null; last_seen: string | null } | undefined;
      if (row === undefined) {
        const id = Number(this.#stmt.addSpeaker.run(ref.type, ref.key, ref.name, JSON.stringify(ref.titles), date, date).lastInsertRowid);
        this.#speakers.set(cacheKey, { id, titles: [...ref.titles], first: date, last: date });
        return id;
      }
      s = { id: row.id, titles: JSON.parse(row.titles) as string[], first: row.first_seen, last: row.last_seen };
      this.#speakers.set(cacheKey, s);
    }
    let widened = false;
    for (const t of ref.titles) {
      if (!s.titles.includes(t)) { s.titles.push(t); widened = true; }
    }
    if (date !== null && (s.first === null || date < s.first)) { s.first = date; widened = true; }
    if (date !== null && (s.last === null || date > s.last)) { s.last = date; widened = true; }
    if (widened) this.#widened.add(s);
    return s.id;
  }
}
