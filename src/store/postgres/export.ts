import { CSV_COLUMNS, csvField } from '../export.js';
import type { PgStore } from './connect.js';

interface QuoteRow {
  id: number; article_id: number; kind: string; text: string; spans: [number, number][]; cue: string | null; source: string | null;
  speaker_name: string | null; speaker_type: string | null; anonymous: boolean; description: string | null; addressee: string | null;
  medium: string | null; time_text: string | null; time_date: string | null; rule: string; confidence: number;
}

interface ArticleRow {
  id: number; ext_id: string | null; url: string | null; outlet: string | null; date: string | null; title: string | null; origin: string; text: string;
}

// Articles per page: memory holds one page of articles with their quotes, whatever the database's size.
const PAGE = 200;

const QUOTES = `SELECT q.id, q.article_id, q.kind, q.text, q.spans, q.cue, q.source, q.speaker_name, s.type AS speaker_type, q.anonymous,
    q.description, q.addressee, q.medium, q.time_text, q.time_date, q.rule, q.confidence
  FROM quotes q LEFT JOIN speakers s ON s.id = q.speaker_id WHERE q.article_id = ANY($1::bigint[]) ORDER BY q.article_id, q.seq`;

async function* pages(pool: PgStore): AsyncGenerator<{ articles: ArticleRow[]; quotes: Map<number, QuoteRow[]> }> {
  for (let last = 0; ;) {
    const a = await pool.query<ArticleRow>('SELECT id, ext_id, url, outlet, date, title, origin, text FROM articles WHERE id > $1 ORDER BY id LIMIT $2', [last, PAGE]);
    if (a.rows.length === 0) return;
    last = a.rows[a.rows.length - 1]!.id;
    const q = await pool.query<QuoteRow>(QUOTES, [a.rows.map((r) => r.id)]);
    const quotes = new Map<number, QuoteRow[]>();
    for (const row of q.rows) {
      const list = quotes.get(row.article_id);
      if (list) list.push(row); else quotes.set(row.article_id, [row]);
    }
    yield { articles: a.rows, quotes };
  }
}

/** Every article with its quotes, one JSON object per line, in ingest order (the lines of `exportJsonl`). */
export async function* pgExportJsonl(pool: PgStore): AsyncGenerator<string> {
  for await (const page of pages(pool)) {
    yield page.articles.map((a) => `${JSON.stringify({
      id: a.ext_id, url: a.url, outlet: a.outlet, date: a.date, title: a.title, origin: a.origin, text: a.text,
      quotes: (page.quotes.get(a.id) ?? []).map((q) => ({
        id: q.id, kind: q.kind, text: q.text, spans: q.spans,
        speaker: { name: q.speaker_name, type: q.speaker_type, anonymous: q.anonymous, description: q.description },
        cue: q.cue, source: q.source, addressee: q.addressee, medium: q.medium,
        time: q.time_text ? { text: q.time_text, date: q.time_date } : null, rule: q.rule, confidence: q.confidence,
      })),
    })}\n`).join('');
  }
}

/** Every quote as CSV with its article's metadata, the columns of `exportCsv`; a header line first. */
export async function* pgExportCsv(pool: PgStore): AsyncGenerator<string> {
  yield `${CSV_COLUMNS.join(',')}\r\n`;
  for await (const page of pages(pool)) {
    let out = '';
    for (const a of page.articles) {
      for (const q of page.quotes.get(a.id) ?? []) {
        out += `${[q.id, a.ext_id, a.url, a.outlet, a.date, a.title, q.kind, q.text, q.speaker_name, q.speaker_type, q.anonymous ? 1 : 0,
          q.description, q.cue, q.source, q.addressee, q.medium, q.time_text, q.time_date, q.rule, q.confidence, JSON.stringify(q.spans)]
          .map(csvField).join(',')}\r\n`;
      }
    }
    yield out;
  }
}
