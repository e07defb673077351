// `npm run bench`: whosaid's speed and memory beside compromise's, as a table and as JSON in
// bench/results/latest.json. Usage: node dist/scripts/bench.js [--quick] [--only throughput,models,threads,compromise,cli,scaling,profile,profile-long]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, loadArticles, loadTimedPress, loadWarmPool, machine, median, round } from './bench-common.js';
import { singleThread, openThreads, summarizeThreads, warmUpCurve, WARM_SECONDS, THREAD_WARM, type Throughput, type ThreadRound } from './bench-throughput.js';
import { compareRounds, COMPARE_WARM, type Comparison } from './bench-compare.js';
import { startUp, cliStream } from './bench-cli.js';
import { runCase, sizeCase, sizeName, SIZES, PATHOLOGICAL, type CaseResult } from './bench-scaling.js';
import { profile } from './bench-profile.js';
import { modelCost } from './bench-models.js';
import { optimizeInWorkerThreads, restoreWorkerThreadDefaults } from '../src/cli/worker-flags.js';
import { machineScaling, MEMORY_MB } from './bench-machine.js';

const SECTIONS = ['throughput', 'models', 'threads', 'compromise', 'cli', 'scaling', 'profile', 'profile-long'] as const;
type Section = (typeof SECTIONS)[number];

const TARGETS = {
  articlesPerSecond: 1250, vsCompromise: 20, twoThreadRatio: 1.8, peakRssMB: 300, oneMBSeconds: 1, scalingRatio: 1.5, modelCostRatio: 2,
};

interface Options { quick: boolean; only: Set<Section> }

const USAGE = `usage: npm run bench -- [--quick] [--only SECTION,…]
  --quick   smaller samples, fewer rounds and shorter time limits
  --only    run only these sections: ${SECTIONS.join(', ')}
Writes bench/results/latest.json; bench/README.md explains each section.`;

function parseArgs(argv: string[]): Options {
  if (argv.includes('--help') || argv.includes('-h')) { console.log(USAGE); process.exit(0); }
  const unknown = argv.filter((a, k) => a !== '--quick' && a !== '--only' && argv[k - 1] !== '--only');
  if (unknown.length > 0) { console.error(`bench: unknown argument ${unknown[0]}\n${USAGE}`); process.exit(2); }
  const only = new Set<Section>(SECTIONS);
  const i = argv.indexOf('--only');
  if (i >= 0) {
    only.clear();
    for (const s of (argv[i + 1] ?? '').split(',')) {
      if (!(SECTIONS as readonly string[]).includes(s)) { console.error(`bench: unknown section "${s}"\n${USAGE}`); process.exit(2); }
      only.add(s as Section);
    }
  }
  return { quick: argv.includes('--quick'), only };
}

const results: Record<string, unknown> = {};

function log(line = ''): void {
  process.stdout.write(`${line}\n`);
}

function table(rows: Array<Array<string | number>>): void {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => String(r[c] ?? '').length)));
  rows.forEach((r, i) => {
    log(r.map((x, c) => (typeof x === 'number' || c > 0 ? String(x).padStart(widths[c]!) : String(x).padEnd(widths[c]!))).join('  '));
    if (i === 0) log(widths.map((w) => '-'.repeat(w)).join('  '));
  });
  log();
}

const mark = (ok: boolean): string => (ok ? 'ok' : 'MISSED');
const throughputRow = (name: string, t: Throughput): Array<string | number> =>
  [name, t.articles, t.articlesPerSecond, t.megabytesPerSecond, t.articlesPerCpuSecond ?? '', t.latencyMs?.p50 ?? '', t.latencyMs?.p99 ?? ''];
const THROUGHPUT_HEAD = ['run', 'articles', 'articles/s', 'MB/s', 'per CPU-s', 'p50 ms', 'p99 ms'];

function runModels(o: Options): void {
  const m = modelCost(o.quick ? 1000 : 3000);
  results.models = m;
  log('## The span model\'s cost (same releases, batches alternating rules alone / with the model, CPU time)');
  table([['articles', 'rules ms/article', 'with model ms/article', 'ratio', 'median batch ratio'], [m.articles, m.rulesMsPerArticle, m.modelMsPerArticle, `${m.ratio}×`, `${m.medianRoundRatio}×`]]);
  log(`target: the full analysis at least half as fast as without the model (ratio ≤ ${TARGETS.modelCostRatio}): ${mark(m.ratio <= TARGETS.modelCostRatio)}`);
  log();
}

function runThroughput(o: Options): Promise<void> | void {
  const pool = warmPool();
  const press = singleThread(loadTimedPress(o.quick ? 1000 : Infinity), pool);
  const polnear = singleThread(loadArticles('polnear'), pool);
  results.throughput = { press, polnear };
  log(`## One thread, in-process, steady state (warmed up on ${WARM_SECONDS} s of CPU of other releases: ${warmedOn(press)}; every article timed)`);
  table([THROUGHPUT_HEAD, throughputRow('press releases', press), throughputRow('PolNeAR dev', polnear)]);
  log(`target ≥ ${TARGETS.articlesPerSecond} articles/s on press releases: ${mark(press.articlesPerSecond >= TARGETS.articlesPerSecond)}\n`);
  return runWarmUp(o);
}

// The warm-up that the steady-state figures leave out: a fresh thread's first releases, chunk by chunk.
async function runWarmUp(o: Options): Promise<void> {
  const w = await warmUpCurve(o.quick ? 2000 : 4000, 500);
  results.warmUp = w;
  log(`## Warm-up: a fresh thread's first ${w.articlesPerCpuSecond.length * w.chunk} press releases, articles per CPU second of each ${w.chunk}`);
  table([w.articlesPerCpuSecond.map((_, i) => `${i * w.chunk + 1}–${(i + 1) * w.chunk}`), w.articlesPerCpuSecond]);
  log();
}

let pool: ReturnType<typeof loadWarmPool> | null = null;
/** The releases both engines warm up on (the corpus's last WARM_POOL; never timed). */
function warmPool(): ReturnType<typeof loadWarmPool> {
  pool ??= loadWarmPool();
  return pool;
}

const warmedOn = (t: { warmUp: { articles: number; cpuSeconds: number } }): string => `${t.warmUp.articles} articles in ${t.warmUp.cpuSeconds} s`;

async function runThreads(o: Options): Promise<void> {
  const rounds = o.quick ? 4 : 10;
  const perRound = o.quick ? 500 : 1000;
  const limit = rounds * perRound;
  const cores = os.availableParallelism();
  // Both groups stay open and their rounds alternate (1 thread, N threads, 1, N, …), so the machine's drift hits both
  // alike; each pair of neighbouring rounds gives one ratio, and the median is kept. Round r is the same releases for
  // both groups, releases neither group has analyzed before (each worker's caches are its own): the steady state of
  // a corpus stream, not of a text read again.
  // The workers' isolates as `analyze --jsonl` starts them (src/cli/worker-flags.ts), then V8's defaults again for the
  // sections after this one (compromise's threads among them).
  optimizeInWorkerThreads();
  let g1, gN;
  try {
    g1 = await openThreads('press', limit, rounds, 1);
    gN = await openThreads('press', limit, rounds, cores);
  } finally {
    restoreWorkerThreadDefaults();
  }
  const r1: ThreadRound[] = [];
  const rN: ThreadRound[] = [];
  try {
    for (let i = 0; i < rounds; i++) {
      // Which group goes first alternates.
      if (i % 2 === 0) { r1.push(await g1.round(i)); rN.push(await gN.round(i)); } else { rN.push(await gN.round(i)); r1.push(await g1.round(i)); }
    }
  } finally {
    await g1.close();
    await gN.close();
  }
  const one = summarizeThreads(r1);
  const all = summarizeThreads(rN);
  const pairs = r1.map((r, i) => round(r.wall / rN[i]!.wall, 2));
  const ratio = round(median(pairs), 2);
  const best = round(all.articlesPerSecond / one.articlesPerSecond, 2);
  // Wall-clock speed-up N threads would give on an idle machine: N × (each thread's CPU efficiency).
  const cpuRatio = round((cores * all.articlesPerThreadCpuSecond) / one.articlesPerThreadCpuSecond, 2);
  // What the machine itself gives N threads in the same run (scripts/bench-machine.ts), after the engine's rounds.
  const machine = await machineScaling(cores, o.quick ? 1 : 3);
  results.threads = { articles: limit, rounds, one, all: { threads: cores, ...all }, pairs, ratio, best, cpuRatio, machine };
  log(`## Worker threads (the first ${limit} press releases in ${rounds} rounds of ${perRound}, each round's new to both groups; warmed up on ${THREAD_WARM.seconds} s of CPU of the releases after them; 1 thread and ${cores} alternating, as \`analyze --jsonl\` starts its workers)`);
  table([['threads', 'best articles/s', 'MB/s', 'per thread-CPU-s', 'rounds'], [1, one.articlesPerSecond, one.megabytesPerSecond, one.articlesPerThreadCpuSecond, one.rounds.join(' ')],
    [cores, all.articlesPerSecond, all.megabytesPerSecond, all.articlesPerThreadCpuSecond, all.rounds.join(' ')]]);
  log(`${cores} threads / 1 thread, round by round: ${pairs.join(' ')}; median ${ratio}× (target ≥ ${TARGETS.twoThreadRatio}× on 2 cores: ${mark(ratio >= TARGETS.twoThreadRatio)}); best / best ${best}×; ${cpuRatio}× from each thread's CPU time`);
  log(`the machine's own ${cores} threads / 1 in this run, loops that share nothing (median of ${machine.compute.rounds.length}): arithmetic ${machine.compute.ratio}× (${machine.compute.rounds.join(' ')}), random reads over ${MEMORY_MB} MB a thread ${machine.memory.ratio}× (${machine.memory.rounds.join(' ')})\n`);
}


async function runCompromise(o: Options): Promise<void> {
  const rounds = o.quick ? 2 : 3;
  const rows: Array<Array<string | number>> = [['texts', 'round', 'articles', 'whosaid/s', 'compromise/s', 'ratio', 'per CPU-s ratio', 'warm-up whosaid', 'warm-up compromise']];
  const out: Record<string, Comparison> = {};
  for (const [name, corpus, limit] of [['press releases', 'press', o.quick ? 200 : 1000], ['PolNeAR dev', 'polnear', Infinity]] as const) {
    const c = await compareRounds(corpus, limit, rounds);
    out[name] = c;
    c.rounds.forEach((r, i) => rows.push([i === 0 ? name : '', i + 1, r.whosaid.articles, r.whosaid.articlesPerSecond, r.compromise.articlesPerSecond, `${r.ratio}×`, `${r.cpuRatio}×`, warmedOn(r.whosaid), warmedOn(r.compromise)]));
    rows.push(['', 'median', c.articles, '', '', `${c.ratio}×`, `${c.cpuRatio}×`, `pooled: ${c.pooledRatio}×`, '']);
  }
  results.compromise = out;
  log(`## Beside compromise (one thread; compromise: nlp(text), .quotations(), .people(); ${rounds} rounds, press releases spread over the corpus (every k-th); each engine in a fresh thread warmed up on ${COMPARE_WARM.seconds} s of CPU of releases never timed (the other press releases; beside PolNeAR dev the last ${COMPARE_WARM.pool}), then every text timed; the two engines in turn within a round)`);
  table(rows);
  const press = out['press releases']!;
  log(`target ≥ ${TARGETS.vsCompromise}× on press releases (median of the rounds): ${mark(press.ratio >= TARGETS.vsCompromise)}\n`);
}

function runCli(o: Options): void {
  const s = startUp();
  const lines = o.quick ? 1000 : Infinity;
  const runs = [cliStream('default', lines), cliStream(1, lines)];
  results.cli = { startUp: s, stream: runs };
  log('## Start-up (best of 5, ms)');
  table([['node alone', 'import', 'first analyze', 'second analyze', 'whosaid analyze FILE'], [s.nodeMs, s.importMs, s.firstAnalysisMs, s.secondAnalysisMs, s.cliMs]]);
  log(`## The CLI streaming ${runs[0]!.articles} press releases to /dev/null (whole process, start-up included)`);
  table([['threads', 'seconds', 'articles/s', 'peak RSS MB', 'exit'], ...runs.map((r) => [r.threads === 'default' ? `default (${os.availableParallelism()})` : r.threads, r.seconds, r.articlesPerSecond, r.peakRssMB, r.exitCode])]);
  const peak = Math.max(...runs.map((r) => r.peakRssMB));
  log(`target peak RSS < ${TARGETS.peakRssMB} MB: ${mark(peak < TARGETS.peakRssMB)}\n`);
}

async function runScaling(o: Options): Promise<void> {
  const timeout = o.quick ? 30_000 : 60_000;
  const budget = o.quick ? 5e5 : 2e6;
  const sizes: CaseResult[] = [];
  for (const size of SIZES) sizes.push(await runCase(sizeCase(size, Math.max(budget, size)), timeout));
  const patho: CaseResult[] = [];
  // At two sizes: time per MB that grows tenfold from 100 kB to 1 MB is quadratic.
  for (const kind of PATHOLOGICAL) for (const size of [1e5, 1e6]) patho.push(await runCase({ kind, size }, timeout));
  const per = (name: string): number => sizes.find((s) => s.name === name)?.secondsPerMB ?? NaN;
  const ratio = round(per(sizeName(1e6)) / per(sizeName(1e4)), 2);
  results.scaling = { sizes, pathological: patho, ratio1MBto10kB: ratio, timeoutSeconds: timeout / 1000 };
  log('## Scaling with input size (real press releases concatenated; MB = 10^6 characters)');
  const row = (r: CaseResult): Array<string | number> => [r.name, r.inputs, r.chars, r.timedOut ? `> ${timeout / 1000} s` : round(r.secondsPerInput * 1000, 1), r.timedOut ? '-' : r.secondsPerMB, r.quotes];
  table([['input', 'inputs', 'chars each', 'ms each', 's per MB', 'quotes (last)'], ...sizes.map(row), ...patho.map(row)]);
  const oneMB = sizes.find((s) => s.name === sizeName(1e6))!;
  log(`time per MB, 1 MB / 10 kB: ${ratio} (flat is 1; target ≤ ${TARGETS.scalingRatio}: ${mark(ratio <= TARGETS.scalingRatio)}); 1 MB article in ${oneMB.secondsPerInput} s (target < ${TARGETS.oneMBSeconds} s: ${mark(oneMB.secondsPerInput < TARGETS.oneMBSeconds)})`);
  const slow = patho.filter((p) => p.name.endsWith(sizeName(1e6)) && (p.timedOut || p.secondsPerInput >= TARGETS.oneMBSeconds));
  log(slow.length ? `pathological 1 MB inputs over ${TARGETS.oneMBSeconds} s: ${slow.map((p) => p.name).join(', ')}\n` : `pathological 1 MB inputs: all under ${TARGETS.oneMBSeconds} s\n`);
}

function runProfile(o: Options): void {
  const p = profile(o.quick ? 500 : 2000);
  results.profile = p;
  log(`## Profile: one thread, ${p.articles} press releases, top self time (${p.file})`);
  table([['function', 'where', '%', 'ms'], ...p.functions.map((f) => [f.name, f.where, f.percent, f.ms])]);
  log('## Self time per file');
  table([['file', '%', 'ms'], ...p.files.map((f) => [f.where, f.percent, f.ms])]);
}

function runProfileLong(o: Options): void {
  const chars = o.quick ? 1e5 : 3e5;
  const p = profile(1, 20, chars);
  results['profile-long'] = { chars, ...p };
  log(`## Profile: one text of ${chars.toLocaleString('en-US')} characters (press releases run together), top self time (${p.file})`);
  table([['function', 'where', '%', 'ms'], ...p.functions.map((f) => [f.name, f.where, f.percent, f.ms])]);
}

/** Merges this run's sections into latest.json, so a partial run keeps the others' figures. */
function save(o: Options): void {
  const file = path.join(ROOT, 'bench/results/latest.json');
  const old = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as { sections?: Record<string, unknown> }) : {};
  const date = new Date().toISOString();
  const sections = { ...old.sections };
  for (const [k, v] of Object.entries(results)) sections[k] = { date, quick: o.quick, ...(v as object) };
  const out = { date, machine: machine(), command: `npm run bench -- ${process.argv.slice(2).join(' ')}`.trim(), targets: TARGETS, sections };
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(out, null, 2)}\n`);
  log(`written: ${path.relative(process.cwd(), file)}`);
}

async function main(): Promise<void> {
  const o = parseArgs(process.argv.slice(2));
  const m = machine();
  log(`# whosaid bench ${new Date().toISOString()}${o.quick ? ' (quick)' : ''}: ${m.cpu}, ${m.cores} cores, Node ${m.node}, load ${(m.loadAverage as number[]).join(' ')}\n`);
  // (each engine beside compromise runs in fresh threads of its own: what this process ran before does not count there)
  if (o.only.has('compromise')) await runCompromise(o);
  if (o.only.has('throughput')) await runThroughput(o);
  if (o.only.has('models')) runModels(o);
  if (o.only.has('threads')) await runThreads(o);
  if (o.only.has('cli')) runCli(o);
  if (o.only.has('scaling')) await runScaling(o);
  if (o.only.has('profile')) runProfile(o);
  if (o.only.has('profile-long')) runProfileLong(o);
  save(o);
}

await main();
