import { WhosaidError } from '../errors.js';
import { openStore, type StoreDb } from './db.js';
import { matchKey, nameKey } from './normalize.js';
import { ftsPlainWords, matchOrWords, outlets as outletRows, stats as storeStats, type OutletRow, type SpeakerRow, type Stats } from './queries.js';
import { share } from './format.js';

export type { OutletRow, Stats } from './queries.js';

/** The marks around matched words in a snippet; the snippet is plain text otherwise. */
export const MARK_OPEN = '<mark>';
export const MARK_CLOSE = '</mark>';

/** Most items one page of quotes may hold. */
export const MAX_PAGE = 100;
/** Items in a page of quotes when no limit is given. */
export const DEFAULT_PAGE = 20;

/** A page request of quotes: full-text search with `q`, newest first without it. */
export interface QuoteQuery {
  /** Words or an FTS5 query; without it, the newest quotes (by article date) come first. */
  q?: string;
  /** Only quotes by a speaker whose name contains this (case and accents folded). */
  speaker?: string;
  /** Only quotes by this speaker (speakers.id). */
  speakerId?: number;
  /** Only articles from an outlet whose name contains this (case folded). */
  outlet?: string;
  /** Only articles dated on or after this YYYY-MM-DD. */
  since?: string;
  /** Only articles dated on or before this YYYY-MM-DD. */
  until?: string;
  kind?: 'direct' | 'indirect' | 'mixed';
  /** Items per page, 1..MAX_PAGE (default DEFAULT_PAGE). */
  limit?: number;
  /** The `nextCursor` of the previous page of the same query. */
  cursor?: string;
}

/** An article as the API refers to it: `id` is the database's, `extId` the id it was ingested with. */
export interface ArticleRef {
  id: number;
  extId: string | null;
  title: string | null;
  url: string | null;
  outlet: string | null;
  date: string | null;
}

/** One quote with who said it, where, and (for a search) the matched words marked. */
export interface QuoteItem {
  quote: { id: number; kind: string; text: string; cue: string | null; rule: string; confidence: number };
  /** `id` is null for an unnamed source or a name resolved to no person or organization. */
  speaker: { id: number | null; name: string | null; type: string | null; anonymous: boolean; description: string | null };
  article: ArticleRef;
  /** Plain text; the only markup is MARK_OPEN/MARK_CLOSE around matched words. */
  snippet: string;
  /** Search relevance (higher is better); null when listing without a query. */
  score: number | null;
}

/** A page of quotes; `nextCursor` fetches the next one, null on the last. */
export interface QuotePage {
  items: QuoteItem[];
  nextCursor: string | null;
}

/** A speaker across the database, with its id (the CLI's rows, SpeakerRow, have none). */
export interface SpeakerSummary extends SpeakerRow {
  id: number;
  type: 'person' | 'organization';
}

/** A speaker's page: counts, where they are quoted, quotes per month, the latest quotes. */
export interface SpeakerDetail extends Omit<SpeakerSummary, 'outlets'> {
  outlets: { outlet: string | null; quotes: number }[];
  /** Quotes per month (YYYY-MM) of articles with a date, oldest first. */
  timeline: { month: string; quotes: number }[];
  recent: QuoteItem[];
}

/** One outlet: counts and the share of unnamed sources per month. */
export interface OutletDetail {
  outlet: string;
  articles: number;
  quotes: number;
  named: number;
  unnamed: number;
  unnamedShare: number;
  timeline: { month: string; quotes: number; unnamed: number; unnamedShare: number }[];
}

/** A stored article and the text its quote offsets refer to. */
export interface StoredArticle {
  article: ArticleRef;
  text: string;
}

/**
 * Read access to a quote database, the same for every store (SQLite, PostgreSQL): the server and the
 * query commands ask this, never SQL. Methods throw WhosaidError('WHOSAID_BAD_OPTION') for a bad query
 * (no words, a cursor that is not one) and resolve to null for an id that is not there.
 */
export interface QuoteReader {
  readonly kind: 'sqlite' | 'postgres';
  /** Full-text search with `q` (best first), or the newest quotes without it; cursor-paginated. */
  searchQuotes(q: QuoteQuery): Promise<QuotePage>;
  /** The most quoted speakers; `q` keeps those whose name contains it. */
  speakers(o: { top?: number; type?: 'person' | 'organization'; q?: string }): Promise<SpeakerSummary[]>;
  speaker(id: number): Promise<SpeakerDetail | null>;
  /** Outlets with the most articles first (`top` omitted: all). */
  outlets(o: { top?: number }): Promise<OutletRow[]>;
  outlet(name: string): Promise<OutletDetail | null>;
  article(id: number): Promise<StoredArticle | null>;
  /** The ids of the stored speakers with these (type, name key) pairs, by `${type} ${key}`; the others are not in it. */
  speakerIds(refs: readonly { type: 'person' | 'organization'; key: string }[]): Promise<Map<string, number>>;
  stats(): Promise<Stats>;
  close(): Promise<void>;
}

/** Opens a quote database for reading: a file path is SQLite (it must exist), a postgres:// url PostgreSQL. */
export async function openReader(db: string): Promise<QuoteReader> {
  if (/^postgres(?:ql)?:\/\//i.test(db)) {
    const { openPgReader } = await import('./postgres/reader.js');
    return openPgReader(db);
  }
  return new SqliteReader(openStore(db, { readonly: true }));
}


/** The cursor of a page: where the previous page ended, in the order of its query. */
type Cursor = { r: number; i: number } | { d: string; i: number };

/** A page cursor as an opaque string (shared by the readers). */
export function encodeCursor(c: Cursor): string {
  return Buffer.from(JSON.stringify(c)).toString('base64url');
}

/** A cursor string back; a bad one is a WHOSAID_BAD_OPTION. */
export function decodeCursor(s: string, search: boolean): Cursor {
  let c: unknown;
  try {
    c = JSON.parse(Buffer.from(s, 'base64url').toString('utf8'));
  } catch {
    c = undefined;
  }
  const o = c as { r?: unknown; d?: unknown; i?: unknown } | undefined;
  const ok = typeof o === 'object' && o !== null && Number.isInteger(o.i)
    && (search ? typeof o.r === 'number' && Number.isFinite(o.r) : typeof o.d === 'string');
  if (!ok) throw new WhosaidError('WHOSAID_BAD_OPTION', 'cursor is not one this server gave (pass nextCursor from the previous page of the same query).');
  return o as Cursor;
}

interface ItemRow {
  id: number; kind: string; text: string; cue: string | null; rule: string; confidence: number;
  speaker_id: number | null; speaker_name: string | null; speaker_type: string | null; anonymous: number; description: string | null;
  article_id: number; ext_id: string | null; title: string | null; url: string | null; outlet: string | null; date: string | null;
}

const ITEM_COLUMNS = `q.id, q.kind, q.text, q.cue, q.rule, q.confidence, q.speaker_id, q.speaker_name, s.type AS speaker_type,
  q.anonymous, q.description, a.id AS article_id, a.ext_id, a.title, a.url, a.outlet, a.date`;

const SNIPPET_OPEN = '\u0002';
const SNIPPET_CLOSE = '\u0003';
const SNIPPET_WORDS = 24;
const PLAIN_SNIPPET = 200;

/**
 * A snippet as plain text with MARK_OPEN/MARK_CLOSE around matches only: a literal `<mark>` or
 * `</mark>` in the quote itself gets a fullwidth `＜` so it can never pass for a mark.
 */
function markSnippet(raw: string): string {
  return raw.replace(/<(\/?mark>)/gi, '＜$1').split(SNIPPET_OPEN).join(MARK_OPEN).split(SNIPPET_CLOSE).join(MARK_CLOSE);
}

/** A quote's start as a snippet with no marks. */
export function plainSnippet(text: string): string {
  const clipped = text.length <= PLAIN_SNIPPET ? text : `${text.slice(0, PLAIN_SNIPPET - 1)}…`;
  return clipped.replace(/<(\/?mark>)/gi, '＜$1');
}

function item(r: ItemRow, snippet: string, score: number | null): QuoteItem {
  return {
    quote: { id: r.id, kind: r.kind, text: r.text, cue: r.cue, rule: r.rule, confidence: r.confidence },
    speaker: { id: r.speaker_id, name: r.speaker_name, type: r.speaker_type, anonymous: r.anonymous === 1, description: r.description },
    article: { id: r.article_id, extId: r.ext_id, title: r.title, url: r.url, outlet: r.outlet, date: r.date },
    snippet,
    score,
  };
}

/** The SQLite store (better-sqlite3) behind the QuoteReader interface. Queries are synchronous underneath. */
export class SqliteReader implements QuoteReader {
  readonly kind = 'sqlite' as const;
  readonly #db: StoreDb;
  /** Prepared statements by SQL text: a query's shape repeats, and preparing costs more than a small search. */
  readonly #statements = new Map<string, ReturnType<StoreDb['prepare']>>();

  constructor(db: StoreDb) {
    this.#db = db;
    db.function('name_key', { deterministic: true }, (name: unknown) => (typeof name === 'string' ? nameKey(name) : null));
    db.function('match_key', { deterministic: true }, (name: unknown) => (typeof name === 'string' ? matchKey(name) : null));
  }

  #prepare(sql: string): ReturnType<StoreDb['prepare']> {
    let statement = this.#statements.get(sql);
    if (statement === undefined) {
      statement = this.#db.prepare(sql);
      // The shapes are few (filters on or off), but a bound keeps a long-running server's memory flat.
      if (this.#statements.size >= 256) this.#statements.clear();
      this.#statements.set(sql, statement);
    }
    return statement;
  }

  async searchQuotes(query: QuoteQuery): Promise<QuotePage> {
    const limit = query.limit ?? DEFAULT_PAGE;
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE) {
      throw new WhosaidError('WHOSAID_BAD_OPTION', `limit must be a whole number from 1 to ${MAX_PAGE}, not ${limit}.`);
    }
    const where: string[] = [];
    const params: Record<string, unknown> = { limit: limit + 1 };
    if (query.speaker !== undefined) {
      const key = matchKey(query.speaker);
      if (key === '') throw new WhosaidError('WHOSAID_BAD_OPTION', 'speaker has no letters to look for.');
      where.push('instr(match_key(q.speaker_name), @speaker) > 0');
      params.speaker = key;
    }
    if (query.speakerId !== undefined) { where.push('q.speaker_id = @speakerId'); params.speakerId = query.speakerId; }
    if (query.kind !== undefined) { where.push('q.kind = @kind'); params.kind = query.kind; }
    const articleWhere: string[] = [];
    if (query.outlet !== undefined) { articleWhere.push('instr(lower(outlet), lower(@outlet)) > 0'); params.outlet = query.outlet; }
    if (query.since !== undefined) { articleWhere.push('date >= @since'); params.since = query.since; }
    if (query.until !== undefined) { articleWhere.push('date <= @until'); params.until = query.until; }
    if (query.q === undefined) return this.#newest(query, [...where, ...articleWhere.map((c) => c.replace(/\b(outlet|date)\b/, 'a.$1'))], params, limit);
    if (articleWhere.length > 0) where.push(`q.article_id IN (SELECT id FROM articles WHERE ${articleWhere.join(' AND ')})`);
    return this.#search(query.q, query, where, params, limit);
  }

  /**
   * Newest first: articles by date (latest first, undated last), their quotes by id (highest first).
   * The articles are walked in date order through their index, so a page costs the same at any depth.
   */
  #newest(query: QuoteQuery, where: string[], params: Record<string, unknown>, limit: number): QuotePage {
    const c = query.cursor === undefined ? undefined : decodeCursor(query.cursor, false) as { d: string; i: number };
    const select = (extra: string[], order: string, n: number, p: Record<string, unknown>): ItemRow[] => {
      const all = [...where, ...extra];
      return this.#prepare(`SELECT ${ITEM_COLUMNS} FROM articles a INDEXED BY articles_date CROSS JOIN quotes q ON q.article_id = a.id
        LEFT JOIN speakers s ON s.id = q.speaker_id WHERE ${all.join(' AND ')} ORDER BY ${order} LIMIT @n`).all({ ...params, ...p, n }) as ItemRow[];
    };
    // Dated articles first (the cursor, when in them, bounds the date range), then the undated ones.
    let rows: ItemRow[] = [];
    if (c === undefined || c.d !== '') {
      const after = c === undefined ? [] : ['a.date <= @cd', '(a.date < @cd OR q.id < @ci)'];
      rows = select(['a.date IS NOT NULL', ...after], 'a.date DESC, q.id DESC', limit + 1, c === undefined ? {} : { cd: c.d, ci: c.i });
    }
    if (rows.length <= limit) {
      const after = c !== undefined && c.d === '' ? ['q.id < @ci'] : [];
      rows = rows.concat(select(['a.date IS NULL', ...after], 'q.id DESC', limit + 1 - rows.length, c === undefined ? {} : { ci: c.i }));
    }
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return {
      items: page.map((r) => item(r, plainSnippet(r.text), null)),
      nextCursor: rows.length > limit && last ? encodeCursor({ d: last.date ?? '', i: last.id }) : null,
    };
  }

  #search(q: string, query: QuoteQuery, where: string[], params: Record<string, unknown>, limit: number): QuotePage {
    const words = ftsPlainWords(q);
    if (words === '') throw new WhosaidError('WHOSAID_BAD_OPTION', 'the search query has no words to look for.');
    let after = '';
    if (query.cursor !== undefined) {
      const c = decodeCursor(query.cursor, true) as { r: number; i: number };
      after = 'WHERE rank > @cr OR (rank = @cr AND id > @ci)';
      Object.assign(params, { cr: c.r, ci: c.i });
    }
    const joins = where.length === 0 ? '' : 'JOIN quotes q ON q.id = quotes_fts.rowid';
    const ranked = this.#prepare(`SELECT id, rank FROM (
        SELECT quotes_fts.rowid AS id, bm25(quotes_fts, 1.0, 0.5) AS rank FROM quotes_fts ${joins}
        WHERE ${['quotes_fts MATCH @match', ...where].join(' AND ')}) ${after}
      ORDER BY rank, id LIMIT @limit`);
    const { match, rows } = matchOrWords(q, words, (m) => ranked.all({ ...params, match: m }) as { id: number; rank: number }[]);
    const page = rows.slice(0, limit);
    // One query each for the page's rows and snippets; a snippet costs more than a match, so only the page gets one.
    const ids = JSON.stringify(page.map((t) => t.id));
    const details = new Map((this.#prepare(`SELECT ${ITEM_COLUMNS} FROM quotes q JOIN articles a ON a.id = q.article_id
      LEFT JOIN speakers s ON s.id = q.speaker_id WHERE q.id IN (SELECT value FROM json_each(@ids))`).all({ ids }) as ItemRow[])
      .map((r) => [r.id, r]));
    const snippets = new Map((this.#prepare(`SELECT rowid AS id, snippet(quotes_fts, 0, @open, @close, '…', ${SNIPPET_WORDS}) AS snippet
      FROM quotes_fts WHERE quotes_fts MATCH @match AND rowid IN (SELECT value FROM json_each(@ids))`)
      .all({ open: SNIPPET_OPEN, close: SNIPPET_CLOSE, match, ids }) as { id: number; snippet: string }[]).map((r) => [r.id, r.snippet]));
    const items = page.map((t) => {
      const row = details.get(t.id)!;
      const raw = snippets.get(t.id);
      return item(row, raw ? markSnippet(raw) : plainSnippet(row.text), Math.round(-t.rank * 1000) / 1000);
    });
    const last = page[page.length - 1];
    return { items, nextCursor: rows.length > limit && last ? encodeCursor({ r: last.rank, i: last.id }) : null };
  }

  async speakers(o: { top?: number; type?: 'person' | 'organization'; q?: string }): Promise<SpeakerSummary[]> {
    const where: string[] = [];
    const params: Record<string, unknown> = { top: o.top ?? 20 };
    if (o.type !== undefined) { where.push('s.type = @type'); params.type = o.type; }
    if (o.q !== undefined) { where.push('instr(s.key, @q) > 0'); params.q = nameKey(o.q); }
    // The top speakers are counted on the quotes' speaker index alone; articles and outlets only for them.
    const rows = this.#prepare(`WITH top AS (
        SELECT s.id, count(*) AS quotes FROM quotes q JOIN speakers s ON s.id = q.speaker_id
        ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}
        GROUP BY q.speaker_id ORDER BY quotes DESC, s.name, s.id LIMIT @top)
      SELECT s.id, s.name, s.type, s.titles, s.first_seen, s.last_seen, top.quotes,
        count(DISTINCT q.article_id) AS articles, json_group_array(DISTINCT a.outlet) AS outlets
      FROM top JOIN speakers s ON s.id = top.id JOIN quotes q ON q.speaker_id = s.id JOIN articles a ON a.id = q.article_id
      GROUP BY s.id ORDER BY top.quotes DESC, s.name, s.id`).all(params) as SpeakerRowDb[];
    return rows.map((r) => ({
      ...speakerBase(r),
      outlets: (JSON.parse(r.outlets) as (string | null)[]).filter((x): x is string => x !== null),
    }));
  }

  async speaker(id: number): Promise<SpeakerDetail | null> {
    const r = this.#prepare(`SELECT s.id, s.name, s.type, s.titles, s.first_seen, s.last_seen,
        (SELECT count(*) FROM quotes WHERE speaker_id = s.id) AS quotes,
        (SELECT count(DISTINCT article_id) FROM quotes WHERE speaker_id = s.id) AS articles
      FROM speakers s WHERE s.id = ?`).get(id) as Omit<SpeakerRowDb, 'outlets'> | undefined;
    if (!r) return null;
    const outlets = this.#prepare(`SELECT a.outlet, count(*) AS quotes FROM quotes q JOIN articles a ON a.id = q.article_id
      WHERE q.speaker_id = ? GROUP BY a.outlet ORDER BY quotes DESC, a.outlet`).all(id) as { outlet: string | null; quotes: number }[];
    const timeline = this.#prepare(`SELECT substr(a.date, 1, 7) AS month, count(*) AS quotes FROM quotes q
      JOIN articles a ON a.id = q.article_id WHERE q.speaker_id = ? AND a.date IS NOT NULL GROUP BY month ORDER BY month`)
      .all(id) as { month: string; quotes: number }[];
    const recent = (await this.searchQuotes({ speakerId: id, limit: 10 })).items;
    return { ...speakerBase({ ...r, outlets: '[]' }), outlets, timeline, recent };
  }

  async outlets(o: { top?: number }): Promise<OutletRow[]> {
    return outletRows(this.#db, o.top === undefined ? {} : { top: o.top });
  }

  async outlet(name: string): Promise<OutletDetail | null> {
    const counts = `count(q.id) AS quotes, coalesce(sum(q.anonymous = 0 AND q.speaker_name IS NOT NULL), 0) AS named,
      coalesce(sum(q.anonymous), 0) AS unnamed`;
    const r = this.#prepare(`SELECT count(DISTINCT a.id) AS articles, ${counts}
      FROM articles a LEFT JOIN quotes q ON q.article_id = a.id WHERE a.outlet = ?`).get(name) as
      { articles: number; quotes: number; named: number; unnamed: number };
    if (r.articles === 0) return null;
    const months = this.#prepare(`SELECT substr(a.date, 1, 7) AS month, ${counts}
      FROM articles a JOIN quotes q ON q.article_id = a.id WHERE a.outlet = ? AND a.date IS NOT NULL
      GROUP BY month ORDER BY month`).all(name) as { month: string; quotes: number; named: number; unnamed: number }[];
    return {
      outlet: name, articles: r.articles, quotes: r.quotes, named: r.named, unnamed: r.unnamed, unnamedShare: share(r.unnamed, r.quotes),
      timeline: months.map((m) => ({ month: m.month, quotes: m.quotes, unnamed: m.unnamed, unnamedShare: share(m.unnamed, m.quotes) })),
    };
  }

  async article(id: number): Promise<StoredArticle | null> {
    const r = this.#prepare('SELECT id, ext_id, title, url, outlet, date, text FROM articles WHERE id = ?').get(id) as
      { id: number; ext_id: string | null; title: string | null; url: string | null; outlet: string | null; date: string | null; text: string } | undefined;
    if (!r) return null;
    return { article: { id: r.id, extId: r.ext_id, title: r.title, url: r.url, outlet: r.outlet, date: r.date }, text: r.text };
  }

  async speakerIds(refs: readonly { type: 'person' | 'organization'; key: string }[]): Promise<Map<string, number>> {
    const out = new Map<string, number>();
    const one = this.#prepare('SELECT id FROM speakers WHERE type = ? AND key = ?');
    for (const r of refs) {
      const row = one.get([r.type, r.key]) as { id: number } | undefined;
      if (row) out.set(`${r.type} ${r.key}`, row.id);
    }
    return out;
  }

  async stats(): Promise<Stats> {
    return storeStats(this.#db);
  }

  async close(): Promise<void> {
    this.#db.close();
  }
}

interface SpeakerRowDb {
  id: number; name: string; type: 'person' | 'organization'; titles: string; first_seen: string | null; last_seen: string | null;
  quotes: number; articles: number; outlets: string;
}

function speakerBase(r: SpeakerRowDb): Omit<SpeakerSummary, 'outlets'> {
  return {
    id: r.id, name: r.name, type: r.type, titles: JSON.parse(r.titles) as string[], quotes: r.quotes, articles: r.articles,
    firstSeen: r.first_seen, lastSeen: r.last_seen,
  };
}
