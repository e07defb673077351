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

function previousSpeaker(state: AttributionState, c: Candidate) {
  let best: Candidate | null = null;
  for (const o of [...state.direct, ...state.reported]) {
    if (!o.speaker || o === c || o.content[0]![0] >= c.content[0]![0]) continue;
    if (!best || o.content[0]![0] > best.content[0]![0]) best = o;
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
