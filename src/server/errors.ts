import { ERROR_CODES, WhosaidError, type ErrorCode } from '../errors.js';

/** The HTTP status of each error code. A code missing here answers 500 (a test keeps this complete). */
export const HTTP_STATUS: Partial<Record<ErrorCode, number>> = {
  WHOSAID_EMPTY_INPUT: 400,
  WHOSAID_BINARY_INPUT: 400,
  WHOSAID_INPUT_TOO_LARGE: 413,
  WHOSAID_UNREADABLE: 500,
  WHOSAID_BAD_OPTION: 400,
  WHOSAID_BAD_JSON: 400,
  WHOSAID_BAD_RECORD: 400,
  WHOSAID_HTML_EXTRACTION: 422,
  WHOSAID_INTERNAL: 500,
  WHOSAID_NOT_FOUND: 404,
  WHOSAID_TOO_LARGE: 413,
  WHOSAID_NO_DB: 503,
  WHOSAID_NO_WEB_APP: 503,
  WHOSAID_BUSY: 503,
};

/** What every error answer carries: a stable code and a one-line message. */
export interface ErrorBody {
  error: { code: ErrorCode; message: string };
}

/** An error as an HTTP answer. */
export interface HttpError {
  status: number;
  body: ErrorBody;
  /** Whether it is the server's fault (logged on stderr), not the client's. */
  internal: boolean;
}

interface FastifyLikeError {
  code?: string;
  statusCode?: number;
  message?: string;
  validation?: unknown;
  validationContext?: string;
}

function answer(status: number, code: ErrorCode, message: string, internal = false): HttpError {
  return { status, body: { error: { code, message } }, internal };
}

/**
 * Maps anything thrown while serving a request to a status and a JSON body: WhosaidErrors by code,
 * Fastify's own (validation, body parsing, size limit) by kind; anything else is a 500 whose message
 * names no internals. `maxBody` is named in the 413 message.
 */
export function toHttpError(e: unknown, maxBody: number): HttpError {
  if (e instanceof WhosaidError) {
    const status = HTTP_STATUS[e.code] ?? 500;
    // A 503 for a missing database or web app is the setup, not a fault worth logging.
    return answer(status, e.code, e.message, status >= 500 && status !== 503);
  }
  const f = (typeof e === 'object' && e !== null ? e : {}) as FastifyLikeError;
  if (f.code === 'FST_ERR_BAD_URL') {
    return answer(400, 'WHOSAID_BAD_OPTION', 'the URL cannot be decoded: write % only as the start of a percent-encoded UTF-8 byte (%25 for % itself).');
  }
  if (f.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return answer(414, 'WHOSAID_BAD_OPTION', 'a part of the URL path is too long.');
  }
  if (f.validation) {
    const where = f.validationContext ?? 'request';
    return answer(400, 'WHOSAID_BAD_OPTION', `bad ${where}: ${(f.message ?? 'invalid').replace(/^(querystring|params|body)\/?/, '').trim() || 'invalid'}.`);
  }
  if (f.statusCode === 413 || f.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return answer(413, 'WHOSAID_TOO_LARGE', `the request body is over the limit of ${maxBody.toLocaleString('en-US')} bytes (the server's --max-body).`);
  }
  if (f.statusCode === 415 || f.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return answer(415, 'WHOSAID_BAD_JSON', 'send the body as JSON, with Content-Type: application/json.');
  }
  if (f.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return answer(400, 'WHOSAID_BAD_JSON', 'the body is empty: send a JSON object.');
  if (f.statusCode === 400 && (e instanceof SyntaxError || f.code?.startsWith('FST_ERR_CTP'))) {
    return answer(400, 'WHOSAID_BAD_JSON', `the body is not valid JSON (${oneLine(f.message ?? 'parse error')}).`);
  }
  if (typeof f.statusCode === 'number' && f.statusCode >= 400 && f.statusCode < 500) {
    return answer(f.statusCode, 'WHOSAID_BAD_OPTION', `${oneLine(f.message ?? 'bad request')}.`);
  }
  return answer(500, 'WHOSAID_INTERNAL', 'internal error: the server could not answer this request (it goes on serving others).', true);
}

/** A path for a message: without the query, and cut short. */
function shortPath(url: string): string {
  const path = url.split('?')[0] ?? '';
  return path.length > 200 ? `${path.slice(0, 200)}…` : path;
}

/** The 404 of a path nothing answers. */
export function notFound(method: string, url: string): HttpError {
  return answer(404, 'WHOSAID_NOT_FOUND', `no such route: ${method} ${shortPath(url)} (the API is described at /api/openapi.json).`);
}

/** The 405 of a path that answers other methods (the caller sets the Allow header). */
export function methodNotAllowed(method: string, url: string, allowed: readonly string[]): HttpError {
  return answer(405, 'WHOSAID_BAD_OPTION', `${shortPath(url)} does not answer ${method}, only ${allowed.join(', ')} (the API is described at /api/openapi.json).`);
}

/**
 * A request Node's HTTP parser refused before any route saw it (Fastify's clientErrorHandler): headers over
 * Node's 16 KB, which a long query string is; a request line with raw bytes that must be percent-encoded;
 * anything else that is not HTTP.
 */
export function clientErrorAnswer(e: unknown): HttpError {
  const code = (typeof e === 'object' && e !== null ? (e as { code?: string }).code : undefined) ?? '';
  if (code === 'HPE_HEADER_OVERFLOW') {
    return answer(431, 'WHOSAID_TOO_LARGE', 'the URL and headers are over the server\'s 16 KB limit: shorten the query (long text goes in the body of POST /api/analyze).');
  }
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return answer(408, 'WHOSAID_BAD_OPTION', 'the request did not arrive in time.');
  if (code === 'HPE_INVALID_URL' || code === 'HPE_INVALID_PATH' || code === 'HPE_INVALID_METHOD' || code === 'HPE_INVALID_CONSTANT') {
    return answer(400, 'WHOSAID_BAD_OPTION', 'the request line is not valid HTTP: percent-encode the URL\'s non-ASCII characters and spaces (ü as %C3%BC, a space as %20).');
  }
  return answer(400, 'WHOSAID_BAD_OPTION', 'the request is not valid HTTP: percent-encode the URL\'s non-ASCII characters and spaces, and send well-formed headers.');
}

function oneLine(s: string): string {
  return s.replace(/\s+/g, ' ').replace(/\.$/, '').trim();
}

/** Every code with its default message, for the OpenAPI document. */
export function errorCodes(): { code: ErrorCode; message: string; status: number }[] {
  return (Object.keys(ERROR_CODES) as ErrorCode[]).map((code) => ({ code, message: ERROR_CODES[code].message, status: HTTP_STATUS[code] ?? 500 }));
}
