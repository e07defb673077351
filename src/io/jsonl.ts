import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { once } from 'node:events';
import type { RecordOutput } from './record.js';

/** Counts of one JSONL run. */
export interface JsonlSummary {
  records: number;
  failed: number;
}

/** How many records may be in flight, and who hears about each one written. */
export interface StreamOptions {
  /** Records read but not yet written, at most (1: each record is written before the next is read). */
  window?: number;
  /** Called after each record is written, with the input bytes of the records written so far. */
  onWritten?: (summary: JsonlSummary, bytesRead: number) => void;
}

/**
 * Streams JSONL: reads `input` line by line, gives each non-blank line (its raw bytes) to `handle`,
 * and writes the outputs in input order, waiting for `output` to drain. Up to `window` records are
 * in flight (a handler that runs them in worker threads works on them at once); memory stays flat
 * however long the input. A line that is not UTF-8 is the handler's to report, so the rest goes on.
 */
export async function streamJsonl(
  input: Readable,
  output: Writable,
  handle: (line: Uint8Array, lineNumber: number) => RecordOutput | Promise<RecordOutput>,
  options: StreamOptions = {},
): Promise<JsonlSummary> {
  // latin1 maps each byte to one char, so lines split on "\n" keep their exact bytes for strict decoding.
  input.setEncoding('latin1');
  const lines = createInterface({ input, crlfDelay: Infinity });
  const window = Math.max(1, options.window ?? 1);
  const summary: JsonlSummary = { records: 0, failed: 0 };
  let inFlight = 0;
  let bytesRead = 0;
  let freed: (() => void) | undefined;
  // Writes are chained so they happen in input order, whatever order the handler finishes in.
  let tail: Promise<void> = Promise.resolve();
  let lineNumber = 0;
  for await (const line of lines) {
    lineNumber++;
    const bytes = line.length + 1;
    if (line.trim() === '') {
      bytesRead += bytes;
      continue;
    }
    const result = handle(Buffer.from(line, 'latin1'), lineNumber);
    inFlight++;
    tail = tail.then(async () => {
      const r = await result;
      summary.records++;
      if (r.failed) summary.failed++;
      await write(output, r.output);
      bytesRead += bytes;
      inFlight--;
      options.onWritten?.(summary, bytesRead);
      freed?.();
    });
    // The chain's failure surfaces when awaited below; this keeps it from counting as unhandled meanwhile.
    tail.catch(() => {});
    if (inFlight >= window) await Promise.race([tail, new Promise<void>((r) => { freed = r; })]);
  }
  await tail;
  return summary;
}

/** Writes, and waits for 'drain' when the stream's buffer is full (backpressure). */
export async function write(output: Writable, chunk: string): Promise<void> {
  if (!output.write(chunk)) await once(output, 'drain');
}
