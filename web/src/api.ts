// The JSON API of `whosaid serve` (src/server): the shapes the app reads, and one fetch helper that turns
// every failure into an ApiError with a message a reader can act on.
import type { Analysis } from '../../src/index.ts';

export interface ArticleRef { id: string; extId: string | null; title: string | null; url: string | null; outlet: string | null; date: string | null }
export interface QuoteItem {
  quote: { id: number | string; kind: string; text: string; cue: string | null; rule: string | null; confidence: number | null };
  speaker: { id: number | string | null; name: string | null; type: string | null; anonymous: boolean; description: string | null };
  article: ArticleRef;
  snippet: string;
  score: number | null;
}
export interface QuotePage { items: QuoteItem[]; nextCursor: string | null }
export interface SpeakerSummary { id: number | string; name: string; type: string; titles: string[]; quotes: number; articles: number; outlets: string[]; firstSeen: string | null; lastSeen: string | null }
export interface SpeakerDetail {
  id: number | string; name: string; type: string; titles: string[]; quotes: number; articles: number;
  firstSeen: string | null; lastSeen: string | null;
  outlets: { outlet: string | null; quotes: number }[];
  timeline: { month: string; quotes: number }[];
  recent: QuoteItem[];
}
export interface OutletSummary { outlet: string; articles: number; quotes: number; named: number; unnamed: number; namedShare: number; unnamedShare: number }
export interface OutletDetail {
  outlet: string; articles: number; quotes: number; named: number; unnamed: number; unnamedShare: number;
  timeline: { month: string; quotes: number; unnamed: number; unnamedShare: number }[];
}
/** `speakerIds`: the database id of an attribution's speaker, by the attribution's id in `analysis`. */
export interface StoredArticle { article: ArticleRef; text: string; speakerIds?: Record<string, number>; analysis: Analysis }

/** The longest search fields GET /api/quotes takes (QUOTES_QUERY in src/server/openapi.ts; a test keeps them equal). */
export const MAX_LENGTH = { q: 1000, speaker: 200, outlet: 300 } as const;

/** A database id as the API takes it: plain decimal digits, 1 to 2^53 - 1. */
export function isId(s: string): boolean {
  return /^[1-9][0-9]*$/.test(s) && Number(s) <= Number.MAX_SAFE_INTEGER;
}

/** A failed request: the server's `{error: {code, message}}`, or what went wrong on the way. */
export class ApiError extends Error {
  constructor(readonly code: string, message: string, readonly status: number) {
    super(message);
  }
}

/** GET or POST JSON; throws ApiError. */
export async function api<T>(path: string, body?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, body === undefined ? { headers: { accept: 'application/json' } } : {
      method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(body),
    });
  } catch {
    throw new ApiError('NETWORK', 'The whosaid server cannot be reached (is `whosaid serve` running?).', 0);
  }
  let data: unknown = null;
  try {
    data = await res.json();
  } catch {
    if (res.ok) throw new ApiError('BAD_RESPONSE', `The server answered ${path} with something that is not JSON.`, res.status);
  }
  if (!res.ok) {
    const err = (data as { error?: { code?: string; message?: string } } | null)?.error;
    throw new ApiError(err?.code ?? `HTTP_${res.status}`, err?.message ?? `The server answered ${res.status} ${res.statusText}.`, res.status);
  }
  return data as T;
}

/** Builds a query string from the set values. */
export function query(params: Record<string, string | number | null | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== null && v !== undefined && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : '';
}
