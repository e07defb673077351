import { WhosaidError } from '../../errors.js';
import {
  DEFAULT_PAGE, MARK_CLOSE, MARK_OPEN, MAX_PAGE, decodeCursor, encodeCursor, plainSnippet,
  type OutletDetail, type OutletRow, type QuoteItem, type QuotePage, type QuoteQuery, type QuoteReader, type SpeakerDetail,
  type SpeakerSummary, type Stats, type StoredArticle,
} from '../backend.js';
import { matchKey, matchKeySql, nameKey } from '../normalize.js';
import { share } from '../format.js';
import { openPgStore, pgError, type PgStore } from './connect.js';
import { pgOutlets, pgStats } from './queries.js';

// Private-use marks stand in for MARK_OPEN/MARK_CLOSE inside ts_headline's option syntax.
const OPEN = '\uE000';
const CLOSE = '\uE001';
const HEADLINE = `StartSel="${OPEN}", StopSel="${CLOSE}", MaxWords=24, MinWords=12, ShortWord=1, MaxFragments=2, FragmentDelimiter=" … "`;

const ITEM_COLUMNS = `q.id, q.kind, q.text, q.cue, q.rule, q.confidence, q.speaker_id, q.speaker_name, s.type AS speaker_type,
  q.anonymous, q.description, a.id AS article_id, a.ext_id, a.title, a.url, a.outlet, a.date`;

interface ItemRow {
  id: number; kind: string; text: string; cue: string | null; rule: string; confidence: number;
  speaker_id: number | null; speaker_name: string | null; speaker_type: string | null; anonymous: boolean; description: string | null;
  article_id: number; ext_id: string | null; title: string | null; url: string | null; outlet: string | null; date: string | null;
}

function item(r: ItemRow, snippet: string, score: number | null): QuoteItem {
  return {
    quote: { id: r.id, kind: r.kind, text: r.text, cue: r.cue, rule: r.rule, confidence: r.confidence },
    speaker: { id: r.speaker_id, name: r.speaker_name, type: r.speaker_type, anonymous: r.anonymous, description: r.description },
    article: { id: r.article_id, extId: r.ext_id, title: r.title, url: r.url, outlet: r.outlet, date: r.date },
    snippet,
    score,
  };
}

/** A ts_headline snippet with MARK_OPEN/MARK_CLOSE around matches only (a literal `<mark>` in the quote is defused). */
function markSnippet(raw: string): string {
  return raw.replace(/<(\/?mark>)/gi, '＜$1').split(OPEN).join(MARK_OPEN).split(CLOSE).join(MARK_CLOSE);
}

/** Opens a PostgreSQL quote database for reading (migrating it first if it is older). */
export async function openPgReader(url: string): Promise<QuoteReader> {
  return new PostgresReader(await openPgStore(url, { max: 8 }), url);
}

/**
 * The PostgreSQL store behind the QuoteReader interface: what the server and the query commands
 * read, with the SQLite reader's pages and cursors. Full-text search is PostgreSQL's
 * (websearch_to_tsquery: words, "phrases", OR, -word; never a syntax error), ranked by ts_rank.
 */
export class PostgresReader implements QuoteReader {
  readonly kind = 'postgres' as const;
  readonly #pool: PgStore;
  readonly #url: string;

  constructor(pool: PgStore, url: string) {
    this.#pool = pool;
    this.#url = url;
  }

  async #rows<T extends object>(sql: string, params: unknown[] = []): Promise<T[]> {
    try {
      return (await this.#pool.query(sql, params)).rows as T[];
    } catch (e) {
      throw pgError(this.#url, e);
    }
  }

  async searchQuotes(query: QuoteQuery): Promise<QuotePage> {
    const limit = query.limit ?? DEFAULT_PAGE;
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE) {
      throw new WhosaidError('WHOSAID_BAD_OPTION', `limit must be a whole number from 1 to ${MAX_PAGE}, not ${limit}.`);
    }
    const params: unknown[] = [];
    const param = (v: unknown): string => `$${params.push(v)}`;
    const where: string[] = [];
    if (query.speaker !== undefined) {
      const key = matchKey(query.speaker);
      if (key === '') throw new WhosaidError('WHOSAID_BAD_OPTION', 'speaker has no letters to look for.');
      where.push(`strpos(${matchKeySql('q.speaker_key')}, ${param(key)}) > 0`);
    }
    if (query.speakerId !== undefined) where.push(`q.speaker_id = ${param(query.speakerId)}`);
    if (query.kind !== undefined) where.push(`q.kind = ${param(query.kind)}`);
    const articleWhere: string[] = [];
    if (query.outlet !== undefined) articleWhere.push(`strpos(lower(outlet), lower(${param(query.outlet)})) > 0`);
    if (query.since !== undefined) articleWhere.push(`date >= ${param(query.since)}`);
    if (query.until !== undefined) articleWhere.push(`date <= ${param(query.until)}`);
    if (articleWhere.length > 0) where.push(`q.article_id IN (SELECT id FROM articles WHERE ${articleWhere.join(' AND ')})`);
    return query.q === undefined ? this.#newest(query, where, params, param, limit) : this.#search(query.q, query, where, params, param, limit);
  }

  async #newest(query: QuoteQuery, where: string[], params: unknown[], param: (v: unknown) => string, limit: number): Promise<QuotePage> {
    if (query.cursor !== undefined) {
      const c = decodeCursor(query.cursor, false) as { d: string; i: number };
      const [cd, ci] = [param(c.d), param(c.i)];
      where.push(`(coalesce(a.date, '') < ${cd} OR (coalesce(a.date, '') = ${cd} AND q.id < ${ci}))`);
    }
    const rows = await this.#rows<ItemRow>(`SELECT ${ITEM_COLUMNS} FROM quotes q JOIN articles a ON a.id = q.article_id
      LEFT JOIN speakers s ON s.id = q.speaker_id ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}
      ORDER BY coalesce(a.date, '') DESC, q.id DESC LIMIT ${param(limit + 1)}`, params);
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return {
      items: page.map((r) => item(r, plainSnippet(r.text), null)),
      nextCursor: rows.length > limit && last ? encodeCursor({ d: last.date ?? '', i: last.id }) : null,
    };
  }

  async #search(q: string, query: QuoteQuery, where: string[], params: unknown[], param: (v: unknown) => string, limit: number): Promise<QuotePage> {
    if (!/[\p{L}\p{N}]/u.test(q)) throw new WhosaidError('WHOSAID_BAD_OPTION', 'the search query has no words to look for.');
    const check = await this.#rows<{ n: number }>("SELECT numnode(websearch_to_tsquery('simple', $1)) AS n", [q]);
    if ((check[0]?.n ?? 0) === 0) throw new WhosaidError('WHOSAID_BAD_OPTION', 'the search query has no words to look for.');
    const tq = `websearch_to_tsquery('simple', ${param(q)})`;
    let after = '';
    if (query.cursor !== undefined) {
      const c = decodeCursor(query.cursor, true) as { r: number; i: number };
      const [cr, ci] = [param(c.r), param(c.i)];
      after = `WHERE rank < ${cr}::float8 OR (rank = ${cr}::float8 AND id > ${ci})`;
    }
    // float8: the rank read back from a cursor compares equal to the one computed (float4 would not).
    const rows = await this.#rows<ItemRow & { rank: number; snippet: string }>(`WITH query AS (SELECT ${tq} AS tq),
        top AS MATERIALIZED (SELECT id, rank FROM (
          SELECT q.id, ts_rank(q.tsv, query.tq, 1)::float8 AS rank FROM quotes q, query WHERE ${['q.tsv @@ query.tq', ...where].join(' AND ')}) r
          ${after} ORDER BY rank DESC, id LIMIT ${param(limit + 1)})
      SELECT ${ITEM_COLUMNS}, top.rank, ts_headline('simple', q.text, query.tq, ${param(HEADLINE)}) AS snippet
      FROM top JOIN quotes q ON q.id = top.id JOIN articles a ON a.id = q.article_id LEFT JOIN speakers s ON s.id = q.speaker_id, query
      ORDER BY top.rank DESC, q.id`, params);
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return {
      items: page.map((r) => item(r, r.snippet.includes(OPEN) ? markSnippet(r.snippet) : plainSnippet(r.text), Math.round(r.rank * 1000) / 1000)),
      nextCursor: rows.length > limit && last ? encodeCursor({ r: last.rank, i: last.id }) : null,
    };
  }

  async speakers(o: { top?: number; type?: 'person' | 'organization'; q?: string }): Promise<SpeakerSummary[]> {
    const params: unknown[] = [o.top ?? 20];
    const where: string[] = [];
    if (o.type !== undefined) where.push(`s.type = $${params.push(o.type)}`);
    if (o.q !== undefined) where.push(`strpos(s.key, $${params.push(nameKey(o.q))}) > 0`);
    return this.#rows<SpeakerSummary>(`SELECT s.id, s.name, s.type, s.titles, count(q.id) AS quotes, count(DISTINCT q.article_id) AS articles,
        array_remove(array_agg(DISTINCT a.outlet), NULL) AS outlets, s.first_seen AS "firstSeen", s.last_seen AS "lastSeen"
      FROM speakers s JOIN quotes q ON q.speaker_id = s.id JOIN articles a ON a.id = q.article_id
      ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}
      GROUP BY s.id ORDER BY quotes DESC, s.name COLLATE "C", s.id LIMIT $1`, params);
  }

  async speaker(id: number): Promise<SpeakerDetail | null> {
    const [r] = await this.#rows<Omit<SpeakerDetail, 'outlets' | 'timeline' | 'recent'>>(`SELECT s.id, s.name, s.type, s.titles,
        s.first_seen AS "firstSeen", s.last_seen AS "lastSeen",
        (SELECT count(*) FROM quotes WHERE speaker_id = s.id) AS quotes,
        (SELECT count(DISTINCT article_id) FROM quotes WHERE speaker_id = s.id) AS articles
      FROM speakers s WHERE s.id = $1`, [id]);
    if (!r) return null;
    const outlets = await this.#rows<{ outlet: string | null; quotes: number }>(`SELECT a.outlet, count(*) AS quotes FROM quotes q
      JOIN articles a ON a.id = q.article_id WHERE q.speaker_id = $1 GROUP BY a.outlet ORDER BY quotes DESC, a.outlet COLLATE "C"`, [id]);
    const timeline = await this.#rows<{ month: string; quotes: number }>(`SELECT substr(a.date, 1, 7) AS month, count(*) AS quotes FROM quotes q
      JOIN articles a ON a.id = q.article_id WHERE q.speaker_id = $1 AND a.date IS NOT NULL GROUP BY month ORDER BY 1`, [id]);
    const recent = (await this.searchQuotes({ speakerId: id, limit: 10 })).items;
    return { ...r, outlets, timeline, recent };
  }

  async outlets(o: { top?: number }): Promise<OutletRow[]> {
    try {
      return await pgOutlets(this.#pool, o.top === undefined ? {} : { top: o.top });
    } catch (e) {
      throw pgError(this.#url, e);
    }
  }

  async outlet(name: string): Promise<OutletDetail | null> {
    const counts = `count(q.id) AS quotes, count(q.id) FILTER (WHERE NOT q.anonymous AND q.speaker_name IS NOT NULL) AS named,
      count(q.id) FILTER (WHERE q.anonymous) AS unnamed`;
    const [r] = await this.#rows<{ articles: number; quotes: number; named: number; unnamed: number }>(`SELECT count(DISTINCT a.id) AS articles, ${counts}
      FROM articles a LEFT JOIN quotes q ON q.article_id = a.id WHERE a.outlet = $1`, [name]);
    if (!r || r.articles === 0) return null;
    const months = await this.#rows<{ month: string; quotes: number; unnamed: number }>(`SELECT substr(a.date, 1, 7) AS month, ${counts}
      FROM articles a JOIN quotes q ON q.article_id = a.id WHERE a.outlet = $1 AND a.date IS NOT NULL
      GROUP BY month ORDER BY 1`, [name]);
    return {
      outlet: name, articles: r.articles, quotes: r.quotes, named: r.named, unnamed: r.unnamed, unnamedShare: share(r.unnamed, r.quotes),
      timeline: months.map((m) => ({ month: m.month, quotes: m.quotes, unnamed: m.unnamed, unnamedShare: share(m.unnamed, m.quotes) })),
    };
  }

  async article(id: number): Promise<StoredArticle | null> {
    const [r] = await this.#rows<{ id: number; ext_id: string | null; title: string | null; url: string | null; outlet: string | null; date: string | null; text: string }>(
      'SELECT id, ext_id, title, url, outlet, date, text FROM articles WHERE id = $1', [id]);
    if (!r) return null;
    return { article: { id: r.id, extId: r.ext_id, title: r.title, url: r.url, outlet: r.outlet, date: r.date }, text: r.text };
  }

  async speakerIds(refs: readonly { type: 'person' | 'organization'; key: string }[]): Promise<Map<string, number>> {
    const out = new Map<string, number>();
    if (refs.length === 0) return out;
    const rows = await this.#rows<{ id: string | number; type: string; key: string }>(
      'SELECT s.id, s.type, s.key FROM speakers s JOIN unnest($1::text[], $2::text[]) AS r(type, key) ON s.type = r.type AND s.key = r.key',
      [refs.map((r) => r.type), refs.map((r) => r.key)]);
    for (const r of rows) out.set(`${r.type} ${r.key}`, Number(r.id));
    return out;
  }

  async stats(): Promise<Stats> {
    try {
      return await pgStats(this.#pool);
    } catch (e) {
      throw pgError(this.#url, e);
    }
  }

  async close(): Promise<void> {
    await this.#pool.end();
  }
}
