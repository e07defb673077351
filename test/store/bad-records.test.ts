import { describe, it, expect } from 'vitest';
import { writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { WARCRecord, WARCSerializer } from 'warcio';
import { openStore } from '../../src/store/db.js';
import { stats } from '../../src/store/queries.js';
import { run } from '../cli/helpers.js';
import { jsonlLines, SAMPLE, tempDir } from './helpers.js';

type Sample = { id: string; title: string; text: string; date: string };
const samples = jsonlLines(SAMPLE).map((l) => JSON.parse(l) as Sample);

/** A sample article as an HTML page with its title and site name in meta tags. */
function page(s: Sample, site: string): string {
  const paragraphs = s.text.split(/\n\s*\n/).map((p) => `<p>${p.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>`).join('\n');
  return `<!doctype html><html><head><title>${s.title}</title><meta property="og:site_name" content="${site}">`
    + `<meta property="article:published_time" content="${s.date}T09:00:00Z"></head><body><article><h1>${s.title}</h1>${paragraphs}</article></body></html>`;
}

async function warc(records: { url: string; html: string }[]): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  for (const r of records) {
    const record = WARCRecord.create({ url: r.url, date: '2024-03-05T10:00:00Z', type: 'response', httpHeaders: { 'Content-Type': 'text/html; charset=utf-8' } },
      (async function* () { yield new TextEncoder().encode(r.html); })());
    parts.push(await WARCSerializer.serialize(record, { gzip: true }));
  }
  return Buffer.concat(parts);
}

describe('ingest: bad records are named, skipped and counted; the rest is stored', () => {
  it('handles an invalid JSON line, a binary file, a truncated WARC, undecodable and empty HTML in one run', async () => {
    const dir = tempDir();
    const input = path.join(dir, 'corpus');
    mkdirSync(path.join(input, 'nested'), { recursive: true });
    const [a, b, c, d, e, f] = samples;
    writeFileSync(path.join(input, 'records.jsonl'), `${JSON.stringify(a)}\n{"id": "broken", "text": \n${JSON.stringify(b)}\n`);
    writeFileSync(path.join(input, 'binary.txt'), Buffer.from([0x48, 0x69, 0x00, 0x00, 0x01, 0x02, 0xff]));
    writeFileSync(path.join(input, 'nested', 'story.html'), page(c!, 'Example Times'));
    writeFileSync(path.join(input, 'nested', 'latin1.html'), Buffer.concat([Buffer.from('<html><body><p>Caf'), Buffer.from([0xe9]), Buffer.from(' au lait, she said.</p></body></html>')]));
    writeFileSync(path.join(input, 'nested', 'empty.html'), '<!doctype html><html><head><title>Menu</title></head><body><nav></nav></body></html>');
    writeFileSync(path.join(input, 'news.warc.gz'), await warc([{ url: 'https://news.example/d', html: page(d!, 'Example News') }]));
    const whole = await warc([{ url: 'https://news.example/e', html: page(e!, 'Example News') }, { url: 'https://news.example/f', html: page(f!, 'Example News') }]);
    const firstLength = (await warc([{ url: 'https://news.example/e', html: page(e!, 'Example News') }])).length;
    writeFileSync(path.join(input, 'cut.warc.gz'), whole.subarray(0, firstLength + 200));
    writeFileSync(path.join(input, 'notes.md'), 'not read: a folder walk takes known endings only');

    const db = path.join(dir, 'bad.db');
    const r = await run(['ingest', input, '--db', db, '--threads', '0', '--quiet']);
    expect(r.code).toBe(1);
    const lines = r.stderr.trimEnd().split('\n').sort();
    expect(lines).toHaveLength(5);
    expect(lines).toEqual([
      expect.stringMatching(/^whosaid: skipped .*corpus\/binary\.txt: .*binary \(it contains NUL bytes\)/),
      expect.stringMatching(/^whosaid: skipped .*corpus\/cut\.warc\.gz: after record 1, offset \d+: the WARC file is truncated or corrupt/),
      expect.stringMatching(/^whosaid: skipped .*corpus\/nested\/empty\.html: /),
      expect.stringMatching(/^whosaid: skipped .*corpus\/nested\/latin1\.html: .*not valid UTF-8/),
      expect.stringMatching(/^whosaid: skipped .*corpus\/records\.jsonl:2: the line is not valid JSON/),
    ]);
    expect(r.stdout).toMatch(/^10 records read: 5 stored, 0 already stored, 5 failed; \d+ quotes added\./);

    const store = openStore(db, { readonly: true });
    expect(stats(store).articles).toBe(5);
    const rows = store.prepare('SELECT ext_id, url, outlet, date, title FROM articles ORDER BY id').all();
    store.close();
    expect(rows).toEqual(expect.arrayContaining([
      { ext_id: a!.id, url: expect.any(String), outlet: expect.any(String), date: a!.date, title: a!.title },
      { ext_id: null, url: null, outlet: 'Example Times', date: c!.date, title: c!.title },
      { ext_id: null, url: 'https://news.example/d', outlet: 'Example News', date: d!.date, title: d!.title },
      { ext_id: null, url: 'https://news.example/e', outlet: 'Example News', date: e!.date, title: e!.title },
    ]));
  });

  it('reads JSON Lines from standard input with "-", naming a bad line by its number', async () => {
    const dir = tempDir();
    const db = path.join(dir, 'stdin.db');
    const r = await run(['ingest', '-', '--db', db, '--threads', '0', '--quiet'], `${jsonlLines(SAMPLE)[0]}\n[1, 2]\n`);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe('whosaid: skipped standard input:2: the record is not a JSON object.\n');
    expect(r.stdout).toMatch(/^2 records read: 1 stored, 0 already stored, 1 failed/);
  });
});
