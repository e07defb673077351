import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { WhosaidError } from '../../errors.js';
import { problem, recordArticle } from './records.js';
import type { SourceItem } from './types.js';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Reads JSON Lines from a stream, one article per non-blank line; a bad line is a problem at "name:line". */
export async function* readJsonl(input: Readable, name: string): AsyncGenerator<SourceItem> {
  // latin1 maps each byte to one char, so each line keeps its exact bytes for strict UTF-8 decoding.
  input.setEncoding('latin1');
  const lines = createInterface({ input, crlfDelay: Infinity });
  let lineNumber = 0;
  for await (const line of lines) {
    lineNumber++;
    yield { kind: 'bytes', bytes: line.length + 1 };
    if (line.trim() === '') continue;
    yield parseLine(line, `${name}:${lineNumber}`);
  }
}

function parseLine(line: string, origin: string): SourceItem {
  let text: string;
  try {
    text = utf8.decode(Buffer.from(line, 'latin1'));
  } catch {
    return problem(origin, new WhosaidError('WHOSAID_BINARY_INPUT', 'the line is not valid UTF-8 text.'));
  }
  try {
    return recordArticle(JSON.parse(text), origin);
  } catch (e) {
    return problem(origin, new WhosaidError('WHOSAID_BAD_JSON', `the line is not valid JSON (${(e as Error).message}).`));
  }
}
