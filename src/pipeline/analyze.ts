import type { Analysis, AnalyzeOptions } from '../model/types.js';
import { WhosaidError, MAX_INPUT_LENGTH } from '../errors.js';
import type { Ctx, RunOptions } from './context.js';
import { findParagraphs, flagBoilerplate } from '../stages/01-text/paragraphs.js';
import { tokenize } from '../stages/02-segment/tokenize.js';
import { splitSentences } from '../stages/02-segment/sentences.js';
import { pairQuotes } from '../stages/03-quotes/pair.js';
import { classifyQuotes } from '../stages/03-quotes/classify.js';
import { findNames } from '../stages/04-entities/names.js';
import { clusterMentions } from '../stages/04-entities/cluster.js';
import { attribute, toQuotes } from '../stages/05-attribution/attribute.js';
import { addContext } from '../stages/06-context/context.js';
import type { AttributionState } from '../stages/05-attribution/candidate.js';

/** Finds every attribution in one article. Offsets are UTF-16 offsets into `text` as given. */
export function analyze(text: string, options: AnalyzeOptions = {}): Analysis {
  const { ctx, state } = run(text, options);
  const a: Analysis = {
    schema: 'whosaid/1',
    ...(ctx.options.includeText ? { text } : {}),
    quotes: toQuotes(ctx, state),
    entities: ctx.entities,
    paragraphs: ctx.paragraphs.map((p) => ({ start: p.start, end: p.end, boilerplate: p.boilerplate })),
    messages: ctx.messages,
    creditedOutlets: ctx.outlets,
  };
  return a;
}

/** Runs every stage and returns the internal context (tokens, sentences, quote spans): for tests and tools. */
export function run(text: string, options: AnalyzeOptions = {}): { ctx: Ctx; state: AttributionState } {
  if (typeof text !== 'string') throw new WhosaidError('WHOSAID_BAD_OPTION', '`analyze` needs a string of article text.');
  if (text.length > MAX_INPUT_LENGTH) throw new WhosaidError('WHOSAID_INPUT_TOO_LARGE', `The input has ${text.length} characters; the limit is ${MAX_INPUT_LENGTH}.`);
  const ctx: Ctx = {
    text, options: ownOptions(options), tokens: [], paragraphs: [], sentences: [], quoteSpans: [], mentions: [], entities: [], quotes: [], messages: [], outlets: [],
    mentionAt: new Int32Array(0),
  };
  // The stages in order: each reads only what the ones before it wrote.
  findParagraphs(ctx);
  flagBoilerplate(ctx);
  tokenize(ctx);
  splitSentences(ctx);
  pairQuotes(ctx); // quotes before names: a mention's being inside a quote matters to pronoun linking
  classifyQuotes(ctx);
  findNames(ctx);
  clusterMentions(ctx);
  const state = attribute(ctx);
  addContext(ctx, state);
  return { ctx, state };
}

// The options the stages read, as one object of one shape. Callers build theirs in many shapes (with or without a
// title, a date, spread from a record), and a stage's read of `ctx.options.explain` that has seen more than four of
// them is megamorphic: a generic lookup, most often missing the lookup cache, on every article.
function ownOptions(o: AnalyzeOptions): RunOptions {
  return { published: o.published, title: o.title, includeText: Boolean(o.includeText), explain: Boolean(o.explain) };
}
