import type { Readable } from 'node:stream';
import { WhosaidError } from '../../errors.js';
import { problem, recordArticle } from './records.js';
import type { SourceItem } from './types.js';

const utf8 = new TextDecoder('utf-8', { fatal: true });
const NEWLINE = 0x0a;
const CR = 0x0d;

/**
 * Reads JSON Lines from a stream, one article per non-blank line; a bad line is a problem at "name:line".
 * Lines are cut from the stream's bytes and each is decoded once, strictly (invalid UTF-8 is a problem of
 * its line only): no text decoding of the whole stream, no line reader. A line ends at "\n" ("\r\n" too).
 */
export async function* readJsonl(input: Readable, name: string): AsyncGenerator<SourceItem> {
  /** The pieces of a line that began in an earlier chunk and has not ended yet. */
  let pending: Buffer[] = [];
  let lineNumber = 0;
  for await (const chunk of input as AsyncIterable<Buffer | string>) {
    const buf = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
    yield { kind: 'bytes', bytes: buf.length };
    let start = 0;
    for (let nl = buf.indexOf(NEWLINE); nl >= 0; nl = buf.indexOf(NEWLINE, start)) {
      let line = buf.subarray(start, nl);
      if (pending.length > 0) {
        line = Buffer.concat([...pending, line]);
        pending = [];
      }
      start = nl + 1;
      lineNumber++;
      const item = parseLine(line, name, lineNumber);
      if (item !== undefined) yield item;
    }
    if (start < buf.length) pending.push(buf.subarray(start));
  }
  if (pending.length > 0) {
    const item = parseLine(Buffer.concat(pending), name, lineNumber + 1);
    if (item !== undefined) yield item;
  }
}

/** The article or problem of one line (without its "\n"); undefined for a blank line. */
function parseLine(bytes: Buffer, name: string, lineNumber: number): SourceItem | undefined {
  const line = bytes.length > 0 && bytes[bytes.length - 1] === CR ? bytes.subarray(0, bytes.length - 1) : bytes;
  let text: string;
  try {
    text = utf8.decode(line);
  } catch {
    // Blank in the single-byte reading (a stray no-break space) is still a blank line, not a bad one.
    if (line.toString('latin1').trim() === '') return undefined;
    return problem(`${name}:${lineNumber}`, new WhosaidError('WHOSAID_BINARY_INPUT', 'the line is not valid UTF-8 text.'));
  }
  if (text.trim() === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return problem(`${name}:${lineNumber}`, new WhosaidError('WHOSAID_BAD_JSON', `the line is not valid JSON (${(e as Error).message}).`));
  }
  // (a record that is JSON but not a valid article, e.g. an impossible "published", says so in its own words)
  try {
    return recordArticle(value, `${name}:${lineNumber}`);
  } catch (e) {
    return problem(`${name}:${lineNumber}`, e);
  }
}
