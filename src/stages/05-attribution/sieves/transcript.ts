import type { Ctx } from '../../../pipeline/context.js';
import type { Sieve } from '../candidate.js';
import { newCandidate } from '../candidate.js';
import { attach } from './util.js';

/**
 * Interview transcripts: a paragraph that opens with a speaker label and a colon (`WALLACE: …`, `"PENCE: …`), or
 * with a name in double parentheses (Wikinews interviews: `((Aparna Garg)) …`). The label is the source, the colon
 * (or the closing parentheses) the cue, the rest of the paragraph the content.
 */
export const transcriptLabel: Sieve = {
  id: 'transcript-label',
  description: 'a paragraph opening with an upper-case speaker label and a colon',
  apply(ctx, state) {
    for (let pi = 0; pi < ctx.paragraphs.length; pi++) {
      const p = ctx.paragraphs[pi]!;
      if (p.boilerplate) continue;
      const label = findLabel(ctx, p.tokStart, p.tokEnd) ?? doubleParenLabel(ctx, p.tokStart, p.tokEnd);
      if (!label) continue;
      const { source, cue } = label;
      let e = p.tokEnd;
      while (e > cue[1] && (ctx.tokens[e - 1]!.kind === 'quote')) e--;
      if (e <= cue[1]) continue;
      const content: [number, number] = [ctx.tokens[cue[1]]!.start, ctx.tokens[e - 1]!.end];
      // a quote span that held the whole labelled paragraph is replaced by this attribution
      const inside = state.direct.filter((c) => c.para === pi);
      state.direct = state.direct.filter((c) => c.para !== pi);
      const c = newCandidate('direct', inside.flatMap((x) => x.quotes), [content], pi);
      attach(ctx, c, this.id, cue, source, 0.85, state);
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

interface Label { source: [number, number]; cue: [number, number] }

function findLabel(ctx: Ctx, start: number, end: number): Label | null {
  let a = start;
  if (ctx.tokens[a]?.kind === 'quote') a++;
  for (let k = a; k < Math.min(a + 4, end); k++) {
    const t = ctx.tokens[k]!;
    if (t.text === ':' && k > a) return FIELD_LABELS.has(lowerWords(ctx, a, k)) || capsAfter(ctx, k + 1, end) && !/^[.!?]$/.test(ctx.tokens[end - 1]!.text) ? null : { source: [a, k], cue: [k, k + 1] };
    if (t.kind !== 'word' || t.text.length < 2 || t.text !== t.text.toUpperCase() || !/\p{Lu}/u.test(t.text)) return null;
  }
  return null;
}

// A headline in capitals after the colon ("WEBER: OBAMA'S WHITE HOUSE ANNOUNCES RELEASE OF …", with no full stop at the
// paragraph's end): a release's title, not a speaker's turn (its first four words, three letters or more, all in capitals).
function capsAfter(ctx: Ctx, a: number, end: number): boolean {
  let words = 0;
  for (let k = a; k < end && words < 4; k++) {
    const t = ctx.tokens[k]!;
    if (t.kind !== 'word' || t.text.length < 3) continue;
    if (t.text !== t.text.toUpperCase() || !/\p{Lu}/u.test(t.text)) return false;
    words++;
  }
  return words >= 3;
}

/**
 * Wikinews interviews mark each turn with the speaker's name in double parentheses, a colon after them or not:
 * "((Aparna Garg)) There were fifteen of them.", "((WN)) : How rare is it?". The name is the source, the closing
 * parentheses (and the colon) the cue.
 */
function doubleParenLabel(ctx: Ctx, start: number, end: number): Label | null {
  const t = ctx.tokens;
  if (end - start < 6 || t[start]!.text !== '(' || t[start + 1]!.text !== '(') return null;
  let k = start + 2;
  while (k < end && k < start + 8 && t[k]!.kind === 'word' && t[k]!.cap) k++;
  if (k === start + 2 || k + 1 >= end || t[k]!.text !== ')' || t[k + 1]!.text !== ')') return null;
  const cueEnd = t[k + 2]?.text === ':' && k + 2 < end ? k + 3 : k + 2;
  return cueEnd < end ? { source: [start + 2, k], cue: [k, cueEnd] } : null;
}
