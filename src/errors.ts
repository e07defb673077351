/** Stable error codes for misuse (bad options, unreadable input). Problems in the text are messages instead. */
export const ERROR_CODES = {
  WHOSAID_EMPTY_INPUT: { message: 'The input is empty.', exit: 65 },
  WHOSAID_BINARY_INPUT: { message: 'The input is binary (NUL bytes or invalid UTF-8), not text.', exit: 65 },
  WHOSAID_INPUT_TOO_LARGE: { message: 'The input is over the size limit.', exit: 65 },
  WHOSAID_UNREADABLE: { message: 'The input cannot be read.', exit: 66 },
  WHOSAID_BAD_OPTION: { message: 'An option has a bad value.', exit: 64 },
  WHOSAID_BAD_JSON: { message: 'A line is not valid JSON.', exit: 65 },
  WHOSAID_BAD_RECORD: { message: 'A record lacks a usable text or html field.', exit: 65 },
  WHOSAID_HTML_EXTRACTION: { message: 'No article text could be extracted from the HTML.', exit: 65 },
  WHOSAID_INTERNAL: { message: 'An internal error stopped the analysis.', exit: 70 },
  WHOSAID_NOT_FOUND: { message: 'No such item.', exit: 66 },
  WHOSAID_TOO_LARGE: { message: 'The request body is over the size limit.', exit: 65 },
  WHOSAID_NO_DB: { message: 'No quote database is open.', exit: 66 },
  WHOSAID_NO_WEB_APP: { message: 'The web app is not built.', exit: 66 },
  WHOSAID_BUSY: { message: 'Too many analyses are waiting; retry shortly.', exit: 70 },
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export class WhosaidError extends Error {
  readonly code: ErrorCode;
  constructor(code: ErrorCode, message?: string) {
    super(message ?? ERROR_CODES[code].message);
    this.name = 'WhosaidError';
    this.code = code;
  }
}

/** The largest input `analyze` accepts, in UTF-16 code units (about 10 MB of text). */
export const MAX_INPUT_LENGTH = 10_000_000;
