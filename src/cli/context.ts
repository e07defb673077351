import type { Readable, Writable } from 'node:stream';

/** The streams and environment a CLI run uses; tests pass their own to run `main` in-process. */
export interface CliIO {
  stdin: Readable;
  stdout: Writable;
  stderr: Writable;
  /** Whether stdout is a terminal (colors are used only then, and only without NO_COLOR). */
  isTTY: boolean;
  /** Environment variables (NO_COLOR, WHOSAID_DEBUG); defaults to process.env. */
  env?: Record<string, string | undefined>;
}

/** What a command gets: the streams, and a place to leave its exit code. */
export interface CliContext {
  io: CliIO;
  env: Record<string, string | undefined>;
  setExitCode(code: number): void;
}
