import type { AnalyzeOptions, Entity, Message, Quote, Span, CreditedOutlet } from '../model/types.js';

export type TokenKind = 'word' | 'num' | 'punct' | 'quote';
/** Role of a quotation mark, decided from its shape and neighbours. */
export type QuoteRole = 'open' | 'close' | 'none';

export interface Token {
  start: number;
  end: number;
  text: string;
  lower: string;
  kind: TokenKind;
  /** Starts with an uppercase letter. */
  cap: boolean;
  para: number;
  sent: number;
  /** For quote marks: open/close as decided by the segmenter; 'none' for apostrophes and stray marks. */
  qrole: QuoteRole;
  /** For quote marks: 2 for double-quote shapes, 1 for single. */
  qlevel: 0 | 1 | 2;
  /** Index of the direct-quote span this token lies inside (-1 outside any). */
  inQuote: number;
}

/** A paragraph; boilerRule: the id of the boilerplate pattern that matched it ('' when none did). */
export interface ParagraphInfo { start: number; end: number; boilerplate: boolean; boilerRule: string; tokStart: number; tokEnd: number }
export interface Sentence { start: number; end: number; tokStart: number; tokEnd: number; para: number }

/** A run of quoted text: the marks and what lies between them. */
export interface QuoteSpan {
  id: number;
  /** Offsets including the marks. */
  start: number;
  end: number;
  /** Token indexes of the opening mark and the closing mark (or the paragraph end for an open continuation). */
  openTok: number;
  closeTok: number;
  para: number;
  /** True when the span has no closing mark in its paragraph and the next paragraph opens a quote (multi-paragraph quote). */
  continues: boolean;
  /** True for the last part of a statement run on over paragraphs with one pair of marks (it opens on a word). */
  runOn: boolean;
  /** 'speech', 'term' (scare quote, title, nickname) or 'embedded' (part of a sentence: a mixed-quote candidate). */
  type: 'speech' | 'term' | 'embedded';
  words: number;
}

export interface MentionInfo {
  start: number;
  end: number;
  tokStart: number;
  tokEnd: number;
  kind: 'name' | 'pronoun' | 'nominal';
  type: 'PER' | 'ORG' | 'LOC' | 'MISC';
  /** Title phrase written before or beside the name ("Border Czar"). */
  title: Span | null;
  entity: number;
  inQuote: boolean;
}

/**
 * Makes a mention. Every mention is made here, with all fields in this order, so that all mentions share one hidden
 * class and the stages that read them stay monomorphic (a spread or a second literal gives another map, and every
 * optimized function that reads mentions deoptimizes when it first meets one).
 */
export function newMention(
  start: number, end: number, tokStart: number, tokEnd: number, kind: MentionInfo['kind'], type: MentionInfo['type'],
  title: Span | null, entity: number, inQuote: boolean,
): MentionInfo {
  return { start, end, tokStart, tokEnd, kind, type, title, entity, inQuote };
}

/** The options as the stages read them: every field present, one shape (analyze.ts `ownOptions`). */
export interface RunOptions {
  published: AnalyzeOptions['published'] | undefined;
  title: string | undefined;
  includeText: boolean;
  explain: boolean;
}

export interface Ctx {
  text: string;
  options: RunOptions;
  tokens: Token[];
  paragraphs: ParagraphInfo[];
  sentences: Sentence[];
  quoteSpans: QuoteSpan[];
  mentions: MentionInfo[];
  entities: Entity[];
  quotes: Quote[];
  messages: Message[];
  outlets: CreditedOutlet[];
  /** Per token: index of the mention that covers it, or -1. */
  mentionAt: Int32Array;
}

/**
 * Token `k`, or undefined when `k` lies outside the tokens. Reading an array past its end (or at -1) makes V8 drop
 * the optimized code of the function that does it and compile it again; this reads only inside.
 */
export function tokenAt(tokens: readonly Token[], k: number): Token | undefined {
  return k >= 0 && k < tokens.length ? tokens[k] : undefined;
}

/**
 * Token `k` is there and its text is `text` (as `tokens[k]?.text === text`). One comparison shared by its callers: it
 * meets words and marks alike from the first article on, where a comparison of its own in each caller, having seen
 * only the shared one-character strings of commas and colons, deoptimized at its first word or past the end.
 */
export function textAt(tokens: readonly Token[], k: number, text: string): boolean {
  const t = tokenAt(tokens, k);
  return t !== undefined && t.text === text;
}

export function span(ctx: Ctx, start: number, end: number): Span {
  return { start, end, text: ctx.text.slice(start, end) };
}

export function tokSpan(ctx: Ctx, a: number, b: number): Span {
  const s = ctx.tokens[a]!.start, e = ctx.tokens[b - 1]!.end;
  return { start: s, end: e, text: ctx.text.slice(s, e) };
}
