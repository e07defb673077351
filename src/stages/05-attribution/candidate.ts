import type { Ctx, QuoteSpan } from '../../pipeline/context.js';
import type { Speaker, TimeRef } from '../../model/types.js';
import type { Range } from './np.js';

/** An attribution being built: content fragments plus what the sieves found for it. */
export interface Candidate {
  kind: 'direct' | 'indirect' | 'mixed';
  /** The quote spans this attribution is made of (empty for reported speech). */
  quotes: QuoteSpan[];
  /** Content fragments as character ranges. */
  content: [number, number][];
  para: number;
  cue: Range | null;
  source: Range | null;
  speaker: Speaker | null;
  addressee: Range | null;
  medium: string | null;
  /** When it was said (set by the context stage). */
  time?: TimeRef | null;
  rule: string | null;
  confidence: number;
  /** For a carried quote: the attribution whose speaker it continues. */
  carriedFrom: Candidate | null;
}

/** One attribution rule. It fills candidates nobody has attributed yet and never overwrites another sieve's work. */
export interface Sieve {
  id: string;
  description: string;
  apply(ctx: Ctx, state: AttributionState): void;
}

export interface AttributionState {
  direct: Candidate[];
  reported: Candidate[];
}

export function newCandidate(kind: Candidate['kind'], quotes: QuoteSpan[], content: [number, number][], para: number): Candidate {
  // (`time` too, though only the context stage sets it: a field added later gives the candidates that have it another
  // hidden class, and the code that reads candidates of both deoptimizes)
  return { kind, quotes, content, para, cue: null, source: null, speaker: null, addressee: null, medium: null, time: null, rule: null, confidence: 0, carriedFrom: null };
}
