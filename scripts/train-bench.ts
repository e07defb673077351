// Measures tagger throughput (tokens/s of CPU time, one core) and the one-time cost of decoding the
// shipped weights, and checks that tagger output has not changed.
//   node dist/scripts/train-bench.js [names]          CoNLL valid, warm word cache
//   node dist/scripts/train-bench.js press [N]        N press releases: new text (cold cache), then the same text again
//   node dist/scripts/train-bench.js save FILE [N]    writes tagNames/tagPos output over N press releases
//   node dist/scripts/train-bench.js check FILE [N]   compares the current output with a saved FILE
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseConll } from '../src/learn/conll.js';
import { tagNames } from '../src/learn/names.js';
import { tagPos } from '../src/learn/pos.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const shared = process.env.WHOSAID_SHARED ?? path.resolve(root, '../shared');

function cpuSeconds(since: NodeJS.CpuUsage): number {
  const c = process.cpuUsage(since);
  return (c.user + c.system) / 1e6;
}

/** First call of a tagger: decodes its weights (and the lexicon, if not yet loaded). */
function firstCall(fn: (w: readonly string[]) => unknown): number {
  const t0 = performance.now();
  fn(['Warm', 'up', '.']);
  return performance.now() - t0;
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
  console.log(`${name}: first call (decode weights) ${load.toFixed(0)} ms; ${rate(sec)} tokens/s wall, ${rate(cpuSec)} tokens/s of CPU time`);
}

/** Sentences of the first n press releases, tokenized simply: words, numbers and single punctuation marks. */
function pressSentences(n: number): string[][] {
  const lines = fs.readFileSync(path.resolve(shared, 'corpora/congress-press/articles.jsonl'), 'utf8').split('\n');
  const out: string[][] = [];
  for (const line of lines.slice(0, n)) {
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

function benchPress(n: number, only: string | undefined): void {
  const sents = pressSentences(n);
  const tokens = sents.reduce((k, s) => k + s.length, 0);
  const runs: [string, (w: readonly string[]) => unknown][] = [['tagNames', tagNames], ['tagPos', tagPos]];
  for (const [name, fn] of runs) {
    if (only && only !== name) continue;
    const load = firstCall(fn);
    const pass = (): number => { const c0 = process.cpuUsage(); for (const s of sents) fn(s); return cpuSeconds(c0); };
    const cold = pass(), warm = pass();
    const rate = (s: number): string => Math.round(tokens / s).toLocaleString('en');
    console.log(`${name}: ${sents.length} sentences, ${tokens} tokens; first call ${load.toFixed(1)} ms; new text ${rate(cold)} tokens/s, same text again ${rate(warm)} tokens/s (CPU time)`);
  }
}

interface Saved { names: string[]; pos: string[] }

/** One line per sentence: spans with types and scores to 3 decimals, and POS tags. */
function outputs(n: number): Saved {
  const sents = pressSentences(n);
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
