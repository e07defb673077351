// Builds the word lexicon from unlabeled text (training time only): word clusters from neighbour
// statistics (PPMI vectors, random projection, two-level spherical k-means), mid-sentence
// capitalization, and first/last names that follow titles ("Sen. Chuck Schumer").
import { CAP_LOWER, CAP_MIXED, CAP_UNKNOWN, CAP_UPPER, encodeLexicon, lexKey, packEntry } from './lexicon.js';
import { prng } from './prng.js';

/** Clustering knobs. */
export interface LexiconOptions {
  readonly minCount: number;
  readonly maxVocab: number;
  readonly contexts: number;
  readonly dims: number;
  readonly coarse: number;
  readonly fine: number;
  readonly iterations: number;
  readonly seed: number;
}

/** Defaults used for the shipped lexicon. */
export const LEXICON_DEFAULTS: LexiconOptions = { minCount: 5, maxVocab: 60000, contexts: 1000, dims: 64, coarse: 64, fine: 16, iterations: 12, seed: 7 };

const TOKEN = /[\p{L}\p{N}]+(?:[-.'\u2019][\p{L}\p{N}]+)*|[^\s\p{L}\p{N}]/gu;
const INITIAL_AFTER = new Set(['.', '!', '?', ':', '"', '\u201c', '(', ';']);
const TITLES = new Set(['Rep', 'Sen', 'Senator', 'Representative', 'Congressman', 'Congresswoman', 'Gov', 'Governor', 'Mayor', 'President', 'Mr', 'Mrs', 'Ms', 'Dr', 'Secretary', 'Speaker', 'Leader', 'Chairman', 'Chairwoman', 'Judge', 'Justice', 'Councilmember', 'Commissioner']);

/** Splits text into tokens, one array per paragraph; a possessive 's becomes its own token. */
export function roughTokens(text: string): string[][] {
  return text.split(/\n\s*\n/).map((para) => {
    const out: string[] = [];
    for (const m of para.matchAll(TOKEN)) {
      const t = m[0];
      const poss = /^(.+)(['\u2019][sS])$/.exec(t);
      if (poss) out.push(poss[1]!, poss[2]!); else out.push(t);
    }
    return out;
  });
}

const isUpper = (c: string): boolean => c !== c.toLowerCase();
const isLetter = (c: string): boolean => c.toLowerCase() !== c.toUpperCase();

interface Stats {
  count: Map<string, number>;
  lowerMid: Map<string, number>;
  capMid: Map<string, number>;
  first: Map<string, number>;
  last: Map<string, number>;
}

const bump = (m: Map<string, number>, k: string, by = 1): void => { m.set(k, (m.get(k) ?? 0) + by); };

function collect(paragraphs: Iterable<string[]>): { stats: Stats; seqs: string[][] } {
  const stats: Stats = { count: new Map(), lowerMid: new Map(), capMid: new Map(), first: new Map(), last: new Map() };
  const seqs: string[][] = [];
  for (const toks of paragraphs) {
    const lower = toks.map((t) => t.toLowerCase());
    seqs.push(lower);
    toks.forEach((t, i) => {
      bump(stats.count, lower[i]!);
      const initial = i === 0 || INITIAL_AFTER.has(toks[i - 1]!);
      if (initial || !isLetter(t[0]!) || (t.length > 1 && t === t.toUpperCase())) return;
      bump(isUpper(t[0]!) ? stats.capMid : stats.lowerMid, lower[i]!);
      if (TITLES.has(t)) namesAfter(toks, lower, i + 1, stats);
    });
  }
  return { stats, seqs };
}

function namesAfter(toks: string[], lower: string[], i: number, stats: Stats): void {
  if (toks[i] === '.') i++;
  const run: number[] = [];
  for (; i < toks.length && run.length < 4; i++) {
    const t = toks[i]!;
    if (!isUpper(t[0]!) || (t.length > 1 && t === t.toUpperCase())) break;
    run.push(i);
    if (t.length === 1 && toks[i + 1] === '.') i++; // middle initial
  }
  const names = run.filter((j) => toks[j]!.length > 1);
  if (names.length === 0) return;
  bump(stats.last, lower[names[names.length - 1]!]!);
  if (names.length >= 2) bump(stats.first, lower[names[0]!]!);
}

function capClass(stats: Stats, w: string): number {
  const lo = stats.lowerMid.get(w) ?? 0, up = stats.capMid.get(w) ?? 0;
  if (lo + up < 3) return CAP_UNKNOWN;
  const r = up / (lo + up);
  return r < 0.1 ? CAP_LOWER : r > 0.9 ? CAP_UPPER : CAP_MIXED;
}


/** Dense unit vectors (vocab x dims) from left/right-neighbour PPMI, randomly projected. */
function embed(seqs: string[][], vocab: string[], contexts: string[], dims: number): Float64Array {
  const vi = new Map(vocab.map((w, i) => [w, i])), ci = new Map(contexts.map((w, i) => [w, i]));
  const C = contexts.length, nd = 2 * C;
  const co = vocab.map(() => new Map<number, number>());
  const ctxTotal = new Float64Array(nd);
  for (const s of seqs) {
    for (let i = 0; i < s.length; i++) {
      const w = vi.get(s[i]!);
      if (w === undefined) continue;
      const l = i > 0 ? ci.get(s[i - 1]!) : undefined, r = i + 1 < s.length ? ci.get(s[i + 1]!) : undefined;
      if (l !== undefined) { const m = co[w]!; m.set(l, (m.get(l) ?? 0) + 1); ctxTotal[l]! += 1; }
      if (r !== undefined) { const m = co[w]!; m.set(C + r, (m.get(C + r) ?? 0) + 1); ctxTotal[C + r]! += 1; }
    }
  }
  // Context smoothing (^0.75) keeps rare contexts from dominating PPMI.
  const smooth = new Float64Array(nd);
  let sm = 0;
  for (let d = 0; d < nd; d++) { smooth[d] = Math.pow(ctxTotal[d]!, 0.75); sm += smooth[d]!; }
  const proj = new Float64Array(nd * dims);
  const rand = prng(12345);
  for (let i = 0; i < proj.length; i++) proj[i] = rand() < 0.5 ? -1 : 1;
  const out = new Float64Array(vocab.length * dims);
  co.forEach((m, w) => {
    let wt = 0;
    for (const v of m.values()) wt += v;
    if (wt === 0) return;
    const o = w * dims;
    for (const [d, v] of [...m.entries()].sort((a, b) => a[0] - b[0])) {
      const pmi = Math.log((v / wt) / (smooth[d]! / sm));
      if (pmi <= 0) continue;
      for (let k = 0; k < dims; k++) out[o + k]! += pmi * proj[d * dims + k]!;
    }
    normalize(out, o, dims);
  });
  return out;
}

function normalize(v: Float64Array, o: number, n: number): void {
  let s = 0;
  for (let k = 0; k < n; k++) s += v[o + k]! * v[o + k]!;
  const inv = s > 0 ? 1 / Math.sqrt(s) : 0;
  for (let k = 0; k < n; k++) v[o + k]! *= inv;
}

/** Spherical k-means over the listed rows; returns a cluster per listed row. */
function kmeans(x: Float64Array, dims: number, rows: number[], k: number, iters: number, rand: () => number): Int32Array {
  const assign = new Int32Array(rows.length);
  if (rows.length <= k) { rows.forEach((_, i) => { assign[i] = i; }); return assign; }
  const cent = new Float64Array(k * dims);
  const picked = new Set<number>();
  for (let c = 0; c < k; c++) {
    let r = Math.floor(rand() * rows.length);
    while (picked.has(r)) r = (r + 1) % rows.length;
    picked.add(r);
    cent.set(x.subarray(rows[r]! * dims, rows[r]! * dims + dims), c * dims);
  }
  for (let it = 0; it < iters; it++) {
    rows.forEach((row, i) => {
      let best = 0, bs = -Infinity;
      const o = row * dims;
      for (let c = 0; c < k; c++) {
        let s = 0;
        const co = c * dims;
        for (let d = 0; d < dims; d++) s += x[o + d]! * cent[co + d]!;
        if (s > bs) { bs = s; best = c; }
      }
      assign[i] = best;
    });
    const sums = new Float64Array(k * dims), sizes = new Int32Array(k);
    rows.forEach((row, i) => {
      const c = assign[i]!;
      sizes[c]!++;
      for (let d = 0; d < dims; d++) sums[c * dims + d]! += x[row * dims + d]!;
    });
    for (let c = 0; c < k; c++) {
      if (sizes[c] === 0) continue;
      normalize(sums, c * dims, dims);
      cent.set(sums.subarray(c * dims, c * dims + dims), c * dims);
    }
  }
  return assign;
}

/** Builds the lexicon from paragraphs of tokens; returns the shipped bytes and a summary. */
export function buildLexicon(paragraphs: Iterable<string[]>, opts: LexiconOptions = LEXICON_DEFAULTS): { bytes: Uint8Array; summary: string } {
  const { stats, seqs } = collect(paragraphs);
  const byFreq = [...stats.count.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  const vocab = byFreq.filter(([, c]) => c >= opts.minCount).slice(0, opts.maxVocab).map(([w]) => w);
  const contexts = byFreq.slice(0, opts.contexts).map(([w]) => w);
  const x = embed(seqs, vocab, contexts, opts.dims);
  const rand = prng(opts.seed);
  const all = vocab.map((_, i) => i);
  const coarse = kmeans(x, opts.dims, all, opts.coarse, opts.iterations, rand);
  const fine = new Int32Array(vocab.length);
  for (let c = 0; c < opts.coarse; c++) {
    const members = all.filter((i) => coarse[i] === c);
    const sub = kmeans(x, opts.dims, members, opts.fine, opts.iterations, rand);
    members.forEach((i, j) => { fine[i] = c * opts.fine + sub[j]!; });
  }
  const entries = new Map<number, number>();
  const cluster = new Map(vocab.map((w, i) => [w, i]));
  const words = new Set([...vocab, ...stats.lowerMid.keys(), ...stats.capMid.keys(), ...stats.first.keys(), ...stats.last.keys()]);
  let named = 0;
  for (const w of [...words].sort()) {
    const ci = cluster.get(w);
    const cap = capClass(stats, w);
    const first = (stats.first.get(w) ?? 0) >= 2 && cap !== CAP_LOWER, last = (stats.last.get(w) ?? 0) >= 2 && cap !== CAP_LOWER;
    if (ci === undefined && cap === CAP_UNKNOWN && !first && !last) continue;
    if (first || last) named++;
    entries.set(lexKey(w), packEntry({ fine: ci === undefined ? 0 : fine[ci]! + 1, coarse: ci === undefined ? 0 : coarse[ci]! + 1, cap, first, last }));
  }
  const keys = [...entries.keys()].sort((a, b) => a - b);
  return { bytes: encodeLexicon(keys, keys.map((k) => entries.get(k)!)), summary: `lexicon: ${keys.length} words, ${vocab.length} clustered (${opts.coarse}x${opts.fine}), ${named} names` };
}
