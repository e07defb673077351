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
