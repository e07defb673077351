// Greedy left-to-right tagger with an averaged perceptron (Collins 2002): one training routine and
// one runtime decoder, both built on the features in features.ts so they score identically.
import { BOS, EOS, WINDOW, initialFeatures, isInitial, pairFeatures, transitionFeatures, wordInfo, wordTagFeatures, type WordInfo } from './features.js';
import type { Lexicon } from './lexicon.js';
import { dictKey, type TagDict } from './tag-dict.js';
import { addFeature, type SparseModel } from './model.js';

/** Tag set and which tag may follow which (the start state is index `classes.length`). */
export interface TagSpec {
  readonly classes: readonly string[];
  readonly allowed: (prev: number, cur: number) => boolean;
  /** Word-pair and shape-trigram features (three hash lookups a token at run time): always, near capitals, never. */
  readonly pairs: 'all' | 'caps' | 'none';
  /** Previous tag x current word/shape features (per-word tables for small tag sets, two lookups a token otherwise). */
  readonly wordTag: boolean;
  /** Candidate tags of frequent words (others may take any tag), or null for no restriction. */
  readonly candidates: TagDict | null;
}

/** One labelled sentence. */
export interface TrainSentence { readonly words: readonly string[]; readonly tags: readonly number[] }

/** Training knobs; the same options and data give byte-identical weights. */
export interface TrainOptions {
  readonly bits: number;
  readonly epochs: number;
  readonly seed: number;
  /** Features seen fewer times than this in training are dropped (smaller, less overfit). */
  readonly minCount: number;
  readonly lexicon: Lexicon | null;
  readonly log?: (line: string) => void;
}

function allowedTable(spec: TagSpec): Uint8Array {
  const k = spec.classes.length;
  const t = new Uint8Array((k + 1) * k);
  for (let p = 0; p <= k; p++) for (let c = 0; c < k; c++) t[p * k + c] = spec.allowed(p, c) ? 1 : 0;
  return t;
}

/** Deterministic PRNG (mulberry32). */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Compiled { feats: Int32Array; start: Int32Array }

/** Static + context feature buckets of every token of one sentence. */
function compile(words: readonly string[], infoOf: (w: string) => WordInfo, mask: number, pairs: TagSpec['pairs']): Compiled {
  const info = words.map(infoOf);
  const out: number[] = [];
  const start = new Int32Array(words.length + 1);
  for (let i = 0; i < words.length; i++) {
    start[i] = out.length;
    for (let p = -WINDOW; p <= WINDOW; p++) {
      const j = i + p;
      const wi = j < 0 ? BOS : j >= words.length ? EOS : info[j]!;
      for (const h of wi.byPos[p + WINDOW]!) out.push(h & mask);
    }
    const ctx: number[] = [];
    initialFeatures(info[i]!, isInitial(info, i), ctx);
    if (pairs !== 'none') pairFeatures(i > 0 ? info[i - 1]! : BOS, info[i]!, i + 1 < words.length ? info[i + 1]! : EOS, pairs === 'caps', ctx);
    for (const h of ctx) out.push(h & mask);
  }
  start[words.length] = out.length;
  return { feats: Int32Array.from(out), start };
}

/** Trains averaged-perceptron weights (dense, bucket-major, `classes` per bucket). */
export function trainGreedy(data: readonly TrainSentence[], spec: TagSpec, opts: TrainOptions): Float32Array {
  const K = spec.classes.length, mask = (1 << opts.bits) - 1;
  const allowed = allowedTable(spec);
  const cache = new Map<string, WordInfo>();
  const infoOf = (w: string): WordInfo => {
    let i = cache.get(w);
    if (!i) { i = wordInfo(w, opts.lexicon); cache.set(w, i); }
    return i;
  };
  const compiled = data.map((s) => compile(s.words, infoOf, mask, spec.pairs));
  const infos = data.map((s) => s.words.map(infoOf));
  const cands = data.map((s) => s.words.map((w) => spec.candidates?.get(dictKey(w)) ?? null));
  if (opts.minCount > 1) prune(compiled, mask, opts.minCount);
  const w = new Float32Array((mask + 1) * K), acc = new Float64Array((mask + 1) * K);
  const scores = new Float64Array(K);
  const order = data.map((_, i) => i);
  const rand = prng(opts.seed);
  const tagf: number[] = [];
  let c = 1;
  for (let epoch = 0; epoch < opts.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) { const j = Math.floor(rand() * (i + 1)); [order[i], order[j]] = [order[j]!, order[i]!]; }
    let errors = 0, total = 0;
    for (const si of order) {
      const { feats, start } = compiled[si]!, gold = data[si]!.tags, info = infos[si]!, cand = cands[si]!;
      let t1 = K, t2 = K;
      for (let i = 0; i < gold.length; i++) {
        const ci = cand[i]!;
        if (ci && ci.length === 1 && allowed[t1 * K + ci[0]!]) { total++; c++; t2 = t1; t1 = ci[0]!; continue; }
        tagf.length = 0;
        transitionFeatures(t1, t2, tagf);
        if (spec.wordTag) wordTagFeatures(info[i]!, t1, tagf);
        for (let k = 0; k < tagf.length; k++) tagf[k] = tagf[k]! & mask;
        scores.fill(0);
        for (let f = start[i]!; f < start[i + 1]!; f++) { const o = feats[f]! * K; for (let k = 0; k < K; k++) scores[k]! += w[o + k]!; }
        for (const b of tagf) { const o = b * K; for (let k = 0; k < K; k++) scores[k]! += w[o + k]!; }
        const pred = argmax(scores, allowed, t1, K, ci);
        const g = gold[i]!;
        if (pred !== g) {
          errors++;
          const upd = (b: number): void => { w[b * K + g]! += 1; acc[b * K + g]! += c; w[b * K + pred]! -= 1; acc[b * K + pred]! -= c; };
          for (let f = start[i]!; f < start[i + 1]!; f++) upd(feats[f]!);
          for (const b of tagf) upd(b);
        }
        total++; c++;
        t2 = t1; t1 = pred;
      }
    }
    opts.log?.(`epoch ${epoch + 1}: train token error ${(100 * errors / total).toFixed(2)}%`);
  }
  const avg = new Float32Array(w.length);
  for (let i = 0; i < w.length; i++) avg[i] = w[i]! - acc[i]! / c;
  return avg;
}

function prune(compiled: Compiled[], mask: number, minCount: number): void {
  const counts = new Uint16Array(mask + 1);
  for (const c of compiled) for (const b of c.feats) if (counts[b]! < 65535) counts[b]!++;
  for (const c of compiled) {
    const keep: number[] = [];
    const start = new Int32Array(c.start.length);
    for (let i = 0; i + 1 < c.start.length; i++) {
      start[i] = keep.length;
      for (let f = c.start[i]!; f < c.start[i + 1]!; f++) if (counts[c.feats[f]!]! >= minCount) keep.push(c.feats[f]!);
    }
    start[c.start.length - 1] = keep.length;
    c.feats = Int32Array.from(keep); c.start = start;
  }
}

function argmax(scores: ArrayLike<number>, allowed: Uint8Array, prev: number, K: number, cand: Uint8Array | null): number {
  let best = -1, bestScore = -Infinity;
  const n = cand ? cand.length : K;
  for (let j = 0; j < n; j++) {
    const k = cand ? cand[j]! : j;
    if (!allowed[prev * K + k]) continue;
    if (scores[k]! > bestScore) { bestScore = scores[k]!; best = k; }
  }
  return best;
}

/** Result of tagging one sentence: tag index and margin (best minus runner-up, in weight units) per token. */
export interface Tagged { tags: Int32Array; margins: Float32Array }

/** A distinct word's features and its summed weights, computed once. */
interface Cached {
  info: WordInfo;
  /** Window offsets -2..2, then "initial" and "not initial" word features: 7 blocks of K. */
  vec: Int32Array;
  /** Previous tag x word weights ((K+1) blocks of K), for small tag sets only. */
  byPrev: Int32Array | null;
  /** The only tags this word may take, or null for any. */
  cands: Uint8Array | null;
}

const NO_POSITIONS: readonly Int32Array[] = [];

/** Word-cache budget in cached integers per generation (two generations: up to ~48 MB per tagger). */
const CACHE_INTS = 6_000_000;
/** Tag sets up to this size get per-word previous-tag tables (cheap to build, saves two lookups a token). */
const SMALL_TAGSET = 16;

/** Runtime decoder over shipped weights; caches each distinct word's features and scores. */
export class GreedyTagger {
  private readonly K: number;
  private readonly pairs: TagSpec['pairs'];
  private readonly wordTag: boolean;
  private readonly candidates: TagDict | null;
  private readonly allowed: Uint8Array;
  private cache = new Map<string, Cached>();
  private old = new Map<string, Cached>();
  private readonly bos: Cached;
  private readonly eos: Cached;
  private readonly trans: Int32Array;
  private readonly cacheLimit: number;
  private readonly s: Int32Array;
  private readonly tmp: number[] = [];

  constructor(private readonly model: SparseModel, spec: TagSpec, private readonly lexicon: Lexicon | null) {
    this.K = spec.classes.length;
    this.pairs = spec.pairs;
    this.wordTag = spec.wordTag;
    this.candidates = spec.candidates;
    if (model.classes !== this.K) throw new Error(`weights have ${model.classes} classes, the tag set ${this.K}`);
    this.allowed = allowedTable(spec);
    this.s = new Int32Array(this.K);
    this.bos = this.build(BOS, null); this.eos = this.build(EOS, null);
    this.trans = this.transitions();
    this.cacheLimit = Math.floor(CACHE_INTS / (7 * this.K + (this.bos.byPrev ? this.bos.byPrev.length : 0)));
  }

  /** Tags one sentence. */
  tag(words: readonly string[]): Tagged {
    const n = words.length, K = this.K, s = this.s, model = this.model, allowed = this.allowed;
    const entries: Cached[] = new Array(n), info: WordInfo[] = new Array(n);
    for (let i = 0; i < n; i++) { const e = this.lookup(words[i]!); entries[i] = e; info[i] = e.info; }
    const tags = new Int32Array(n), margins = new Float32Array(n);
    const tmp = this.tmp;
    let t1 = K, t2 = K;
    for (let i = 0; i < n; i++) {
      const e = entries[i]!, cands = e.cands;
      if (cands && cands.length === 1 && allowed[t1 * K + cands[0]!]) {
        tags[i] = cands[0]!; margins[i] = Infinity; t2 = t1; t1 = cands[0]!;
        continue;
      }
      // Window blocks -2..2 (WINDOW = 2), then the word's initial/non-initial block and the transition block.
      const v0 = (i >= 2 ? entries[i - 2]! : this.bos).vec, v1 = (i >= 1 ? entries[i - 1]! : this.bos).vec;
      const v3 = (i + 1 < n ? entries[i + 1]! : this.eos).vec, v4 = (i + 2 < n ? entries[i + 2]! : this.eos).vec;
      const vi = e.vec, oi = (isInitial(info, i) ? 5 : 6) * K, trans = this.trans, ot = (t2 * (K + 1) + t1) * K;
      const nc = cands ? cands.length : K;
      for (let j = 0; j < nc; j++) {
        const k = cands ? cands[j]! : j;
        s[k] = v0[k]! + v1[K + k]! + vi[2 * K + k]! + v3[3 * K + k]! + v4[4 * K + k]! + vi[oi + k]! + trans[ot + k]!;
      }
      tmp.length = 0;
      if (this.pairs !== 'none') pairFeatures(i > 0 ? entries[i - 1]!.info : BOS, e.info, i + 1 < n ? entries[i + 1]!.info : EOS, this.pairs === 'caps', tmp);
      if (e.byPrev) addBlock(s, e.byPrev, t1 * K, K);
      else if (this.wordTag) wordTagFeatures(e.info, t1, tmp);
      for (let f = 0; f < tmp.length; f++) addFeature(model, tmp[f]!, s);
      let best = -1, second = -1;
      for (let j = 0; j < nc; j++) {
        const k = cands ? cands[j]! : j;
        if (!allowed[t1 * K + k]) continue;
        if (best < 0 || s[k]! > s[best]!) { second = best; best = k; } else if (second < 0 || s[k]! > s[second]!) second = k;
      }
      tags[i] = best;
      margins[i] = second < 0 ? Infinity : (s[best]! - s[second]!) / model.scale;
      t2 = t1; t1 = best;
    }
    return { tags, margins };
  }

  private lookup(word: string): Cached {
    let e = this.cache.get(word);
    if (e) return e;
    // Two generations: when the cache fills it becomes the old one, and words still in use move back.
    e = this.old.get(word) ?? this.build(wordInfo(word, this.lexicon), this.candidates?.get(dictKey(word)) ?? null);
    if (this.cache.size >= this.cacheLimit) { this.old = this.cache; this.cache = new Map(); }
    this.cache.set(word, e);
    return e;
  }

  private sum(feats: ArrayLike<number>, into: Int32Array, block: number): void {
    for (let i = 0; i < feats.length; i++) addFeature(this.model, feats[i]!, into, block * this.K);
  }

  private build(info: WordInfo, cands: Uint8Array | null): Cached {
    const K = this.K, vec = new Int32Array(7 * K);
    info.byPos.forEach((hs, p) => this.sum(hs, vec, p));
    for (const init of [true, false]) {
      const f: number[] = [];
      initialFeatures(info, init, f);
      this.sum(f, vec, init ? 5 : 6);
    }
    let byPrev: Int32Array | null = null;
    if (K <= SMALL_TAGSET && this.wordTag) {
      byPrev = new Int32Array((K + 1) * K);
      for (let t = 0; t <= K; t++) {
        const f: number[] = [];
        wordTagFeatures(info, t, f);
        this.sum(f, byPrev, t);
      }
    }
    // Keep only what decoding reads: the per-position hashes are summed into vec already (less memory, less GC).
    const slim: WordInfo = { byPos: NO_POSITIONS, lower: info.lower, shape: info.shape, cap: info.cap, initCap: info.initCap, opener: info.opener };
    return { info: slim, vec, byPrev, cands };
  }

  private transitions(): Int32Array {
    const K = this.K, t = new Int32Array((K + 1) * (K + 1) * K);
    for (let a = 0; a <= K; a++) for (let b = 0; b <= K; b++) {
      const f: number[] = [];
      transitionFeatures(b, a, f);
      this.sum(f, t, a * (K + 1) + b);
    }
    return t;
  }
}

function addBlock(s: Int32Array, v: Int32Array, o: number, K: number): void {
  for (let k = 0; k < K; k++) s[k]! += v[o + k]!;
}
