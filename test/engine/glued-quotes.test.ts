import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/index.js';

// Press releases that print a straight quotation mark with no space between it and the words on either side, and
// statements announced earlier in the sentence than the colon before the quotation (texts from the bundled congress
// press releases).
describe('straight quotation marks glued to the words around them', () => {
  it('closes the quotation at `,"said Lee` and opens the next one after it', () => {
    const a = analyze('"A majority of Americans agree with a progressive agenda that focuses on the needs and well being of all Americans,"said Lee. "We should not be afraid to differentiate our agenda from Republican initiatives."');
    expect(a.quotes).toHaveLength(1);
    const q = a.quotes[0]!;
    expect([q.cue?.text, q.speaker.name]).toEqual(['said', 'Lee']);
    expect(q.content.map((c) => c.text)).toEqual([
      '"A majority of Americans agree with a progressive agenda that focuses on the needs and well being of all Americans,"',
      '"We should not be afraid to differentiate our agenda from Republican initiatives."',
    ]);
  });

  it('closes it before a capital when one is open (`…,"Bennet said.`) and opens it when none is (`said,"We`)', () => {
    const a = analyze('"As Coloradans continue to recover from last summer\'s devastating wildfires, these resources are critical,"Bennet said.');
    expect(a.quotes.map((q) => [q.speaker.name, q.content[0]!.text])).toEqual([['Bennet', '"As Coloradans continue to recover from last summer\'s devastating wildfires, these resources are critical,"']]);
    const b = analyze('Lee said,"We must act now."');
    expect(b.quotes.map((q) => [q.speaker.name, q.content[0]!.text])).toEqual([['Lee', '"We must act now."']]);
  });

  it('opens no quotation at a mark glued to a lowercase word, so none runs on to the next mark', () => {
    const a = analyze('The program supports the work of the Congressional Research Service,"said Congressman Leonard Lance. "It deserves our support."');
    expect(a.quotes.map((q) => q.content.map((c) => c.text).join(' + '))).not.toContain('"said Congressman Leonard Lance. "');
  });
});

describe('a statement announced further back in the sentence than the colon', () => {
  it('gives the quotation after `X released the following statement about …:` to X', () => {
    const a = analyze('The Congress gains 84 new House members. Rogers released the following statement about the start of the 113th Congress:"It is an honor to begin my 33rd consecutive year serving the people of southern and eastern Kentucky."');
    expect(a.quotes.map((q) => [q.speaker.name, q.cue?.text])).toEqual([['Rogers', 'released the following statement about']]);
  });

  it('reads the subject of a joint statement', () => {
    const a = analyze('WASHINGTON - U.S. Senators John Cornyn (R-TX) and Ted Cruz (R-TX) today issued the following joint statement:"As details come to light about the hostage situation in Algeria, our thoughts are with the families."');
    expect(a.quotes.map((q) => a.entities[q.speaker.entity ?? -1]?.name ?? q.source?.text)).toEqual(['U.S. Senators John Cornyn (R-TX) and Ted Cruz (R-TX)']);
  });

  it('takes no verb for the announcement when the sentence names no statement', () => {
    const a = analyze('Courts rely on limited data provided by manufacturers: “Consumer claims provide a way for manufacturers to remain accountable.”');
    expect(a.quotes.map((q) => q.cue?.text)).not.toContain('provided by manufacturers');
  });
});

// Review of Wikinews: speakers named after a parliament's title (texts from the bundled Wikinews sample).
describe('speakers after a parliament member\'s title', () => {
  const speakerOf = (text: string): string | null | undefined => analyze(text).quotes[0]?.speaker.name;
  it('reads "MP" as a title, so the name after it is the speaker', () => {
    expect(speakerOf('Early opponent MP Tanya Davies said, "We have moved the bill to a better place."')).toBe('Tanya Davies');
  });
  it('passes over "of parliament (MP)" in a title to the name after it', () => {
    expect(speakerOf('Member of parliament (MP) Kevin Conolly said a law allowing the termination of a life marked a sad day.')).toBe('Kevin Conolly');
  });
  it('takes a name right after a lowercase title for a person even when the tagger read a place', () => {
    expect(speakerOf('Houthi military spokesperson Yahya Sarea said it had carried out the attack using ten drones.')).toBe('Yahya Sarea');
  });
});

describe('the content before a sentence-final attribution', () => {
  it('keeps a list of participles after a comma: it is the statement, not the writer\'s narration', () => {
    const a = analyze('The status quo is holding back the economy, hurting families, and undermining our security, Bennet said.');
    expect(a.quotes.map((q) => [q.speaker.name, q.content[0]!.text])).toEqual([['Bennet', 'The status quo is holding back the economy, hurting families, and undermining our security']]);
  });
  it('still ends at ", according to …", an attribution of its own', () => {
    const a = analyze('Local authorities, according to Maritime Bulletin, have noted other unusual AIS data.');
    expect(a.quotes.map((q) => q.rule)).not.toContain('sentence-final-cue');
  });
});

describe('"according to" a role and the name set off after it', () => {
  it('takes the role with the name for the source, and the content after the name', () => {
    const a = analyze("According to Windsor Locks' first selectman, Chris Kervick, there were ten passengers and three crew members aboard the aircraft.");
    expect(a.quotes.map((q) => [q.speaker.name, q.source?.text, q.content[0]!.text])).toEqual([['Chris Kervick', "Windsor Locks' first selectman, Chris Kervick", 'there were ten passengers and three crew members aboard the aircraft']]);
  });
  it('leaves a name after a writing to the statement ("According to official statements, Trump, …")', () => {
    const a = analyze('According to official statements, Trump, now operating from the hospital, is to continue performing his duties.');
    expect(a.quotes.map((q) => q.source?.text)).toEqual(['official statements']);
  });
});

describe('a description set off by commas before a stance or reporting verb', () => {
  it('is the subject\'s, named before it with a party code', () => {
    const a = analyze('U.S. Sen. Jim Inhofe (R-Okla.), ranking member of the Senate Armed Services Committee, today highlighted the successful test flight of the interceptor.');
    expect(a.quotes.map((q) => [q.cue?.text, q.speaker.name])).toEqual([['highlighted', 'Jim Inhofe']]);
  });
});

describe('a participle after the one written to', () => {
  it('is said by the writer, not by the addressee', () => {
    const a = analyze('Congressman Charlie Dent (PA-15) sent a joint letter today to Dr. Mark Emmert, President of the National Collegiate Athletic Association (NCAA), asking him to reinstate the forty scholarships.');
    expect(a.quotes.map((q) => [q.cue?.text, q.speaker.name])).toEqual([['asking', 'Charlie Dent']]);
  });
});

describe('a statement printed without quotation marks after its announcement', () => {
  it('takes the rest of the paragraph after "issued the following statement …:" as the statement', () => {
    const a = analyze("U.S. Sen. Ted Cruz (R-TX) issued the following statement regarding today's bipartisan immigration reform proposal: I appreciate the good work of the senators who have come together to try to fix our broken immigration system. I also believe we must secure the border first.");
    const s = a.quotes.find((q) => q.rule === 'statement-block');
    expect([s?.speaker.name, s?.content.map((c) => c.text)]).toEqual(['Ted Cruz', ['I appreciate the good work of the senators who have come together to try to fix our broken immigration system. I also believe we must secure the border first.']]);
  });
  it('is not stopped by the statement\'s own "I" or "we" reporting something inside it', () => {
    const a = analyze('Congressman Tim Walberg released the following statement:\n\nThe law has failed. We know that the American people want changes.\n\nI will keep working for them.');
    const s = a.quotes.find((q) => q.rule === 'statement-block');
    expect([s?.speaker.name, s?.content.length]).toEqual(['Tim Walberg', 2]);
  });
});

describe('a law, a program or money takes no side', () => {
  it('reads "This program supports …" and "The bill seeks …" as no statement, and still "The bill says …"', () => {
    expect(analyze('This program supports local construction, small businesses, and manufacturing jobs.').quotes).toEqual([]);
    expect(analyze('The legislation seeks to expand access to rural broadband.').quotes.map((q) => q.cue?.text)).not.toContain('seeks');
    expect(analyze('The bill says that small businesses need help.').quotes.map((q) => q.cue?.text)).toEqual(['says']);
  });
});

describe('company set off after the subject', () => {
  it('gives the statement to the subject, not to those who joined it', () => {
    const a = analyze('U.S. Senator Kirsten Gillibrand (D-NY), joined by Mayor Mike Spano, announced that the first piece of legislation she introduced is a federal funding competition.');
    expect(a.quotes.map((q) => q.speaker.name)).toEqual(['Kirsten Gillibrand']);
  });
});

describe('review of Wikinews: a talk show, a passive with an adverb, a post announced by its clause', () => {
  it('reads "talk show" as a noun, not a cue', () => {
    const a = analyze("Former Vice President Joe Biden spoke on MSNBC's morning news talk show Morning Joe when he made the announcement: \"I feel like we have to do this.\"");
    expect(a.quotes.map((q) => [q.cue?.text, q.speaker.name])).not.toContainEqual(['talk', 'MSNBC']);
  });
  it('gives no one\'s statement to the subject of a passive after an adverb ("was later accused of")', () => {
    const a = analyze('Qawi was later accused of inciting the murder.');
    expect(a.quotes.map((q) => q.speaker.name)).not.toContain('Qawi');
  });
  it('gives a quotation after "X took a parting shot on Twitter:" to X, not to the previous paragraph\'s speaker', () => {
    const a = analyze('"He is polling at zero," RealClearPolitics reported.\n\nIncumbent President Donald Trump quickly took a parting shot on Twitter: "Oh no, another one."');
    expect(a.quotes.map((q) => q.speaker.name)).toEqual(['RealClearPolitics', 'Donald Trump']);
  });
});

describe('second review: a closing parenthesis after a label, a named program taking a side', () => {
  it('leaves the closing parentheses out of an interview label before "And"', () => {
    const a = analyze("((WN)) And which chess opening you really don't like?\n\n((Nana Dzagnidze)) I do not like the Sicilian.");
    expect(a.quotes.map((q) => q.speaker.name)).toEqual(['WN', 'Nana Dzagnidze']);
  });
  it('reads "The Bridge Formula Program has supported repairs" as no statement', () => {
    expect(analyze('The Bridge Formula Program has supported repairs on over 2,400 bridges.').quotes).toEqual([]);
  });
});

describe('a court case', () => {
  it('is one name, not two people a later "she" could stand for', () => {
    const a = analyze('The court overturned Dobbs v. Jackson last year.');
    expect(a.entities.map((e) => [e.name, e.type])).toEqual([['Dobbs v. Jackson', 'other']]);
  });
});

describe('a named member and the others', () => {
  it('gives "X and 14 other House Republicans called on …" to X, not to "Republicans"', () => {
    const a = analyze('Representative Stephanie Bice (R-Okla.) and 14 other House Republicans called on the Department of the Interior to fulfill its obligation to conduct federal oil and gas leases.');
    expect(a.quotes.map((q) => q.speaker.name)).toEqual(['Stephanie Bice']);
  });
});

describe('"It read, …" after a writing', () => {
  it('gives the quotation to the writing\'s author', () => {
    const a = analyze('The Georgian Tennis Federation (GFT) released a statement on Monday. It read, "First of all, we are sorry for what happened."');
    expect(a.quotes.map((q) => [q.cue?.text, q.speaker.name])).toEqual([['read', 'GFT']]);
  });
});

describe('a passive with a named agent', () => {
  it('gives "The charge was denied by X" to X, with the subject as what was denied', () => {
    const a = analyze("The charge was denied by Irma Tchkadua, Basilashvili's lawyer.");
    expect(a.quotes.map((q) => [q.rule, q.speaker.name, q.content[0]!.text])).toEqual([['passive-agent', 'Irma Tchkadua', 'The charge']]);
  });
  it('reads no statement into "is observed by" or "a poll conducted by"', () => {
    expect(analyze('Diwali is observed by Hindus around the world.').quotes.map((q) => q.rule)).not.toContain('passive-agent');
  });
});

// A straight quotation inside a straight one: the inner pair closed the outer one ("… to weaponize the IRS to "), and the
// rest of the member's quote was lost (a review of press releases; ~30 quotes on the corpus).
describe('straight quotation marks nested in straight ones', () => {
  it('are the outer quotation\'s nested quote', () => {
    const text = '"President Biden\'s attempt to weaponize the IRS to "close the tax gap" not only further burdens our local banking institutions with additional reporting requirements," said Rep. Newhouse.';
    const a = analyze(text);
    expect(a.quotes.map((q) => [q.rule, q.source?.text, q.content.map((c) => c.text)])).toEqual([['trailing-cue', 'Rep. Newhouse',
      ['"President Biden\'s attempt to weaponize the IRS to "close the tax gap" not only further burdens our local banking institutions with additional reporting requirements,"']]]);
  });

  it('but a second quotation after the first closed is its own', () => {
    const a = analyze('He called it "a disaster" and "a shame," aides said.');
    expect(a.quotes.flatMap((q) => q.content.map((c) => c.text))).not.toContain('"a disaster" and "');
  });
});

// A quotation of several sentences was cut where the span model's content ended ("… fine particle air pollution [...]",
// two sentences dropped; a review of Wikinews; ~86 quotations on the press releases): the model may lead into a
// quotation, never cut it short.
describe('a quotation of several sentences', () => {
  it('keeps all its words whatever the span model drew', () => {
    const text = 'Thind said, "We also consider how emissions can react in the atmosphere to form fine particle air pollution [...] That gave us a map of pollution concentrations across the country. Then we overlaid that map with data."';
    const a = analyze(text);
    expect(a.quotes.map((q) => q.content.map((c) => c.text))).toEqual([[text.slice(text.indexOf('"'))]]);
  });
});
