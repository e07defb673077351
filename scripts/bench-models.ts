// What the learned span model costs: the full analysis with the model and with the rules alone, side by side
// in one process on the same press releases (batches alternate off / on, so both see the same machine load),
// in CPU time. Issue 3 asks that the full analysis stay at least half as fast as without the model (ratio <= 2).
import { analyze } from '../src/index.js';
import { setSpanModel } from '../src/learn/spans/index.js';
import { loadArticles, analyzeOptions, cpuSeconds, round } from './bench-common.js';

export interface ModelCost {
  articles: number;
  batches: number;
  /** CPU milliseconds per article, summed over every batch of each side. */
  rulesMsPerArticle: number;
  modelMsPerArticle: number;
  /** modelMsPerArticle / rulesMsPerArticle: the price of the model in CPU time (<= 2 is the issue 3 limit). */
  ratio: number;
  /** The median of the per-round ratios (each round: one batch off, one batch on): robust to a noisy spell. */
  medianRoundRatio: number;
}

/** `articles` press releases in batches of `batch`, each batch analyzed with the model off, then on. */
export function modelCost(articles: number, batch = 50, rounds = 1): ModelCost {
  const docs = loadArticles('press', articles);
  // warm-up: both paths compiled and the weights decoded before anything is timed
  for (const on of [false, true]) { setSpanModel(on); for (const a of docs.slice(0, 200)) analyze(a.text, analyzeOptions(a)); }
  let off = 0, on = 0, batches = 0;
  const ratios: number[] = [];
  try {
    for (let r = 0; r < rounds; r++) {
      for (let i = 0; i < docs.length; i += batch) {
        const slice = docs.slice(i, i + batch);
        const side = (model: boolean): number => {
          setSpanModel(model);
          const t = process.cpuUsage();
          for (const a of slice) analyze(a.text, analyzeOptions(a));
          return cpuSeconds(t);
        };
        // alternate which side goes first, so neither always runs on a cache the other warmed
        const [a, b] = batches % 2 === 0 ? [side(false), side(true)] : (() => { const y = side(true); return [side(false), y]; })();
        off += a; on += b; batches++;
        if (a > 0) ratios.push(b / a);
      }
    }
  } finally {
    setSpanModel(true);
  }
  ratios.sort((x, y) => x - y);
  const n = docs.length * rounds;
  return {
    articles: docs.length, batches,
    rulesMsPerArticle: round((1000 * off) / n, 3), modelMsPerArticle: round((1000 * on) / n, 3),
    ratio: round(on / off, 2), medianRoundRatio: round(ratios[Math.floor(ratios.length / 2)] ?? 0, 2),
  };
}
