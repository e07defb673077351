import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { analyze } from '../../src/index.js';
import { simple, trace } from './helpers.js';
import { setSpanModel } from '../../src/learn/spans/index.js';

// These tables test the rules themselves, so the learned span model (which redraws spans the PolNeAR way:
// "has also noted:", "Kim Ortega, the campaign manager") is off here; test/learn/spans.test.ts tests the two together.
beforeAll(() => setSpanModel(false));
afterAll(() => setSpanModel(true));

// A labelled table per rule: each positive names the rule that must make the attribution and what it finds.
interface Case { text: string; rule: string; kind?: string; content: RegExp; cue: string | null; source: string | null; speaker?: string | null; anonymous?: boolean; fragments?: number }

const POSITIVES: Case[] = [
  { text: '“We will not back down,” Smith said.', rule: 'trailing-cue', content: /^“We will not back down,”$/, cue: 'said', source: 'Smith', speaker: 'Smith' },
  { text: 'Sen. Maria Lopez spoke first. “The budget is a disgrace,” said Sen. Maria Lopez, D-Calif.', rule: 'trailing-cue', content: /budget is a disgrace/, cue: 'said', source: 'Sen. Maria Lopez', speaker: 'Maria Lopez' },
  { text: '“Nobody told us,” a person familiar with the talks said.', rule: 'trailing-cue', content: /Nobody told us/, cue: 'said', source: 'a person familiar with the talks', speaker: null, anonymous: true },
  { text: '"This is over," officials said on Monday.', rule: 'trailing-cue', content: /This is over/, cue: 'said', source: 'officials', speaker: null, anonymous: true },
  { text: '“We acted within the law,” a White House spokesperson said.', rule: 'trailing-cue', content: /within the law/, cue: 'said', source: 'a White House spokesperson', speaker: null, anonymous: true },
  { text: 'Hugh Hill was at the hospital. “It was chaos,” Hugh Hill, a doctor, said.', rule: 'trailing-cue', content: /It was chaos/, cue: 'said', source: 'Hugh Hill, a doctor,', speaker: 'Hugh Hill' },
  { text: 'Governor Jane Park arrived late. “I am sorry,” she said. “The roads were closed.”', rule: 'trailing-cue', content: /I am sorry.*\+.*roads were closed/, cue: 'said', source: 'she', speaker: 'Jane Park', fragments: 2 },
  { text: '“The first part,” Mayor Tom Reyes said, “is the hardest.”', rule: 'trailing-cue', content: /first part.*\+.*hardest/, cue: 'said', source: 'Mayor Tom Reyes', speaker: 'Tom Reyes', fragments: 2 },
  { text: '“We deserve better than this campaign.” ― Maria Lopez\n“Nobody speaks for us.”― Dan Wu', rule: 'trailing-cue', content: /Nobody speaks for us/, cue: '―', source: 'Dan Wu', speaker: 'Dan Wu' },
  { text: 'Readers wrote to us.\n\n“Mr. Lee embodies the old politics.” ― Sonya Hale\n“He is ignorant of our lives.”― Pam Diaz \n“I am ashamed of him.” — Jack Moss', rule: 'trailing-cue', content: /I am ashamed of him/, cue: '—', source: 'Jack Moss', speaker: 'Jack Moss' },
  { text: 'Readers wrote to us.\n\n”Fear. I am truly afraid that he will win.” ― Edwin G. Monroy', rule: 'trailing-cue', content: /^”Fear\. I am truly afraid that he will win\.”$/, cue: '―', source: 'Edwin G. Monroy', speaker: 'Edwin G. Monroy' },
  { text: '“We certainly can’t afford this anymore,” Mayor Tom Reyes said, adding later, “The city is costing us a fortune.”', rule: 'same-paragraph-fragment', content: /^“The city is costing us a fortune\.”$/, cue: 'adding later', source: 'Mayor Tom Reyes', speaker: 'Tom Reyes' },
  { text: '“This just isn’t right,” Sen. Ann Cole said. “You squeezed employees to the breaking point” to drive up the stock price, she said.', rule: 'sentence-final-cue', kind: 'mixed', content: /^“You squeezed employees to the breaking point” to drive up the stock price$/, cue: 'said', source: 'she', speaker: 'Ann Cole' },
  { text: '“We will be back on Monday,” the former secretary of state said.', rule: 'trailing-cue', content: /back on Monday/, cue: 'said', source: 'the former secretary of state' },
  { text: 'The judge, Bernard Schwartz, spoke first.\n\nOne of the children said, “Sometimes I still have nightmares.”', rule: 'leading-cue', content: /nightmares/, cue: 'said', source: 'One of the children', speaker: null, anonymous: true },
  { text: 'Secretary Ann Cole has also noted: “We need more time.”', rule: 'leading-cue', content: /We need more time/, cue: 'has also noted:', source: 'Secretary Ann Cole', speaker: 'Ann Cole' },
  { text: 'Rep. Dan Moss told reporters, “The vote is tomorrow.”', rule: 'leading-cue', content: /vote is tomorrow/, cue: 'told', source: 'Rep. Dan Moss', speaker: 'Dan Moss' },
  { text: 'According to Professor Lee Chan, “the data are clear.”', rule: 'leading-cue', content: /data are clear/, cue: 'According to', source: 'Professor Lee Chan', speaker: 'Lee Chan' },
  { text: 'And from Chairwoman Rosa Diaz: “This bill delivers for working families.”', rule: 'leading-cue', content: /delivers for working families/, cue: null, source: 'Chairwoman Rosa Diaz', speaker: 'Rosa Diaz' },
  { text: 'Rep. Carl Wynn released the following statement:\n\n“Today the House did its job. I am proud of the vote.”', rule: 'intro-paragraph', content: /House did its job/, cue: 'released the following statement', source: 'Rep. Carl Wynn', speaker: 'Carl Wynn' },
  { text: 'WALLACE: Let us start with the debate. Who will be there?\n\nPENCE: Nobody you would expect.', rule: 'transcript-label', content: /^Let us start/, cue: ':', source: 'WALLACE' },
  { text: 'WASHINGTON – Congresswoman Lena Ortiz introduced the Clean Water Act of 2025 today.\n\n“Every family deserves safe water. This bill delivers it.”', rule: 'article-subject', content: /Every family deserves/, cue: null, source: 'Lena Ortiz', speaker: 'Lena Ortiz' },
  { text: 'The agency updated its guidance on Monday, saying that older vaccines remain effective.', rule: 'participle-cue', content: /^that older vaccines remain effective$/, cue: 'saying', source: 'The agency' },
  { text: 'The museum, Mr. Bush said, celebrated several of his heroes.', rule: 'parenthetical-cue', content: /^The museum \+ celebrated several of his heroes$/, cue: 'said', source: 'Mr. Bush', fragments: 2 },
  { text: 'The museum, said Mayor Ann Cole, would open in May.', rule: 'parenthetical-cue', content: /^The museum \+ would open in May$/, cue: 'said', source: 'Mayor Ann Cole', speaker: 'Ann Cole' },
  { text: 'Rep. Dan Moss welcomed the rule, as did advocates.\n\n“Foster youth deserve a fair chance. We are grateful for the leadership of the agency.” Amy C. Harfeld, JD, National Policy Director, Children\'s Advocacy Institute', rule: 'sign-off', content: /fair chance/, cue: null, source: 'Amy C. Harfeld, JD, National Policy Director, Children\'s Advocacy Institute', speaker: 'Amy C. Harfeld' },
  { text: 'WASHINGTON – Congressman Tim Walberg released the following statement:\n\nThe President has spent a trillion dollars. It did not work.\n\nWe need a new course.\n\n###\n\nContact: Jane Roe', rule: 'statement-block', content: /^The President has spent a trillion dollars\. It did not work\. \+ We need a new course\.$/, cue: 'released the following statement', source: 'Congressman Tim Walberg', speaker: 'Tim Walberg', fragments: 2 },
  { text: 'The ruling was short.\n\n“Past discrimination was the reason,” reads Judge Ann Miller\'s statement.', rule: 'trailing-cue', content: /Past discrimination/, cue: 'reads', source: 'Judge Ann Miller\'s statement', speaker: 'Ann Miller' },
  { text: '"We can reduce emissions," said Co-Chair Brian Fitzpatrick (PA-01)."The bipartisan act is a great example of cooperation."', rule: 'trailing-cue', content: /^"We can reduce emissions," \+ "The bipartisan act is a great example of cooperation\."$/, cue: 'said', source: 'Co-Chair Brian Fitzpatrick (PA-01)', speaker: 'Brian Fitzpatrick', fragments: 2 },
  { text: 'Prices will rise again next year, according to the central bank.', rule: 'according-to', content: /^Prices will rise again next year$/, cue: 'according to', source: 'the central bank' },
];

describe('attribution sieves: positives', () => {
  for (const c of POSITIVES) {
    it(`${c.rule}: ${c.text.slice(0, 60)}`, () => {
      const qs = simple(c.text).filter((q) => q.rule === c.rule);
      const q = qs.find((x) => c.content.test(x.content));
      expect(q, trace(c.text)).toBeDefined();
      expect(q!.cue).toBe(c.cue);
      expect(q!.source).toBe(c.source);
      if (c.speaker !== undefined) expect(q!.speaker).toBe(c.speaker);
      if (c.anonymous !== undefined) expect(q!.anonymous).toBe(c.anonymous);
      if (c.fragments) expect(q!.content.split(' + ').length).toBe(c.fragments);
      if (c.kind) expect(q!.kind).toBe(c.kind);
    });
  }
});

describe('carried quotes', () => {
  it('a quote paragraph with no cue continues the previous paragraph\'s direct speaker', () => {
    const text = '“We are ready,” said Kim Ortega, the campaign manager.\n\n“The polls are wrong. They always are.”';
    const qs = simple(text);
    expect(qs, trace(text)).toHaveLength(2);
    expect(qs[1]!.rule).toBe('previous-paragraph-speaker');
    expect(qs[1]!.speaker).toBe('Kim Ortega');
    // the source carried is the first quote's, which keeps the description after the name, as PolNeAR marks it
    expect(qs[0]!.source).toBe('Kim Ortega, the campaign manager');
    expect(qs[1]!.source).toBe('Kim Ortega, the campaign manager');
  });
  it('a quote after "X also noted that …" takes that reported speaker, an unnamed one staying unnamed', () => {
    const text = 'The official also noted that the plan is late.\n\n“It will not be ready before spring. Nobody wants to say so.”';
    const qs = simple(text);
    const q = qs.find((x) => x.kind === 'direct');
    expect(q, trace(text)).toBeDefined();
    expect(q!.rule).toBe('previous-paragraph-speaker');
    expect(q!.anonymous).toBe(true);
    expect(q!.speaker).toBeNull();
  });
  it('a quote over two paragraphs (the first left open) is one attribution with two fragments', () => {
    const text = 'Councilman Ray Burke spoke at length. “The city has failed its tenants for a decade.\n\n“We will change that this year,” Burke said.';
    const qs = simple(text).filter((q) => q.kind === 'direct');
    expect(qs, trace(text)).toHaveLength(1);
    expect(qs[0]!.content.split(' + ')).toHaveLength(2);
    expect(qs[0]!.speaker).toBe('Ray Burke');
  });
});

describe('reported speech', () => {
  it('X told Y that …: addressee and content', () => {
    const text = 'Two aides told The Boston Globe that the governor would resign.';
    const q = simple(text).find((x) => x.cue === 'told');
    expect(q, trace(text)).toBeDefined();
    expect(q!.addressee).toBe('The Boston Globe');
    expect(q!.content).toBe('that the governor would resign');
    expect(q!.anonymous).toBe(true);
  });
  it('a cue followed by a clause of its own is not a sentence-final attribution of the words before it', () => {
    for (const text of ['Speaking in Iraq at a press conference, Gen. Tom Reyes said the troops would stay.', 'In a letter sent Monday, Rep. Ann Cole said the rule was unlawful.']) {
      const q = simple(text).find((x) => x.cue === 'said');
      expect(q?.rule, trace(text)).toBe('reported-speech');
      expect(q!.content).toMatch(/^the (troops would stay|rule was unlawful)$/);
    }
    const q = simple('The factory will close in March, officials said in a statement on Tuesday.')[0]!;
    expect([q.rule, q.content, q.medium]).toEqual(['sentence-final-cue', 'The factory will close in March', 'statement']);
  });
  it('a sentence-final attribution after a semicolon takes only what follows it', () => {
    const text = 'He said the mayor is "a model of honesty for me"; however, "to remove any doubts about our trust in the mayor, I wrote a resignation offer", he added.';
    const q = simple(text).find((x) => x.cue === 'added');
    expect(q?.content, trace(text)).toMatch(/^however, "to remove any doubts .* offer"$/);
  });
  it('a source with a relative clause, and no source made of the clause after the cue', () => {
    const text = 'Rep. Ann Cole, who chairs the committee, said the bill would pass.';
    const q = simple(text).find((x) => x.cue === 'said');
    expect([q?.rule, q?.source, q?.speaker, q?.content], trace(text)).toEqual(['reported-speech', 'Rep. Ann Cole, who chairs the committee,', 'Ann Cole', 'the bill would pass']);
  });
  it('told reporters: a group is the addressee', () => {
    const text = 'The mayor told reporters on Monday that the budget was late.';
    const q = simple(text).find((x) => x.cue === 'told');
    expect([q?.addressee, q?.content], trace(text)).toEqual(['reporters', 'that the budget was late']);
  });
  it('"talked of" with quoted words is a mixed quote; "spoke to reporters" alone is no attribution', () => {
    const text = 'Khosla talked of Munk\'s "countless discoveries that put the university on the map" and "his global leadership."';
    const q = simple(text).find((x) => x.cue === 'talked of');
    expect([q?.kind, q?.speaker, q?.content], trace(text)).toEqual(['mixed', 'Khosla', 'Munk\'s "countless discoveries that put the university on the map" and "his global leadership."']);
    expect(simple('The president spoke to reporters on Monday.')).toHaveLength(0);
  });
  it('a semicolon ends the reported content', () => {
    const text = 'Republicans said the timing of the news was not intentional; they only learned of it on Friday.';
    const q = simple(text).find((x) => x.cue === 'said');
    expect(q?.content, trace(text)).toBe('the timing of the news was not intentional');
  });
  it('…, X said. at the end of a sentence', () => {
    const text = 'The factory will close in March, company officials said.';
    const q = simple(text).find((x) => x.cue === 'said');
    expect(q, trace(text)).toBeDefined();
    expect(q!.content).toBe('The factory will close in March');
    expect(q!.source).toBe('company officials');
    expect(q!.anonymous).toBe(true);
  });
  it('a partial quote inside reported speech is one mixed attribution, not a direct quote', () => {
    const text = 'Senator Alan Grey called the convention a “Hollywood-produced infomercial.”';
    const qs = simple(text);
    expect(qs.filter((q) => q.kind === 'direct'), trace(text)).toHaveLength(0);
    const m = qs.find((q) => q.kind === 'mixed');
    expect(m, trace(text)).toBeDefined();
    expect(m!.content).toMatch(/^the convention a “Hollywood-produced infomercial\.”$/);
    expect(m!.speaker).toBe('Alan Grey');
  });
  it('medium: in a statement', () => {
    const text = '“We disagree with the ruling,” Lena Ford said in a statement.';
    const q = simple(text)[0]!;
    expect(q.medium).toBe('statement');
  });
  it('medium: the noun phrase of the medium alone', () => {
    const medium = (text: string) => simple(text).find((q) => q.cue === 'said')?.medium;
    expect(medium('Rep. Ann Cole joined her colleagues in sending a letter to the agency, and she said the rule was unlawful.')).toBe('letter');
    expect(medium('Speaking in Iraq at a press conference, Gen. Tom Reyes said the troops would stay.')).toBe('press conference');
  });
});

// Negatives: what must not become an attribution, or must not be pinned on a person.
describe('attribution sieves: negatives', () => {
  it('a source leaves out a time word at either end and a dateline\'s place, not a possessive\'s or a title\'s', () => {
    const sources = (text: string) => simple(text).map((q) => q.source);
    expect(sources('The Maine Congressional delegation today wrote that the funds were late.')).toEqual(['The Maine Congressional delegation']);
    expect(sources('Today Congresswoman Ann Cole announced that the bill would pass.')).toEqual(['Congresswoman Ann Cole']);
    expect(sources('WASHINGTON U.S. Senators Ben Cardin and Barbara A. Mikulski (both D-Md.) today announced that the funds were awarded.'))
      .toEqual(['U.S. Senators Ben Cardin and Barbara A. Mikulski (both D-Md.)']);
    expect(sources('U.S. Representative Tom McClintock announced that he will lead a forum in Quincy.')).toEqual(['U.S. Representative Tom McClintock']);
    expect(sources('Today\'s jobs report shows that the economy added jobs in March.')[0]).toBe('Today\'s jobs report');
  });
  it('a statement introduced with a colon is not run on into quoted paragraphs or a list', () => {
    // the quoted paragraph is the intro rule's; a colon with no cue before it introduces no statement
    const text = 'Rep. Carl Wynn released the following statement:\n\n“Today the House did its job.”';
    expect(simple(text).map((q) => q.rule), trace(text)).toEqual(['intro-paragraph']);
    const list = 'The bill would do three things:\n\nIt funds schools. It funds roads.';
    expect(simple(list).filter((q) => q.rule === 'statement-block'), trace(list)).toEqual([]);
  });
  it('one attribution per content: the one with a cue and a source stays', () => {
    // ("reports" and "according to" both took the clause)
    const a = analyze('Twelve percent were not sure.\n\nBloomberg reports that the Republican nominee has either won or tied among the group of voters making $100,000 or more, according to the Roper Center for Public Opinion Research.');
    const keys = a.quotes.map((q) => q.content.map((c) => `${c.start}:${c.end}`).join(','));
    expect(new Set(keys).size, JSON.stringify(a.quotes.map((q) => [q.rule, q.cue?.text, q.content.map((c) => c.text)]))).toBe(keys.length);
  });
  it('"reads" is a cue only with a writing as its subject', () => {
    const text = 'He reads “The Times” every day, and “Sunday papers,” reads Tom on weekends.';
    expect(simple(text).filter((q) => q.cue === 'reads'), trace(text)).toEqual([]);
  });
  it('a headline cited in a reference is not signed by the outlet after it', () => {
    const text = 'Coverage was wide. (Mark Silva, “Hillary Clinton Not Going Gently From The World Stage,” Bloomberg, 1/23/2013)';
    expect(simple(text).filter((q) => q.rule === 'sign-off'), trace(text)).toEqual([]);
  });
  it('a scare quote is not speech', () => {
    const text = 'The so-called “reform” bill passed the House on Tuesday.';
    expect(simple(text).filter((q) => q.kind === 'direct'), trace(text)).toHaveLength(0);
  });
  it('the fields of a media advisory are not a transcript', () => {
    const text = 'WHAT: Rep. Ann Cole hosts a town hall on water rates.\n\nWHEN: Monday, 6 p.m.\n\nWHERE: City Library, 12 Main Street';
    expect(simple(text).filter((q) => q.rule === 'transcript-label'), trace(text)).toHaveLength(0);
    const release = 'FOR IMMEDIATE RELEASE: Cole secures $2 million for the harbor.';
    expect(simple(release).filter((q) => q.rule === 'transcript-label'), trace(release)).toHaveLength(0);
  });
  it('a straight mark left open does not run on into the next paragraph\'s typographic quotation', () => {
    const text = '"Melanie thought the whole thing was outrageous. She was anxious, sure.\n\n“It never crossed my mind that I was losing it,” she said.';
    const q = simple(text).find((x) => x.cue === 'said');
    expect(q?.content, trace(text)).toBe('“It never crossed my mind that I was losing it,”');
  });
  it('"having said that" is the writer\'s phrase, not an attribution', () => {
    const text = 'Having said that, there are some economists who argue that corporate taxes should be lower.';
    expect(simple(text).filter((q) => q.cue === 'said'), trace(text)).toHaveLength(0);
    // the economists' argument is an attribution, its source the relative pronoun
    expect(simple(text).map((q) => [q.source, q.cue, q.content]), trace(text)).toEqual([['who', 'argue', 'that corporate taxes should be lower']]);
  });
  it('a nickname is not speech', () => {
    const text = 'Boxer Rocky “The Hammer” Jones retired in 1999.';
    expect(simple(text), trace(text)).toHaveLength(0);
  });
  it('a book title in single quotes is not speech', () => {
    const text = 'Her memoir, ‘Becoming Someone’, sold well.';
    expect(simple(text), trace(text)).toHaveLength(0);
  });
  it('an anonymous source is never pinned on a nearby named person', () => {
    const text = 'Mayor Eva Stone met the council. “She is furious,” a source close to the mayor said.';
    const q = simple(text).find((x) => x.kind === 'direct')!;
    expect(q.anonymous, trace(text)).toBe(true);
    expect(q.speaker).toBeNull();
  });
  it('a stray opening mark does not swallow the rest of the article', () => {
    const text = 'He called it “a mess.\n\nThe next paragraph is plain narration without any quotation.\n\n“This one is real,” Kim Lee said.';
    const qs = simple(text).filter((q) => q.kind === 'direct');
    expect(qs, trace(text)).toHaveLength(1);
    expect(qs[0]!.content).toBe('“This one is real,”');
  });
  it('nothing is attributed inside boilerplate', () => {
    const text = '“It works,” Al Green said.\n\nThe opinions expressed by contributors are their own and do not necessarily reflect the views of this site.';
    const qs = simple(text);
    expect(qs, trace(text)).toHaveLength(1);
  });
  it('a hedge with no source gets no named speaker', () => {
    // (the person named is what the statement is about, not who made it)
    for (const text of ['Director Sam Hill is expected to resign next year.', 'Director Sam Hill appears to be moving toward a deal.']) {
      expect(simple(text).map((q) => [q.rule, q.source, q.speaker]), trace(text)).toEqual([['hedge', null, null]]);
    }
  });
});
