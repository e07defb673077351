import { describe, expect, it } from 'vitest';
import { tagNames, type NameType } from '../../src/learn/names.js';
import { tagPos } from '../../src/learn/pos.js';
import { WINDOW } from '../../src/learn/features.js';
import { readFileSync } from 'node:fs';

// Sentences written for this test (not from CoNLL), in mixed-case news style with curly quotes.
const cases: { text: string; names: [NameType, string][] }[] = [
  { text: 'Sen. Chuck Schumer met Mayor Eric Adams in New York on Tuesday .', names: [['PER', 'Chuck Schumer'], ['PER', 'Eric Adams'], ['LOC', 'New York']] },
  { text: '“ We will not back down , ” said Maria Gonzalez , a spokeswoman for the Department of Justice .', names: [['PER', 'Maria Gonzalez'], ['ORG', 'Department of Justice']] },
  { text: 'Officials said the plan would cost more than expected .', names: [] },
  { text: 'Homan told reporters that the city would cooperate with federal agents .', names: [['PER', 'Homan']] },
  { text: 'Senator Elizabeth Warren of Massachusetts introduced the bill .', names: [['PER', 'Elizabeth Warren'], ['LOC', 'Massachusetts']] },
  { text: 'Speaking in Chicago , Governor J.B. Pritzker said Illinois would sue .', names: [['LOC', 'Chicago'], ['PER', 'J.B. Pritzker'], ['LOC', 'Illinois']] },
];

describe('shipped name tagger', () => {
  it.each(cases)('$text', ({ text, names }) => {
    const words = text.split(' ');
    const found = tagNames(words).map((t) => [t.type, words.slice(t.start, t.end).join(' ')]);
    expect(found).toEqual(names);
  });

  it.each([
    ['New York City Mayor Eric Adams spoke to reporters .', 'Eric Adams'],
    ['Ms. Ocasio-Cortez declined to comment .', 'Ocasio-Cortez'],
    ['She thanked Gov. Kathy Hochul .', 'Kathy Hochul'],
  ])('leaves the title out of the person in %s', (text, person) => {
    const words = text.split(' ');
    const people = tagNames(words).filter((t) => t.type === 'PER').map((t) => words.slice(t.start, t.end).join(' '));
    expect(people).toEqual([person]);
  });

  it('keeps a curly possessive out of the name', () => {
    const words = 'Adams ’s office did not respond to The New York Post .'.split(' ');
    const per = tagNames(words).filter((t) => t.type === 'PER');
    expect(per.map((t) => [t.start, t.end])).toEqual([[0, 1]]);
  });

  it('starts no name at a lowercase word after O, but keeps particles and words with a capital', () => {
    const names = (text: string): string[][] => {
      const words = text.split(' ');
      return tagNames(words).map((t) => [t.type, words.slice(t.start, t.end).join(' ')]);
    };
    // (press releases: the old tagger read "la" as an organization, "war-weary" as a MISC, "kim" as a place)
    expect(names('" Espero que mis colegas se unan a m en esta lucha , " concluy la Rep. Lee .').map(([, n]) => n)).not.toContain('la');
    expect(names('My amendment provided Members of the House the opportunity to stand squarely with the war-weary American people .').map(([, n]) => n)).not.toContain('war-weary');
    expect(names('Interested applicants should send a resume and cover letter to Kimberly Unitt-Zupkus at kim . unitt-zupkus @ mail.house.gov .').map(([, n]) => n)).not.toContain('kim');
    // a word with a capital inside still starts one, and a lowercase word inside a name still continues it
    expect(names('The post-Soviet states met in Minsk .')).toContainEqual(['MISC', 'post-Soviet']);
    expect(names('A painting by Vincent van Gogh sold .')).toContainEqual(['PER', 'Vincent van Gogh']);
  });

  it('scores each name between 0 and 1 and handles an empty sentence', () => {
    const tags = tagNames('Mayor Eric Adams spoke .'.split(' '));
    expect(tags).toHaveLength(1);
    for (const t of tags) {
      expect(t.score).toBeGreaterThan(0);
      expect(t.score).toBeLessThanOrEqual(1);
    }
    expect(tagNames([])).toEqual([]);
  });
});

describe('shipped POS tagger', () => {
  it('tags a plain news sentence', () => {
    expect(tagPos('The mayor said he would sign the bill on Friday .'.split(' '))).toEqual(['DT', 'NN', 'VBD', 'PRP', 'MD', 'VB', 'DT', 'NN', 'IN', 'NNP', '.']);
  });

  it('tags quotes, possessives and plural nouns', () => {
    expect(tagPos('“ We will not back down , ” said Adams ’s spokeswoman .'.split(' '))).toEqual(['"', 'PRP', 'MD', 'RB', 'VB', 'RP', ',', '"', 'VBD', 'NNP', 'POS', 'NN', '.']);
  });

  // np.ts tags a sentence only up to WINDOW words past the last token it reads (sentenceTags); cut one word shorter,
  // some words' tags change on these sentences (checked when this test was written)
  it('tags a word the same when the sentence is cut WINDOW words after it', () => {
    const texts = readFileSync(new URL('../../examples/corpus/sample.jsonl', import.meta.url), 'utf8').split('\n').filter(Boolean).map((l) => (JSON.parse(l) as { text: string }).text);
    const sentences = texts.join(' ').split(/(?<=[.?!][”"]?)\s+/).map((s) => s.match(/[\w’'.-]+|[^\s\w]/g) ?? []).filter((w) => w.length >= 8).slice(0, 60);
    expect(sentences.length).toBe(60);
    let compared = 0;
    for (const words of sentences) {
      const whole = tagPos(words);
      for (let m = 1; m + WINDOW < words.length; m++) {
        expect(tagPos(words.slice(0, m + WINDOW)).slice(0, m)).toEqual(whole.slice(0, m));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });
});
