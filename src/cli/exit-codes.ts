import { WhosaidError, ERROR_CODES } from '../errors.js';

/** Exit codes (after BSD sysexits): 0 success; the others below. */
export const EXIT = {
  OK: 0,
  /** JSONL: some records failed (each reported on its own output line). */
  SOME_RECORDS_FAILED: 1,
  /** Bad command line: unknown option, bad option value. */
  USAGE: 64,
  /** Bad input data: empty, binary, too large, no article in the HTML. */
  DATA: 65,
  /** The input cannot be read: no such file, a directory, no permission. */
  NO_INPUT: 66,
  /** A bug in whosaid. */
  INTERNAL: 70,
  /** The output cannot be written (EX_IOERR): disk full, a broken device. A closed pipe is not an error. */
  OUTPUT: 74,
} as const;

/** One line per exit code, for help text. */
export const EXIT_CODES_HELP: readonly (readonly [number, string])[] = [
  [EXIT.OK, 'ok'],
  [EXIT.SOME_RECORDS_FAILED, 'some records failed (analyze of many articles, ingest); the rest went through'],
  [EXIT.USAGE, 'bad usage'],
  [EXIT.DATA, 'bad input data'],
  [EXIT.NO_INPUT, 'unreadable input'],
  [EXIT.INTERNAL, 'internal error'],
  [EXIT.OUTPUT, 'cannot write output (disk full, I/O error)'],
];

/** The exit code for an error: the code's own for a WhosaidError, INTERNAL for anything else. */
export function exitCodeFor(e: unknown): number {
  return e instanceof WhosaidError ? ERROR_CODES[e.code].exit : EXIT.INTERNAL;
}
