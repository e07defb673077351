import { describe, it, expect } from 'vitest';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { WARCRecord, WARCSerializer } from 'warcio';
import type { Analysis } from '../../src/model/types.js';
import { run, runBinary, badSpans } from './helpers.js';
import { jsonlLines, SAMPLE, tempDir } from '../store/helpers.js';

// `whosaid analyze FILE.warc[.gz]`: each HTML response of a WARC file is one article, analyzed as a --jsonl record.

type Sample = { id: string; title: string; text: string; date: string };
// sample articles with a quotation and a cue (so each page has attributions to compare)
const samples = jsonlLines(SAMPLE).map((l) => JSON.parse(l) as Sample).filter((s) => /[“"][^”"]+[”"],? (?:he |she )?said/.test(s.text)).slice(0, 2);

function page(s: Sample): string {
  const paragraphs = s.text.split(/\n\s*\n/).map((p) => `<p>${p.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>`).join('\n');
  return `<!doctype html><html><head><title>${s.title}</title><meta property="og:site_name" content="Example News"></head>`
    + `<body><article><h1>${s.title}</h1>${paragraphs}</article></body></html>`;
}

interface Rec { url: string; body: string; type?: string; contentType?: string }

async function warc(records: readonly Rec[], gzip: boolean): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  for (const r of records) {
    const record = WARCRecord.create({ url: r.url, date: '2024-03-05T10:00:00Z', type: r.type ?? 'response', httpHeaders: { 'Content-Type': r.contentType ?? 'text/html; charset=utf-8' } },
      (async function* () { yield new TextEncoder().encode(r.body); })());
    parts.push(await WARCSerializer.serialize(record, { gzip }));
  }
  return Buffer.concat(parts);
}

const pages: Rec[] = samples.map((s, i) => ({ url: `https://news.example/story-${i}`, body: page(s) }));
// a JSON response between the pages: not HTML, passed over as ingest passes it over
const records: Rec[] = [pages[0]!, { url: 'https://news.example/api', body: '{"ok": true}', contentType: 'application/json' }, pages[1]!];

type Line = Analysis & { id: string; text?: string; error?: { code: string; message: string } };
const lines = (stdout: string): Line[] => stdout.trim().split('\n').filter(Boolean).map((l) => JSON.parse(l) as Line);

describe('analyze FILE.warc', () => {
  it('analyzes each HTML response as the --jsonl record of its page would be, in order, ids the URLs', async () => {
    expect(samples).toHaveLength(2);
    const dir = tempDir();
    const file = path.join(dir, 'news.warc.gz');
    writeFileSync(file, await warc(records, true));
    const r = await run(['analyze', file, '--threads', '1']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const out = lines(r.stdout);
    expect(out.map((l) => l.id)).toEqual(['https://news.example/story-0', 'https://news.example/story-1']);
    // the same analyses as the pages given as --jsonl records with the WARC record's date (the pages carry none)
    const jsonl = pages.map((p) => JSON.stringify({ id: p.url, html: p.body, published: '2024-03-05' })).join('\n');
    const viaJsonl = await run(['analyze', '--jsonl', '-', '--threads', '1'], jsonl);
    expect(viaJsonl.code).toBe(0);
    expect(r.stdout).toBe(viaJsonl.stdout);
    for (const l of out) {
      expect(l.quotes.length).toBeGreaterThan(0);
      expect(l.text).toBeDefined();
      expect(badSpans(l, l.text!)).toEqual([]);
    }
    // the article text came out of the page: its first quotation is in it
    expect(out[0]!.text).toContain(out[0]!.quotes[0]!.content[0]!.text);
  });

  it('gives an uncompressed WARC the same lines, and a text report per page with --format text', async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'a.warc.gz'), await warc(records, true));
    writeFileSync(path.join(dir, 'a.warc'), await warc(records, false));
    const gz = await run(['analyze', path.join(dir, 'a.warc.gz'), '--threads', '1']);
    const plain = await run(['analyze', path.join(dir, 'a.warc'), '--threads', '1']);
    expect(plain.code).toBe(0);
    expect(plain.stdout).toBe(gz.stdout);
    const text = await run(['analyze', path.join(dir, 'a.warc'), '--format', 'text', '--threads', '1']);
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/^── https:\/\/news\.example\/story-0 ──\n/);
    expect(text.stdout).toContain('── https://news.example/story-1 ──');
    expect(text.stdout).not.toContain('news.example/api');
    const html = await run(['analyze', path.join(dir, 'a.warc'), '--format', 'html']);
    expect(html.code).not.toBe(0);
    expect(html.stderr).toMatch(/--format html .* cannot be used with a WARC file/);
  });

  it('keeps the records before a cut and gives an error line for where the file stops, exit code 1', async () => {
    const dir = tempDir();
    const whole = await warc(pages, true);
    const first = (await warc(pages.slice(0, 1), true)).length;
    const file = path.join(dir, 'cut.warc.gz');
    writeFileSync(file, whole.subarray(0, first + 200));
    const r = await run(['analyze', file, '--threads', '1']);
    expect(r.code).toBe(1);
    const out = lines(r.stdout);
    expect(out).toHaveLength(2);
    expect(out[0]!.id).toBe('https://news.example/story-0');
    expect(out[0]!.quotes.length).toBeGreaterThan(0);
    expect(out[1]!.id).toMatch(/cut\.warc\.gz: after record 1, offset \d+$/);
    expect(out[1]!.error?.code).toBe('WHOSAID_UNREADABLE');
    expect(out[1]!.error?.message).toMatch(/the WARC file is truncated or corrupt/);
  });

  it('names the member that fails its check, keeping the records before it; reads a .warc.gz that is not gzipped', async () => {
    const dir = tempDir();
    const members = [await warc(pages.slice(0, 1), true), await warc(pages.slice(1), true)];
    const first = members[0]!.length;
    const bad = Buffer.concat(members);
    bad[bad.length - 8] = bad[bad.length - 8]! ^ 0xff; // the second member's CRC-32
    writeFileSync(path.join(dir, 'bad.warc.gz'), bad);
    const r = await run(['analyze', path.join(dir, 'bad.warc.gz'), '--threads', '1']);
    expect(r.code).toBe(1);
    const out = lines(r.stdout);
    expect(out.map((l) => l.id)).toEqual(['https://news.example/story-0', `${path.join(dir, 'bad.warc.gz')}: after record 1, offset ${first}`]);
    expect(out[1]!.error?.message).toMatch(new RegExp(`the gzip member at offset ${first} fails its check`));
    // an uncompressed file named .warc.gz: read as the .warc it is
    writeFileSync(path.join(dir, 'plain.warc.gz'), await warc(records, false));
    writeFileSync(path.join(dir, 'plain.warc'), await warc(records, false));
    const misnamed = await run(['analyze', path.join(dir, 'plain.warc.gz'), '--threads', '1']);
    expect(misnamed.code).toBe(0);
    expect(misnamed.stdout).toBe((await run(['analyze', path.join(dir, 'plain.warc'), '--threads', '1'])).stdout);
  });

  it('says "cannot read" for a WARC file that is not there, as for one article', async () => {
    const file = path.join(tempDir(), 'missing.warc.gz');
    const r = await run(['analyze', file]);
    expect(r.code).toBe(66);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(`whosaid: cannot read ${file}: no such file or directory.\n`);
  });

  it('says so when a WARC file has no HTML response', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'api.warc');
    writeFileSync(file, await warc([{ url: 'https://news.example/api', body: '{}', contentType: 'application/json' }], false));
    const r = await run(['analyze', file]);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(`whosaid: ${file} holds no HTML response to analyze.\n`);
  });

  it('analyzes a WARC file on worker threads with the same output (built binary)', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'news.warc.gz');
    writeFileSync(file, await warc(records, true));
    const one = await run(['analyze', file, '--threads', '1']);
    const two = runBinary(['analyze', file, '--threads', '2']);
    expect(two.stderr).toBe('');
    expect(two.code).toBe(0);
    expect(two.stdout).toBe(one.stdout);
  });
});
