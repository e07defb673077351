import { WhosaidError } from '../errors.js';
import { schemaVersion, type StoreDb } from './db.js';
import { keyHash, matchKey, nameKey } from './normalize.js';
import { share } from './format.js';

/** Filters and limits of a search. */
export interface SearchOptions {
  speaker?: string;
  outlet?: string;
  since?: string;
  until?: string;
  kind?: 'direct' | 'indirect' | 'mixed';
  limit?: number;
  /** Marks around matched words in the snippet. */
  highlight?: readonly [string, string];
}

/** One search hit: the quote, who said it, where, a highlighted snippet and a score (higher is better). */
export interface SearchResult {
  quote: { id: number; kind: string; text: string };
  speaker: { name: string | null; type: string | null; anonymous: boolean; description: string | null };
  article: { id: string | null; title: string | null; url: string | null; outlet: string | null; date: string | null };
  snippet: string;
  score: number;
  /** When the same quote is in other articles: how many, and where it appeared first. */
  syndication: { articles: number; origin: { id: string | null; outlet: string | null; date: string | null } } | null;
}

interface SearchRow {
  id: number; kind: string; text: string; speaker_name: string | null; speaker_type: string | null; anonymous: number;
  description: string | null; ext_id: string | null; title: string | null; url: string | null; outlet: string | null;
  date: string | null; snippet: string; rank: number; norm_key?: string | null;
}

/**
 * Full-text search of quotes and speaker names, best first (bm25). FTS syntax works (`"exact phrase"`,
 * `border OR wall`, `speaker_name:homan`); a query it cannot parse is retried as plain words.
 */
export function search(db: StoreDb, query: string, o: SearchOptions = {}): SearchResult[] {
  const words = ftsPlainWords(query);
  if (words === '') throw new WhosaidError('WHOSAID_BAD_OPTION', 'the search query has no words to look for.');
  const [open, close] = o.highlight ?? ['<mark>', '</mark>'];
  const where = ['quotes_fts MATCH @match'];
  const articleWhere: string[] = [];
  const params: Record<string, unknown> = { limit: o.limit ?? 20 };
  // By the quote's own speaker name: a speaker resolved to no person or organization counts too.
  // (instr, not LIKE: a name's "%" or "_" is itself, not a wildcard)
  if (o.speaker !== undefined) { where.push('instr(match_key(q.speaker_name), @speaker) > 0'); params.speaker = matchKey(o.speaker); }
  if (o.kind !== undefined) { where.push('q.kind = @kind'); params.kind = o.kind; }
  if (o.outlet !== undefined) { articleWhere.push('instr(lower(outlet), lower(@outlet)) > 0'); params.outlet = o.outlet; }
  if (o.since !== undefined) { articleWhere.push('date >= @since'); params.since = o.since; }
  if (o.until !== undefined) { articleWhere.push('date <= @until'); params.until = o.until; }
  // The articles are chosen once, not joined for every matching quote.
  if (articleWhere.length > 0) where.push(`q.article_id IN (SELECT id FROM articles WHERE ${articleWhere.join(' AND ')})`);
  const syndication = schemaVersion(db) >= SYNDICATION_VERSION;
  registerNameKey(db);
  // Rank and filter first; a snippet costs more than a match, so only the top results get one.
  const joins = where.length === 1 ? '' : 'JOIN quotes q ON q.id = quotes_fts.rowid';
  const ranked = db.prepare(`SELECT quotes_fts.rowid AS id, bm25(quotes_fts, 1.0, 0.5) AS rank
    FROM quotes_fts ${joins} WHERE ${where.join(' AND ')} ORDER BY rank LIMIT @limit`);
  const { match, rows: top } = matchOrWords(query, words, (m) => ranked.all({ ...params, match: m }) as { id: number; rank: number }[]);
  // One query each for the rows, the snippets and the syndication of the page, not one per result.
  const ids = JSON.stringify(top.map((t) => t.id));
  const details = new Map((db.prepare(`SELECT q.id, q.kind, q.text, q.speaker_name, s.type AS speaker_type, q.anonymous, q.description,
      a.ext_id, a.title, a.url, a.outlet, a.date${syndication ? ', q.norm_key' : ''}
    FROM quotes q JOIN articles a ON a.id = q.article_id LEFT JOIN speakers s ON s.id = q.speaker_id
    WHERE q.id IN (SELECT value FROM json_each(@ids))`).all({ ids }) as Omit<SearchRow, 'snippet' | 'rank'>[]).map((r) => [r.id, r]));
  const snippets = new Map((db.prepare(`SELECT rowid AS id, snippet(quotes_fts, 0, @open, @close, '…', 24) AS snippet
    FROM quotes_fts WHERE quotes_fts MATCH @match AND rowid IN (SELECT value FROM json_each(@ids))`)
    .all({ open, close, match, ids }) as { id: number; snippet: string }[]).map((r) => [r.id, r.snippet]));
  const rows: SearchRow[] = top.map((t) => ({ ...details.get(t.id)!, snippet: snippets.get(t.id) ?? '', rank: t.rank }));
  const groups = syndication ? syndicationOf(db, rows.flatMap((r) => (r.norm_key ? [r.norm_key] : []))) : undefined;
  return rows.map((r) => ({
    quote: { id: r.id, kind: r.kind, text: r.text },
    speaker: { name: r.speaker_name, type: r.speaker_type, anonymous: r.anonymous === 1, description: r.description },
    article: { id: r.ext_id, title: r.title, url: r.url, outlet: r.outlet, date: r.date },
    snippet: r.snippet,
    score: Math.round(-r.rank * 1000) / 1000,
    syndication: (r.norm_key && groups?.get(r.norm_key)) || null,
  }));
}

const withNameKey = new WeakSet<StoreDb>();

/**
 * The SQL function name_key(name) on this connection, registered once: registering a function again
 * expires every statement the connection has prepared.
 */
function registerNameKey(db: StoreDb): void {
  if (withNameKey.has(db)) return;
  db.function('name_key', { deterministic: true }, (name: unknown) => (typeof name === 'string' ? nameKey(name) : null));
  db.function('match_key', { deterministic: true }, (name: unknown) => (typeof name === 'string' ? matchKey(name) : null));
  withNameKey.add(db);
}

/**
 * A query as quoted plain words, every FTS operator and quote mark disarmed; '' when it has no words. A word with an
 * apostrophe is the phrase of its parts ("don't" → `"don t"`), as the index splits it (FTS5's unicode61 tokenizer
 * separates at apostrophes, straight or curly): dropping the apostrophe searched for "dont", which no quote holds.
 */
export function ftsPlainWords(query: string): string {
  return query.split(/[^\p{L}\p{N}_'’‘]+/u).filter((w) => !FTS_OPERATORS.has(w)).map((w) => w.split(/['’‘]+/).filter(Boolean).join(' '))
    .filter(Boolean).map((w) => `"${w}"`).join(' ');
}
/** FTS5's operators, written in capitals: in a query it could not parse ("trump AND"), no word to look for. */
const FTS_OPERATORS: ReadonlySet<string> = new Set(['AND', 'OR', 'NOT', 'NEAR']);

/**
 * Runs an FTS5 query as written; one that FTS5 cannot parse (unbalanced quotes, stray operators) runs again as its
 * plain `words`. Returns the match that ran, for the snippets of the same rows.
 */
export function matchOrWords<T>(query: string, words: string, run: (match: string) => T): { match: string; rows: T } {
  try {
    return { match: query, rows: run(query) };
  } catch (e) {
    const message = e instanceof Error ? e.message : '';
    if (!/fts5|syntax error|unterminated|no such column|unknown special query/i.test(message)) throw e;
    return { match: words, rows: run(words) };
  }
}


/** Of these syndication keys, the ones in more than one article: how many, and the article where each appeared first. */
function syndicationOf(db: StoreDb, keys: readonly string[]): Map<string, NonNullable<SearchResult['syndication']>> {
  if (keys.length === 0) return new Map();
  const unique = [...new Set(keys)];
  // Rows are found by the indexed hash; the key itself settles a collision.
  const rows = db.prepare(`SELECT g.key, g.n, a.ext_id, a.outlet, a.date FROM (
      SELECT q.norm_key AS key, count(DISTINCT q.article_id) AS n,
        (SELECT a2.id FROM quotes q2 JOIN articles a2 ON a2.id = q2.article_id WHERE q2.norm_hash = q.norm_hash AND q2.norm_key = q.norm_key
          ORDER BY a2.date IS NULL, a2.date, a2.id LIMIT 1) AS first
      FROM quotes q WHERE q.norm_hash IN (SELECT value FROM json_each(@hashes)) AND q.norm_key IN (SELECT value FROM json_each(@keys))
      GROUP BY q.norm_hash, q.norm_key HAVING n > 1) g
    JOIN articles a ON a.id = g.first`).all({ keys: JSON.stringify(unique), hashes: JSON.stringify(unique.map(keyHash)) }) as
    { key: string; n: number; ext_id: string | null; outlet: string | null; date: string | null }[];
  return new Map(rows.map((r) => [r.key, { articles: r.n, origin: { id: r.ext_id, outlet: r.outlet, date: r.date } }]));
}

/** A speaker across articles. */
export interface SpeakerRow {
  name: string;
  type: string;
  titles: string[];
  quotes: number;
  articles: number;
  outlets: string[];
  firstSeen: string | null;
  lastSeen: string | null;
}

/** The most quoted speakers (persons and organizations), with titles, outlets and first/last seen. */
export function speakers(db: StoreDb, o: { top?: number; type?: 'person' | 'organization' } = {}): SpeakerRow[] {
  const rows = db.prepare(`SELECT s.name, s.type, s.titles, s.first_seen, s.last_seen, count(q.id) AS quotes,
      count(DISTINCT q.article_id) AS articles, json_group_array(DISTINCT a.outlet) AS outlets
    FROM speakers s JOIN quotes q ON q.speaker_id = s.id JOIN articles a ON a.id = q.article_id
    ${o.type ? 'WHERE s.type = @type' : ''}
    GROUP BY s.id ORDER BY quotes DESC, s.name LIMIT @top`).all({ top: o.top ?? 20, ...(o.type && { type: o.type }) }) as {
      name: string; type: string; titles: string; first_seen: string | null; last_seen: string | null; quotes: number; articles: number; outlets: string;
    }[];
  return rows.map((r) => ({
    name: r.name, type: r.type, titles: JSON.parse(r.titles) as string[], quotes: r.quotes, articles: r.articles,
    outlets: (JSON.parse(r.outlets) as (string | null)[]).filter((x): x is string => x !== null),
    firstSeen: r.first_seen, lastSeen: r.last_seen,
  }));
}

/** Per outlet: articles, quotes, and the share of quotes from named and from unnamed sources. */
export interface OutletRow {
  outlet: string | null;
  articles: number;
  quotes: number;
  named: number;
  unnamed: number;
  namedShare: number;
  unnamedShare: number;
}

export function outlets(db: StoreDb, o: { top?: number } = {}): OutletRow[] {
  const rows = db.prepare(`SELECT a.outlet, count(DISTINCT a.id) AS articles, count(q.id) AS quotes,
      coalesce(sum(q.anonymous = 0 AND q.speaker_name IS NOT NULL), 0) AS named, coalesce(sum(q.anonymous), 0) AS unnamed
    FROM articles a LEFT JOIN quotes q ON q.article_id = a.id
    GROUP BY a.outlet ORDER BY articles DESC, quotes DESC LIMIT @top`).all({ top: o.top ?? -1 }) as Omit<OutletRow, 'namedShare' | 'unnamedShare'>[];
  return rows.map((r) => ({ ...r, namedShare: share(r.named, r.quotes), unnamedShare: share(r.unnamed, r.quotes) }));
}

/** Counts of the whole database. */
export interface Stats {
  articles: number;
  quotes: number;
  speakers: number;
  organizations: number;
  outlets: number;
  quotesByKind: Record<string, number>;
  namedQuotes: number;
  unnamedQuotes: number;
  /** Quotes found, by normalized text, in more than one article. */
  syndicatedGroups: number;
  /** Quotes that belong to such a group. */
  syndicatedQuotes: number;
  firstDate: string | null;
  lastDate: string | null;
  schemaVersion: number;
}

/** The schema version from which quotes carry their syndication key and its hash (schema.ts). */
const SYNDICATION_VERSION = 4;

export function stats(db: StoreDb): Stats {
  const one = <T>(sql: string): T => db.prepare(sql).get() as T;
  const a = one<{ n: number; outlets: number; first: string | null; last: string | null }>(
    'SELECT count(*) AS n, count(DISTINCT outlet) AS outlets, min(date) AS first, max(date) AS last FROM articles');
  const q = one<{ n: number; named: number; unnamed: number }>(
    'SELECT count(*) AS n, coalesce(sum(anonymous = 0 AND speaker_name IS NOT NULL), 0) AS named, coalesce(sum(anonymous), 0) AS unnamed FROM quotes');
  const s = one<{ persons: number; orgs: number }>(
    "SELECT coalesce(sum(type = 'person'), 0) AS persons, coalesce(sum(type = 'organization'), 0) AS orgs FROM speakers");
  const kinds = db.prepare('SELECT kind, count(*) AS n FROM quotes GROUP BY kind ORDER BY kind').all() as { kind: string; n: number }[];
  const version = schemaVersion(db);
  const groups = version >= SYNDICATION_VERSION ? syndicationCounts(db) : { groups: 0, quotes: 0 };
  return {
    articles: a.n, quotes: q.n, speakers: s.persons, organizations: s.orgs, outlets: a.outlets,
    quotesByKind: Object.fromEntries(kinds.map((k) => [k.kind, k.n])), namedQuotes: q.named, unnamedQuotes: q.unnamed,
    syndicatedGroups: groups.groups, syndicatedQuotes: groups.quotes, firstDate: a.first, lastDate: a.last, schemaVersion: version,
  };
}

function syndicationCounts(db: StoreDb): { groups: number; quotes: number } {
  return db.prepare(`SELECT count(*) AS groups, coalesce(sum(n), 0) AS quotes FROM (
      SELECT count(*) AS n FROM quotes WHERE norm_hash IS NOT NULL GROUP BY norm_hash, norm_key HAVING count(DISTINCT article_id) > 1)`).get() as { groups: number; quotes: number };
}

/** A group of the same quote in several articles, with the article where it appeared first. */
export interface SyndicationGroup {
  text: string;
  articles: number;
  origin: { id: string | null; outlet: string | null; date: string | null };
  outlets: string[];
  /** The ids of the articles that carry it. */
  articleIds: (string | null)[];
}

/** The syndicated quotes, most widely repeated first. */
export function syndication(db: StoreDb, o: { top?: number } = {}): SyndicationGroup[] {
  if (schemaVersion(db) < SYNDICATION_VERSION) return [];
  const rows = db.prepare(`WITH g AS (
      SELECT norm_hash, norm_key, count(DISTINCT article_id) AS n FROM quotes WHERE norm_hash IS NOT NULL
      GROUP BY norm_hash, norm_key HAVING n > 1),
    ranked AS (
      SELECT q.norm_hash, q.norm_key, q.text, a.ext_id, a.outlet, a.date,
        row_number() OVER (PARTITION BY q.norm_hash, q.norm_key ORDER BY a.date IS NULL, a.date, a.id) AS r
      FROM g JOIN quotes q ON q.norm_hash = g.norm_hash AND q.norm_key = g.norm_key JOIN articles a ON a.id = q.article_id)
    SELECT ranked.text, g.n, ranked.ext_id, ranked.outlet, ranked.date,
      (SELECT json_group_array(DISTINCT a2.outlet) FROM quotes q2 JOIN articles a2 ON a2.id = q2.article_id
        WHERE q2.norm_hash = g.norm_hash AND q2.norm_key = g.norm_key) AS outlets,
      (SELECT json_group_array(DISTINCT a2.ext_id) FROM quotes q2 JOIN articles a2 ON a2.id = q2.article_id
        WHERE q2.norm_hash = g.norm_hash AND q2.norm_key = g.norm_key) AS ids
    FROM ranked JOIN g USING (norm_hash, norm_key) WHERE ranked.r = 1 ORDER BY g.n DESC, ranked.date, ranked.norm_key LIMIT @top`)
    .all({ top: o.top ?? -1 }) as { text: string; n: number; ext_id: string | null; outlet: string | null; date: string | null; outlets: string; ids: string }[];
  return rows.map((r) => ({
    text: r.text, articles: r.n, origin: { id: r.ext_id, outlet: r.outlet, date: r.date },
    outlets: (JSON.parse(r.outlets) as (string | null)[]).filter((x): x is string => x !== null),
    articleIds: JSON.parse(r.ids) as (string | null)[],
  }));
}
