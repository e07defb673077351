import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/index.js';
import { expectVerbatim } from './helpers.js';

// Press releases print some statements in Spanish too («…», dijo Joe Dunn); those were given to the article's subject
// (a review of press releases 11,000-11,059).
describe('Spanish reporting verbs', () => {
  it('attribute a quotation as the English ones do', () => {
    const text = 'La congresista presentó el proyecto. «Estamos orgullosos de este logro», dijo Joe Dunn, director del programa. «Es un gran día», afirmó Cristine Serrano.';
    const a = analyze(text);
    expectVerbatim(text, a);
    expect(a.quotes.map((q) => [q.rule, q.cue?.text, q.speaker.name])).toEqual([['trailing-cue', 'dijo', 'Joe Dunn'], ['trailing-cue', 'afirmó', 'Cristine Serrano']]);
  });
});
