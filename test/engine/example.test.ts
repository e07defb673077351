import { describe, it, expect } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { analyze } from '../../src/index.js';
import { expectVerbatim } from './helpers.js';

// The canonical example is copyrighted: it is read from ../shared/examples and checked with the reference script.
const shared = path.resolve(__dirname, '../../../shared');
const articlePath = path.join(shared, 'examples/homan-adams.txt');
const checker = path.join(shared, 'tools/check-example.mjs');

describe('the example article (homan-adams)', () => {
  const text = fs.readFileSync(articlePath, 'utf8');
  const a = analyze(text);
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'whosaid-')), 'homan-adams.json');
  fs.writeFileSync(out, JSON.stringify(a));

  const check = (mode: string) => {
    try { return { ok: true, out: execFileSync(process.execPath, [checker, out, mode], { encoding: 'utf8' }) }; }
    catch (e) { return { ok: false, out: String((e as { stdout?: string }).stdout ?? e) }; }
  };
  it('every span slices back to the input', () => expectVerbatim(text, a));
  it('direct quotes, speakers, entities, titles and boilerplate hold (check-example.mjs direct)', () => {
    const r = check('direct');
    expect(r.ok, r.out).toBe(true);
  });
  it('reported speech, addressee and medium hold (check-example.mjs indirect)', () => {
    const r = check('indirect');
    expect(r.ok, r.out).toBe(true);
  });
  it('credits The New York Post as the outlet', () => {
    expect(a.creditedOutlets.map((o) => o.text)).toContain('The New York Post');
  });
});
