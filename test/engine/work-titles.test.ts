import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/index.js';
import { run } from '../../src/pipeline/analyze.js';
import { expectVerbatim } from './helpers.js';

// A work's title in quotation marks is not speech: after a possessive ("ABC’s “This Week,”") or a noun of works ("the
// book", "his memoir,", "a provision entitled"). Read as a quotation, the show's name took the statement's cue and the
// statement itself was lost (two reviews of PolNeAR train: ~20 show names, books and ads); on the press releases,
// titles of series, reports and hearings were credited to the member.
describe('titles of works in quotation marks', () => {
  const types = (text: string) => {
    const { ctx } = run(text);
    return ctx.quoteSpans.map((q) => [ctx.text.slice(ctx.tokens[q.openTok]!.start, ctx.tokens[q.closeTok]!.end), q.type]);
  };

  it('are terms after a possessive, a noun of works, or one and a comma', () => {
    expect(types('Speaking Sunday on ABC’s “This Week,” the senator admitted that the plan had failed.')).toEqual([['“This Week,”', 'term']]);
    expect(types('She wrote the book “Gifted Hands,” which sold well.')).toEqual([['“Gifted Hands,”', 'term']]);
    expect(types('In her memoir, “Tough Choices,” she said she was fired.')).toEqual([['“Tough Choices,”', 'term']]);
    // (press releases: congress-press:scraper:e3bbcae39a0d, congress-press:scraper:ef34b458d393)
    expect(types('Sears was recognized as part of Sen. Sullivan’s series, “Alaskan of the Week.”')).toEqual([['“Alaskan of the Week.”', 'term']]);
    expect(types('The statute includes a provision entitled “Safe Harbors,” which states that an operator may satisfy COPPA regulations.'))
      .toEqual([['“Safe Harbors,”', 'term']]);
  });

  it('leave the statement after the title to its speaker', () => {
    const text = 'Speaking Sunday on ABC’s “This Week,” Carson admitted that the course name was inaccurate.';
    const a = analyze(text);
    expectVerbatim(text, a);
    expect(a.quotes.map((q) => [q.rule, q.source?.text, q.cue?.text, q.content.map((c) => c.text)])).toEqual([['reported-speech', 'Carson', 'admitted', ['that the course name was inaccurate']]]);
  });

  it('but not a quotation in sentence case after such a word', () => {
    expect(types('In the video, “We are going to win this fight,” Smith says.')).toEqual([['“We are going to win this fight,”', 'speech']]);
  });
});

// A title described right after it as a work or followed by its author was read as a quotation and given to the
// previous paragraph's speaker or the article's subject (a review of PolNeAR train).
describe('a title followed by what work it is, or by its author', () => {
  it('is no quotation', () => {
    for (const text of ["Lenkov spoke. ''Hawaii Five-0,'' the 1960s procedural that CBS revived, is back.",
      "He said the show was fun. ''Tales From the Crypt,'' an HBO series that ran for seven seasons, was his favorite.",
      '“This Kind of War,” by T.R. Fehrenbach, is a classic.']) {
      const a = analyze(text);
      expect(a.quotes.filter((q) => q.kind === 'direct'), text).toEqual([]);
    }
    // (a quotation in title case with its cue is still one)
    expect(analyze('“We Will Win,” the senator said.').quotes.map((q) => q.rule)).toEqual(['trailing-cue']);
  });
});
