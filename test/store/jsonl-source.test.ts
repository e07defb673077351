import { describe, it, expect } from 'vitest';
import { Readable } from 'node:stream';
import { readJsonl } from '../../src/io/sources/jsonl.js';
import type { SourceItem } from '../../src/io/sources/types.js';
import { jsonlLines, SAMPLE } from './helpers.js';

/** Everything readJsonl yields for these chunks, and the bytes it counted. */
async function read(chunks: (Buffer | string)[]): Promise<{ items: Exclude<SourceItem, { kind: 'bytes' }>[]; bytes: number }> {
  const items: Exclude<SourceItem, { kind: 'bytes' }>[] = [];
  let bytes = 0;
  for await (const item of readJsonl(Readable.from(chunks), 'in')) {
    if (item.kind === 'bytes') bytes += item.bytes;
    else items.push(item);
  }
  return { items, bytes };
}

/** `buf` cut into pieces of `size` bytes, cutting through lines and multibyte characters. */
function pieces(buf: Buffer, size: number): Buffer[] {
  const out: Buffer[] = [];
  for (let i = 0; i < buf.length; i += size) out.push(buf.subarray(i, i + size));
  return out;
}

describe('JSON Lines source', () => {
  const records = jsonlLines(SAMPLE);
  const text = `${records.join('\n')}\n`;

  it('reads the same articles whatever the chunks, even cut inside a line or a character', async () => {
    const whole = await read([Buffer.from(text)]);
    expect(whole.items.length).toBe(records.length);
    expect(whole.bytes).toBe(Buffer.byteLength(text));
    expect(whole.items.map((i) => i.kind === 'article' && i.text)).toEqual(records.map((r) => (JSON.parse(r) as { text: string }).text));
    for (const size of [1, 7, 1000]) {
      const cut = await read(pieces(Buffer.from(text), size));
      expect(cut.items).toEqual(whole.items);
      expect(cut.bytes).toBe(whole.bytes);
    }
    // A typographic quote (3 bytes in UTF-8) cut between two chunks is one character.
    const curly = Buffer.from('{"text": "He said \u201cyes\u201d."}\n');
    const at = curly.indexOf(0xe2) + 1;
    const split = await read([curly.subarray(0, at), curly.subarray(at)]);
    expect(split.items).toEqual([{ kind: 'article', origin: 'in:1', text: 'He said \u201cyes\u201d.', html: false, meta: {} }]);
  });

  it('numbers lines as written: blank lines count, CRLF ends a line, the last line needs no newline', async () => {
    const input = '\r\n{"text": "one", "id": 1}\r\n   \n{"text": 5}\n{"text": "four", "url": "https://example.org/a"}';
    const { items } = await read([input]);
    expect(items).toEqual([
      { kind: 'article', origin: 'in:2', text: 'one', html: false, meta: { id: '1' } },
      { kind: 'problem', origin: 'in:4', code: 'WHOSAID_BAD_RECORD', message: 'the record has no string "text" or "html" field.' },
      { kind: 'article', origin: 'in:5', text: 'four', html: false, meta: { url: 'https://example.org/a', outlet: 'example.org' } },
    ]);
  });

  it('makes a line of invalid UTF-8 or invalid JSON a problem of that line only', async () => {
    const bad = Buffer.concat([Buffer.from('{"text": "ok"}\n{"text": "caf'), Buffer.from([0xe9]), Buffer.from('"}\n{"text": \n{"text": "fine"}\n')]);
    const { items } = await read([bad]);
    expect(items.map((i) => [i.origin, i.kind === 'problem' ? i.code : i.text])).toEqual([
      ['in:1', 'ok'], ['in:2', 'WHOSAID_BINARY_INPUT'], ['in:3', 'WHOSAID_BAD_JSON'], ['in:4', 'fine'],
    ]);
  });
});
