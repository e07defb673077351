// NUL and unpaired surrogates: PostgreSQL text and jsonb refuse them. One code unit each way, so offsets still hold.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** A string PostgreSQL stores: NUL and lone surrogates become U+FFFD (same length in UTF-16). */
export function storable<T extends string | null>(s: T): T {
  return (s === null ? s : s.replace(UNSTORABLE, '\uFFFD')) as T;
}
