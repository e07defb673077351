import { Readable, Writable } from 'node:stream';
import { spawnSync } from 'node:child_process';
import type { Analysis, Quote, Span } from '../../src/model/types.js';
import { main } from '../../src/cli/main.js';

/** The span of the n-th occurrence of `needle` in `text`. */
export function spanOf(text: string, needle: string, nth = 0): Span {
  let start = -1;
  for (let i = 0; i <= nth; i++) {
    start = text.indexOf(needle, start + 1);
    if (start < 0) throw new Error(`not in text: ${needle}`);
  }
  return { start, end: start + needle.length, text: needle };
}

/** A quote with the given parts; the speaker is named unless `anonymous` is set. */
export function quote(id: string, parts: Partial<Quote> & Pick<Quote, 'content'>): Quote {
  return {
    id, kind: 'direct', cue: null, source: null,
    speaker: { entity: null, name: null, anonymous: false, description: null },
    addressee: null, medium: null, rule: 'test-rule', confidence: 0.9, ...parts,
  };
}

export function emptyAnalysis(): Analysis {
  return { schema: 'whosaid/1', quotes: [], entities: [], paragraphs: [], messages: [], creditedOutlets: [] };
}

/** Paragraphs of a text split at blank lines. */
export function paragraphsOf(text: string): Analysis['paragraphs'] {
  const out: Analysis['paragraphs'] = [];
  const re = /[^\n]+(?:\n(?!\n)[^\n]*)*/g;
  for (const m of text.matchAll(re)) out.push({ start: m.index, end: m.index + m[0].length, boilerplate: false });
  return out;
}

export interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `main` in-process with `stdin` as standard input. */
export async function run(argv: string[], stdin: string | Buffer = '', opts: { isTTY?: boolean; env?: Record<string, string> } = {}): Promise<RunResult> {
  let stdout = '';
  let stderr = '';
  const sink = (append: (s: string) => void): Writable => new Writable({
    write(chunk: Buffer, _enc, done) { append(chunk.toString('utf8')); done(); },
  });
  const code = await main(argv, {
    stdin: Readable.from([typeof stdin === 'string' ? Buffer.from(stdin) : stdin]),
    stdout: sink((s) => { stdout += s; }),
    stderr: sink((s) => { stderr += s; }),
    isTTY: opts.isTTY ?? false,
    env: opts.env ?? {},
  });
  return { code, stdout, stderr };
}

/** Runs the built binary `node bin/whosaid.js` (needs `npm run build`). */
export function runBinary(argv: string[], input?: string | Buffer): RunResult {
  const r = spawnSync(process.execPath, ['bin/whosaid.js', ...argv], { input: input ?? '', encoding: 'utf8', maxBuffer: 64 << 20, env: { ...process.env, NO_COLOR: '1' } });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

/** Checks that every span in an analysis slices back to `text` verbatim; returns the bad ones. */
export function badSpans(analysis: Analysis, text: string): Span[] {
  // (an analysis with nothing in it has no bad span: the callers also check that there is something)
  const spans: Span[] = [];
  for (const q of analysis.quotes) spans.push(...q.content, ...[q.cue, q.source, q.addressee, q.time].filter((s): s is Span => s != null));
  for (const e of analysis.entities) spans.push(...e.mentions);
  for (const m of analysis.messages) if (m.span) spans.push(m.span);
  spans.push(...analysis.creditedOutlets);
  return spans.filter((s) => text.slice(s.start, s.end) !== s.text);
}
