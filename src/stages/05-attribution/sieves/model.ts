import type { Ctx } from '../../../pipeline/context.js';
import type { Sieve, AttributionState } from '../candidate.js';
import { newCandidate } from '../candidate.js';
import { attach } from './util.js';
import { ROLE_CONTENT, ROLE_CUE, ruleLabels } from '../../../learn/spans/features.js';
import { spansFromTags } from '../../../learn/spans/model.js';
import { captured, spanModelOn, spanModelWanted, tagParagraph } from '../../../learn/spans/index.js';
import { HEDGES } from '../../../lexicon/anonymous.js';
import type { Range } from '../np.js';

type TokSpan = { a: number; b: number; role: number };

/**
 * The learned span model (src/learn/spans) tags source / cue / content over each paragraph, with the rules'
 * own attributions among its features. A cue the rules did not find becomes an attribution of its own, with the
 * nearest source and content the model tagged beside it; what the rules made stays as they made it.
 */
export const modelSpans: Sieve = {
  id: 'model:reported',
  description: 'the learned span model found a cue, its source and its content that no rule found',
  apply(ctx, state) {
    if (!spanModelWanted()) return;
    const rules = ruleLabels(ctx, [...state.direct, ...state.reported]);
    captured(ctx, rules);
    if (!spanModelOn()) return;
    let added = false;
    for (let p = 0; p < ctx.paragraphs.length; p++) {
      const para = ctx.paragraphs[p]!;
      if (para.boilerplate || para.tokEnd <= para.tokStart) continue;
      const tags = tagParagraph(ctx, p, rules);
      const spans = spansFromTags(tags, tags.length).map((s) => ({ a: s.a + para.tokStart, b: s.b + para.tokStart, role: s.role }));
      const sources = spans.filter((s) => s.role === 1), contents = spans.filter((s) => s.role === 3);
      for (const cue of spans) {
        if (cue.role !== 2 || ruleOwns(rules.role, cue, ROLE_CUE) > 0 || inSpeechQuote(ctx, cue.a)) continue;
        const content = nearestContent(ctx, cue, contents);
        if (!content || ruleOwns(rules.role, content, ROLE_CONTENT) * 2 > content.b - content.a || speechOnly(ctx, content)) continue;
        const hedge = HEDGES.has(ctx.tokens[cue.a]!.lower) || HEDGES.has(ctx.tokens[cue.b - 1]!.lower);
        const source = hedge ? null : nearestSource(ctx, cue, sources);
        const c = newCandidate(hasQuotedWords(ctx, content) ? 'mixed' : 'indirect', [], [[ctx.tokens[content.a]!.start, ctx.tokens[content.b - 1]!.end]], para === undefined ? 0 : p);
        const rule = ctx.tokens[cue.a]!.lower === 'according' ? 'model:according-to' : 'model:reported';
        attach(ctx, c, rule, [cue.a, cue.b], source ? [source.a, source.b] as Range : null, source ? 0.6 : 0.4, state);
        // a hedge ("reportedly", "is said to") or a cue with no source in sight: an unnamed source, never a person
        if (!source) c.speaker = { entity: null, name: null, anonymous: true, description: null };
        state.reported.push(c);
        added = true;
      }
    }
    if (added) sortByStart(state);
  },
};

function sortByStart(state: AttributionState): void {
  state.reported.sort((x, y) => x.content[0]![0] - y.content[0]![0]);
}

function ruleOwns(role: Uint8Array, s: TokSpan, r: number): number {
  let n = 0;
  for (let k = s.a; k < s.b; k++) if (role[k] === r) n++;
  return n;
}

function inSpeechQuote(ctx: Ctx, k: number): boolean {
  const q = ctx.tokens[k]!.inQuote;
  return q >= 0 && ctx.quoteSpans[q]!.type === 'speech';
}

// content that is one speech quotation belongs to the quote sieves
function speechOnly(ctx: Ctx, s: TokSpan): boolean {
  for (let k = s.a; k < s.b; k++) {
    const t = ctx.tokens[k]!;
    if (!inSpeechQuote(ctx, k) && t.kind !== 'punct' && t.kind !== 'quote') return false;
  }
  return true;
}

function hasQuotedWords(ctx: Ctx, s: TokSpan): boolean {
  for (let k = s.a; k < s.b; k++) { const t = ctx.tokens[k]!; if (t.kind === 'quote' && t.qlevel === 2) return true; }
  return false;
}

// gap in tokens between two spans; content after the cue wins a tie ("X said that …")
function gap(x: TokSpan, y: TokSpan): number {
  return y.a >= x.b ? y.a - x.b : x.a >= y.b ? x.a - y.b : 0;
}

function nearestContent(ctx: Ctx, cue: TokSpan, contents: readonly TokSpan[]): TokSpan | null {
  const sent = ctx.tokens[cue.a]!.sent;
  let best: TokSpan | null = null, bestGap = Infinity;
  for (const c of contents) {
    // the content shares the cue's sentence, or starts right after it ("X said: …" ending a sentence)
    const touches = ctx.tokens[c.a]!.sent <= sent && ctx.tokens[c.b - 1]!.sent >= sent || ctx.tokens[c.a]!.sent === sent + 1 && c.a - cue.b <= 3;
    if (!touches) continue;
    const g = gap(cue, c) * 2 + (c.a >= cue.b ? 0 : 1);
    if (g < bestGap) { best = c; bestGap = g; }
  }
  return best;
}

function nearestSource(ctx: Ctx, cue: TokSpan, sources: readonly TokSpan[]): TokSpan | null {
  const sent = ctx.tokens[cue.a]!.sent;
  let best: TokSpan | null = null, bestGap = Infinity;
  for (const s of sources) {
    if (ctx.tokens[s.a]!.sent !== sent) continue;
    const g = gap(cue, s) * 2 + (s.b <= cue.a ? 0 : 1);
    if (g < bestGap) { best = s; bestGap = g; }
  }
  return best;
}
