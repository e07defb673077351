/**
 * A copy of s that keeps no longer string alive, for strings a cache keeps: V8 makes a substring of 13 or more
 * characters a view of its parent (a token's text is a slice of its whole article); a view of the concatenation keeps
 * only those n + 1 characters.
 */
export function ownString(s: string): string {
  return s.length < 13 ? s : (' ' + s).slice(1);
}
