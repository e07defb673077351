import type { Ctx, ParagraphInfo } from '../../pipeline/context.js';
import { BOILERPLATE_PATTERNS, type BoilerplatePattern } from '../../lexicon/boilerplate.js';
import { classOf, C_SPACE, C_LOWER_LETTER, C_LETTER_DIGIT_COMMA } from './chars.js';

function newParagraph(start: number, end: number): ParagraphInfo {
  return { start, end, boilerplate: false, boilerRule: '', tokStart: 0, tokEnd: 0 };
}
// V8 keeps a field that no store has changed yet as a constant of the objects' shape, and optimized code that reads it
// depends on that: the first boilerplate paragraph (boilerplate, boilerRule changed) would throw away the optimized code
// of every function that reads paragraphs, late in the warm-up. A paragraph made (same shape) and changed here, once,
// makes them plain fields before any code is optimized. (boilerRule is '' until a rule matches, not null: a field first
// null, then a string changes its type, with the same effect.)
{
  const p = newParagraph(0, 0);
  p.boilerplate = true; p.boilerRule = '-';
}

/** [ \t\r\u00a0] */
const isInlineBlank = (x: number) => x === 32 || x === 9 || x === 13 || x === 0xa0;

// Paragraphs are blocks between blank lines; a text with no blank line at all breaks at every newline.
export function findParagraphs(ctx: Ctx): void {
  const { text } = ctx;
  const hasBlank = /\n[ \t\r\u00a0]*\n/.test(text);
  const out: ParagraphInfo[] = [];
  let last = 0;
  const push = (s: number, e: number) => {
    // (the tests on one character read its classes from a table: chars.ts)
    while (s < e && (classOf(text.charCodeAt(s)) & C_SPACE) !== 0) s++;
    while (e > s && (classOf(text.charCodeAt(e - 1)) & C_SPACE) !== 0) e--;
    if (e <= s) return;
    // hard-wrapped text breaks sentences with blank lines ("… we\n\nwill overcome …"): a paragraph that opens in
    // lower case (/[\p{Ll}]/u) after one that stops mid-sentence (/[\p{L}\p{N},]/u) continues it
    const prev = out.at(-1);
    if (prev && (classOf(text.charCodeAt(s)) & C_LOWER_LETTER) !== 0 && (classOf(text.charCodeAt(prev.end - 1)) & C_LETTER_DIGIT_COMMA) !== 0) { prev.end = e; return; }
    out.push(newParagraph(s, e));
  };
  // the separators: with blank lines, each match of /\n[ \t\r\u00a0]*\n\s*/g, else of /\n\s*/g (found by a scan from
  // each newline: a match can only start at one)
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) {
    let j = i + 1;
    if (hasBlank) {
      while (j < text.length && isInlineBlank(text.charCodeAt(j))) j++;
      if (j >= text.length || text.charCodeAt(j) !== 10) continue;
      j++;
    }
    while (j < text.length && (classOf(text.charCodeAt(j)) & C_SPACE) !== 0) j++;
    push(last, i);
    last = j;
    i = j - 1;
  }
  push(last, text.length);
  ctx.paragraphs = out;
}

// Most paragraphs match no pattern, and are found so with one test per group of patterns that share their flags: a
// group's patterns joined as alternatives, (?:a)|(?:b)|…, match a text exactly when one of them does (no pattern refers
// back to a group by number or name; the joined ones number their groups differently). Only then does the loop below
// test the patterns one by one for the first that matches. (No prefilter at all if a pattern is global or sticky: its
// test() moves lastIndex.)
function joined(patterns: readonly BoilerplatePattern[]): RegExp[] | null {
  const byFlags = new Map<string, string[]>();
  for (const { re } of patterns) {
    if (re.global || re.sticky || /\\[1-9]|\\k</.test(re.source)) return null;
    const sources = byFlags.get(re.flags) ?? [];
    sources.push(`(?:${re.source})`);
    byFlags.set(re.flags, sources);
  }
  return [...byFlags].map(([flags, sources]) => new RegExp(sources.join('|'), flags));
}
/** For paragraphs under 200 characters (every pattern), and for longer ones (the patterns that are not `short`). */
const ANY_SHORT = joined(BOILERPLATE_PATTERNS), ANY_LONG = joined(BOILERPLATE_PATTERNS.filter((p) => !p.short));
function mayMatch(any: RegExp[] | null, t: string): boolean {
  if (any === null) return true;
  for (const re of any) if (re.test(t)) return true;
  return false;
}

/**
 * A "click here" sentence closing a paragraph that first says something with a quotation mark or a verb of saying:
 * `'We need this,' said Rep. Smith. To learn more, click here.`, "In December 2020, DeFazio called on the FCC to delay
 * its auction. To learn more, click here." (a review of 60 press releases: 4 statements of one release dropped whole).
 */
function statementBefore(t: string): boolean {
  const at = t.search(/\bclick here\b/i);
  const end = Math.max(t.lastIndexOf('. ', at), t.lastIndexOf('." ', at), t.lastIndexOf('.” ', at));
  if (end < 0) return false;
  const before = t.slice(0, end);
  return before.split(/\s+/).length >= 6 && (/["“”]/.test(before) || /\b(said|says|called on|urged|announced|stated|added|wrote|asked|expressed)\b/i.test(before));
}

// A paragraph is boilerplate when a pattern from the lexicon matches it (see lexicon/boilerplate.ts).
export function flagBoilerplate(ctx: Ctx): void {
  for (const p of ctx.paragraphs) {
    const len = p.end - p.start;
    if (len > 600) continue;
    const t = ctx.text.slice(p.start, p.end);
    if (!mayMatch(len < 200 ? ANY_SHORT : ANY_LONG, t)) continue;
    for (const pat of BOILERPLATE_PATTERNS) {
      if (pat.short && len >= 200) continue;
      if (pat.re.test(t) && !(pat.id === 'click-here' && statementBefore(t))) { p.boilerplate = true; p.boilerRule = pat.id; break; }
    }
  }
}
