// The cue filter: a small logistic regression deciding whether a cue the span model proposes (with the nearest
// content and source the sieve picks for it) becomes an attribution. Trained on PolNeAR train by `npm run train`
// (src/learn/cue-filter-train.ts) on the proposals of span models that did not see the articles (2-fold).
import { tokenAt, type Ctx } from '../pipeline/context.js';
import { CUE_FORMS } from '../lexicon/cues.js';
import weights from './weights/cue-filter.weights.js';

/** Token span [a, b) and its span-model role (1 source, 2 cue, 3 content). */
export interface TokSpan { a: number; b: number; role: number }

/**
 * A cue the span model proposes as a new attribution, with what the sieve found around it and the fixed filters
 * that judged it before the cue filter (each is now a feature): `rules` is whether those filters would keep it.
 * The sieve still drops a naming "known as", a content that is only a quoted term or a name and a short content cut
 * mid-phrase before the cue filter sees them.
 */
export interface CueProposal {
  cue: TokSpan;
  content: TokSpan;
  /** The nearest source in the cue's sentence (null with a hedge or none in sight). */
  source: TokSpan | null;
  hedge: boolean;
  /** A lexicon reporting word, "according", a hedge or a colon in the cue, or a MODEL_CUE_PHRASES phrase. */
  known: boolean;
  phrase: boolean;
  dangling: boolean;
  prepObject: boolean;
  quoted: boolean;
  /** The rules' own cue or content somewhere in the cue's sentence. */
  ruleInSentence: boolean;
  /** Whether the fixed filters (before the cue filter) would keep it. */
  rules: boolean;
}

/** Weights as shipped: feature name -> weight, a bias, the acceptance threshold (probability). */
export interface CueFilterWeights { version: string; bias: number; threshold: number; weights: Readonly<Record<string, number>> }

/** Bumped when the features change: weights for other features are not used (the fixed filters decide). */
export const CUE_FILTER_VERSION = 'cue-filter-3';

const PRONOUNS = new Set(['he', 'she', 'they', 'it', 'we', 'i', 'you', 'his', 'her', 'their', 'its', 'our', 'my', 'who', 'which', 'that', 'this', 'these', 'those', 'one']);
const CONTENT_OPENERS = new Set(['that', 'to', 'whether', 'if', 'how', 'what', 'why', 'when', 'the', 'a', 'an', 'he', 'she', 'they', 'it', 'we', 'i', 'there', 'this', 'as', 'for', 'in', 'on', 'about']);

const bucket = (n: number, edges: readonly number[]): number => { let i = 0; while (i < edges.length && n > edges[i]!) i++; return i; };
const gapOf = (x: TokSpan, y: TokSpan): number => (y.a >= x.b ? y.a - x.b : x.a >= y.b ? x.a - y.b : 0);

function suffixClass(w: string): string {
  return w.endsWith('ing') ? 'ing' : w.endsWith('ed') ? 'ed' : w.endsWith('s') ? 's' : 'x';
}

/**
 * Receives a proposal's features in their fixed order: each is `name:value`, or `name` alone when value is NO_VALUE.
 * Training keeps them as strings (`proposalFeatures`); scoring looks each one up in the weights without making it.
 */
type Emit = (name: string, value: string) => void;
const NO_VALUE = '\u0000';

// The names of the features that join the source's kind ("src", "no-src", "hedge") with another one, made once.
const JOINED = ['known', 'suffix', 'prev-comma', 'lemma', 'c-open'] as const;
const joinedNames = (kind: string): Record<(typeof JOINED)[number], string> =>
  Object.fromEntries(JOINED.map((j) => [j, `${kind}|${j}`])) as Record<(typeof JOINED)[number], string>;
const JOINED_NAMES = { src: joinedNames('src'), 'no-src': joinedNames('no-src'), hedge: joinedNames('hedge') };
const FLAG_NAMES = ['known', 'phrase', 'dangling', 'prep-object', 'hedge', 'quoted', 'rule-in-sentence', 'rules'] as const;

/** The features of a proposal (strings; their order is fixed). */
export function proposalFeatures(ctx: Ctx, p: CueProposal): string[] {
  const f: string[] = [];
  emitFeatures(ctx, p, (name, value) => { f.push(value === NO_VALUE ? name : `${name}:${value}`); });
  return f;
}

function emitFeatures(ctx: Ctx, p: CueProposal, f: Emit): void {
  const T = ctx.tokens;
  const { cue, content, source } = p;
  const sent = T[cue.a]!.sent;
  let head = T[cue.b - 1]!.lower, lemma = '';
  for (let k = cue.a; k < cue.b; k++) {
    const l = T[k]!.lower;
    f('w', l);
    const form = CUE_FORMS.get(l);
    if (form) { head = l; lemma = form.lemma; }
  }
  const form = CUE_FORMS.get(head);
  const phrase = cue.b - cue.a <= 4 ? ctx.text.slice(T[cue.a]!.start, T[cue.b - 1]!.end).toLowerCase() : '';
  if (phrase) f('cue', phrase);
  const suffix = suffixClass(head);
  f('head', head); f('lemma', lemma); f('suffix', suffix); f('clen', BUCKET_TEXT[bucket(cue.b - cue.a, [1, 2, 3])]!);
  if (form) f(form.speech ? 'speech' : form.stance ? 'stance' : 'other-lemma', NO_VALUE);
  const flags = [p.known, p.phrase, p.dangling, p.prepObject, p.hedge, p.quoted, p.ruleInSentence, p.rules];
  for (let i = 0; i < FLAG_NAMES.length; i++) if (flags[i]) f(FLAG_NAMES[i]!, NO_VALUE);
  // the cue's neighbours (tokens outside the text are not read: a read out of bounds, first made long after this
  // function is optimized, throws its optimized code away)
  const prev = tokenAt(T, cue.a - 1), next = tokenAt(T, cue.b);
  const prevW = prev && prev.sent === sent ? prev.lower : '<s>', nextW = next && next.sent === sent ? next.lower : '</s>';
  f('prev', prevW); f('next', nextW);
  const sentStart = ctx.sentences[sent]!.tokStart, sentEnd = ctx.sentences[sent]!.tokEnd;
  f('cue-pos', BUCKET_TEXT[bucket(cue.a - sentStart, [0, 2, 5, 10])]!); f('cue-left', BUCKET_TEXT[bucket(sentEnd - cue.b, [1, 3, 8, 20])]!);
  // the source
  let srcKind = 'none';
  if (p.hedge) srcKind = 'hedge';
  else if (source) {
    const m = ctx.mentionAt[source.b - 1] ?? -1;
    const mention = m >= 0 ? ctx.mentions[m] : undefined;
    const first = T[source.a]!;
    srcKind = mention ? `${mention.kind}-${mention.type}` : PRONOUNS.has(first.lower) ? 'pronoun' : first.cap ? 'cap' : 'lower';
    f('src-first', first.cap && !PRONOUNS.has(first.lower) ? 'Cap' : first.lower); f('src-len', BUCKET_TEXT[bucket(source.b - source.a, [1, 2, 4, 8])]!);
    f('src-side', source.b <= cue.a ? 'before' : 'after'); f('src-gap', BUCKET_TEXT[bucket(gapOf(cue, source), [0, 1, 3, 8])]!);
  }
  const hasSrc = srcKind === 'none' ? 'no-src' : srcKind === 'hedge' ? 'hedge' : 'src';
  f('src', srcKind);
  // the content
  const c0 = T[content.a]!, cLast = T[content.b - 1]!, after = tokenAt(T, content.b);
  const opener = c0.kind === 'quote' ? 'quote' : CONTENT_OPENERS.has(c0.lower) ? c0.lower : c0.cap ? 'Cap' : c0.kind;
  const endsSentence = !after || after.sent !== cLast.sent || (after.kind === 'punct' && tokenAt(T, content.b + 1)?.sent !== cLast.sent);
  f('c-open', opener); f('c-len', BUCKET_TEXT[bucket(content.b - content.a, [1, 3, 7, 15, 30])]!); f('c-side', content.a >= cue.b ? 'after' : 'before');
  f('c-gap', BUCKET_TEXT[bucket(gapOf(cue, content), [0, 1, 3])]!); f(endsSentence ? 'c-ends-sentence' : 'c-ends-inside', NO_VALUE);
  f(c0.sent !== cLast.sent ? 'c-multi-sentence' : 'c-one-sentence', NO_VALUE);
  // combinations the fixed filters read together
  const joined = JOINED_NAMES[hasSrc];
  f(joined.known, p.known ? 'true' : 'false'); f(joined.suffix, suffix); f(joined['prev-comma'], prevW === ',' ? 'true' : 'false'); f(joined.lemma, lemma);
  f(joined['c-open'], opener); f('suffix', `${suffix}|c-open:${opener}`);
}

// (bucket numbers as text: the same strings as `${n}`, made once)
const BUCKET_TEXT = ['0', '1', '2', '3', '4', '5', '6'];

const sigmoid = (x: number): number => 1 / (1 + Math.exp(-x));

// the weights as a Map, made once per weights object
const maps = new WeakMap<CueFilterWeights, Map<string, number>>();

/** The filter's probability that the proposal is right (half for its cue, half for its content), under these weights. */
export function scoreFeatures(w: CueFilterWeights, feats: readonly string[]): number {
  let m = maps.get(w);
  if (!m) { m = new Map(Object.entries(w.weights)); maps.set(w, m); }
  let s = w.bias;
  for (const x of feats) s += m.get(x) ?? 0;
  return sigmoid(s);
}

// The weights by feature name, then by value (NO_VALUE for a feature without one): a proposal's features are looked
// up without being made (the same weights added in the same order as scoreFeatures adds them: the same sum).
const byName = new WeakMap<CueFilterWeights, Map<string, Map<string, number>>>();
function namedWeights(w: CueFilterWeights): Map<string, Map<string, number>> {
  let m = byName.get(w);
  if (!m) {
    m = new Map();
    for (const [key, v] of Object.entries(w.weights)) {
      const at = key.indexOf(':'), name = at < 0 ? key : key.slice(0, at), value = at < 0 ? NO_VALUE : key.slice(at + 1);
      let values = m.get(name);
      if (!values) m.set(name, values = new Map());
      values.set(value, v);
    }
    byName.set(w, m);
  }
  return m;
}

/** scoreFeatures(w, proposalFeatures(ctx, p)), without the strings. */
export function scoreProposal(ctx: Ctx, p: CueProposal, w: CueFilterWeights): number {
  const m = namedWeights(w);
  const sum = { s: w.bias };
  emitFeatures(ctx, p, (name, value) => { sum.s += m.get(name)?.get(value) ?? 0; });
  return sigmoid(sum.s);
}

const shipped = weights as CueFilterWeights;
const shippedOn = shipped.version === CUE_FILTER_VERSION && Object.keys(shipped.weights).length > 0;
let override: CueFilterWeights | null = null;
let mode: 'learned' | 'rules' = 'learned';
let capture: ((ctx: Ctx, p: CueProposal, feats: string[]) => void) | null = null;

/** Whether the shipped weights are for these features (otherwise the fixed filters decide). */
export function cueFilterOn(): boolean {
  return mode === 'learned' && (override !== null || shippedOn);
}

/** Experiments and training: use these weights (null: the shipped ones), or the fixed filters alone ('rules'). */
export function setCueFilter(w: CueFilterWeights | null, m: 'learned' | 'rules' = 'learned'): void { override = w; mode = m; }

/** Whether training is receiving the proposals (then every one is judged, also those the sieve drops anyway). */
export function cueProposalsCaptured(): boolean { return capture !== null; }

/** Training: receives every proposal the sieve judges, with its features. */
export function captureCueProposals(fn: ((ctx: Ctx, p: CueProposal, feats: string[]) => void) | null): void { capture = fn; }

/** The decision on a proposal: whether it becomes an attribution, and the probability (NaN when the fixed filters decide). */
export function judgeProposal(ctx: Ctx, p: CueProposal): { keep: boolean; p: number } {
  const on = cueFilterOn();
  if (!on && !capture) return { keep: p.rules, p: NaN };
  if (capture) capture(ctx, p, proposalFeatures(ctx, p));
  if (!on) return { keep: p.rules, p: NaN };
  const w = override ?? shipped;
  const prob = scoreProposal(ctx, p, w);
  return { keep: prob >= w.threshold, p: prob };
}
