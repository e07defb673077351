// Reads of a string that stay fast whatever kind of string it is. V8 gives each representation of a string a map of
// its own (flat or a view of its article's text, one byte or two a character, shared or not): a call site that reads
// `w.length` or `w.charCodeAt(i)` of the tokens of many articles sees more than four maps, turns megamorphic, and its
// optimized code then calls the generic property lookup (and, for a method, calls the builtin it finds) on every read.
// Calling String.prototype.charCodeAt itself, and reading the length of `'' + w` (a string for the compiler, so its
// length is a field read), compile to the inline reads whatever the string's map.

const CHAR_CODE_AT = String.prototype.charCodeAt;

/** `w.charCodeAt(i)`, inline at any string. */
export const codeUnitAt = (w: string, i: number): number => CHAR_CODE_AT.call(w, i);

/** `w.length`, inline at any string. */
export const lengthOf = (w: string): number => ('' + w).length;
