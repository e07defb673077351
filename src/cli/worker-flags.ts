// V8 settings for the isolates of analysis worker threads (`analyze --jsonl`, `ingest`, `worker`, `serve`; the threads
// bench measures the same).
import { setFlagsFromString } from 'node:v8';

/**
 * The settings of WORKER_FLAGS that go with compiling on the worker's own thread, which a host with a core to spare
 * leaves out (optimizeInWorkerThreads). (The interrupt budget is read as functions run: set here, it applies to the
 * thread that sets it too, whose work in the CLI is reading and writing.)
 */
const OWN_THREAD_COMPILE = { worker: '--no-concurrent-recompilation', v8Default: '--concurrent-recompilation' };
const LATER_OPTIMIZING = { worker: `--interrupt-budget=${4 * 67584}`, v8Default: '--interrupt-budget=67584' };
const OWN_THREAD: ReadonlySet<object> = new Set([OWN_THREAD_COMPILE, LATER_OPTIMIZING]);
/**
 * Each setting for the workers beside V8's own default, so that setting and restoring list the same flags. Only sizes
 * and compiler settings belong here, which an isolate reads when it starts or per compile: the flags are the process's,
 * so the running main isolate reads them too, and collector modes changed under it crash V8 (`--no-concurrent-marking`,
 * `--no-parallel-marking`: "Check failed: heap()->concurrent_marking()->IsStopped()", bench/HISTORY.md, 2026-12-05
 * 07:30).
 */
const WORKER_FLAGS: readonly { worker: string; v8Default: string }[] = [
  // Isolates started from now on (the workers) compile optimized code on their own thread instead of handing it to
  // V8's background threads: each of those (four here) keeps a malloc arena of its own for the compiler's memory, and
  // over the whole press-release corpus on two workers that cost 25-35 MB of peak RSS for no less CPU (the compile
  // work is the same; on a machine whose cores the workers already fill, a background compile only takes turns with
  // them). The main thread's isolate, already running, keeps concurrent compilation (it compiles little).
  OWN_THREAD_COMPILE,
  // And since each compile then costs the worker's own time, they optimize a function after 4 times as much of it has
  // run as V8's default (its interrupt budget): with more type feedback, fewer functions are optimized and fewer
  // optimized ones meet a branch they have never run, which throws their code away to be compiled again (over the
  // corpus in one isolate 218 of the 729 optimizing compiles, 3.1 of 5.7 s of compiling, were such recompiles). One
  // worker on half the press-release corpus, 3 pairs: its first 2,000 releases 4.1-4.5 s of CPU against 5.1-5.4, the
  // rest the same (5.3-5.4 against 5.2-6.2). `analyze --jsonl --threads 2` over the whole corpus, alternating, 7 pairs:
  // wall 13.6-17.3 s against 14.0-17.9 (faster in 6), user CPU 24.6-31.3 s against 24.8-31.6, peak RSS the same
  // (282-294 MB against 281-297). Eight times: no better. In the main thread, whose compiles are V8's background
  // threads' work, the analysis was slower (2-7% over 6,000 releases): code stays unoptimized longer.
  LATER_OPTIMIZING,
  // Their old generation grows by a fifth past what a full collection leaves (V8 otherwise lets it grow to several
  // times that between collections when they are cheap): over the whole press-release corpus on two workers 16 full
  // collections instead of 4 (about 150 ms more of pauses in a 28 CPU-second run) for 25-30 MB less peak RSS.
  { worker: '--heap-growing-percent=20', v8Default: '--heap-growing-percent=0' },
  // Their young generation's semi-spaces stop at 8 MB instead of 16: a young collection copies only the article in
  // flight, so collecting twice as often costs little, and each worker touches 16 MB less. Over the whole corpus on two
  // workers, alternating: peak RSS 264-268 MB against 298-306, CPU 20.8-21.9 s against 21.0-24.5. (Tried two sessions
  // before, it cost 25-38% more CPU; V8 could then pretenure the tokens, which made every young collection costlier.)
  // Since 2026-12-02 4 MB: the corpus's peak had crept back to 300-309 MB over later sessions' code and the host's state
  // (the build of the session before measured 297-300 the same hour); at 4 MB, alternating runs: 283-293 MB against
  // 300-309, user CPU 36.0-41.6 s against 31.9-46.5 (the same within this machine's load).
  { worker: '--max-semi-space-size=4', v8Default: '--max-semi-space-size=0' },
  // Their optimizing compiler inlines up to 200 bytes of callees' bytecode into a function instead of 920. A worker
  // compiles on its own thread (above), and V8 compiles the big rule functions again each time one of them meets a
  // branch it had never run (tagMention, reviseRules, speakerOf 5-7 times over the corpus): a worker spent as much CPU
  // on its first 2,000 releases (~5 s, compiling among them) as on the next 3,900. With less inlined, each compile is
  // smaller and a deopt in a callee no longer throws away its callers' code. Over the whole press-release corpus on two
  // workers (`analyze --jsonl --threads 2`, alternating with the build before, 10 pairs): wall 15.1-16.9 s against
  // 16.2-19.9 (faster in 9 of 10), user CPU 25.0-28.6 s against 26.1-31.7, peak RSS 279-287 MB against 285-300. At 100:
  // about half the gain. The releases after the first 2,000 took the same CPU either way (a worker on half the corpus, 3
  // pairs).
  { worker: '--max-inlined-bytecode-size-cumulative=200', v8Default: '--max-inlined-bytecode-size-cumulative=920' },
];

/**
 * The workers' settings (WORKER_FLAGS) for isolates started from now on. `concurrentCompile`: the workers keep V8's
 * background compilation and its interrupt budget (OWN_THREAD_COMPILE and LATER_OPTIMIZING left out), for a host that
 * leaves a core to spare: `whosaid serve` starts one analysis thread fewer than the cores. There, over 3,000 press
 * releases posted 4 at a time to `serve --threads 1` on 2 cores, 425-442 analyses/s (peak RSS 220-224 MB) against
 * 364-371 (194 MB) compiling on the worker's own thread and 381-399 (234-240 MB) with V8's defaults; at `--threads 2`
 * 386-390/s (271 MB) against 397-402 (255 MB) and 359 (329-332 MB).
 */
export function optimizeInWorkerThreads(o: { concurrentCompile?: boolean } = {}): void {
  for (const f of WORKER_FLAGS) if (!(o.concurrentCompile && OWN_THREAD.has(f))) setFlagsFromString(f.worker);
}

/** V8's own defaults for the flags above: isolates started after this call are as if it had never been made. */
export function restoreWorkerThreadDefaults(): void {
  for (const f of WORKER_FLAGS) setFlagsFromString(f.v8Default);
}
