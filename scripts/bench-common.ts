// Shared by the bench scripts: the corpora, their loading, and small statistics.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (this file runs as dist/scripts/bench-common.js). */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const CORPORA = {
  press: path.resolve(ROOT, '../shared/corpora/congress-press/articles.jsonl'),
  polnear: path.resolve(ROOT, '../shared/data/polnear/dev.jsonl'),
} as const;

export type CorpusName = keyof typeof CORPORA;

export interface Article {
  id: string;
  text: string;
  title?: string;
  published?: string;
}

/**
 * Releases kept apart for warming the engines up (the corpus's last WARM_POOL): never among the timed ones, so a timed
 * article's words are not in the caches because that very article ran before.
 */
export const WARM_POOL = 1000;

/** The press releases engines warm up on: the corpus's last `size` (WARM_POOL unless said). */
export function loadWarmPool(size = WARM_POOL): Article[] {
  const all = loadArticles('press');
  return all.slice(Math.max(0, all.length - size));
}

/** The timed press releases: the first `limit`, never reaching into the warm-up pool (the last `pool`). */
export function loadTimedPress(limit = Infinity, pool = WARM_POOL): Article[] {
  const all = loadArticles('press');
  return all.slice(0, Math.min(limit, all.length - pool));
}

/**
 * A sample of `n` press releases spread over the whole corpus (every k-th, k = ⌊releases / n⌋, from the middle of each
 * stride), and the rest as the warm-up pool. The corpus's releases grow longer towards its end (mean 2,228 characters
 * in the first 1,000, 2,472 over the first 10,842), and an engine's time per release grows with its length, faster for
 * some engines than for others: a prefix of the corpus is not a sample of it.
 */
export function spreadPress(n: number): { timed: Article[]; pool: Article[] } {
  const all = loadArticles('press');
  const k = Math.max(1, Math.floor(all.length / n)), mid = k >> 1;
  const timed: Article[] = [], pool: Article[] = [];
  all.forEach((a, i) => { if (i % k === mid && timed.length < n) timed.push(a); else pool.push(a); });
  return { timed, pool };
}

/** The first `limit` records of a JSONL corpus (all without a limit). */
export function loadArticles(corpus: CorpusName, limit = Infinity): Article[] {
  const out: Article[] = [];
  for (const line of readLines(CORPORA[corpus], limit)) {
    const r = JSON.parse(line) as { id: string; text: string; title?: string; date?: string };
    out.push({ id: r.id, text: r.text, ...(r.title && { title: r.title }), ...(r.date && /^\d{4}-\d{2}-\d{2}$/.test(r.date) && { published: r.date }) });
  }
  return out;
}

/** The first `limit` non-blank lines of a file, read only as far as needed (profiles stay clean of I/O). */
export function readLines(file: string, limit = Infinity): string[] {
  const fd = fs.openSync(file, 'r');
  const lines: string[] = [];
  const chunk = Buffer.alloc(1 << 20);
  let rest = Buffer.alloc(0);
  try {
    for (let n; lines.length < limit && (n = fs.readSync(fd, chunk, 0, chunk.length, null)) > 0;) {
      rest = Buffer.concat([rest, chunk.subarray(0, n)]);
      let start = 0;
      for (let nl; lines.length < limit && (nl = rest.indexOf(10, start)) >= 0; start = nl + 1) {
        const line = rest.toString('utf8', start, nl);
        if (line.trim() !== '') lines.push(line);
      }
      rest = rest.subarray(start);
    }
    const last = rest.toString('utf8');
    if (lines.length < limit && last.trim() !== '') lines.push(last);
  } finally {
    fs.closeSync(fd);
  }
  return lines;
}

/** The options the CLI gives `analyze` for a record. */
export function analyzeOptions(a: Article): { title?: string; published?: string } {
  return { ...(a.title !== undefined && { title: a.title }), ...(a.published !== undefined && { published: a.published }) };
}

export function utf8Bytes(texts: readonly string[]): number {
  let n = 0;
  for (const t of texts) n += Buffer.byteLength(t, 'utf8');
  return n;
}

/** The p-th percentile (0..100) of ascending `sorted`, nearest rank. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** CPU seconds (user + system) of this process since `since`. */
export function cpuSeconds(since: NodeJS.CpuUsage): number {
  const u = process.cpuUsage(since);
  return (u.user + u.system) / 1e6;
}

/** The machine the figures come from. */
export function machine(): Record<string, unknown> {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model ?? 'unknown',
    cores: os.availableParallelism(),
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
    // The machine is shared: the load when the run started says how far to trust wall times.
    loadAverage: os.loadavg().map((x) => Number(x.toFixed(2))),
  };
}

export const round = (x: number, digits = 1): number => Number(x.toFixed(digits));

/** The median (the mean of the middle two for an even count). */
export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
}
