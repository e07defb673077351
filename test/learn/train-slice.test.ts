import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseConll, scoreSpans, spansOf } from '../../src/learn/conll.js';
import { namesFromTags } from '../../src/learn/names.js';
import { trainNames, trainPos } from '../../src/learn/training.js';
import { getLexicon } from '../../src/learn/shared-lexicon.js';
import type { TrainOptions } from '../../src/learn/tagger.js';

// CoNLL-2003 train is read from ../shared at test time (never copied into the repo).
const trainPath = fileURLToPath(new URL('../../../shared/data/conll2003/train.txt', import.meta.url));
const all = parseConll(fs.readFileSync(trainPath, 'utf8'));
const slice = all.slice(0, 400), heldOut = all.slice(2000, 2300);
const opts: TrainOptions = { bits: 16, epochs: 4, seed: 3, minCount: 1, lexicon: getLexicon() };

describe('training on a slice of CoNLL-2003 train', () => {
  it('gives byte-identical name weights when run twice', () => {
    const a = trainNames(slice, opts, { scale: 16 }), b = trainNames(slice, opts, { scale: 16 });
    expect(a.bytes.length).toBeGreaterThan(1000);
    expect(Buffer.from(a.bytes).equals(Buffer.from(b.bytes))).toBe(true);
  });

  it('gives byte-identical POS weights when run twice', () => {
    const a = trainPos(slice, { ...opts, epochs: 2 }, { scale: 16 }), b = trainPos(slice, { ...opts, epochs: 2 }, { scale: 16 });
    expect(Buffer.from(a.bytes).equals(Buffer.from(b.bytes))).toBe(true);
  });

  it('finds names in held-out sentences far better than chance', () => {
    const t = trainNames(slice, opts, { scale: 16 });
    const pred = heldOut.map((s) => namesFromTags(t.tagger.tag(s.words).tags));
    const res = scoreSpans(heldOut.map((s) => spansOf(s.ner)), pred);
    // Tagging nothing scores 0; a random tagger almost never gets an exact span right.
    expect(res.PER.f).toBeGreaterThan(0.4);
    expect(res.LOC.f).toBeGreaterThan(0.4);
  });

  it('tags held-out POS better than always guessing the most frequent tag', () => {
    const t = trainPos(slice, opts, { scale: 16 });
    let ok = 0, nn = 0, n = 0;
    for (const s of heldOut) {
      const tags = t.tagger.tag(s.words).tags;
      s.pos.forEach((g, i) => { n++; if (t.classes[tags[i]!] === g) ok++; if (g === 'NNP') nn++; });
    }
    expect(ok / n).toBeGreaterThan(0.8);
    expect(ok / n).toBeGreaterThan(nn / n + 0.4);
  });
});
