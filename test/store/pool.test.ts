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
});
