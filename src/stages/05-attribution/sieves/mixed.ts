import type { Sieve } from '../candidate.js';

/**
 * Quoted words inside reported speech (`Trump called the convention a "Hollywood-produced infomercial."`) make the
 * reported attribution `mixed`; they are not a quote of their own.
 */
export const mixedQuotes: Sieve = {
  id: 'mixed-quote',
  description: 'reported speech containing quoted words is a mixed quote',
  apply(ctx, state) {
    for (const r of state.reported) {
      const [a, b] = r.content[0]!;
      const inner = ctx.quoteSpans.filter((q) => q.start >= a && q.end <= b + 2 && q.type !== 'speech');
      if (inner.some((q) => q.type === 'embedded' || q.words >= 3)) {
        r.kind = 'mixed';
        r.quotes = inner;
        // the content takes in the closing mark when the quote ends the sentence
        const last = inner[inner.length - 1]!;
        if (last.end > b) r.content[0] = [a, last.end];
      }
    }
  },
};

/** A speech quote nobody could attribute is still reported, with no speaker and a low confidence. */
export const unattributed: Sieve = {
  id: 'unattributed',
  description: 'a quotation with no speaker found',
  apply(ctx, state) {
    for (const c of state.direct) {
      if (c.rule) continue;
      c.rule = this.id;
      c.confidence = 0.25;
      c.speaker = { entity: null, name: null, anonymous: false, description: null };
      const q = c.quotes[0]!;
      ctx.messages.push({ code: 'no-speaker', message: 'No speaker was found for this quotation.', span: { start: q.start, end: q.end, text: ctx.text.slice(q.start, q.end) }, rule: this.id });
    }
  },
};
