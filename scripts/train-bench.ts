// Measures tagger throughput (tokens/s of CPU time, one core) and the one-time cost of decoding the
// shipped weights, and checks that tagger output has not changed.
//   node dist/scripts/train-bench.js [names]          CoNLL valid, warm word cache
//   node dist/scripts/train-bench.js press [N] [tagger]  N press releases in a fresh process, again, then the next N/2
//   node dist/scripts/train-bench.js save FILE [N]    writes tagNames/tagPos output over N press releases
//   node dist/scripts/train-bench.js check FILE [N]   compares the current output with a saved FILE
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseConll } from '../src/learn/conll.js';
import { tagNames } from '../src/learn/names.js';
import { tagPos } from '../src/learn/pos.js';
import { cpuSeconds } from './bench-common.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const shared = process.env.WHOSAID_SHARED ?? path.resolve(root, '../shared');

/** CPU milliseconds of a tagger's first call: decodes its weights (and the lexicon, if not yet loaded). */
function firstCall(fn: (w: readonly string[]) => unknown): number {
  const c0 = process.cpuUsage();
  fn(['Warm', 'up', '.']);
  return cpuSeconds(c0) * 1000;
}

function benchConll(name: string, fn: (w: readonly string[]) => unknown): void {
  const sents = parseConll(fs.readFileSync(path.resolve(shared, 'data/conll2003/valid.txt'), 'utf8')).map((s) => s.words);
  const tokens = sents.reduce((n, s) => n + s.length, 0);
  const load = firstCall(fn);
  for (const s of sents) fn(s);
  const rounds = Number(process.env.ROUNDS ?? 20);
  const t0 = performance.now(), cpu0 = process.cpuUsage();
  for (let r = 0; r < rounds; r++) for (const s of sents) fn(s);
  const sec = (performance.now() - t0) / 1000, cpuSec = cpuSeconds(cpu0);
  const rate = (s: number): string => Math.round((rounds * tokens) / s).toLocaleString('en');
  // CPU time is reported too: on a shared machine wall time also counts other processes' turns.
  console.log(`${name}: first call (decode weights) ${load.toFixed(0)} ms CPU; ${rate(sec)} tokens/s wall, ${rate(cpuSec)} tokens/s of CPU time`);
}

/** Sentences of press releases [from, to), tokenized simply: words, numbers and single punctuation marks. */
function pressSentences(from: number, to: number): string[][] {
  const lines = fs.readFileSync(path.resolve(shared, 'corpora/congress-press/articles.jsonl'), 'utf8').split('\n');
  const out: string[][] = [];
  for (const line of lines.slice(from, to)) {
    if (!line.trim()) continue;
    const tokens = (JSON.parse(line) as { text: string }).text.match(/[\p{L}\p{N}]+(?:['’.][\p{L}\p{N}]+)*|[^\s\p{L}\p{N}]/gu) ?? [];
    let cur: string[] = [];
    for (const t of tokens) {
      cur.push(t);
      if (t === '.' || t === '!' || t === '?') { out.push(cur); cur = []; }
    }
    if (cur.length) out.push(cur);
  }
  return out;
}

/**
 * A fresh process tags n press releases (every word new to the word cache at first), the same text again,
 * then the next n/2 releases (new text, some new words), as a long-running engine sees it.
 */
function benchPress(n: number, only: string | undefined): void {
  const first = pressSentences(0, n), next = pressSentences(n, n + Math.ceil(n / 2));
  const count = (ss: string[][]): number => ss.reduce((k, s) => k + s.length, 0);
  const runs: [string, (w: readonly string[]) => unknown][] = [['tagNames', tagNames], ['tagPos', tagPos]];
  for (const [name, fn] of runs) {
    if (only && only !== name) continue;
    const load = firstCall(fn);
    const rate = (ss: string[][]): string => {
      const c0 = process.cpuUsage();
      for (const s of ss) fn(s);
      return Math.round(count(ss) / cpuSeconds(c0)).toLocaleString('en');
    };
    const cold = rate(first), again = rate(first), later = rate(next);
    console.log(`${name}: first call ${load.toFixed(1)} ms CPU; tokens/s of CPU time: ${n} releases (${count(first)} tokens) in a fresh process ${cold}, ` +
      `same text again ${again}, next ${next.length ? Math.ceil(n / 2) : 0} releases (${count(next)} tokens) ${later}`);
  }
}

interface Saved { names: string[]; pos: string[] }

/** One line per sentence: spans with types and scores to 3 decimals, and POS tags. */
function outputs(n: number): Saved {
  const sents = pressSentences(0, n);
  return {
    names: sents.map((s) => tagNames(s).map((t) => `${t.start}-${t.end}:${t.type}:${(t.score ?? -1).toFixed(3)}`).join(' ')),
    pos: sents.map((s) => tagPos(s).join(' ')),
  };
}

function check(file: string, n: number): void {
  const want = JSON.parse(fs.readFileSync(file, 'utf8')) as Saved, got = outputs(n);
  let bad = 0;
  for (const key of ['names', 'pos'] as const) {
    if (want[key].length !== got[key].length) throw new Error(`${key}: ${got[key].length} sentences, saved ${want[key].length}`);
    want[key].forEach((w, i) => {
      if (w === got[key][i]) return;
      if (bad++ < 10) console.log(`${key} differs in sentence ${i}:\n  saved ${w}\n  now   ${got[key][i]}`);
    });
  }
  console.log(bad ? `FAIL: ${bad} sentences differ` : `OK: ${got.names.length} sentences, tagNames and tagPos output identical`);
  if (bad) process.exitCode = 1;
}

const [mode, arg, count] = process.argv.slice(2);
if (mode === 'press') benchPress(Number(arg ?? 2000), count);
else if (mode === 'save') fs.writeFileSync(arg!, JSON.stringify(outputs(Number(count ?? 2000))));
else if (mode === 'check') check(arg!, Number(count ?? 2000));
else {
  benchConll('tagNames', tagNames);
  if (mode !== 'names') benchConll('tagPos', tagPos);
}
