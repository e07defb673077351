// The shipped span model at run time: weights decode on first use; `setSpanModel(false)` turns it off (eval, training).
import { shippedWeights } from '../weights-registry.js';
import { SPAN_FEATURES_VERSION, paragraphFeatures, type RuleLabels } from './features.js';
import { decode, tableWeights, type Weights } from './model.js';
import type { Ctx } from '../../pipeline/context.js';

const weights = await shippedWeights('spans', () => import('../weights/spans.weights.js'));

let enabled = true;
let shipped: Weights | null = null;
let capture: ((ctx: Ctx, rules: RuleLabels) => void) | null = null;

/** Training: receives, for every analysis, the rule labels the model sees (at its place among the sieves). */
export function captureRuleLabels(fn: ((ctx: Ctx, rules: RuleLabels) => void) | null): void { capture = fn; }

/** Hands the rule labels to the training capture, if one is set. */
export function captured(ctx: Ctx, rules: RuleLabels): void { capture?.(ctx, rules); }

/** Whether the sieve must compute rule labels (the model is on, or training captures them). */
export function spanModelWanted(): boolean { return spanModelOn() || capture !== null; }

/** Turns the span model on or off for every later analysis (the rules alone run when it is off). */
export function setSpanModel(on: boolean): void { enabled = on; }

/** Whether the switch is on (whatever weights ship). */
export function spanModelSwitch(): boolean { return enabled; }

/** The version of the shipped weights; they are used only when it is the version of these features. */
export const SHIPPED_SPAN_VERSION: string = weights.get('version') ?? '';

/**
 * Whether analyses use the span model: switched on, and weights for these features shipped, or other weights set
 * (`setSpanWeights`: the cue filter's 2-fold models in training, which must run while the built weights still carry
 * an older features version: after a change of the features, `npm run train` trains the span model and then the cue
 * filter in one process, and the filter found no proposal when this asked for shipped weights only).
 */
export function spanModelOn(): boolean {
  return enabled && (override !== null || weights.has('data') && weights.has('pair') && SHIPPED_SPAN_VERSION === SPAN_FEATURES_VERSION);
}

let override: Weights | null = null;
/** Experiments (cross-validation on train): tag with these weights instead of the shipped ones; null restores them. */
export function setSpanWeights(w: Weights | null): void { override = w; }

function getWeights(): Weights {
  if (override) return override;
  shipped ??= tableWeights(weights.table('data'), weights.table('pair'));
  return shipped;
}

/**
 * BIO tags (model.ts classes) of the tokens of paragraph p, or of its whole sentences from..to-1 (tags[i] for token
 * from + i).
 */
export function tagParagraph(ctx: Ctx, p: number, rules: RuleLabels, from = -1, to = -1, w: Weights = getWeights()): Uint8Array {
  const pf = paragraphFeatures(ctx, p, rules, true, from, to, w.tokenScores !== undefined);
  const tags = new Uint8Array(pf.tokEnd - pf.tokStart);
  decode(w, pf, tags);
  return tags;
}
