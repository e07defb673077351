// The real CLI as a user runs it: process start-up and first analysis, and streaming a corpus
// (`whosaid analyze --jsonl FILE > /dev/null`) under /usr/bin/time for wall time and peak RSS.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { ROOT, CORPORA, loadArticles, readLines, round } from './bench-common.js';

const BIN = path.join(ROOT, 'bin/whosaid.js');

export interface StartUp {
  /** `node -e 0`: the runtime alone. */
  nodeMs: number;
  /** `import('whosaid')` in a fresh process. */
  importMs: number;
  /** The first `analyze` call after import (lazy set-up included), and a second call on the same text. */
  firstAnalysisMs: number;
  secondAnalysisMs: number;
  /** `whosaid analyze article.txt > /dev/null`, whole process. */
  cliMs: number;
}

/** Best of `runs` for each, on a typical press release. */
export function startUp(runs = 5): StartUp {
  const text = loadArticles('press', 1)[0]!.text;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'whosaid-bench-'));
  const file = path.join(dir, 'article.txt');
  fs.writeFileSync(file, text);
  const index = pathToFileURL(path.join(ROOT, 'dist/src/index.js')).href;
  const probe = `const t0 = performance.now(); const m = await import(${JSON.stringify(index)}); const t1 = performance.now();
const text = (await import('node:fs')).readFileSync(${JSON.stringify(file)}, 'utf8'); m.analyze(text); const t2 = performance.now();
m.analyze(text); const t3 = performance.now(); console.log(JSON.stringify([t1 - t0, t2 - t1, t3 - t2]));`;
  const best = (f: () => number): number => round(Math.min(...Array.from({ length: runs }, f)));
  const probes = Array.from({ length: runs }, () => JSON.parse(node(['--input-type=module', '-e', probe]).stdout) as number[]);
  const min = (i: number): number => round(Math.min(...probes.map((p) => p[i]!)));
  const result = {
    nodeMs: best(() => wall(() => node(['-e', '0']))),
    importMs: min(0), firstAnalysisMs: min(1), secondAnalysisMs: min(2),
    cliMs: best(() => wall(() => node([BIN, 'analyze', file]))),
  };
  fs.rmSync(dir, { recursive: true });
  return result;
}

export interface CliRun {
  threads: number | 'default';
  articles: number;
  seconds: number;
  articlesPerSecond: number;
  peakRssMB: number;
  exitCode: number;
}

/** Streams `lines` records of the press corpus (all without a limit) through the CLI to /dev/null. */
export function cliStream(threads: number | 'default', lines = Infinity): CliRun {
  let file: string = CORPORA.press;
  const records = readLines(file, lines);
  const articles = records.length;
  if (lines !== Infinity) {
    file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'whosaid-bench-')), 'part.jsonl');
    fs.writeFileSync(file, `${records.join('\n')}\n`);
  }
  const args = [BIN, 'analyze', '--jsonl', file, ...(threads === 'default' ? [] : ['--threads', String(threads)])];
  const devNull = fs.openSync('/dev/null', 'w');
  const r = spawnSync('/usr/bin/time', ['-v', process.execPath, ...args], { stdio: ['ignore', devNull, 'pipe'], encoding: 'utf8', maxBuffer: 1 << 26 });
  fs.closeSync(devNull);
  const field = (name: string): string => new RegExp(`${name}: (.+)`).exec(r.stderr)?.[1]?.trim() ?? '';
  const seconds = field('Elapsed \\(wall clock\\) time \\(h:mm:ss or m:ss\\)').split(':').reduce((t, x) => t * 60 + Number(x), 0);
  return {
    threads, articles, seconds: round(seconds, 2), articlesPerSecond: round(articles / seconds),
    peakRssMB: round(Number(field('Maximum resident set size \\(kbytes\\)')) / 1024), exitCode: Number(field('Exit status')),
  };
}

function node(args: string[]): { stdout: string } {
  const r = spawnSync(process.execPath, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 1 << 26 });
  if (r.status !== 0) throw new Error(`node ${args.join(' ').slice(0, 80)} failed: ${r.stderr}`);
  return { stdout: r.stdout };
}

function wall(f: () => unknown): number {
  const t0 = performance.now();
  f();
  return performance.now() - t0;
}
