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

function oneLine(s: string): string {
  return s.replace(/\s+/g, ' ').replace(/\.$/, '').trim();
}

/** Every code with its default message, for the OpenAPI document. */
export function errorCodes(): { code: ErrorCode; message: string; status: number }[] {
  return (Object.keys(ERROR_CODES) as ErrorCode[]).map((code) => ({ code, message: ERROR_CODES[code].message, status: HTTP_STATUS[code] ?? 500 }));
}
