import { describe, expect, it } from 'vitest';
import { simple } from './helpers.js';

// The span model cut a "that" clause after its subject when it read the clause's verb as a cue of its own ("pointed out
// that the cuts | would mean …", "made clear that he | has not considered resigning"): two reviews of PolNeAR train saw
// it ~10 times; on the press releases ~60 model attributions had such a content.
describe('the span model\'s "that" clauses', () => {
  const model = (text: string) => simple(text).filter((q) => q.rule.startsWith('model:')).map((q) => [q.cue, q.content]);

  it('run on past the verb the model cut them before', () => {
    // (congress-press:legacy:07cd70b2e798, congress-press:legacy:41ddc8497f35)
    expect(model('Lee pointed out that the cuts would mean an estimated loss of over $5,726,474 for California broadcasters, and would negatively impact several popular Bay Area programmers.'))
      .toEqual([['pointed out', 'that the cuts would mean an estimated loss of over $5,726,474 for California broadcasters, and would negatively impact several popular Bay Area programmers']]);
    expect(model('90% of the $5 billion spent on transportation security since that day has gone to airport systems, but the commission rightly pointed out that Opportunities to do harm are as great, or greater, in maritime or surface transportation.'))
      .toEqual([['rightly pointed out', 'that Opportunities to do harm are as great, or greater, in maritime or surface transportation']]);
  });

  it('and the verb is no cue of its own', () => {
    expect(model('The governor made clear that he has not considered resigning.')).toEqual([['made clear', 'that he has not considered resigning']]);
  });
});

// The span model redrew a rule's content as the subject alone, cut before a relative clause set off by commas or dashes
// that the main verb follows ("said the bomber | , who detonated a bomb, had Syrian roots": a review of PolNeAR train).
describe('rule contents the span model redraws', () => {
  const contents = (text: string) => simple(text).map((q) => q.content);

  it('keep a subject\'s relative clause and the verb after it', () => {
    expect(contents('Erdogan said the bomber, who detonated a bomb, had Syrian roots.')).toEqual(['the bomber, who detonated a bomb, had Syrian roots']);
    expect(contents('Sanders believes those efforts - which have cost billions - are failing.')).toEqual(['those efforts - which have cost billions - are failing']);
  });
});

// The span model ran a source on over its appositive's comma to a name whose possessive follows, and the content then
// began at the possessive ("According to Rathbun, a detective for the Los Angeles Sheriff | 's office was provided …": a
// review of Wikinews).
describe('spans the model redraws before a possessive', () => {
  it('are not taken', () => {
    // (Wikinews, CC BY 2.5, from the GUM corpus's Wikinews articles)
    expect(simple('According to Rathbun, a detective for the Los Angeles Sheriff\'s office was provided with material from Scientology to build a case against Montalvo.')
      .map((q) => [q.source, q.content])).toEqual([['Rathbun', 'a detective for the Los Angeles Sheriff\'s office was provided with material from Scientology to build a case against Montalvo']]);
  });
});
