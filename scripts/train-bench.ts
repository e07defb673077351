// Measures tagger throughput (tokens/s, one core) on CoNLL valid sentences, after a warm-up pass,
// and the one-time cost of decoding the shipped weights. Usage: node dist/scripts/train-bench.js
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseConll } from '../src/learn/conll.js';
import { tagNames } from '../src/learn/names.js';
import { tagPos } from '../src/learn/pos.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const sents = parseConll(fs.readFileSync(path.resolve(root, '../shared/data/conll2003/valid.txt'), 'utf8')).map((s) => s.words);
const tokens = sents.reduce((n, s) => n + s.length, 0);

function bench(name: string, fn: (w: readonly string[]) => unknown): void {
  let t0 = performance.now();
  fn(['Warm', 'up', '.']);
  const load = performance.now() - t0;
  for (const s of sents) fn(s);
  const rounds = Number(process.env.ROUNDS ?? 20);
  t0 = performance.now();
  const cpu0 = process.cpuUsage();
  for (let r = 0; r < rounds; r++) for (const s of sents) fn(s);
  const sec = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0), cpuSec = (cpu.user + cpu.system) / 1e6;
  const rate = (s: number): string => Math.round((rounds * tokens) / s).toLocaleString('en');
  // CPU time is reported too: on a shared machine wall time also counts other processes' turns.
  console.log(`${name}: first call (decode weights) ${load.toFixed(0)} ms; ${rate(sec)} tokens/s wall, ${rate(cpuSec)} tokens/s of CPU time`);
}

bench('tagNames', tagNames);
if (process.argv[2] !== "names") bench("tagPos", tagPos);
