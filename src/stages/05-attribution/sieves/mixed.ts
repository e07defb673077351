import type { Sieve } from '../candidate.js';

/**
 * Quoted words inside reported speech (`Trump called the convention a "Hollywood-produced infomercial."`) make the
 * reported attribution `mixed`; they are not a quote of their own.
 */
export const mixedQuotes: Sieve = {
  id: 'mixed-quote',
  description: 'reported speech containing quoted words is a mixed quote',
  apply(ctx, state) {
    const spans = ctx.quoteSpans; // in text order
    for (const r of state.reported) {
      const [a, b] = r.content[0]!;
      let lo = 0, hi = spans.length;
      while (lo < hi) { const mid = (lo + hi) >> 1; if (spans[mid]!.start < a) lo = mid + 1; else hi = mid; }
      const inner: typeof spans = [];
      for (let i = lo; i < spans.length && spans[i]!.start <= b; i++) if (spans[i]!.end <= b + 2 && spans[i]!.type !== 'speech') inner.push(spans[i]!);
      // any quoted words count, even a two-word scare quote: the attribution carries someone's words
      if (inner.some((q) => ctx.tokens[q.openTok]!.qlevel === 2 || q.words >= 3)) {
        r.kind = 'mixed';
        r.quotes = inner;
        // the content ends with the last quoted words when a comma or dash follows them (the reporter's narration
        // resumes: ", implicitly putting …", "— a metaphor"); otherwise the clause goes on ("… “fair” to him")
        const last = inner[inner.length - 1]!;
        const next = ctx.tokens[last.closeTok + 1];
        const narration = !next || next.sent !== ctx.tokens[last.closeTok]!.sent || next.kind === 'punct';
        if (narration || last.end > b) r.content[0] = [a, last.end];
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
