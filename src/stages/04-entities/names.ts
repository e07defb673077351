import type { Ctx, MentionInfo } from '../../pipeline/context.js';
import { TITLE_HEADS, TITLE_MODIFIERS } from '../../lexicon/titles.js';
import { FUNCTION_WORDS, MONTHS, WEEKDAYS } from '../../lexicon/stopwords.js';
import { CUE_FORMS } from '../../lexicon/cues.js';
import { heuristicNames } from './heuristic-names.js';

/** A name found by a tagger: token indexes within one sentence (end exclusive). */
export interface NameTag { start: number; end: number; type: 'PER' | 'ORG' | 'LOC' | 'MISC'; score?: number }
export type NameTagger = (words: readonly string[]) => NameTag[];

let tagger: NameTagger = heuristicNames;
/** Replaces the name tagger (the learned model registers itself here). */
export function setNameTagger(t: NameTagger): void { tagger = t; }

const isTitleWord = (lower: string) => TITLE_HEADS.has(lower) || TITLE_MODIFIERS.has(lower);

/** Finds name mentions in every sentence, with the title phrase written before each person's name. */
export function findNames(ctx: Ctx): void {
  const { tokens } = ctx;
  const mentions: MentionInfo[] = [];
  for (const s of ctx.sentences) {
    if (ctx.paragraphs[s.para]!.boilerplate) continue;
    const words: string[] = [];
    for (let k = s.tokStart; k < s.tokEnd; k++) words.push(tokens[k]!.text);
    const tags = tagger(words);
    const covered = new Uint8Array(words.length);
    for (const tag of tags) {
      let a = s.tokStart + tag.start;
      const b = s.tokStart + tag.end;
      if (tag.type === 'PER') {
        // a tagger may include the title in the name ("Border Czar Tom Homan"): move it out
        while (a < b - 1 && isTitleWord(tokens[a]!.lower.replace(/\.$/, '')) || a < b - 1 && isTitleWord(tokens[a]!.lower)) a++;
        if (b - a === 1 && (isTitleWord(tokens[a]!.lower) || FUNCTION_WORDS.has(tokens[a]!.lower))) continue;
      }
      if (b <= a) continue;
      if (/^[DRI]-[A-Z]/.test(tokens[a]!.text)) continue; // party and state, as in (D-N.Y.)
      if (b - a === 1 && (MONTHS.has(tokens[a]!.lower) || WEEKDAYS.has(tokens[a]!.lower))) continue;
      for (let k = tag.start; k < tag.end; k++) covered[k] = 1;
      mentions.push(mention(ctx, a, b, tag.type));
    }
    // a lone capitalized word right before a speech verb is a speaker's name ("Homan said") even if the tagger missed it
    for (let k = s.tokStart; k < s.tokEnd - 1; k++) {
      const t = tokens[k]!;
      if (covered[k - s.tokStart] || !t.cap || t.kind !== 'word' || FUNCTION_WORDS.has(t.lower) || isTitleWord(t.lower)) continue;
      if (CUE_FORMS.get(tokens[k + 1]!.lower)?.speech && k > s.tokStart) mentions.push(mention(ctx, k, k + 1, 'PER'));
    }
  }
  mentions.sort((x, y) => x.start - y.start);
  for (const m of mentions) if (m.type === 'PER') m.title = titleBefore(ctx, m.tokStart);
  ctx.mentions = mentions;
}

function mention(ctx: Ctx, a: number, b: number, type: MentionInfo['type']): MentionInfo {
  const t = ctx.tokens;
  return { start: t[a]!.start, end: t[b - 1]!.end, tokStart: a, tokEnd: b, kind: 'name', type, title: null, entity: -1, inQuote: t[a]!.inQuote >= 0 };
}

// The title phrase right before a name: title heads, with the modifiers and capitalized words that lead them
// ("Border Czar", "Mayoral spokeswoman", "former President", "White House press secretary").
function titleBefore(ctx: Ctx, nameStart: number) {
  const { tokens } = ctx;
  const sent = tokens[nameStart]!.sent;
  const sentStart = ctx.sentences[sent]!.tokStart;
  let a = nameStart;
  let sawHead = false;
  while (a > sentStart) {
    const t = tokens[a - 1]!;
    if (t.kind !== 'word') break;
    const l = t.lower;
    if (FUNCTION_WORDS.has(l) || MONTHS.has(l) || WEEKDAYS.has(l)) break;
    if (TITLE_HEADS.has(l)) { sawHead = true; a--; continue; }
    const leads = TITLE_MODIFIERS.has(l) || (t.cap && (a - 1 > sentStart || ADJECTIVAL.test(l)));
    if (sawHead && leads) { a--; continue; }
    break;
  }
  if (!sawHead) return null;
  const s = tokens[a]!.start, e = tokens[nameStart - 1]!.end;
  return { start: s, end: e, text: ctx.text.slice(s, e) };
}

const ADJECTIVAL = /(al|an|ic|ive|ary|ern|ese|ish|ian)$/;
