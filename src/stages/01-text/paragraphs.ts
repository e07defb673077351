import type { Ctx, ParagraphInfo } from '../../pipeline/context.js';
import { BOILERPLATE_PATTERNS } from '../../lexicon/boilerplate.js';
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

// Paragraphs are blocks between blank lines; a text with no blank line at all breaks at every newline.
export function findParagraphs(ctx: Ctx): void {
  const { text } = ctx;
  const hasBlank = /\n[ \t\r\u00a0]*\n/.test(text);
  const sep = hasBlank ? /\n[ \t\r\u00a0]*\n\s*/g : /\n\s*/g;
  const out: ParagraphInfo[] = [];
  let last = 0;
  const push = (s: number, e: number) => {
    // (the tests on one character read its classes from a table: chars.ts)
    while (s < e && (classOf(text.charCodeAt(s)) & C_SPACE) !== 0) s++;
    while (e > s && (classOf(text.charCodeAt(e - 1)) & C_SPACE) !== 0) e--;
    if (e <= s) return;
    // hard-wrapped text breaks sentences with blank lines ("… we\n\nwill overcome …"): a paragraph that opens in
    // lower case (/[\p{Ll}]/u) after one that stops mid-sentence (/[\p{L}\p{N},]/u) continues it
    const prev = out[out.length - 1];
    if (prev && (classOf(text.charCodeAt(s)) & C_LOWER_LETTER) !== 0 && (classOf(text.charCodeAt(prev.end - 1)) & C_LETTER_DIGIT_COMMA) !== 0) { prev.end = e; return; }
    out.push(newParagraph(s, e));
  };
  for (let m = sep.exec(text); m; m = sep.exec(text)) { push(last, m.index); last = m.index + m[0].length; }
  push(last, text.length);
  ctx.paragraphs = out;
}

// A paragraph is boilerplate when a pattern from the lexicon matches it (see lexicon/boilerplate.ts).
export function flagBoilerplate(ctx: Ctx): void {
  for (const p of ctx.paragraphs) {
    const len = p.end - p.start;
    if (len > 600) continue;
    const t = ctx.text.slice(p.start, p.end);
    for (const pat of BOILERPLATE_PATTERNS) {
      if (pat.short && len >= 200) continue;
      if (pat.re.test(t)) { p.boilerplate = true; p.boilerRule = pat.id; break; }
    }
  }
}
