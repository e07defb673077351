import type { Analysis } from '../../src/model/types.js';
import { spanOf, quote, paragraphsOf } from './helpers.js';

/** A small article of our own, with markup in its text, and a hand-made analysis of it. */
export const ARTICLE = [
  'WASHINGTON — The city council voted 7-2 on Tuesday to expand the bike lane network, a decision Mayor Jane Doe called "a win for every family that wants safer streets."',
  '"We listened to the neighborhoods," Doe said in a statement. "This plan is theirs as much as ours."',
  'A source familiar with the talks told the Daily Ledger that two members had wavered until the last hour.',
  'Councilman Bob Ray warned that the budget <script>alert(1)</script> would not stretch. "I <img src=x onerror=alert(1)> fear the costs," he told reporters.',
  '"My neighbor told me, \'the lanes saved my son,\' and I believe her," Doe added.',
  'Subscribe to our newsletter for more stories like this.',
].join('\n\n');

export function fixtureAnalysis(): Analysis {
  const t = ARTICLE;
  const s = (needle: string, nth = 0) => spanOf(t, needle, nth);
  const doe = { entity: 'e1', name: 'Jane Doe', anonymous: false, description: null };
  const ray = { entity: 'e2', name: 'Bob Ray', anonymous: false, description: null };
  const he = { start: s('he told').start, end: s('he told').start + 2, text: 'he' };
  const paragraphs = paragraphsOf(t);
  paragraphs[paragraphs.length - 1]!.boilerplate = true;
  return {
    schema: 'whosaid/1',
    quotes: [
      quote('q1', { kind: 'mixed', content: [s('"a win for every family that wants safer streets."')], cue: s('called'), source: s('Jane Doe'), speaker: doe, rule: 'called-mixed', confidence: 0.7 }),
      quote('q2', { content: [s('"We listened to the neighborhoods,"'), s('"This plan is theirs as much as ours."')], cue: s('said'), source: s('Doe', 1), speaker: doe, medium: 'statement', rule: 'trailing-said', confidence: 0.95 }),
      quote('q3', { kind: 'indirect', content: [s('two members had wavered until the last hour')], cue: s('told'), source: s('A source familiar with the talks'), addressee: s('the Daily Ledger'), speaker: { entity: null, name: null, anonymous: true, description: 'a source familiar with the talks' }, rule: 'told-that', confidence: 0.8 }),
      quote('q4', { kind: 'indirect', content: [s('the budget <script>alert(1)</script> would not stretch')], cue: s('warned'), source: s('Bob Ray'), speaker: ray, rule: 'verb-that', confidence: 0.85 }),
      quote('q5', { content: [s('"I <img src=x onerror=alert(1)> fear the costs,"')], cue: s('told', 1), source: he, addressee: s('reporters'), speaker: ray, rule: 'trailing-said', confidence: 0.9 }),
      quote('q6', { content: [s('"My neighbor told me, \'the lanes saved my son,\' and I believe her,"')], cue: s('added'), source: s('Doe', 2), speaker: doe, rule: 'trailing-said', confidence: 0.9 }),
      quote('q7', { content: [s('\'the lanes saved my son,\'')], cue: s('told', 2), source: s('My neighbor'), speaker: { entity: null, name: null, anonymous: false, description: 'my neighbor' }, rule: 'nested-quote', confidence: 0.5 }),
    ],
    entities: [
      { id: 'e1', type: 'person', name: 'Jane Doe', titles: ['Mayor'], mentions: [{ ...s('Jane Doe'), kind: 'name' }, { ...s('Doe', 1), kind: 'name' }] },
      { id: 'e2', type: 'person', name: 'Bob Ray', titles: ['Councilman'], mentions: [{ ...s('Bob Ray'), kind: 'name' }, { ...he, kind: 'pronoun' }] },
    ],
    paragraphs,
    messages: [
      { code: 'trace', message: 'q2: "Doe said" after the closing quote', span: s('said'), rule: 'trailing-said' },
      { code: 'unclosed-quote', message: 'A quotation mark is never closed.', span: s('Subscribe') },
    ],
    creditedOutlets: [{ ...s('the Daily Ledger'), cue: 'told' }],
  };
}
