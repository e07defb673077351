import { describe, expect, it } from 'vitest';
import { simple } from './helpers.js';

// Two cues of two words the rules did not read (PolNeAR train: "shot back" a cue 8 times in 9, "As X put it" 2 in 2); the
// quotes went to the article's subject or the previous paragraph's speaker instead (a review of PolNeAR train).
describe('cues of two words', () => {
  const who = (text: string) => simple(text).map((q) => [q.rule, q.source, q.cue]);

  it('"As X put it, “…”"', () => {
    // (congress-press:scraper:addac64a5def: was Senator Booker's, the release's subject)
    expect(who('As one school dietitian in Washington State put it, “I am pulling my hair out every day having to feed these Big Ag products to children.”'))
      .toEqual([['leading-cue', 'one school dietitian in Washington State', 'put it']]);
  });

  it('"“…,” X shot back"', () => {
    expect(who('“Jeb wants to be a tough guy tonight,” Trump shot back.')).toEqual([['trailing-cue', 'Trump', 'shot back']]);
    expect(who('“We have the votes,” the senator fired back on Tuesday.')).toEqual([['trailing-cue', 'the senator', 'fired back']]);
  });
});

// "“…”, the letter read." was unattributed, and in its article went to the article's subject (a review of Wikinews).
describe('a writing that reads', () => {
  it('is the source of the quotation before it', () => {
    // (Wikinews, CC BY 2.5: "Wikinews discusses DRM and DMCA with Richard Stallman after GitHub re-enables public access to youtube-dl")
    expect(simple('"Any software capable of running JavaScript code can derive the URL of the video stream", the letter read.').map((q) => [q.rule, q.source, q.cue]))
      .toEqual([['trailing-cue', 'the letter', 'read']]);
  });
});

// Speeches printed after "Thune’s opening remarks below:" or "… issued the following statement," were unattributed or
// left to the article's subject at confidence 0.03 (a review of press releases; ~30 on the corpus).
describe('a paragraph announcing remarks or a statement', () => {
  it('introduces the quotation after it', () => {
    const remarks = 'Senator John Thune spoke at the hearing.\n\nThune’s opening remarks below:\n\n“I think it should be noted that this committee has always followed regular order.”';
    expect(simple(remarks).map((q) => [q.rule, q.source, q.speaker])).toEqual([['intro-paragraph', 'Thune', 'John Thune']]);
    const comma = 'The bill passed on Friday.\n\nIn response, Congressman Emmer issued the following statement,\n\n“This bill is a win for Minnesota families.”';
    expect(simple(comma).map((q) => [q.rule, q.source, q.cue])).toEqual([['intro-paragraph', 'Congressman Emmer', 'issued the following statement']]);
  });
});

// "“…,” Khaled Al-Maeena, editor at large at the Saudi Gazette, said." had no cue of its own: the source search from the
// cue stopped inside the description (a review of Wikinews; on PolNeAR train and the press releases ~15 quotes).
describe('a name and its description between the quotation and the cue', () => {
  it('are the source', () => {
    const q = simple('"Had it happened an hour later it would have been much worse," Khaled Al-Maeena, editor at large at the Saudi Gazette, said.');
    expect(q.map((x) => [x.rule, x.cue, x.speaker])).toEqual([['trailing-cue', 'said', 'Khaled Al-Maeena']]);
  });
});
