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

/**
 * Makes a token. Tokens are made by a class, not by an object literal: V8 watches the objects an object literal makes,
 * and when a young-generation collection finds nearly all of them alive (as it does an article's tokens, in the middle
 * of its analysis) it allocates every later one straight in the old generation ("allocation-site pretenuring"). Then
 * every token of every article dies in the old generation: it grew by ~3.5 MB per young collection until a full one,
 * each token's strings (young) cost a remembered-set entry, and analyses ran about a fifth slower, in those runs where a
 * collection happened to fall mid-article (most long ones). Objects made by `new` have no such allocation site.
 */
class TokenObject implements Token {
  // (declared, not defined: the constructor's assignments are the only stores, in the order the literal had)
  declare start: number;
  declare end: number;
  declare text: string;
  declare lower: string;
  declare kind: TokenKind;
  declare cap: boolean;
  declare para: number;
  declare sent: number;
  declare qrole: QuoteRole;
  declare qlevel: 0 | 1 | 2;
  declare inQuote: number;
  constructor(start: number, end: number, text: string, lower: string, kind: TokenKind, cap: boolean, para: number) {
    this.start = start; this.end = end; this.text = text; this.lower = lower; this.kind = kind; this.cap = cap; this.para = para;
    this.sent = -1; this.qrole = 'none'; this.qlevel = 0; this.inQuote = -1;
  }
}

/** A new token, not yet in a sentence, a quotation's role or a quotation (see TokenObject). */
export function newToken(start: number, end: number, text: string, lower: string, kind: TokenKind, cap: boolean, para: number): Token {
  return new TokenObject(start, end, text, lower, kind, cap, para);
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

export interface Ctx {
  text: string;
  options: AnalyzeOptions;
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
