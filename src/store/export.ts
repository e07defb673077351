import type { StoreDb } from './db.js';

/** The columns of `export --format csv`, one row per quote. */
export const CSV_COLUMNS = [
  'quote_id', 'article_id', 'url', 'outlet', 'date', 'title', 'kind', 'text', 'speaker', 'speaker_type',
  'anonymous', 'description', 'cue', 'source', 'addressee', 'medium', 'time', 'time_date', 'rule', 'confidence', 'spans',
] as const;

interface QuoteRow {
  id: number; article_id: number; seq: number; kind: string; text: string; spans: string; cue: string | null; source: string | null;
  speaker_name: string | null; speaker_type: string | null; anonymous: number; description: string | null; addressee: string | null;
  medium: string | null; rule: string; confidence: number;
  /** Absent in databases older than schema version 3. */
  time_text?: string | null; time_date?: string | null;
}

const QUOTES = `SELECT q.*, s.type AS speaker_type FROM quotes q LEFT JOIN speakers s ON s.id = q.speaker_id`;

/** Every article with its quotes, one JSON object per line, in ingest order. Streams: one article in memory at a time. */
export function* exportJsonl(db: StoreDb): Generator<string> {
  const quotes = db.prepare(`${QUOTES} WHERE q.article_id = ? ORDER BY q.seq`);
  const articles = db.prepare('SELECT id, ext_id, url, outlet, date, title, origin, text FROM articles ORDER BY id').iterate() as IterableIterator<{
    id: number; ext_id: string | null; url: string | null; outlet: string | null; date: string | null; title: string | null; origin: string; text: string;
  }>;
  for (const a of articles) {
    const rows = quotes.all(a.id) as QuoteRow[];
    yield `${JSON.stringify({
      id: a.ext_id, url: a.url, outlet: a.outlet, date: a.date, title: a.title, origin: a.origin, text: a.text,
      quotes: rows.map(quoteJson),
    })}\n`;
  }
}

function quoteJson(q: QuoteRow): Record<string, unknown> {
  return {
    id: q.id, kind: q.kind, text: q.text, spans: JSON.parse(q.spans) as unknown,
    speaker: { name: q.speaker_name, type: q.speaker_type, anonymous: q.anonymous === 1, description: q.description },
    cue: q.cue, source: q.source, addressee: q.addressee, medium: q.medium,
    time: q.time_text ? { text: q.time_text, date: q.time_date ?? null } : null, rule: q.rule, confidence: q.confidence,
  };
}

/** Every quote as CSV (RFC 4180), with its article's metadata; a header line first. */
export function* exportCsv(db: StoreDb): Generator<string> {
  yield `${CSV_COLUMNS.join(',')}\r\n`;
  const rows = db.prepare(`SELECT q.*, s.type AS speaker_type, a.ext_id, a.url, a.outlet, a.date, a.title
    FROM quotes q JOIN articles a ON a.id = q.article_id LEFT JOIN speakers s ON s.id = q.speaker_id ORDER BY q.article_id, q.seq`)
    .iterate() as IterableIterator<QuoteRow & { ext_id: string | null; url: string | null; outlet: string | null; date: string | null; title: string | null }>;
  for (const r of rows) {
    yield `${[r.id, r.ext_id, r.url, r.outlet, r.date, r.title, r.kind, r.text, r.speaker_name, r.speaker_type, r.anonymous,
      r.description, r.cue, r.source, r.addressee, r.medium, r.time_text, r.time_date, r.rule, r.confidence, r.spans].map(csvField).join(',')}\r\n`;
  }
}

/** One CSV field: quoted when it holds a comma, quote or line break. */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  const s = String(value);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}
