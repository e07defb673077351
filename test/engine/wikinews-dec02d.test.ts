import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/index.js';
import { expectVerbatim } from './helpers.js';

// Review of Wikinews articles 200-259 (December 2, seventh session). Each sentence is written after an article's shape;
// each test failed on the code before its change.
const quotes = (text: string) => {
  const a = analyze(text);
  expectVerbatim(text, a);
  return a.quotes;
};
const names = (text: string) => quotes(text).map((q) => q.speaker?.name ?? null);

describe('a place or a nationality opening a body\'s or an office\'s name', () => {
  // (Wikinews: "the Wisconsin Elections Commission", "The Chilean Armed Forces" left unnamed; "the United States Department
  // of Transportation", tagged a place whole, too)
  it('names the body with the words the name tagger left out', () => {
    expect(names('According to the Oregon Elections Commission, over 200,000 ballots were not yet returned.')).toEqual(['Oregon Elections Commission']);
    expect(names('The Peruvian Armed Forces said the curfew would stay in place until Sunday.')).toEqual(['Peruvian Armed Forces']);
    expect(names('On Friday, the United States Department of Transportation announced that airlines must refund passengers.')).toEqual(['United States Department of Transportation']);
  });
  // (Wikinews: "the Indian Prime Minister asked", "Iranian Chess Federation President announced" credited to "Indian",
  // "Iranian")
  it('is not the holder of an office it opens', () => {
    const q = quotes('Earlier this week, the Indian Prime Minister asked citizens to stay home for three weeks.');
    expect(q[0]!.speaker?.name ?? null).toBeNull();
    expect(q[0]!.speaker?.description).toBe('the Indian Prime Minister');
    expect(names('Iranian Chess Federation President announced the player was banned from the national team.')).toEqual([null]);
  });
  // (Wikinews: "the Commission on Presidential Debates" named "Commission", three times)
  it('keeps the words after an institution\'s noun', () => {
    expect(names('On Thursday, the Commission on Presidential Debates announced the second debate would be held virtually.')).toEqual(['Commission on Presidential Debates']);
  });
  // ("They" after such a body is the body, as it was before the body was named)
  it('is what "they" stands for after it', () => {
    const q = quotes('The Peruvian Armed Forces said the curfew would stay in place. They also said that soldiers would patrol the capital.');
    expect(q.map((x) => x.speaker?.name ?? null)).toEqual(['Peruvian Armed Forces', 'Peruvian Armed Forces']);
  });
});

describe('a surname said alone that is not its full name\'s last word', () => {
  // (Wikinews: "Rosselló" of "Ricardo Rosselló Nevares", "Vázquez" of "Wanda Vázquez Garced", "Downey" of "Robert Downey
  // Jr." each left a person of its own)
  it('is the person of the first of two surnames', () => {
    expect(names('On Wednesday, Governor Wanda Vázquez Garced fired the secretary of justice. Vázquez said the decision was final.')).toEqual(['Wanda Vázquez Garced']);
  });
  it('is the person of the surname before a suffix', () => {
    expect(names('Many actors, including Robert Downey Jr., paid tribute. During the broadcast, Downey said the film was a triumph.')).toEqual(['Robert Downey Jr.']);
  });
});
