import { describe, expect, it } from 'vitest';
import { run as runPipeline } from '../../src/pipeline/analyze.js';
import { relativeSourceEnd } from '../../src/stages/05-attribution/sieves/model.js';
import { attributions } from './helpers.js';

// From a review of PolNeAR train 200-239 (each pattern counted over the whole train split; the sentences here are written
// for the tests, not taken from the data).
const run = attributions;

describe('a content that is an object ends before the source\'s next verb', () => {
  it('"blasted Rubio and defended …": the second verb is not part of what was blasted', () => {
    expect(run('Harry Reid blasted Rubio and defended the Senate\'s record on Tuesday.').map((x) => [x.cue, x.content[0]]))
      .toEqual([['blasted', 'Rubio'], ['defended', 'the Senate\'s record']]);
  });

  it('"praised the union and thanked its members": two attributions, each with its own object', () => {
    expect(run('Sanders praised the union and thanked its members for their support.').map((x) => [x.cue, x.content[0]]))
      .toEqual([['praised', 'the union'], ['thanked', 'its members for their support']]);
  });

  it('two adjectives joined before a noun are not two verbs', () => {
    expect(run('The senator predicted a prolonged and spirited contest for the nomination.').map((x) => x.content[0]))
      .toEqual(['a prolonged and spirited contest for the nomination']);
  });

  it('a content before its cue is a clause, whatever follows "and" in it', () => {
    expect(run('The 56-year-old often traveled for work and was headed to Cairo, RTL Info reported.').map((x) => x.content[0]))
      .toEqual(['The 56-year-old often traveled for work and was headed to Cairo']);
  });
});

describe('model sources', () => {
  it('a list of names before the cue is the source whole, not its last members', () => {
    expect(run('Ben Carson, Ted Cruz and Rand Paul have all attacked the plan as a giveaway.').map((x) => [x.source, x.name]))
      .toEqual([['Ben Carson, Ted Cruz and Rand Paul', 'Ben Carson']]);
  });

  it('a source ending on a relative pronoun runs on over its clause, up to the cue', () => {
    const { ctx } = runPipeline('Some voters who have listened to his speeches over the decades said he had less energy.');
    const said = ctx.tokens.findIndex((t) => t.lower === 'said');
    expect(relativeSourceEnd(ctx, [0, 3], said)).toEqual([0, said]);
  });

  it('a relative pronoun after a comma right before the cue is the source alone', () => {
    const { ctx } = runPipeline('The plan drew fire from analysts and activists, who pointed out that it helps the wealthy.');
    const who = ctx.tokens.findIndex((t) => t.lower === 'who');
    expect(relativeSourceEnd(ctx, [4, who + 1], who + 1)).toEqual([who, who + 1]);
  });

  it('a source not ending on a relative pronoun is left as it is', () => {
    const { ctx } = runPipeline('Several progressive groups say they back the winner.');
    expect(relativeSourceEnd(ctx, [0, 3], 3)).toEqual([0, 3]);
  });
});
