import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { once } from 'node:events';
import type { RecordOutput } from './record.js';

/** Counts of one JSONL run. */
export interface JsonlSummary {
  records: number;
  failed: number;
}

/**
 * Streams JSONL: reads `input` line by line, gives each non-blank line (its raw bytes) to `handle`,
 * and writes the outputs in input order, waiting for `output` to drain; memory stays flat however
 * long the input. A line that is not UTF-8 is the handler's to report, so the rest goes on.
 */
export async function streamJsonl(
  input: Readable,
  output: Writable,
  handle: (line: Uint8Array, lineNumber: number) => RecordOutput | Promise<RecordOutput>,
): Promise<JsonlSummary> {
  // latin1 maps each byte to one char, so lines split on "\n" keep their exact bytes for strict decoding.
  input.setEncoding('latin1');
  const lines = createInterface({ input, crlfDelay: Infinity });
  const summary: JsonlSummary = { records: 0, failed: 0 };
  let lineNumber = 0;
  for await (const line of lines) {
    lineNumber++;
    if (line.trim() === '') continue;
    const result = await handle(Buffer.from(line, 'latin1'), lineNumber);
    summary.records++;
    if (result.failed) summary.failed++;
    await write(output, result.output);
  }
  return summary;
}

/** Writes, and waits for 'drain' when the stream's buffer is full (backpressure). */
export async function write(output: Writable, chunk: string): Promise<void> {
  if (!output.write(chunk)) await once(output, 'drain');
}
