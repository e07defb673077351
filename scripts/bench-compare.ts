// whosaid beside compromise in rounds: each round measures both engines on the same texts, one after the other, each
// in a fresh thread (its own isolate: no compiled code, empty caches) that first warms up (COMPARE_WARM) and then
// times every text. On a shared machine one measurement moves with the neighbours' load (the same build's ratio ranged
// 13.6-18.1× in one morning's single measurements); the median of the rounds' ratios, each round's two engines
// measured within seconds of each other, moves less. Every round is the same measurement: a later round's engine has
// seen nothing of an earlier one.
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { loadArticles, loadWarmPool, median, round, spreadPress, type CorpusName } from './bench-common.js';
import { singleThread, type Throughput } from './bench-throughput.js';
import { compromiseThroughput } from './bench-compromise.js';

export type Engine = 'whosaid' | 'compromise';
type Measured = Throughput & { warmUp: { articles: number; cpuSeconds: number } };

interface Job { engine: Engine; corpus: CorpusName; limit: number }

/**
 * The warm-up before the timed texts, one rule for both engines: `seconds` of the thread's CPU on press releases never
 * timed, in order (again from the first only when all have run): beside the press releases' sample (`spreadPress`),
 * every release not in it; beside PolNeAR dev, the corpus's last `pool`. Steady state needs distinct texts,
 * not time alone: a new text takes some branch no earlier one took, V8 throws away the optimized code of the function
 * that holds it and compiles it again on another thread. Measured on whosaid over the corpus's last 6,000 releases in
 * blocks of 500, the process's CPU over the wall time was 1.76 in the first block, 1.37 after 1,000 releases, 1.20
 * after 2,500 and 1.05 after 5,500; after 3 s on the last 1,000 releases (four times over), the timed first 1,000 still
 * ran with the CPU at 1.3 × the wall, so that whosaid's ratio per CPU second (13.8×) was well below its ratio in wall
 * time (16.3×). After this warm-up it is 1.03-1.09 × and the two ratios agree. compromise's CPU is 1.06 × the wall from
 * its first seconds, and its rate after 8 s on 6,000 releases is that after 3 s on 1,000 within the noise.
 */
export const COMPARE_WARM = { seconds: 8, pool: 6000 } as const;

/** One engine on one corpus's texts in a fresh thread, after its warm-up on the warm-up pool. */
function measure(job: Job): Promise<Measured> {
  return new Promise((resolve, reject) => {
    const w = new Worker(new URL(import.meta.url), { workerData: { role: 'bench-compare', job } });
    w.once('message', (m: Measured) => { void w.terminate(); resolve(m); });
    w.once('error', reject);
  });
}

export interface Round { whosaid: Measured; compromise: Measured; ratio: number; cpuRatio: number }
export interface Comparison { articles: number; rounds: Round[]; ratio: number; cpuRatio: number; pooledRatio: number }

/**
 * `rounds` rounds on the texts (`limit` press releases spread over the corpus, `spreadPress`, or PolNeAR dev), the
 * two engines in turn
 * (whosaid first in even rounds, compromise first in odd ones, so that neither is always the one measured later).
 * `ratio` and `cpuRatio`: the medians of the rounds' ratios; `pooledRatio`: all rounds' articles over all their
 * seconds, engine against engine.
 */
export async function compareRounds(corpus: CorpusName, limit: number, rounds: number): Promise<Comparison> {
  const out: Round[] = [];
  for (let r = 0; r < rounds; r++) {
    const order: Engine[] = r % 2 === 0 ? ['whosaid', 'compromise'] : ['compromise', 'whosaid'];
    const got: Partial<Record<Engine, Measured>> = {};
    for (const engine of order) got[engine] = await measure({ engine, corpus, limit });
    const w = got.whosaid!, c = got.compromise!;
    out.push({ whosaid: w, compromise: c, ratio: round(w.articlesPerSecond / c.articlesPerSecond, 2), cpuRatio: round(w.articlesPerCpuSecond! / c.articlesPerCpuSecond!, 2) });
  }
  const seconds = (e: Engine): number => out.reduce((t, r) => t + r[e].seconds, 0);
  return {
    articles: out[0]?.whosaid.articles ?? 0, rounds: out,
    ratio: round(median(out.map((r) => r.ratio)), 1), cpuRatio: round(median(out.map((r) => r.cpuRatio)), 1),
    pooledRatio: round(seconds('compromise') / seconds('whosaid'), 1),
  };
}

function serve(job: Job): void {
  const spread = job.corpus === 'press' ? spreadPress(job.limit) : null;
  const texts = spread ? spread.timed : loadArticles(job.corpus, job.limit);
  const pool = spread ? spread.pool : loadWarmPool(COMPARE_WARM.pool);
  parentPort!.postMessage(job.engine === 'whosaid' ? singleThread(texts, pool, COMPARE_WARM.seconds) : compromiseThroughput(texts, pool, COMPARE_WARM.seconds));
}

const role = isMainThread ? undefined : (workerData as { role?: string } | null)?.role;
if (role === 'bench-compare') serve((workerData as { job: Job }).job);
