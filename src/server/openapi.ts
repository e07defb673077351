import { MAX_PAGE, DEFAULT_PAGE } from '../store/backend.js';
import { errorCodes } from './errors.js';

/** A JSON Schema (draft 2020-12, as OpenAPI 3.1 uses it); only what this document needs. */
export interface JsonSchema {
  type?: 'object' | 'array' | 'string' | 'integer' | 'number' | 'boolean' | 'null' | readonly ('string' | 'integer' | 'number' | 'null' | 'object')[];
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: readonly string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: readonly (string | number)[];
  const?: string;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  default?: unknown;
  $ref?: string;
  oneOf?: readonly JsonSchema[];
  examples?: readonly unknown[];
}

interface Parameter {
  name: string;
  in: 'query' | 'path';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

interface Response {
  description: string;
  content?: Record<string, { schema: JsonSchema }>;
}

interface Operation {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  parameters?: Parameter[];
  requestBody?: { required: boolean; description?: string; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, Response>;
}

/** An OpenAPI 3.1 document, typed for what whosaid writes. */
export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string; license: { name: string; identifier: string } };
  servers: { url: string }[];
  paths: Record<string, Partial<Record<'get' | 'post', Operation>>>;
  components: { schemas: Record<string, JsonSchema> };
}

const DATE: JsonSchema = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'a date, YYYY-MM-DD' };
const nullable = (type: 'string' | 'integer' | 'number'): JsonSchema => ({ type: [type, 'null'] });

/** Query parameters of GET /api/quotes (Fastify validates them with this schema). */
export const QUOTES_QUERY = {
  type: 'object',
  properties: {
    q: { type: 'string', maxLength: 1000, description: 'words or an FTS5 query ("exact phrase", a OR b, prefix*); without it the newest quotes come first' },
    speaker: { type: 'string', maxLength: 200, description: 'only quotes by a speaker whose name contains this (case and accents folded)' },
    speakerId: { type: 'integer', minimum: 1, description: 'only quotes by this speaker (id from /api/speakers)' },
    outlet: { type: 'string', maxLength: 300, description: 'only articles from an outlet whose name contains this' },
    since: { ...DATE, description: 'only articles dated on or after this day' },
    until: { ...DATE, description: 'only articles dated on or before this day' },
    kind: { type: 'string', enum: ['direct', 'indirect', 'mixed'] },
    limit: { type: 'integer', minimum: 1, maximum: MAX_PAGE, default: DEFAULT_PAGE, description: 'items per page' },
    cursor: { type: 'string', maxLength: 500, description: 'nextCursor of the previous page of the same query' },
  },
} as const satisfies JsonSchema;

/** Query parameters of GET /api/speakers. */
export const SPEAKERS_QUERY = {
  type: 'object',
  properties: {
    top: { type: 'integer', minimum: 1, maximum: 1000, default: 20, description: 'most speakers to list, most quoted first' },
    type: { type: 'string', enum: ['person', 'organization'] },
    q: { type: 'string', maxLength: 200, description: 'only speakers whose name contains this' },
  },
} as const satisfies JsonSchema;

/** Query parameters of GET /api/outlets. */
export const OUTLETS_QUERY = {
  type: 'object',
  properties: { top: { type: 'integer', minimum: 1, maximum: 100000, description: 'most outlets to list (default: all), most articles first' } },
} as const satisfies JsonSchema;

/** The path parameter of the routes that take a numeric id. */
export const ID_PARAMS = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1, description: 'the database id (from a list or a search)' } },
  required: ['id'],
} as const satisfies JsonSchema;

/** The path parameter of GET /api/outlets/{outlet}. */
export const OUTLET_PARAMS = {
  type: 'object',
  properties: { outlet: { type: 'string', minLength: 1, description: 'the outlet name exactly as listed, URL-encoded' } },
  required: ['outlet'],
} as const satisfies JsonSchema;

/** The body of POST /api/analyze; "exactly one of text and html" is checked by the handler, with a clearer message. */
export const ANALYZE_BODY = {
  type: 'object',
  properties: {
    text: { type: 'string', description: 'the article as plain text; offsets in the answer refer to it' },
    html: { type: 'string', description: 'the article as HTML; its body is extracted (Readability) and returned as "text", which offsets refer to' },
    published: { ...DATE, description: 'publication date, context for relative times ("on Tuesday")' },
    title: { type: 'string', maxLength: 2000, description: 'headline, context only' },
  },
} as const satisfies JsonSchema;

const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: JsonSchema): Record<string, { schema: JsonSchema }> => ({ 'application/json': { schema } });
const ok = (description: string, schema: JsonSchema): Response => ({ description, content: json(schema) });
const err = (description: string): Response => ({ description, content: json(ref('Error')) });

function params(schema: { properties: Record<string, JsonSchema>; required?: readonly string[] }, where: 'query' | 'path'): Parameter[] {
  return Object.entries(schema.properties).map(([name, s]) => {
    const { description, ...rest } = s;
    return { name, in: where, required: where === 'path' || (schema.required ?? []).includes(name), ...(description !== undefined && { description }), schema: rest };
  });
}

const SPAN: JsonSchema = {
  type: 'object', description: 'UTF-16 offsets into the text; text is the slice',
  properties: { start: { type: 'integer' }, end: { type: 'integer' }, text: { type: 'string' } }, required: ['start', 'end', 'text'],
};

const SCHEMAS: Record<string, JsonSchema> = {
  Error: {
    type: 'object', required: ['error'],
    properties: {
      error: {
        type: 'object', required: ['code', 'message'],
        properties: {
          code: { type: 'string', enum: errorCodes().map((c) => c.code), description: errorCodes().map((c) => `${c.code} (${c.status}): ${c.message}`).join(' ') },
          message: { type: 'string', description: 'one line, for people' },
        },
      },
    },
  },
  Span: SPAN,
  Analysis: {
    type: 'object', description: 'The whosaid/1 analysis, as `whosaid analyze --format json` writes it (see the README, "Output format").',
    required: ['schema', 'quotes', 'entities', 'paragraphs', 'messages', 'creditedOutlets'],
    properties: {
      schema: { const: 'whosaid/1' },
      text: { type: 'string', description: 'present when the input was HTML: the extracted text the offsets refer to' },
      quotes: {
        type: 'array',
        items: {
          type: 'object', required: ['id', 'kind', 'content', 'cue', 'source', 'speaker', 'addressee', 'medium', 'rule', 'confidence'],
          properties: {
            id: { type: 'string' }, kind: { type: 'string', enum: ['direct', 'indirect', 'mixed'] },
            content: { type: 'array', items: ref('Span') }, cue: { oneOf: [ref('Span'), { type: 'null' }] },
            source: { oneOf: [ref('Span'), { type: 'null' }] }, addressee: { oneOf: [ref('Span'), { type: 'null' }] },
            speaker: {
              type: 'object',
              properties: { entity: nullable('string'), name: nullable('string'), anonymous: { type: 'boolean' }, description: nullable('string') },
            },
            medium: nullable('string'), rule: { type: 'string' }, confidence: { type: 'number', minimum: 0, maximum: 1 },
          },
        },
      },
      entities: { type: 'array', items: { type: 'object' } },
      paragraphs: { type: 'array', items: { type: 'object' } },
      messages: { type: 'array', items: { type: 'object' } },
      creditedOutlets: { type: 'array', items: ref('Span') },
    },
  },
  ArticleRef: {
    type: 'object', required: ['id', 'extId', 'title', 'url', 'outlet', 'date'],
    properties: {
      id: { type: 'integer', description: 'database id, for /api/articles/{id}' }, extId: { ...nullable('string'), description: 'the id it was ingested with' },
      title: nullable('string'), url: nullable('string'), outlet: nullable('string'), date: nullable('string'),
    },
  },
  QuoteItem: {
    type: 'object', required: ['quote', 'speaker', 'article', 'snippet', 'score'],
    properties: {
      quote: {
        type: 'object', required: ['id', 'kind', 'text', 'cue', 'rule', 'confidence'],
        properties: {
          id: { type: 'integer' }, kind: { type: 'string', enum: ['direct', 'indirect', 'mixed'] }, text: { type: 'string' },
          cue: nullable('string'), rule: { type: 'string' }, confidence: { type: 'number' },
        },
      },
      speaker: {
        type: 'object', required: ['id', 'name', 'type', 'anonymous', 'description'],
        properties: {
          id: { ...nullable('integer'), description: 'null for unnamed sources and names resolved to no person or organization' },
          name: nullable('string'), type: { type: ['string', 'null'], description: 'person or organization; null when the speaker is not one' },
          anonymous: { type: 'boolean' }, description: nullable('string'),
        },
      },
      article: ref('ArticleRef'),
      snippet: {
        type: 'string',
        description: 'PLAIN TEXT (not HTML): render it as text; the literal markers <mark> and </mark> surround matched words and are the only markup. '
          + 'A literal "<mark>" in the quote itself is sent as "＜mark>" (fullwidth ＜). Without q: the start of the quote, no markers.',
      },
      score: { ...nullable('number'), description: 'search relevance, higher is better; null without q' },
    },
  },
  QuotePage: {
    type: 'object', required: ['items', 'nextCursor'],
    properties: { items: { type: 'array', items: ref('QuoteItem') }, nextCursor: { ...nullable('string'), description: 'pass as cursor for the next page; null on the last' } },
  },
  SpeakerSummary: {
    type: 'object', required: ['id', 'name', 'type', 'titles', 'quotes', 'articles', 'outlets', 'firstSeen', 'lastSeen'],
    properties: {
      id: { type: 'integer' }, name: { type: 'string' }, type: { type: 'string', enum: ['person', 'organization'] },
      titles: { type: 'array', items: { type: 'string' } }, quotes: { type: 'integer' }, articles: { type: 'integer' },
      outlets: { type: 'array', items: { type: 'string' } }, firstSeen: nullable('string'), lastSeen: nullable('string'),
    },
  },
  SpeakerDetail: {
    type: 'object', required: ['id', 'name', 'type', 'titles', 'quotes', 'articles', 'firstSeen', 'lastSeen', 'outlets', 'timeline', 'recent'],
    properties: {
      id: { type: 'integer' }, name: { type: 'string' }, type: { type: 'string', enum: ['person', 'organization'] },
      titles: { type: 'array', items: { type: 'string' } }, quotes: { type: 'integer' }, articles: { type: 'integer' },
      firstSeen: nullable('string'), lastSeen: nullable('string'),
      outlets: { type: 'array', items: { type: 'object', required: ['outlet', 'quotes'], properties: { outlet: nullable('string'), quotes: { type: 'integer' } } } },
      timeline: {
        type: 'array', description: 'quotes per month of dated articles, oldest first',
        items: { type: 'object', required: ['month', 'quotes'], properties: { month: { type: 'string', pattern: '^\\d{4}-\\d{2}$' }, quotes: { type: 'integer' } } },
      },
      recent: { type: 'array', description: 'the newest quotes', items: ref('QuoteItem') },
    },
  },
  OutletRow: {
    type: 'object', required: ['outlet', 'articles', 'quotes', 'named', 'unnamed', 'namedShare', 'unnamedShare'],
    properties: {
      outlet: nullable('string'), articles: { type: 'integer' }, quotes: { type: 'integer' }, named: { type: 'integer' },
      unnamed: { type: 'integer' }, namedShare: { type: 'number', description: '0..1' }, unnamedShare: { type: 'number', description: '0..1' },
    },
  },
  OutletDetail: {
    type: 'object', required: ['outlet', 'articles', 'quotes', 'named', 'unnamed', 'unnamedShare', 'timeline'],
    properties: {
      outlet: { type: 'string' }, articles: { type: 'integer' }, quotes: { type: 'integer' }, named: { type: 'integer' }, unnamed: { type: 'integer' },
      unnamedShare: { type: 'number' },
      timeline: {
        type: 'array',
        items: {
          type: 'object', required: ['month', 'quotes', 'unnamed', 'unnamedShare'],
          properties: { month: { type: 'string' }, quotes: { type: 'integer' }, unnamed: { type: 'integer' }, unnamedShare: { type: 'number' } },
        },
      },
    },
  },
  StoredArticle: {
    type: 'object', required: ['article', 'text', 'speakerIds', 'analysis'],
    properties: {
      article: ref('ArticleRef'), text: { type: 'string', description: 'the text the offsets refer to' },
      speakerIds: {
        type: 'object', additionalProperties: { type: 'integer' },
        description: 'the database id of an attribution\'s speaker (for /api/speakers/{id}), by the attribution\'s id in analysis ({"q1": 590}); attributions whose speaker has no row are left out',
      },
      analysis: ref('Analysis'),
    },
  },
  Stats: {
    type: 'object', description: 'as `whosaid stats --format json` prints it',
    required: ['articles', 'quotes', 'speakers', 'organizations', 'outlets', 'quotesByKind', 'namedQuotes', 'unnamedQuotes', 'syndicatedGroups', 'syndicatedQuotes', 'firstDate', 'lastDate', 'schemaVersion'],
    properties: {
      articles: { type: 'integer' }, quotes: { type: 'integer' }, speakers: { type: 'integer' }, organizations: { type: 'integer' },
      outlets: { type: 'integer' }, quotesByKind: { type: 'object', additionalProperties: { type: 'integer' } },
      namedQuotes: { type: 'integer' }, unnamedQuotes: { type: 'integer' }, syndicatedGroups: { type: 'integer' },
      syndicatedQuotes: { type: 'integer' }, firstDate: nullable('string'), lastDate: nullable('string'), schemaVersion: { type: 'integer' },
    },
  },
};

const NO_DB = err('no database: the server was started without --db (WHOSAID_NO_DB)');
const BAD = err('a bad parameter (WHOSAID_BAD_OPTION)');

/** The OpenAPI 3.1 document of the server's API, served at /api/openapi.json. */
export function openApiDocument(o: { version: string; maxBody: number }): OpenApiDocument {
  return {
    openapi: '3.1.0',
    info: {
      title: 'whosaid',
      version: o.version,
      description: 'Who said what, to whom, when: analyze news articles and explore a quote database. Every answer is JSON; '
        + 'an error is {"error": {"code", "message"}} with the HTTP status of its code. '
        + `Request bodies are limited to ${o.maxBody.toLocaleString('en-US')} bytes (whosaid serve --max-body; default 2 MB): larger ones get 413 WHOSAID_TOO_LARGE. `
        + 'Whole-number parameters (ids, limit, top) are plain decimal digits (ids up to 9007199254740991), each parameter given once; otherwise 400 WHOSAID_BAD_OPTION. '
        + 'A URL that cannot be decoded (a stray %, raw non-ASCII bytes) gets 400 WHOSAID_BAD_OPTION; a URL and headers over 16 KB 431 WHOSAID_TOO_LARGE; '
        + 'a path the server has, asked with another method, 405 WHOSAID_BAD_OPTION with an Allow header; any other path 404 WHOSAID_NOT_FOUND.',
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: '/' }],
    paths: {
      '/api/analyze': {
        post: {
          operationId: 'analyze', tags: ['analysis'], summary: 'Find who said what in one article',
          description: 'The same analysis as `whosaid analyze --format json`. Give exactly one of text and html. The body must be JSON (Content-Type: application/json; anything else, text/plain included, gets 415) encoded as UTF-8 (other bytes get 400 WHOSAID_BINARY_INPUT).',
          requestBody: { required: true, content: json(ANALYZE_BODY) },
          responses: {
            200: ok('the whosaid/1 analysis', ref('Analysis')),
            400: err('malformed JSON (WHOSAID_BAD_JSON), a body that is not UTF-8 (WHOSAID_BINARY_INPUT), neither or both of text and html, a bad date, empty text (WHOSAID_BAD_OPTION, WHOSAID_EMPTY_INPUT)'),
            413: err('the body is over the limit (WHOSAID_TOO_LARGE) or the text over 10,000,000 characters (WHOSAID_INPUT_TOO_LARGE)'),
            415: err('the body is not JSON: a Content-Type other than application/json, text/plain included (WHOSAID_BAD_JSON)'),
            422: err('no article text in the HTML (WHOSAID_HTML_EXTRACTION)'),
            503: err('too many analyses are waiting (WHOSAID_BUSY): retry shortly'),
          },
        },
      },
      '/api/quotes': {
        get: {
          operationId: 'quotes', tags: ['database'], summary: 'Search quotes (full text, ranked), or list the newest',
          description: 'Cursor-paginated: pass nextCursor as cursor, with the same other parameters, for the next page.',
          parameters: params(QUOTES_QUERY, 'query'),
          responses: { 200: ok('a page of quotes', ref('QuotePage')), 400: BAD, 503: NO_DB },
        },
      },
      '/api/speakers': {
        get: {
          operationId: 'speakers', tags: ['database'], summary: 'The most quoted speakers',
          parameters: params(SPEAKERS_QUERY, 'query'),
          responses: { 200: ok('speakers', { type: 'object', required: ['items'], properties: { items: { type: 'array', items: ref('SpeakerSummary') } } }), 400: BAD, 503: NO_DB },
        },
      },
      '/api/speakers/{id}': {
        get: {
          operationId: 'speaker', tags: ['database'], summary: 'One speaker: titles, outlets, quotes per month, newest quotes',
          parameters: params(ID_PARAMS, 'path'),
          responses: { 200: ok('the speaker', ref('SpeakerDetail')), 400: BAD, 404: err('no such speaker (WHOSAID_NOT_FOUND)'), 503: NO_DB },
        },
      },
      '/api/outlets': {
        get: {
          operationId: 'outlets', tags: ['database'], summary: 'Outlets with counts and the share of named and unnamed sources',
          parameters: params(OUTLETS_QUERY, 'query'),
          responses: { 200: ok('outlets', { type: 'object', required: ['items'], properties: { items: { type: 'array', items: ref('OutletRow') } } }), 400: BAD, 503: NO_DB },
        },
      },
      '/api/outlets/{outlet}': {
        get: {
          operationId: 'outlet', tags: ['database'], summary: 'One outlet: counts and the share of unnamed sources per month',
          parameters: params(OUTLET_PARAMS, 'path'),
          responses: { 200: ok('the outlet', ref('OutletDetail')), 400: err('a name that cannot be URL-decoded (WHOSAID_BAD_OPTION)'), 404: err('no such outlet (WHOSAID_NOT_FOUND)'), 503: NO_DB },
        },
      },
      '/api/articles/{id}': {
        get: {
          operationId: 'article', tags: ['database'], summary: 'A stored article, its text and its analysis (re-run by the engine)',
          parameters: params(ID_PARAMS, 'path'),
          responses: { 200: ok('the article', ref('StoredArticle')), 400: BAD, 404: err('no such article (WHOSAID_NOT_FOUND)'), 503: NO_DB },
        },
      },
      '/api/stats': {
        get: {
          operationId: 'stats', tags: ['database'], summary: 'Counts of the whole database',
          responses: { 200: ok('the counts', ref('Stats')), 503: NO_DB },
        },
      },
      '/api/openapi.json': {
        get: { operationId: 'openapi', tags: ['meta'], summary: 'This document', responses: { 200: ok('OpenAPI 3.1', { type: 'object' }) } },
      },
      '/': {
        get: {
          operationId: 'webApp', tags: ['meta'], summary: 'The web app (dist/web/index.html; assets under /assets/)',
          responses: { 200: { description: 'the page', content: { 'text/html': { schema: { type: 'string' } } } }, 503: err('the web app is not built: run npm run build (WHOSAID_NO_WEB_APP)') },
        },
      },
    },
    components: { schemas: SCHEMAS },
  };
}
