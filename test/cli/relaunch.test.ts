import { describe, it, expect, afterAll } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { relaunchArgs, shouldRelaunch, SINGLE_THREADED_GC } from '../../src/cli/relaunch.js';
import type { CliContext } from '../../src/cli/context.js';

// Runs of many articles on two threads or more go on in a process started with V8's collector single-threaded
// (src/cli/relaunch.ts). These run the built CLI (`npm run build`), as a user would.
const BIN = path.resolve('bin/whosaid.js');

const processCtx = (env: Record<string, string | undefined> = {}): CliContext => ({
  io: { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr, isTTY: false, env },
  env, setExitCode: () => {},
});

describe('when a run is relaunched', () => {
  it('keeps node\'s own options and the arguments, and adds the collector flag before the script', () => {
    expect(relaunchArgs(['--max-old-space-size=512'], ['/usr/bin/node', '/x/bin/whosaid.js', 'analyze', '--jsonl', 'a.jsonl']))
      .toEqual(['--max-old-space-size=512', SINGLE_THREADED_GC, '/x/bin/whosaid.js', 'analyze', '--jsonl', 'a.jsonl']);
  });

  it('only for two threads or more, in a process without the flag, on its own streams, unless WHOSAID_RELAUNCH=0', () => {
    expect(shouldRelaunch(2, processCtx(), [])).toBe(true);
    expect(shouldRelaunch(4, processCtx(), ['--max-old-space-size=512'])).toBe(true);
    expect(shouldRelaunch(1, processCtx(), [])).toBe(false);
    expect(shouldRelaunch(2, processCtx(), [SINGLE_THREADED_GC])).toBe(false);
    expect(shouldRelaunch(2, processCtx({ WHOSAID_RELAUNCH: '0' }), [])).toBe(false);
    // (a caller's streams, as the in-process tests pass: the run stays in the caller's process)
    const own = { stdin: new PassThrough(), stdout: new PassThrough(), stderr: new PassThrough(), isTTY: false };
    expect(shouldRelaunch(2, { io: own, env: {}, setExitCode: () => {} }, [])).toBe(false);
  });
});

/** The processes whose parent is `pid`, with their command lines (Linux /proc). */
function childrenOf(pid: number): { pid: number; args: string[] }[] {
  const out: { pid: number; args: string[] }[] = [];
  for (const d of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${d}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid !== pid) continue;
      out.push({ pid: Number(d), args: fs.readFileSync(`/proc/${d}/cmdline`, 'utf8').split('\0').filter(Boolean) });
    } catch { /* (a process that ended meanwhile) */ }
  }
  return out;
}

const alive = (pid: number): boolean => {
  try {
    // (a zombie, ended but not yet waited for by its parent, is not alive)
    return !/^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
};

async function until<T>(what: string, f: () => T | undefined, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = f();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error(`waited ${ms} ms for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe.runIf(process.platform === 'linux')('a relaunched run (Linux: the processes read from /proc)', () => {
  // a long enough input: the demo releases, five times over
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'whosaid-relaunch-'));
  const input = path.join(dir, 'in.jsonl');
  const demo = fs.readFileSync('examples/corpus/congress-press-demo.jsonl', 'utf8').trimEnd();
  fs.writeFileSync(input, `${Array.from({ length: 5 }, () => demo).join('\n')}\n`);
  const started: ChildProcess[] = [];
  afterAll(() => {
    for (const c of started) c.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const start = (): { launcher: ChildProcess; exited: Promise<NodeJS.Signals | number | null> } => {
    const launcher = spawn(process.execPath, [BIN, 'analyze', '--jsonl', input, '--threads', '2'], { stdio: 'ignore' });
    started.push(launcher);
    const exited = new Promise<NodeJS.Signals | number | null>((resolve) => { launcher.once('exit', (code, signal) => resolve(signal ?? code)); });
    return { launcher, exited };
  };
  const relaunchedChild = (launcher: ChildProcess) => until('the relaunched process', () => childrenOf(launcher.pid!).find((c) => c.args.includes(BIN)));

  it('analyzes in a child process started with --single-threaded-gc, which ends when the launcher is killed with SIGKILL', async () => {
    const { launcher, exited } = start();
    const child = await relaunchedChild(launcher);
    expect(child.args.slice(1, 3)).toEqual([SINGLE_THREADED_GC, BIN]);
    expect(child.args.slice(3)).toEqual(['analyze', '--jsonl', input, '--threads', '2']);
    launcher.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    await until('the relaunched process to end', () => alive(child.pid) ? undefined : true);
  });

  it('hands SIGTERM on and ends by it, leaving no process behind', async () => {
    const { launcher, exited } = start();
    const child = await relaunchedChild(launcher);
    launcher.kill('SIGTERM');
    expect(await exited).toBe('SIGTERM');
    await until('the relaunched process to end', () => alive(child.pid) ? undefined : true);
  });
});
