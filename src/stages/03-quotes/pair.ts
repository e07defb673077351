import type { Ctx, QuoteSpan, Token } from '../../pipeline/context.js';

/**
 * Pairs opening and closing marks into quote spans, one paragraph at a time, so that a stray mark can never
 * swallow the rest of the article. A paragraph that ends inside a quote continues it only when the next paragraph
 * opens a quote (the newspaper convention for multi-paragraph quotes).
 */
export function pairQuotes(ctx: Ctx): void {
  const { tokens, paragraphs } = ctx;
  const spans: QuoteSpan[] = [];
  let resume = -1; // (a token to go on from in the next paragraph: the one after a run-on quotation's closing mark)
  for (let pi = 0; pi < paragraphs.length; pi++) {
    const p = paragraphs[pi]!;
    if (p.boilerplate) continue;
    let open = -1; // token index of the open double mark
    let single = -1; // token index of an open top-level single mark
    const from = resume > p.tokStart ? resume : p.tokStart;
    resume = -1;
    for (let k = from; k < p.tokEnd; k++) {
      const t = tokens[k]!;
      if (t.kind !== 'quote' || t.qrole === 'none') continue;
      if (t.qlevel === 2) {
        if (t.qrole === 'open') {
          if (open >= 0) {
            // a straight quotation inside a straight one (`"… attempt to weaponize the IRS to "close the tax gap" not only
            // …," said Rep. Newhouse`): the inner pair is the outer one's nested quotation, as single marks would be
            if (straight(ctx.text, t) && straight(ctx.text, tokens[open]!) && nestedStraight(ctx, k, p.tokEnd)) continue;
            if (straight(ctx.text, t)) { spans.push(mk(ctx, open, k, pi, false)); open = -1; continue; }
            // and a typographic one inside a typographic one (`“… under the false pretense of ending “sweeping voter
            // suppression” to justify …”`, Diaz-Balart): the same, when the next two marks close in that style
            if (!straight(ctx.text, tokens[open]!) && nestedStraight(ctx, k, p.tokEnd, false)) continue;
            message(ctx, 'stray-quote-mark', 'An opening quotation mark was never closed; a later one opens again.', tokens[open]!.start, tokens[open]!.end);
          }
          open = k; single = -1;
        } else if (open >= 0) { spans.push(mk(ctx, open, k, pi, false)); open = -1; }
        // a closing mark that begins a line and is followed by a word opens a quotation (`”Mr. Trump embodies …”`)
        else if (k + 1 < p.tokEnd && tokens[k + 1]!.kind === 'word' && (k === p.tokStart || lineBreakBetween(ctx.text, tokens[k - 1]!.end, t.start))) open = k;
        else message(ctx, 'stray-quote-mark', 'A closing quotation mark has no opening mark in its paragraph.', t.start, t.end);
      } else if (open < 0) {
        // single marks at top level: some outlets use them as double quotes
        if (t.qrole === 'open' && single < 0) single = k;
        else if (t.qrole === 'close' && single >= 0) { spans.push(mk(ctx, single, k, pi, false)); single = -1; }
      }
    }
    let run: { para: number; tok: number } | null = null;
    const opens = open === p.tokStart || open > p.tokStart && tokens[open - 1]!.text === ':';
    if (open >= 0) {
      const next = paragraphs[pi + 1];
      // (in the same style: a straight mark left open does not run on into a paragraph opening with a typographic one)
      const nextOpens = next && next.tokEnd > next.tokStart && tokens[next.tokStart]!.qrole === 'open' && tokens[next.tokStart]!.qlevel === 2
        && straight(ctx.text, tokens[open]!) === straight(ctx.text, tokens[next.tokStart]!);
      if (nextOpens) spans.push(mk(ctx, open, p.tokEnd - 1, pi, true));
      // (or after a colon: "Rep. Greg Murphy, M.D.:"Good morning. …", "Congressman Correa said: “Our servicemembers …")
      else if (opens && (run = runOnClose(ctx, pi, open))) {
        // (a statement printed with one pair of marks over its paragraphs: each paragraph a fragment, the last up to its mark)
        spans.push(mk(ctx, open, p.tokEnd - 1, pi, true));
        for (let m = pi + 1; m < run.para; m++) spans.push(mk(ctx, paragraphs[m]!.tokStart, paragraphs[m]!.tokEnd - 1, m, true));
        spans.push(mk(ctx, paragraphs[run.para]!.tokStart, run.tok, run.para, false));
        // (the last paragraph's part is the statement's too, however short: "No more.”" is no scare quote)
        spans[spans.length - 1]!.runOn = true;
        pi = run.para - 1;
        resume = run.tok + 1;
      } else if (opens) {
        message(ctx, 'unclosed-quote', open === p.tokStart ? 'A quotation opens this paragraph and is never closed; it is taken to run to the paragraph end.'
          : 'A quotation opened after a colon is never closed; it is taken to run to the paragraph end.', tokens[open]!.start, p.end);
        spans.push(mk(ctx, open, p.tokEnd - 1, pi, true));
        spans[spans.length - 1]!.continues = false;
      } else message(ctx, 'unclosed-quote', 'A quotation mark opens here and is never closed in its paragraph; it is ignored.', tokens[open]!.start, tokens[open]!.end);
    }
  }
  spans.forEach((s, i) => {
    s.id = i;
    for (let k = s.openTok; k <= s.closeTok; k++) tokens[k]!.inQuote = i;
  });
  ctx.quoteSpans = spans;
}

/**
 * `“Today, Speaker Pelosi forced a vote on …` ¶ `Reconciliation was created in 1974 …` ¶ `… this reckless spending that
 * mortgages America’s future.”`: a quotation opening paragraph `pi` and left open there, whose next paragraphs hold no
 * quotation mark until one whose first mark closes it, runs on over them to that mark (press releases print statements
 * so, without the opening mark each paragraph takes in news). The closing mark: its paragraph and token, in the opening
 * mark's style, within MAX_RUN_ON paragraphs; null if another mark, boilerplate or an empty paragraph comes first.
 */
function runOnClose(ctx: Ctx, pi: number, open: number): { para: number; tok: number } | null {
  const { tokens, paragraphs } = ctx;
  for (let m = pi + 1; m < paragraphs.length && m <= pi + MAX_RUN_ON; m++) {
    const p = paragraphs[m]!;
    if (p.boilerplate || p.tokEnd <= p.tokStart) return null;
    for (let k = p.tokStart; k < p.tokEnd; k++) {
      const t = tokens[k]!;
      if (t.kind !== 'quote' || t.qlevel !== 2 || t.qrole === 'none') continue;
      // (a closing mark opening its paragraph is read as an opening one: `”Mr. Trump embodies …”`)
      return t.qrole === 'close' && k > p.tokStart && straight(ctx.text, t) === straight(ctx.text, tokens[open]!) ? { para: m, tok: k } : null;
    }
  }
  return null;
}
const MAX_RUN_ON = 15;

/**
 * Whether the straight opening mark at k, met inside an open straight quotation, opens a nested one: the next two
 * straight marks of the paragraph (typographic ones for a typographic mark, `straightMarks` false) both close (the inner
 * quotation's, then the outer one's), and the inner one closes within the sentence. If so the inner pair becomes
 * single-level (`qlevel` 1), which the pairing passes over.
 */
function nestedStraight(ctx: Ctx, k: number, end: number, straightMarks = true): boolean {
  const { tokens, text } = ctx;
  let first = -1;
  for (let j = k + 1; j < end; j++) {
    const t = tokens[j]!;
    if (t.kind !== 'quote' || t.qlevel !== 2 || t.qrole === 'none') continue;
    if (straight(text, t) !== straightMarks || t.qrole !== 'close') return false;
    if (first < 0) { if (t.sent !== tokens[k]!.sent) return false; first = j; continue; }
    tokens[k]!.qlevel = 1; tokens[first]!.qlevel = 1;
    return true;
  }
  return false;
}

// A straight double mark ("): read as a character code, not by comparing one-character strings (their representation
// differs from text to text, and a new one deoptimizes the optimized code that compared them).
function straight(text: string, t: Token): boolean {
  return t.end - t.start === 1 && text.charCodeAt(t.start) === 34;
}

/** A line break lies between character offsets `a` and `b` (no substring is made). */
export function lineBreakBetween(text: string, a: number, b: number): boolean {
  return lineBreakAt(text, a, b) >= 0;
}

/** The first line break in text [a, b), or -1 (read there only: an indexOf would read on to the text's end when none follows). */
export function lineBreakAt(text: string, a: number, b: number): number {
  for (let i = a; i < b; i++) if (text.charCodeAt(i) === 10) return i;
  return -1;
}

function mk(ctx: Ctx, a: number, b: number, para: number, continues: boolean): QuoteSpan {
  const { tokens } = ctx;
  let words = 0;
  // (from the first word when the span opens on one: a run-on statement's later paragraphs have no opening mark)
  for (let k = tokens[a]!.kind === 'quote' ? a + 1 : a; k < b; k++) if (tokens[k]!.kind === 'word' || tokens[k]!.kind === 'num') words++;
  const endTok = tokens[b]!;
  // (runOn set here, false, as pairQuotes may set it later: one shape for every span)
  return { id: -1, start: tokens[a]!.start, end: endTok.end, openTok: a, closeTok: b, para, continues, runOn: false, type: 'speech', words };
}

function message(ctx: Ctx, code: string, msg: string, start: number, end: number): void {
  ctx.messages.push({ code, message: msg, span: { start, end, text: ctx.text.slice(start, end) }, rule: 'pair-quotes' });
}
