import { WhosaidError } from '../../errors.js';
import { matchKey, matchKeySql } from '../normalize.js';
import { share } from '../format.js';
import type { OutletRow, SearchOptions, SearchResult, SpeakerRow, Stats, SyndicationGroup } from '../queries.js';
import type { PgStore } from './connect.js';
import { schemaVersionOf } from './schema.js';

// Private-use marks stand in for the caller's highlight strings inside ts_headline's option syntax.
const OPEN = '\uE000';
const CLOSE = '\uE001';
const HEADLINE = `StartSel="${OPEN}", StopSel="${CLOSE}", MaxWords=24, MinWords=12, ShortWord=1, MaxFragments=2, FragmentDelimiter=" … "`;

interface SearchRow {
  id: number; kind: string; text: string; speaker_name: string | null; speaker_type: string | null; anonymous: boolean;
  description: string | null; ext_id: string | null; title: string | null; url: string | null; outlet: string | null;
  date: string | null; norm_key: string | null; snippet: string; rank: number;
}

/**
 * Full-text search of quotes and speaker names with PostgreSQL's text search, best first
 * (ts_rank, normalized by length; the quote's words weigh more than the speaker's name). The query is read by
 * websearch_to_tsquery: words, "exact phrases", `a OR b`, `-word`; it takes any input without a
 * syntax error. A query with nothing to search for gets a message.
 */
export async function pgSearch(pool: PgStore, query: string, o: SearchOptions = {}): Promise<SearchResult[]> {
  if (!/[\p{L}\p{N}]/u.test(query)) throw new WhosaidError('WHOSAID_BAD_OPTION', 'the search query has no words to look for.');
  const check = await pool.query<{ n: number }>("SELECT numnode(websearch_to_tsquery('simple', $1)) AS n", [query]);
  if ((check.rows[0]?.n ?? 0) === 0) throw new WhosaidError('WHOSAID_BAD_OPTION', `the search query ${JSON.stringify(query)} has no words to look for.`);
  const [open, close] = o.highlight ?? ['<mark>', '</mark>'];
  const params: unknown[] = [query, o.limit ?? 20, HEADLINE];
  const where = ['q.tsv @@ query.tq'];
  const articleWhere: string[] = [];
  const param = (v: unknown): string => `$${params.push(v)}`;
  // By the quote's own speaker name (folded as speakers are): a speaker resolved to no person counts too.
  // (strpos, not LIKE: a name's "%" or "_" is itself, not a wildcard)
  if (o.speaker !== undefined) where.push(`strpos(${matchKeySql('q.speaker_key')}, ${param(matchKey(o.speaker))}) > 0`);
  if (o.kind !== undefined) where.push(`q.kind = ${param(o.kind)}`);
  if (o.outlet !== undefined) articleWhere.push(`strpos(lower(outlet), lower(${param(o.outlet)})) > 0`);
  if (o.since !== undefined) articleWhere.push(`date >= ${param(o.since)}`);
  if (o.until !== undefined) articleWhere.push(`date <= ${param(o.until)}`);
  if (articleWhere.length > 0) where.push(`q.article_id IN (SELECT id FROM articles WHERE ${articleWhere.join(' AND ')})`);
  // Rank and filter first; a headline costs more than a match, so only the top results get one.
  const r = await pool.query<SearchRow>(`WITH query AS (SELECT websearch_to_tsquery('simple', $1) AS tq),
      top AS MATERIALIZED (SELECT q.id, ts_rank(q.tsv, query.tq, 1) AS rank FROM quotes q, query
        WHERE ${where.join(' AND ')} ORDER BY rank DESC, q.id LIMIT $2)
    SELECT q.id, q.kind, q.text, q.speaker_name, s.type AS speaker_type, q.anonymous, q.description,
      a.ext_id, a.title, a.url, a.outlet, a.date, q.norm_key, top.rank, ts_headline('simple', q.text, query.tq, $3) AS snippet
    FROM top JOIN quotes q ON q.id = top.id JOIN articles a ON a.id = q.article_id LEFT JOIN speakers s ON s.id = q.speaker_id, query
    ORDER BY top.rank DESC, q.id`, params);
  const origins = originFinder(pool);
  return Promise.all(r.rows.map(async (row) => ({
    quote: { id: row.id, kind: row.kind, text: row.text },
    speaker: { name: row.speaker_name, type: row.speaker_type, anonymous: row.anonymous, description: row.description },
    article: { id: row.ext_id, title: row.title, url: row.url, outlet: row.outlet, date: row.date },
    snippet: row.snippet.replaceAll(OPEN, open).replaceAll(CLOSE, close),
    score: Math.round(row.rank * 1000) / 1000,
    syndication: row.norm_key ? await origins(row.norm_key) : null,
  })));
}

function originFinder(pool: PgStore): (key: string) => Promise<SearchResult['syndication']> {
  return async (key) => {
    const g = await pool.query<{ n: number; ext_id: string | null; outlet: string | null; date: string | null }>(`SELECT
        (SELECT count(DISTINCT article_id) FROM quotes WHERE norm_key = $1) AS n, a.ext_id, a.outlet, a.date
      FROM quotes q JOIN articles a ON a.id = q.article_id WHERE q.norm_key = $1
      ORDER BY a.date IS NULL, a.date, a.id LIMIT 1`, [key]);
    const row = g.rows[0];
    return row && row.n >= 2 ? { articles: row.n, origin: { id: row.ext_id, outlet: row.outlet, date: row.date } } : null;
  };
}

/** The most quoted speakers (persons and organizations), with titles, outlets and first/last seen. */
export async function pgSpeakers(pool: PgStore, o: { top?: number; type?: 'person' | 'organization' } = {}): Promise<SpeakerRow[]> {
  const r = await pool.query<{ name: string; type: string; titles: string[]; first_seen: string | null; last_seen: string | null;
    quotes: number; articles: number; outlets: string[] }>(`SELECT s.name, s.type, s.titles, s.first_seen, s.last_seen,
      count(q.id) AS quotes, count(DISTINCT q.article_id) AS articles, array_remove(array_agg(DISTINCT a.outlet), NULL) AS outlets
    FROM speakers s JOIN quotes q ON q.speaker_id = s.id JOIN articles a ON a.id = q.article_id
    ${o.type ? 'WHERE s.type = $2' : ''}
    GROUP BY s.id ORDER BY quotes DESC, s.name COLLATE "C" LIMIT $1`, [o.top ?? 20, ...(o.type ? [o.type] : [])]);
  return r.rows.map((row) => ({
    name: row.name, type: row.type, titles: row.titles, quotes: row.quotes, articles: row.articles, outlets: row.outlets,
    firstSeen: row.first_seen, lastSeen: row.last_seen,
  }));
}

/** Per outlet: articles, quotes, and the share of quotes from named and from unnamed sources. */
export async function pgOutlets(pool: PgStore, o: { top?: number } = {}): Promise<OutletRow[]> {
  const r = await pool.query<Omit<OutletRow, 'namedShare' | 'unnamedShare'>>(`SELECT a.outlet, count(DISTINCT a.id) AS articles, count(q.id) AS quotes,
      count(q.id) FILTER (WHERE NOT q.anonymous AND q.speaker_name IS NOT NULL) AS named, count(q.id) FILTER (WHERE q.anonymous) AS unnamed
    FROM articles a LEFT JOIN quotes q ON q.article_id = a.id
    GROUP BY a.outlet ORDER BY articles DESC, quotes DESC, a.outlet COLLATE "C" NULLS FIRST ${o.top ? 'LIMIT $1' : ''}`, o.top ? [o.top] : []);
  return r.rows.map((row) => ({ ...row, namedShare: share(row.named, row.quotes), unnamedShare: share(row.unnamed, row.quotes) }));
}

/** Counts of the whole database. */
export async function pgStats(pool: PgStore): Promise<Stats> {
  const [a, q, s, kinds, groups, version] = await Promise.all([
    pool.query<{ n: number; outlets: number; first: string | null; last: string | null }>(
      'SELECT count(*) AS n, count(DISTINCT outlet) AS outlets, min(date) AS first, max(date) AS last FROM articles'),
    pool.query<{ n: number; named: number; unnamed: number }>(`SELECT count(*) AS n,
      count(*) FILTER (WHERE NOT anonymous AND speaker_name IS NOT NULL) AS named, count(*) FILTER (WHERE anonymous) AS unnamed FROM quotes`),
    pool.query<{ persons: number; orgs: number }>(`SELECT count(*) FILTER (WHERE type = 'person') AS persons,
      count(*) FILTER (WHERE type = 'organization') AS orgs FROM speakers`),
    pool.query<{ kind: string; n: number }>('SELECT kind, count(*) AS n FROM quotes GROUP BY kind ORDER BY kind COLLATE "C"'),
    pool.query<{ groups: number; quotes: number }>(`SELECT count(*) AS groups, coalesce(sum(n), 0) AS quotes FROM (
      SELECT count(*) AS n FROM quotes WHERE norm_key IS NOT NULL GROUP BY norm_key HAVING count(DISTINCT article_id) > 1) g`),
    schemaVersionOf(pool),
  ]);
  const art = a.rows[0]!;
  const quo = q.rows[0]!;
  const spk = s.rows[0]!;
  const grp = groups.rows[0]!;
  return {
    articles: art.n, quotes: quo.n, speakers: spk.persons, organizations: spk.orgs, outlets: art.outlets,
    quotesByKind: Object.fromEntries(kinds.rows.map((k) => [k.kind, k.n])), namedQuotes: quo.named, unnamedQuotes: quo.unnamed,
    syndicatedGroups: grp.groups, syndicatedQuotes: Number(grp.quotes), firstDate: art.first, lastDate: art.last, schemaVersion: version,
  };
}

/** The syndicated quotes, most widely repeated first, each with the article where it appeared first. */
export async function pgSyndication(pool: PgStore, o: { top?: number } = {}): Promise<SyndicationGroup[]> {
  const r = await pool.query<{ text: string; n: number; ext_id: string | null; outlet: string | null; date: string | null; outlets: string[]; ids: (string | null)[] }>(`
    WITH g AS (
      SELECT norm_key, count(DISTINCT article_id) AS n FROM quotes WHERE norm_key IS NOT NULL
      GROUP BY norm_key HAVING count(DISTINCT article_id) > 1),
    ranked AS (
      SELECT q.norm_key, q.text, a.ext_id, a.outlet, a.date,
        row_number() OVER (PARTITION BY q.norm_key ORDER BY a.date IS NULL, a.date, a.id) AS r
      FROM quotes q JOIN g USING (norm_key) JOIN articles a ON a.id = q.article_id)
    SELECT ranked.text, g.n, ranked.ext_id, ranked.outlet, ranked.date,
      (SELECT array_remove(array_agg(DISTINCT a2.outlet), NULL) FROM quotes q2 JOIN articles a2 ON a2.id = q2.article_id WHERE q2.norm_key = g.norm_key) AS outlets,
      (SELECT array_agg(DISTINCT a2.ext_id) FROM quotes q2 JOIN articles a2 ON a2.id = q2.article_id WHERE q2.norm_key = g.norm_key) AS ids
    FROM ranked JOIN g USING (norm_key) WHERE ranked.r = 1 ORDER BY g.n DESC, ranked.date ${o.top ? 'LIMIT $1' : ''}`, o.top ? [o.top] : []);
  return r.rows.map((row) => ({
    text: row.text, articles: row.n, origin: { id: row.ext_id, outlet: row.outlet, date: row.date }, outlets: row.outlets, articleIds: row.ids,
  }));
}

/** An article the analyzer could not take after its retries. */
export interface FailedRow {
  jobId: string;
  origin: string | null;
  id: string | null;
  url: string | null;
  code: string;
  error: string;
  attempts: number;
  failedAt: string;
}

/** The failed articles, latest first. */
export async function pgFailed(pool: PgStore, o: { limit?: number } = {}): Promise<FailedRow[]> {
  const r = await pool.query<{ job_id: string; origin: string | null; ext_id: string | null; url: string | null; code: string; error: string;
    attempts: number; failed_at: Date }>('SELECT * FROM failed ORDER BY failed_at DESC, job_id LIMIT $1', [o.limit ?? 1000]);
  return r.rows.map((row) => ({
    jobId: row.job_id, origin: row.origin, id: row.ext_id, url: row.url, code: row.code, error: row.error, attempts: row.attempts,
    failedAt: row.failed_at.toISOString(),
  }));
}
