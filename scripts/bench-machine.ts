// The machine's own scaling from 1 thread to N, measured beside the engine's in the threads section: how much of a
// ratio under N is the host's and how much the engine's. Two loops that share nothing between threads:
// - compute: integer arithmetic in registers (what N cores give code that never waits on memory);
// - memory: a random walk over a private MEMORY_MB array per thread, each read waiting on the one before (what they
//   give code whose time goes to cache misses; the engine's own tables and word caches are about this size a thread).
// On this 2-core VM (2026-12-05) the first gave 1.95-2.0x, the second 1.2-1.6x as the median of 3 rounds (single rounds
// 0.8-2.2x): the two vCPUs share the memory system (and its other tenants), so code that misses the processor's caches
// gains less from a second thread, and how much less moves from one second to the next.
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { median, round } from './bench-common.js';

export type LoopKind = 'compute' | 'memory';
export interface MachineScaling { ratio: number; rounds: number[] }

/** Each thread's private array for the memory loop (MB); a round's timed seconds. */
export const MEMORY_MB = 16;
const SECONDS = 1.5;

type ToLoop = 'go';
type FromLoop = { ready: true } | { rate: number };

/** N loop threads of one kind started together: the sum of their rates (loop iterations per second). */
async function together(kind: LoopKind, n: number): Promise<number> {
  const workers = Array.from({ length: n }, () => new Worker(new URL(import.meta.url), { workerData: { role: 'bench-machine', kind } }));
  try {
    const next = (w: Worker): Promise<FromLoop> => new Promise((resolve, reject) => {
      w.once('message', resolve);
      w.once('error', reject);
    });
    await Promise.all(workers.map(next)); // each has built its array
    const done = workers.map(next);
    for (const w of workers) w.postMessage('go' satisfies ToLoop);
    const rates = await Promise.all(done);
    return rates.reduce((s, m) => s + ('rate' in m ? m.rate : 0), 0);
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
}

/** `rounds` rounds of 1 thread then `n` threads of each loop; per kind the median of the rounds' ratios (N threads' summed rate over 1 thread's). */
export async function machineScaling(n: number, rounds = 3): Promise<Record<LoopKind, MachineScaling>> {
  const out = {} as Record<LoopKind, MachineScaling>;
  for (const kind of ['compute', 'memory'] as const) {
    const ratios: number[] = [];
    for (let r = 0; r < rounds; r++) {
      const one = await together(kind, 1);
      ratios.push(round(await together(kind, n) / one, 2));
    }
    out[kind] = { ratio: round(median(ratios), 2), rounds: ratios };
  }
  return out;
}

function serveLoop(kind: LoopKind): void {
  const port = parentPort!;
  const size = (MEMORY_MB << 20) >> 2;
  let next: Int32Array | null = null;
  if (kind === 'memory') {
    // one cycle through every slot in a random order (Sattolo's shuffle), so that no read can be guessed ahead
    next = new Int32Array(size);
    for (let i = 0; i < size; i++) next[i] = i;
    let seed = 12345;
    for (let i = size - 1; i > 0; i--) {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      const j = seed % i, t = next[i]!;
      next[i] = next[j]!; next[j] = t;
    }
  }
  port.once('message', () => {
    let x = 1, steps = 0;
    const t0 = performance.now();
    while (performance.now() - t0 < SECONDS * 1000) {
      if (next) for (let i = 0; i < 10_000; i++) x = next[x]!;
      else for (let i = 0; i < 10_000; i++) x = (Math.imul(x, 1103515245) + 12345) | 0;
      steps++;
    }
    // (x is sent along so that the loop's result is used)
    port.postMessage({ rate: steps / ((performance.now() - t0) / 1000) + (x & 0) } satisfies FromLoop);
  });
  port.postMessage({ ready: true } satisfies FromLoop);
}

if (!isMainThread && (workerData as { role?: string } | null)?.role === 'bench-machine') serveLoop((workerData as { kind: LoopKind }).kind);
