import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/index.js';
import { expectVerbatim } from './helpers.js';

// Reviews of PolNeAR train's cue, content and precision errors (December 2, fifth session). Each sentence is written
// after a train sentence's shape; each test failed on the code before its change.
const quotes = (text: string) => {
  const a = analyze(text);
  expectVerbatim(text, a);
  return a.quotes;
};
const cues = (text: string) => quotes(text).map((q) => q.cue?.text);

describe('a trailing cue keeps what closes it', () => {
  // (train: verb + day + "." has the day in gold's cue 23 times in 37; the model had cut it back to the verb)
  it('a bare day', () => {
    expect(cues('“We will win this state,” Scarborough said Monday.')).toEqual(['said Monday']);
  });
  // (train: a verb of saying, then a lowercase -ly word, then "." or ",": the adverb in gold's cue 13 times in 13)
  it('an adverb of manner', () => {
    expect(cues('“I am sure he will be a great president,” Clinton said sarcastically.')).toEqual(['said sarcastically']);
    expect(cues('“Why would anyone vote for that?” Sanders asked rhetorically, shaking his head.')).toEqual(['asked rhetorically']);
  });
});

describe('a leading cue before the one spoken to and a colon', () => {
  // (train: "verb to/of/about X:" before a quotation has the verb alone as gold's cue in 6 of 9)
  it('is the verb alone', () => {
    expect(cues('His wife whispered to him: “We should go home now.”')).toEqual(['whispered']);
  });
  it('leaves the one spoken to out of the quotation', () => {
    const q = quotes('She says to Nevadans: “You deserve a president who will fight for you.”');
    expect(q.map((x) => [x.cue?.text, x.content.map((c) => c.text).join(' … ')])).toEqual([['says', '“You deserve a president who will fight for you.”']]);
  });
});

describe('a statement that runs up to its cue', () => {
  // (train: gold runs on over the contrasting clause in 11 of 13 such contents the rules cut there)
  it('keeps a contrasting clause', () => {
    const q = quotes('China may outnumber the small Kazakh population by 80 to 1, but its progress and development represent good news, he says.');
    expect(q[0]?.content.map((c) => c.text)).toEqual(['China may outnumber the small Kazakh population by 80 to 1, but its progress and development represent good news']);
    const r = quotes('In 2014, about 82 percent of murders of white people were committed by other white people, while only 14 percent were committed by black people, according to the FBI.');
    expect(r[0]?.content.map((c) => c.text).join(' … ')).toMatch(/, while only 14 percent were committed by black people$/);
  });
  // (train: gold runs on over the relative clause before a sentence-final cue in 6 of 6)
  it('keeps a relative clause before a sentence-final cue', () => {
    const q = quotes('He promised to defeat Randolph in November thanks to the Grayson name, which is well known in the district, Frankel said.');
    expect(q[0]?.content.map((c) => c.text)).toEqual(['He promised to defeat Randolph in November thanks to the Grayson name, which is well known in the district']);
  });
});

describe('what is not a statement', () => {
  // (train: after a cue, "from" and a place with no verb is gold content in 1 of 63)
  it('a byline’s place', () => {
    expect(quotes('Lerer reported from Los Angeles.')).toEqual([]);
  });
  // (train: 0 of 4 such headlines are gold attributions; "Lynch: No outside influence on FBI probe" is one)
  it('a headline naming a topic after a colon', () => {
    expect(quotes('Netanyahu and Obama: A tortured relationship')).toEqual([]);
    expect(cues('Lynch: No outside influence on FBI probe')).toEqual([':']);
  });
});

describe('a possessive pronoun before a noun', () => {
  // ("Her rival" was resolved to Clinton, the person "Her" stands for; "His wife Melania" stays Melania's phrase)
  it('is not the speaker', () => {
    const q = quotes('Clinton was in Iowa on Monday. Her rival said that she would lose the state.');
    expect(q.map((x) => [x.source?.text, x.speaker?.name ?? null])).toEqual([['Her rival', null]]);
  });
});

describe('the source of a participle after a comma', () => {
  // (train: gold takes the noun phrase right before the comma in 43 of 620 such cues, and then it is itself a subject)
  it('is the sentence’s subject, not the object or place before the comma', () => {
    const q = quotes('Trump was 340 miles away in Bangor, Maine, promising to bring back jobs.');
    expect(q.map((x) => [x.source?.text, x.cue?.text])).toEqual([['Trump', 'promising']]);
  });
  // (train: gold keeps a coordination after the subject's name in 376 of 380 sources before their cue)
  it('is the whole subject, not the first name in it', () => {
    const q = quotes('Netanyahu and other right-wing Israeli leaders shunned the meeting, claiming it was a trap.');
    expect(q.map((x) => [x.source?.text, x.cue?.text])).toEqual([['Netanyahu and other right-wing Israeli leaders', 'claiming']]);
  });
});

describe('second round (PolNeAR train 400-459, source bugs, contents found elsewhere)', () => {
  const rows = (text: string) => quotes(text).map((x) => [x.source?.text ?? null, x.cue?.text ?? null, x.content.map((c) => c.text).join(' … ')]);
  // (the tokenizer keeps "I’ve" whole; gold marks the pronoun as source and the auxiliary in the cue: 48 gold cues open on one)
  it('splits a contracted auxiliary off the pronoun', () => {
    expect(rows('I’ve been saying for six years that the system is broken.')).toEqual([['I', '’ve been saying for six years', 'that the system is broken']]);
  });
  // (the one told is not the speaker; the sentence's subject is)
  it('takes the teller, not the one told, after "but told"', () => {
    const q = quotes('Carson did not mention the poll, but told his supporters, “We are going to win this thing.”');
    expect(q.find((x) => x.cue?.text === 'told')?.source?.text).toBe('Carson');
  });
  it('never takes the one written to before a colon', () => {
    const q = quotes('Then he wrote to John Smith: “You have betrayed us.”');
    expect(q.map((x) => x.source?.text)).not.toContain('John Smith');
  });
  // (gold leaves the adverb out of the source each time the engine kept one)
  it('leaves an adverb of degree before the verb out of the source', () => {
    expect(rows('Former Florida governor Jeb Bush increasingly sees the race as a contest of ideas.')[0]?.[0]).toBe('Former Florida governor Jeb Bush');
  });
  // (train: after a dash pair following the cue, the content starts after the closing dash in 8 of 9)
  it('passes over a dash aside after the cue', () => {
    expect(rows('His campaign chairman Paul Manafort said — on Twitter, as it happens — that Trump raised about $4 million that day.'))
      .toEqual([['His campaign chairman Paul Manafort', 'said', 'that Trump raised about $4 million that day']]);
  });
  // (train: the content is the words before the source in 4 of 4 "…, X believe — writer's words")
  it('reads "…, X believe — a writer’s aside" as a sentence-final cue', () => {
    expect(rows('Such a move could alienate his backers, Clinton allies believe — backers she will need come November.'))
      .toEqual([['Clinton allies', 'believe', 'Such a move could alienate his backers']]);
  });
  // (train: none of 4 such model attributions is gold's)
  it('reads "a play called “…”" as a naming', () => {
    expect(quotes('The students are performing a popular play called “Los Hijos de Trump,” or “Sons of Trump,” in Mexico City.')).toEqual([]);
  });
  // ("Clinton aides said" was Clinton; a name before a lowercase role is whose people they are)
  it('does not give the words of a person’s aides or supporters to the person', () => {
    for (const text of ['Clinton aides said the plan would fail.', 'Trump supporters say the plan would fail.', 'Clinton campaign officials said the plan would fail.']) {
      expect(quotes(text)[0]?.speaker?.name ?? null).toBeNull();
    }
    expect(quotes('Clinton adviser Jake Sullivan said the plan would fail.')[0]?.speaker?.name).toBe('Jake Sullivan');
  });
});

describe('a dash at the edge of a span', () => {
  // (PolNeAR train: 3 cues and 3 contents had one: "argued emphatically -", "said | -- at least not so far …")
  it('is neither the end of a cue nor the start of a content', () => {
    const q = quotes('Mr. Obama argued emphatically - rebuking Mr. Trump eight times by name - that the country was stronger than ever.');
    for (const x of q) {
      expect(x.cue?.text ?? '').not.toMatch(/[-–—]$/);
      for (const c of x.content) expect(c.text).not.toMatch(/^[-–—]/);
    }
    expect(q.map((x) => x.cue?.text)).toContain('argued emphatically');
  });
});

describe('third round (PolNeAR train 640-679)', () => {
  // (train: 6 pairs of overlapping cues where one's content ran into the other's cue; gold never has that one)
  it('drops an attribution whose content runs into another one’s cue', () => {
    const q = quotes('Rubio seemed hopeful that the party would unite behind him after the primary.');
    expect(q.map((x) => [x.source?.text ?? null, x.cue?.text])).toEqual([['Rubio', 'seemed hopeful']]);
  });
  // (the Post's and the Times' texts write a dash as a spaced hyphen: the walk back passed over it)
  it('reads a spaced hyphen as a dash around an aside after the subject', () => {
    const q = quotes('Sanders - who flew home to Vermont on Wednesday - has vowed to fight on to the convention.');
    expect(q.map((x) => [x.source?.text, x.cue?.text])).toEqual([['Sanders', 'has vowed']]);
  });
});

describe('third round (PolNeAR train 480-519)', () => {
  // (train: gold runs the content to the comma before the source in 15 of 15 such sentence-final attributions)
  it('runs a sentence-final content to the comma before its source over what its cuts left', () => {
    const q = quotes('Cruz electrified the small crowds with impassioned speeches and promises to shake things up in Washington if elected, Stovall said.');
    expect(q.map((x) => [x.source?.text, x.content.map((c) => c.text).join(' … ')]))
      .toEqual([['Stovall', 'Cruz electrified the small crowds with impassioned speeches and promises to shake things up in Washington if elected']]);
  });
  // (train: gold keeps the subject with its aside of examples and the closing comma in 20 of 21)
  it('keeps an aside of examples with the subject before it', () => {
    const q = quotes('Many of the people interviewed, including top campaign officials, said the plan is sound.');
    expect(q.map((x) => [x.rule, x.source?.text])).toEqual([['reported-speech', 'Many of the people interviewed, including top campaign officials,']]);
  });
  // ("USA TODAY reported" gave "TODAY", "Later, USA TODAY reported" gave "USA": the newspaper as it writes itself)
  it('reads "USA TODAY" as the newspaper', () => {
    for (const text of ['USA TODAY reported that the campaign spent $2 million.', 'Later, USA TODAY reported that the campaign spent $2 million.']) {
      expect(quotes(text).map((x) => x.source?.text)).toEqual(['USA TODAY']);
    }
  });
});

describe('third round (PolNeAR train 240-279)', () => {
  const rows = (text: string) => quotes(text).map((x) => [x.source?.text ?? null, x.cue?.text ?? null, x.content.map((c) => c.text).join(' … ')]);
  // (train: gold makes the opening clause the statement's first fragment in 8 of 9 such sentences)
  it('reads "After …, X said, …" as a cue set off inside the statement', () => {
    expect(rows('After small increases in deficits over the next two years, the budget office said, they will go up more sharply after 2018.'))
      .toEqual([['the budget office', 'said', 'After small increases in deficits over the next two years … they will go up more sharply after 2018']]);
  });
  // (train: gold ends the content at the comma before the sentence's own verb in 5 of 5)
  it('ends a relative clause inside the subject at the comma before the sentence’s verb', () => {
    expect(rows('Mrs. Clinton’s Iraq war vote, which she has repeatedly said was a mistake, was a major factor in her defeat in 2008.'))
      .toEqual([['she', 'has repeatedly said', 'which … was a mistake']]);
  });
  // (train: gold's content runs on over the "as" phrase after 37 of 38 "see"/"view" cues followed by one)
  it('keeps the "as" phrase of a view', () => {
    expect(rows('Many voters back him because he sees Cruz as a uniter of the party.')).toEqual([['he', 'sees', 'Cruz as a uniter of the party']]);
  });
  // ("Sun." was read as Sunday, and the sentence ran on: the source was "the Las Vegas Sun. He returned")
  it('ends a sentence after a word that is also an abbreviation when a sentence opener follows', () => {
    const q = quotes('The mayor left early, according to the Las Vegas Sun. He returned on Monday.');
    expect(q[0]?.source?.text).not.toMatch(/He returned/);
  });
});
