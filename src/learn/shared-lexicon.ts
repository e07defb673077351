// The word lexicon both taggers read, decoded once on first use.
import { decodeLexicon, type Lexicon } from './lexicon.js';
import lexicon from './weights/lexicon.weights.js';

let lex: Lexicon | null = null;

/** The shipped lexicon (empty when none has been trained yet). */
export function getLexicon(): Lexicon {
  lex ??= lexicon.data ? decodeLexicon(lexicon.data) : new Map();
  return lex;
}
