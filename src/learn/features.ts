// Feature extraction shared by training and tagging. Every feature is a 32-bit hash; a word's
// position-bound features are computed once per distinct word, so tagging only adds cached vectors.
import { combine, hashRange, hashString, mix32 } from './hash.js';
import { codeUnitAt } from './string-reads.js';
import { CAP_UPPER, capOf, coarseOf, fineOf, isFirstName, isLastName, lexKey, type Lexicon } from './lexicon.js';

/** Relative positions whose word features are used (-2..2). */
export const WINDOW = 2;

/** What tagging needs to know about one word. */
export interface WordInfo {
  /** Hashed features of the word when it is at offset p (index p + WINDOW). */
  readonly byPos: readonly Int32Array[];
  readonly lower: number;
  readonly shape: number;
  readonly cap: number;
  readonly initCap: boolean;
  /** A token after which capitals say little (quote, bracket, colon, dash). */
  readonly opener: boolean;
}

/** Tokens after which capitals say little (normalized forms). */
export const OPENERS: ReadonlySet<string> = new Set(['"', "'", '`', '``', '(', '[', ':', '-', '--', '\u2014', '\u2013']);

/** Feature template ids (hash seeds). */
export const T = { word: 1, lower: 2, shape: 3, prefix: 4, suffix: 8, fine: 12, coarse: 13, cap: 14, first: 15, last: 16, flags: 17, len: 18, bound: 19, shortShape: 20 } as const;

/** Replaces curly quotes and apostrophes with their ASCII forms (CoNLL training text has none). */
export function normalizeWord(w: string): string {
  if (!/[\u2018\u2019\u201a\u201b\u201c\u201d\u201e\u2032\u00ab\u00bb]/.test(w)) return w;
  return w.replace(/[\u2018\u2019\u201a\u201b\u2032]/g, "'").replace(/[\u201c\u201d\u201e\u00ab\u00bb]/g, '"');
}

function charClass(c: number): number {
  if (c >= 65 && c <= 90) return 88; // X
  if (c >= 97 && c <= 122) return 120; // x
  if (c >= 48 && c <= 57) return 100; // d
  if (c > 127) {
    const ch = String.fromCharCode(c);
    if (ch !== ch.toLowerCase()) return 88;
    if (ch !== ch.toUpperCase()) return 120;
  }
  return c;
}

/** Whether a word starts with a capital as its features read it (`initCap`): an uppercase first code unit, ASCII or not. */
export const startsUpper = (w: string): boolean => charClass(codeUnitAt(w, 0)) === 88;

/** Shape hashes: runs collapsed ("Xx", "X.X.", "d-d") and the first 4 classes + run-collapsed rest. */
function shapes(w: string): [number, number] {
  let h = 0x811c9dc5, hs = 0x811c9dc5, prev = -1;
  for (let i = 0; i < w.length; i++) {
    const c = charClass(w.charCodeAt(i));
    if (c !== prev) h = Math.imul(h ^ c, 0x01000193);
    if (i < 4) hs = Math.imul(hs ^ c, 0x01000193);
    prev = c;
  }
  hs = Math.imul(hs ^ (w.length > 4 ? 1 : 0), 0x01000193);
  return [mix32(h), mix32(hs)];
}

function flagsOf(w: string): number {
  let f = 0;
  for (let i = 0; i < w.length; i++) {
    const c = w.charCodeAt(i);
    if (c === 45) f |= 1; // hyphen
    else if (c === 46) f |= 2; // period
    else if (c >= 48 && c <= 57) f |= 4;
  }
  return f;
}

const f = (template: number, value: number): number => combine(template, value);

/** Builds the per-position feature hashes of one word. */
export function wordInfo(raw: string, lex: Lexicon | null): WordInfo {
  const w = normalizeWord(raw);
  const lowerStr = w.toLowerCase();
  const lower = hashString(lowerStr, T.lower);
  const word = hashString(w, T.word);
  const [shape, shortShape] = shapes(w);
  const entry = lex?.get(lexKey(lowerStr)) ?? 0;
  const initCap = startsUpper(w);
  const cap = capOf(entry);
  const n = lowerStr.length;
  const all: number[] = [word, lower, f(T.shape, shape), f(T.shortShape, shortShape), f(T.flags, flagsOf(w)), f(T.len, n > 8 ? 8 : n)];
  for (let k = 1; k <= 4 && k < n; k++) {
    all.push(hashRange(lowerStr, 0, k, T.prefix + k - 1));
    all.push(hashRange(lowerStr, n - k, n, T.suffix + k - 1));
  }
  const lexFeats: number[] = [f(T.cap, cap * 2 + (initCap ? 1 : 0))];
  if (fineOf(entry)) lexFeats.push(f(T.fine, fineOf(entry)), f(T.coarse, coarseOf(entry)));
  if (isFirstName(entry)) lexFeats.push(f(T.first, initCap ? 1 : 0));
  if (isLastName(entry)) lexFeats.push(f(T.last, initCap ? 1 : 0));
  all.push(...lexFeats);
  const suffix3 = n > 3 ? hashRange(lowerStr, n - 3, n, T.suffix + 2) : lower;
  const near = [lower, f(T.shape, shape), suffix3, ...lexFeats];
  const far = [lower, f(T.shape, shape), ...(fineOf(entry) ? [f(T.coarse, coarseOf(entry))] : [])];
  return { byPos: [far, near, all, near, far].map((a, i) => salted(a, i)), lower, shape, cap, initCap, opener: OPENERS.has(w) };
}

function salted(feats: number[], pos: number): Int32Array {
  const out = new Int32Array(feats.length);
  for (let i = 0; i < feats.length; i++) out[i] = combine(feats[i]!, 0x5a17 + pos);
  return out;
}

function boundary(name: string): WordInfo {
  const h = hashString(name, T.bound);
  const one = (pos: number): Int32Array => salted([h], pos);
  return { byPos: [0, 1, 2, 3, 4].map(one), lower: h, shape: h, cap: CAP_UPPER + 1, initCap: false, opener: false };
}

/** Pseudo-words standing before the first and after the last token. */
export const BOS = boundary('<s>'), EOS = boundary('</s>');

/** True when token i starts a sentence or a quoted/bracketed stretch (capitals say little there). */
export function isInitial(info: readonly WordInfo[], i: number): boolean {
  return i === 0 || info[i - 1]!.opener;
}

/** Features of token i's own word that depend on whether it starts a sentence or quote. */
export function initialFeatures(w0: WordInfo, init: boolean, out: number[]): void {
  const b = init ? 1 : 0;
  out.push(combine(w0.shape, 0x100 + b));
  out.push(combine(w0.cap * 4 + (w0.initCap ? 2 : 0) + b, 0x101));
  out.push(combine(w0.lower, 0x105 + b));
}

/** Features of neighbouring word pairs and the shape trigram around token i (only near capitals when `capsOnly`). */
export function pairFeatures(wp: WordInfo, w0: WordInfo, wn: WordInfo, capsOnly: boolean, out: number[]): void {
  if (capsOnly && !wp.initCap && !w0.initCap && !wn.initCap) return;
  out.push(combine(combine(wp.lower, w0.lower), 0x102));
  out.push(combine(combine(w0.lower, wn.lower), 0x103));
  out.push(combine(combine(combine(wp.shape, w0.shape), wn.shape), 0x104));
}

/** Features of the two previous tags alone (t1 = previous, t2 = the one before). */
export function transitionFeatures(t1: number, t2: number, out: number[]): void {
  out.push(combine(t1, 0x200));
  out.push(combine(t2 * 256 + t1, 0x201));
}

/** Features joining the previous tag with the current word. */
export function wordTagFeatures(w0: WordInfo, t1: number, out: number[]): void {
  out.push(combine(w0.lower, 0x300 + t1));
  out.push(combine(w0.shape, 0x400 + t1));
}
