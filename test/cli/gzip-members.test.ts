import { describe, it, expect } from 'vitest';
import { writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { gzipMembers, GzipError, type Member, type HandOff } from '../../src/io/sources/gzip-members.js';
import { jsonlLines, SAMPLE, tempDir } from '../store/helpers.js';

// The gzip members of a file (a gzipped WARC file is one member per record), inflated with Node's zlib, each with its
// offset in the file.

// real article texts, one member each
const texts = jsonlLines(SAMPLE).slice(0, 5).map((l) => (JSON.parse(l) as { text: string }).text);

async function membersOf(bytes: Buffer): Promise<(Member | HandOff)[]> {
  const file = path.join(tempDir(), 'x.gz');
  writeFileSync(file, bytes);
  const fh = await open(file);
  try {
    const out: (Member | HandOff)[] = [];
    for await (const m of gzipMembers(fh, bytes.length)) out.push(m);
    return out;
  } finally {
    await fh.close();
  }
}

async function errorOf(bytes: Buffer): Promise<GzipError> {
  try {
    await membersOf(bytes);
  } catch (e) {
    expect(e).toBeInstanceOf(GzipError);
    return e as GzipError;
  }
  throw new Error('no error');
}

const parts = texts.map((t) => gzipSync(Buffer.from(t)));
const whole = Buffer.concat(parts);
const starts = parts.map((_, i) => parts.slice(0, i).reduce((n, p) => n + p.length, 0));

describe('gzipMembers', () => {
  it('yields each member inflated, with where it starts and ends in the file', async () => {
    const ms = await membersOf(whole) as Member[];
    expect(ms.map((m) => m.data.toString())).toEqual(texts);
    expect(ms.map((m) => m.offset)).toEqual(starts);
    expect(ms.map((m) => m.end)).toEqual(starts.map((s, i) => s + parts[i]!.length));
  });

  it('reads a header with a file name, an extra field, a comment and a header CRC', async () => {
    // RFC 1952 flags FHCRC 2, FEXTRA 4, FNAME 8, FCOMMENT 16 before the deflate data of a plain member
    const plain = parts[1]!;
    const extra = Buffer.from([4, 0, 0, 0, 0x41, 0]); // XLEN 4, then 4 bytes (zeros among them, as a name ends)
    const head = Buffer.concat([Buffer.from([0x1f, 0x8b, 8, 2 | 4 | 8 | 16]), plain.subarray(4, 10), extra,
      Buffer.from('story.warc\0comment\0'), Buffer.from([0, 0])]);
    const member = Buffer.concat([head, plain.subarray(10)]);
    const ms = await membersOf(Buffer.concat([parts[0]!, member, parts[2]!])) as Member[];
    expect(ms.map((m) => m.data.toString())).toEqual([texts[0], texts[1], texts[2]]);
    expect(ms[2]!.offset).toBe(parts[0]!.length + member.length);
  });

  it('reads members longer than one read of the file, and many in one read', async () => {
    const long = gzipSync(Buffer.from(texts.join('\n').repeat(80)), { level: 0 }); // stored: several reads of the file
    expect(long.length).toBeGreaterThan(300_000);
    const ms = await membersOf(Buffer.concat([parts[0]!, long, ...parts])) as Member[];
    expect(ms).toHaveLength(2 + parts.length);
    expect(ms[1]!.data.toString()).toBe(texts.join('\n').repeat(80));
    expect(ms.slice(2).map((m) => m.data.toString())).toEqual(texts);
  });

  it('says where a file is cut short: in a member, in its trailer, in a header', async () => {
    const third = starts[2]!;
    for (const cut of [third + 30, third + parts[2]!.length - 3, third + 5]) {
      const e = await errorOf(whole.subarray(0, cut));
      expect(e.offset).toBe(third);
      expect(e.message).toMatch(/cut short|ends inside the gzip header/);
    }
  });

  it('fails a member whose CRC-32 or length is not its trailer\'s, and bytes that are not gzip after a member', async () => {
    const bad = Buffer.from(whole);
    const trailer = starts[3]! + parts[3]!.length - 8;
    bad[trailer] = bad[trailer]! ^ 0xff; // the CRC-32's first byte
    const e = await errorOf(bad);
    expect(e.offset).toBe(starts[3]);
    expect(e.message).toMatch(/fails its check/);
    const junk = await errorOf(Buffer.concat([whole, Buffer.from('not gzip at all')]));
    expect(junk.offset).toBe(whole.length);
    expect(junk.message).toMatch(/not a gzip member/);
  });

  it('hands off a file that does not start as gzip, and one whose first member is large (gzipped whole)', async () => {
    expect(await membersOf(Buffer.from('WARC/1.0\r\n'))).toEqual([{ handOffAt: 0 }]);
    const big = gzipSync(Buffer.from(texts.join('\n').repeat(80)), { level: 0 });
    expect(big.length).toBeGreaterThan(1 << 18);
    expect(await membersOf(Buffer.concat([big, parts[0]!]))).toEqual([{ handOffAt: 0 }]);
  });
});
