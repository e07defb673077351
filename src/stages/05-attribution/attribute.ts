import type { Ctx } from '../../pipeline/context.js';
import type { Quote } from '../../model/types.js';
import { newCandidate, type Candidate, type AttributionState } from './candidate.js';
import { SIEVES } from './sieves/index.js';

/** Builds direct-quote candidates (multi-paragraph quotes joined), runs the sieves, and emits the attributions. */
export function attribute(ctx: Ctx): AttributionState {
  const state: AttributionState = { direct: [], reported: [] };
  let open: Candidate | null = null;
  for (const q of ctx.quoteSpans) {
    if (q.type !== 'speech') continue;
    const frag: [number, number] = [q.start, q.end];
    if (open && open.quotes[open.quotes.length - 1]!.continues && q.para === open.quotes[open.quotes.length - 1]!.para + 1) {
      open.quotes.push(q);
      open.content.push(frag);
    } else {
      open = newCandidate('direct', [q], [frag], q.para);
      state.direct.push(open);
    }
  }
  // a multi-paragraph quote is attributed from its last paragraph as well as its first
  for (const sieve of SIEVES) {
    sieve.apply(ctx, state);
    if (ctx.options.explain) ctx.messages.push({ code: 'trace', message: `sieve ${sieve.id}: ${[...state.direct, ...state.reported].filter((c) => c.rule === sieve.id).length} attributions`, rule: sieve.id });
  }
  return state;
}

export function toQuotes(ctx: Ctx, state: AttributionState): Quote[] {
  const all = [...state.direct, ...state.reported].filter((c) => c.rule);
  all.sort((a, b) => a.content[0]![0] - b.content[0]![0]);
  const tok = (r: [number, number] | null) => (r ? { start: ctx.tokens[r[0]]!.start, end: ctx.tokens[r[1] - 1]!.end, text: ctx.text.slice(ctx.tokens[r[0]]!.start, ctx.tokens[r[1] - 1]!.end) } : null);
  return all.map((c, i): Quote => ({
    id: `q${i + 1}`,
    kind: c.kind,
    content: c.content.map(([s, e]) => ({ start: s, end: e, text: ctx.text.slice(s, e) })),
    cue: tok(c.cue),
    source: tok(c.source),
    speaker: c.speaker ?? { entity: null, name: null, anonymous: false, description: null },
    addressee: tok(c.addressee),
    medium: c.medium,
    rule: c.rule!,
    confidence: Math.round(c.confidence * 100) / 100,
  }));
}
