// Folded features (paragraphFeatures(…, fold), what tagParagraph gives the shipped tables): the rule-label x word feature
// of the labels in FOLDED_RULE_LABELS summed with the word, the two shape features summed once per (shape, previous
// shape) pair. The table weights' scores of folded features must be the plain sums of every feature the unfolded
// (training) features list, token by token, on real text; so must their previous-tag scores, kept per DYN key.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/index.js';
import { decodeBase64 } from '../../src/learn/base64.js';
import { decodeWeights } from '../../src/learn/model.js';
import { DYN, FOLDED_RULE_LABELS, G_TOK, NG, dynHashes, groupHashes, paragraphFeatures, tokRuleLabel, wordRec, type RuleLabels } from '../../src/learn/spans/features.js';
import { captureRuleLabels } from '../../src/learn/spans/index.js';
import { K, KK, decode, denseWeights, tableWeights } from '../../src/learn/spans/model.js';
import weights from '../../src/learn/weights/spans.weights.js';
import type { Ctx } from '../../src/pipeline/context.js';

// PolNeAR train and the press releases are read from ../shared at test time (never copied into the repo).
const trainPath = fileURLToPath(new URL('../../../shared/data/polnear/train.jsonl', import.meta.url));
const pressPath = fileURLToPath(new URL('../../../shared/corpora/congress-press/articles.jsonl', import.meta.url));
const polnear = fs.readFileSync(trainPath, 'utf8').split('\n').filter((l) => l.trim()).slice(0, 6).map((l) => (JSON.parse(l) as { text: string }).text);
const press = fs.readFileSync(pressPath, 'utf8').split('\n', 40).filter((l) => l.trim()).map((l) => (JSON.parse(l) as { text: string }).text);

const uniTable = decodeWeights(decodeBase64(weights.data)), pairTable = decodeWeights(decodeBase64(weights.pair ?? ''));

function captured(text: string): { ctx: Ctx; rules: RuleLabels } {
  let seen: { ctx: Ctx; rules: RuleLabels } | null = null;
  captureRuleLabels((ctx, rules) => { seen = { ctx, rules }; });
  try { analyze(text); } finally { captureRuleLabels(null); }
  return seen!;
}

describe('folded span features', () => {
  it('score every token as the plain sum of its unfolded features, and decode to the same tags', () => {
    const w = tableWeights(uniTable, pairTable);
    // the same integer weights as dense training weights (training's decoder sums the unfolded features its own way)
    const dense = new Float32Array((1 << uniTable.bits) * K), pairDense = new Float32Array((1 << pairTable.bits) * (K + 1) * K);
    for (let b = 1; b < 1 << uniTable.bits; b++) { const r = w.uniRow(b); for (let c = 0; c < K; c++) dense[b * K + c] = uniTable.rows[r + c]!; }
    for (let b = 1; b < 1 << pairTable.bits; b++) { const r = w.pairRow(b); for (let c = 0; c < (K + 1) * K; c++) pairDense[b * (K + 1) * K + c] = pairTable.rows[r + c]!; }
    const dw = denseWeights(dense, uniTable.bits, pairDense, pairTable.bits);
    const row = (h: number): number => w.uniRow(h);
    const labels = new Map<number, number>();
    let tokens = 0, feats = 0, foldedFeats = 0;
    const dynKeys = new Set<number>();
    for (const text of [...polnear, ...press]) {
      const { ctx, rules } = captured(text);
      ctx.paragraphs.forEach((para, p) => {
        if (para.boilerplate || para.tokEnd <= para.tokStart) return;
        const plain = paragraphFeatures(ctx, p, rules), folded = paragraphFeatures(ctx, p, rules, false, -1, -1, true);
        const n = plain.tokEnd - plain.tokStart;
        expect(plain.folded).toBe(false);
        expect(folded.folded).toBe(true);
        const got = new Float64Array(n * K), unfolded = new Float64Array(n * K);
        w.tokenScores!(folded, got);
        w.tokenScores!(plain, unfolded);
        for (let i = 0; i < n; i++) {
          const want = new Array<number>(K).fill(0);
          const add = (h: number): void => { const r = row(h); for (let c = 0; c < K; c++) want[c] = want[c]! + uniTable.rows[r + c]!; };
          for (let j = plain.start[i]!; j < plain.start[i + 1]!; j++) add(plain.feats[j]!);
          for (let o = 0; o < 5; o++) for (const h of plain.words[i + o]!.hashes[o]!) add(h);
          for (let g = 0; g < NG; g++) for (const h of groupHashes(g, plain.groups[i * NG + g]!)) add(h);
          expect([...got.slice(i * K, i * K + K)]).toEqual(want);
          expect([...unfolded.slice(i * K, i * K + K)]).toEqual(want);
          const rl = tokRuleLabel(plain.groups[i * NG + G_TOK]!);
          labels.set(rl, (labels.get(rl) ?? 0) + 1);
          // the previous-tag bases are those of the token's key, and the weights' scores of the key their plain sum
          const dk = plain.dynKey[i]!, bases = [...plain.dyn.slice(i * DYN, i * DYN + DYN)];
          expect(folded.dynKey[i]).toBe(dk);
          expect([...dynHashes(dk)]).toEqual(bases);
          const tr = new Array<number>(KK).fill(0);
          for (const h of bases) { const r = w.pairRow(h); for (let x = 0; x < KK; x++) tr[x] = tr[x]! + pairTable.rows[r + x]!; }
          const at = w.transAt!(dk);
          expect([...w.transTable!.slice(at, at + KK)]).toEqual(tr);
          dynKeys.add(dk);
        }
        const a = new Uint8Array(n), b = new Uint8Array(n), c = new Uint8Array(n);
        decode(w, folded, a); decode(w, plain, b); decode(dw, plain, c);
        expect([...a]).toEqual([...b]);
        expect([...a]).toEqual([...c]);
        tokens += n; feats += plain.feats.length; foldedFeats += folded.feats.length;
      });
    }
    // both folded labels and some unfolded ones occur, and folding leaves out most of the per-token features
    for (const rl of FOLDED_RULE_LABELS) expect(labels.get(rl) ?? 0).toBeGreaterThan(100);
    expect([...labels.keys()].filter((rl) => !(FOLDED_RULE_LABELS as readonly number[]).includes(rl)).length).toBeGreaterThan(1);
    expect(tokens).toBeGreaterThan(5000);
    expect(dynKeys.size).toBeGreaterThan(10);
    expect(foldedFeats).toBeLessThan(feats * 0.6);
  });

  it('are refused by weights that do not sum them', () => {
    const { ctx, rules } = captured(polnear[0]!);
    const p = ctx.paragraphs.findIndex((para) => !para.boilerplate && para.tokEnd > para.tokStart);
    const dw = denseWeights(new Float32Array(16 * K), 4, new Float32Array(16 * (K + 1) * K), 4);
    const pf = paragraphFeatures(ctx, p, rules, false, -1, -1, true);
    expect(() => decode(dw, pf, new Uint8Array(pf.tokEnd - pf.tokStart))).toThrow(/tokenScores/);
  });

  it('give a token the same folded features whether its paragraph is tagged whole or in runs', () => {
    const { ctx, rules } = captured(polnear[3]!);
    let checked = 0;
    ctx.paragraphs.forEach((para, p) => {
      const sents = ctx.sentences.filter((s) => s.tokStart >= para.tokStart && s.tokEnd <= para.tokEnd && s.tokEnd > s.tokStart);
      if (sents.length < 3) return;
      const full = paragraphFeatures(ctx, p, rules, false, -1, -1, true), from = sents[1]!.tokStart, to = sents[sents.length - 2]!.tokEnd;
      const part = paragraphFeatures(ctx, p, rules, false, from, to, true);
      for (let k = from; k < to; k++) {
        const i = k - para.tokStart, j = k - from;
        expect([...part.feats.slice(part.start[j], part.start[j + 1])]).toEqual([...full.feats.slice(full.start[i], full.start[i + 1])]);
        expect(part.shapes[j]).toBe(full.shapes[i]);
        expect(part.shapes[j]).toBeGreaterThanOrEqual(0);
        checked++;
      }
    });
    expect(checked).toBeGreaterThan(20);
  });

  it('sum a word\'s and a tag bigram\'s scores in 16-bit integers only when every sum fits, exactly either way', () => {
    const um = (1 << uniTable.bits) - 1;
    // the shipped weights (largest 3,147: 9 rows fit), and the same weights ten times as large (no longer bounded)
    const scaled = { ...uniTable, rows: Int16Array.from(uniTable.rows, (x) => x * 10) };
    let widest = 0;
    for (const [table, kind] of [[uniTable, Int16Array], [scaled, Int32Array]] as const) {
      const w = tableWeights(table, pairTable);
      const words = [...new Set(press.slice(0, 10).join(' ').toLowerCase().split(/[^a-z]+/))].filter(Boolean)
        .map((lower) => wordRec({ kind: 'word', lower } as Ctx['tokens'][number]));
      for (const word of words) {
        const got = w.wordScores(word), want = new Array<number>(5 * K).fill(0);
        for (let o = 0; o < 5; o++) for (const h of word.hashes[o]!) { const r = w.uniRow(h & um); for (let c = 0; c < K; c++) want[o * K + c]! += table.rows[r + c]!; }
        expect(got).toBeInstanceOf(kind);
        expect([...got]).toEqual(want);
        for (const x of want) widest = Math.max(widest, Math.abs(x));
      }
      // every token's scores (the tag bigrams' sums among them) are the plain sums of its features' rows
      let tokens = 0;
      for (const text of press.slice(0, 3)) {
        const { ctx, rules } = captured(text);
        ctx.paragraphs.forEach((para, p) => {
          if (para.boilerplate || para.tokEnd <= para.tokStart) return;
          const plain = paragraphFeatures(ctx, p, rules), n = plain.tokEnd - plain.tokStart, got = new Float64Array(n * K);
          w.tokenScores!(paragraphFeatures(ctx, p, rules, false, -1, -1, true), got);
          for (let i = 0; i < n; i++) {
            const want = new Array<number>(K).fill(0);
            const add = (h: number): void => { const r = w.uniRow(h); for (let c = 0; c < K; c++) want[c] = want[c]! + table.rows[r + c]!; };
            for (let j = plain.start[i]!; j < plain.start[i + 1]!; j++) add(plain.feats[j]!);
            for (let o = 0; o < 5; o++) for (const h of plain.words[i + o]!.hashes[o]!) add(h);
            for (let g = 0; g < NG; g++) for (const h of groupHashes(g, plain.groups[i * NG + g]!)) add(h);
            expect([...got.slice(i * K, i * K + K)]).toEqual(want);
            tokens++;
          }
        });
      }
      expect(tokens).toBeGreaterThan(300);
    }
    // (some sum of the larger weights is past what 16 bits hold: the wide slab was needed)
    expect(widest).toBeGreaterThan(0x7fff);
  });

  it('keep a word\'s scores right after the slab of word scores has been replaced', () => {
    const w = tableWeights(uniTable, pairTable);
    const um = (1 << uniTable.bits) - 1;
    const plain = (word: ReturnType<typeof wordRec>): number[] => {
      const v = new Array<number>(5 * K).fill(0);
      for (let o = 0; o < 5; o++) for (const h of word.hashes[o]!) { const r = w.uniRow(h & um); for (let c = 0; c < K; c++) v[o * K + c]! += uniTable.rows[r + c]!; }
      return v;
    };
    const first = ['said', 'senator', 'according', '“', 'announced'].map((lower) => wordRec({ kind: lower === '“' ? 'quote' : 'word', lower } as Ctx['tokens'][number]));
    const before = first.map((word) => [...w.wordScores(word)]);
    expect(before).toEqual(first.map(plain));
    // more words than a slab holds (16,384): the first ones are scored again in a new slab
    for (let i = 0; i < 20000; i++) w.wordScores(wordRec({ kind: 'word', lower: `slab-filler-${i}` } as Ctx['tokens'][number]));
    expect(first.map((word) => [...w.wordScores(word)])).toEqual(before);
  });
});
