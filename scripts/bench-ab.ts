// Two builds of the engine side by side in one process: this checkout's and another built checkout's (a git worktree of
// an older commit, say). On a shared machine two runs of one build, minutes apart, differ by up to 10%; here both
// builds meet the same neighbours' load, batch by batch. Each build has its own module instance (its own caches and
// weights); both warm up by the same rule, then analyze the same batches of 50 press releases in turn (which one goes
// first alternates per batch), each round 1,000 releases that neither build has seen. The figure is this build's
// speed over the other's, pooled over the rounds, with each round's ratio beside it: an A/A run (a checkout against a
// copy of itself) showed rounds spread 0.97–1.03 and a pooled ratio within 1%.
//
//   node dist/scripts/bench-ab.js ../other-checkout [rounds]     (both built: npx tsc && node scripts/copy-assets.mjs)
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { analyze } from '../src/index.js';
import { analyzeOptions, loadTimedPress, loadWarmPool, median, round } from './bench-common.js';
import { warmUp } from './bench-throughput.js';

type Analyze = typeof analyze;

const BATCH = 50, ROUND = 1000;

async function main(): Promise<void> {
  const [other, roundsArg] = process.argv.slice(2);
  if (!other) {
    console.error('usage: node dist/scripts/bench-ab.js OTHER_CHECKOUT [rounds]   (OTHER_CHECKOUT built: its dist/src/index.js)');
    process.exit(64);
  }
  const rounds = Number(roundsArg ?? 6);
  if (!Number.isInteger(rounds) || rounds < 1) {
    console.error(`bench-ab: rounds must be a whole number of at least 1, not "${roundsArg}"`);
    process.exit(64);
  }
  const entry = path.resolve(other, 'dist/src/index.js');
  if (!fs.existsSync(entry)) {
    console.error(`bench-ab: ${entry} does not exist: build that checkout first (npx tsc -p tsconfig.json && node scripts/copy-assets.mjs)`);
    process.exit(66);
  }
  const theirs = (await import(pathToFileURL(entry).href) as { analyze: Analyze }).analyze;
  const texts = loadTimedPress(rounds * ROUND), pool = loadWarmPool();
  if (texts.length < rounds * ROUND) throw new Error(`${rounds} rounds need ${rounds * ROUND} releases; the corpus has ${texts.length} outside the warm-up pool`);
  const engines: Analyze[] = [theirs, analyze];
  // (the bench's own warm-up: WARM_SECONDS of this thread's CPU on the warm-up pool, each engine in turn)
  for (const run of engines) warmUp((a) => { run(a.text, analyzeOptions(a)); }, pool);
  const totals = [0, 0], ratios: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const ms = [0, 0];
    for (let b = r * ROUND; b < (r + 1) * ROUND; b += BATCH) {
      const order = (b / BATCH) % 2 === 0 ? [0, 1] : [1, 0];
      for (const e of order) {
        const run = engines[e]!, t0 = performance.now();
        for (let i = b; i < b + BATCH; i++) run(texts[i]!.text, analyzeOptions(texts[i]!));
        ms[e]! += performance.now() - t0;
      }
    }
    totals[0]! += ms[0]!; totals[1]! += ms[1]!;
    ratios.push(ms[0]! / ms[1]!);
    console.log(`round ${r + 1}: other ${Math.round(ROUND / ms[0]! * 1000)}/s, this ${Math.round(ROUND / ms[1]! * 1000)}/s, this / other ${ratios[r]!.toFixed(3)}`);
  }
  console.log(`this build / ${other}: ${(totals[0]! / totals[1]!).toFixed(3)} pooled over ${rounds} rounds (median round ${round(median(ratios), 3)})`);
}

await main();
