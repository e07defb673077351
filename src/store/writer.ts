import type { Entity, Quote } from '../model/types.js';
import { schemaVersion, type StoreDb } from './db.js';
import { nameKey, quoteKey } from './normalize.js';
import type { ArticleSink, ArticleToStore, WriteCounts } from './sink.js';

export type { ArticleToStore } from './sink.js';

/** The single writer: each batch is one transaction, so an article and all its quotes appear together or not at all. */
export class StoreWriter implements ArticleSink {
  readonly #db: StoreDb;
  readonly #syndication: boolean;
  readonly #time: boolean;
  readonly #stmt;

  constructor(db: StoreDb) {
    this.#db = db;
    // A database held at version 1 (the fixture maker) has no norm_key column.
    this.#syndication = schemaVersion(db) >= 2;
    this.#time = schemaVersion(db) >= 3;
    this.#stmt = {
      has: db.prepare('SELECT 1 FROM articles WHERE hash = ?').pluck(),
      article: db.prepare(`INSERT OR IGNORE INTO articles (hash, ext_id, url, outlet, date, title, origin, text, ingested_at)
        VALUES (@hash, @ext_id, @url, @outlet, @date, @title, @origin, @text, @ingested_at)`),
      speaker: db.prepare('SELECT id, titles, first_seen, last_seen FROM speakers WHERE type = ? AND key = ?'),
      addSpeaker: db.prepare('INSERT INTO speakers (type, key, name, titles, first_seen, last_seen) VALUES (?, ?, ?, ?, ?, ?)'),
      updateSpeaker: db.prepare('UPDATE speakers SET titles = ?, first_seen = ?, last_seen = ? WHERE id = ?'),
      quote: db.prepare(`INSERT INTO quotes (article_id, seq, kind, text, spans, cue, source, speaker_id, speaker_name, anonymous,
        description, addressee, medium, rule, confidence${this.#syndication ? ', norm_key' : ''}${this.#time ? ', time_text, time_date' : ''})
        VALUES (@article_id, @seq, @kind, @text, @spans, @cue, @source, @speaker_id, @speaker_name, @anonymous,
        @description, @addressee, @medium, @rule, @confidence${this.#syndication ? ', @norm_key' : ''}${this.#time ? ', @time_text, @time_date' : ''})`),
      fts: db.prepare('INSERT INTO quotes_fts (rowid, text, speaker_name) VALUES (?, ?, ?)'),
    };
  }

  /** Whether an article with this identity is already stored (so it need not be analyzed again). */
  has(hash: string): boolean {
    return this.#stmt.has.get(hash) !== undefined;
  }

  /** Stores a batch in one transaction; returns how many articles (and their quotes) were new. */
  write(batch: readonly ArticleToStore[]): WriteCounts {
    return this.#db.transaction(() => {
      const added = { articles: 0, quotes: 0 };
      for (const article of batch) {
        if (!this.#writeArticle(article)) continue;
        added.articles++;
        added.quotes += article.analysis.quotes.length;
      }
      return added;
    }).immediate();
  }

  /** Nothing to release: the database belongs to the caller. */
  close(): void {}

  #writeArticle(a: ArticleToStore): boolean {
    const result = this.#stmt.article.run({
      hash: a.hash, ext_id: a.meta.id ?? null, url: a.meta.url ?? null, outlet: a.meta.outlet ?? null,
      date: a.meta.date ?? null, title: a.title ?? a.meta.title ?? null, origin: a.origin, text: a.text,
      ingested_at: new Date().toISOString(),
    });
    // Already stored (the same article twice in one run, or a re-run): nothing more to add.
    if (result.changes === 0) return false;
    const articleId = Number(result.lastInsertRowid);
    const entities = new Map(a.analysis.entities.map((e) => [e.id, e]));
    a.analysis.quotes.forEach((q, seq) => this.#writeQuote(q, seq, articleId, entities, a.meta.date ?? null));
    return true;
  }

  #writeQuote(q: Quote, seq: number, articleId: number, entities: Map<string, Entity>, date: string | null): void {
    const entity = q.speaker.entity === null ? undefined : entities.get(q.speaker.entity);
    const speakerId = q.speaker.anonymous ? null : this.#speakerId(entity, q.speaker.name, date);
    const text = q.content.map((s) => s.text).join(' … ');
    const row = {
      article_id: articleId, seq, kind: q.kind, text,
      spans: JSON.stringify(q.content.map((s) => [s.start, s.end])),
      cue: q.cue?.text ?? null, source: q.source?.text ?? null, speaker_id: speakerId,
      speaker_name: q.speaker.anonymous ? null : (entity?.name ?? q.speaker.name),
      anonymous: q.speaker.anonymous ? 1 : 0, description: q.speaker.description,
      addressee: q.addressee?.text ?? null, medium: q.medium, rule: q.rule, confidence: q.confidence,
      ...(this.#syndication && { norm_key: quoteKey(text) }),
      ...(this.#time && { time_text: q.time?.text ?? null, time_date: q.time?.date ?? null }),
    };
    const id = this.#stmt.quote.run(row).lastInsertRowid;
    this.#stmt.fts.run(id, text, row.speaker_name);
  }

  /** The speaker row of a named person or organization, made or updated (titles merged, first/last seen widened). */
  #speakerId(entity: Entity | undefined, name: string | null, date: string | null): number | null {
    const type = entity?.type === 'organization' ? 'organization' : entity?.type === 'person' || (entity === undefined && name) ? 'person' : null;
    const display = entity?.name ?? name;
    if (type === null || !display) return null;
    const key = nameKey(display);
    if (key === '') return null;
    const titles = entity?.titles ?? [];
    const row = this.#stmt.speaker.get(type, key) as { id: number; titles: string; first_seen: string | null; last_seen: string | null } | undefined;
    if (!row) {
      return Number(this.#stmt.addSpeaker.run(type, key, display, JSON.stringify(titles), date, date).lastInsertRowid);
    }
    const seen = JSON.parse(row.titles) as string[];
    const merged = [...seen, ...titles.filter((t) => !seen.includes(t))];
    const first = minDate(row.first_seen, date);
    const last = maxDate(row.last_seen, date);
    if (merged.length !== seen.length || first !== row.first_seen || last !== row.last_seen) {
      this.#stmt.updateSpeaker.run(JSON.stringify(merged), first, last, row.id);
    }
    return row.id;
  }
}

function minDate(a: string | null, b: string | null): string | null {
  return a === null ? b : b === null ? a : a < b ? a : b;
}

function maxDate(a: string | null, b: string | null): string | null {
  return a === null ? b : b === null ? a : a > b ? a : b;
}
