import { describe, expect, it } from 'vitest';
import { attributions } from './helpers.js';
import { setSpanModel } from '../../src/learn/spans/index.js';

// From reviews of PolNeAR train 160-199 and 800-839 (each pattern's gold majority counted over the whole train split).
const run = attributions;

describe('a quotation ending in "?" or "!", then its source and a verb of speech', () => {
  it('gives the quotation to them whatever else the sentence says of it', () => {
    for (const [text, name] of [
      ['“Who do they think they are?” Trump said of Apple in February, adding more.', 'Trump'],
      ['“What kind of people do I have here?” Trump asked, looking far from displeased.', 'Trump'],
      ['“Sometimes us ex-diplomats need our fix!” Clinton said to People.', 'Clinton'],
    ] as const) {
      const q = run(text);
      expect(q.map((x) => [x.rule, x.name]), text).toEqual([['trailing-cue', name]]);
    }
  });

  it('not with a verb that is not one of speech, nor a progressive', () => {
    expect(run('“Is it fair?” Her critics cited it as evidence that he lied.').find((q) => q.content[0] === '“Is it fair?”')?.rule).toBe('unattributed');
    expect(run('“This is a problem,” Alpert said. “And she is sounding like she’s with the Peterson Foundation!” Alpert’s metaphor is telling in its own right.')
      .map((q) => q.name)).toEqual(['Alpert']);
  });
});

describe('a quotation opening mid-sentence with a small letter', () => {
  it('takes the sentence from its start into the content before a trailing cue', () => {
    // (the rules alone: the span model's redraw, where it draws one, leads into the quotation too)
    setSpanModel(false);
    try {
      expect(run('Yet Trump is also a “change agent,” Cole said.')[0]!.content).toEqual(['Yet Trump is also a “change agent,”']);
      expect(run('The event “was the first time I walked away,” she said.')[0]!.content).toEqual(['The event “was the first time I walked away,”']);
      // (not from a dash: "… - “the best”")
      expect(run('The plan - “the best we have,” she said.')[0]!.content).toEqual(['“the best we have,”']);
    } finally {
      setSpanModel(true);
    }
  });

  it('takes the words before an attribution set off by commas as a first fragment', () => {
    expect(run('An economic downturn, he said, “could be a good time to borrow money.”')[0]!.content)
      .toEqual(['An economic downturn', '“could be a good time to borrow money.”']);
    expect(run('But, he said, “could be a good time.”')[0]!.content).toEqual(['“could be a good time.”']);
  });
});

describe('"According to X," opening a sentence', () => {
  it('keeps X as its source and the clause after the comma as its content, with no attribution inside it', () => {
    for (const [text, source, content] of [
      ['According to the Independent Journal, Apple has stated it will not fund the convention.', 'the Independent Journal', 'Apple has stated it will not fund the convention'],
      ['According to GMA News, Salceda said the ugliness of the campaign was shocking.', 'GMA News', 'Salceda said the ugliness of the campaign was shocking'],
    ] as const) {
      expect(run(text).map((q) => [q.rule, q.source, q.content.join(' … ')]), text).toEqual([['according-to', source, content]]);
    }
  });
});

describe('"According to X," and the subject after its comma', () => {
  it('is not run into X by the span model', () => {
    expect(run('According to police, officers saw Scott get out of a car with a handgun.').map((q) => q.source)).toEqual(['police']);
  });
});

describe('"According to" a list', () => {
  it('keeps the whole list as its source', () => {
    expect(run('According to a joint report by UNAID, UNICEF and USAIDS released in July, 2004, a child is orphaned by AIDS every 14 seconds.')
      .map((q) => q.source)).toEqual(['a joint report by UNAID, UNICEF and USAIDS']);
  });
});

describe('a quotation\'s cue', () => {
  it('is not run on to a preposition whose object it leaves out', () => {
    expect(run("Still, golf clubs are ''just scratching out a profit,'' Mr. Hedge said from his office in Orlando.").map((q) => [q.cue, q.name]))
      .toEqual([['said', 'Hedge']]);
  });
});

describe('a source never overlaps its cue', () => {
  it('reads the subject before a cue the span model ran on over it', () => {
    const q = run('Chris Carr, the committee’s political director, released a statement confirming the group would spend $5 million.');
    expect(q.map((x) => [x.source, x.name])).toEqual([['Chris Carr, the committee’s political director,', 'Chris Carr']]);
  });

  it('cuts a cue run on over the source after it', () => {
    const q = run('The office issued a warning on Monday. "Storm Lorenzo will produce significant swell and high waves", read the warning.');
    expect(q.map((x) => [x.cue, x.source])).toEqual([['read', 'the warning']]);
  });
});

describe('", said X, <description>." at the end of a sentence', () => {
  it('is a sentence-final attribution whose source keeps the description', () => {
    expect(run('The site is full of misinformation, said Angie Drobnic Holan, Politifact’s editor.').map((q) => [q.rule, q.source, q.content.join(' … ')]))
      .toEqual([['sentence-final-cue', 'Angie Drobnic Holan, Politifact’s editor', 'The site is full of misinformation']]);
    expect(run('Coal demand will fall, said the company’s chief executive, John J. Ferriola.').map((q) => [q.rule, q.source, q.name]))
      .toEqual([['sentence-final-cue', 'the company’s chief executive, John J. Ferriola', 'John J. Ferriola']]);
  });
});

describe('the noun "state"', () => {
  it('is no cue after a modifier or before a noun', () => {
    for (const text of [
      'COLUMBIA, S.C. - The call-bank headquarters of Hillary Clinton’s campaign in this suddenly must-have state is in a small house on a tree-lined street.',
      'California, the most delegate-rich state on the Democratic primary calendar, has become a second home for Sanders.',
      'He served as governor of New York, which at the time was the most populous state, also with one of the largest economies.',
    ]) expect(run(text), text).toEqual([]);
    expect(run('"We are making every effort to comply with this order," State spokesman Mark Toner said Friday.').map((q) => [q.cue, q.name]))
      .toEqual([['said', 'Mark Toner']]);
  });

  it('but the verb before what it states', () => {
    expect(run('The document states that the plan failed.').map((q) => [q.cue, q.source])).toEqual([['states', 'The document']]);
  });
});

describe('a statement in a clause of time or condition opening the sentence', () => {
  it('ends at the comma closing that clause, however far the span model runs on', () => {
    const q = run('While critics argue that trading prisoners encourages others to target Americans, President Obama has deemed the deal worth it.');
    expect(q.map((x) => [x.source, x.content.join(' … ')])).toEqual([['critics', 'that trading prisoners encourages others to target Americans']]);
  });
});

describe('"asked X which / whether / if …"', () => {
  it('leaves the one asked out of the question, however the span model draws it', () => {
    for (const [text, content] of [
      ['She also asked Clinton if Trump benefits from the attacks.', 'if Trump benefits from the attacks'],
      ['He asked him which policy he would change first.', 'which policy he would change first'],
      ['Reporters asked President Obama what he thought of the plan.', 'what he thought of the plan'],
      ['We asked whether the story would influence voters.', 'whether the story would influence voters'],
    ] as const) expect(run(text).map((q) => [q.cue, q.content.join(' … ')]), text).toEqual([[text.includes('also') ? 'also asked' : 'asked', content]]);
  });
});

describe('a list opening the sentence before its cue', () => {
  it('is the source whole when its first member is a word the name tagger did not read as a name', () => {
    expect(run('Friends, lobbyists and former foes say he is changed.').map((q) => q.source)).toEqual(['Friends, lobbyists and former foes']);
    expect(run('Anthony Anton, president and CEO of Washington Restaurant Association stated: “It’s not a political problem; it’s a math problem.”')
      .map((q) => q.source)).toEqual(['Anthony Anton, president and CEO of Washington Restaurant Association']);
  });

  it('not after an adverbial or a discourse word, nor inside an appositive', () => {
    expect(run('In both parties, candidates and voters say the system is rigged.').map((q) => q.source)).toEqual(['candidates and voters']);
    expect(run('Still, he and his aides say the campaign is strong.').map((q) => q.source)).toEqual(['he and his aides']);
    expect(run('China, Pyongyang’s only ally and its economic lifeline to the outside world, said it was opposed to the test.').map((q) => q.source))
      .toEqual(['China, Pyongyang’s only ally and its economic lifeline to the outside world,']);
  });
});
