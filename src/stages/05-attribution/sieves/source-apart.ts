import type { Ctx } from '../../../pipeline/context.js';
import type { Candidate, Sieve } from '../candidate.js';
import { npLeft, withSubject, type Range } from '../np.js';
import { attach } from './util.js';

/**
 * A source never overlaps its own cue. The span model's redraws may make one do so (a cue widened over the source, a
 * source redrawn over the cue: "Chris Carr, the committee's political director, released a statement confirming …" read
 * source "released a statement"), and so may a noun phrase read left of a cue with its modifiers ("Obama had | had said").
 * Gold has one such attribution in 18,360 on PolNeAR train, the engine had 68. A source that starts before its cue is cut
 * at the cue (a cue run back over a noun, "today's March unemployment report" with cue "unemployment report showed", loses
 * the noun's head with it: cutting the cue there instead cost cues on PolNeAR train, whose such overlaps are mostly a
 * verb read as a noun's, "Police receive 911 calls" with cue "calls saying"); a cue that runs on over the source after it
 * is cut at the source; a source that starts inside its cue and ends within it becomes the noun phrase left of the cue,
 * or none.
 */
export const sourceApart: Sieve = {
  id: 'source-apart',
  description: 'a source that overlaps its cue is cut back to the words before the cue',
  apply(ctx, state) {
    for (const list of [state.direct, state.reported]) {
      for (const c of list) {
        const src = c.source, cue = c.cue;
        if (!c.rule || !src || !cue || !(src[0] < cue[1] && cue[0] < src[1])) continue;
        // (a cue run on over the source after it keeps the words before the source: "…", read the warning" was cue "read
        // the warning")
        if (src[0] > cue[0] && src[1] >= cue[1]) { c.cue = [cue[0], src[0]]; continue; }
        attach(ctx, c, c.rule, cue, apart(ctx, c, src, cue), c.confidence, state);
      }
    }
  },
};

function apart(ctx: Ctx, c: Candidate, src: Range, cue: Range): Range | null {
  const { tokens } = ctx;
  if (src[0] < cue[0]) {
    let b = cue[0];
    while (b > src[0] && tokens[b - 1]!.kind === 'punct') b--;
    // (not a cut that leaves a coordination open: "decamped to Citigroup and | began")
    if (b > src[0] && !/^(and|or|but)$/.test(tokens[b - 1]!.lower)) return [src[0], b];
  }
  const r = withSubject(ctx, npLeft(ctx, cue[0]));
  return r && r[1] <= cue[0] && !(c.content.some(([x, y]) => tokens[r[0]]!.start < y && tokens[r[1] - 1]!.end > x)) ? r : null;
}

/**
 * A source before its cue that holds a description set off by commas keeps the comma closing it: "Kim Ortega, the
 * campaign manager, | said", "Tim Manning, formerly a deputy administrator at FEMA, | said". PolNeAR train: of the gold
 * sources before their cue holding a comma, with only a comma between them and the cue, 762 end on that comma and 68
 * before it. The rules draw it so; the span model's redraws end the source before it or on it from one training to the
 * next.
 */
export const closingComma: Sieve = {
  id: 'closing-comma',
  description: 'a source before its cue set off by commas keeps the comma closing its description',
  apply(ctx, state) {
    const t = ctx.tokens;
    for (const list of [state.direct, state.reported]) {
      for (const c of list) {
        const src = c.source, cue = c.cue;
        if (!c.rule || !src || !cue || src[1] + 1 !== cue[0] || t[src[1]]!.text !== ',') continue;
        let inner = false;
        for (let k = src[0] + 1; k < src[1] - 1 && !inner; k++) inner = t[k]!.text === ',' && t[k]!.inQuote < 0;
        if (inner) c.source = [src[0], src[1] + 1];
      }
    }
  },
};
