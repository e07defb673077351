import type { Sieve } from '../candidate.js';
import { innerCue, signOff, trailingCue } from './trailing-cue.js';
import { transcriptLabel } from './transcript.js';
import { leadingCue } from './leading-cue.js';
import { sameParagraphFragment, introParagraph, previousParagraphSpeaker, statementBlock } from './carry.js';
import { reportedSpeech } from './reported.js';
import { mixedQuotes, unattributed } from './mixed.js';
import { articleSubject } from './article-subject.js';
import { modelSpans } from './model.js';
import { closingComma, sourceApart } from './source-apart.js';
import { strippedContinuation } from './continuation.js';

/**
 * The attribution rules, most precise first; each fills only what earlier ones left open.
 * - The explicit cue next to a quote wins over any context (trailing, then leading).
 * - Fragments are merged before carrying, so `"A," he said. "B."` stays one quote.
 * - Reported speech runs before carrying, so "X also noted that …" can hand its speaker to the next paragraph.
 * - The span model runs after every rule that reads a sentence's own words (its features include what they found)
 *   and before carrying, so a reported statement it finds can hand its speaker on.
 * - `unattributed` stays last: it only labels what nobody else could.
 */
export const SIEVES: readonly Sieve[] = [
  transcriptLabel, // a speaker label owns its whole paragraph, whatever cues the words inside hold
  trailingCue,
  leadingCue,
  signOff, // a name closing the quotation's paragraph, with no cue: before the rules that carry a speaker from elsewhere
  innerCue, // a cue and a name inside a quotation whose inner marks were lost: before them too
  introParagraph,
  sameParagraphFragment,
  reportedSpeech,
  mixedQuotes,
  modelSpans,
  strippedContinuation, // after every rule that reads a sentence's own words: a sentence with an attribution of its own ends the statement
  sourceApart, // after the span model, whose redraws make most of the sources that overlap their cues
  closingComma, // after the span model, which ends a source before the comma or on it from one training to the next
  statementBlock, // after every rule that reads a paragraph's own words (a paragraph with an attribution ends the statement), and after the span model, which need not tag a statement's paragraphs
  previousParagraphSpeaker,
  articleSubject, // a guess from the whole article: after every rule that reads the quote's own context
  unattributed,
];
