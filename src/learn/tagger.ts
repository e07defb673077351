// Greedy left-to-right tagger with an averaged perceptron (Collins 2002): one training routine and
// one runtime decoder, both built on the features in features.ts so they score identically.
import { BOS, EOS, WINDOW, initialFeatures, isInitial, pairFeatures, startsUpper, transitionFeatures, wordInfo, wordTagFeatures, type WordInfo } from './features.js';
import { combineBits, mixBits } from './hash.js';
import { WordFeaturizer } from './word-features.js';
import type { Lexicon } from './lexicon.js';
import { dictKey, type TagDict } from './tag-dict.js';
import { addFeature, rowOf, type WeightTable } from './model.js';
import { prng } from './prng.js';
import { ownString } from './own-string.js';
import { codeUnitAt, lengthOf } from './string-reads.js';

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

/**
 * Word-cache budget in cached integers, entries and side records, half of the cache's (up to 7 MB per tagger: the
 * cache was two generations of this budget, and holds as many words in one pool now). It was 1,720,000 until
 * 2026-12-04 (over the 11,842 press releases the name tagger then kept ~17,000 words a generation, entries of 84
 * integers, and 97.0% of lookups hit; twice that budget had saved about 4% when the cache had two generations). Half of
 * it: one thread in-process the same within the noise (`bench:ab` half / full 1.001, 1.009, 0.974); `analyze --jsonl --threads 2` over the
 * whole corpus faster in 6 of 6 alternating pairs (wall 1.5–8% less, user CPU 0.5–7% less, peak RSS 1–20 MB less): two
 * workers' caches share the processor's L3. A quarter: one thread 4.4% slower (`bench:ab`), two threads no faster.
 */
const CACHE_INTS = 860_000;
/**
 * Share of a small tag set's budget kept for side records: they take 14.8 integers per entry on average (at most ~17
 * in a generation) over the press releases, so the entries fill up first.
 */
const SIDE_SHARE = 0.17;
/** Tag sets up to this size get per-word previous-tag tables (cheap to build, saves two lookups a token). */
const SMALL_TAGSET = 16;
/** Entry fields before the score blocks, in the entry's first cache line: lower hash, shape hash, flags, word length, word chars (two per integer). */
const LEN = 3, CHARS = 4;
/** Words up to this long are keys of the generation's hash table (their chars live in the entry); longer ones go in a Map. */
const KEY_CHARS = 16;
/** Integers of a packed key (two UTF-16 units each): a sentence's keys are packed once, at this stride per token. */
const KEY_INTS = KEY_CHARS / 2;
/**
 * After the chars, per score block (window -2..2, initial, non-initial, previous tag 0 for small tag sets): how much
 * more the block gives the best class that may follow class 0 than class 0 itself (see `tagInto`'s class-0 bound).
 */
const GAIN = CHARS + KEY_CHARS / 2, N_GAIN = 8;
/** A gain not computed yet (no real one comes near: gains are differences of sums of 16-bit weights). */
const NO_GAIN = -0x80000000;
/**
 * Small tag sets: offset of the entry's side record (0: none) in the side region of the generation's slab, which holds
 * the previous-tag blocks of the start state and of tags 1..K-1 and the initial block, made when a token first needs
 * one (see `sideBlock`).
 */
const SIDE = GAIN + N_GAIN;
/**
 * The entry's use mark for the cache's clock (see `evict`): the number of the `tagInto` call that last read it, or -1
 * when the clock hand passed it since.
 */
const USED = SIDE + 1;
/** Offset of the score blocks in an entry. */
const BLOCKS = USED + 1;
/**
 * Entry flags: capitalized, opener, has candidate tags (in the generation's `cands`), shape features summed from the
 * shape cache, a lowercase word (`lowerWord`); the word's capitalization class (`cap`) above them.
 */
const INIT_CAP = 1, OPENER = 2, HAS_CANDS = 4, SHAPED = 8, LOWER = 16, CAP_SHIFT = 5;
/** Summed shape-feature vectors kept (2 or 4 blocks of K integers each): all of the press releases and PolNeAR train need ~600. */
const SHAPE_CACHE = 4096;

/** The word cache: word -> entry offset in a flat slab of entries. */
interface Generation {
  /** Open addressing: (word hash, entry offset + 1) pairs; 0 marks an empty slot. */
  table: Int32Array;
  long: Map<string, number>;
  /** The word of each entry in `long`, by entry offset. */
  longOf: Map<number, string>;
  /** Entries in [0, main), side records in [main, end), then two blocks of scratch (see `sideBlock`). */
  slab: Int32Array;
  /** Candidate tags by entry offset, of the entries flagged HAS_CANDS. */
  cands: Map<number, Uint8Array>;
  used: number;
  main: number;
  /** Next free offset of the side region, and its end. */
  side: number;
  end: number;
  /** Per record room (blocks), the first of the records left behind by a record that grew or an entry evicted (0: none; each links the next). */
  free: Int32Array;
}

/**
 * Tokens a tagger's per-token buffers hold before they grow (`grow`). At 256, the first sentence longer than that (63
 * of the press releases' sentences are, one release in ~190; lists of names, tables read as one sentence) called `grow`
 * for the first time and threw away `tagInto`'s optimized code, compiled again (~20 ms) in each analysis thread. The
 * corpus's longest sentence has 1,959 tokens; at 2,048 the buffers take ~130 kB a tagger.
 */
const INITIAL_TOKENS = 2048;

/**
 * Runtime decoder over shipped weights. Each distinct word's summed weights are computed once and kept
 * in a flat Int32Array slab (entries of W integers: lower/shape/flags/chars/gains/side, then window blocks
 * -2..2, then initial / non-initial blocks, or for small tag sets the non-initial and the previous-tag-0 blocks: the
 * other previous-tag blocks and the initial block go to a side record when first needed), so tagging a token adds a
 * few contiguous vectors. Slab offsets 0 and W hold the sentence boundaries. When the slab is full, a new word takes
 * the place of one not read lately, found by a clock hand (see `evict`): one pool, nothing copied (it was two
 * generations, and the words still in use were copied from the old one to the new one: over the press releases ~13
 * copies and ~10.5 new words an article; ~8.5 new words and no copies now, with the same memory).
 *
 * A side record (small tag sets): one integer n | cap << 8 (blocks filled, blocks room), then HS integers of one byte
 * per side block u (previous tag 1..K, initial K + 1; 4 a integer: the block's slot 1..n, 0: not filled), then cap
 * blocks of K. Most words never follow a name tag nor start a sentence; those that do mostly need one to three blocks.
 */
export class GreedyTagger {
  private readonly K: number;
  private readonly pairs: TagSpec['pairs'];
  private readonly wordTag: boolean;
  private readonly byPrev: boolean;
  private readonly candidates: CandTable | null;
  private readonly allowed: Uint8Array;
  /** Any tag may follow any other (and the start state): a word with one candidate tag always gets it. */
  private readonly anyOrder: boolean;
  /** Entry size in integers. */
  private readonly W: number;
  private readonly trans: Int32Array;
  /** Classes other than 0 that may follow class 0, or null when the class-0 bound does not apply (see `tagInto`). */
  private readonly after0: Int32Array | null;
  /** Per tag before the previous one: the transition block's gain of those classes over class 0 after class 0. */
  private readonly transGain: Int32Array;
  private readonly capacity: number;
  /** Side region per generation, the header integers of a side record, the side integers kept free per token to come. */
  private readonly sideCap: number;
  private readonly HS: number;
  private readonly sideStep: number;
  private cur: Generation;
  /** The clock hand (an entry offset) and the number of the latest `tagInto` call (see `evict`). */
  private hand = 0;
  private calls = 0;
  private readonly feat: WordFeaturizer;
  private readonly s: Int32Array;
  private readonly scratch = new Int32Array(8);
  /** Features of an entry being built: hash, target offset, then the weight row found for it. */
  private fh: Int32Array = new Int32Array(256);
  private fat: Int32Array = new Int32Array(256);
  private fo: Int32Array = new Int32Array(256);
  private nf = 0;
  /** shape -> summed shape features per cap * 2 + initCap (see shapePart). */
  private readonly shapes = new Map<number, (Int32Array | undefined)[]>();
  private nShaped = 0;
  /** Start of every lone word's scores (see tagWord), made on first use. */
  private lone: Int32Array | null = null;
  /** Keeps the early row reads of `flush` from being optimized away. */
  touched = 0;
  /** Whether far tokens are O unread (see `tagInto`; tests turn it off to compare). */
  farTokens = true;
  private offsets = new Int32Array(INITIAL_TOKENS);
  private hashes = new Int32Array(INITIAL_TOKENS);
  /** Per token, the weight rows of its three pair features (see tagInto). */
  private pairRows = new Int32Array(INITIAL_TOKENS * 3);
  /** Per token, its distance to the nearest capitalized word of the sentence (see `tagInto`'s far tokens). */
  private dist = new Int32Array(INITIAL_TOKENS);
  /** The sentence's words up to KEY_CHARS long, packed (see packWord), KEY_INTS integers per token. */
  private keys = new Int32Array(INITIAL_TOKENS * KEY_INTS);
  /** Output buffers of `tagInto`, valid until the next call. */
  tags = new Int32Array(INITIAL_TOKENS);
  margins = new Float32Array(INITIAL_TOKENS);

  /** `cacheInts`: half the word cache's budget (the default suits taggers of whole sentences). */
  constructor(private readonly model: WeightTable, spec: TagSpec, private readonly lexicon: Lexicon | null, cacheInts = CACHE_INTS) {
    this.K = spec.classes.length;
    this.pairs = spec.pairs;
    this.wordTag = spec.wordTag;
    this.candidates = spec.candidates ? new CandTable(spec.candidates) : null;
    if (model.classes !== this.K) throw new Error(`weights have ${model.classes} classes, the tag set ${this.K}`);
    const K = this.K;
    this.byPrev = K <= SMALL_TAGSET && this.wordTag;
    this.W = BLOCKS + 7 * K;
    this.HS = (K + 5) >> 2;
    // A one-block side record (the side region holds at least 64 per budget; records of evicted entries are reused,
    // and when none fits, the block is computed into the scratch block each time).
    this.sideStep = this.byPrev ? 1 + this.HS + K : 0;
    this.allowed = allowedTable(spec);
    this.anyOrder = this.allowed.every((x) => x === 1);
    this.s = new Int32Array(K);
    this.feat = new WordFeaturizer(lexicon);
    this.trans = this.transitions();
    const after0: number[] = [];
    for (let k = 1; k < K; k++) if (this.allowed[k]) after0.push(k);
    // The bound covers the blocks of an entry plus the transition, so not the two word-tag lookups of large tag sets.
    this.after0 = this.allowed[0] && after0.length > 0 && (this.byPrev || !this.wordTag) ? Int32Array.from(after0) : null;
    this.transGain = new Int32Array(K + 1);
    for (let t2 = 0; t2 <= K; t2++) this.transGain[t2] = this.gainOf(this.trans, t2 * (K + 1) * K);
    // (twice the budget's entries and side records: the cache was two generations of it)
    const side = this.byPrev ? Math.floor(cacheInts * SIDE_SHARE) : 0;
    this.capacity = 2 * Math.max(Math.floor((cacheInts - side) / this.W), 64) * this.W;
    this.sideCap = this.byPrev ? 2 * Math.max(side, 64 * this.sideStep) : 0;
    this.cur = this.generation(this.capacity);
  }

  /**
   * The tag `tagInto` gives `word` wherever it stands, when the tag dictionary gives it one candidate and any tag may
   * follow any other (as in the POS tag set), without tagging its sentence; -1 otherwise.
   */
  fixedTag(word: string): number {
    if (!this.anyOrder || !this.candidates) return -1;
    const c = this.candidates.get(dictKey(word));
    return c !== null && c.length === 1 ? c[0]! : -1;
  }

  /** Tags one sentence into fresh arrays. */
  tag(words: readonly string[]): Tagged {
    const n = this.tagInto(words);
    return { tags: this.tags.slice(0, n), margins: this.margins.slice(0, n) };
  }

  /**
   * Tags one sentence into `tags` / `margins` (reused between calls); returns the sentence length. With `margins0`
   * false, a token tagged 0 may have NaN for its margin: when the previous tag is 0, no pair feature applies and the
   * sum of the entry blocks' largest gains over class 0 (`GAIN`) is not positive, no class that may follow 0 scores
   * above it, so the token is 0 without its scores (the same tags; about 3 tokens in 4 of a press release). `n`: the
   * sentence is the first n words (a caller may reuse one longer array). A name tagger (pairs near capitals only) with
   * `margins0` false also tags far tokens O without reading them (see below; `farTokens`). With `from` (2 or more), only
   * words from..n-1 are tagged, after the given tags of words from-1 (`prev1`) and from-2 (`prev2`), which the words
   * before `from` are only the window of: a token's tag depends on the words two either side and the two tags before
   * it, so these are the tags the whole sentence would give where those two are (the caller knows them: `fixedTag`).
   */
  tagInto(words: readonly string[], margins0 = true, n = words.length, from = 0, prev1 = -1, prev2 = -1): number {
    const K = this.K, W = this.W, s = this.s, model = this.model, allowed = this.allowed;
    if (from !== 0 && (from < 2 || prev1 < 0 || prev1 >= K || prev2 < 0 || prev2 >= K || this.farTokens && !margins0)) {
      throw new Error(`tagInto from ${from}: tags from the third word on, after two known tags, of a tagger that reads every word`);
    }
    if (this.tags.length < n) this.grow(n);
    // (the entries a sentence reads are never evicted while it is tagged: the slab must hold them all and the boundaries)
    if ((n + 2) * W > this.cur.main) this.cur = this.generation((n + 2) * W);
    const now = ++this.calls;
    const off = this.offsets, tags = this.tags, margins = this.margins, hashes = this.hashes, keys = this.keys, dist = this.dist;
    // Far tokens (name taggers, margins of O not asked for): a token at least 3 words from any capitalized word of its
    // sentence, whose previous tag is O, is O, unread: no pair feature applies to it, and the tagger found names there
    // only as errors (on 2,000 press releases: the Spanish article "la" as an organization, 24 sentences). So a word
    // more than 4 from any capitalized one is not looked up at all (the entries a token reads are those of its window),
    // unless a name runs on to a far token (then its window is looked up when that token is scored). Over the press
    // releases 52% of the tokens are far, 38% more than 4 from a capital.
    const farMode = this.farTokens && !margins0 && this.after0 !== null && this.pairs === 'caps';
    if (farMode) {
      let last = -0x40000000;
      for (let i = 0; i < n; i++) { if (startsUpper(words[i]!)) last = i; dist[i] = i - last; }
      last = 0x7fffffff;
      for (let i = n - 1; i >= 0; i--) { if (dist[i] === 0) last = i; else if (last - i < dist[i]!) dist[i] = last - i; }
    }
    // (the tokens whose entries are looked up ahead: every token, or the first three and those within 4 of a capital)
    const needed = (i: number): boolean => !farMode || i <= 2 || dist[i]! <= 4;
    // Hashes first (each word's units packed as it is hashed, the one walk over its string: the table compares the
    // packed integers), then the first table slot and entry header of every word touched, then the lookups: the loads
    // of the second pass are independent, so their cache misses overlap instead of coming one after another.
    for (let i = 0; i < n; i++) if (needed(i)) hashes[i] = packWord(words[i]!, keys, i * KEY_INTS);
    {
      const table = this.cur.table, tmask = (table.length >> 1) - 1, slab0 = this.cur.slab;
      let touch = 0;
      for (let i = 0; i < n; i++) {
        if (!needed(i)) continue;
        const e1 = table[((hashes[i]! & tmask) << 1) + 1]!;
        if (e1 !== 0) touch ^= slab0[e1 - 1 + LEN]!;
      }
      this.touched = touch;
    }
    // (a word in the cache found here; the rest, rare, in `lookup`; each entry read is marked with this call's number)
    for (let i = 0; i < n; i++) off[i] = needed(i) ? this.find(words[i]!, i, now) : -1;
    const slab = this.cur.slab, cands = this.cur.cands, trans = this.trans;
    {
      // The same for the score blocks of the entries (window, initial / non-initial or non-initial / previous tag O),
      // a load per cache line (16 integers), before the scoring loop reads them; with the class-0 bound, only the words
      // within two of a capitalized one (the others mostly take the bound, which reads the entries' first fields only).
      let touch = 0;
      if (farMode) {
        for (let i = 0; i < n; i++) {
          if (dist[i]! > 2) continue;
          const e = off[i]!;
          for (let o = e + BLOCKS; o < e + W; o += 16) touch ^= slab[o]!;
        }
      } else if (!margins0 && this.after0 !== null) {
        for (let i = 0; i < n; i++) {
          let f = slab[off[i]! + 2]!;
          if (i >= 1) f |= slab[off[i - 1]! + 2]!;
          if (i >= 2) f |= slab[off[i - 2]! + 2]!;
          if (i + 1 < n) f |= slab[off[i + 1]! + 2]!;
          if (i + 2 < n) f |= slab[off[i + 2]! + 2]!;
          if ((f & INIT_CAP) === 0) continue;
          const e = off[i]!;
          for (let o = e + BLOCKS; o < e + W; o += 16) touch ^= slab[o]!;
        }
      } else for (let i = 0; i < n; i++) { const e = off[i]!; for (let o = e + BLOCKS; o < e + W; o += 16) touch ^= slab[o]!; }
      this.touched ^= touch;
    }
    const occupied = model.occupied, rows = model.rows, mask = (1 << model.bits) - 1;
    const pairs = this.pairs !== 'none', capsOnly = this.pairs === 'caps', byPrev = this.byPrev, wordTag = this.wordTag;
    const pr = this.pairRows;
    if (pairs) {
      // The pair features depend on the words only, not on the tags: every token's three weight rows (0: none) are found
      // here, all bitmap probes and first row loads of the sentence together, so their cache misses overlap instead of
      // coming one after another in the scoring loop (-1: the token has no pair features, no capital near it).
      let touch = 0;
      for (let i = 0; i < n; i++) {
        // (far mode: a capital within one word is what INIT_CAP of the word or a neighbour says, without their entries)
        if (farMode && dist[i]! > 1) { pr[3 * i] = -1; continue; }
        const e = off[i]!, ep = i >= 1 ? off[i - 1]! : 0, en = i + 1 < n ? off[i + 1]! : W;
        if (capsOnly && ((slab[ep + 2]! | slab[e + 2]! | slab[en + 2]!) & INIT_CAP) === 0) { pr[3 * i] = -1; continue; }
        const lower = slab[e]!, shape = slab[e + 1]!;
        const o1 = rowOf(occupied, combineBits(combineBits(slab[ep]!, lower), 0x102) & mask, K);
        const o2 = rowOf(occupied, combineBits(combineBits(lower, slab[en]!), 0x103) & mask, K);
        const o3 = rowOf(occupied, combineBits(combineBits(combineBits(slab[ep + 1]!, shape), slab[en + 1]!), 0x104) & mask, K);
        pr[3 * i] = o1; pr[3 * i + 1] = o2; pr[3 * i + 2] = o3;
        touch ^= rows[o1]! ^ rows[o2]! ^ rows[o3]!;
      }
      this.touched ^= touch;
    }
    const tmp = this.scratch, bound0 = !margins0 && this.after0 !== null, transGain = this.transGain;
    let t1 = from > 0 ? prev1 : K, t2 = from > 0 ? prev2 : K;
    for (let i = from; i < n; i++) {
      if (farMode && dist[i]! > 2) {
        if (t1 === 0) { tags[i] = 0; margins[i] = NaN; t2 = t1; t1 = 0; continue; }
        // a name running on to a far token (or the first token, after the start state): its window's words, when not looked up yet
        for (let j = Math.max(0, i - 2); j <= i + 2 && j < n; j++) if (off[j]! < 0) { hashes[j] = packWord(words[j]!, keys, j * KEY_INTS); off[j] = this.find(words[j]!, j, now); }
      }
      const e = off[i]!, c = (slab[e + 2]! & HAS_CANDS) !== 0 ? cands.get(e)! : null;
      if (c && c.length === 1 && allowed[t1 * K + c[0]!]) {
        tags[i] = c[0]!; margins[i] = Infinity; t2 = t1; t1 = c[0]!;
        continue;
      }
      // A lowercase word after O is O, unscored (name taggers): a name starts at a capital. On CoNLL-2003 valid, 6 of 5,898
      // names start at a lowercase word not kept by lowerWord ("serie A", "interior ministry"); on 3,000 press releases the
      // tagger started 208 names at one, most of them Spanish articles ("la Rep. Lee", "el Seguro Social") and ordinals
      // ("the 21st Annual"). A quarter of the tokens it scored there.
      if (farMode && t1 === 0 && (slab[e + 2]! & LOWER) !== 0) { tags[i] = 0; margins[i] = NaN; t2 = t1; t1 = 0; continue; }
      // Window blocks -2..2 of the neighbours (offset 0: start, W: end of sentence), the word's own blocks, the transition block.
      const ep = i >= 1 ? off[i - 1]! : 0, en = i + 1 < n ? off[i + 1]! : W;
      const em2 = i >= 2 ? off[i - 2]! : 0, ep2 = i + 2 < n ? off[i + 2]! : W;
      const initial = i === 0 || (slab[ep + 2]! & OPENER) !== 0;
      if (bound0 && t1 === 0 && c === null && (!pairs || capsOnly && ((slab[ep + 2]! | slab[e + 2]! | slab[en + 2]!) & INIT_CAP) === 0)
        && slab[em2 + GAIN]! + slab[ep + GAIN + 1]! + slab[e + GAIN + 2]! + slab[en + GAIN + 3]! + slab[ep2 + GAIN + 4]!
          + (initial ? this.initialGain(slab, e) : slab[e + GAIN + 6]!) + slab[e + GAIN + 7]! + transGain[t2]! <= 0) {
        tags[i] = 0; margins[i] = NaN; t2 = t1; t1 = 0;
        continue;
      }
      const o0 = em2 + BLOCKS, o1 = ep + BLOCKS + K, o2 = e + BLOCKS + 2 * K, o3 = en + BLOCKS + 3 * K;
      const o4 = ep2 + BLOCKS + 4 * K;
      const ot = (t2 * (K + 1) + t1) * K, nc = c ? c.length : K;
      if (byPrev) {
        let op = t1 === 0 ? e + BLOCKS + 6 * K : this.sideBlock(slab, e, t1), oi = e + BLOCKS + 5 * K;
        if (initial) {
          const r = slab[e + SIDE]!;
          oi = this.sideBlock(slab, e, K + 1);
          // (the record grew into a new place: the previous-tag block is there now)
          if (t1 !== 0 && slab[e + SIDE] !== r) op = this.sideBlock(slab, e, t1);
        }
        for (let j = 0; j < nc; j++) {
          const k = c ? c[j]! : j;
          s[k] = slab[o0 + k]! + slab[o1 + k]! + slab[o2 + k]! + slab[o3 + k]! + slab[o4 + k]! + slab[oi + k]! + trans[ot + k]! + slab[op + k]!;
        }
      } else {
        const oi = e + BLOCKS + (initial ? 5 : 6) * K;
        for (let j = 0; j < nc; j++) {
          const k = c ? c[j]! : j;
          s[k] = slab[o0 + k]! + slab[o1 + k]! + slab[o2 + k]! + slab[o3 + k]! + slab[o4 + k]! + slab[oi + k]! + trans[ot + k]!;
        }
      }
      if (pairs && pr[3 * i]! >= 0) {
        for (let f = 3 * i; f < 3 * i + 3; f++) {
          const o = pr[f]!;
          if (o === 0) continue;
          for (let j = 0; j < nc; j++) { const k = c ? c[j]! : j; s[k] = s[k]! + rows[o + k]!; }
        }
      }
      if (!byPrev && wordTag) {
        const lower = slab[e]!, shape = slab[e + 1]!;
        tmp[0] = combineBits(lower, 0x300 + t1); tmp[1] = combineBits(shape, 0x400 + t1);
        for (let f = 0; f < 2; f++) {
          const o = rowOf(occupied, tmp[f]! & mask, K);
          if (o === 0) continue;
          for (let j = 0; j < nc; j++) { const k = c ? c[j]! : j; s[k] = s[k]! + rows[o + k]!; }
        }
      }
      let best = -1, second = -1;
      for (let j = 0; j < nc; j++) {
        const k = c ? c[j]! : j;
        if (!allowed[t1 * K + k]) continue;
        if (best < 0 || s[k]! > s[best]!) { second = best; best = k; } else if (second < 0 || s[k]! > s[second]!) second = k;
      }
      tags[i] = best;
      margins[i] = second < 0 ? Infinity : (s[best]! - s[second]!) / model.scale;
      t2 = t1; t1 = best;
    }
    return n;
  }

  /** The entry of the sentence's word i (its key packed at i * KEY_INTS, its hash in `hashes`), found or built, marked read by call `now`. */
  private find(word: string, i: number, now: number): number {
    const cur = this.cur, at = i * KEY_INTS, h = this.hashes[i]!;
    const n = lengthOf(word);
    let e = n > KEY_CHARS ? cur.long.get(word) ?? -1 : findKey(cur, this.keys, at, n, h);
    if (e < 0) e = this.lookup(word, this.keys, at, h);
    cur.slab[e + USED] = now;
    return e;
  }

  /**
   * The tag of `word` as a sentence of its own: tagInto([word]) and tags[0], without a cache entry. A lone word reads
   * only its own offset-0 block and its initial block (and the previous-tag block of the start state), so only those
   * features are looked up, and none for a word the tag dictionary gives one tag; the boundaries' blocks and the
   * start transition are one fixed vector. (Integer sums: the same scores in another order of additions.)
   */
  tagWord(word: string): number {
    const K = this.K, s = this.s, allowed = this.allowed, st = K * K; // allowed row of the start state
    let c: Uint8Array | null, lower: number, shape: number, cap: number, initCap: boolean, flags: number;
    const f = this.feat, featurized = f.run(word);
    let info: WordInfo | null = null;
    if (featurized) {
      c = this.candidates?.get(f.dictKey) ?? null;
      lower = f.lower; shape = f.shape; cap = f.cap; initCap = f.initCap; flags = f.initCap ? INIT_CAP : 0;
    } else {
      info = wordInfo(word, this.lexicon);
      c = this.candidates?.get(dictKey(word)) ?? null;
      lower = info.lower; shape = info.shape; cap = info.cap; initCap = info.initCap; flags = info.initCap ? INIT_CAP : 0;
    }
    if (c && c.length === 1 && allowed[st + c[0]!]) return c[0]!;
    const lone = this.lone ??= this.loneBase();
    s.set(lone);
    // (the features are queued and added by flush, whose row probes all come first: their cache misses overlap)
    // offset-0 block
    if (info) for (const h of info.byPos[WINDOW]!) this.push(h, 0);
    else for (let i = 0; i < f.nAll; i++) this.push(combineBits(f.all[i]!, 0x5a17 + 2), 0);
    // initial block (init = 1, as in finish) and the start state's previous-tag features (as byPrev blocks or wordTag features)
    const shaped = this.shapePart(shape, cap, initCap);
    if (shaped) for (let k = 0; k < K; k++) s[k] = s[k]! + shaped[k]!;
    else {
      this.push(combineBits(shape, 0x100 + 1), 0);
      this.push(combineBits(cap * 4 + (initCap ? 2 : 0) + 1, 0x101), 0);
    }
    this.push(combineBits(lower, 0x105 + 1), 0);
    if (this.wordTag) {
      this.push(combineBits(lower, 0x300 + K), 0);
      if (this.byPrev && shaped) for (let k = 0; k < K; k++) s[k] = s[k]! + shaped[3 * K + k]!;
      else this.push(combineBits(shape, 0x400 + K), 0);
    }
    if (this.pairs !== 'none') {
      const b = this.cur.slab, W = this.W; // the boundary entries: offset 0 (start) and W (end)
      if (this.pairs === 'all' || ((b[2]! | flags | b[W + 2]!) & INIT_CAP) !== 0) {
        this.push(combineBits(combineBits(b[0]!, lower), 0x102), 0);
        this.push(combineBits(combineBits(lower, b[W]!), 0x103), 0);
        this.push(combineBits(combineBits(combineBits(b[1]!, shape), b[W + 1]!), 0x104), 0);
      }
    }
    this.flush(s);
    const nc = c ? c.length : K;
    let best = -1;
    for (let j = 0; j < nc; j++) {
      const k = c ? c[j]! : j;
      if (!allowed[st + k]) continue;
      if (best < 0 || s[k]! > s[best]!) best = k;
    }
    return best;
  }

  /** What every lone word's scores start from: the start boundary's blocks -2 and -1, the end's +1 and +2, the start transition. */
  private loneBase(): Int32Array {
    const K = this.K, W = this.W, b = this.cur.slab, v = new Int32Array(K), ot = (K * (K + 1) + K) * K;
    for (let k = 0; k < K; k++) v[k] = b[BLOCKS + k]! + b[BLOCKS + K + k]! + b[W + BLOCKS + 3 * K + k]! + b[W + BLOCKS + 4 * K + k]! + this.trans[ot + k]!;
    return v;
  }

  private grow(n: number): void {
    let size = this.tags.length;
    while (size < n) size *= 2;
    this.tags = new Int32Array(size); this.margins = new Float32Array(size); this.offsets = new Int32Array(size); this.hashes = new Int32Array(size);
    this.keys = new Int32Array(size * KEY_INTS); this.pairRows = new Int32Array(size * 3); this.dist = new Int32Array(size);
  }

  /**
   * An empty cache of at least `main` integers of entries (whole entries), whose first two entries are the sentence
   * boundaries (entries in slab[0, main), side records after, scratch last); a sentence longer than the slab holds
   * starts a larger one.
   */
  private generation(main: number): Generation {
    main = Math.max(main, this.capacity);
    const slab = new Int32Array(main + this.sideCap + 2 * this.K);
    let size = 2;
    // At most half the slots filled.
    while (size < (main / this.W) * 2) size <<= 1;
    const g: Generation = {
      table: new Int32Array(size * 2), long: new Map(), longOf: new Map(), slab, cands: new Map(), used: 0, main, side: main,
      end: slab.length - 2 * this.K, free: new Int32Array(this.K + 2),
    };
    this.hand = 2 * this.W;
    this.fromInfo(g, BOS, null);
    this.fromInfo(g, EOS, null);
    return g;
  }

  /** Offset of a new entry in g: the next free one, or when the slab is full, one evicted (see `evict`). */
  private newEntry(g: Generation): number {
    if (g.used + this.W <= g.main) { const e = g.used; g.used += this.W; return e; }
    return this.evict(g);
  }

  /**
   * A clock over the entries (not the boundaries): the hand passes entries read since it last passed them (their
   * `USED` mark set to -1 as it goes) and entries read by the sentence being tagged (left as they are), and evicts the
   * first it finds unread since its last pass: its key leaves the table (or the long words' map), its side record the
   * slab (to the free list of its room), its candidate tags the map.
   */
  private evict(g: Generation): number {
    const W = this.W, slab = g.slab, now = this.calls;
    for (;;) {
      const e = this.hand;
      this.hand = e + W >= g.main ? 2 * W : e + W;
      const u = slab[e + USED]!;
      if (u === now) continue;
      if (u >= 0) { slab[e + USED] = -1; continue; }
      const long = g.longOf.get(e);
      if (long !== undefined) { g.long.delete(long); g.longOf.delete(e); } else dropKey(g, e);
      const r = slab[e + SIDE]!;
      if (r !== 0) { const room = slab[r]! >>> 8; slab[r] = g.free[room]!; g.free[room] = r; }
      if ((slab[e + 2]! & HAS_CANDS) !== 0) g.cands.delete(e);
      return e;
    }
  }

  /** Entry offset of a word not in the cache (keys[at ..]: its packed units, h: their hash), built. */
  private lookup(word: string, keys: Int32Array, at: number, h: number): number {
    const cur = this.cur, n = word.length;
    const e = this.feat.run(word) ? this.fromFeaturizer(cur) : this.fromInfo(cur, wordInfo(word, this.lexicon), this.candidates?.get(dictKey(word)) ?? null);
    if (lowerWord(word)) cur.slab[e + 2] = cur.slab[e + 2]! | LOWER;
    if (n > KEY_CHARS) { const w = ownString(word); cur.long.set(w, e); cur.longOf.set(e, w); return e; }
    const slab = cur.slab, table = cur.table, mask = (table.length >> 1) - 1;
    slab[e + LEN] = n;
    for (let j = 0; j < (n + 1) >> 1; j++) slab[e + CHARS + j] = keys[at + j]!;
    let s = h & mask;
    while (table[s * 2 + 1] !== 0) s = (s + 1) & mask;
    table[s * 2] = h; table[s * 2 + 1] = e + 1;
    return e;
  }

  /** Queues feature hash h for slab[at .. at + K) of the entry being built. */
  private push(h: number, at: number): void {
    if (this.nf === this.fh.length) { this.fh = grown(this.fh); this.fat = grown(this.fat); this.fo = new Int32Array(this.fh.length); }
    this.fh[this.nf] = h; this.fat[this.nf++] = at;
  }

  /** Adds the queued features' weights: all bitmap probes first (independent loads overlap their cache misses), then the rows. */
  private flush(slab: Int32Array): void {
    const K = this.K, rows = this.model.rows, occupied = this.model.occupied, mask = (1 << this.model.bits) - 1;
    const n = this.nf, fh = this.fh, fat = this.fat, fo = this.fo;
    // Touching each row here starts its cache miss early too (its first and last weights: a row of the POS tagger's 45
    // classes spans two or three cache lines, and one of the name tagger's 9 may cross a line's end).
    // (two passes: every bitmap probe of the entry first, then every row, so a row's miss does not wait behind its own
    // probe's miss in the same short chain)
    let touch = 0;
    for (let j = 0; j < n; j++) fo[j] = rowOf(occupied, fh[j]! & mask, K);
    for (let j = 0; j < n; j++) { const o = fo[j]!; touch ^= rows[o]! ^ rows[o + K - 1]!; }
    this.touched = touch;
    for (let j = 0; j < n; j++) {
      const o = fo[j]!, at = fat[j]!;
      if (o === 0) continue;
      for (let k = 0; k < K; k++) slab[at + k] = slab[at + k]! + rows[o + k]!;
    }
    this.nf = 0;
  }

  /** Builds a new entry from the featurizer's current word. */
  private fromFeaturizer(g: Generation): number {
    const K = this.K, f = this.feat, e = this.newEntry(g), b = e + BLOCKS;
    for (let i = 0; i < f.nFar; i++) { this.push(combineBits(f.far[i]!, 0x5a17), b); this.push(combineBits(f.far[i]!, 0x5a17 + 4), b + 4 * K); }
    for (let i = 0; i < f.nNear; i++) { this.push(combineBits(f.near[i]!, 0x5a17 + 1), b + K); this.push(combineBits(f.near[i]!, 0x5a17 + 3), b + 3 * K); }
    for (let i = 0; i < f.nAll; i++) this.push(combineBits(f.all[i]!, 0x5a17 + 2), b + 2 * K);
    this.finish(g, e, f.lower, f.shape, f.cap, f.initCap, f.opener);
    const c = this.candidates?.get(f.dictKey);
    if (c) { g.cands.set(e, c); g.slab[e + 2] = g.slab[e + 2]! | HAS_CANDS; }
    return e;
  }

  /** Builds a new entry from a WordInfo (boundaries and words the featurizer does not handle). */
  private fromInfo(g: Generation, info: WordInfo, cands: Uint8Array | null): number {
    const K = this.K, e = this.newEntry(g);
    info.byPos.forEach((hs, p) => { for (const h of hs) this.push(h, e + BLOCKS + p * K); });
    this.finish(g, e, info.lower, info.shape, info.cap, info.initCap, info.opener);
    if (cands) { g.cands.set(e, cands); g.slab[e + 2] = g.slab[e + 2]! | HAS_CANDS; }
    return e;
  }

  /**
   * Queues the initial / non-initial and previous-tag-0 features of entry e, then fills it. For small tag sets the
   * initial block is a side block and its class-0 gain is left unset (NO_GAIN) until a token of the word is first
   * scored as initial (see `initialGain`): most words never start a sentence, and its row was one more memory miss of
   * every new word.
   */
  private finish(g: Generation, e: number, lower: number, shape: number, cap: number, initCap: boolean, opener: boolean): void {
    const K = this.K, slab = g.slab, b = e + BLOCKS, byPrev = this.byPrev;
    // Where the initial block (not for small tag sets), the non-initial block and (small tag sets) the previous-tag-0 block are summed.
    const bi = b + 5 * K, bn = byPrev ? b + 5 * K : b + 6 * K, b0 = b + 6 * K;
    slab.fill(0, e, e + this.W);
    // The features of these blocks that depend on the shape and capitalization only come summed from a small cache
    // (integer sums: the order of the additions does not change them).
    const shaped = this.shapePart(shape, cap, initCap);
    // (the shape part's first blocks: initial, non-initial, previous tag 0 for small tag sets)
    if (shaped) {
      if (byPrev) for (let k = 0; k < K; k++) { slab[bn + k] = shaped[K + k]!; slab[b0 + k] = shaped[2 * K + k]!; }
      else for (let k = 0; k < K; k++) { slab[bi + k] = shaped[k]!; slab[bn + k] = shaped[K + k]!; }
    }
    // Same hashes as initialFeatures (init = 1: initial block, 0: non-initial) and wordTagFeatures (previous tag 0).
    for (let init = 0; init < (byPrev ? 1 : 2); init++) {
      const at = init ? bi : bn;
      if (!shaped) {
        this.push(combineBits(shape, 0x100 + init), at);
        this.push(combineBits(cap * 4 + (initCap ? 2 : 0) + init, 0x101), at);
      }
      this.push(combineBits(lower, 0x105 + init), at);
    }
    if (byPrev) {
      this.push(combineBits(lower, 0x300), b0);
      if (!shaped) this.push(combineBits(shape, 0x400), b0);
    }
    this.flush(slab);
    if (this.after0) {
      for (let j = 0; j < 5; j++) slab[e + GAIN + j] = this.gainOf(slab, b + j * K);
      slab[e + GAIN + 5] = byPrev ? NO_GAIN : this.gainOf(slab, bi);
      slab[e + GAIN + 6] = this.gainOf(slab, bn);
      slab[e + GAIN + 7] = byPrev ? this.gainOf(slab, b0) : 0;
    }
    slab[e] = lower; slab[e + 1] = shape;
    slab[e + 2] = (initCap ? INIT_CAP : 0) | (opener ? OPENER : 0) | (shaped ? SHAPED : 0) | cap << CAP_SHIFT;
  }

  /**
   * Offset of side block t of entry e of the current generation (the previous-tag block of tag t = 1..K, not 0, or the
   * initial block, t = K + 1): in the entry's side record, filled there the first time it is asked for; when the side
   * region is full, in the generation's first (previous tag) or second (initial) scratch block, filled anew.
   */
  private sideBlock(slab: Int32Array, e: number, t: number): number {
    const r = slab[e + SIDE]!;
    if (r !== 0) {
      const slot = (slab[r + 1 + (t >> 2)]! >>> ((t & 3) << 3)) & 255;
      if (slot !== 0) return r + 1 + this.HS + (slot - 1) * this.K;
    }
    return this.newSideBlock(slab, e, t);
  }

  /** The class-0 gain of entry e's initial block (small tag sets: computed from its side block on first use, then kept). */
  private initialGain(slab: Int32Array, e: number): number {
    const v = slab[e + GAIN + 5]!;
    if (v !== NO_GAIN) return v;
    const g = this.gainOf(slab, this.sideBlock(slab, e, this.K + 1));
    slab[e + GAIN + 5] = g;
    return g;
  }

  /** `sideBlock` of a block not in the entry's side record: a record made or grown for it, or the scratch block. */
  private newSideBlock(slab: Int32Array, e: number, t: number): number {
    const K = this.K, HS = this.HS, bi = (t & 3) << 3, g = this.cur;
    let r = slab[e + SIDE]!;
    let n = 0, at: number;
    if (r === 0 || (n = slab[r]! & 255) === slab[r]! >>> 8) {
      // No record yet or a full one: a new record with twice the room (at most K + 1 blocks), the filled blocks copied over.
      const cap = r === 0 ? 1 : Math.min(2 * n, K + 1), nr = this.sideAlloc(g, cap);
      if (nr === 0) at = t > K ? g.end + K : g.end;
      else {
        if (r === 0) slab.fill(0, nr, nr + 1 + HS);
        else {
          slab.copyWithin(nr, r, r + 1 + HS + n * K);
          slab[r] = g.free[n]!; g.free[n] = r;
        }
        slab[nr] = n | cap << 8;
        slab[e + SIDE] = r = nr;
        at = r + 1 + HS + n * K;
      }
    } else at = r + 1 + HS + n * K;
    slab.fill(0, at, at + K);
    // (the shape features are added here whether or not the entry's blocks came from the shape cache: the same sums)
    if (t <= K) {
      addFeature(this.model, combineBits(slab[e]!, 0x300 + t), slab, at);
      addFeature(this.model, combineBits(slab[e + 1]!, 0x400 + t), slab, at);
    } else {
      // as in finish, init = 1
      const f = slab[e + 2]!;
      addFeature(this.model, combineBits(slab[e + 1]!, 0x100 + 1), slab, at);
      addFeature(this.model, combineBits((f >>> CAP_SHIFT) * 4 + ((f & INIT_CAP) !== 0 ? 2 : 0) + 1, 0x101), slab, at);
      addFeature(this.model, combineBits(slab[e]!, 0x105 + 1), slab, at);
    }
    if (at < g.end) {
      slab[r] = slab[r]! + 1;
      slab[r + 1 + (t >> 2)] = slab[r + 1 + (t >> 2)]! | (n + 1) << bi;
    }
    return at;
  }

  /** A side record with room for `cap` blocks in generation g (a left one of that room first), or 0 when the region is full. */
  private sideAlloc(g: Generation, cap: number): number {
    let r = g.free[cap]!;
    if (r !== 0) { g.free[cap] = g.slab[r]!; return r; }
    const len = 1 + this.HS + cap * this.K;
    if (g.side + len > g.end) return 0;
    r = g.side; g.side += len;
    return r;
  }

  /**
   * Summed weights of the shape and capitalization features of blocks 5.. (initial, non-initial, previous-tag blocks for
   * small tag sets) for one (shape, cap, initCap); null once the cache is full (the caller queues those features itself).
   */
  private shapePart(shape: number, cap: number, initCap: boolean): Int32Array | null {
    let byCap = this.shapes.get(shape);
    const key = cap * 2 + (initCap ? 1 : 0);
    let v = byCap?.[key];
    if (v) return v;
    if (this.nShaped >= SHAPE_CACHE) return null;
    if (!byCap) { byCap = []; this.shapes.set(shape, byCap); }
    const K = this.K;
    // (small tag sets: then the previous-tag blocks an entry or a lone word sums from here, tag 0 and the start state;
    // the other tags' blocks are summed in the side records from the features themselves)
    v = new Int32Array((this.byPrev ? 4 : 2) * K);
    for (let init = 0; init < 2; init++) {
      const at = (init ? 0 : 1) * K;
      addFeature(this.model, combineBits(shape, 0x100 + init), v, at);
      addFeature(this.model, combineBits(cap * 4 + (initCap ? 2 : 0) + init, 0x101), v, at);
    }
    if (this.byPrev) { addFeature(this.model, combineBits(shape, 0x400), v, 2 * K); addFeature(this.model, combineBits(shape, 0x400 + K), v, 3 * K); }
    byCap[key] = v;
    this.nShaped++;
    return v;
  }

  /** The largest gain over class 0 of a class that may follow class 0, in the block of scores v[o .. o + K). */
  private gainOf(v: Int32Array, o: number): number {
    const a = this.after0;
    if (!a) return 0;
    let g = v[o + a[0]!]! - v[o]!;
    for (let j = 1; j < a.length; j++) { const d = v[o + a[j]!]! - v[o]!; if (d > g) g = d; }
    return g;
  }

  private transitions(): Int32Array {
    const K = this.K, t = new Int32Array((K + 1) * (K + 1) * K);
    for (let a = 0; a <= K; a++) for (let b = 0; b <= K; b++) {
      const f: number[] = [];
      transitionFeatures(b, a, f);
      for (const h of f) addFeature(this.model, h, t, (a * (K + 1) + b) * K);
    }
    return t;
  }
}

/**
 * Packs a word of up to KEY_CHARS units into keys[at ..], two units per integer (the first in the low half; an odd
 * last unit alone), and returns the table hash of those integers (FNV-1a over them, mixed), odd, as 0 marks an empty
 * table slot. A longer word (kept in a generation's Map) is not packed. The hash is the table's only: no weight or
 * output depends on it.
 */
function packWord(word: string, keys: Int32Array, at: number): number {
  const n = lengthOf(word);
  if (n > KEY_CHARS) return 1;
  let h = 0x811c9dc5, i = 0, j = at;
  for (; i + 1 < n; i += 2) { const v = codeUnitAt(word, i) | codeUnitAt(word, i + 1) << 16; keys[j++] = v; h = Math.imul(h ^ v, 0x01000193); }
  if (i < n) { const v = codeUnitAt(word, i); keys[j] = v; h = Math.imul(h ^ v, 0x01000193); }
  return mixBits(h) | 1;
}

/** Removes entry e (a word of up to KEY_CHARS units) from g's table: its packed key rehashed as packWord hashed it, the slots after it shifted back. */
function dropKey(g: Generation, e: number): void {
  const table = g.table, slab = g.slab, mask = (table.length >> 1) - 1, m = (slab[e + LEN]! + 1) >> 1;
  let h = 0x811c9dc5;
  for (let j = 0; j < m; j++) h = Math.imul(h ^ slab[e + CHARS + j]!, 0x01000193);
  h = mixBits(h) | 1;
  let i = h & mask;
  while (table[i * 2 + 1] !== e + 1) i = (i + 1) & mask;
  // (linear probing without tombstones: a later key of the run moves into the hole unless the hole lies before its home slot)
  for (let j = (i + 1) & mask; table[j * 2 + 1] !== 0; j = (j + 1) & mask) {
    const home = table[j * 2]! & mask;
    if (((j - home) & mask) >= ((j - i) & mask)) { table[i * 2] = table[j * 2]!; table[i * 2 + 1] = table[j * 2 + 1]!; i = j; }
  }
  table[i * 2] = 0; table[i * 2 + 1] = 0;
}

/** Entry offset of the word packed in keys[at ..] (n units, h: its packWord hash) in generation g, or -1. */
function findKey(g: Generation, keys: Int32Array, at: number, n: number, h: number): number {
  const table = g.table, slab = g.slab, mask = (table.length >> 1) - 1, m = (n + 1) >> 1;
  for (let s = h & mask; ; s = (s + 1) & mask) {
    const e1 = table[s * 2 + 1]!;
    if (e1 === 0) return -1;
    if (table[s * 2] !== h) continue;
    const e = e1 - 1;
    if (slab[e + LEN] !== n) continue;
    let j = 0;
    while (j < m && slab[e + CHARS + j] === keys[at + j]) j++;
    if (j === m) return e;
  }
}

/**
 * A tag dictionary as an open-addressing table of its keys as 32-bit integers: most keys are hashes above the small-
 * integer range, which a Map keyed by numbers hashes as heap numbers (boxing the key of every lookup). The keys are
 * hashes already, so their low bits pick the slot. get(k) is dict.get(k) ?? null for any key of the dictionary's range.
 */
class CandTable {
  /** Per slot: key | 0, and 1 + index into `tags` (0: empty). */
  private readonly keys: Int32Array;
  private readonly at: Int32Array;
  private readonly tags: Uint8Array[];
  private readonly mask: number;

  constructor(dict: TagDict) {
    let size = 2;
    while (size < dict.size * 2) size <<= 1;
    this.keys = new Int32Array(size); this.at = new Int32Array(size); this.mask = size - 1; this.tags = [];
    for (const [k, v] of dict) {
      let s = k & this.mask;
      while (this.at[s] !== 0) s = (s + 1) & this.mask;
      this.keys[s] = k | 0; this.at[s] = this.tags.push(v);
    }
  }

  get(key: number): Uint8Array | null {
    const k = key | 0, keys = this.keys, at = this.at, mask = this.mask;
    for (let s = k & mask; ; s = (s + 1) & mask) {
      const a = at[s]!;
      if (a === 0) return null;
      if (keys[s] === k) return this.tags[a - 1]!;
    }
  }
}

function grown(a: Int32Array): Int32Array {
  const b = new Int32Array(a.length * 2);
  b.set(a);
  return b;
}

/**
 * Whether a word starts a name only as a tagger's error: it starts with an ASCII lowercase letter, holds no uppercase
 * letter and is not a particle of names ("de la Hoya", "van Gogh", "bin Laden"). "post-Soviet", "al-Aqsa", "iPhone" are
 * not: they hold a capital. (Exported for tests.)
 */
export function lowerWord(w: string): boolean {
  const c = w.charCodeAt(0);
  if (c < 97 || c > 122) return false;
  for (let i = 1; i < w.length; i++) {
    const d = w.charCodeAt(i);
    if (d >= 65 && d <= 90 || d >= 128 && w[i] !== w[i]!.toLowerCase()) return false;
  }
  return !NAME_PARTICLES.has(w);
}
const NAME_PARTICLES = new Set(['de', 'del', 'della', 'di', 'da', 'dos', 'du', 'van', 'von', 'der', 'den', 'ter', 'ten', 'bin', 'ibn', 'al', 'le', 'st']);
