// The members of a gzip file, each inflated by Node's zlib, with where it starts in the file. A gzipped WARC file is a
// series of members, one record each, and a record's offset in the gzipped file is what CDX indexes and whosaid's error
// lines give; Node's gunzip stream runs the members together and says nothing of where they begin.
import type { FileHandle } from 'node:fs/promises';
import * as zlib from 'node:zlib';

/** A member inflated: `offset` and `end` in the file, `data` its inflated bytes. */
export interface Member { offset: number; end: number; data: Buffer }

/**
 * The file is left to a streaming reader from this offset on: it does not start as gzip (a misnamed file), its first
 * member is large (a file gzipped whole, whose records would all have that member's offset, and the progress count
 * stand still until its end), or a later member is too large to hold whole.
 */
export interface HandOff { handOffAt: number }

/** Bytes read from the file at a time, at least. */
const CHUNK = 1 << 18;
/**
 * A member whose compressed bytes pass LARGE_MEMBER (FIRST_MEMBER for the first), or whose inflated bytes would pass
 * MAX_INFLATED, is left to a streaming reader (`HandOff`): each try to inflate an unfinished member starts it again,
 * and a member is held whole. (A WARC writer gzips each record apart, the first a small warcinfo record.)
 */
const LARGE_MEMBER = 32 << 20;
const FIRST_MEMBER = 1 << 18;
const MAX_INFLATED = 256 << 20;

/** Thrown for a file that is not gzip data, is cut short, or fails its checks; `offset`: the member's. */
export class GzipError extends Error {
  constructor(message: string, readonly offset: number) { super(message); }
}

/**
 * Yields each member of the gzip file open as `fh` (`size` bytes) in order, or a `HandOff` and stops. Throws
 * `GzipError` at a member that is not gzip, is cut short or corrupt (its inflated length or CRC-32 not the trailer's).
 */
export async function* gzipMembers(fh: FileHandle, size: number): AsyncGenerator<Member | HandOff> {
  // buf holds the file's bytes [at, at + buf.length); the next member starts at buf[p]
  let buf: Buffer = Buffer.alloc(0), at = 0, p = 0, read = 0;
  // Reads at least `want` more bytes (CHUNK at least) after those held, dropping those before p; false at the file's end.
  const more = async (want: number): Promise<boolean> => {
    if (read >= size) return false;
    const n = Math.min(Math.max(want, CHUNK), size - read);
    const chunk = Buffer.allocUnsafe(n);
    const { bytesRead } = await fh.read(chunk, 0, n, read);
    if (bytesRead === 0) return false;
    read += bytesRead;
    const rest = buf.subarray(p);
    buf = rest.length > 0 ? Buffer.concat([rest, chunk.subarray(0, bytesRead)]) : chunk.subarray(0, bytesRead);
    at += p;
    p = 0;
    return true;
  };
  for (;;) {
    if (p >= buf.length && !(await more(CHUNK))) return;
    const first = at + p === 0;
    if (first && buf.length >= 2 && !(buf[0] === 0x1f && buf[1] === 0x8b)) { yield { handOffAt: 0 }; return; }
    const head = headerLength(buf, p, at);
    if (head < 0) {
      if (!(await more(CHUNK))) throw new GzipError(`the file ends inside the gzip header at offset ${at + p}`, at + p);
      continue;
    }
    let out: { buffer: Buffer; engine: zlib.InflateRaw };
    try {
      out = zlib.inflateRawSync(buf.subarray(p + head), { info: true, maxOutputLength: MAX_INFLATED }) as unknown as typeof out;
    } catch (e) {
      const code = (e as { code?: string }).code;
      if (code === 'ERR_BUFFER_TOO_LARGE') { yield { handOffAt: at + p }; return; }
      if (code !== 'Z_BUF_ERROR') throw new GzipError(`the gzip member at offset ${at + p} is corrupt (${(e as Error).message})`, at + p);
      // (the member goes on past the bytes held: read as many again, so a long member is inflated a few times at most)
      if (buf.length - p > (first ? FIRST_MEMBER : LARGE_MEMBER)) { yield { handOffAt: at + p }; return; }
      if (!(await more(buf.length - p))) throw new GzipError(`the gzip member at offset ${at + p} is cut short`, at + p);
      continue;
    }
    const end = p + head + out.engine.bytesWritten + 8;
    if (end > buf.length) {
      // (the 8-byte trailer not read yet: rare; the member is inflated again once it is)
      if (!(await more(8))) throw new GzipError(`the gzip member at offset ${at + p} is cut short`, at + p);
      continue;
    }
    if (first && end > FIRST_MEMBER) { yield { handOffAt: 0 }; return; }
    const data = out.buffer;
    if (buf.readUInt32LE(end - 4) !== data.length % 0x100000000 || (CRC32 && buf.readUInt32LE(end - 8) !== CRC32(data))) {
      throw new GzipError(`the gzip member at offset ${at + p} fails its check (inflated length or CRC-32)`, at + p);
    }
    yield { offset: at + p, end: at + end, data };
    p = end;
  }
}

// (zlib.crc32 is Node 20.15 and later; before, the inflated length is the only check)
const CRC32 = (zlib as { crc32?: (data: Uint8Array) => number }).crc32;

/** The length of the gzip header at buf[p] (RFC 1952), -1 when buf ends inside it; throws if no member starts there. */
function headerLength(buf: Buffer, p: number, at: number): number {
  if (buf.length - p < 10) return buf.length - p >= 2 && !(buf[p] === 0x1f && buf[p + 1] === 0x8b) ? notGzip(at + p) : -1;
  if (buf[p] !== 0x1f || buf[p + 1] !== 0x8b || buf[p + 2] !== 8) return notGzip(at + p);
  const flags = buf[p + 3]!;
  let q = p + 10;
  if (flags & 4) { // FEXTRA
    if (buf.length < q + 2) return -1;
    q += 2 + buf.readUInt16LE(q);
  }
  for (const bit of [8, 16]) { // FNAME, FCOMMENT: zero-terminated
    if (!(flags & bit)) continue;
    const z = buf.indexOf(0, q);
    if (z < 0) return -1;
    q = z + 1;
  }
  if (flags & 2) q += 2; // FHCRC
  return q > buf.length ? -1 : q - p;
}

function notGzip(offset: number): never {
  throw new GzipError(`the bytes at offset ${offset} are not a gzip member`, offset);
}
