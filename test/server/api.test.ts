import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildServer, CONTENT_SECURITY_POLICY } from '../../src/server/app.js';
import { HTTP_STATUS } from '../../src/server/errors.js';
import { openReader, type QuoteItem, type QuotePage, type SpeakerDetail, type SpeakerSummary, type OutletDetail, type OutletRow } from '../../src/store/backend.js';
import { ERROR_CODES } from '../../src/errors.js';
import type { Analysis } from '../../src/model/types.js';
import { run } from '../cli/helpers.js';
import { sampleDb, tempDir } from './helpers.js';

const EXAMPLE = path.resolve('../shared/examples/homan-adams.txt');

let dir: string;
let dbFile: string;
let app: FastifyInstance;
const internalErrors: string[] = [];

beforeAll(async () => {
  dir = tempDir();
  dbFile = await sampleDb(dir);
  const webRoot = path.join(dir, 'no-web');
  app = await buildServer({ reader: await openReader(dbFile), webRoot, log: (l) => internalErrors.push(l) });
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string): Promise<LightMyRequestResponse> => app.inject({ method: 'GET', url });
const post = (body: unknown, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> =>
  app.inject({ method: 'POST', url: '/api/analyze', payload: typeof body === 'string' ? body : JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } });

/** An error answer: its status, its code, a one-line message and no stack. */
function expectError(r: LightMyRequestResponse, status: number, code: string): string {
  expect(r.statusCode, r.body).toBe(status);
  expect(r.headers['content-type']).toMatch(/^application\/json/);
  const body = r.json() as { error: { code: string; message: string } };
  expect(Object.keys(body)).toEqual(['error']);
  expect(body.error.code).toBe(code);
  expect(body.error.message).not.toMatch(/\n|\bat .*:\d+:\d+|node_modules|\.ts\b/);
  return body.error.message;
}

async function stillServes(): Promise<void> {
  const r = await get('/api/stats');
  expect(r.statusCode).toBe(200);
}

describe('POST /api/analyze', () => {
  it('finds Tom Homan and Eric Adams in the example article, exactly as `whosaid analyze --format json` does', async () => {
    const text = readFileSync(EXAMPLE, 'utf8');
    const r = await post({ text, published: '2025-02-20' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^application\/json/);
    const a = r.json() as Analysis;
    expect(a.schema).toBe('whosaid/1');
    const speakers = new Set(a.quotes.map((q) => q.speaker.name));
    expect(speakers).toContain('Tom Homan');
    expect(speakers).toContain('Eric Adams');
    for (const q of a.quotes) for (const s of q.content) expect(text.slice(s.start, s.end)).toBe(s.text);
    const file = path.join(dir, 'homan-adams.txt');
    writeFileSync(file, text);
    const cli = await run(['analyze', file, '--format', 'json', '--published', '2025-02-20']);
    expect(cli.code).toBe(0);
    expect(a).toEqual(JSON.parse(cli.stdout));
  });

  it('extracts the article from HTML and returns the text the offsets refer to, as the CLI does', async () => {
    const html = `<!doctype html><html><head><title>Council vote</title></head><body><article>
      <p>“We will not raise the fare this year,” Mayor Jane Whitmore said on Tuesday.</p>
      <p>The transit agency said it would publish a new budget in March, according to a statement.</p>
      <p>“Riders deserve stability,” Whitmore told reporters outside City Hall.</p></article></body></html>`;
    const r = await post({ html });
    expect(r.statusCode).toBe(200);
    const a = r.json() as Analysis;
    expect(a.text).toContain('We will not raise the fare this year');
    expect(a.text).not.toContain('<p>');
    expect(a.quotes.some((q) => q.speaker.name === 'Jane Whitmore')).toBe(true);
    for (const q of a.quotes) for (const s of q.content) expect(a.text!.slice(s.start, s.end)).toBe(s.text);
    const file = path.join(dir, 'page.html');
    writeFileSync(file, html);
    const cli = await run(['analyze', file, '--format', 'json']);
    expect(a).toEqual(JSON.parse(cli.stdout));
  });

  it('returns markup in an article as plain JSON strings, never as HTML', async () => {
    const text = '“<script>alert(1)</script> is not news,” the editor said. <img src=x onerror=alert(2)>\n\n“Nor is this,” she added.';
    const r = await post({ text });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^application\/json/);
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    const a = r.json() as Analysis;
    const first = a.quotes[0]!;
    expect(first.content[0]!.text).toContain('<script>alert(1)</script>');
    expect(text.slice(first.content[0]!.start, first.content[0]!.end)).toBe(first.content[0]!.text);
  });

  it('answers bad bodies with 400/413/415 and a JSON code, and goes on serving', async () => {
    expectError(await post('{"text": "unclosed'), 400, 'WHOSAID_BAD_JSON');
    await stillServes();
    expect(expectError(await post({ text: 'a', html: '<p>a</p>' }), 400, 'WHOSAID_BAD_OPTION')).toMatch(/exactly one of/);
    expectError(await post({ title: 'no text' }), 400, 'WHOSAID_BAD_OPTION');
    expectError(await post({ text: 'x', published: '2024-02-30' }), 400, 'WHOSAID_BAD_OPTION');
    expectError(await post({ text: 'x', published: 'Tuesday' }), 400, 'WHOSAID_BAD_OPTION');
    expectError(await post({ text: '   \n ' }), 400, 'WHOSAID_EMPTY_INPUT');
    expectError(await post({ text: ['a'] }), 400, 'WHOSAID_BAD_OPTION');
    expectError(await post('[1, 2]'), 400, 'WHOSAID_BAD_OPTION');
    expectError(await post(''), 400, 'WHOSAID_BAD_JSON');
    expectError(await post('“Hi,” he said.', { 'content-type': 'text/html' }), 415, 'WHOSAID_BAD_JSON');
    expectError(await post({ html: '<html><body><script>x()</script></body></html>' }), 422, 'WHOSAID_HTML_EXTRACTION');
    await stillServes();
    expect(internalErrors).toEqual([]);
  });

  it('answers a body over the limit with 413 WHOSAID_TOO_LARGE and serves the next request', async () => {
    const small = await buildServer({ maxBody: 4096, webRoot: path.join(dir, 'no-web') });
    try {
      const big = JSON.stringify({ text: `“${'word '.repeat(2000)}” she said.` });
      const r = await small.inject({ method: 'POST', url: '/api/analyze', payload: big, headers: { 'content-type': 'application/json' } });
      expect(expectError(r, 413, 'WHOSAID_TOO_LARGE')).toMatch(/4,096 bytes/);
      const ok = await small.inject({ method: 'POST', url: '/api/analyze', payload: { text: '“Fine,” she said.' } });
      expect(ok.statusCode).toBe(200);
    } finally {
      await small.close();
    }
  });
});

describe('analyses on worker threads (the build\'s compiled worker)', () => {
  it('refuses analyses beyond the queue with 503 WHOSAID_BUSY, answers the rest, and serves again after', async () => {
    const busy = await buildServer({ threads: 1, queuePerWorker: 2, webRoot: path.join(dir, 'no-web') });
    try {
      const text = readFileSync(EXAMPLE, 'utf8');
      const answers = await Promise.all(Array.from({ length: 12 }, () => busy.inject({ method: 'POST', url: '/api/analyze', payload: { text } })));
      const ok = answers.filter((r) => r.statusCode === 200);
      const refused = answers.filter((r) => r.statusCode === 503);
      expect(ok.length + refused.length).toBe(12);
      expect(ok.length).toBeGreaterThanOrEqual(2);
      expect(refused.length).toBeGreaterThan(0);
      for (const r of refused) expectError(r, 503, 'WHOSAID_BUSY');
      // The worker runs the build (dist/), the in-process server the sources: compared among themselves.
      const first = ok[0]!.json() as Analysis;
      expect(first.quotes.some((q) => q.speaker.name === 'Tom Homan')).toBe(true);
      for (const r of ok) expect(r.json()).toEqual(first);
      const after = await busy.inject({ method: 'POST', url: '/api/analyze', payload: { text } });
      expect(after.statusCode).toBe(200);
    } finally {
      await busy.close();
    }
  });
});

describe('GET /api/quotes', () => {
  it('searches with <mark> around matches in a plain-text snippet', async () => {
    const r = await get('/api/quotes?q=climate&limit=5');
    expect(r.statusCode).toBe(200);
    const page = r.json() as QuotePage;
    expect(page.items.length).toBeGreaterThan(0);
    for (const it of page.items) {
      expect(it.snippet).toMatch(/<mark>climate<\/mark>/i);
      // The only markup is the marks.
      expect(it.snippet.replace(/<\/?mark>/g, '')).not.toMatch(/<\/?[a-z]/i);
      expect(it.quote.text.toLowerCase()).toContain('climate');
      expect(typeof it.score).toBe('number');
      expect(Object.keys(it.quote).sort()).toEqual(['confidence', 'cue', 'id', 'kind', 'rule', 'text']);
      expect(Object.keys(it.speaker).sort()).toEqual(['anonymous', 'description', 'id', 'name', 'type']);
      expect(Object.keys(it.article).sort()).toEqual(['date', 'extId', 'id', 'outlet', 'title', 'url']);
    }
  });

  it('gives disjoint pages through the cursor, and null after the last', async () => {
    // A page size that cuts the matches into at least three pages, however many the engine finds.
    const all = (await get('/api/quotes?q=said&limit=100')).json() as QuotePage;
    expect(all.items.length).toBeGreaterThanOrEqual(6);
    const size = Math.floor(all.items.length / 3);
    const seen = new Set<number>();
    let url = `/api/quotes?q=said&limit=${size}`;
    let pages = 0;
    for (;;) {
      const page = (await get(url)).json() as QuotePage;
      pages++;
      for (const it of page.items) {
        expect(seen.has(it.quote.id)).toBe(false);
        seen.add(it.quote.id);
      }
      if (page.nextCursor === null) break;
      url = `/api/quotes?q=said&limit=${size}&cursor=${encodeURIComponent(page.nextCursor)}`;
    }
    expect(pages).toBeGreaterThan(2);
    // (the reference is one page holding every match)
    expect(all.nextCursor).toBeNull();
    expect(seen.size).toBe(all.items.length);
    // The pages, joined, are the single page's ranking.
    expect([...seen]).toEqual(all.items.map((i) => i.quote.id));
  });

  it('lists the newest quotes without q, and applies filters', async () => {
    const newest = (await get('/api/quotes')).json() as QuotePage;
    expect(newest.items).toHaveLength(20);
    const dates = newest.items.map((i) => i.article.date ?? '');
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(newest.items.every((i) => i.score === null && !i.snippet.includes('<mark>'))).toBe(true);
    const direct = (await get('/api/quotes?kind=direct&outlet=wikinews&since=2019-01-01&until=2019-12-31&limit=50')).json() as QuotePage;
    expect(direct.items.length).toBeGreaterThan(0);
    for (const i of direct.items) {
      expect(i.quote.kind).toBe('direct');
      expect(i.article.outlet).toMatch(/wikinews/i);
      expect(i.article.date! >= '2019-01-01' && i.article.date! <= '2019-12-31').toBe(true);
    }
    const trump = (await get('/api/quotes?speaker=trump&q=')).json() as QuotePage;
    expect(trump.items.length).toBeGreaterThan(0);
    expect(trump.items.every((i) => /trump/i.test(i.speaker.name ?? ''))).toBe(true);
  });

  it('answers bad parameters with 400 and a JSON code', async () => {
    expect(expectError(await get('/api/quotes?limit=500'), 400, 'WHOSAID_BAD_OPTION')).toMatch(/limit/);
    expectError(await get('/api/quotes?limit=abc'), 400, 'WHOSAID_BAD_OPTION');
    expectError(await get('/api/quotes?kind=shouted'), 400, 'WHOSAID_BAD_OPTION');
    expectError(await get('/api/quotes?since=2020-02-30'), 400, 'WHOSAID_BAD_OPTION');
    expectError(await get('/api/quotes?since=last%20week'), 400, 'WHOSAID_BAD_OPTION');
    expectError(await get('/api/quotes?since=2021-01-01&until=2020-01-01'), 400, 'WHOSAID_BAD_OPTION');
    expect(expectError(await get('/api/quotes?q=said&cursor=bm90IGEgY3Vyc29y'), 400, 'WHOSAID_BAD_OPTION')).toMatch(/cursor/);
    expectError(await get('/api/quotes?q=%21%21%21'), 400, 'WHOSAID_BAD_OPTION');
    // A query FTS cannot parse is searched as words.
    expect((await get('/api/quotes?q=%22prime%20minister')).statusCode).toBe(200);
    await stillServes();
  });
});

describe('speakers, outlets, articles, stats', () => {
  it('lists speakers and gives a speaker page with outlets, a timeline and recent quotes', async () => {
    const list = (await get('/api/speakers?top=5&type=person')).json() as { items: SpeakerSummary[] };
    expect(list.items).toHaveLength(5);
    const top = list.items[0]!;
    expect(top.type).toBe('person');
    expect(Object.keys(top).sort()).toEqual(['articles', 'firstSeen', 'id', 'lastSeen', 'name', 'outlets', 'quotes', 'titles', 'type']);
    const r = await get(`/api/speakers/${top.id}`);
    expect(r.statusCode).toBe(200);
    const s = r.json() as SpeakerDetail;
    expect(s.name).toBe(top.name);
    expect(s.quotes).toBe(top.quotes);
    expect(s.outlets.reduce((n, o) => n + o.quotes, 0)).toBe(s.quotes);
    expect(s.timeline.every((m) => /^\d{4}-\d{2}$/.test(m.month))).toBe(true);
    expect(s.recent.length).toBeGreaterThan(0);
    expect(s.recent.every((q: QuoteItem) => q.speaker.id === s.id)).toBe(true);
    const found = (await get(`/api/speakers?q=${encodeURIComponent(top.name.split(' ').pop()!.toLowerCase())}`)).json() as { items: SpeakerSummary[] };
    expect(found.items.map((i) => i.id)).toContain(top.id);
    expectError(await get('/api/speakers/999999'), 404, 'WHOSAID_NOT_FOUND');
    expectError(await get('/api/speakers/abc'), 400, 'WHOSAID_BAD_OPTION');
    expectError(await get('/api/speakers?type=robot'), 400, 'WHOSAID_BAD_OPTION');
  });

  it('lists outlets and gives an outlet page by its URL-encoded name', async () => {
    const list = (await get('/api/outlets')).json() as { items: OutletRow[] };
    const press = list.items.find((o) => o.outlet?.includes('—'))!;
    expect(press).toBeDefined();
    const r = await get(`/api/outlets/${encodeURIComponent(press.outlet!)}`);
    expect(r.statusCode).toBe(200);
    const o = r.json() as OutletDetail;
    expect(o).toMatchObject({ outlet: press.outlet, articles: press.articles, quotes: press.quotes, unnamed: press.unnamed });
    const wikinews = (await get(`/api/outlets/${encodeURIComponent(list.items[0]!.outlet!)}`)).json() as OutletDetail;
    expect(wikinews.timeline.length).toBeGreaterThan(3);
    for (const m of wikinews.timeline) expect(m.unnamedShare).toBeCloseTo(m.quotes === 0 ? 0 : m.unnamed / m.quotes, 2); // the share is rounded to 3 places (3/16 = 0.1875 -> 0.188)
    expectError(await get('/api/outlets/No%20Such%20Outlet'), 404, 'WHOSAID_NOT_FOUND');
  });

  it('gives an article with its text and an analysis that holds its stored quotes', async () => {
    const hit = ((await get('/api/quotes?q=minister&limit=1')).json() as QuotePage).items[0]!;
    const r = await get(`/api/articles/${hit.article.id}`);
    expect(r.statusCode).toBe(200);
    const body = r.json() as { article: QuoteItem['article']; text: string; analysis: Analysis };
    expect(body.article).toEqual(hit.article);
    expect(body.analysis.schema).toBe('whosaid/1');
    for (const q of body.analysis.quotes) for (const s of q.content) expect(body.text.slice(s.start, s.end)).toBe(s.text);
    const stored = body.analysis.quotes.map((q) => q.content.map((s) => s.text).join(' … '));
    expect(stored).toContain(hit.quote.text);
    expectError(await get('/api/articles/999999'), 404, 'WHOSAID_NOT_FOUND');
    expectError(await get('/api/articles/0'), 400, 'WHOSAID_BAD_OPTION');
  });

  it('gives the stats of `whosaid stats --format json`', async () => {
    const r = await get('/api/stats');
    const cli = await run(['stats', '--db', dbFile, '--format', 'json']);
    expect(r.json()).toEqual(JSON.parse(cli.stdout));
  });
});

describe('the rest', () => {
  it('serves an OpenAPI 3.1 document with every route, whose references resolve', async () => {
    const r = await get('/api/openapi.json');
    expect(r.statusCode).toBe(200);
    const doc = JSON.parse(r.body) as { openapi: string; paths: Record<string, object>; components: { schemas: Record<string, unknown> } };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths).sort()).toEqual(['/', '/api/analyze', '/api/articles/{id}', '/api/openapi.json', '/api/outlets',
      '/api/outlets/{outlet}', '/api/quotes', '/api/speakers', '/api/speakers/{id}', '/api/stats']);
    for (const ref of r.body.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)) expect(doc.components.schemas).toHaveProperty(ref[1]!);
    // Every route the server has is in the document, in OpenAPI's {param} form.
    for (const p of Object.keys(doc.paths)) {
      const method = Object.keys(doc.paths[p]!)[0]!.toUpperCase() as 'GET' | 'POST';
      expect(app.hasRoute({ method, url: p.replace(/\{(\w+)\}/g, ':$1') }), p).toBe(true);
    }
  });

  it('answers unknown routes with 404 JSON, and / with 503 while the web app is not built', async () => {
    expectError(await get('/api/nothing'), 404, 'WHOSAID_NOT_FOUND');
    expect(expectError(await get('/'), 503, 'WHOSAID_NO_WEB_APP')).toMatch(/npm run build/);
  });

  it('serves a built web app with the Content-Security-Policy, and CORS only when asked', async () => {
    const web = path.join(dir, 'web');
    mkdirSync(path.join(web, 'assets'), { recursive: true });
    writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>whosaid</title><script type="module" src="./assets/app.js"></script>');
    writeFileSync(path.join(web, 'assets', 'app.js'), 'export const x = 1;\n');
    const withWeb = await buildServer({ webRoot: web, cors: 'https://newsroom.example' });
    try {
      const page = await withWeb.inject({ method: 'GET', url: '/' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
      expect(page.body).toContain('<title>whosaid</title>');
      const asset = await withWeb.inject({ method: 'GET', url: '/assets/app.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['content-type']).toMatch(/javascript/);
      expect((await withWeb.inject({ method: 'GET', url: '/assets/../../sample.db' })).statusCode).toBe(404);
      const cors = await withWeb.inject({ method: 'POST', url: '/api/analyze', payload: { text: '“Yes,” he said.' }, headers: { origin: 'https://newsroom.example' } });
      expect(cors.headers['access-control-allow-origin']).toBe('https://newsroom.example');
      const other = await withWeb.inject({ method: 'POST', url: '/api/analyze', payload: { text: '“Yes,” he said.' }, headers: { origin: 'https://evil.example' } });
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
      const preflight = await withWeb.inject({ method: 'OPTIONS', url: '/api/analyze', headers: { origin: 'https://newsroom.example', 'access-control-request-method': 'POST' } });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-allow-methods']).toContain('POST');
      // Without a database the store routes say so; analysis works.
      expectError(await withWeb.inject({ method: 'GET', url: '/api/quotes?q=said' }), 503, 'WHOSAID_NO_DB');
      expectError(await withWeb.inject({ method: 'GET', url: '/api/speakers/1' }), 503, 'WHOSAID_NO_DB');
    } finally {
      await withWeb.close();
    }
    const noCors = await app.inject({ method: 'POST', url: '/api/analyze', payload: { text: '“Yes,” he said.' }, headers: { origin: 'https://newsroom.example' } });
    expect(noCors.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('has an HTTP status for every error code', () => {
    for (const code of Object.keys(ERROR_CODES)) expect(HTTP_STATUS, code).toHaveProperty(code);
  });
});

describe('HTTP edge cases: every error in the documented shape', () => {
  /** A raw request over a socket (no client library normalizes or refuses it); resolves to the status line, headers and body. */
  async function raw(server: FastifyInstance, request: Buffer | string): Promise<{ status: number; headers: string; body: string }> {
    const { port } = server.server.address() as AddressInfo;
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.end(request));
      const chunks: Buffer[] = [];
      socket.on('data', (c: Buffer) => chunks.push(c));
      socket.on('error', reject);
      socket.on('close', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const [head = '', body = ''] = text.split('\r\n\r\n', 2);
        resolve({ status: Number(/^HTTP\/1\.1 (\d+)/.exec(head)?.[1]), headers: head.toLowerCase(), body });
      });
    });
  }
  function rawError(r: { status: number; headers: string; body: string }, status: number, code: string): string {
    expect(r.status, r.body).toBe(status);
    expect(r.headers).toMatch(/content-type: application\/json/);
    expect(r.headers).toContain('x-content-type-options: nosniff');
    const body = JSON.parse(r.body) as { error: { code: string; message: string } };
    expect(Object.keys(body)).toEqual(['error']);
    expect(body.error.code).toBe(code);
    return body.error.message;
  }

  it('answers a URL that cannot be decoded with 400 WHOSAID_BAD_OPTION', async () => {
    expect(expectError(await get('/api/outlets/%ZZ'), 400, 'WHOSAID_BAD_OPTION')).toMatch(/percent-encoded/);
    expectError(await get('/api/speakers/%E0%A4%A'), 400, 'WHOSAID_BAD_OPTION');
    await stillServes();
  });

  it('answers raw non-ASCII in the URL (400), a query over 16 KB (431) and paths outside the app (404) in the documented shape', async () => {
    const web = path.join(dir, 'web-edge');
    mkdirSync(path.join(web, 'assets'), { recursive: true });
    writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>whosaid</title>');
    const live = await buildServer({ reader: await openReader(dbFile), webRoot: web });
    try {
      await live.listen({ port: 0, host: '127.0.0.1' });
      const utf8 = await raw(live, Buffer.from('GET /api/speakers?q=trümp HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 'utf8'));
      expect(rawError(utf8, 400, 'WHOSAID_BAD_OPTION')).toMatch(/percent-encode/);
      const big = await raw(live, `GET /api/quotes?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      expect(rawError(big, 431, 'WHOSAID_TOO_LARGE')).toMatch(/16 KB/);
      const up = await raw(live, 'GET /../../etc/passwd HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
      expect(rawError(up, 404, 'WHOSAID_NOT_FOUND')).toMatch(/no such route/);
      const assetsUp = await raw(live, 'GET /assets/../../sample.db HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
      rawError(assetsUp, 404, 'WHOSAID_NOT_FOUND');
      const long = await live.inject({ method: 'GET', url: `/${'a'.repeat(5000)}` });
      expect(expectError(long, 404, 'WHOSAID_NOT_FOUND').length).toBeLessThan(400);
      const ok = await live.inject({ method: 'GET', url: '/api/stats' });
      expect(ok.statusCode).toBe(200);
    } finally {
      await live.close();
    }
  });

  it('answers a known path with another method with 405 and an Allow header', async () => {
    const r = await app.inject({ method: 'POST', url: '/api/stats' });
    expect(expectError(r, 405, 'WHOSAID_BAD_OPTION')).toMatch(/POST/);
    expect(r.headers.allow).toBe('GET, HEAD');
    const g = await get('/api/analyze');
    expectError(g, 405, 'WHOSAID_BAD_OPTION');
    expect(g.headers.allow).toBe('POST');
    const d = await app.inject({ method: 'DELETE', url: '/api/speakers/1' });
    expectError(d, 405, 'WHOSAID_BAD_OPTION');
    expect(d.headers.allow).toBe('GET, HEAD');
    // The same behind the web app's static files route.
    const web = path.join(dir, 'web-405');
    mkdirSync(web, { recursive: true });
    writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>whosaid</title>');
    const withWeb = await buildServer({ webRoot: web });
    try {
      const w = await withWeb.inject({ method: 'GET', url: '/api/analyze' });
      expectError(w, 405, 'WHOSAID_BAD_OPTION');
      expect(w.headers.allow).toBe('POST');
      expectError(await withWeb.inject({ method: 'GET', url: '/api/nothing' }), 404, 'WHOSAID_NOT_FOUND');
      expectError(await withWeb.inject({ method: 'POST', url: '/nothing' }), 404, 'WHOSAID_NOT_FOUND');
    } finally {
      await withWeb.close();
    }
    expectError(await app.inject({ method: 'POST', url: '/api/nothing' }), 404, 'WHOSAID_NOT_FOUND');
  });

  it('takes whole numbers only as plain decimal digits, each parameter once, ids up to 2^53 - 1', async () => {
    for (const id of ['1e2', '0x10', '+1', '01', '1.0', '-1', '%201', '1%20']) {
      expect(expectError(await get(`/api/speakers/${id}`), 400, 'WHOSAID_BAD_OPTION'), id).toMatch(/decimal digits/);
      expectError(await get(`/api/articles/${id}`), 400, 'WHOSAID_BAD_OPTION');
    }
    for (const limit of ['1e1', '0x10', '+5', '05', '5.0']) {
      expect(expectError(await get(`/api/quotes?limit=${encodeURIComponent(limit)}`), 400, 'WHOSAID_BAD_OPTION'), limit).toMatch(/limit/);
    }
    expectError(await get('/api/speakers?top=1e1'), 400, 'WHOSAID_BAD_OPTION');
    expectError(await get('/api/quotes?speakerId=0x1'), 400, 'WHOSAID_BAD_OPTION');
    expect(expectError(await get('/api/quotes?limit=1&limit=2'), 400, 'WHOSAID_BAD_OPTION')).toMatch(/"limit" is given 2 times/);
    expect(expectError(await get('/api/quotes?q=a&q=b'), 400, 'WHOSAID_BAD_OPTION')).toMatch(/"q" is given 2 times/);
    expect(expectError(await get('/api/speakers/99999999999999999999'), 400, 'WHOSAID_BAD_OPTION')).toMatch(/too large/);
    expect(expectError(await get('/api/speakers/9007199254740992'), 400, 'WHOSAID_BAD_OPTION')).toMatch(/too large/);
    expect(expectError(await get('/api/speakers/9007199254740991'), 404, 'WHOSAID_NOT_FOUND')).toContain('9007199254740991');
    // Plain digits still work, and an unknown parameter is still ignored, repeated or not.
    expect((await get('/api/speakers/1')).statusCode).toBe(200);
    expect(((await get('/api/quotes?limit=3&x=1&x=2')).json() as QuotePage).items).toHaveLength(3);
  });

  it('refuses an analyze body that is not UTF-8 (400 WHOSAID_BINARY_INPUT) and one that is not JSON (415)', async () => {
    const bad = Buffer.concat([Buffer.from('{"text":"The mayor said '), Buffer.from([0xff, 0xfe]), Buffer.from(' the plan would work."}')]);
    const r = await app.inject({ method: 'POST', url: '/api/analyze', payload: bad, headers: { 'content-type': 'application/json' } });
    expect(expectError(r, 400, 'WHOSAID_BINARY_INPUT')).toMatch(/UTF-8.*offset 24/);
    // A sequence cut off at the end, and an overlong encoding, are not UTF-8 either.
    expectError(await app.inject({ method: 'POST', url: '/api/analyze', payload: Buffer.concat([Buffer.from('{"text":"x'), Buffer.from([0xe2, 0x80])]), headers: { 'content-type': 'application/json' } }), 400, 'WHOSAID_BINARY_INPUT');
    expectError(await app.inject({ method: 'POST', url: '/api/analyze', payload: Buffer.concat([Buffer.from('{"text":"x'), Buffer.from([0xc0, 0xaf]), Buffer.from('"}')]), headers: { 'content-type': 'application/json' } }), 400, 'WHOSAID_BINARY_INPUT');
    // UTF-8 text (with a BOM, with charset) is fine.
    const good = await app.inject({ method: 'POST', url: '/api/analyze', payload: Buffer.from('\ufeff{"text":"“Grüße,” Jürgen Müller said."}', 'utf8'), headers: { 'content-type': 'application/json; charset=utf-8' } });
    expect(good.statusCode, good.body).toBe(200);
    expect((good.json() as Analysis).quotes.length).toBeGreaterThan(0);
    expect(expectError(await post('“Hi,” he said.', { 'content-type': 'text/plain' }), 415, 'WHOSAID_BAD_JSON')).toMatch(/application\/json/);
    expectError(await post('text=hi', { 'content-type': 'application/x-www-form-urlencoded' }), 415, 'WHOSAID_BAD_JSON');
    // Prototype poisoning is still refused by the JSON parser.
    expectError(await post('{"text":"x","__proto__":{"a":1}}'), 400, 'WHOSAID_BAD_JSON');
    await stillServes();
    expect(internalErrors).toEqual([]);
  });

  it('gives each attribution\'s stored speaker id with a stored article', async () => {
    const hit = ((await get('/api/quotes?q=minister&limit=1')).json() as QuotePage).items[0]!;
    const body = (await get(`/api/articles/${hit.article.id}`)).json() as { speakerIds: Record<string, number>; analysis: Analysis };
    const entries = Object.entries(body.speakerIds);
    expect(entries.length).toBeGreaterThan(0);
    const byId = new Map(body.analysis.quotes.map((q) => [q.id, q]));
    for (const [quoteId, speakerId] of entries) {
      const q = byId.get(quoteId)!;
      expect(q).toBeDefined();
      const entity = body.analysis.entities.find((e) => e.id === q.speaker.entity);
      const s = (await get(`/api/speakers/${speakerId}`)).json() as SpeakerDetail;
      expect(s.name).toBe(entity?.name ?? q.speaker.name);
    }
    // The search hit's own speaker is among them.
    if (hit.speaker.id !== null) expect(Object.values(body.speakerIds)).toContain(hit.speaker.id);
    // Unnamed sources have no speaker id.
    for (const q of body.analysis.quotes) if (q.speaker.anonymous) expect(body.speakerIds[q.id]).toBeUndefined();
  });
});

describe('the web app and the API agree', () => {
  it('limits the search fields to the lengths GET /api/quotes takes', async () => {
    const { MAX_LENGTH } = await import('../../web/src/api.ts');
    const { QUOTES_QUERY } = await import('../../src/server/openapi.js');
    for (const [k, max] of Object.entries(MAX_LENGTH)) expect(max, k).toBe(QUOTES_QUERY.properties[k as keyof typeof MAX_LENGTH].maxLength);
  });
});
