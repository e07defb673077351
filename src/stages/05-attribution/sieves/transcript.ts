import type { Ctx } from '../../../pipeline/context.js';
import type { Sieve } from '../candidate.js';
import { newCandidate } from '../candidate.js';
import { attach } from './util.js';

/**
 * Interview transcripts: a paragraph that opens with a speaker label and a colon (`WALLACE: …`, `"PENCE: …`).
 * The label is the source, the colon the cue, the rest of the paragraph the content.
 */
export const transcriptLabel: Sieve = {
  id: 'transcript-label',
  description: 'a paragraph opening with an upper-case speaker label and a colon',
  apply(ctx, state) {
    for (let pi = 0; pi < ctx.paragraphs.length; pi++) {
      const p = ctx.paragraphs[pi]!;
      if (p.boilerplate) continue;
      const label = findLabel(ctx, p.tokStart, p.tokEnd);
      if (!label) continue;
      const [a, colon] = label;
      let e = p.tokEnd;
      while (e > colon + 1 && (ctx.tokens[e - 1]!.kind === 'quote')) e--;
      if (e <= colon + 1) continue;
      const content: [number, number] = [ctx.tokens[colon + 1]!.start, ctx.tokens[e - 1]!.end];
      // a quote span that held the whole labelled paragraph is replaced by this attribution
      const inside = state.direct.filter((c) => c.para === pi);
      state.direct = state.direct.filter((c) => c.para !== pi);
      const c = newCandidate('direct', inside.flatMap((x) => x.quotes), [content], pi);
      attach(ctx, c, this.id, [colon, colon + 1], [a, colon], 0.85, state);
      state.direct.push(c);
    }
    state.direct.sort((x, y) => x.content[0]![0] - y.content[0]![0]);
  },
};

/** Upper-case labels that head a field of a media advisory or a release, not a speaker's turn ("WHEN: Monday"). */
const FIELD_LABELS: ReadonlySet<string> = new Set(['what', 'when', 'where', 'who', 'why', 'how', 'date', 'dates', 'time', 'times', 'location', 'place',
  'venue', 'address', 'contact', 'contacts', 'media contact', 'press contact', 'for immediate release', 'immediate release', 'media advisory', 'advisory',
  'press release', 'news release', 'embargoed', 'note', 'notes', "editor's note", 'editors note', 'update', 'updated', 'correction', 'clarification',
  'rsvp', 'background', 'subject', 're', 'to', 'from', 'cc', 'attn', 'photo', 'photos', 'video', 'audio', 'link', 'links', 'tags', 'source', 'sources',
  'bill', 'title', 'summary', 'details', 'agenda', 'speakers', 'participants', 'witnesses', 'panel', 'cost', 'tickets', 'info', 'information', 'email',
  'phone', 'tel', 'fax', 'web', 'website', 'online', 'livestream', 'watch', 'listen', 'read', 'click', 'full text', 'text', 'excerpt', 'excerpts',
  'transcript', 'key points', 'highlights', 'fact sheet', 'related', 'see also', 'washington']);

// The lower-case words of tokens a..k-1, space-separated (a string built in a loop: a mapped array's elements kind
// varies, and the join on it deoptimized)
function lowerWords(ctx: Ctx, a: number, k: number): string {
  let s = ctx.tokens[a]!.lower;
  for (let i = a + 1; i < k; i++) s += ` ${ctx.tokens[i]!.lower}`;
  return s;
}

function findLabel(ctx: Ctx, start: number, end: number): [number, number] | null {
  let a = start;
  if (ctx.tokens[a]?.kind === 'quote') a++;
  for (let k = a; k < Math.min(a + 4, end); k++) {
    const t = ctx.tokens[k]!;
    if (t.text === ':' && k > a) return FIELD_LABELS.has(lowerWords(ctx, a, k)) ? null : [a, k];
    if (t.kind !== 'word' || t.text.length < 2 || t.text !== t.text.toUpperCase() || !/\p{Lu}/u.test(t.text)) return null;
  }
  return null;
}
