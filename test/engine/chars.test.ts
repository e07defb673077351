import { describe, it, expect } from 'vitest';
import { classOf, C_SPACE, C_ALNUM, C_LETTER, C_UPPER, C_OPENING, C_CLOSING, C_LOWER_LETTER, C_LETTER_DIGIT_COMMA } from '../../src/stages/01-text/chars.js';

// The table's classes are the tests the front stages made on one-character strings before it.
describe('code unit classes', () => {
  it('agree with their tests on every UTF-16 code unit, asked twice (learned, then from the table)', () => {
    const tests: [number, (c: string) => boolean][] = [
      [C_SPACE, (c) => /\s/.test(c)],
      [C_ALNUM, (c) => /[\p{L}\p{N}\p{M}]/u.test(c)],
      [C_LETTER, (c) => /\p{L}/u.test(c)],
      [C_UPPER, (c) => c !== c.toLowerCase() && c === c.toUpperCase()],
      [C_OPENING, (c) => /[\s([{\u2014\u2013\-/]/.test(c)],
      [C_CLOSING, (c) => /[\s)\]}.,;:!?\u2014\u2013\-/…]/.test(c)],
      [C_LOWER_LETTER, (c) => /[\p{Ll}]/u.test(c)],
      [C_LETTER_DIGIT_COMMA, (c) => /[\p{L}\p{N},]/u.test(c)],
    ];
    let wrong = 0, spaces = 0;
    for (let round = 0; round < 2; round++) for (let x = 0; x < 65536; x++) {
      const ch = String.fromCharCode(x), cls = classOf(x);
      for (const [bit, test] of tests) if (((cls & bit) !== 0) !== test(ch)) wrong++;
      if (round === 0 && (cls & C_SPACE) !== 0) spaces++;
    }
    expect(wrong).toBe(0);
    expect(spaces).toBe(25); // \t \n \v \f \r, space, U+00A0, U+1680, U+2000-200A, U+2028, U+2029, U+202F, U+205F, U+3000, U+FEFF
    expect([...'aZ9é’ “—'].map((c) => classOf(c.charCodeAt(0)) & (C_ALNUM | C_UPPER | C_SPACE))).toEqual([C_ALNUM, C_ALNUM | C_UPPER, C_ALNUM, C_ALNUM, 0, C_SPACE, 0, 0]);
  });
});
