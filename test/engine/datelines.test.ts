import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/index.js';
import { expectVerbatim } from './helpers.js';

// From a review of press releases 10,000-10,059: the lead sentence of a release opens with a dateline, and a letter or a
// floor speech "urging" something was given to the one written to, to the floor, or to "remarks".
describe('a release\'s lead sentence', () => {
  const got = (text: string) => {
    const a = analyze(text);
    expectVerbatim(text, a);
    return a.quotes.map((q) => [q.cue?.text, q.speaker.name]);
  };

  it('finds the subject after a dateline of any of the usual forms', () => {
    // (the participle's subject was not found after these datelines: the one written to had it)
    for (const dateline of ['WASHINGTON – Today,', 'WASHINGTON—Today,', 'WASHINGTON, D.C. – Today,', 'Washington, DC -- Today,', '(Washington, D.C.) – Today,']) {
      expect(got(`${dateline} U.S. Senator Ted Cruz (R-Texas) authored a letter to FTC Chair Lina Khan urging the prompt release of its privacy report.`))
        .toEqual([['urging', 'Ted Cruz']]);
    }
  });

  it('gives a participle after a floor speech to the one who spoke, not to the floor or the remarks', () => {
    expect(got('WASHINGTON—Today, U.S. Senator Tim Scott (R-S.C.) delivered remarks on the Senate floor urging his colleagues to support his amendment to reopen schools.'))
      .toEqual([['urging', 'Tim Scott']]);
    expect(got('Washington, DC -- Today, Congresswoman Tulsi Gabbard (HI-02) delivered remarks on the House floor urging action to avoid the devastating impact of sequestration cuts in Hawaii. A transcript is below.'))
      // (the cue is the verb alone: on PolNeAR train no gold cue opening on "urg…" runs on to its object)
      .toEqual([['urging', 'Tulsi Gabbard']]);
    expect(got('Washington, D.C. – Speaker Nancy Pelosi delivered remarks on the Floor of the House of Representatives announcing her future plans.'))
      .toEqual([['announcing', 'Nancy Pelosi']]);
  });

  it('reads "remarks on the floor" and "remarks as prepared" as no statement, and "remarks that" as one', () => {
    expect(got('The link to the congresswoman\'s remarks on the House Floor are available here.')).toEqual([]);
    expect(got('Norton\'s introductory remarks, as prepared for delivery, follow.')).toEqual([]);
    expect(got('Trump\'s remarks that the election was rigged drew fire.')).toEqual([['remarks', 'Trump']]);
    // (the topic after "on" is what PolNeAR marks as the content of comments; a place after it is not)
    expect(got('Smith’s comments Tuesday on the shooting of the driver came as the facts are still being gathered.')).toEqual([['comments Tuesday on', 'Smith']]);
    expect(got('A transcript of Sen. Cantwell’s remarks at L3Harris is HERE.')).toEqual([]);
  });

  it('reads a noun that may be a cue as a noun after a determiner or a possessive, with nothing said after it', () => {
    // (a review of PolNeAR train 520-559: 18 such cues wrong in train against 1)
    expect(got('Sanders won his home state of Vermont by a wide margin.')).toEqual([]);
    expect(got('The margin of error for all three state polls is four points.')).toEqual([]);
    expect(got('Ryan\'s comments could hurt the party.')).toEqual([]);
    expect(got('Clinton\'s claim that 90 percent of guns come from out of state was false.')).toEqual([['claim', 'Clinton']]);
  });

  it('gives the statement after "released the following statement after X announced …" to its author, not to X', () => {
    // (a review of press releases 11,000-11,059: the narration after the announcing sentence hid it, and the previous
    // paragraph's last speaker, the Bureau, took the statement)
    const a = analyze('WASHINGTON – Ranking Member Robert C. “Bobby” Scott (VA-03) released the following statement after the Bureau of Labor Statistics announced that the economy added 12,000 jobs in October. To date, President Biden is the first President on record without a month of job loss.\n\n“Without question, Americans are better off today than they were four years ago.”');
    expect(a.quotes.map((q) => [q.rule, q.speaker.name])).toEqual([['reported-speech', 'Bureau of Labor Statistics'], ['intro-paragraph', 'Robert C. Scott']]);
  });
});
