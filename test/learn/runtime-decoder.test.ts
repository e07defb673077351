import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { decodeBase64 } from '../../src/learn/base64.js';
import { parseConll } from '../../src/learn/conll.js';
import { BOS, EOS, WINDOW, initialFeatures, isInitial, pairFeatures, transitionFeatures, wordInfo, wordTagFeatures } from '../../src/learn/features.js';
import { combine } from '../../src/learn/hash.js';
import type { Lexicon } from '../../src/learn/lexicon.js';
import { addFeature, decodeWeights, encodeWeights, rowOf, type WeightTable } from '../../src/learn/model.js';
import { NAME_SPEC } from '../../src/learn/names.js';
import { posSpec } from '../../src/learn/pos.js';
import { prng } from '../../src/learn/prng.js';
import { getLexicon } from '../../src/learn/shared-lexicon.js';
import { decodeTagDict, dictKey } from '../../src/learn/tag-dict.js';
import { GreedyTagger, lowerWord, type TagSpec } from '../../src/learn/tagger.js';
import { WordFeaturizer } from '../../src/learn/word-features.js';
import namesWeights from '../../src/learn/weights/names.weights.js';
import posWeights from '../../src/learn/weights/pos.weights.js';

// CoNLL-2003 valid is read from ../shared at test time (never copied into the repo).
const validPath = fileURLToPath(new URL('../../../shared/data/conll2003/valid.txt', import.meta.url));
const valid = parseConll(fs.readFileSync(validPath, 'utf8')).slice(0, 600).map((s) => s.words);
// Sentences written for this test: curly quotes, dashes, accents, a very long token, an empty token.
const written = [
  '“ It ’s over , ” said José Núñez — the mayor ’s aide — in São Paulo .',
  'The U.S. Senate passed H.R. 1234 on Jan. 5 , 2021 ( 98-2 ) : a “ win ” .',
  `Ms. O’Brien wrote ${'x'.repeat(70)} and ${'Ab'.repeat(40)} to the E.U. - U.K. panel .`,
  ['Sen.', '', 'Warren', '``', 'said', "''", '--', 'no', '.'].join(' '),
].map((s) => s.split(' '));
const sentences = [...valid, ...written];

/** The decoder written plainly from features.ts: every feature of every token looked up, nothing cached. */
function referenceTag(model: WeightTable, spec: TagSpec, lex: Lexicon, words: readonly string[]): { tags: number[]; margins: number[] } {
  const K = spec.classes.length, n = words.length, info = words.map((w) => wordInfo(w, lex));
  const tags: number[] = [], margins: number[] = [];
  let t1 = K, t2 = K;
  for (let i = 0; i < n; i++) {
    const cands = spec.candidates?.get(dictKey(words[i]!)) ?? null;
    if (cands && cands.length === 1 && spec.allowed(t1, cands[0]!)) { tags.push(cands[0]!); margins.push(Infinity); t2 = t1; t1 = cands[0]!; continue; }
    const s = new Int32Array(K), f: number[] = [];
    for (let p = -WINDOW; p <= WINDOW; p++) {
      const j = i + p;
      f.push(...(j < 0 ? BOS : j >= n ? EOS : info[j]!).byPos[p + WINDOW]!);
    }
    initialFeatures(info[i]!, isInitial(info, i), f);
    if (spec.pairs !== 'none') pairFeatures(i > 0 ? info[i - 1]! : BOS, info[i]!, i + 1 < n ? info[i + 1]! : EOS, spec.pairs === 'caps', f);
    transitionFeatures(t1, t2, f);
    if (spec.wordTag) wordTagFeatures(info[i]!, t1, f);
    for (const h of f) addFeature(model, h, s);
    const ks = cands ? [...cands] : [...Array(K).keys()];
    const ok = ks.filter((k) => spec.allowed(t1, k)).sort((a, b) => s[b]! - s[a]! || a - b);
    tags.push(ok[0]!);
    margins.push(ok.length < 2 ? Infinity : Math.fround((s[ok[0]!]! - s[ok[1]!]!) / model.scale));
    t2 = t1; t1 = ok[0]!;
  }
  return { tags, margins };
}

/** Tags one sentence and checks tags and margins against the reference; the number of tokens after a non-O tag. */
function expectSentenceAsReference(tagger: GreedyTagger, model: WeightTable, spec: TagSpec, words: readonly string[]): number {
  const got = tagger.tag(words), want = referenceTag(model, spec, getLexicon(), words);
  expect([...got.tags]).toEqual(want.tags);
  expect([...got.margins]).toEqual(want.margins);
  let afterName = 0;
  for (let i = 1; i < words.length; i++) if (want.tags[i - 1] !== 0) afterName++;
  return afterName;
}

function expectSameAsReference(tagger: GreedyTagger, model: WeightTable, spec: TagSpec): void {
  let tokens = 0;
  for (const words of sentences) {
    expectSentenceAsReference(tagger, model, spec, words);
    tokens += words.length;
  }
  expect(tokens).toBeGreaterThan(5000);
}

describe('runtime decoder', () => {
  it('tags names exactly as the plain reference decoder does (tags and margins)', () => {
    const model = decodeWeights(decodeBase64(namesWeights.data));
    const tagger = new GreedyTagger(model, NAME_SPEC, getLexicon());
    expectSameAsReference(tagger, model, NAME_SPEC);
    // Second pass: every word now comes from the word cache.
    expectSameAsReference(tagger, model, NAME_SPEC);
  });

  it('tags names as the reference does with a word cache that turns over every few sentences (previous-tag blocks in side records)', () => {
    // The smallest cache: 64 entries and a small side region a generation, so entries move between generations with
    // their side records, records grow and are reused, and a full side region computes the block into its scratch.
    const model = decodeWeights(decodeBase64(namesWeights.data));
    const tagger = new GreedyTagger(model, NAME_SPEC, getLexicon(), 0);
    let afterName = 0;
    for (let pass = 0; pass < 2; pass++) {
      for (const words of sentences) afterName += expectSentenceAsReference(tagger, model, NAME_SPEC, words);
    }
    // Tokens whose previous tag is a name tag (B-/I-X) read a side block; CoNLL has thousands.
    expect(afterName).toBeGreaterThan(2000);
  });

  it('tags names as the reference does when name-heavy sentences overflow the side region (blocks computed in scratch)', () => {
    // 47 words, mostly names, in random 45-token sentences: each word follows many tags and starts many phrases, so
    // its side record grows to several blocks; a generation of the smallest cache cannot take all of them.
    const pool = ('Smith Jones Brown Senate House Washington Ford Apple Johnson Reuters Paris Obama Clinton Microsoft Texas Congress '
      + 'Pelosi Biden Boeing Ohio Miller Davis Wilson Moore Taylor Google Chicago Boston Treasury Pentagon Garcia Lee Harris '
      + 'Clark Lewis Walker Hall Allen Young King').split(' ');
    const glue = ['said', 'of', 'and', '(', '``', ',', 'the'];
    const rand = prng(7);
    const pick = <T>(a: readonly T[]): T => a[Math.floor(rand() * a.length)]!;
    const model = decodeWeights(decodeBase64(namesWeights.data));
    const tagger = new GreedyTagger(model, NAME_SPEC, getLexicon(), 0);
    let afterName = 0;
    for (let i = 0; i < 300; i++) {
      const words = Array.from({ length: 45 }, () => (rand() < 0.25 ? pick(glue) : pick(pool)));
      afterName += expectSentenceAsReference(tagger, model, NAME_SPEC, words);
    }
    expect(afterName).toBeGreaterThan(3000);
  });

  it('gives the same name tags when it may decide tokens by the class-0 bound (margins of tagged-O tokens only may go)', () => {
    const model = decodeWeights(decodeBase64(namesWeights.data));
    const tagger = new GreedyTagger(model, NAME_SPEC, getLexicon());
    tagger.farTokens = false;
    let tokens = 0, bounded = 0;
    for (const words of sentences) {
      const want = referenceTag(model, NAME_SPEC, getLexicon(), words);
      const n = tagger.tagInto(words, false);
      expect([...tagger.tags.subarray(0, n)]).toEqual(want.tags);
      for (let i = 0; i < n; i++) {
        if (Number.isNaN(tagger.margins[i])) { expect(want.tags[i]).toBe(0); bounded++; } else expect(tagger.margins[i]).toBe(want.margins[i]);
      }
      tokens += n;
    }
    // Most CoNLL tokens are lower case after an O: the bound decides them.
    expect(bounded).toBeGreaterThan(tokens * 0.4);
  });

  it('with far tokens O unread, differs from the reference only from a far or lowercase token it would have tagged a name after O', () => {
    const model = decodeWeights(decodeBase64(namesWeights.data));
    const tagger = new GreedyTagger(model, NAME_SPEC, getLexicon());
    expect(tagger.farTokens).toBe(true);
    const isCap = (w: string): boolean => /^\p{Lu}/u.test(w);
    let far = 0, differ = 0;
    // CoNLL valid and the sentences written above, and the same in lower case (every token far, but the first few)
    for (const words of [...sentences, ...sentences.map((ws) => ws.map((w) => w.toLowerCase()))]) {
      const want = referenceTag(model, NAME_SPEC, getLexicon(), words);
      const n = tagger.tagInto(words, false);
      const got = [...tagger.tags.subarray(0, n)];
      const dist = words.map((_, i) => Math.min(...words.map((w, j) => (isCap(w) ? Math.abs(i - j) : Infinity))));
      far += dist.filter((d) => d > 2).length;
      const d = got.findIndex((t, i) => t !== want.tags[i]);
      if (d < 0) continue;
      differ++;
      // the first difference: a far token or a lowercase word after O (not the first token), O here, a name in the reference
      expect(dist[d]! > 2 || lowerWord(words[d]!)).toBe(true);
      expect(d).toBeGreaterThan(0);
      expect(got[d - 1]).toBe(0);
      expect(got[d]).toBe(0);
      expect(want.tags[d]).not.toBe(0);
    }
    expect(far).toBeGreaterThan(8_000);
    // the lower-cased sentences: the tagger still names a few words far from any capital
    expect(differ).toBeGreaterThan(0);
  });

  it('tags parts of speech exactly as the plain reference decoder does', () => {
    const model = decodeWeights(decodeBase64(posWeights.data));
    const spec = posSpec(posWeights.classes, decodeTagDict(decodeBase64(posWeights.dict)));
    expectSameAsReference(new GreedyTagger(model, spec, getLexicon()), model, spec);
  });

  it('computes the same per-word features from char codes as wordInfo', () => {
    const fz = new WordFeaturizer(getLexicon());
    const words = new Set(sentences.flat());
    let fast = 0;
    for (const w of words) {
      if (!fz.run(w)) continue;
      fast++;
      const ref = wordInfo(w, getLexicon());
      const u = (a: ArrayLike<number>, pos: number): number[] => Array.from(a, (h) => combine(h, 0x5a17 + pos) >>> 0).sort();
      const pick = (a: Int32Array, n: number): number[] => Array.from(a.subarray(0, n));
      expect([fz.lower >>> 0, fz.shape >>> 0, fz.cap, fz.initCap, fz.opener, fz.dictKey]).toEqual([ref.lower, ref.shape, ref.cap, ref.initCap, ref.opener, dictKey(w)]);
      expect(u(pick(fz.far, fz.nFar), 0)).toEqual(Array.from(ref.byPos[0]!, (h) => h >>> 0).sort());
      expect(u(pick(fz.near, fz.nNear), 1)).toEqual(Array.from(ref.byPos[1]!, (h) => h >>> 0).sort());
      expect(u(pick(fz.all, fz.nAll), 2)).toEqual(Array.from(ref.byPos[2]!, (h) => h >>> 0).sort());
    }
    // Non-ASCII, empty and very long tokens take the wordInfo path; nearly everything else is fast.
    expect(fast).toBeGreaterThan(words.size * 0.9);
    expect(fz.run('Núñez')).toBe(false);
    expect(fz.run('')).toBe(false);
  });

  it('decodes shipped-format weights to the quantized values', () => {
    const bits = 8, K = 5, dense = new Float32Array((1 << bits) * K);
    // Mostly empty buckets, some with large positive and negative weights.
    for (let i = 0; i < dense.length; i++) dense[i] = i % 7 === 0 ? Math.sin(i) * 1500 : i % 11 === 0 ? 0.01 : 0;
    const m = decodeWeights(encodeWeights(dense, bits, K, 16));
    let nonzero = 0;
    for (let b = 0; b < 1 << bits; b++) for (let k = 0; k < K; k++) {
      const want = Math.round(dense[b * K + k]! * 16);
      expect(m.rows[rowOf(m.occupied, b, K) + k]).toBe(want === 0 ? 0 : want);
      if (want !== 0) nonzero++;
    }
    expect(nonzero).toBeGreaterThan(100);
  });
});
