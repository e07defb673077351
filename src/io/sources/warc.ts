import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { AsyncIterReader, WARCParser, type WARCRecord } from 'warcio';
import { WhosaidError } from '../../errors.js';
import { checkText } from '../input.js';
import { GzipError, gzipMembers } from './gzip-members.js';
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
  const read: Reading = { file, size, records: 0, offset: 0 };
  if (!file.toLowerCase().endsWith('.gz')) {
    yield* parseStream(read, 0, false);
    return;
  }
  // A gzipped file: its members inflated by Node's zlib (warcio's own inflating is pako, in JavaScript: over the
  // 11,842 press releases as pages, 17 MB gzipped, 1.5 s of the main thread's CPU and 100 MB of peak RSS for reading
  // alone, against 0.8 s and 93 MB). From a member too large to hold whole, or a file gzipped whole, warcio reads on.
  const fh = await open(file);
  let handOffAt = -1;
  try {
    // where each member's bytes start in the inflated stream the parser reads, and in the file
    const starts: number[] = [], offsets: number[] = [];
    let inflated = 0, k = 0;
    async function* members(): AsyncGenerator<Uint8Array> {
      for await (const m of gzipMembers(fh, size)) {
        if ('handOffAt' in m) { handOffAt = m.handOffAt; return; }
        starts.push(inflated); offsets.push(m.offset);
        inflated += m.data.length;
        yield m.data;
      }
    }
    const parser = new WARCParser(new AsyncIterReader(members(), null));
    // (the parser's offsets only grow: the member holding an inflated offset is found from the last one's)
    // (and the members it has passed are dropped, so memory does not grow with the file)
    const fileOffset = (u: number): number => {
      while (k + 1 < starts.length && starts[k + 1]! <= u) k++;
      if (k >= 1024) { starts.splice(0, k); offsets.splice(0, k); k = 0; }
      return offsets[k] ?? 0;
    };
    if (!(yield* parseRecords(read, parser, fileOffset, true))) return;
  } finally {
    await fh.close();
  }
  if (handOffAt >= 0) yield* parseStream(read, handOffAt, true);
}

/** What reading a WARC file has done so far: records parsed, the file offset reached (for the progress counts). */
interface Reading { file: string; size: number; records: number; offset: number }

/** The records from file offset `start` on, warcio reading the file (and inflating it when `gzipped`). */
async function* parseStream(read: Reading, start: number, gzipped: boolean): AsyncGenerator<SourceItem> {
  const stream = createReadStream(read.file, { start });
  let streamError: unknown;
  stream.once('error', (e) => { streamError = e; });
  const parser = new WARCParser(stream);
  try {
    if (!(yield* parseRecords(read, parser, (o) => start + o, gzipped, () => streamError))) return;
    // warcio ends quietly at a cut gzip member: bytes left unread mean the file is truncated.
    if (gzipped && start + parser.offset < read.size) {
      yield unreadable(read, start + parser.offset, `${read.size - start - parser.offset} bytes at the end could not be read`);
    }
  } finally {
    stream.destroy();
  }
}

/**
 * The HTML responses `parser` finds, and a `bytes` item per record for the progress counts; `fileOffset` maps the
 * parser's offset to the file's. A file that stops being readable ends it with a problem item, and false. (A record's
 * Content-Length is checked against the file's size only when the file is not `gzipped`: the offsets are then in it.)
 */
async function* parseRecords(read: Reading, parser: WARCParser, fileOffset: (o: number) => number, gzipped: boolean,
  streamError: () => unknown = () => undefined): AsyncGenerator<SourceItem, boolean> {
  try {
    for await (const record of parser) {
      const n = ++read.records;
      const offset = fileOffset(parser.offset);
      yield { kind: 'bytes', bytes: Math.max(0, offset - read.offset) };
      read.offset = offset;
      if (!/^WARC\/1\.[01]$/.test(record.warcHeaders.statusline.trim())) throw new Error(`record ${n} has no WARC/1.0 or WARC/1.1 header`);
      const origin = `${read.file}: record ${n} (offset ${offset})`;
      if (!gzipped && fileOffset(recordEnd(parser, record)) > read.size) throw new Error(`record ${n} is shorter than its Content-Length`);
      const wanted = record.warcType === 'response' && isHtml(record);
      const bytes = wanted ? await record.readFully(true) : (await record.skipFully(), undefined);
      if (bytes) yield responseArticle(record, bytes, origin);
    }
    return true;
  } catch (e) {
    const stopped = streamError();
    const at = e instanceof GzipError ? e.offset : fileOffset(parser.offset);
    yield unreadable(read, at, stopped ? (stopped as Error).message : (e as Error).message);
    return false;
  }
}

function unreadable(read: Reading, offset: number, reason: string): SourceItem {
  return problem(`${read.file}: after record ${read.records}, offset ${offset}`,
    new WhosaidError('WHOSAID_UNREADABLE', `the WARC file is truncated or corrupt (${reason}); the records before it were read.`));
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
