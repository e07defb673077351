// Runs of many articles on two or more worker threads (`analyze --jsonl`, a folder, a WARC file; `ingest`) go on in a
// second node process started with V8's garbage collector single-threaded (`--single-threaded-gc`): each isolate then
// collects on its own thread, without the collector's helper threads (parallel scavenges, concurrent marking and
// sweeping), which on a machine whose cores the analysis threads already fill only take turns with them and add
// their synchronization on top. The flag is V8's, for the whole process, and only the command line can set it: set
// later it fails V8's checks (bench/HISTORY.md, 2026-12-05 17:03). Measured on the whole press-release corpus,
// `analyze --jsonl --threads 2`, 8 pairs alternating with the plain command: 10.3-12.0 s against 11.8-14.5 s (faster in
// all 8, mean 11.1 against 13.1 s), user CPU 19.1-22.5 s against 21.8-27.1 s, the same output byte for byte.
//
// This process, the launcher, then only waits: the new one inherits its standard streams (a terminal stays one, the
// progress line included), and its exit code or signal becomes the launcher's. The launcher hands on the signals that
// end a run (SIGINT, SIGTERM, SIGHUP), and the new process ends at once when the launcher is gone (killed with
// SIGKILL), so a run never outlives the process its caller started. WHOSAID_RELAUNCH=0 keeps the run in this process.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import type { CliContext } from './context.js';

export const SINGLE_THREADED_GC = '--single-threaded-gc';
/** Set in the relaunched process's environment (and read back there: see `watchLauncher`). */
const RELAUNCHED = 'WHOSAID_RELAUNCHED';
const RELAYED = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/** The command line of the relaunched process: node's own options as given, the collector flag, the script, its arguments. */
export function relaunchArgs(execArgv: readonly string[], argv: readonly string[]): string[] {
  return [...execArgv, SINGLE_THREADED_GC, ...argv.slice(1)];
}

/**
 * Whether a run of many articles on `threads` worker threads goes on in a relaunched process: two threads or more, the
 * flag not already given to this process, the run's streams this process's own (not a caller's, as the tests' in-process
 * runs pass), and WHOSAID_RELAUNCH not 0.
 */
export function shouldRelaunch(threads: number, ctx: CliContext, execArgv: readonly string[] = process.execArgv): boolean {
  return threads >= 2 && !execArgv.includes(SINGLE_THREADED_GC) && ctx.env.WHOSAID_RELAUNCH !== '0'
    && ctx.io.stdin === process.stdin && ctx.io.stdout === process.stdout && ctx.io.stderr === process.stderr
    && typeof process.argv[1] === 'string';
}

/**
 * Runs this command again in a new process with the collector flag (see above) when `shouldRelaunch` says so, and
 * resolves to its exit code; undefined when the run stays here. A relaunched process killed by a signal kills this one
 * with the same signal (a shell sees the same status).
 */
export function relaunch(threads: number, ctx: CliContext): Promise<number> | undefined {
  if (!shouldRelaunch(threads, ctx)) return undefined;
  return new Promise((resolve, reject) => {
    // (an IPC channel besides the three streams: it closes when the launcher ends, however it ends)
    const child = spawn(process.execPath, relaunchArgs(process.execArgv, process.argv), {
      stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
      env: { ...process.env, [RELAUNCHED]: '1' },
    });
    const relay = (signal: NodeJS.Signals): void => { child.kill(signal); };
    for (const s of RELAYED) process.on(s, relay);
    child.once('error', (e) => {
      for (const s of RELAYED) process.off(s, relay);
      reject(e);
    });
    child.once('exit', (code, signal) => {
      for (const s of RELAYED) process.off(s, relay);
      if (signal !== null) {
        process.kill(process.pid, signal);
        // (a signal this process ignores, SIGPIPE: the shell's code for a death by it)
        resolve(128 + (constants.signals[signal] ?? 0));
        return;
      }
      resolve(code ?? 1);
    });
  });
}

/**
 * In a relaunched process (bin/whosaid.js calls this first): ends it when its launcher is gone, and lets it exit
 * without waiting for the channel to the launcher.
 */
export function watchLauncher(): void {
  if (process.env[RELAUNCHED] !== '1' || !process.channel) return;
  delete process.env[RELAUNCHED];
  process.channel.unref();
  process.once('disconnect', () => { process.kill(process.pid, 'SIGKILL'); });
}
