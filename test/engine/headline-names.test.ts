import { describe, expect, it } from 'vitest';
import { run } from '../../src/pipeline/analyze.js';

// In a title-case headline the name tagger runs a person's name on into the headline's words, and the garbled name then
// named every quote of that person in the article ("Marco Rubio And Rand Paul" took six of Paul's quotes on PolNeAR
// train; the press releases had "Barbara Lee Declares Victory", "Barbara Lee Takes Two East Bay Students", …).
describe('names in title-case headlines', () => {
  const persons = (text: string) => {
    const { ctx } = run(text);
    return ctx.mentions.filter((m) => m.type === 'PER' && m.kind === 'name').map((m) => ctx.text.slice(m.start, m.end));
  };

  it('end before a headline verb two words or more into the name', () => {
    expect(persons('Barbara Lee Declares Victory.')).toEqual(['Barbara Lee']);
    expect(persons('Congresswoman Barbara Lee Takes Two East Bay Students To Washington.')).toEqual(['Barbara Lee']);
    expect(persons('Ben Carson Defends Himself Against Claims.')).toEqual(['Ben Carson']);
    expect(persons('Ken Burns Talks About Baseball.')).toEqual(['Ken Burns']);
  });

  it('are two names either side of "And"', () => {
    expect(persons('A Heated Exchange Between Senator Marco Rubio And Senator Rand Paul At The Debate.')).toEqual(['Marco Rubio', 'Rand Paul']);
  });

  it('but not in a sentence that is no headline', () => {
    // ("banks" is a word news writes in lower case: in a headline it would end the name)
    expect(persons('Yesterday Mary Ann Banks said the plan was good for the county.')).toEqual(['Mary Ann Banks']);
  });
});
