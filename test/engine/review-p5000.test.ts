import { describe, expect, it } from 'vitest';
import { attributions } from './helpers.js';

// From a review of press releases 5,000-5,059 (each pattern counted over the first 3,000 releases, samples read).
const run = attributions;

describe('the sentences after "…, X said." in a paragraph without quotation marks', () => {
  it('go on with X\'s words up to the last one in the first person', () => {
    const q = run('This is EPA overreach, Senator Joe Manchin said. That is why I have introduced an amendment to stop it. We will keep fighting for our miners.\n\nManchin has long opposed the rule.');
    expect(q.filter((x) => x.rule === 'stripped-continuation').map((x) => [x.name, x.content.join('')]))
      .toEqual([['Joe Manchin', 'That is why I have introduced an amendment to stop it. We will keep fighting for our miners.']]);
  });

  it('stop at narration about the speaker, and are not read where the paragraph has quotation marks', () => {
    expect(run('This is EPA overreach, Senator Joe Manchin said. Manchin introduced an amendment. I hope it passes.').filter((x) => x.rule === 'stripped-continuation')).toEqual([]);
    expect(run('This is EPA overreach, Senator Joe Manchin said. “We will keep fighting,” he added. I hope it passes.').filter((x) => x.rule === 'stripped-continuation')).toEqual([]);
  });
});

describe('the announcement of a statement', () => {
  it('has its cue end at the statement\'s noun', () => {
    const q = run('Senator Deb Fischer released the following statement regarding her vote on the budget resolution, which passed early this morning:\n\nThis budget does not balance. I voted against it.');
    expect(q.find((x) => x.rule === 'statement-block')?.cue).toBe('released the following statement');
  });
});

describe('a statement printed without quotation marks after "X said:"', () => {
  const text = 'Senator Angus King said:\n\nThe budget the Senate planned to produce is a disgrace, and I will vote against it. Republicans want to cut Medicare.\n\nWe must protect our seniors, and I will fight for them.\n\nKing is a member of the Budget Committee.';

  it('goes on over paragraphs in the first person whose only attributions are nested in it, and ends at narration about its speaker', () => {
    const q = run(text).find((x) => x.rule === 'statement-block');
    expect(q?.name).toBe('Angus King');
    expect(q?.content).toEqual(['The budget the Senate planned to produce is a disgrace, and I will vote against it. Republicans want to cut Medicare.',
      'We must protect our seniors, and I will fight for them.']);
  });
});
