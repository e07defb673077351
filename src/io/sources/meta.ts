import { calendarDay, publishedDay } from '../date.js';
import type { ArticleMeta } from './types.js';

const ISO_DATE = /^(\d{4}-\d{2}-\d{2})/;

/** The YYYY-MM-DD day of an ISO date or timestamp; undefined for anything else. */
export function isoDay(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  return ISO_DATE.exec(value.trim())?.[1];
}

/** The host name of a URL without "www.", as an outlet of last resort. */
export function hostOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).hostname.replace(/^www\./, '') || undefined;
  } catch {
    return undefined;
  }
}

const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v.trim() : typeof v === 'number' ? String(v) : undefined);

/** Metadata from a JSON record: id, url, outlet (or source, or the url's host), date (or published), title. */
export function recordMeta(record: Record<string, unknown>): ArticleMeta {
  const url = str(record.url);
  const meta: ArticleMeta = {};
  const id = str(record.id);
  const outlet = str(record.outlet) ?? str(record.source) ?? hostOf(url);
  // (as analyze --jsonl reads them: an impossible "published" fails the record, an impossible "date" is left out)
  const date = record.published !== undefined && record.published !== null ? publishedDay(record.published) : calendarDay(record.date);
  const title = str(record.title);
  if (id !== undefined) meta.id = id;
  if (url !== undefined) meta.url = url;
  if (outlet !== undefined) meta.outlet = outlet;
  if (date !== undefined) meta.date = date;
  if (title !== undefined) meta.title = title;
  return meta;
}

/** Metadata from an HTML page's head: og: and article: meta tags, canonical link, <title>. */
export function htmlMeta(html: string): ArticleMeta {
  const head = html.slice(0, 65536);
  const metas = new Map<string, string>();
  for (const m of head.matchAll(/<meta\b[^>]*>/gi)) {
    const tag = m[0];
    const name = /\b(?:property|name|itemprop)\s*=\s*["']([^"']+)["']/i.exec(tag)?.[1]?.toLowerCase();
    const content = /\bcontent\s*=\s*["']([^"']*)["']/i.exec(tag)?.[1];
    if (name && content !== undefined && !metas.has(name)) metas.set(name, decodeEntities(content));
  }
  const canonical = /<link\b[^>]*rel\s*=\s*["']canonical["'][^>]*>/i.exec(head)?.[0];
  const url = metas.get('og:url') ?? (canonical ? /\bhref\s*=\s*["']([^"']+)["']/i.exec(canonical)?.[1] : undefined);
  const titleTag = /<title[^>]*>([^<]*)<\/title>/i.exec(head)?.[1];
  return recordMeta({
    url, outlet: metas.get('og:site_name') ?? hostOf(url),
    published: metas.get('article:published_time') ?? metas.get('datepublished') ?? metas.get('date'),
    title: metas.get('og:title') ?? (titleTag ? decodeEntities(titleTag) : undefined),
  });
}

function decodeEntities(s: string): string {
  return s.replace(/&(amp|lt|gt|quot|#39|apos);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'" })[e] ?? _).trim();
}
