import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/index.js';
import { expectVerbatim } from './helpers.js';

// Reviews of the speakers of congressional press releases (releases 9000-9079, then 10000-10079, read; patterns counted
// on the first 3,000; December 2). Each sentence is written after a release's shape; each test failed on the code before
// its change.
const speakers = (text: string, title?: string) => {
  const a = analyze(text, title ? { title } : {});
  expectVerbatim(text, a);
  return a.quotes.map((q) => [q.source?.text, q.speaker.name, q.speaker.description]);
};
const of = (rows: (string | null | undefined)[][], source: string) => rows.filter((r) => r[0] === source);

describe('a bill or resolution', () => {
  // (its name, or the member named in it, was the speaker)
  it('is no one, whatever names it', () => {
    const rows = speakers('Congresswoman Ann Reyes (D-CA) today blasted the passage of the so-called Healthy Forest Restoration Act. '
      + 'Reyes said the bill hands the forests to loggers. The Healthy Forest Restoration Act threatens to silence the public in decisions about forests.');
    expect(of(rows, 'The Healthy Forest Restoration Act')).toEqual([['The Healthy Forest Restoration Act', null, 'The Healthy Forest Restoration Act']]);
    expect(of(speakers('Rep. Ann Reyes introduced H.R. 3919 today. The TRUTH Act calls for an independent commission to investigate the coup.'), 'The TRUTH Act'))
      .toEqual([['The TRUTH Act', null, 'The TRUTH Act']]);
    expect(of(speakers('Rep. Ann Reyes introduced H.R. 2929 today. Reyes\'s bill declares that it is the policy of the United States not to build permanent bases in Iraq.'), 'Reyes\'s bill'))
      .toEqual([['Reyes\'s bill', null, 'Reyes\'s bill']]);
    // (not the member in an aside naming one)
    expect(speakers('Congressman Tom Walsh, author of the Grassroots Democracy Act, said the bill was overdue.'))
      .toEqual([['Congressman Tom Walsh, author of the Grassroots Democracy Act,', 'Tom Walsh', null]]);
  });
});

describe('an administration named after its president', () => {
  // (the president was the speaker)
  it('is not the president', () => {
    expect(of(speakers('Rep. Ann Reyes spoke at a press conference on the war. The Bush administration has asked for another $80 billion for the war.'), 'The Bush administration'))
      .toEqual([['The Bush administration', null, 'The Bush administration']]);
  });
});

describe('members named by their title in the plural', () => {
  // (the tagger's "Members", or the body after "of", was the speaker)
  it('are the group', () => {
    expect(of(speakers('Rep. Ann Reyes and Rep. Tom Walsh led a letter to the FBI. In the letter, the Members wrote that the agency owed Congress answers.'), 'the Members'))
      .toEqual([['the Members', null, 'the Members']]);
  });
});

describe('a first-person statement after a quoted organization', () => {
  // ("I" went to the organization the sentence before quoted)
  it('is the release\'s member', () => {
    const rows = speakers('Congressman Tim Walberg (MI-07) released a statement on the debt today. Walberg is the chairman of the subcommittee.\n\n'
      + 'The Congressional Budget Office reported the debt will overtake the economy this year. I don\'t think it took a team of economists to see that.');
    expect(of(rows, 'I')).toEqual([['I', 'Tim Walberg', 'I']]);
  });
});

describe('a suffix after a name and a comma', () => {
  // ("Jr." was a person of its own, the speaker)
  it('is not a person', () => {
    expect(speakers('The Rev. Dr. Martin Luther King, Jr. said that "we must learn to live together as brothers or perish together as fools."'))
      .toEqual([['The Rev. Dr. Martin Luther King, Jr.', 'Martin Luther King', null]]);
  });
});

describe('an organization or place before lowercase words of people', () => {
  // (the organization or place was the speaker: "House Republican", "CBP", "Colorado")
  it('is the group, not the organization', () => {
    expect(of(speakers('Congresswoman Ann Reyes (D-CA) spoke on the floor today. The House Republican leadership refuses to allow a vote on the minimum wage.'), 'The House Republican leadership'))
      .toEqual([['The House Republican leadership', null, 'The House Republican leadership']]);
    expect(of(speakers('Rep. Tom Walsh toured the border on Friday. CBP sector chiefs said the border was overwhelmed.'), 'CBP sector chiefs'))
      .toEqual([['CBP sector chiefs', null, 'CBP sector chiefs']]);
    expect(of(speakers('Rep. Tom Walsh met with growers on Monday. Colorado producers are seeking relief from the drought.'), 'Colorado producers'))
      .toEqual([['Colorado producers', null, 'Colorado producers']]);
    // (not a writing of it: "The CBC letter" is the caucus's)
    expect(of(speakers('Rep. Ann Reyes joined the caucus today. The CBC letter demanded that the agency act.'), 'The CBC letter')[0]![1]).not.toBeNull();
  });
});

describe('a headline verb bringing in a bill', () => {
  // (the member before "Introduces" was the speaker of what the bill calls for)
  it('does not make the member the speaker of the bill', () => {
    const rows = speakers('Barbara Lee Introduces Bill to Recognize the Anniversary of the End of Slavery\n\n(Washington, DC) Congresswoman Barbara Lee (D-Oakland) today introduced a bill.');
    for (const r of rows.filter((r) => r[0]?.endsWith('Introduces'))) expect(r[1]).toBeNull();
    expect(rows.some((r) => r[0]?.endsWith('Introduces'))).toBe(true);
  });
});

describe('"General" ending a title', () => {
  // (the name tagger's "General" was the speaker)
  it('is an office, its holder unnamed', () => {
    expect(of(speakers('Rep. Ann Reyes spoke on women in peacekeeping. The UN Secretary General, for example, has specifically stated that women should be involved in security decisions.'), 'The UN Secretary General'))
      .toEqual([['The UN Secretary General', null, 'The UN Secretary General']]);
  });
});
