import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { WARCParser, type WARCRecord } from 'warcio';
import { WhosaidError } from '../../errors.js';
import { checkText } from '../input.js';
import { hostOf, htmlMeta, isoDay } from './meta.js';
import { problem } from './records.js';
import type { ArticleMeta, SourceItem } from './types.js';

/**
 * Reads the HTML responses of a WARC file, gzipped or not (Common Crawl's CC-NEWS). Metadata comes from
 * the WARC headers (target URI, date), then the page's meta tags. A corrupt or truncated file is a
 * problem at the record and offset where reading stopped; the records before it are kept.
 */
export async function* readWarc(file: string): AsyncGenerator<SourceItem> {
  const size = (await stat(file)).size;
  const gzipped = file.toLowerCase().endsWith('.gz');
  const stream = createReadStream(file);
  let streamError: unknown;
  stream.once('error', (e) => { streamError = e; });
  const parser = new WARCParser(stream);
  let n = 0;
  let lastOffset = 0;
  try {
    for await (const record of parser) {
      n++;
      yield { kind: 'bytes', bytes: Math.max(0, parser.offset - lastOffset) };
      lastOffset = parser.offset;
      if (!/^WARC\/1\.[01]$/.test(record.warcHeaders.statusline.trim())) throw new Error(`record ${n} has no WARC/1.0 or WARC/1.1 header`);
      const origin = `${file}: record ${n} (offset ${parser.offset})`;
      if (!gzipped && recordEnd(parser, record) > size) throw new Error(`record ${n} is shorter than its Content-Length`);
      const wanted = record.warcType === 'response' && isHtml(record);
      const bytes = wanted ? await record.readFully(true) : (await record.skipFully(), undefined);
      if (bytes) yield responseArticle(record, bytes, origin);
    }
    // warcio ends quietly at a cut gzip member: bytes left unread mean the file is truncated.
    if (gzipped && parser.offset < size) throw new Error(`${size - parser.offset} bytes at the end could not be read`);
  } catch (e) {
    const reason = streamError ? (streamError as Error).message : (e as Error).message;
    yield problem(`${file}: after record ${n}, offset ${parser.offset}`,
      new WhosaidError('WHOSAID_UNREADABLE', `the WARC file is truncated or corrupt (${reason}); the records before it were read.`));
  } finally {
    stream.destroy();
  }
}

function isHtml(record: WARCRecord): boolean {
  const type = record.httpHeaders?.headers.get('content-type') ?? '';
  return /html/i.test(type);
}

/** Where an uncompressed record ends by its headers and Content-Length: past the file's end, it was cut short. */
function recordEnd(parser: WARCParser, record: WARCRecord): number {
  // _warcHeadersLength (internal to warcio 2.4, pinned) is the file offset where this record's block starts.
  const blockStart = (parser as unknown as { _warcHeadersLength?: number })._warcHeadersLength ?? 0;
  return blockStart + record.warcContentLength;
}

function responseArticle(record: WARCRecord, bytes: Uint8Array, origin: string): SourceItem {
  const charset = /charset=["']?([\w-]+)/i.exec(record.httpHeaders?.headers.get('content-type') ?? '')?.[1] ?? 'utf-8';
  let html: string;
  try {
    html = new TextDecoder(charset, { fatal: true }).decode(bytes);
    checkText(html, 'the response');
  } catch (e) {
    return problem(origin, e instanceof WhosaidError ? e
      : new WhosaidError('WHOSAID_BINARY_INPUT', `the response is not decodable as ${charset} HTML.`));
  }
  const url = record.warcTargetURI ?? undefined;
  const fromPage = htmlMeta(html);
  const meta: ArticleMeta = { ...fromPage };
  if (url) meta.url = url;
  const outlet = fromPage.outlet ?? hostOf(url);
  if (outlet) meta.outlet = outlet;
  const date = fromPage.date ?? isoDay(record.warcDate ?? undefined);
  if (date) meta.date = date;
  return { kind: 'article', origin, text: html, html: true, meta };
}
