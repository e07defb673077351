/** A slice of the input: UTF-16 offsets, and `text === input.slice(start, end)` always. */
export interface Span {
  start: number;
  end: number;
  text: string;
}

export type QuoteKind = 'direct' | 'indirect' | 'mixed';
export type EntityType = 'person' | 'organization' | 'place' | 'other';
export type MentionKind = 'name' | 'pronoun' | 'nominal';

/** Who a statement is attributed to. */
export interface Speaker {
  /** Id of the entity the source resolves to, if any. */
  entity: string | null;
  /** Canonical name: the fullest form the article gives, without titles. */
  name: string | null;
  /** An unnamed source ("a source familiar with the situation", "officials"). */
  anonymous: boolean;
  /** The description of an unnamed or nominal source as written ("a source familiar with the situation"). */
  description: string | null;
}

/** One attribution: a statement, its cue, its source, and its context. */
export interface Quote {
  id: string;
  kind: QuoteKind;
  /** The content, one or more fragments (a quote interrupted by "he said" has two). */
  content: Span[];
  /** The reporting word or phrase ("said", "according to", "also noted"). */
  cue: Span | null;
  /** The speaker as written: a name, pronoun or description. */
  source: Span | null;
  speaker: Speaker;
  /** To whom it was said ("told reporters"). */
  addressee: Span | null;
  /** How it was said ("statement", "radio interview", "Twitter"). */
  medium: string | null;
  /** When it was said ("on Tuesday", "in December"), resolved against `published` where given. */
  time: TimeRef | null;
  /** Id of the rule (sieve) that made this attribution. */
  rule: string;
  /** 0..1: how likely this attribution is right, calibrated on the evaluation data. */
  confidence: number;
}

/** A time phrase as written, and the date it stands for. */
export interface TimeRef extends Span {
  /**
   * The date, as precise as the phrase: `YYYY-MM-DD` (a day, or the first day of a week for "last week"),
   * `YYYY-MM` (a month), `YYYY` (a year). Null when it cannot be resolved: relative phrases ("Tuesday")
   * without a publication date.
   */
  date: string | null;
  precision: 'day' | 'week' | 'month' | 'year';
}

export interface Mention extends Span {
  kind: MentionKind;
}

export interface Entity {
  id: string;
  type: EntityType;
  name: string;
  titles: string[];
  mentions: Mention[];
}

export interface Paragraph {
  start: number;
  end: number;
  boilerplate: boolean;
}

/** A problem found in the text (never an exception). */
export interface Message {
  code: string;
  message: string;
  span?: Span;
  rule?: string;
}

/** Where a syndicated story came from ("sources told The New York Post"). */
export interface CreditedOutlet extends Span {
  cue: string;
}

/** The result of `analyze`: schema `whosaid/1`. */
export interface Analysis {
  schema: 'whosaid/1';
  id?: string;
  text?: string;
  quotes: Quote[];
  entities: Entity[];
  paragraphs: Paragraph[];
  messages: Message[];
  creditedOutlets: CreditedOutlet[];
}

export interface AnalyzeOptions {
  /** Publication date (YYYY-MM-DD or Date) for resolving relative times. */
  published?: string | Date;
  /** Headline; not part of the text, used as context only. */
  title?: string;
  /** Include the input text in the result (`text` field). Default false. */
  includeText?: boolean;
  /** Record a rule trace for each attribution in `messages` (code `trace`). */
  explain?: boolean;
}
