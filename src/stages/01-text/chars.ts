// Classes of single UTF-16 code units for the front stages' scans. Each class is the answer of its test on the
// one-character string text[i], which depends on that code unit alone: it is computed the first time the code unit is
// met and read from a table after that (a regex test, and a one-character string, every time before).

const LETTER_RE = /\p{L}/u, ALNUM_RE = /[\p{L}\p{N}\p{M}]/u, LOWER_LETTER_RE = /[\p{Ll}]/u, LETTER_DIGIT_COMMA_RE = /[\p{L}\p{N},]/u;
/** Before a quotation mark, these let it open; after one, close (with the marks in OPEN_BEFORE, CLOSE_AFTER of tokenize). */
const OPENING_RE = /[\s([{\u2014\u2013\-/]/, CLOSING_RE = /[\s)\]}.,;:!?\u2014\u2013\-/…]/;

/** /\s/ */
export const C_SPACE = 1 << 1;
/** a letter, digit or mark: ASCII letters and digits, /[\p{L}\p{N}\p{M}]/u for the rest */
export const C_ALNUM = 1 << 2;
/** /\p{L}/u */
export const C_LETTER = 1 << 3;
/** changes in lower case and not in upper case (an ASCII capital, or a capital such as É) */
export const C_UPPER = 1 << 4;
/** lets a quotation mark right after it open */
export const C_OPENING = 1 << 5;
/** lets a quotation mark right before it close */
export const C_CLOSING = 1 << 6;
/** /[\p{Ll}]/u */
export const C_LOWER_LETTER = 1 << 7;
/** /[\p{L}\p{N},]/u */
export const C_LETTER_DIGIT_COMMA = 1 << 8;
const C_KNOWN = 1;

const CLASSES = new Uint16Array(65536);

/** The classes (C_* bits) of the code unit x (0 to 65535). */
export function classOf(x: number): number {
  const c = CLASSES[x]!;
  return c !== 0 ? c : learnClass(x);
}

function learnClass(x: number): number {
  const ch = String.fromCharCode(x);
  const c = C_KNOWN | (/\s/.test(ch) ? C_SPACE : 0) | (isAlnum(ch) ? C_ALNUM : 0) | ((x < 128 ? (x | 32) >= 97 && (x | 32) <= 122 : LETTER_RE.test(ch)) ? C_LETTER : 0)
    | (isUpper(ch) ? C_UPPER : 0) | (OPENING_RE.test(ch) ? C_OPENING : 0) | (CLOSING_RE.test(ch) ? C_CLOSING : 0)
    | (LOWER_LETTER_RE.test(ch) ? C_LOWER_LETTER : 0) | (LETTER_DIGIT_COMMA_RE.test(ch) ? C_LETTER_DIGIT_COMMA : 0);
  CLASSES[x] = c;
  return c;
}

function isAlnum(c: string): boolean { const x = c.charCodeAt(0); return x < 128 ? ((x | 32) >= 97 && (x | 32) <= 122) || (x >= 48 && x <= 57) : ALNUM_RE.test(c); }
function isUpper(c: string): boolean { const x = c.charCodeAt(0); return x < 128 ? x >= 65 && x <= 90 : c !== c.toLowerCase() && c === c.toUpperCase(); }
