import type { Quote } from '../../model/types.js';
import { CONFIDENCE_TABLE } from './confidence-table.js';

/** How the source of an attribution is written: the second key of the calibration table. */
export function sourceKindOf(q: Pick<Quote, 'source' | 'speaker'>): 'name' | 'pronoun' | 'anonymous' | 'description' | 'none' {
  if (!q.source) return 'none';
  if (q.speaker.anonymous) return 'anonymous';
  // (none of the pronouns is longer than four letters: a longer source is not tested)
  if (q.source.text.length <= 4 && /^(he|she|they|it|i|we|you)$/i.test(q.source.text)) return 'pronoun';
  return q.speaker.name ? 'name' : 'description';
}

/** The calibrated confidence of a rule for this kind of source, or the sieve's own figure when uncalibrated. */
export function calibrated(q: Pick<Quote, 'rule' | 'source' | 'speaker'>, fallback: number): number {
  const r = BY_RULE.get(q.rule);
  if (r === undefined) return fallback;
  return r.byKind.get(sourceKindOf(q)) ?? r.all ?? fallback;
}

// The table by rule, then by kind of source (CONFIDENCE_TABLE[`${rule}|${kind}`] ?? CONFIDENCE_TABLE[rule], without
// building the key string per attribution)
const BY_RULE: ReadonlyMap<string, { all: number | undefined; byKind: Map<string, number> }> = (() => {
  const m = new Map<string, { all: number | undefined; byKind: Map<string, number> }>();
  const entry = (rule: string) => { let e = m.get(rule); if (!e) { e = { all: undefined, byKind: new Map() }; m.set(rule, e); } return e; };
  for (const [key, value] of Object.entries(CONFIDENCE_TABLE)) {
    const bar = key.lastIndexOf('|');
    if (bar < 0) entry(key).all = value;
    else entry(key.slice(0, bar)).byKind.set(key.slice(bar + 1), value);
  }
  return m;
})();
