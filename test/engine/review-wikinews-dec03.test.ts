import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/index.js';
import { expectVerbatim } from './helpers.js';

// A review of sixty Wikinews articles read as a journalist would (sieves/reported.ts, accordingTo): "According to X,
// DESCRIPTION, …" with the source's description set off after it (a role after a name, or a relative clause) read the
// description as the start of what was said. Sentences written for these tests in the shape of wire reports.
const got = (text: string) => {
  const a = analyze(text);
  expectVerbatim(text, a);
  return a.quotes.map((q) => ({ rule: q.rule, source: q.source?.text ?? null, cue: q.cue?.text ?? null, content: q.content.map((c) => c.text).join(' … '), speaker: q.speaker.name }));
};
const according = (text: string) => got(text).find((q) => q.rule === 'according-to');

describe('"According to X, DESCRIPTION, …": the description is the source\'s', () => {
  it('a role after a person\'s name', () => {
    const q = according('The mayor resigned in May. According to Laura Finch, the mayor\'s former spokeswoman, he died from a rare infection.');
    expect(q?.source).toBe('Laura Finch, the mayor\'s former spokeswoman');
    expect(q?.content).toBe('he died from a rare infection');
    expect(q?.speaker).toBe('Laura Finch');
  });
  it('a role with a possessive name after a person\'s name', () => {
    const q = according('The senator was 71. According to Tom Ruiz, Walker\'s longtime aide, Walker died in his sleep at home.');
    expect(q?.source).toBe('Tom Ruiz, Walker\'s longtime aide');
    expect(q?.content).toBe('Walker died in his sleep at home');
  });
  it('a relative clause after an agency', () => {
    const q = according('The bridge was closed. According to Reuters, which cited two sources close to the inquiry, the engineer had been fired a year ago.');
    expect(q?.content).toBe('the engineer had been fired a year ago');
  });
});

describe('negatives: what follows the source is the content\'s', () => {
  it('a subject with its own description after a common noun source', () => {
    const q = according('According to police, the driver, a 45-year-old man, was arrested at the scene.');
    expect(q?.source).toBe('police');
    expect(q?.content).toBe('the driver, a 45-year-old man, was arrested at the scene');
  });
  it('a subject named after an agency, with no description set off', () => {
    const q = according('The talks ended. According to Reuters, Ahmed Karimi is the de facto leader of the rebels.');
    expect(q?.source).toBe('Reuters');
    expect(q?.content).toBe('Ahmed Karimi is the de facto leader of the rebels');
  });
  it('a subject with an example set off after the source', () => {
    const q = according('According to the ruling, a retailer, such as Amazon, must remove the listings within a week.');
    expect(q?.source).toBe('the ruling');
    expect(q?.content).toBe('a retailer, such as Amazon, must remove the listings within a week');
  });
});

// A statement does not stop inside brackets it opened (sieves/model.ts openParenAt, sieves/reported.ts endOfContent):
// an organization's full name in parentheses after its acronym cut the content at the name's end ("hundreds of ISIS
// (Islamic State of Iraq and Syria"), and an "and" inside the parentheses was read as the source's next clause.
const byCue = (text: string, cue: string) => got(text).find((q) => q.cue === cue);

describe('parentheses inside a reported statement', () => {
  const cases: [string, string, string][] = [
    ['The army said hundreds of ISIS (Islamic State of Iraq and Syria) fighters escaped.', 'said', 'hundreds of ISIS (Islamic State of Iraq and Syria) fighters escaped'],
    ['The general said dozens of FARC (Revolutionary Armed Forces of Colombia and allies) fighters surrendered.', 'said', 'dozens of FARC (Revolutionary Armed Forces of Colombia and allies) fighters surrendered'],
    // (a parenthesis closing the statement is the writer's aside: the statement ends before it)
    ['The governor proposed a tax on sugary drinks (which the state\'s grocers oppose).', 'proposed', 'a tax on sugary drinks'],
  ];
  for (const [text, cue, content] of cases) {
    it(content.slice(0, 40), () => {
      expect(byCue(text, cue)?.content).toBe(content);
    });
  }
  it('negative: an "and" after the parenthesis closes still opens the source\'s next clause', () => {
    const q = byCue('The mayor said the tunnel (built in 1931) was unsafe, and the council said it would close it.', 'said');
    expect(q?.source).toBe('The mayor');
    expect(q?.content).toBe('the tunnel (built in 1931) was unsafe');
  });
});

// "told NPR Hamza bin Laden had appeared …": the name tagger read the broadcaster in capitals and the person's first name
// after it as one name (stages/04-entities/names.ts), so the one told swallowed the statement's subject; and the span
// model's content starting inside the person's name is started at the name (sieves/model.ts).
describe('a broadcaster told, then the statement\'s subject named', () => {
  it('"told CNN Ahmed Karimi had …"', () => {
    const q = byCue('Retired FBI agent Omar Haddad told CNN Ahmed Karimi had appeared in rebel videos since he was a boy.', 'told');
    expect(q?.source).toBe('Retired FBI agent Omar Haddad');
    expect(q?.content).toBe('Ahmed Karimi had appeared in rebel videos since he was a boy');
  });
  it('"told NPR Hamza bin Laden had …"', () => {
    const q = byCue('Retired FBI agent Omar Haddad told NPR Hamza bin Laden had appeared in videos since he was a boy.', 'told');
    expect(q?.content).toBe('Hamza bin Laden had appeared in videos since he was a boy');
  });
  it('negative: a title in capitals before the name stays the name\'s', () => {
    const a = analyze('Early opponent MP Tanya Davies said, "We have moved the bill to a better place."');
    expect(a.quotes[0]?.speaker.name).toBe('Tanya Davies');
    expect(a.quotes[0]?.speaker.anonymous).toBe(false);
  });
});
