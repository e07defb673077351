import { describe, it, expect } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { run } from './helpers.js';

// Table and search output keep each field on its line: a title or outlet with a line break in it does not break them.
describe('fields with line breaks in the CLI\'s tables and results', () => {
  it('prints a title and an outlet with line breaks on one line, and no empty line for an article without them', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'whosaid-oneline-'));
    const file = path.join(dir, 'n.jsonl'), db = path.join(dir, 'n.db');
    fs.writeFileSync(file, [
      JSON.stringify({ id: 'n1', text: '“We will win,” said Senator Jane Roe.', title: 'Roe\nspeaks\ttoday', outlet: 'Acme, "News"\nDesk' }),
      JSON.stringify({ id: 'n2', text: '“We will lose,” said Senator Jane Roe.' }),
    ].join('\n') + '\n');
    expect((await run(['ingest', file, '--db', db, '--quiet'])).code).toBe(0);
    const win = await run(['search', 'win', '--db', db]);
    expect(win.stdout.split('\n')).toContain('    Acme, "News" Desk · Roe speaks today');
    const lose = await run(['search', 'lose', '--db', db]);
    const lines = lose.stdout.trimEnd().split('\n');
    expect(lines, lose.stdout).toHaveLength(2);
    expect(lines[0]).toMatch(/^ 1\. Jane Roe \(direct, score -?\d+\.\d\d\)$/);
    expect(lines[1]).toBe('    “We will [lose],”');
    const outlets = await run(['outlets', '--db', db]);
    expect(outlets.stdout.trimEnd().split('\n')).toHaveLength(3);
    expect(outlets.stdout).toContain('Acme, "News" Desk');
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('--explain', () => {
  it('gives in each rule trace the attribution\'s own (calibrated) confidence, then the rule\'s', async () => {
    const r = await run(['analyze', '--explain', '--format', 'json'], '“We will win,” said Senator Jane Roe.');
    const a = JSON.parse(r.stdout) as { quotes: { confidence: number }[]; messages: { code: string; message: string }[] };
    const trace = a.messages.find((m) => m.code === 'trace')!.message;
    expect(trace).toContain(`confidence ${a.quotes[0]!.confidence} (the rule's own: `);
  });
});

describe('a date range that ends before it starts', () => {
  it('is a usage error for search, not an empty result', async () => {
    const r = await run(['search', 'the', '--db', 'no-such.db', '--since', '2021-01-01', '--until', '2020-01-01']);
    expect(r.code).toBe(64);
    expect(r.stderr).toContain('--since 2021-01-01 is after --until 2020-01-01');
  });
});
