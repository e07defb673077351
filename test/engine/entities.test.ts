import { describe, it, expect } from 'vitest';
import { analyze } from '../../src/index.js';

const people = (text: string) => analyze(text).entities.filter((e) => e.type === 'person');
const person = (text: string, name: string) => people(text).find((e) => e.name === name);

describe('names with titles and roles', () => {
  it('a title before the name is not part of the name', () => {
    const e = person('Border Czar Tom Homan met Mayor Eric Adams on Thursday.', 'Tom Homan');
    expect(e?.titles).toEqual(['Border Czar']);
    expect(person('Border Czar Tom Homan met Mayor Eric Adams on Thursday.', 'Eric Adams')?.titles).toEqual(['Mayor']);
  });
  it('a lower-case role and a capitalized modifier make one title', () => {
    expect(person('Mayoral spokeswoman Kayla Lane said nothing.', 'Kayla Lane')?.titles).toEqual(['Mayoral spokeswoman']);
  });
  it('a party tag after the name is neither name nor person', () => {
    const ps = people('Sen. Chuck Schumer, D-N.Y., spoke first.');
    expect(ps.map((p) => p.name)).toEqual(['Chuck Schumer']);
    expect(ps[0]!.titles).toEqual(['Sen.']);
  });
  it('an appositive role becomes a title', () => {
    expect(person('John Smith, a spokesman for the agency, declined to comment.', 'John Smith')?.titles).toContain('spokesman for the agency');
  });
});

describe('mention clustering', () => {
  const text = 'Mayor Eva Stone opened the meeting. Stone said the budget was late. Later the mayor left, and she did not return.';
  const stone = person(text, 'Eva Stone');
  it('links the surname, the title reference and the pronoun to one person', () => {
    expect(stone).toBeDefined();
    expect(stone!.mentions.map((m) => `${m.text}:${m.kind}`)).toEqual(['Eva Stone:name', 'Stone:name', 'the mayor:nominal', 'she:pronoun']);
    expect(people(text).filter((p) => /Stone/.test(p.name))).toHaveLength(1);
  });
  it('the canonical name is the fullest form the article gives', () => {
    expect(people('Hudson spoke. Later, Rep. Richard Hudson voted.').map((p) => p.name)).toEqual(['Richard Hudson']);
  });
  it('a surname two people share is the one named just before it, else the one the article names most', () => {
    const speakerOf = (text: string) => analyze(text).quotes.filter((q) => q.cue?.text === 'said').map((q) => q.speaker.name);
    // the longer name, named last, no longer wins because it is longer
    expect(speakerOf('Congresswoman Barbara Lee and Senator Dick Durbin are leading the effort. We cannot afford to lose ground, said Lee. '
      + 'Congresswoman Barbara Lee wrote the bill. The letter was signed by Rep. Sheila Jackson Lee and 86 others.')).toEqual(['Barbara Lee']);
    // named in the sentence before, though the other is named more often
    expect(speakerOf('The task force was named by Rep. Mike Thompson. We are proud of our team, said Thompson. '
      + 'Rep. Bennie Thompson joined it. Rep. Bennie Thompson will lead a panel.')).toEqual(['Mike Thompson']);
  });
  it('a surname the tagger did not read as a name, or a transcript label in capitals, is the article\'s one person of that surname', () => {
    const speakerOf = (text: string) => analyze(text).quotes.map((q) => q.speaker.name);
    expect(speakerOf('WASHINGTON – Congressman Charlie Dent (R-PA) introduced a bill today. “Voting is one of the most important rights,” said Dent.')).toEqual(['Charlie Dent']);
    expect(speakerOf('Assistant Secretary of State Karen Donfried spoke to reporters.\n\nQUESTION: What about Turkey?\n\nDONFRIED: We are watching closely.')).toEqual([null, 'Karen Donfried']);
  });
  it('a place the tagger ran into a title and a name is the place, then the person ("United States Attorney Thomas T. Cullen")', () => {
    expect(person('United States Attorney Thomas T. Cullen said the case was closed.', 'Thomas T. Cullen')?.titles).toEqual(['United States Attorney']);
  });
  it('a place or nationality modifying an institution\'s noun is not the speaker ("The Seoul government said")', () => {
    for (const text of ['The Seoul government said the talks would resume.', 'The Iraqi military said the attack was repelled.']) {
      expect(analyze(text).quotes[0]!.speaker, text).toMatchObject({ entity: null, name: null, description: text.split(' said')[0] });
    }
    expect(analyze('Germany said the talks would resume.').quotes[0]!.speaker.name).toBe('Germany');
  });
  it('a dateline, a time word or a salutation before a title is not part of it', () => {
    for (const text of ['Washington, D.C. Congresswoman Barbara Lee said the bill passed.', 'WASHINGTON Congresswoman Barbara Lee said the bill passed.']) {
      expect(person(text, 'Barbara Lee')?.titles, text).toEqual(['Congresswoman']);
    }
    expect(person('Dear Chairman David Obey: we urge you to act.', 'David Obey')?.titles).toEqual(['Chairman']);
  });
  it('an acronym joins its organization', () => {
    const orgs = analyze('Immigration and Customs Enforcement (ICE) agents arrived. ICE declined to comment.').entities.filter((e) => e.type === 'organization');
    const ice = orgs.find((o) => o.mentions.some((m) => m.text === 'ICE'));
    expect(ice?.mentions.map((m) => m.text)).toEqual(['Immigration and Customs Enforcement', 'ICE', 'ICE']);
  });
});

describe('one type per name in an article', () => {
  const text = 'Italian tyre maker Pirelli on Friday announced a joint venture in China. Analysts said the deal was small. '
    + 'Pirelli said the plant would open next year. Shares of Pirelli rose 2 percent in Milan. Pirelli declined to give the price.';
  const ents = analyze(text).entities;
  it('a company the tagger once reads as a person before "said" stays one organization', () => {
    const p = ents.filter((e) => e.name === 'Pirelli');
    expect(p.map((e) => e.type)).toEqual(['organization']);
    expect(p[0]!.mentions).toHaveLength(4);
  });
  it('a weekday or a word news writes in lower case is no speaker name before a speech verb', () => {
    expect(ents.filter((e) => e.type === 'person').map((e) => e.name)).toEqual([]);
    expect(people('Dealers said gold eased on Friday. Brokers said blue chips were firm.').map((e) => e.name)).toEqual([]);
  });
  it('a surname alone still joins its person, whatever the tagger typed it', () => {
    expect(person('Tennis player Malik Washington lost on Monday. Washington said he was tired.', 'Malik Washington')?.mentions.map((m) => m.text))
      .toEqual(['Malik Washington', 'Washington', 'he']);
  });
});

describe('names around titles and degrees', () => {
  it('"General" before a company or a body is part of an organization\'s name, not a general\'s rank', () => {
    const orgs = (text: string) => analyze(text).entities.map((e) => [e.type, e.name, e.titles]);
    expect(orgs('Prices rose. The company, a unit of General Electric, said it would cut jobs.')).toEqual([['organization', 'General Electric', []]]);
    expect(orgs('The General Assembly voted, the clerk said.')).toEqual([['organization', 'General Assembly', []]]);
    // a general's name keeps the rank as a title
    expect(person('General Mark Milley said the army is ready.', 'Mark Milley')?.titles).toEqual(['General']);
  });
  it('a street, a county, a city, a school named after a person or with a title is a place or an institution, not a person', () => {
    const types = (text: string) => analyze(text).entities.map((e) => [e.type, e.name]);
    expect(types('The office on Clay Street opens Monday, Smith said.')).toContainEqual(['place', 'Clay Street']);
    expect(types('Cases rose. In Alameda County over 6,600 cases were found, the report said.')).toContainEqual(['place', 'Alameda County']);
    expect(types('The bishop died in a General Santos City hospital, according to the CBCP.')).toContainEqual(['place', 'General Santos City']);
    expect(types('Smith said the King Street bridge is closed.')).toContainEqual(['place', 'King Street']);
    for (const text of ['The office on Clay Street opens Monday, Smith said.', 'The bishop died in a General Santos City hospital, according to the CBCP.', 'He passed away at the Gen. Santos Doctors\' Hospital.']) {
      expect(people(text).map((p) => p.name), text).not.toContainEqual(expect.stringMatching(/Street|Santos|County/));
    }
    // a surname that is also a place's word stays a person's
    expect(person('Governor Jane Park arrived late.', 'Jane Park')?.titles).toEqual(['Governor']);
  });
  it('a degree after the name and a comma is no person of its own', () => {
    expect(people('Congressman Neal Dunn, M.D. (FL-02) and Congresswoman Kat Cammack introduced the bill.').map((p) => p.name)).toEqual(['Neal Dunn', 'Kat Cammack']);
  });
  it('"Secretary of the Treasury" is the title, and the department is not part of the name', () => {
    const a = analyze('“This funding will help families,” said Deputy Secretary of the Treasury Wally Adeyemo.');
    expect(a.entities.find((e) => e.type === 'person')).toMatchObject({ name: 'Wally Adeyemo', titles: ['Deputy Secretary of the Treasury'] });
    expect(a.quotes[0]?.speaker?.name).toBe('Wally Adeyemo');
    expect(person('Minister of Foreign Affairs Sameh Shoukry said no.', 'Sameh Shoukry')?.titles).toEqual(['Minister of Foreign Affairs']);
  });
  it('a quoted nickname between first name and surname keeps one person, named without it', () => {
    const a = analyze('U.S. Rep. Harold “Hal” Rogers (KY-05) and Gayle Manchin spoke. “These grants matter,” Rogers said.');
    expect(a.entities.filter((e) => e.type === 'person').map((e) => e.name)).toEqual(['Harold Rogers', 'Gayle Manchin']);
    expect(a.quotes[0]?.speaker?.name).toBe('Harold Rogers');
  });
  it('a title-case headline\'s verb or noun is not part of the name, and "Bush Administration" is no person', () => {
    const a = analyze('Congresswoman Barbara Lee Introduces Legislation for Compliance with ABM Treaty\n\nWashington, DC - Congresswoman Barbara Lee (D-CA) today introduced a bill. The Bush Administration opposed it.');
    expect(a.entities.filter((e) => e.type === 'person').map((e) => e.name)).toEqual(['Barbara Lee']);
    expect(people('BARBARA LEE SPEAKS\n\nRep. Barbara Lee spoke on Monday.').map((e) => e.name)).toEqual(['Barbara Lee']);
    expect(people('Congresswoman Barbara Lee Mourns Passing of Civil Rights Leader\n\nRep. Barbara Lee spoke on Monday.').map((e) => e.name)).toEqual(['Barbara Lee']);
  });
});

