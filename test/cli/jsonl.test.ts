import { describe, it, expect } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable, Writable } from 'node:stream';
import type { Analysis } from '../../src/model/types.js';
import { main } from '../../src/cli/main.js';
import { analyzeRecordLine } from '../../src/io/record.js';
import { run, badSpans } from './helpers.js';

const WIKINEWS = path.resolve('../shared/corpora/wikinews/demo.jsonl');
const lines = fs.readFileSync(WIKINEWS, 'utf8').split('\n').filter(Boolean);
const records = lines.slice(0, 3).map((l) => JSON.parse(l) as { id: string; text: string; date: string });

type Out = Analysis & { id: string; error?: { code: string; message: string } };
const parse = (stdout: string): Out[] => stdout.trimEnd().split('\n').map((l) => JSON.parse(l) as Out);

describe('analyze --jsonl', () => {
  it('gives one line per record in input order; a bad line becomes an error line and the rest goes on', async () => {
    const input = [
      lines[0],
      '{"id": "broken", "text": ',
      lines[1],
      JSON.stringify({ text: 'No id here: “It works,” she said.' }),
      JSON.stringify({ id: 'no-text' }),
      JSON.stringify({ id: 'blank', text: '  \n ' }),
      JSON.stringify({ id: 'bad-date', text: 'Some text.', published: '2021-02-29' }),
      '[1, 2, 3]',
      lines[2],
    ].join('\n');
    const r = await run(['analyze', '--jsonl', '-'], `${input}\n`);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe('');
    const out = parse(r.stdout);
    expect(out.map((o) => o.id)).toEqual([records[0]!.id, '2', records[1]!.id, '4', 'no-text', 'blank', 'bad-date', '8', records[2]!.id]);
    expect(out.map((o) => o.error?.code ?? 'ok')).toEqual([
      'ok', 'WHOSAID_BAD_JSON', 'ok', 'ok', 'WHOSAID_BAD_RECORD', 'WHOSAID_EMPTY_INPUT', 'WHOSAID_BAD_OPTION', 'WHOSAID_BAD_RECORD', 'ok',
    ]);
    expect(out[5]!.error!.message).toBe('the record\'s "text" is empty (only whitespace).');
    for (const [i, rec] of [[0, records[0]!], [2, records[1]!], [8, records[2]!]] as const) {
      expect(out[i]!.schema).toBe('whosaid/1');
      expect(badSpans(out[i]!, rec.text)).toEqual([]);
    }
  });

  it('exits 0 when every record is analyzed, and reads a file', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'whosaid-jsonl-')), 'two.jsonl');
    fs.writeFileSync(file, `${lines.slice(0, 2).join('\r\n')}\r\n\r\n`);
    try {
      const r = await run(['analyze', '--jsonl', file]);
      expect(r.code).toBe(0);
      expect(parse(r.stdout).map((o) => o.id)).toEqual(records.slice(0, 2).map((x) => x.id));
    } finally {
      fs.rmSync(file);
    }
  });

  it('extracts "html" but never sniffs "text"', async () => {
    const html = '<html><body><nav>Home | News</nav><article><p>“We will rebuild the bridge,” said Governor Ann Lee on Monday in the capital.</p><p>She said work would begin in May.</p></article></body></html>';
    const markup = '<p>This is text about the <p> tag.</p>\n<p>“It is everywhere,” a designer said.</p>';
    const r = await run(['analyze', '--jsonl', '--include-text'], `${JSON.stringify({ id: 'h', html })}\n${JSON.stringify({ id: 't', text: markup })}\n`);
    expect(r.code).toBe(0);
    const [h, t] = parse(r.stdout);
    expect(h!.text).toBe('“We will rebuild the bridge,” said Governor Ann Lee on Monday in the capital.\n\nShe said work would begin in May.');
    expect(t!.text).toBe(markup);
  });

  it('reports a line of invalid UTF-8 as an error line and goes on', async () => {
    const bad = Buffer.concat([Buffer.from('{"id": "latin1", "text": "caf'), Buffer.from([0xe9]), Buffer.from('"}\n')]);
    const r = await run(['analyze', '--jsonl'], Buffer.concat([bad, Buffer.from(`${lines[0]}\n`)]));
    expect(r.code).toBe(1);
    const out = parse(r.stdout);
    expect(out[0]).toEqual({ id: '1', error: { code: 'WHOSAID_BINARY_INPUT', message: 'the line is not valid UTF-8 text.' } });
    expect(out[1]!.id).toBe(records[0]!.id);
  });

  it('prints readable reports one after another with --format text', async () => {
    const r = await run(['analyze', '--jsonl', '--format', 'text'], `${lines[0]}\nnot json\n${lines[1]}\n`);
    expect(r.code).toBe(1);
    const first = r.stdout.indexOf(`── ${records[0]!.id} ──`);
    const error = r.stdout.indexOf('── 2 ──\nerror WHOSAID_BAD_JSON');
    const second = r.stdout.indexOf(`── ${records[1]!.id} ──`);
    expect(first).toBe(0);
    expect(error).toBeGreaterThan(first);
    expect(second).toBeGreaterThan(error);
  });

  it('streams: writes a record\'s line before the next record is read', async () => {
    const stdin = new PassThrough();
    const written: string[] = [];
    const stdout = new Writable({ write(chunk, _e, done) { written.push(String(chunk)); done(); } });
    const done = main(['analyze', '--jsonl'], { stdin, stdout, stderr: stdout, isTTY: false, env: {} });
    for (let i = 0; i < 3; i++) {
      stdin.write(`${lines[i]}\n`);
      // Without streaming this waits forever: the input is not ended yet.
      while (written.length <= i) await new Promise((r) => setTimeout(r, 5));
      expect(JSON.parse(written[i]!).id).toBe(records[i]!.id);
    }
    stdin.end();
    expect(await done).toBe(0);
  });

  it('waits for a slow reader (backpressure) and keeps every line', async () => {
    const n = 400;
    const input = Array.from({ length: n }, (_, i) => JSON.stringify({ id: `r${i}`, text: `“Line ${i} is here,” the clerk said.` })).join('\n');
    let out = '';
    let maxBuffered = 0;
    let longest = 0;
    const stdout: Writable = new Writable({
      highWaterMark: 256,
      write(chunk, _e, done) {
        out += String(chunk);
        longest = Math.max(longest, String(chunk).length);
        maxBuffered = Math.max(maxBuffered, stdout.writableLength);
        setImmediate(done);
      },
    });
    const stdin = new PassThrough();
    stdin.end(input);
    const code = await main(['analyze', '--jsonl'], { stdin, stdout, stderr: stdout, isTTY: false, env: {} });
    expect(code).toBe(0);
    // Writing without waiting for 'drain' would queue most of the output here.
    expect(maxBuffered).toBeLessThanOrEqual(256 + 2 * longest);
    expect(out.length).toBeGreaterThan(20 * (256 + 2 * longest));
    expect(out.trimEnd().split('\n').map((l) => (JSON.parse(l) as Out).id)).toEqual(Array.from({ length: n }, (_, i) => `r${i}`));
  });
});

describe('analyze --jsonl: a failing input stream', () => {
  it('keeps the lines already written and ends with one line on stderr', async () => {
    let reads = 0;
    const stdin = new Readable({
      read() {
        if (reads++ === 0) this.push(`${lines[0]}\n`);
        else this.destroy(Object.assign(new Error('EIO: i/o error, read'), { code: 'EIO' }));
      },
    });
    let out = '';
    let err = '';
    const sink = (f: (s: string) => void) => new Writable({ write(c, _e, d) { f(String(c)); d(); } });
    const code = await main(['analyze', '--jsonl'], { stdin, stdout: sink((s) => { out += s; }), stderr: sink((s) => { err += s; }), isTTY: false, env: {} });
    expect(code).toBe(66);
    expect((JSON.parse(out) as Out).id).toBe(records[0]!.id);
    expect(err).toBe('whosaid: cannot read standard input: EIO: i/o error, read.\n');
  });
});

describe('analyzeRecordLine (the per-record function)', () => {
  it('is pure: line in, output line out, the line number standing in for a missing id', () => {
    const ok = analyzeRecordLine(JSON.stringify({ text: '“Yes,” he said.' }), 12, { format: 'json' });
    expect(ok.failed).toBe(false);
    expect(JSON.parse(ok.output)).toMatchObject({ id: '12', schema: 'whosaid/1' });
    expect(ok.output.endsWith('\n')).toBe(true);
    const bad = analyzeRecordLine('{', 3, { format: 'json' });
    expect(bad.failed).toBe(true);
    expect(JSON.parse(bad.output)).toMatchObject({ id: '3', error: { code: 'WHOSAID_BAD_JSON' } });
  });

  it('takes numeric ids as strings, "date" as the publication date, and refuses both text and html', () => {
    const ok = analyzeRecordLine(JSON.stringify({ id: 7, text: 'Hi.', date: '2020-01-02' }), 1, { format: 'json' });
    expect(JSON.parse(ok.output).id).toBe('7');
    const both = analyzeRecordLine(JSON.stringify({ id: 'x', text: 'a', html: '<p>a</p>' }), 1, { format: 'json' });
    expect(JSON.parse(both.output).error.code).toBe('WHOSAID_BAD_RECORD');
  });
});
