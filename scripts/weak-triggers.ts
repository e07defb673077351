// Which cue words alone do not make a sentence worth the span model's time: counts, over PolNeAR *train*, how often
// each word of the cue lexicon (and "according") is itself inside a gold cue, and prints those that are in under 20% of
// their 8 or more occurrences (WEAK_TRIGGERS in src/lexicon/cues.ts), with the counts, and whether the list there
// differs. Usage: node dist/scripts/weak-triggers.js
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from '../src/pipeline/analyze.js';
import type { Ctx } from '../src/pipeline/context.js';
import { captureRuleLabels, setSpanModel } from '../src/learn/spans/index.js';
import { goldTags } from '../src/learn/spans/gold.js';
import { goldOf, type PolnearArticle } from '../src/learn/spans/training.js';
import { CUE_FORMS, WEAK_TRIGGERS } from '../src/lexicon/cues.js';

const MIN_COUNT = 8, MAX_RATE = 0.2;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const trainPath = path.resolve(root, '../shared/data/polnear/train.jsonl');

const counts = new Map<string, [number, number]>(); // word -> [occurrences, inside a gold cue]
let seen: Ctx | null = null;
// the engine's tokens and sentences as the model sieve sees them (the rules run; the model is off)
setSpanModel(false);
captureRuleLabels((ctx) => { seen = ctx; });
for (const line of fs.readFileSync(trainPath, 'utf8').split('\n')) {
  if (!line.trim()) continue;
  const doc = JSON.parse(line) as PolnearArticle;
  seen = null;
  run(doc.text);
  const ctx = seen as Ctx | null;
  if (!ctx) throw new Error(`the span model sieve did not run on ${doc.id}`);
  const gold = goldTags(ctx, goldOf(doc));
  ctx.tokens.forEach((t, k) => {
    if (t.kind !== 'word' || ctx.paragraphs[t.para]!.boilerplate || !(CUE_FORMS.has(t.lower) || t.lower === 'according')) return;
    const c = counts.get(t.lower) ?? [0, 0];
    c[0]++;
    if (gold[k] === 3 || gold[k] === 4) c[1]++;
    counts.set(t.lower, c);
  });
}
captureRuleLabels(null);

const weak = [...counts].filter(([, [n, g]]) => n >= MIN_COUNT && g / n < MAX_RATE).sort((a, b) => b[1][0] - a[1][0]);
for (const [w, [n, g]] of weak) console.log(`${w.padEnd(14)} ${String(n).padStart(5)} occurrences, ${g} in a gold cue (${(100 * g / n).toFixed(1)}%)`);
const found = new Set(weak.map(([w]) => w));
const missing = [...found].filter((w) => !WEAK_TRIGGERS.has(w)), extra = [...WEAK_TRIGGERS].filter((w) => !found.has(w));
console.log(missing.length || extra.length ? `WEAK_TRIGGERS differs: add ${JSON.stringify(missing)}, remove ${JSON.stringify(extra)}` : `WEAK_TRIGGERS is this list (${found.size} words)`);
