import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/index.js';
import { expectVerbatim } from './helpers.js';

// Sentences of the bundled Wikinews sample (examples/corpus/wikinews-demo.jsonl), shortened.
describe('a quotation after a participle, an outlet\'s credit or a time phrase', () => {
  it('gives a quotation after ", also speaking via Twitter:" to the sentence\'s subject, not to the medium', () => {
    const text = 'Bolton gave a different account of events, also speaking via Twitter: "I offered to resign last night and President Trump said, \'Let\'s talk about it tomorrow.\'"';
    const a = analyze(text);
    expectVerbatim(text, a);
    const q = a.quotes.find((x) => x.kind === 'direct');
    // (the cue may run on over "via Twitter:", as PolNeAR's cues do over "in a statement:")
    expect(q?.cue?.text).toMatch(/^also speaking/);
    expect([q?.source?.text, q?.speaker.name]).toEqual(['Bolton', 'Bolton']);
  });

  it('passes over "— as reported by Hurriyet Daily News —" to the one who said it', () => {
    const text = 'Earlier this week on live television, President Erdogan said — as reported by Hurriyet Daily News — "Ayasofya will no longer be called a museum. We will call it a mosque".';
    const a = analyze(text);
    expectVerbatim(text, a);
    expect(a.quotes.map((q) => [q.kind, q.source?.text, q.speaker.name])).toEqual([['direct', 'President Erdogan', 'Erdogan']]);
  });

  it('leaves a time phrase opening the source out of it, but not a possessive one', () => {
    const a = analyze('This Wednesday Greek Foreign Minister George Katrougalos emphasized the requirement of approval by UNESCO.');
    expect(a.quotes.map((q) => q.source?.text)).toEqual(['Greek Foreign Minister George Katrougalos']);
    const b = analyze('Last week\'s Labor Department report showed that more than 14 million Americans are unemployed.');
    expect(b.quotes.map((q) => q.source?.text)).toEqual(['Last week\'s Labor Department report']);
  });
});

describe('who "he" is, names with particles, and documents that read', () => {
  it('does not take the one spoken to for the pronoun after "Speaking to …,"', () => {
    const text = 'The broadcaster revealed that Crown Prince Mohammad bin Salman accepted responsibility. Speaking to Martin Smith of PBS, he said, "It happened under my watch."';
    const a = analyze(text);
    expectVerbatim(text, a);
    const q = a.quotes.find((x) => x.kind === 'direct');
    expect([q?.source?.text, q?.speaker.name]).toEqual(['he', 'Mohammad bin Salman']);
    // another clause before the pronoun may still name its antecedent
    expect(analyze('Smith arrived late. After Smith arrived, he said, "We are ready."').quotes.map((x) => x.speaker.name)).toEqual(['Smith']);
  });

  it('keeps "bin" inside a name, whatever the tagger read either side of it', () => {
    for (const text of ['The raid killed Osama bin Laden, the leader of al-Qaeda.', 'The government of Mohammad bin Salman denied the report.']) {
      expect(analyze(text).entities.filter((e) => e.type === 'person').map((e) => e.name), text).toEqual([text.includes('Osama') ? 'Osama bin Laden' : 'Mohammad bin Salman']);
    }
  });

  it('reads “…”, read the warning as the warning\'s words', () => {
    const text = 'The office issued a warning on Monday. "Storm Lorenzo will produce significant swell and high waves", read the warning.';
    const a = analyze(text);
    expectVerbatim(text, a);
    expect(a.quotes.map((q) => [q.kind, q.source?.text, q.speaker.name, q.speaker.description])).toEqual([['direct', 'the warning', null, 'the warning']]);
  });
});
