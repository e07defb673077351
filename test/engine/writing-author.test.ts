import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/index.js';

// A writing or a study is its author's: "according to a statement released by the Supreme Court" is the Supreme Court's
// statement, a poll "by" or "from" someone is theirs. Sentences from the bundled Wikinews sample
// (examples/corpus/wikinews-demo.jsonl).
const sourceAndSpeaker = (text: string): [string | undefined, string | null | undefined][] =>
  analyze(text).quotes.filter((q) => q.rule === 'according-to').map((q) => [q.source?.text, q.speaker?.name]);

describe('the author of a writing or a study after "by" or "from"', () => {
  it('is the speaker, the writing staying the source', () => {
    expect(sourceAndSpeaker('John Paul Stevens, a former associate justice of the US Supreme Court, died yesterday at the age of 99, according to a statement released by the Supreme Court.'))
      .toEqual([['a statement released by the Supreme Court', 'Supreme Court']]);
    expect(sourceAndSpeaker('According to a 1989 report from the National Transportation Safety Board (NTSB), the same aircraft was involved in an incident in Beaver Falls, Pennsylvania on August 23, 1987.'))
      .toEqual([['a 1989 report from the National Transportation Safety Board (NTSB)', 'National Transportation Safety Board']]);
    expect(sourceAndSpeaker('Katigbak apologized to Duterte during the hearing, which the President accepted according to a statement by the Presidential Spokesperson Harry Roque.'))
      .toEqual([['a statement by the Presidential Spokesperson Harry Roque', 'Harry Roque']]);
  });

  it('after a time between the writing and its author, the source running on to the author', () => {
    const text = 'Mahan has been the subject of United States sanctions since 2011. "The airline transports weapons and fighters across the Middle East, supporting the Iranian regime\'s destructive ambitions around the region," according to a tweet on Monday by US Secretary of State Mike Pompeo. The US has been encouraging allies such as Germany to restrict Mahan\'s operations.';
    expect(sourceAndSpeaker(text)).toEqual([['a tweet on Monday by US Secretary of State Mike Pompeo', 'Mike Pompeo']]);
  });

  it('ends at the author\'s first comma: "from WKOW, the ABC affiliate" is WKOW\'s', () => {
    expect(sourceAndSpeaker('The stores were originally reluctant to impose restrictions, according to a report from ABC Australia on March 3 in which they said they had no plans to introduce restrictions on the purchases.')
      .map(([, speaker]) => speaker)).toEqual(['ABC Australia']);
  });

  it('is not read into a writing with no author named, nor into a person\'s words', () => {
    expect(sourceAndSpeaker('Sales went up in a "sharp increase" last week, according to a Woolworths spokesperson.').map(([source]) => source))
      .toEqual(['a Woolworths spokesperson']);
    expect(sourceAndSpeaker('The deal was signed in March, according to a report from last week.').map(([, speaker]) => speaker)).toEqual([null]);
  });
});
