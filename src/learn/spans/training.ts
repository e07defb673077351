// Training data for the span model: PolNeAR articles run through the engine with the model off (the rules'
// output is a feature), gold spans projected onto the engine's tokens, one example per paragraph.
import { run } from '../../pipeline/analyze.js';
import type { Ctx } from '../../pipeline/context.js';
import { paragraphFeatures, type RuleLabels } from './features.js';
import { goldTags, type GoldAttribution } from './gold.js';
import { captureRuleLabels, setSpanModel, spanModelSwitch } from './index.js';
import type { SpanExample } from './train.js';

/** A PolNeAR article as stored (offsets are code points). */
export interface PolnearArticle {
  id: string;
  text: string;
  attributions: { source: { start: number; end: number }[] | null; cue: { start: number; end: number }[] | null; content: { start: number; end: number }[] | null }[];
}

/** Code point offset -> UTF-16 offset (PolNeAR offsets are code points). */
export function cpToU16(text: string): (i: number) => number {
  const map: number[] = [];
  let u = 0;
  for (const ch of text) { map.push(u); u += ch.length; }
  map.push(u);
  return (i) => map[i] ?? u;
}

/** Gold attributions of an article in UTF-16 offsets. */
export function goldOf(doc: PolnearArticle): GoldAttribution[] {
  const c = cpToU16(doc.text);
  const conv = (xs: { start: number; end: number }[] | null): [number, number][] => (xs ?? []).map((s) => [c(s.start), c(s.end)]);
  return doc.attributions.map((a) => ({ source: conv(a.source), cue: conv(a.cue), content: conv(a.content) }));
}

/** Runs the rules on each article and returns one training example per (non-boilerplate) paragraph. */
export function spanExamples(docs: readonly PolnearArticle[]): SpanExample[] {
  const out: SpanExample[] = [];
  const wasOn = spanModelSwitch();
  let seen: { ctx: Ctx; rules: RuleLabels } | null = null;
  setSpanModel(false);
  captureRuleLabels((ctx, rules) => { seen = { ctx, rules }; });
  try {
    for (const doc of docs) {
      seen = null;
      run(doc.text);
      const s = seen as { ctx: Ctx; rules: RuleLabels } | null;
      if (!s) throw new Error(`the span model sieve did not run on ${doc.id}`);
      const gold = goldTags(s.ctx, goldOf(doc));
      s.ctx.paragraphs.forEach((para, p) => {
        if (para.boilerplate || para.tokEnd <= para.tokStart) return;
        out.push({ pf: paragraphFeatures(s.ctx, p, s.rules), gold: gold.slice(para.tokStart, para.tokEnd) });
      });
    }
  } finally {
    captureRuleLabels(null);
    setSpanModel(wasOn);
  }
  return out;
}
