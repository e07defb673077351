import { describe, it, expect } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Analysis } from '../../src/model/types.js';
import { Readable } from 'node:stream';
import { run, badSpans } from './helpers.js';
import { readSources, totalBytes } from '../../src/io/sources/index.js';
import { SAMPLE, tempDir } from '../store/helpers.js';

// `whosaid analyze FOLDER` and `whosaid analyze FILE.jsonl`: many articles, one output line each, as --jsonl writes them.

type Line = Analysis & { id: string; text?: string; error?: { code: string; message: string } };
const lines = (stdout: string): Line[] => stdout.trim().split('\n').filter(Boolean).map((l) => JSON.parse(l) as Line);

const TXT = '“We will not back down,” Senator Jane Roe said on Tuesday.\n';
const HTML = '<!doctype html><html><head><title>Budget vote</title></head><body><article><p>“Taxes will rise,” the mayor, John Smith, told reporters.</p>'
  + '<p>Smith said the plan was final.</p></article></body></html>';

/** A folder of a text article, a binary file, notes that are no article, and a nested HTML page and JSONL file (one bad line). */
function corpus(): string {
  const dir = path.join(tempDir(), 'articles');
  mkdirSync(path.join(dir, 'nested'), { recursive: true });
  mkdirSync(path.join(dir, 'empty'));
  writeFileSync(path.join(dir, 'a.txt'), TXT);
  writeFileSync(path.join(dir, 'bin.txt'), Buffer.from([0x48, 0x69, 0x00, 0x00, 0x74]));
  writeFileSync(path.join(dir, 'README.md'), '# notes about these articles\n');
  writeFileSync(path.join(dir, 'nested', 'b.html'), HTML);
  writeFileSync(path.join(dir, 'nested', 'c.jsonl'), '{"id":"r1","text":"“Yes,” Ann Lee said."}\n{"id": "broken",\n{"id":"r3","text":"Bob Stone said the vote was delayed.","published":"2024-03-05"}\n');
  return dir;
}

describe('analyze FOLDER', () => {
  it('analyzes each article file in sorted order, an error line for what cannot be read, exit code 1', async () => {
    const dir = corpus();
    const r = await run(['analyze', dir, '--threads', '1']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(1);
    const out = lines(r.stdout);
    expect(out.map((l) => l.id)).toEqual([path.join(dir, 'a.txt'), path.join(dir, 'bin.txt'), path.join(dir, 'nested', 'b.html'), 'r1', `${path.join(dir, 'nested', 'c.jsonl')}:2`, 'r3']);
    expect(out[1]!.error?.code).toBe('WHOSAID_BINARY_INPUT');
    expect(out[4]!.error?.code).toBe('WHOSAID_BAD_JSON');
    // each article as `analyze FILE` gives it (the text file's offsets into the file as it is; the page's into its text)
    for (const [i, file] of [[0, 'a.txt'], [2, path.join('nested', 'b.html')]] as const) {
      const one = await run(['analyze', path.join(dir, file)]);
      expect(one.code).toBe(0);
      const { id, ...analysis } = out[i]!;
      expect(id).toBe(path.join(dir, file));
      expect(analysis).toEqual(JSON.parse(one.stdout));
    }
    expect(out[0]!.quotes.map((q) => [q.content[0]!.text, q.speaker.name])).toEqual([['“We will not back down,”', 'Jane Roe']]);
    const page = out[2]!;
    expect(page.text).toBe('“Taxes will rise,” the mayor, John Smith, told reporters.\n\nSmith said the plan was final.');
    expect(badSpans(page, page.text!)).toEqual([]);
    expect(page.quotes.map((q) => q.speaker.name)).toEqual(['John Smith', 'John Smith']);
    // a JSONL file's records keep their ids and dates
    expect(out[3]!.quotes[0]!.speaker.name).toBe('Ann Lee');
    expect(out[5]!.quotes[0]!.content[0]!.text).toBe('the vote was delayed');
  });

  it('says so when a folder holds no article, and refuses --format html', async () => {
    const dir = corpus();
    const empty = await run(['analyze', path.join(dir, 'empty')]);
    expect(empty.code).toBe(0);
    expect(empty.stdout).toBe('');
    expect(empty.stderr).toBe(`whosaid: ${path.join(dir, 'empty')} holds no article (.txt, .html, .json, .jsonl, .warc or .warc.gz file) to analyze.\n`);
    const html = await run(['analyze', dir, '--format', 'html']);
    expect(html.code).toBe(64);
    expect(html.stderr).toBe('whosaid: --format html makes one page per article; it cannot be used with a folder.\n');
  });

  it('writes a text report per article with --format text', async () => {
    const r = await run(['analyze', corpus(), '--format', 'text', '--threads', '1']);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('── r1 ──\n1 quote (1 direct) from 1 speaker');
    expect(r.stdout).toMatch(/── \S*bin\.txt ──\nerror WHOSAID_BINARY_INPUT: /);
  });
});

describe('the bytes a folder\'s readers tell (the progress line\'s percentage)', () => {
  it('adds up to the files\' total size, files read whole included', async () => {
    const dir = corpus();
    let told = 0, articles = 0;
    for await (const item of readSources([dir], Readable.from([]))) {
      if (item.kind === 'bytes') told += item.bytes;
      else articles++;
    }
    expect(articles).toBe(6);
    expect(told).toBe(await totalBytes([dir]));
    expect(told).toBeGreaterThan(HTML.length + TXT.length);
  });
});

describe('analyze FILE FILE …', () => {
  it('analyzes several paths in the order given, an error line for one that cannot be read beside them', async () => {
    const dir = corpus();
    const a = path.join(dir, 'a.txt'), b = path.join(dir, 'nested', 'b.html'), missing = path.join(dir, 'missing.txt');
    const r = await run(['analyze', b, missing, a, b, '--threads', '1']);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe('');
    const out = lines(r.stdout);
    expect(out.map((l) => l.id)).toEqual([b, missing, a]);
    expect(out[1]!.error).toEqual({ code: 'WHOSAID_UNREADABLE', message: 'no such file or directory.' });
    const { id: _, ...first } = out[2]!;
    expect(first).toEqual(JSON.parse((await run(['analyze', a])).stdout));
    // a folder and a file: the folder's articles, then the file's
    const both = await run(['analyze', path.join(dir, 'nested'), a, '--threads', '1']);
    expect(lines(both.stdout).map((l) => l.id)).toEqual([b, 'r1', `${path.join(dir, 'nested', 'c.jsonl')}:2`, 'r3', a]);
  });

  it('says "cannot read" when none of the paths can be read, and refuses --format html', async () => {
    const dir = tempDir();
    const r = await run(['analyze', path.join(dir, 'x.txt'), path.join(dir, 'y.txt')]);
    expect(r.code).toBe(66);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(`whosaid: cannot read ${path.join(dir, 'x.txt')}: no such file or directory; ${path.join(dir, 'y.txt')}: no such file or directory.\n`);
    const html = await run(['analyze', path.join(dir, 'x.txt'), path.join(dir, 'y.txt'), '--format', 'html']);
    expect(html.code).toBe(64);
    expect(html.stderr).toBe('whosaid: --format html makes one page per article; it cannot be used with several files.\n');
    const stdin = await run(['analyze', '-', path.join(dir, 'x.txt')], 'Some text.');
    expect(stdin.code).toBe(64);
    expect(stdin.stderr).toBe('whosaid: "-" (standard input) cannot be one of several paths: give it alone.\n');
  });
});

describe('analyze FILE.jsonl', () => {
  it('reads a .jsonl file as JSON Lines without --jsonl, as --jsonl and a folder holding it do', async () => {
    const dir = path.join(tempDir(), 'corpus');
    mkdirSync(dir);
    const file = path.join(dir, 'sample.jsonl');
    writeFileSync(file, (await import('node:fs')).readFileSync(SAMPLE));
    const plain = await run(['analyze', file, '--threads', '1']);
    const flagged = await run(['analyze', '--jsonl', file, '--threads', '1']);
    const folder = await run(['analyze', dir, '--threads', '1']);
    expect(plain.code).toBe(0);
    expect(lines(plain.stdout).length).toBe(20);
    expect(plain.stdout).toBe(flagged.stdout);
    expect(folder.stdout).toBe(flagged.stdout);
    // (--jsonl with a folder reads the folder's articles too)
    expect((await run(['analyze', '--jsonl', dir, '--threads', '1'])).stdout).toBe(flagged.stdout);
  });
});
