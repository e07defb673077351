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

/** The features of a proposal (strings; their order is fixed). */
export function proposalFeatures(ctx: Ctx, p: CueProposal): string[] {
  const T = ctx.tokens, f: string[] = [];
  const { cue, content, source } = p;
  const sent = T[cue.a]!.sent;
  let head = T[cue.b - 1]!.lower, lemma = '';
  for (let k = cue.a; k < cue.b; k++) {
    const l = T[k]!.lower;
    f.push(`w:${l}`);
    const form = CUE_FORMS.get(l);
    if (form) { head = l; lemma = form.lemma; }
  }
  const form = CUE_FORMS.get(head);
  const phrase = cue.b - cue.a <= 4 ? ctx.text.slice(T[cue.a]!.start, T[cue.b - 1]!.end).toLowerCase() : '';
  if (phrase) f.push(`cue:${phrase}`);
  f.push(`head:${head}`, `lemma:${lemma}`, `suffix:${suffixClass(head)}`, `clen:${bucket(cue.b - cue.a, [1, 2, 3])}`);
  if (form) f.push(form.speech ? 'speech' : form.stance ? 'stance' : 'other-lemma');
  for (const [name, on] of [['known', p.known], ['phrase', p.phrase], ['dangling', p.dangling], ['prep-object', p.prepObject], ['hedge', p.hedge], ['quoted', p.quoted], ['rule-in-sentence', p.ruleInSentence], ['rules', p.rules]] as const) {
    if (on) f.push(name);
  }
  // the cue's neighbours (tokens outside the text are not read: a read out of bounds, first made long after this
  // function is optimized, throws its optimized code away)
  const prev = tokenAt(T, cue.a - 1), next = tokenAt(T, cue.b);
  const prevW = prev && prev.sent === sent ? prev.lower : '<s>', nextW = next && next.sent === sent ? next.lower : '</s>';
  f.push(`prev:${prevW}`, `next:${nextW}`);
  const sentStart = ctx.sentences[sent]!.tokStart, sentEnd = ctx.sentences[sent]!.tokEnd;
  f.push(`cue-pos:${bucket(cue.a - sentStart, [0, 2, 5, 10])}`, `cue-left:${bucket(sentEnd - cue.b, [1, 3, 8, 20])}`);
  // the source
  let srcKind = 'none';
  if (p.hedge) srcKind = 'hedge';
  else if (source) {
    const m = ctx.mentionAt[source.b - 1] ?? -1;
    const mention = m >= 0 ? ctx.mentions[m] : undefined;
    const first = T[source.a]!;
    srcKind = mention ? `${mention.kind}-${mention.type}` : PRONOUNS.has(first.lower) ? 'pronoun' : first.cap ? 'cap' : 'lower';
    f.push(`src-first:${first.cap && !PRONOUNS.has(first.lower) ? 'Cap' : first.lower}`, `src-len:${bucket(source.b - source.a, [1, 2, 4, 8])}`,
      `src-side:${source.b <= cue.a ? 'before' : 'after'}`, `src-gap:${bucket(gapOf(cue, source), [0, 1, 3, 8])}`);
  }
  const hasSrc = srcKind === 'none' ? 'no-src' : srcKind === 'hedge' ? 'hedge' : 'src';
  f.push(`src:${srcKind}`);
  // the content
  const c0 = T[content.a]!, cLast = T[content.b - 1]!, after = tokenAt(T, content.b);
  const opener = c0.kind === 'quote' ? 'quote' : CONTENT_OPENERS.has(c0.lower) ? c0.lower : c0.cap ? 'Cap' : c0.kind;
  const endsSentence = !after || after.sent !== cLast.sent || (after.kind === 'punct' && tokenAt(T, content.b + 1)?.sent !== cLast.sent);
  f.push(`c-open:${opener}`, `c-len:${bucket(content.b - content.a, [1, 3, 7, 15, 30])}`, `c-side:${content.a >= cue.b ? 'after' : 'before'}`,
    `c-gap:${bucket(gapOf(cue, content), [0, 1, 3])}`, endsSentence ? 'c-ends-sentence' : 'c-ends-inside', c0.sent !== cLast.sent ? 'c-multi-sentence' : 'c-one-sentence');
  // combinations the fixed filters read together
  f.push(`${hasSrc}|known:${p.known}`, `${hasSrc}|suffix:${suffixClass(head)}`, `${hasSrc}|prev-comma:${prevW === ','}`, `${hasSrc}|lemma:${lemma}`,
    `${hasSrc}|c-open:${opener}`, `suffix:${suffixClass(head)}|c-open:${opener}`);
  return f;
}

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
  const feats = proposalFeatures(ctx, p);
  capture?.(ctx, p, feats);
  if (!on) return { keep: p.rules, p: NaN };
  const w = override ?? shipped;
  const prob = scoreFeatures(w, feats);
  return { keep: prob >= w.threshold, p: prob };
}
