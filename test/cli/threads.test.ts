import { describe, it, expect } from 'vitest';
import fs from 'node:fs';
import { runBinary, run } from './helpers.js';

// These run the built CLI (`npm run build`): worker threads need the compiled modules.
const SAMPLE = 'examples/corpus/sample.jsonl';
const sample = fs.readFileSync(SAMPLE, 'utf8').split('\n').filter(Boolean);
const sampleIds = sample.map((l) => (JSON.parse(l) as { id: string }).id);

type Line = { id: string; schema?: string; error?: { code: string } };
const parse = (stdout: string): Line[] => stdout.trimEnd().split('\n').map((l) => JSON.parse(l) as Line);

describe('analyze --jsonl --threads', () => {
  it('gives the same output with one thread and with two, in input order', () => {
    const one = runBinary(['analyze', '--jsonl', SAMPLE, '--threads', '1']);
    const two = runBinary(['analyze', '--jsonl', SAMPLE, '--threads', '2']);
    expect(one.code).toBe(0);
    expect(two.stderr).toBe('');
    expect(two.code).toBe(0);
    expect(parse(one.stdout).map((o) => o.id)).toEqual(sampleIds);
    expect(two.stdout).toBe(one.stdout);
  });

  it('keeps input order when a long record comes before short ones', () => {
    // The long record takes far longer than the short ones the other worker finishes meanwhile.
    const texts = sample.map((l) => (JSON.parse(l) as { text: string }).text);
    const long = JSON.stringify({ id: 'long', text: Array.from({ length: 15 }, () => texts.join('\n\n')).join('\n\n') });
    const input = [long, ...sample].join('\n');
    const r = runBinary(['analyze', '--jsonl', '--threads', '2'], `${input}\n`);
    expect(r.code).toBe(0);
    expect(parse(r.stdout).map((o) => o.id)).toEqual(['long', ...sampleIds]);
  });

  it('analyzes a 1 MB article in a thread, non-ASCII text intact, as one thread does', () => {
    const texts = sample.map((l) => (JSON.parse(l) as { text: string }).text);
    let text = '';
    while (text.length < 1_000_000) text += `${texts.join('\n\n')}\n\n“Ça va,” said José Núñez.\n\n`;
    const input = `${JSON.stringify({ id: 'big', text })}\n${sample[0]}\n`;
    const one = runBinary(['analyze', '--jsonl', '--threads', '1'], input);
    const two = runBinary(['analyze', '--jsonl', '--threads', '2'], input);
    expect(two.code).toBe(0);
    expect(two.stderr).toBe('');
    expect(parse(two.stdout).map((o) => o.id)).toEqual(['big', sampleIds[0]]);
    expect(two.stdout).toContain('José Núñez');
    expect(two.stdout).toBe(one.stdout);
  });

  it('writes an error line in its place among records analyzed in threads', () => {
    const input = [...sample.slice(0, 5), '{"id": "broken", "text": ', ...sample.slice(5)].join('\n');
    const r = runBinary(['analyze', '--jsonl', '--threads', '2'], `${input}\n`);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe('');
    const out = parse(r.stdout);
    expect(out.map((o) => o.id)).toEqual([...sampleIds.slice(0, 5), '6', ...sampleIds.slice(5)]);
    expect(out.map((o) => o.error?.code ?? o.schema)).toEqual([
      ...Array(5).fill('whosaid/1'), 'WHOSAID_BAD_JSON', ...Array(sample.length - 5).fill('whosaid/1'),
    ]);
  });

  it('refuses a thread count that is not a positive whole number, and --threads without --jsonl', async () => {
    for (const bad of ['0', '-2', '1.5', 'all']) {
      const r = await run(['analyze', '--jsonl', '--threads', bad], sample[0]!);
      expect(r.code).toBe(64);
      expect(r.stderr).toBe(`whosaid: --threads must be a whole number from 1 to 256, not "${bad}".\n`);
    }
    const r = await run(['analyze', '--threads', '2'], 'Some text.');
    expect(r.code).toBe(64);
    expect(r.stderr).toBe('whosaid: --threads applies to runs of many articles only (--jsonl, several files, a folder, a .jsonl or WARC file).\n');
  });
});
