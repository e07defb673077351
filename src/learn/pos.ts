// Penn Treebank part-of-speech tagger: greedy averaged perceptron trained on the POS column of
// CoNLL-2003 train (scripts/train.ts). Weights decode lazily on first use.
import { decodeBase64 } from './base64.js';
import { getLexicon } from './shared-lexicon.js';
import { decodeTagDict, type TagDict } from './tag-dict.js';
import { GreedyTagger, type TagSpec } from './tagger.js';
import { shippedWeights } from './weights-registry.js';

const weights = await shippedWeights('pos', () => import('./weights/pos.weights.js'));
const CLASSES = weights.get('classes');

/** Tag set for POS: any tag may follow any other; frequent words choose among the tags they had in training. */
export function posSpec(classes: readonly string[], candidates: TagDict | null): TagSpec {
  return { classes, allowed: () => true, pairs: 'none', wordTag: true, candidates };
}

let tagger: GreedyTagger | null = null;

/**
 * Word-cache budget of the POS tagger (400,000 integers: the cache holds twice that, ~2,450 entries of ~325 integers, 3.2 MB a thread). Single words
 * (the span features' tags out of context, `tagPosId`) go past the cache; whole sentences (`tagPos`: the rules' finite-
 * verb tests in np.ts and carry.ts, ~30 words an article of the press releases) go through it. At the smallest budget
 * (64 words) 13,903 of those 29,549 words were new entries in 1,000 press releases, ~5 µs each with 45 classes; here
 * 4,514 (1,000,000 integers: 3,131). Same tags (`bench:ab` 1.05x, 6 rounds).
 */
const POS_CACHE_INTS = 400_000;

function getTagger(): GreedyTagger {
  tagger ??= new GreedyTagger(weights.table('data'), posSpec(CLASSES, decodeTagDict(decodeBase64(weights.get('dict')))), getLexicon(), POS_CACHE_INTS);
  return tagger;
}

/** Penn Treebank tags for one tokenized sentence. */
export function tagPos(words: readonly string[]): string[] {
  if (words.length === 0) return [];
  const t = getTagger(), n = t.tagInto(words), out: string[] = new Array(n);
  for (let i = 0; i < n; i++) out[i] = CLASSES[t.tags[i]!]!;
  return out;
}

/**
 * The tag `tagPos` gives `word` in any sentence, when the tag dictionary allows it one ("the", "said", "would": most
 * frequent words), or null: a caller that needs the tags of a few words only can skip tagging their sentence.
 */
export function fixedPosTag(word: string): string | null {
  const c = getTagger().fixedTag(word);
  return c < 0 ? null : CLASSES[c]!;
}

/**
 * The tags of words from..n-1 of a sentence (`words` from its first word, or from any word before `from` that is two or
 * more before it), the same as `tagPos` gives them, when the two words before `from` have a fixed tag (`fixedPosTag`):
 * those two tags and the words around are all a tag depends on, so the words before them need no tagging. The result's
 * entries before `from` are empty strings.
 */
export function tagPosFrom(words: readonly string[], from: number): string[] {
  const t = getTagger(), prev1 = t.fixedTag(words[from - 1]!), prev2 = t.fixedTag(words[from - 2]!);
  const n = t.tagInto(words, true, words.length, from, prev1, prev2), out: string[] = new Array(n).fill('');
  for (let i = from; i < n; i++) out[i] = CLASSES[t.tags[i]!]!;
  return out;
}

/** The tag index (into the POS weights' classes) of one word as a sentence of its own: tagPosIds([word])[0]. */
export function tagPosId(word: string): number {
  return getTagger().tagWord(word);
}

/**
 * Tag indices (into the POS weights' classes) for one tokenized sentence, in a buffer the next call overwrites;
 * no tag strings are made (the span model's features use the indices).
 */
export function tagPosIds(words: readonly string[]): Int32Array {
  const t = getTagger();
  if (words.length > 0) t.tagInto(words);
  return t.tags;
}
