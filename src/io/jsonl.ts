import type { Readable, Writable } from 'node:stream';
import { once } from 'node:events';

/** Counts of one JSONL run. */
export interface JsonlSummary {
  records: number;
  failed: number;
}

/** What a handler gives back for one record: its output (text, or UTF-8 bytes), and whether the record failed. */
export interface StreamOutput {
  output: string | Uint8Array;
  failed: boolean;
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
export function streamJsonl(
  input: Readable,
  output: Writable,
  handle: (line: Uint8Array, lineNumber: number) => StreamOutput | Promise<StreamOutput>,
  options: StreamOptions = {},
): Promise<JsonlSummary> {
  return streamLines(readLines(input), output, handle, options);
}

/**
 * `streamJsonl` over lines already split, each with the input offset past it (what `onWritten` reports): the lines of
 * a JSONL input (`readLines`), or records made of other inputs (a folder's files, a WARC file's pages).
 */
export async function streamLines(
  lines: AsyncIterable<readonly [Uint8Array, number]>,
  output: Writable,
  handle: (line: Uint8Array, lineNumber: number) => StreamOutput | Promise<StreamOutput>,
  options: StreamOptions = {},
): Promise<JsonlSummary> {
  const window = Math.max(1, options.window ?? 1);
  const summary: JsonlSummary = { records: 0, failed: 0 };
  let inFlight = 0;
  let bytesRead = 0;
  let freed: (() => void) | undefined;
  // Writes are chained so they happen in input order, whatever order the handler finishes in.
  let tail: Promise<void> = Promise.resolve();
  let lineNumber = 0;
  for await (const [line, end] of lines) {
    lineNumber++;
    if (isBlank(line)) continue;
    const result = handle(line, lineNumber);
    inFlight++;
    tail = tail.then(async () => {
      const r = await result;
      summary.records++;
      if (r.failed) summary.failed++;
      await write(output, r.output);
      bytesRead = end;
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

const LF = 10, CR = 13;

/**
 * The lines of `input` as raw bytes (split at "\n", "\r\n" or a lone "\r", as readline splits them), each with the
 * input offset just past its line end (the "\n" of a "\r\n" split across chunks counts with the next line). A line
 * inside one chunk is a view of that chunk. A chunk is read only when the lines before it have been taken, so a slow
 * consumer holds the input back instead of buffering lines (readline's iterator queues up to 1,024 lines as strings).
 */
export async function* readLines(input: Readable): AsyncGenerator<[Uint8Array, number]> {
  let parts: Uint8Array[] = [];
  let offset = 0;
  // The last chunk ended in "\r": a "\n" opening the next belongs to that line end.
  let pendingCR = false;
  for await (const c of input as AsyncIterable<Buffer | string>) {
    const chunk = typeof c === 'string' ? Buffer.from(c) : c;
    let pos = 0;
    if (pendingCR) {
      pendingCR = false;
      if (chunk[0] === LF) { pos = 1; offset++; }
    }
    let cr = chunk.indexOf(CR, pos);
    while (pos < chunk.length) {
      let lf = chunk.indexOf(LF, pos);
      if (cr >= 0 && cr < pos) cr = chunk.indexOf(CR, pos);
      if (lf < 0 && cr < 0) break;
      const end = lf < 0 || (cr >= 0 && cr < lf) ? cr : lf;
      let next = end + 1;
      if (end === cr) {
        if (end + 1 === chunk.length) pendingCR = true;
        else if (chunk[end + 1] === LF) next++;
      }
      const piece = chunk.subarray(pos, end);
      const line = parts.length === 0 ? piece : Buffer.concat([...parts, piece]);
      parts = [];
      offset += next - pos;
      pos = next;
      yield [line, offset];
    }
    if (pos < chunk.length) { parts.push(chunk.subarray(pos)); offset += chunk.length - pos; }
  }
  if (parts.length > 0) yield [parts.length === 1 ? parts[0]! : Buffer.concat(parts), offset];
}

/** True when every byte is one String.prototype.trim removes (what a blank line was as a latin1 string). */
function isBlank(line: Uint8Array): boolean {
  for (let i = 0; i < line.length; i++) {
    const b = line[i]!;
    if (b !== 0x20 && b !== 0xa0 && (b < 9 || b > 13)) return false;
  }
  return true;
}

/** Writes, and waits for 'drain' when the stream's buffer is full (backpressure). */
export async function write(output: Writable, chunk: string | Uint8Array): Promise<void> {
  if (!output.write(chunk)) await once(output, 'drain');
}
