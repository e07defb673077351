import { describe, expect, it } from 'vitest';
import { simple } from './helpers.js';

// A quote no rule attributed goes to the person the article is about in a press release, which quotes its member and
// perhaps one or two others; a news story that quotes four people or more by name is about no one speaker, and the
// guess was mostly wrong there (PolNeAR train: 30 of its 48 guesses, in such stories).
describe('the article\'s subject as a last resort', () => {
  const release = 'WASHINGTON – Congresswoman Lena Ortiz introduced the Clean Water Act of 2025 today.\n\n“Every family deserves safe water. This bill delivers it.”';
  const story = 'Senator Ann Park spoke first at the hearing on Tuesday.\n\n“We need a vote,” Park said.\n\n“Not this week,” said Tom Reyes, the majority leader.\n\n'
    + '“I am still undecided,” said Maria Lopez.\n\n“The bill is a mess,” said John Fields.\n\nThe hearing went on for four hours, with many witnesses.\n\n'
    + 'Protesters gathered outside. The police kept them back. The crowd sang songs.\n\nLater, the committee adjourned until Friday.\n\n'
    + 'The vote is expected next month.\n\nSeveral amendments are pending.\n\n“Nobody wins today.”';

  it('speaks an unattributed quote in a press release', () => {
    expect(simple(release).map((q) => [q.rule, q.speaker])).toEqual([['article-subject', 'Lena Ortiz']]);
  });

  it('but not in a story quoting four people or more', () => {
    const last = simple(story).at(-1)!;
    expect([last.content, last.rule, last.speaker]).toEqual(['“Nobody wins today.”', 'unattributed', null]);
  });
});
