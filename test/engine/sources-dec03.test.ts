import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/index.js';
import { expectVerbatim } from './helpers.js';

// Source spans: the article and descriptors opening a subject the span model cut short (sieves/model.ts openingWords),
// the subject before an aside of company ("in partnership with …", np.ts isAlongWith, model.ts companySubject), a
// district in square brackets after a name (np.ts npLeft). Sentences written for these tests in the shapes of news
// reports and press releases.
const got = (text: string) => {
  const a = analyze(text);
  expectVerbatim(text, a);
  return a.quotes.map((q) => ({ rule: q.rule, source: q.source?.text ?? null, cue: q.cue?.text ?? null }));
};
const sourceOf = (text: string, cue: string) => got(text).find((q) => q.cue === cue)?.source;

describe('the noun phrase whole, from its article, not the noun the model kept', () => {
  it('"The nation\'s largest gun group is accusing …"', () => {
    expect(sourceOf("The nation's largest gun group is accusing the president of political exploitation.", 'is accusing'))
      .toBe("The nation's largest gun group");
  });
  it('"… were a family of super PACs supporting …"', () => {
    expect(sourceOf("Other big spenders were a family of super PACs supporting Texas Sen. Ted Cruz's campaign.", 'supporting'))
      .toBe('a family of super PACs');
  });
});

describe('an aside of company is not the source: the subject before it is', () => {
  it('"Senator Mary Jones, in partnership with the Department of Labor, is pleased to announce …" (after a dateline)', () => {
    expect(sourceOf('WASHINGTON - Senator Mary Jones, in partnership with the Department of Labor, is pleased to announce a new job training grant.', 'is pleased to announce'))
      .toBe('Senator Mary Jones');
  });
  it('"Senator Mary Jones, in cooperation with the Department of Labor, said …"', () => {
    expect(sourceOf('Senator Mary Jones, in cooperation with the Department of Labor, said the county will receive a new job training grant.', 'said'))
      .toBe('Senator Mary Jones');
  });
  it('without commas: "Senator Mary Jones in partnership with the Department of Labor announced …"', () => {
    expect(sourceOf('Senator Mary Jones in partnership with the Department of Labor announced that the county will receive a new job training grant.', 'announced'))
      .toBe('Senator Mary Jones');
  });
  it('a district in square brackets stays with the name: "Congressman John Smith [GA-13], in cooperation with …, said"', () => {
    expect(sourceOf('Congressman John Smith [GA-13], in cooperation with the Department of Labor, said the county will receive a new job training grant.', 'said'))
      .toBe('Congressman John Smith [GA-13]');
  });
});
