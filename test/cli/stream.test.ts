import { describe, it, expect } from 'vitest';
import { PassThrough, Readable, Writable } from 'node:stream';
import { createInterface } from 'node:readline';
import { readLines, streamJsonl } from '../../src/io/jsonl.js';
import { progressLine, progressText } from '../../src/io/progress.js';
import type { RecordOutput } from '../../src/io/record.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('streamJsonl with a window of records in flight', () => {
  it('writes in input order when the handler finishes out of order, with at most `window` in flight', async () => {
    const n = 60;
    const input = new PassThrough();
    input.end(Array.from({ length: n }, (_, i) => `{"n": ${i}}`).join('\n'));
    let out = '';
    const output = new Writable({ write(c, _e, done) { out += String(c); done(); } });
    let inFlight = 0;
    let most = 0;
    const handle = async (line: Uint8Array): Promise<RecordOutput> => {
      inFlight++;
      most = Math.max(most, inFlight);
      const { n: i } = JSON.parse(Buffer.from(line).toString()) as { n: number };
      // Later records often finish first.
      await sleep((i * 7) % 11);
      inFlight--;
      return { output: `${i}\n`, failed: i % 10 === 3 };
    };
    const summary = await streamJsonl(input, output, handle, { window: 5 });
    expect(summary).toEqual({ records: n, failed: 6 });
    expect(out).toBe(Array.from({ length: n }, (_, i) => `${i}\n`).join(''));
    expect(most).toBe(5);
  });

  it('reports the input bytes behind the records written', async () => {
    const input = new PassThrough();
    input.end('{"a": 1}\n\n{"b": 22}\n');
    const seen: Array<[number, number]> = [];
    const sink = new Writable({ write(_c, _e, done) { done(); } });
    await streamJsonl(input, sink, () => ({ output: 'x\n', failed: false }), { onWritten: (s, bytes) => seen.push([s.records, bytes]) });
    expect(seen).toEqual([[1, 9], [2, 20]]);
  });
});

describe('readLines', () => {
  const lines = async (chunks: string[]): Promise<Array<[string, number]>> => {
    const out: Array<[string, number]> = [];
    for await (const [l, end] of readLines(Readable.from(chunks.map((c) => Buffer.from(c, 'latin1'))))) out.push([Buffer.from(l).toString('latin1'), end]);
    return out;
  };

  it('splits as readline does (LF, CRLF, lone CR; a CRLF across chunks is one line end), whatever the chunking', async () => {
    const pieces = ['a', 'bc', '\n', '\r', '\r\n', ' ', '\xa0', '\xc3\xa9', '{"x": 1}'];
    let seed = 7;
    const rnd = (n: number): number => { seed = (Math.imul(seed, 1103515245) + 12345) >>> 0; return seed % n; };
    for (let t = 0; t < 400; t++) {
      let text = '';
      for (let i = rnd(25); i > 0; i--) text += pieces[rnd(pieces.length)];
      const chunks: string[] = [];
      for (let p = 0; p < text.length;) { const k = 1 + rnd(4); chunks.push(text.slice(p, p + k)); p += k; }
      const want: string[] = [];
      const rl = createInterface({ input: Readable.from(chunks.map((c) => Buffer.from(c, 'latin1'))).setEncoding('latin1'), crlfDelay: Infinity });
      for await (const l of rl) want.push(l);
      expect((await lines(chunks)).map(([l]) => l), JSON.stringify(text)).toEqual(want);
    }
  });

  it('gives each line the input offset past its line end (the "\\n" of a "\\r\\n" split across chunks counts with the next)', async () => {
    expect(await lines(['ab\r', '\ncd\n', '\ne', 'f'])).toEqual([['ab', 3], ['cd', 7], ['', 8], ['ef', 10]]);
  });

  it('reads no further than the lines taken (a slow consumer holds the input back)', async () => {
    let pulled = 0;
    const input = new Readable({ highWaterMark: 1, read() { pulled++; this.push(pulled <= 1000 ? Buffer.from(`{"n": ${pulled}}\n`) : null); } });
    const it = readLines(input)[Symbol.asyncIterator]();
    await it.next();
    await new Promise((r) => setTimeout(r, 20));
    expect(pulled).toBeLessThan(5);
    await it.return(undefined);
  });
});

describe('the progress line', () => {
  const terminal = (isTTY: boolean) => {
    let text = '';
    const s = new Writable({ write(c, _e, done) { text += String(c); done(); } });
    Object.assign(s, { isTTY, columns: 100 });
    return { s, text: () => text };
  };

  it('says articles, rate, percentage and ETA', () => {
    expect(progressText(1200, 400, 10, 1000)).toBe('whosaid: 1,200 articles · 120/s · 40% · ETA 0:15');
    expect(progressText(50, 400, 2)).toBe('whosaid: 50 articles · 25/s');
    expect(progressText(10, 10, 4000, 100)).toBe('whosaid: 10 articles · 0/s · 10% · ETA 10:00:00');
  });

  it('draws on a terminal after a second, at most four times a second, and ends with a summary', () => {
    let t = 0;
    const tty = terminal(true);
    const p = progressLine(tty.s, 1000, () => t)!;
    p.update(10, 100);
    expect(tty.text()).toBe('');
    t = 2000;
    p.update(100, 500);
    t = 2100;
    p.update(110, 550);
    expect(tty.text()).toBe('\r\x1b[Kwhosaid: 100 articles · 50/s · 50% · ETA 0:02');
    t = 4000;
    p.done(200);
    expect(tty.text().endsWith('\r\x1b[Kwhosaid: 200 articles in 0:04 (50/s)\n')).toBe(true);
  });

  it('is silent when stderr is not a terminal', () => {
    expect(progressLine(terminal(false).s, 1000)).toBeUndefined();
  });
});
