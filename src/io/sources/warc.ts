import { createReadStream } from 'node:fs';
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
      if (record.warcType !== 'response' || !isHtml(record)) {
        await record.skipFully();
        continue;
      }
      yield await responseArticle(record, `${file}: record ${n} (offset ${parser.offset})`);
    }
  } catch (e) {
    const reason = streamError ? (streamError as Error).message : (e as Error).message;
    yield problem(`${file}: record ${n + 1} (offset ${parser.offset})`,
      new WhosaidError('WHOSAID_UNREADABLE', `the WARC file is truncated or corrupt (${reason}); the records before this one were read.`));
  } finally {
    stream.destroy();
  }
}

function isHtml(record: WARCRecord): boolean {
  const type = record.httpHeaders?.headers.get('content-type') ?? '';
  return /html/i.test(type);
}

async function responseArticle(record: WARCRecord, origin: string): Promise<SourceItem> {
  const bytes = await record.readFully(true);
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
