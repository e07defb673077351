import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/index.js';
import { expectVerbatim } from './helpers.js';

// Three edges of a clause that a review of PolNeAR train (docs 200-239) and of press releases (4000-4059) found read
// wrongly: each gave a statement to the wrong person.
describe('where a statement\'s source begins and ends', () => {
  const got = (text: string) => {
    const a = analyze(text);
    expectVerbatim(text, a);
    return a.quotes.map((q) => [q.cue?.text, q.source?.text, q.speaker.name]);
  };

  it('does not make the possessive before a noun cue the subject of the verb after "and"', () => {
    // "Trump’s remarks" read as a cue whose content was "and warned of …", whose subject then was "Trump’s"
    expect(got('Hollande denounced Trump’s remarks on Tuesday and warned of a rising tide of populism.'))
      .toEqual([['denounced', 'Hollande', 'Hollande'], ['warned of', 'Hollande', 'Hollande']]);
  });

  it('keeps a name\'s relative clause whole, not cut after its pronoun', () => {
    // (the span model's source "Le Pen, who" replaced the rules' whole phrase)
    expect(got('“This is over,” said Le Pen, who has also garnered support from workers.'))
      .toEqual([['said', 'Le Pen, who has also garnered support from workers', 'Le Pen']]);
  });

  it('gives a participle after "a letter to X" to the sentence\'s subject, not to X', () => {
    // (the span model's source "to ICE Director John Morton")
    expect(got('McCaul sent a letter to ICE Director John Morton demanding details of the release.'))
      .toEqual([['demanding', 'McCaul', 'McCaul']]);
  });

  it('reads a sentence of attribution alone after a quotation, with the one asked or told in it', () => {
    // (`“…?” Obama asked Republican politicians.` was unattributed: the sentence said more than who spoke)
    expect(got('“Why are you still endorsing him?” Obama asked Republican politicians.')).toEqual([['asked', 'Obama', 'Obama']]);
    expect(got('“Are you worried about it?” Vance told Rogan.')).toEqual([['told', 'Vance', 'Vance']]);
    // (a sentence that goes on with what was told is a statement of its own)
    expect(got('“We won.” Smith told reporters the bill would pass.').map((q) => q[0])).toEqual([undefined, 'told']);
  });

  it('reads "add" and "threaten" with a thing after them as no statement, and with a clause as one', () => {
    expect(got('Sen. Cornyn\'s bill adds protection for victims of trafficking.')).toEqual([]);
    expect(got('The release of these detainees is threatening public safety in our communities.')).toEqual([]);
    expect(got('The President’s agenda adds more than 200 major rules to those already on the books.')).toEqual([]);
    for (const text of ['He added the bill would pass.', 'He added that the bill would pass.', 'The president threatened to veto the bill.']) {
      expect(got(text).map((q) => q[0]), text).toEqual([text.includes('threatened') ? 'threatened' : 'added']);
    }
  });

  it('gives a participle after a comma to the sentence\'s subject, past a dateline, an opening "But" and a time phrase', () => {
    // (the sources were "a few days" and "Reuters")
    expect(got('But a few days later, Trump reversed himself, telling CBS that he would support the nominee.')).toEqual([['telling', 'Trump', 'Trump']]);
    // (the first attribution, "voiced support for", is the sentence's own: only the participle's is asked for)
    expect(got('PARIS (Reuters) - French far-right leader Marine Le Pen voiced support for the plan on Monday, saying it would protect workers.').filter((q) => q[0] === 'saying').map((q) => q[1]))
      .toEqual(['French far-right leader Marine Le Pen']);
  });

  it('takes no source after a participle, and gives one after a quotation to the speaker before it', () => {
    // (the sources were "that his son Eric" and "of Mr. Trump")
    expect(got("Mr. Trump told the MSNBC hosts of ''Morning Joe,'' adding that his son Eric is friendly with the family.").map((q) => q[1])).not.toContain('that his son Eric');
    expect(got("''We've started a campaign,'' Mr. Manafort said, adding of Mr. Trump, ''He cares about the country.''"))
      .toEqual([['said', 'Mr. Manafort', 'Manafort'], ['adding', 'Mr. Manafort', 'Manafort']]); // (the second: same-paragraph-fragment)
  });

  it('passes over every organization written to, named with its acronym, for the sentence\'s subject', () => {
    // (the source was "the Food and Drug Administration (FDA)")
    expect(got('Congressman Andy Biggs sent a letter to the Department of Health and Human Services (HHS) and the Food and Drug Administration (FDA) demanding they rescind the rule.'))
      .toEqual([['demanding', 'Andy Biggs', 'Andy Biggs']]);
  });

  it('reads records that show something as the source of what they show, no person', () => {
    // (", records show." had no attribution: "records" was no noun phrase that could speak)
    const a = analyze('The governor does not use the plane much, records show.');
    expect(a.quotes.map((q) => [q.rule, q.source?.text, q.speaker.name, q.speaker.anonymous])).toEqual([['sentence-final-cue', 'records', null, false]]);
    expect(got('The campaign spent $2 million in March, disclosures filed on Sunday night revealed.').map((q) => q[1])).toEqual(['disclosures filed on Sunday night']);
  });

  it('keeps the person\'s description in the source and out of the content, before a relative clause about the person', () => {
    // (a parenthetical: content "Nor are tariffs …" + "a professor of economics at M.I.T."; then the source "…, who")
    expect(got('Nor are tariffs likely to bring the jobs back, said David Autor, a professor of economics at M.I.T., who has studied the issue.'))
      .toEqual([['said', 'David Autor, a professor of economics at M.I.T.,', 'David Autor']]);
    expect(analyze('Nor are tariffs likely to bring the jobs back, said David Autor, a professor of economics at M.I.T., who has studied the issue.').quotes[0]!.content.map((c) => c.text))
      .toEqual(['Nor are tariffs likely to bring the jobs back']);
  });

  it('keeps an aside set off by dashes after the subject in the source', () => {
    // (the source was the span model's "Mr. Amar --")
    expect(got('The three constitutional scholars -- Mr. Tribe, Ms. Epstein and Mr. Amar -- agreed that the law was flawed.').map((q) => q[1]))
      .toEqual(['The three constitutional scholars -- Mr. Tribe, Ms. Epstein and Mr. Amar --']);
  });

  it('starts a quotation that a sentence leads into at the sentence\'s start', () => {
    // (the content began mid-sentence, where the span model's content did: "a Salafist cell …", "as secretary of state …")
    const content = (text: string) => analyze(text).quotes.filter((q) => q.rule === 'trailing-cue').map((q) => q.content.map((c) => c.text.slice(0, 30)));
    expect(content("Belgium failed to discover a Salafist cell in the Brussels district of Molenbeek and ''should possibly have acted sooner,'' said Ralf Jäger, the interior minister."))
      .toEqual([['Belgium failed to discover a S']]);
    expect(content("Mrs. Clinton, with her service as secretary of state and her eagerness to defend the president, ''is seen as the heir,'' he said."))
      .toEqual([['Mrs. Clinton, with her service']]);
  });

  it('reads "according to" set off after a name as the statement around it', () => {
    // (the span model's source was "Trump", its content "a narrow lead")
    const a = analyze('Trump, according to recent polls, holds a narrow lead.');
    expect(a.quotes.map((q) => [q.rule, q.source?.text, q.content.map((c) => c.text)])).toEqual([['according-to', 'recent polls', ['Trump', 'holds a narrow lead']]]);
  });

  it('runs an opening "according to" source on to its comma', () => {
    // (the content was "to the agency, the rule is flawed")
    expect(got('According to a letter from Senator Smith to the agency, the rule is flawed.').map((q) => q[1])).toEqual(['a letter from Senator Smith to the agency']);
    expect(analyze('According to a letter from Senator Smith to the agency, the rule is flawed.').quotes[0]!.content.map((c) => c.text)).toEqual(['the rule is flawed']);
  });

  it('gives a writing sent to someone to its author, not to the one it was sent to', () => {
    expect(got('The company collected the data without consent, according to a letter to Facebook from three senators.').map((q) => q[2])).toEqual([null]);
  });

  it('passes over a relative clause about the speaker between a quotation and its cue', () => {
    // (the quotation was unattributed: the clause's verb was read as the cue)
    expect(got('“The answer is no,” Cruz, who has proposed repealing the mandate, said.')[0]).toEqual(['said', 'Cruz', 'Cruz']);
  });
});
