// Gold BIO tags on the engine's own tokens, from annotated character spans (PolNeAR train).
import type { Ctx } from '../../pipeline/context.js';

/** One annotated attribution, UTF-16 character spans per role. */
export interface GoldAttribution {
  source: [number, number][];
  cue: [number, number][];
  content: [number, number][];
}

/**
 * Per token: 0 O, 1/2 B/I-source, 3/4 B/I-cue, 5/6 B/I-content. A token takes a role when at least half of it lies
 * inside a span (as the reference scorer projects them); where attributions nest, cue beats source beats content.
 */
export function goldTags(ctx: Ctx, gold: readonly GoldAttribution[]): Uint8Array {
  const n = ctx.tokens.length;
  const role = new Uint8Array(n), inst = new Int32Array(n).fill(-1);
  let id = 0;
  const mark = (s: number, e: number, r: number): void => {
    let lo = 0, hi = n;
    while (lo < hi) { const m = (lo + hi) >> 1; if (ctx.tokens[m]!.end <= s) lo = m + 1; else hi = m; }
    for (let k = lo; k < n && ctx.tokens[k]!.start < e; k++) {
      const t = ctx.tokens[k]!;
      const inside = Math.min(e, t.end) - Math.max(s, t.start);
      if (inside <= 0 || inside * 2 < t.end - t.start) continue;
      if (role[k]! > 0 && r === 3) continue; // an earlier content keeps its tokens
      role[k] = r; inst[k] = id;
    }
    id++;
  };
  for (const g of gold) for (const [s, e] of g.content) mark(s, e, 3);
  for (const g of gold) for (const [s, e] of g.source) mark(s, e, 1);
  for (const g of gold) for (const [s, e] of g.cue) mark(s, e, 2);
  const tags = new Uint8Array(n);
  for (let k = 0; k < n; k++) {
    if (!role[k]) continue;
    const cont = k > 0 && role[k - 1] === role[k] && inst[k - 1] === inst[k] && ctx.tokens[k - 1]!.para === ctx.tokens[k]!.para;
    tags[k] = role[k]! * 2 - (cont ? 0 : 1);
  }
  return tags;
}
