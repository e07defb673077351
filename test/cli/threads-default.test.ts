import { describe, it, expect } from 'vitest';
import { availableParallelism, totalmem } from 'node:os';
import { BASE_MB, THREAD_MB, defaultThreads, memoryLimit, threadsFor } from '../../src/io/threads.js';
import { run } from './helpers.js';

const MiB = 2 ** 20, GiB = 2 ** 30;

describe('the default number of analysis threads', () => {
  it('is one per core where the memory holds them all', () => {
    expect(threadsFor(2, 24 * GiB)).toBe(2);
    expect(threadsFor(64, 64 * GiB)).toBe(64);
  });

  it('is what 80% of a small memory limit holds, at least one', () => {
    // (0.8 x 512 - 120) / 120 = 2.4; (0.8 x 1024 - 120) / 120 = 5.8; (0.8 x 2048 - 120) / 120 = 12.7
    expect(threadsFor(16, 512 * MiB)).toBe(2);
    expect(threadsFor(16, GiB)).toBe(5);
    expect(threadsFor(16, 2 * GiB)).toBe(12);
    expect(threadsFor(4, 1 * GiB)).toBe(4);
    expect(threadsFor(8, 128 * MiB)).toBe(1);
    expect(threadsFor(1, 0)).toBe(1);
    // each thread more needs THREAD_MB more of the 80%
    const at = (threads: number): number => Math.ceil(((BASE_MB + threads * THREAD_MB) / 0.8) * MiB);
    expect(threadsFor(32, at(7))).toBe(7);
    expect(threadsFor(32, at(7) - MiB)).toBe(6);
  });

  it('reads this machine: its memory limit is at most its memory, its default at most its cores', () => {
    const limit = memoryLimit();
    expect(limit).toBeGreaterThan(0);
    expect(limit).toBeLessThanOrEqual(totalmem());
    expect(defaultThreads()).toBe(threadsFor(availableParallelism(), limit));
    expect(defaultThreads()).toBeLessThanOrEqual(availableParallelism());
  });

  it('is what the help of analyze and ingest says', async () => {
    const cores = availableParallelism(), here = `here ${defaultThreads()} of ${cores} cores`;
    for (const command of ['analyze', 'ingest']) {
      const r = await run([command, '--help']);
      expect(r.code).toBe(0);
      expect(r.stdout.replace(/\s+/g, ' ')).toContain(here);
    }
  });
});
