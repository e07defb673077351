import type { Quote } from '../../model/types.js';
import { CONFIDENCE_TABLE } from './confidence-table.js';

/** How the source of an attribution is written: the second key of the calibration table. */
export function sourceKindOf(q: Pick<Quote, 'source' | 'speaker'>): 'name' | 'pronoun' | 'anonymous' | 'description' | 'none' {
  if (!q.source) return 'none';
  if (q.speaker.anonymous) return 'anonymous';
  if (/^(he|she|they|it|i|we|you)$/i.test(q.source.text)) return 'pronoun';
  return q.speaker.name ? 'name' : 'description';
}

/** The calibrated confidence of a rule for this kind of source, or the sieve's own figure when uncalibrated. */
export function calibrated(q: Pick<Quote, 'rule' | 'source' | 'speaker'>, fallback: number): number {
  return CONFIDENCE_TABLE[`${q.rule}|${sourceKindOf(q)}`] ?? CONFIDENCE_TABLE[q.rule] ?? fallback;
}
