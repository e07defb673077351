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
