// Time against input size: real articles concatenated to 1 kB..1 MB, and pathological 1 MB inputs.
// Each case runs in its own worker thread with a time limit, so a quadratic blow-up is reported, not waited out.
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { analyze } from '../src/index.js';
import { loadArticles, round } from './bench-common.js';

export const SIZES = [1e3, 1e4, 1e5, 1e6] as const;
export const PATHOLOGICAL = ['unbalanced-quotes', 'no-sentence-breaks', 'short-paragraphs', 'one-long-quotation', 'one-paragraph-of-attributions', 'one-paragraph-of-quotes'] as const;
export type Pathological = (typeof PATHOLOGICAL)[number];

type Case = { kind: 'size'; size: number; budget: number } | { kind: Pathological; size: number };

export interface CaseResult {
  name: string;
  inputs: number;
  /** Characters (UTF-16) of each input. */
  chars: number;
  secondsPerInput: number;
  secondsPerMB: number;
  /** Quotes found in the (last) input: a sanity check that the work was done. */
  quotes: number;
  timedOut?: true;
}

/** Runs one case in a fresh worker; a case past `timeoutMs` is stopped and marked timed out. */
export function runCase(c: Case, timeoutMs: number): Promise<CaseResult> {
  const name = c.kind === 'size' ? sizeName(c.size) : `${c.kind} ${sizeName(c.size)}`;
  const w = new Worker(new URL(import.meta.url), { workerData: { role: 'bench-scaling', case: c } });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void w.terminate();
      resolve({ name, inputs: 0, chars: c.size, secondsPerInput: Infinity, secondsPerMB: Infinity, quotes: 0, timedOut: true });
    }, timeoutMs);
    w.once('message', (r: CaseResult) => { clearTimeout(timer); void w.terminate(); resolve({ ...r, name }); });
    w.once('error', (e) => { clearTimeout(timer); reject(e); });
  });
}

export function sizeCase(size: number, budget: number): Case {
  return { kind: 'size', size, budget };
}

export function sizeName(size: number): string {
  return size >= 1e6 ? `${size / 1e6} MB` : `${size / 1e3} kB`;
}

/** Real press releases, one after another, as one long text. */
function corpusText(chars: number): string {
  const parts: string[] = [];
  let n = 0;
  for (const a of loadArticles('press', 3000)) {
    parts.push(a.text);
    n += a.text.length + 2;
    if (n >= chars) break;
  }
  return parts.join('\n\n');
}

/** `count` consecutive pieces of about `size` chars, each cut at a space so no word or pair is split. */
function pieces(text: string, size: number, count: number): string[] {
  const out: string[] = [];
  let at = 0;
  while (out.length < count && at + size <= text.length) {
    const cut = text.lastIndexOf(' ', at + size);
    const end = cut > at + size / 2 ? cut : at + size;
    out.push(text.slice(at, end));
    at = end + 1;
  }
  return out;
}

/** A `size`-character input of the given kind, made from real text. */
export function pathological(kind: Pathological, size: number): string {
  const base = corpusText(size * 1.1).slice(0, size);
  switch (kind) {
    case 'unbalanced-quotes': {
      // An opening mark every ~250 chars, curly and straight in turn, none of them closed.
      let i = 0;
      return base.replace(/ (?=\w)/g, (m) => (++i % 40 === 0 ? (i % 80 === 0 ? ' “' : ' "') : m));
    }
    case 'no-sentence-breaks':
      return base.replace(/[.!?;:\n]+/g, ' ');
    case 'short-paragraphs': {
      // Two words a paragraph: 100,000 paragraphs in 1 MB.
      const words = base.split(/\s+/);
      return Array.from({ length: Math.round(size / 10) }, (_, i) => words.slice((2 * i) % (words.length - 2), ((2 * i) % (words.length - 2)) + 2).join(' ')).join('\n\n');
    }
    case 'one-long-quotation':
      return `“${base.replace(/["“”]/g, '')}” said Senator Jane Smith.`;
    // One paragraph in which every sentence is reported speech ("…, Smith said."): thousands of attributions that the
    // rules and the span model both find, in one paragraph.
    case 'one-paragraph-of-attributions':
      return base.replace(/["“”\n]+/g, ' ').replace(/([^.!?]{20,}?)([.!?])(?= )/g, '$1, Smith said$2').slice(0, size);
    // One paragraph of short quotations each led by a name and a colon ("Smith: “…”"), which the rules leave without a
    // cue and the span model gives one.
    case 'one-paragraph-of-quotes':
      return base.replace(/["“”\n]+/g, ' ').replace(/ ([^.!?]{20,}?[.!?])(?= )/g, ' Smith: “$1”').slice(0, size);
  }
}

function serve(c: Case): void {
  // Warm up on real articles so the case times steady-state code, not the JIT: 1,000 of them (after 100 a 1 MB input
  // took about twice the CPU of the same input after 1,000, the rest of its functions still being optimized during it).
  for (const a of loadArticles('press', 1000)) analyze(a.text);
  const inputs = c.kind === 'size' ? pieces(corpusText(c.budget * 1.05 + c.size), c.size, Math.max(1, Math.round(c.budget / c.size))) : [pathological(c.kind, c.size)];
  let quotes = 0;
  const t0 = performance.now();
  for (const text of inputs) quotes = analyze(text).quotes.length;
  const seconds = (performance.now() - t0) / 1000;
  const chars = inputs.reduce((n, t) => n + t.length, 0);
  parentPort!.postMessage({
    name: '', inputs: inputs.length, chars: Math.round(chars / inputs.length),
    secondsPerInput: round(seconds / inputs.length, 5), secondsPerMB: round(seconds / (chars / 1e6), 3), quotes,
  } satisfies CaseResult);
}

if (!isMainThread && (workerData as { role?: string } | null)?.role === 'bench-scaling') {
  serve((workerData as { case: Case }).case);
}
