// Person / organization / place / other-name tagger: greedy averaged perceptron over IOB2 tags,
// trained on CoNLL-2003 (scripts/train.ts). Weights and lexicon decode lazily on first use.
import { getLexicon } from './shared-lexicon.js';
import { dictKey, type TagDict } from './tag-dict.js';
import { GreedyTagger, type TagSpec } from './tagger.js';
import { shippedWeights } from './weights-registry.js';

const weights = await shippedWeights('names', () => import('./weights/names.weights.js'));

/** Name categories of CoNLL-2003. */
export type NameType = 'PER' | 'ORG' | 'LOC' | 'MISC';

/** A name found in a sentence: token range [start, end) and its type. */
export interface NameTag { start: number; end: number; type: NameType; score?: number }

const TYPES: readonly NameType[] = ['PER', 'ORG', 'LOC', 'MISC'];

/** Honorifics and personal titles are never part of a name ("Mayor Eric Adams" -> "Eric Adams"), as in CoNLL. */
const TITLES = ['Mr.', 'Mrs.', 'Ms.', 'Dr.', 'Sen.', 'Rep.', 'Gov.', 'Lt.', 'Sgt.', 'Mayor', 'Senator', 'Congressman', 'Congresswoman',
  'Governor', 'President', 'Councilmember', 'Councilman', 'Councilwoman', 'Commissioner', 'Secretary', 'Judge'];
const TITLE_ONLY_O: TagDict = new Map(TITLES.map((t) => [dictKey(t), Uint8Array.of(0)]));

/** IOB2 tag set: O, then B-/I- per type. */
export const NAME_SPEC: TagSpec = {
  classes: ['O', ...TYPES.flatMap((t) => [`B-${t}`, `I-${t}`])],
  // I-X only continues an X; index 9 is the start state.
  pairs: 'caps',
  wordTag: true,
  candidates: TITLE_ONLY_O,
  allowed: (prev, cur) => cur === 0 || cur % 2 === 1 || (prev !== 9 && prev !== 0 && Math.ceil(prev / 2) === Math.ceil(cur / 2)),
};

let tagger: GreedyTagger | null = null;

function getTagger(): GreedyTagger {
  tagger ??= new GreedyTagger(weights.table('data'), NAME_SPEC, getLexicon());
  return tagger;
}

/** Margin scale of the 0.5–1 score; on CoNLL valid a score of 0.6 / 0.7 / 0.8 / 0.9 was right 62 / 80 / 94 / 98% of the time. */
const MARGIN_SCALE = 24;

/** Turns the first n tag indices (NAME_SPEC order) into spans; `margins` (if given) become a 0–1 score. */
export function namesFromTags(tags: ArrayLike<number>, margins?: ArrayLike<number>, n = tags.length): NameTag[] {
  const out: NameTag[] = [];
  // (the open span is closed in place at each end, not by a closure: one made per call kept these variables in a context)
  let cur: NameTag | null = null;
  let minMargin = Infinity;
  for (let i = 0; i < n; i++) {
    const t = tags[i]!;
    if (t === 0) {
      if (cur) { if (margins) cur.score = scoreOf(minMargin); out.push(cur); cur = null; }
      continue;
    }
    const type = TYPES[(t - 1) >> 1]!;
    if (t % 2 === 0 && cur && cur.type === type) cur.end = i + 1;
    else {
      if (cur) { if (margins) cur.score = scoreOf(minMargin); out.push(cur); }
      cur = { start: i, end: i + 1, type }; minMargin = Infinity;
    }
    if (margins) minMargin = Math.min(minMargin, margins[i]!);
  }
  if (cur) { if (margins) cur.score = scoreOf(minMargin); out.push(cur); }
  return out;
}

const scoreOf = (minMargin: number): number => Math.round(1000 / (1 + Math.exp(-minMargin / MARGIN_SCALE))) / 1000;

/**
 * Finds names in one tokenized sentence (CoNLL/PTB-style tokens; curly quotes are fine): its first n words (all by
 * default; a caller may reuse one longer array from sentence to sentence).
 */
export function tagNames(words: readonly string[], n = words.length): NameTag[] {
  if (n === 0) return [];
  // (margins of tokens tagged O are not read: namesFromTags scores names only)
  const t = getTagger();
  t.tagInto(words, false, n);
  return namesFromTags(t.tags, t.margins, n);
}
