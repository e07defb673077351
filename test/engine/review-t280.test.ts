import { describe, expect, it } from 'vitest';
import { attributions } from './helpers.js';

// From a review of PolNeAR train 280-319 (each pattern counted over the whole train split; the sentences here are written
// for the tests, not taken from the data).
const run = attributions;

describe('sources', () => {
  it('a participle aside whose place has a comma inside is not the source', () => {
    expect(run('Trump, speaking later at a rally in Charleston, West Virginia, said the plan would fail.').map((x) => [x.source, x.content[0]]))
      .toEqual([['Trump', 'the plan would fail']]);
  });

  it('", according to X" after a quotation closing on a comma: the quotation is what X said', () => {
    expect(run('“There has been a renewed engagement,” according to a senior administration official who spoke on the condition of anonymity.')
      .map((x) => [x.rule, x.source, x.content[0]]))
      .toEqual([['according-to', 'a senior administration official', '“There has been a renewed engagement,”']]);
  });

  it('"as he puts it" before a quotation is its cue', () => {
    expect(run('As he puts it, “We are not going anywhere.”').map((x) => [x.rule, x.cue, x.source]))
      .toEqual([['leading-cue', 'puts it', 'he']]);
  });
});

describe('cues', () => {
  it('"showed no sign of" and "has shown no interest in" are the cue, what follows the content', () => {
    expect(run('The governor showed no sign of backing down from the fight.').map((x) => [x.cue, x.content[0]]))
      .toEqual([['showed no sign of', 'backing down from the fight']]);
    expect(run('The company has shown no interest in settling the case.').map((x) => [x.cue, x.content[0]]))
      .toEqual([['has shown no interest in', 'settling the case']]);
  });

  it('a hedge\'s cue and content share no word', () => {
    const [q] = run('Mr. Rubio had appeared to be on the upswing after the debate.');
    expect([q!.cue, q!.content]).toEqual(['had appeared', ['Mr. Rubio', 'to be on the upswing after the debate']]);
    const [h] = run('Hizbollah seems unlikely to want a war with Israel.');
    expect(h!.cue).toBe('seems');
    expect(h!.content[1]).toMatch(/^unlikely to want a war/);
  });
});
