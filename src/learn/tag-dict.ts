// Tag dictionary: the tags each frequent training word was seen with. The POS tagger scores only
// those candidates for such words, which is most of its speed; unseen words get every tag.
import { normalizeWord } from './features.js';
import { hashString } from './hash.js';
import { ByteReader, ByteWriter } from './varint.js';

/** Word hash -> sorted candidate tag indices. */
export type TagDict = Map<number, Uint8Array>;

/** Seed of the dictionary key hash. */
export const DICT_KEY_SEED = 0x7a9d1c;

/** Dictionary key of a word (exact form, quotes normalized). */
export function dictKey(word: string): number {
  return hashString(normalizeWord(word), DICT_KEY_SEED);
}

/** Words seen at least `minCount` times map to every tag they were seen with. */
export function buildTagDict(data: readonly { words: readonly string[]; tags: readonly number[] }[], minCount: number): TagDict {
  const seen = new Map<number, { n: number; tags: Set<number> }>();
  for (const s of data) s.words.forEach((w, i) => {
    const k = dictKey(w);
    let e = seen.get(k);
    if (!e) { e = { n: 0, tags: new Set() }; seen.set(k, e); }
    e.n++; e.tags.add(s.tags[i]!);
  });
  const dict: TagDict = new Map();
  for (const [k, e] of seen) if (e.n >= minCount) dict.set(k, Uint8Array.from([...e.tags].sort((a, b) => a - b)));
  return dict;
}

/** Serializes a dictionary (keys sorted, delta-coded). */
export function encodeTagDict(dict: TagDict): Uint8Array {
  const w = new ByteWriter();
  const keys = [...dict.keys()].sort((a, b) => a - b);
  w.uint(keys.length);
  let prev = 0;
  for (const k of keys) {
    w.uint(k - prev); prev = k;
    const tags = dict.get(k)!;
    w.uint(tags.length);
    for (const t of tags) w.uint(t);
  }
  return w.bytes();
}

/** Reads what encodeTagDict wrote. */
export function decodeTagDict(bytes: Uint8Array): TagDict {
  const r = new ByteReader(bytes);
  const n = r.uint(), dict: TagDict = new Map();
  let k = 0;
  for (let i = 0; i < n; i++) {
    k += r.uint();
    const tags = new Uint8Array(r.uint());
    for (let j = 0; j < tags.length; j++) tags[j] = r.uint();
    dict.set(k, tags);
  }
  return dict;
}
