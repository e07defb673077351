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

// The tagger read a title or an institution and the person after it as one organization ("Kamloops RCMP Constable Gary
// Gray", "Alameda County Supervisor Keith Carson"), and that organization then named the person's quotes (a review of
// Wikinews; ~50 speakers on the press releases).
describe('an organization ending in a person\'s name', () => {
  const mentions = (text: string) => {
    const { ctx } = run(text);
    return ctx.mentions.filter((m) => m.kind === 'name').map((m) => [m.type, ctx.text.slice(m.start, m.end)]);
  };

  it('is the organization or title, then the person', () => {
    // (Wikinews, CC BY 2.5: "11-month old baby finds illegal drugs in playground in British Columbia, Canadian police report"; a press
    // release of Barbara Lee's)
    expect(mentions('Kamloops RCMP Constable Gary Gray said fentanyl had become a popular drug in Kamloops.'))
      .toEqual([['ORG', 'Kamloops RCMP Constable'], ['PER', 'Gary Gray'], ['LOC', 'Kamloops']]);
    expect(mentions('Alameda County Supervisor Keith Carson said more funding is needed.')).toContainEqual(['PER', 'Keith Carson']);
    // (a lone party word before the name is no organization)
    expect(mentions('Former Secretary of State and Democrat Hillary Clinton spoke on Monday.')).toContainEqual(['PER', 'Hillary Clinton']);
  });

  it('but only after a title or an institution\'s word', () => {
    expect(mentions('Delegates of the Northern Mariana Islands voted on Monday.')).not.toContainEqual(['PER', 'Mariana Islands']);
    expect(mentions('Delegates of the Northern Mariana Islands voted on Monday.')).not.toContainEqual(['PER', 'Mariana']);
  });
});
