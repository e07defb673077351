import { readdirSync, readFileSync } from 'node:fs';
import { describe, it, expect } from 'vitest';
import { AnalysisPool } from '../../src/store/pool.js';
import { runJob, type AnalysisJob } from '../../src/store/analysis-job.js';
import { jsonlLines, SAMPLE } from './helpers.js';

// Worker threads run the build's compiled worker (`npm run build`).
const jobs: AnalysisJob[] = jsonlLines(SAMPLE).map((l, seq) => {
  const r = JSON.parse(l) as { text: string; date: string; title: string };
  return { seq, text: r.text, html: false, published: r.date, title: r.title };
});

describe('analysis pool', () => {
  it('gives what inline analysis gives, replacing each worker after a few articles', async () => {
    const pool = new AnalysisPool(2, { recycleAfter: 3 });
    expect(pool.threads).toBe(2);
    try {
      const pending = [];
      for (const job of jobs) pending.push((await pool.submit(job)).done);
      const results = await Promise.all(pending);
      expect(results.map((r) => r.seq)).toEqual(jobs.map((j) => j.seq));
      for (const [i, r] of results.entries()) {
        const inline = runJob(jobs[i]!);
        expect(r.ok && inline.ok).toBe(true);
        if (r.ok && inline.ok) expect(r.quotes).toEqual(inline.quotes);
      }
      // 20 articles, 3 per worker: at least 5 fresh workers were started.
      expect(pool.recycled).toBeGreaterThanOrEqual(5);
    } finally {
      await pool.close();
    }
  });

  // Linux keeps a nice value per thread (/proc/self/task/TID/stat, field 19); elsewhere there is no per-thread value to read.
  it.runIf(process.platform === 'linux')('runs its workers at the priority asked for, and leaves the calling thread at its own', async () => {
    const nices = (): number[] => readdirSync('/proc/self/task').map((tid) => {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
    });
    const mainNice = (): number => {
      const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
    };
    const before = nices();
    const main = mainNice();
    const pool = new AnalysisPool(2, { nice: 7 });
    try {
      const results = await Promise.all([jobs[0]!, jobs[1]!].map(async (job) => (await pool.submit(job)).done));
      expect(results.every((r) => r.ok)).toBe(true);
      const after = nices();
      expect(after.filter((n) => n === 7).length - before.filter((n) => n === 7).length).toBe(2);
      expect(mainNice()).toBe(main);
    } finally {
      await pool.close();
    }
  });
});
