import { createHash } from 'node:crypto';

/** Folds case and diacritics and collapses whitespace: "José  Núñez" → "jose nunez". */
export function fold(s: string): string {
  return s.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The key that makes one speaker of a name across articles: folded, periods and commas dropped. */
export function nameKey(name: string): string {
  // An ASCII name has nothing to decompose: the same key without Unicode normalization and property
  // classes (periods and commas dropped first, then whitespace folded once: the same result).
  if (ASCII.test(name)) return name.toLowerCase().replace(/[.,]/g, '').replace(/\s+/g, ' ').trim();
  return fold(name).replace(/[.,]/g, '').replace(/\s+/g, ' ').trim();
}

const ASCII = /^[\x00-\x7f]*$/;

/**
 * A looser key than nameKey for finding a speaker by a name as typed (`--speaker`, `speaker=`): apostrophes dropped
 * ("O'Donnell" finds "O’Donnell") and the letters Unicode does not decompose written as their base letters ("Lukasz"
 * finds "Łukasz"). Compared at query time only: the stored speaker keys stay nameKey.
 */
export function matchKey(name: string): string {
  const key = nameKey(name).replace(/['’‘`]/g, '');
  return ASCII.test(key) ? key : key.replace(/[łøđħıßæœþð]/g, (c) => LETTERS[c] ?? c);
}
const LETTERS: Readonly<Record<string, string>> = { ł: 'l', ø: 'o', đ: 'd', ħ: 'h', ı: 'i', ß: 'ss', æ: 'ae', œ: 'oe', þ: 'th', ð: 'd' };

/**
 * matchKey in SQL over a stored nameKey (PostgreSQL's speaker_key): `expr` with its apostrophes dropped and the
 * letters of LETTERS replaced (translate for the one-letter ones, replace for the others).
 */
export function matchKeySql(expr: string): string {
  // (translate maps its letters by position and drops those with none: the apostrophes last)
  let sql = `translate(${expr}, 'łøđħıð''’‘\`', 'lodhid')`;
  for (const [from, to] of Object.entries(LETTERS)) if (to.length > 1) sql = `replace(${sql}, '${from}', '${to}')`;
  return sql;
}

/** Fewer words than this and a quote is too generic ("we agree") to mark syndication. */
const MIN_GROUP_WORDS = 4;

/**
 * The key that groups the same quote across articles: lowercase, diacritics, quote marks and other
 * punctuation dropped, whitespace folded. Null for a quote too short to tell copies from coincidence.
 */
export function quoteKey(text: string): string | null {
  // An apostrophe joins ("senator’s" = "senators"); other punctuation separates. Text of ASCII and
  // typographic quotes, dashes and ellipses (nearly every quote) has nothing to decompose: it takes a
  // path with the same result without Unicode normalization and property classes.
  const key = PLAIN.test(text)
    ? text.toLowerCase().replace(/['`‘’]/g, '').replace(/[!-/:-@[-`{-~\s“”–—…]+/g, ' ').trim()
    : fold(text).replace(/['’‘`]/g, '').replace(/[\p{P}\p{S}]+/gu, ' ').replace(/\s+/g, ' ').trim();
  return key !== '' && hasWords(key, MIN_GROUP_WORDS) ? key : null;
}

/** Whether a key (words joined by single spaces) has at least `n` words: its spaces counted, not split out. */
function hasWords(key: string, n: number): boolean {
  let at = -1;
  for (let i = 1; i < n; i++) {
    at = key.indexOf(' ', at + 1);
    if (at < 0) return false;
  }
  return true;
}

/**
 * A 53-bit hash of a syndication key (cyrb53), stored beside it: the index that finds a key's group
 * holds this number rather than the key's text. Stored in databases, so it must never change.
 */
export function keyHash(key: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < key.length; i++) {
    const ch = key.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** ASCII and the punctuation of typeset quotes: ‘ ’ “ ” – — …. */
const PLAIN = /^[\x00-\x7f‘’“”–—…]*$/;

/** The identity of an article: sha256 of its text (whitespace folded, NFC) and its url when it has one. */
export function articleHash(text: string, url: string | undefined): string {
  // Every run of whitespace becomes one space; a lone space is already one, so it is not matched (3x faster).
  const normalized = text.normalize('NFC').replace(/\s\s+|[^\S ]/g, ' ').trim();
  return createHash('sha256').update(url ?? '').update('\n').update(normalized).digest('hex');
}
