import { tokenAt, type Ctx } from '../../../pipeline/context.js';
import type { AttributionState, Candidate, Sieve } from '../candidate.js';

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
      let named = false;
      for (let i = lo; i < spans.length && spans[i]!.start <= b; i++) {
        const q = spans[i]!;
        if (q.end > b + 2 || q.type === 'speech') continue;
        // a term the sentence names ("a process called “exfiltration”", "the slogan “…”", "refer to “Mom and Dad” as
        // “Parents”") is a mention of words, not the speaker's own
        if (namesTerm(ctx, q.openTok, named)) { named = true; continue; }
        inner.push(q);
      }
      // any quoted words count, even a two-word scare quote: the attribution carries someone's words
      if (inner.some((q) => ctx.tokens[q.openTok]!.qlevel === 2 || q.words >= 3)) {
        r.kind = 'mixed';
        r.quotes = inner;
        // the content ends with the last quoted words when a comma or dash follows them (the reporter's narration
        // resumes: ", implicitly putting …", "— a metaphor"); otherwise the clause goes on ("… “fair” to him")
        const last = inner[inner.length - 1]!;
        const next = tokenAt(ctx.tokens, last.closeTok + 1);
        const narration = !next || next.sent !== ctx.tokens[last.closeTok]!.sent || next.kind === 'punct';
        if (narration || last.end > b) r.content[0] = [a, last.end];
      }
    }
  },
};

const NAMING = new Set(['called', 'named', 'dubbed', 'titled', 'entitled', 'so-called', 'slogan', 'slogans', 'phrase', 'phrases', 'word', 'words', 'term', 'terms', 'motto', 'hashtag', 'nickname', 'label']);

/** Are there quoted words (double marks) in tokens [a, b) other than named terms? */
export function hasQuotedWords(ctx: Ctx, a: number, b: number): boolean {
  let named = false;
  for (let k = a; k < b; k++) {
    const t = ctx.tokens[k]!;
    if (t.kind !== 'quote' || t.qlevel !== 2) continue;
    if (t.qrole !== 'open') { if (t.qrole === 'close' && !named) return true; continue; }
    if (namesTerm(ctx, k, named)) { named = true; const close = skipToClose(ctx, k, b); k = close; continue; }
    return true;
  }
  return false;
}

function skipToClose(ctx: Ctx, open: number, b: number): number {
  for (let k = open + 1; k < b; k++) if (ctx.tokens[k]!.kind === 'quote' && ctx.tokens[k]!.qrole === 'close') return k;
  return b;
}

// Is the quotation opening at token `open` a named term? `afterNamed`: a term was named just before ("… as “Parents”").
function namesTerm(ctx: Ctx, open: number, afterNamed: boolean): boolean {
  const p1 = ctx.tokens[open - 1], p2 = ctx.tokens[open - 2];
  if (!p1 || p1.inQuote >= 0) return false;
  if (NAMING.has(p1.lower)) return true;
  if (p1.lower === 'as' && (p2?.lower === 'known' || afterNamed)) return true;
  if (afterNamed && (p1.lower === 'and' || p1.lower === 'or' || p1.text === ',')) return true; // "… and “Boyfriend/Girlfriend” as …"
  return p1.lower === 'to' && /^refer/.test(p2?.lower ?? '');
}

/** A speech quote nobody could attribute is still reported, with no speaker and a low confidence. */
export const unattributed: Sieve = {
  id: 'unattributed',
  description: 'a quotation with no speaker found',
  apply(ctx, state) {
    // (a quotation inside the content of an attribution is that statement's quoted words, not a quote of its own: "she
    // said of gay couples: ''Nobody's stopping them …''", "mocked Trump for calling himself the “king of debt,”" — the
    // span model's contents and redrawn ones come after reported speech absorbed its own (absorbQuotes); PolNeAR train:
    // gold has no attribution of its own for 15 of the 16 quotations left so inside another content)
    const hosts = quoteHosts(state);
    if (hosts !== null) {
      state.direct = state.direct.filter((c) => !hosts.has(c));
      const taken = new Map<Candidate, Candidate['quotes']>();
      for (const [c, host] of hosts) { const l = taken.get(host); if (l) l.push(c.quotes[0]!); else taken.set(host, [c.quotes[0]!]); }
      for (const [host, qs] of taken) {
        if (host.kind === 'indirect') host.kind = 'mixed';
        host.quotes = [...host.quotes, ...qs].sort((x, y) => x.start - y.start);
      }
    }
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

// For each quote candidate no rule took, the reported attribution whose content holds the whole of its quotation (the
// one reaching furthest among those starting before it), or null when none has one. One sweep over both in text order:
// a long article with many of each stays linear.
function quoteHosts(state: AttributionState): Map<Candidate, Candidate> | null {
  const free = state.direct.filter((c) => !c.rule && c.quotes.length === 1);
  if (free.length === 0 || state.reported.length === 0) return null;
  const frags: [number, number, Candidate][] = [];
  for (const r of state.reported) for (const [a, b] of r.content) frags.push([a, b, r]);
  frags.sort((x, y) => x[0] - y[0]);
  free.sort((x, y) => x.quotes[0]!.start - y.quotes[0]!.start);
  let out: Map<Candidate, Candidate> | null = null, f = 0, best: [number, number, Candidate] | null = null;
  for (const c of free) {
    const q = c.quotes[0]!;
    for (; f < frags.length && frags[f]![0] <= q.start; f++) if (!best || frags[f]![1] > best[1]) best = frags[f]!;
    if (best && best[1] >= q.end) (out ??= new Map()).set(c, best[2]);
  }
  return out;
}
