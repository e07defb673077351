import type { Ctx } from '../../../pipeline/context.js';
import type { Candidate, AttributionState } from '../candidate.js';
import type { Range } from '../np.js';
import { resolveSpeaker } from '../np.js';

/** Records a sieve's finding on a candidate; the speaker is resolved from the source phrase. */
export function attach(ctx: Ctx, c: Candidate, rule: string, cue: Range | null, source: Range | null, confidence: number, state: AttributionState): void {
  c.rule = rule;
  c.cue = cue;
  c.source = source;
  c.confidence = confidence;
  c.speaker = source ? resolveSpeaker(ctx, source, previousSpeaker(state, c)) : null;
}

// The speaker of the nearest attribution before c: both lists are in text order, so a binary search finds the
// last candidate before it and a short walk back the last one with a speaker.
function previousSpeaker(state: AttributionState, c: Candidate) {
  const at = c.content[0]![0];
  let best: Candidate | null = null;
  for (const list of [state.direct, state.reported]) {
    let lo = 0, hi = list.length;
    while (lo < hi) { const mid = (lo + hi) >> 1; if (list[mid]!.content[0]![0] < at) lo = mid + 1; else hi = mid; }
    for (let i = lo - 1; i >= 0 && i >= lo - 20; i--) {
      const o = list[i]!;
      if (o === c || !o.speaker) continue;
      if (!best || o.content[0]![0] > best.content[0]![0]) best = o;
      break;
    }
  }
  return best?.speaker ?? null;
}

/** Gives a quote with no cue of its own the speaker of an earlier attribution. */
export function carry(c: Candidate, from: Candidate, rule: string, confidence: number): void {
  c.rule = rule;
  c.cue = null;
  c.source = from.source;
  c.speaker = from.speaker ? { ...from.speaker } : null;
  c.carriedFrom = from;
  c.confidence = confidence;
}
