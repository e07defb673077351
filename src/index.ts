export type {
  Analysis, AnalyzeOptions, Quote, QuoteKind, TimeRef, Entity, EntityType, Mention, MentionKind, Paragraph, Message, Span, Speaker, CreditedOutlet,
} from './model/types.js';
export { WhosaidError, ERROR_CODES, MAX_INPUT_LENGTH } from './errors.js';
export type { ErrorCode } from './errors.js';
export { analyze } from './pipeline/analyze.js';
