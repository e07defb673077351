import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { installWeights } from '../../src/learn/weights-registry.js';
import { decodeBase64 } from '../../src/learn/base64.js';
import { decodeWeights } from '../../src/learn/model.js';
import shipped from '../../src/learn/weights/spans.weights.js';
import type { PolnearArticle } from '../../src/learn/spans/training.js';

// The span weights as they are built just after a change of the span features, before `npm run train` has written new
// ones: another features version. Installed before the engine is imported in this test file's thread.
installWeights({
  spans: { fields: { ...shipped, version: 'an-older-features-version' }, tables: { data: decodeWeights(decodeBase64(shipped.data)), pair: decodeWeights(decodeBase64(shipped.pair ?? '')) } },
});
const { spanModelOn, SHIPPED_SPAN_VERSION } = await import('../../src/learn/spans/index.js');
const { foldExamples } = await import('../../src/learn/cue-filter-train.js');

const trainPath = fileURLToPath(new URL('../../../shared/data/polnear/train.jsonl', import.meta.url));
const articles = fs.readFileSync(trainPath, 'utf8').split('\n').filter((l) => l.trim()).slice(0, 24).map((l) => JSON.parse(l) as PolnearArticle);

describe('span weights of another features version', () => {
  it('are not used, and the cue filter still trains from its own 2-fold span models', () => {
    expect(SHIPPED_SPAN_VERSION).toBe('an-older-features-version');
    expect(spanModelOn()).toBe(false);
    // (the span model is on while the fold models are set: before, it asked for shipped weights of this version and
    // the cue filter found no proposal at all)
    const examples = foldExamples(articles, { bits: 16, pairBits: 12, epochs: 3, seed: 3, scale: 16, minCount: 2 });
    expect(examples.length).toBeGreaterThan(20);
    expect(spanModelOn()).toBe(false);
  });
});
