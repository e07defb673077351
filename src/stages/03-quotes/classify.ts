import { textAt, type Ctx, type QuoteSpan } from '../../pipeline/context.js';
import { CUE_FORMS } from '../../lexicon/cues.js';
import { lineBreakBetween } from './pair.js';

const INNER_END = new Set([',', '.', '!', '?', '…', '...', '—', ';', ':']);

/**
 * Types each quote span: `speech` (a quotation standing as its own clause), `embedded` (quoted words inside a
 * sentence: the candidate of a mixed quote) or `term` (a scare quote, nickname or title: not speech).
 */
export function classifyQuotes(ctx: Ctx): void {
  for (const q of ctx.quoteSpans) q.type = classify(ctx, q);
}

function classify(ctx: Ctx, q: QuoteSpan): QuoteSpan['type'] {
  const { tokens } = ctx;
  const open = tokens[q.openTok]!;
  const prev = prevTok(ctx, q.openTok);
  const next = q.closeTok + 1 < ctx.paragraphs[q.para]!.tokEnd ? tokens[q.closeTok + 1]! : null;
  // the last inner word, past any closing single marks of a nested quote ("… don't expect that.'")
  let li = q.closeTok - 1;
  while (li > q.openTok && tokens[li]!.kind === 'quote' && tokens[li]!.qlevel === 1) li--;
  const lastInner = tokens[li];
  const innerEnds = !!lastInner && lastInner.kind === 'punct' && INNER_END.has(lastInner.text);
  const atStart = !prev || prev.sent !== open.sent || prev.para !== open.para || (prev.kind === 'punct' && /^[:—–-]$/.test(prev.text))
    || lineBreakBetween(ctx.text, prev.end, open.start); // a quotation that begins a line
  const afterComma = !!prev && prev.kind === 'punct' && prev.text === ',';
  const cueAfter = !!next && (next.kind === 'word' && isCueNear(ctx, q.closeTok + 1) || next.text === ',' && isCueNear(ctx, q.closeTok + 2));
  if (q.continues || q.runOn) return 'speech';
  if (workTitle(ctx, q, prev) || titleThenWork(ctx, q)) return 'term';
  // "offered analysis on ''Monday Night Baseball,'' was dismissed …", "a play called "Los Hijos de Trump," or …": a short
  // title-case name closing on a comma inside its marks, no cue after it, is a title, not a quotation (PolNeAR train: such
  // quotes in a paragraph with no cue, given to the previous speaker or the article's subject or left unattributed, are
  // gold attributions 1 time in 12 exactly)
  if (lastInner?.text === ',' && !cueAfter && q.words <= 4 && titleCase(ctx, q)) return 'term';
  const single = open.qlevel === 1;
  if (single && q.words < 5) return 'term';
  // (a quotation the sentence goes on from is part of it: `"You squeezed employees to the breaking point" to drive up …`)
  const goesOn = !!next && next.kind === 'word' && next.sent === tokens[q.closeTok]!.sent && !cueAfter;
  if (atStart && (innerEnds || q.words >= 4 && !goesOn)) return 'speech';
  // `Mary said "We thought he would live forever."`: a capitalized clause right after a speech verb
  if (prev && CUE_FORMS.get(prev.lower)?.speech && prev.inQuote < 0 && q.words >= 4 && innerEnds && firstInnerCap(ctx, q)) return 'speech';
  if (afterComma && innerEnds && q.words >= 2) return 'speech';
  // `"A," he said, "b …"` and `"A," he said, but "b …"`: the second part of an interrupted quotation
  const beforeComma = afterComma ? tokens[q.openTok - 2] : prev && /^(but|and)$/.test(prev.lower) && textAt(tokens, q.openTok - 2, ',') ? tokens[q.openTok - 3] : undefined;
  if (beforeComma && beforeComma.inQuote < 0 && CUE_FORMS.get(beforeComma.lower)?.speech && q.words >= 3) return 'speech';
  // `"A," he told Scientific American, "b …"`: the attribution between the two parts ends on its addressee or a phrase
  if (afterComma && q.words >= 3 && attributionSince(ctx, q.openTok - 2)) return 'speech';
  if (innerEnds && cueAfter) return 'speech';
  if (atStart && cueAfter && q.words >= 2) return 'speech'; // «We are leaving», said Marie Blanc (comma outside the marks)
  if (q.words <= 3 && !innerEnds) return 'term';
  if (q.words <= 2) return 'term';
  return 'embedded';
}

/** Nouns that a work's title follows ("the book “Gifted Hands,”", "his memoir, “Tough Choices,”", "a Web ad, “Playing Trump,”"). */
const WORK_NOUNS: ReadonlySet<string> = new Set(['book', 'books', 'memoir', 'novel', 'film', 'films', 'movie', 'documentary', 'show', 'series', 'program',
  'programme', 'episode', 'album', 'song', 'single', 'play', 'musical', 'ad', 'ads', 'advert', 'commercial', 'spot', 'video', 'column', 'op-ed', 'essay',
  'article', 'report', 'podcast', 'segment', 'titled', 'entitled', 'autobiography', 'biography', 'magazine', 'newsletter', 'blog']);
/** Lowercase words a title in title case may hold ("Latin History for Dummies", "Los Hijos de Trump"). */
const TITLE_SMALL: ReadonlySet<string> = new Set(['a', 'an', 'the', 'and', 'or', 'nor', 'but', 'of', 'for', 'to', 'in', 'on', 'at', 'by', 'with', 'from',
  'as', 'vs', 'vs.', 'de', 'del', 'la', 'le', 'los', 'las', 'el', 'da', 'di', 'von', 'van', 'is', 'are', "'s", '’s']);

/**
 * A work's title in title case, up to 12 words, after a possessive or a noun of works, or after one and a comma: "On
 * ABC’s “This Week,” Carson admitted …", "his memoir, “Tough Choices,” …" (PolNeAR train: show names and books read as
 * quotations, the real statement after them lost). Not speech, whatever follows it.
 */
function workTitle(ctx: Ctx, q: QuoteSpan, prev: Ctx['tokens'][number] | null): boolean {
  if (!prev || q.words > 12 || prev.inQuote >= 0) return false;
  const p = prev.text === ',' && q.openTok >= 2 ? ctx.tokens[q.openTok - 2]! : prev;
  // (a possessive right before the marks only: "ABC’s “This Week,”")
  if (p.sent !== ctx.tokens[q.openTok]!.sent || !(WORK_NOUNS.has(p.lower) || p === prev && (p.lower === '’s' || p.lower === "'s"))) return false;
  let words = 0;
  for (let k = q.openTok + 1; k < q.closeTok; k++) {
    const t = ctx.tokens[k]!;
    if (t.kind !== 'word') continue;
    if (!(t.cap || words > 0 && TITLE_SMALL.has(t.lower))) return false;
    words++;
  }
  return words > 0;
}

/**
 * A title in title case described right after it as a work, or followed by its author: "“Tales From the Crypt,” an HBO
 * series that …", "“Hawaii Five-0,” the 1960s procedural that CBS revived", "“This Kind of War,” by T.R. Fehrenbach" (a
 * review of PolNeAR train: quoted titles given to the previous paragraph's speaker or the article's subject).
 */
function titleThenWork(ctx: Ctx, q: QuoteSpan): boolean {
  const t = ctx.tokens;
  if (q.words > 8) return false;
  let words = 0;
  for (let k = q.openTok + 1; k < q.closeTok; k++) {
    const w = t[k]!;
    if (w.kind === 'punct' && k === q.closeTok - 1 && w.text === ',') continue;
    if (w.kind !== 'word' && w.kind !== 'num' && !(w.kind === 'punct' && /^[-:&]$/.test(w.text))) return false;
    if (w.kind === 'word' && !(w.cap || words > 0 && TITLE_SMALL.has(w.lower))) return false;
    if (w.kind !== 'punct') words++;
  }
  let k = q.closeTok + 1;
  if (textAt(t, k, ',')) k++;
  const n = t[k];
  if (!n || words === 0 || n.sent !== t[q.closeTok]!.sent) return false;
  if (n.lower === 'by' && t[k + 1]?.cap) return true;
  if (!/^(a|an|the)$/.test(n.lower)) return false;
  for (let j = k + 1; j < t.length && j <= k + 5; j++) {
    if (t[j]!.kind !== 'word' && t[j]!.kind !== 'num') return false;
    if (WORK_NOUNS.has(t[j]!.lower) || /^(procedural|sitcom|drama|comedy|thriller|anthology|miniseries|franchise)$/.test(t[j]!.lower)) return true;
  }
  return false;
}

// The words of quote q are in title case (every one capitalized, small words after the first allowed), a comma last.
function titleCase(ctx: Ctx, q: QuoteSpan): boolean {
  let words = 0;
  for (let k = q.openTok + 1; k < q.closeTok - 1; k++) {
    const w = ctx.tokens[k]!;
    if (w.kind === 'quote' || w.kind === 'punct' && !/^[-:&.]$/.test(w.text)) return false;
    if (w.kind === 'word' && !(w.cap || words > 0 && TITLE_SMALL.has(w.lower))) return false;
    if (w.kind !== 'punct') words++;
  }
  return words > 0;
}

// Tokens back from k to a closing quotation mark hold a speech verb (at most 7 of them, all outside quotation marks)
function attributionSince(ctx: Ctx, k: number): boolean {
  let cue = false;
  for (let j = k; j > 0 && j >= k - 6; j--) {
    const t = ctx.tokens[j]!;
    if (t.kind === 'quote') return cue && t.qrole === 'close';
    if (t.inQuote >= 0 || t.text === '.' || t.text === ';') return false;
    if (CUE_FORMS.get(t.lower)?.speech) cue = true;
  }
  return false;
}

function prevTok(ctx: Ctx, k: number) {
  return k > 0 ? ctx.tokens[k - 1]! : null;
}

// A cue within the next three tokens ("…,” said Smith", "…,” Smith said", "…,” the senator said").
function isCueNear(ctx: Ctx, k: number): boolean {
  for (let j = k; j < Math.min(k + 5, ctx.tokens.length); j++) {
    const t = ctx.tokens[j]!;
    if (t.kind === 'quote' || (t.kind === 'punct' && t.text !== '.')) return false;
    const c = CUE_FORMS.get(t.lower);
    if (c?.speech) return true;
  }
  return false;
}

function firstInnerCap(ctx: Ctx, q: QuoteSpan): boolean {
  const t = ctx.tokens[q.openTok + 1];
  return !!t && t.cap;
}
