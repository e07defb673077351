import { describe, it, expect } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import type { Analysis } from '../../src/model/types.js';
import { runBinary, badSpans } from './helpers.js';

// These run the built CLI, `node bin/whosaid.js`, as a user would: `npm ci` (or `npm run build`) builds it.
const WIKINEWS = path.resolve('../shared/corpora/wikinews/demo.jsonl');
const firstLine = fs.readFileSync(WIKINEWS, 'utf8').split('\n')[0]!;

describe('the whosaid binary', () => {
  it('prints its version', () => {
    const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { version: string };
    expect(runBinary(['--version'])).toEqual({ code: 0, stdout: `${pkg.version}\n`, stderr: '' });
  });

  it('analyzes a file into whosaid/1 JSON whose spans slice back', () => {
    const rec = JSON.parse(firstLine) as { text: string; date: string };
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'whosaid-bin-')), 'article.txt');
    fs.writeFileSync(file, rec.text);
    const r = runBinary(['analyze', file, '--published', rec.date]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const a = JSON.parse(r.stdout) as Analysis;
    expect(a.schema).toBe('whosaid/1');
    expect(a.quotes.length).toBeGreaterThan(0);
    expect(badSpans(a, rec.text)).toEqual([]);
  });

  it('streams JSONL from stdin and sets exit code 1 when a record fails', () => {
    const r = runBinary(['analyze', '--jsonl'], `${firstLine}\n{oops\n`);
    expect(r.code).toBe(1);
    const out = r.stdout.trimEnd().split('\n').map((l) => JSON.parse(l) as { id: string; error?: { code: string } });
    expect(out.map((o) => o.error?.code ?? 'ok')).toEqual(['ok', 'WHOSAID_BAD_JSON']);
  });

  it('reports bad input in one line, without a stack trace', () => {
    const r = runBinary(['analyze', 'no/such/file.txt']);
    expect(r.code).toBe(66);
    expect(r.stderr).toBe('whosaid: cannot read no/such/file.txt: no such file or directory.\n');
    const nul = runBinary(['analyze'], Buffer.from('a\0b'));
    expect(nul.code).toBe(65);
    expect(nul.stderr).toBe('whosaid: standard input is binary (it contains NUL bytes), not text.\n');
  });

  it('exits quietly when its reader closes the pipe early (`| head -1`)', () => {
    const input = `${firstLine}\n`.repeat(400);
    const piped = spawnSync('bash', ['-c', 'node bin/whosaid.js analyze --jsonl --format text | head -1 >/dev/null; echo "${PIPESTATUS[0]}"'], { input, encoding: 'utf8' });
    expect(piped.stderr).toBe('');
    expect(piped.stdout.trim()).toBe('0');
  });
});
