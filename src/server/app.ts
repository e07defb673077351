import { existsSync, readFileSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { WhosaidError } from '../errors.js';
import { checkDate, checkRange } from '../io/date.js';
import type { QuoteQuery, QuoteReader } from '../store/backend.js';
import type { Analysis } from '../model/types.js';
import { quoteFields } from '../store/rows.js';
import type { AnalyzeJob } from './analyze-job.js';
import { createAnalyzer, type Analyzer } from './analyzer.js';
import { clientErrorAnswer, methodNotAllowed, notFound, toHttpError, type HttpError } from './errors.js';
import { type JsonSchema, ANALYZE_BODY, ID_PARAMS, OUTLET_PARAMS, OUTLETS_QUERY, QUOTES_QUERY, SPEAKERS_QUERY, openApiDocument } from './openapi.js';

/** The default request body limit (2 MB); `whosaid serve --max-body` changes it. */
export const DEFAULT_MAX_BODY = 2 * 1024 * 1024;

/** The Content-Security-Policy of every answer: the web app loads only its own scripts and styles. */
export const CONTENT_SECURITY_POLICY = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; object-src 'none'; base-uri 'none'";

/** How the server is set up. */
export interface ServerOptions {
  /** The quote database; without one, only /api/analyze, the OpenAPI document and the web app answer. */
  reader?: QuoteReader;
  /** Request body limit in bytes (default DEFAULT_MAX_BODY). */
  maxBody?: number;
  /** An origin allowed to call the API from another site (CORS); none by default. */
  cors?: string;
  /** Worker threads for analyses (0: the server's own thread; default 0). */
  threads?: number;
  /** Analyses that may wait per worker thread before requests get 503 WHOSAID_BUSY (default 256). */
  queuePerWorker?: number;
  /** The built web app (default: dist/web of this package). */
  webRoot?: string;
  /** Where internal errors are reported (default: stderr). */
  log?: (line: string) => void;
  /** Print stacks of internal errors (WHOSAID_DEBUG). */
  debug?: boolean;
}

/** The whosaid HTTP server, not yet listening: `app.listen()` or `app.inject()`. Closing it closes the reader. */
export async function buildServer(o: ServerOptions = {}): Promise<FastifyInstance> {
  const maxBody = o.maxBody ?? DEFAULT_MAX_BODY;
  const log = o.log ?? ((line: string) => { process.stderr.write(`${line}\n`); });
  const analyzer = createAnalyzer(o.threads ?? 0, o.queuePerWorker === undefined ? {} : { queuePerWorker: o.queuePerWorker });
  await analyzer.warmUp();
  const app = Fastify({
    bodyLimit: maxBody,
    logger: false,
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    // Unknown query parameters are ignored; a known one with a bad value is a 400. Numbers are coerced from strings.
    ajv: { customOptions: { removeAdditional: true, coerceTypes: 'array', allErrors: false } },
    // An outlet's URL-encoded name can be long; find-my-way's default (100 characters) would answer 414.
    routerOptions: { maxParamLength: 2000 },
    // A URL the router cannot decode (a stray %): the documented error shape, not Fastify's.
    frameworkErrors: (e, _request, reply) => { sendError(reply, toHttpError(e, maxBody)); },
    // Requests Node's HTTP parser refuses (a raw non-ASCII URL, headers over 16 KB) never reach a route.
    clientErrorHandler: (e, socket) => {
      if ((e as NodeJS.ErrnoException).code === 'ECONNRESET' || socket.destroyed) return;
      if (socket.writable) {
        const http = clientErrorAnswer(e);
        const body = JSON.stringify(http.body);
        socket.write(`HTTP/1.1 ${http.status} ${STATUS_CODES[http.status] ?? 'Error'}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n`
          + `Content-Security-Policy: ${CONTENT_SECURITY_POLICY}\r\nX-Content-Type-Options: nosniff\r\nReferrer-Policy: no-referrer\r\nConnection: close\r\n\r\n${body}`);
      }
      socket.destroy(e);
    },
  });
  // Every route's method and path, for the 405 of a known path asked with another method.
  const routes: { method: string; path: RegExp }[] = [];
  app.addHook('onRoute', (route) => {
    if (route.url.includes('*')) return;
    const pattern = route.url.split('/').map((seg) => (seg.startsWith(':') ? '[^/]+' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/');
    for (const method of [route.method].flat()) routes.push({ method, path: new RegExp(`^${pattern}$`) });
  });
  // Whole numbers in the query and path are plain decimal digits, each parameter given once: the schema's
  // type coercion alone would take 1e2, 0x10, +1 and 01 for numbers, and ids past 2^53 rounded.
  app.addHook('preValidation', async (request) => {
    const schema = request.routeOptions.schema as { querystring?: JsonSchema; params?: JsonSchema } | undefined;
    if (!schema) return;
    checkParameters(request.query, schema.querystring, 'query parameter');
    checkParameters(request.params, schema.params, 'path parameter');
  });
  // Only JSON bodies (anything else is a 415), and only UTF-8 ones: bytes that are not UTF-8 would become
  // U+FFFD, and the offsets of the answer would refer to a text the client never sent.
  app.removeAllContentTypeParsers();
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = STRICT_UTF8.decode(body as Buffer);
    } catch {
      done(new WhosaidError('WHOSAID_BINARY_INPUT', `the body is not valid UTF-8 (first bad byte at offset ${badUtf8Offset(body as Buffer)}): send JSON encoded as UTF-8.`), undefined);
      return;
    }
    parseJson(request, text, done);
  });
  const doc = JSON.stringify(openApiDocument({ version: packageVersion(), maxBody }));
  const reader = (): QuoteReader => {
    if (o.reader) return o.reader;
    throw new WhosaidError('WHOSAID_NO_DB', 'no quote database is open: start the server with --db FILE (make one with "whosaid ingest PATH --db FILE").');
  };

  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    if (o.cors !== undefined && request.headers.origin === o.cors) {
      reply.header('access-control-allow-origin', o.cors);
      reply.header('vary', 'Origin');
    }
    return payload;
  });
  app.addHook('onClose', async () => {
    await analyzer.close();
    await o.reader?.close();
  });
  app.setErrorHandler((e, request, reply) => {
    // The static files' route refuses paths outside the app ("/../x", an over-long name) with a 403: to a
    // client they are paths that do not exist.
    const staticRefusal = request.routeOptions.url === '/*' && !(e instanceof WhosaidError) && ((e as { statusCode?: number }).statusCode ?? 500) < 500;
    const http = staticRefusal ? notFound(request.method, request.url) : toHttpError(e, maxBody);
    if (http.internal) log(`whosaid: internal error on ${request.method} ${request.url.split('?')[0]}: ${e instanceof Error ? (o.debug ? e.stack : e.message) : String(e)}`);
    sendError(reply, http);
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const allowed = [...new Set(routes.filter((r) => r.path.test(path)).map((r) => r.method))].sort();
    if (allowed.length && !allowed.includes(request.method)) {
      reply.header('allow', allowed.join(', '));
      sendError(reply, methodNotAllowed(request.method, request.url, allowed));
      return;
    }
    sendError(reply, notFound(request.method, request.url));
  });
  if (o.cors !== undefined) {
    const origin = o.cors;
    app.options('/api/*', async (request, reply) => {
      if (request.headers.origin === origin) {
        reply.header('access-control-allow-methods', 'GET, POST');
        reply.header('access-control-allow-headers', 'content-type');
        reply.header('access-control-max-age', '600');
      }
      return reply.code(204).send();
    });
  }

  // The body is checked here, not by a schema: schemas coerce types (["a"] would pass as "a").
  app.post('/api/analyze', async (request, reply) => {
    const body = analyzeBody(request.body);
    if ((body.text === undefined) === (body.html === undefined)) {
      throw new WhosaidError('WHOSAID_BAD_OPTION', 'give exactly one of "text" (plain text) and "html" (a page to extract the article from).');
    }
    const job: AnalyzeJob = {
      input: body.text ?? body.html ?? '',
      html: body.html !== undefined,
      ...(body.published !== undefined && { published: checkDate(body.published, 'published') }),
      ...(body.title !== undefined && { title: body.title }),
    };
    return sendJson(reply, await analyzer.analyze(job));
  });

  app.get('/api/quotes', { schema: { querystring: QUOTES_QUERY } }, async (request) => {
    const q = request.query as Record<string, string | number | undefined>;
    const query: QuoteQuery = {};
    for (const key of ['q', 'speaker', 'outlet', 'cursor'] as const) {
      const v = q[key];
      // An empty filter (a cleared form field) is no filter.
      if (typeof v === 'string' && v.trim() !== '') query[key] = v;
    }
    if (typeof q.speakerId === 'number') query.speakerId = q.speakerId;
    if (typeof q.since === 'string') query.since = checkDate(q.since, 'since');
    if (typeof q.until === 'string') query.until = checkDate(q.until, 'until');
    checkRange(query.since, query.until, ['since', 'until']);
    if (typeof q.kind === 'string') query.kind = q.kind as NonNullable<QuoteQuery['kind']>;
    if (typeof q.limit === 'number') query.limit = q.limit;
    return reader().searchQuotes(query);
  });

  app.get('/api/speakers', { schema: { querystring: SPEAKERS_QUERY } }, async (request) => {
    const q = request.query as { top?: number; type?: 'person' | 'organization'; q?: string };
    return {
      items: await reader().speakers({
        ...(q.top !== undefined && { top: q.top }), ...(q.type !== undefined && { type: q.type }),
        ...(q.q !== undefined && q.q.trim() !== '' && { q: q.q }),
      }),
    };
  });

  app.get('/api/speakers/:id', { schema: { params: ID_PARAMS } }, async (request) => {
    const { id } = request.params as { id: number };
    const speaker = await reader().speaker(id);
    if (!speaker) throw new WhosaidError('WHOSAID_NOT_FOUND', `no speaker with id ${id}.`);
    return speaker;
  });

  app.get('/api/outlets', { schema: { querystring: OUTLETS_QUERY } }, async (request) => {
    const q = request.query as { top?: number };
    return { items: await reader().outlets(q.top === undefined ? {} : { top: q.top }) };
  });

  app.get('/api/outlets/:outlet', { schema: { params: OUTLET_PARAMS } }, async (request) => {
    const { outlet } = request.params as { outlet: string };
    const detail = await reader().outlet(outlet);
    if (!detail) throw new WhosaidError('WHOSAID_NOT_FOUND', `no outlet named ${JSON.stringify(outlet)}.`);
    return detail;
  });

  app.get('/api/articles/:id', { schema: { params: ID_PARAMS } }, async (request, reply) => {
    const { id } = request.params as { id: number };
    const stored = await reader().article(id);
    if (!stored) throw new WhosaidError('WHOSAID_NOT_FOUND', `no article with id ${id}.`);
    const { article, text } = stored;
    const analysis = await analyzer.analyze({
      input: text, html: false,
      ...(article.date !== null && /^\d{4}-\d{2}-\d{2}$/.test(article.date) && { published: article.date }),
      ...(article.title !== null && { title: article.title }),
    });
    const speakerIds = await storedSpeakerIds(reader(), JSON.parse(analysis.toString('utf8')) as Analysis);
    // The analysis arrives as JSON bytes: spliced in, not parsed and written again.
    return sendJson(reply, Buffer.concat([Buffer.from(`{"article":${JSON.stringify(article)},"text":${JSON.stringify(text)},"speakerIds":${JSON.stringify(speakerIds)},"analysis":`), analysis, Buffer.from('}')]));
  });

  app.get('/api/stats', async () => reader().stats());

  app.get('/api/openapi.json', async (_request, reply) => sendJson(reply, doc));

  const webRoot = o.webRoot ?? defaultWebRoot();
  if (existsSync(webRoot)) {
    // Files of the built app (assets/…); index.html is answered by the route below.
    await app.register(fastifyStatic, { root: webRoot, index: false, wildcard: true, serveDotFiles: false });
  }
  app.get('/', async (_request, reply) => {
    if (!existsSync(path.join(webRoot, 'index.html'))) {
      throw new WhosaidError('WHOSAID_NO_WEB_APP', 'the web app is not built: run "npm run build" (it writes dist/web); the API under /api/ works without it.');
    }
    return reply.type('text/html; charset=utf-8').sendFile('index.html', webRoot);
  });
  return app;
}

/** The body of POST /api/analyze, its fields checked against ANALYZE_BODY. */
function analyzeBody(body: unknown): { text?: string; html?: string; published?: string; title?: string } {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new WhosaidError('WHOSAID_BAD_OPTION', 'the body must be a JSON object: {"text": "…"} or {"html": "…"}, with "published" and "title" optional.');
  }
  const fields = body as Record<string, unknown>;
  for (const key of Object.keys(ANALYZE_BODY.properties) as (keyof typeof ANALYZE_BODY.properties)[]) {
    if (fields[key] !== undefined && typeof fields[key] !== 'string') throw new WhosaidError('WHOSAID_BAD_OPTION', `"${key}" must be a string.`);
  }
  if (typeof fields.title === 'string' && fields.title.length > ANALYZE_BODY.properties.title.maxLength) {
    throw new WhosaidError('WHOSAID_BAD_OPTION', `"title" is over ${ANALYZE_BODY.properties.title.maxLength} characters.`);
  }
  return fields as { text?: string; html?: string; published?: string; title?: string };
}

/**
 * The database id of each attribution's speaker, by the attribution's id in `analysis` (`{"q1": 590}`):
 * the speaker row ingest made for it (same type and name key), where there is one.
 */
async function storedSpeakerIds(reader: QuoteReader, analysis: Analysis): Promise<Record<string, number>> {
  const fields = quoteFields(analysis.quotes, analysis.entities ?? []);
  const refs = new Map<string, { type: 'person' | 'organization'; key: string }>();
  for (const f of fields) if (f.speaker) refs.set(`${f.speaker.type} ${f.speaker.key}`, { type: f.speaker.type, key: f.speaker.key });
  const found = await reader.speakerIds([...refs.values()]);
  const ids: Record<string, number> = {};
  analysis.quotes.forEach((q, i) => {
    const ref = fields[i]?.speaker;
    const id = ref ? found.get(`${ref.type} ${ref.key}`) : undefined;
    if (id !== undefined) ids[q.id] = id;
  });
  return ids;
}

const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true });

/** Where the first byte that is not part of valid UTF-8 is (for the message). */
function badUtf8Offset(bytes: Buffer): number {
  // Binary search on prefixes: a prefix that decodes (allowing a cut sequence at its end) has no bad byte.
  let lo = 0;
  let hi = bytes.length;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    try { new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, mid), { stream: true }); lo = mid; } catch { hi = mid - 1; }
  }
  return lo;
}

/**
 * Query and path parameters as the client wrote them, before the schema coerces them: a parameter given
 * twice, or a whole number not written in plain decimal digits (or past Number.MAX_SAFE_INTEGER), is a 400.
 */
function checkParameters(values: unknown, schema: JsonSchema | undefined, what: string): void {
  if (!schema?.properties || values === null || typeof values !== 'object') return;
  for (const [name, value] of Object.entries(values as Record<string, unknown>)) {
    const s = schema.properties[name];
    if (!s) continue;
    if (Array.isArray(value)) throw new WhosaidError('WHOSAID_BAD_OPTION', `the ${what} "${name}" is given ${value.length} times: give it once.`);
    if (s.type !== 'integer' || typeof value !== 'string') continue;
    if (!/^(?:0|[1-9][0-9]*)$/.test(value)) {
      throw new WhosaidError('WHOSAID_BAD_OPTION', `the ${what} "${name}" must be a whole number in plain decimal digits, like 12 (got ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}).`);
    }
    if (Number(value) > Number.MAX_SAFE_INTEGER) {
      throw new WhosaidError('WHOSAID_BAD_OPTION', `the ${what} "${name}" is too large (${value.length} digits; at most ${Number.MAX_SAFE_INTEGER}).`);
    }
  }
}

function sendError(reply: FastifyReply, http: HttpError): void {
  // Set here as well as in onSend: errors from the router and the parser can come before the hooks.
  reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
  reply.header('x-content-type-options', 'nosniff');
  reply.header('referrer-policy', 'no-referrer');
  void reply.code(http.status).type('application/json; charset=utf-8').send(http.body);
}

function sendJson(reply: FastifyReply, json: string | Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}

/** This package's root: the nearest folder up from here with whosaid's package.json. */
function packageRoot(): string | undefined {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const file = path.join(dir, 'package.json');
    if (existsSync(file) && (JSON.parse(readFileSync(file, 'utf8')) as { name?: string }).name === 'whosaid') return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

function defaultWebRoot(): string {
  return path.join(packageRoot() ?? process.cwd(), 'dist', 'web');
}

function packageVersion(): string {
  const root = packageRoot();
  if (root === undefined) return '0.0.0';
  return (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version?: string }).version ?? '0.0.0';
}

export { createAnalyzer, type Analyzer };
