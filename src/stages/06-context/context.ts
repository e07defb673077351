import type { Ctx } from '../../pipeline/context.js';
import type { AttributionState, Candidate } from '../05-attribution/candidate.js';
import { MEDIUM_NOUNS, MEDIUM_PLATFORMS } from '../../lexicon/media.js';
import { addTimes, publicationDate } from './time.js';
import { npRight } from '../05-attribution/np.js';

const OUTLET_WORDS = /\b(Post|Times|News|Journal|Tribune|Herald|Gazette|Daily|Magazine|Press|Reuters|Bloomberg|Politico|Axios|CNN|MSNBC|Fox|NBC|ABC|CBS|NPR|BBC|Guardian|Telegraph|Observer|Chronicle|Examiner|Inquirer|Globe|Sun|Star|Wire|Breitbart|HuffPost|Hill|Atlantic|Newsweek|Reporter|Associated Press|AP)\b/;

/** Adds how and when each statement was made (medium, time) and the outlets an article credits with the reporting. */
export function addContext(ctx: Ctx, state: AttributionState): void {
  const all = [...state.direct, ...state.reported];
  for (const c of all) if (c.rule && c.cue && !c.carriedFrom) c.medium = findMedium(ctx, c);
  for (const c of state.direct) if (c.carriedFrom && !c.medium && c.carriedFrom.kind === 'direct') c.medium = c.carriedFrom.medium;
  for (const c of all) {
    if (!c.rule || !c.cue || c.carriedFrom) continue;
    c.addressee = c.addressee ? trimAddressee(ctx, c, c.addressee) : findAddressee(ctx, c);
  }
  addTimes(ctx, all, publicationDate(ctx));
  creditOutlets(ctx, state);
}

// Cues whose next noun phrase is the addressee: "told the press", "warned lawmakers", and "said to", "wrote to",
// "spoke to", "testified before" with their preposition.
const ADDRESSEE_CUES = new Set(['told', 'tell', 'tells', 'telling', 'warned', 'warns', 'assured', 'assures', 'informed', 'reminded', 'reassured', 'briefed']);
const ADDRESSEE_PREPOSITIONS = new Set(['to', 'before']);
const SPEAKING_VERBS = new Set(['said', 'says', 'say', 'wrote', 'writes', 'write', 'spoke', 'speaks', 'speaking', 'explained', 'explains', 'testified',
  'testifies', 'announced', 'complained', 'admitted', 'confided', 'boasted', 'insisted', 'declared', 'stated', 'confirmed', 'revealed']);

// The addressee the sieve did not record: the noun phrase after "told" ("Pompeo told the press on Tuesday"), or after
// "to"/"before" that follows a speaking verb ("said to reporters", "wrote to the committee", "testified before Congress").
function findAddressee(ctx: Ctx, c: Candidate): [number, number] | null {
  const { tokens } = ctx;
  const [, cueEnd] = c.cue!;
  const last = tokens[cueEnd - 1]!.lower;
  let at = -1;
  if (ADDRESSEE_CUES.has(last)) at = cueEnd;
  else if (SPEAKING_VERBS.has(last) && ADDRESSEE_PREPOSITIONS.has(tokens[cueEnd]?.lower ?? '')) at = cueEnd + 1;
  else if (ADDRESSEE_PREPOSITIONS.has(last) && SPEAKING_VERBS.has(tokens[cueEnd - 2]?.lower ?? '')) at = cueEnd;
  if (at < 0 || at >= tokens.length || tokens[at]!.sent !== tokens[cueEnd - 1]!.sent) return null;
  const np = npRight(ctx, at);
  if (!np) return null;
  np[1] = addresseeEnd(ctx, np);
  const [a, b] = [tokens[np[0]]!.start, tokens[np[1] - 1]!.end];
  // never the content, never the source itself ("…, said Smith to …" has no addressee in "Smith")
  if (c.content.some(([s, e]) => a < e && b > s)) return null;
  if (c.source && np[0] < c.source[1] && np[1] > c.source[0]) return null;
  // "told him", "told them": a pronoun is an addressee too, but "that" starts the content ("told that …" is not English)
  if (tokens[np[0]]!.lower === 'that') return null;
  return np;
}

// Verbs whose object is the one spoken to; with any other cue an object is what was said ("announced a plan").
const OBJECT_IS_ADDRESSEE = new Set([...ADDRESSEE_CUES, 'tell', 'warn', 'assure', 'inform', 'remind', 'reassure', 'brief', 'asked',
  'ask', 'asks', 'asking', 'urged', 'urge', 'urges', 'urging', 'advised', 'advise', 'advises', 'emailed', 'texted', 'messaged', 'to', 'before']);
// Words that end an addressee noun phrase: the content or an adjunct begins there ("told the press the drugs were …",
// "told the public via Twitter", "asked Stamenković how …").
const ADDRESSEE_STOP = new Set(['the', 'a', 'an', 'this', 'these', 'those', 'via', 'how', 'what', 'why', 'when', 'where', 'whether', 'if',
  'even', 'only', 'also', 'that', 'who', 'which', 'on', 'in', 'at', 'during', 'after', 'before', 'by', 'with', 'about', 'over', 'to',
  'he', 'she', 'it', 'they', 'we', 'i', 'you', 'there', 'could', 'would', 'will', 'may', 'might', 'can', 'should', 'must', 'had', 'has',
  'have', 'was', 'were', 'is', 'are']);
// An addressee never starts with these: "asked for …" is a request, not someone asked.
const NOT_ADDRESSEE_START = new Set(['for', 'to', 'about', 'that', 'if', 'whether', 'how', 'what', 'why']);

function addresseeEnd(ctx: Ctx, r: [number, number]): number {
  const { tokens } = ctx;
  // an outlet's name followed by a person's name: the content begins with the person ("told NPR Hamza bin Laden had …")
  const first = tokens[r[0]]!.lower === 'the' ? r[0] + 1 : r[0];
  const m = ctx.mentionAt[first]!;
  if (m >= 0 && ctx.mentions[m]!.kind === 'name' && ctx.mentions[m]!.tokStart === first && ctx.mentions[m]!.tokEnd < r[1]) {
    const end = ctx.mentions[m]!.tokEnd;
    const next = ctx.mentionAt[end]!;
    if (next >= 0 && ctx.mentions[next]!.type === 'PER' && ctx.mentions[m]!.type !== 'PER') return end;
  }
  for (let k = r[0] + 1; k < r[1]; k++) {
    const t = tokens[k]!;
    if (ADDRESSEE_STOP.has(t.lower)) return k;
  }
  return r[1];
}

// A sieve's addressee, kept only after a cue that takes one, and cut where the content or an adjunct begins.
function trimAddressee(ctx: Ctx, c: Candidate, r: [number, number]): [number, number] | null {
  if (!OBJECT_IS_ADDRESSEE.has(ctx.tokens[c.cue![1] - 1]!.lower) || NOT_ADDRESSEE_START.has(ctx.tokens[r[0]]!.lower)) return null;
  return [r[0], addresseeEnd(ctx, r)];
}

// "in a statement", "during a radio interview", "on Twitter": in the cue's sentence, outside the content.
// Words before a medium phrase; words that start another phrase after it; determiners and possessives that start it anew.
const MEDIUM_PREPOSITIONS: ReadonlySet<string> = new Set(['in', 'during', 'on', 'at', 'via', 'through']);
const PHRASE_PREPOSITIONS: ReadonlySet<string> = new Set(['at', 'in', 'on', 'during', 'via', 'through', 'to', 'for', 'with', 'from', 'by', 'of']);
const PHRASE_OPENERS: ReadonlySet<string> = new Set(['a', 'an', 'the', 'his', 'her', 'their', 'its', 'this', 'that', 'my', 'our', 'your', "'s", '’s']);

function findMedium(ctx: Ctx, c: Candidate): string | null {
  const { tokens } = ctx;
  const cue = c.cue!;
  const s = ctx.sentences[tokens[cue[0]]!.sent]!;
  const inContent = (k: number) => c.content.some(([a, b]) => tokens[k]!.start >= a && tokens[k]!.end <= b);
  // the medium is written near the cue ("said in a statement"): look within 40 tokens of it
  for (let k = Math.max(s.tokStart, cue[0] - 40); k < Math.min(s.tokEnd, cue[1] + 40); k++) {
    const l = tokens[k]!.lower;
    if (!MEDIUM_PREPOSITIONS.has(l) || inContent(k)) continue;
    // up to five words after the preposition form the medium phrase
    // the medium is reported as written, without its determiner ("Twitter", "radio interview")
    // (the words in lower case beside them: a token's lower is its text's toLowerCase, and lowering words joined by
    // spaces is joining them lowered)
    const words: string[] = [], lowers: string[] = [];
    for (let j = k + 1; j < Math.min(k + 6, s.tokEnd); j++) {
      const t = tokens[j]!;
      if (t.kind !== 'word' || inContent(j)) break;
      // another preposition starts another phrase ("in Iraq at a press conference"): the outer loop tries it
      if (words.length > 0 && PHRASE_PREPOSITIONS.has(t.lower)) break;
      // a determiner or a possessive starts the noun phrase anew ("in sending a letter" is "letter", "NTU's annual report")
      if (PHRASE_OPENERS.has(t.lower)) { words.length = 0; lowers.length = 0; continue; }
      words.push(t.text);
      lowers.push(t.lower);
      const n = lowers.length;
      const tail1 = lowers[n - 1]!;
      const tail2 = n === 1 ? tail1 : `${lowers[n - 2]!} ${tail1}`;
      const phrase = n <= 2 ? tail2 : lowers.join(' ');
      // a verb before the noun is not part of it ("in delivering letter", "holding press conference")
      if (l !== 'on' && (MEDIUM_NOUNS.has(phrase) || MEDIUM_NOUNS.has(tail2) || MEDIUM_NOUNS.has(tail1))) return words.slice(words.length > 1 && /ing$/i.test(words[0]!) && !MEDIUM_NOUNS.has(words[0]!.toLowerCase()) ? 1 : 0).join(' ');
      if ((l === 'on' || l === 'via') && MEDIUM_PLATFORMS.has(phrase)) return words.join(' ');
    }
  }
  return null;
}

// "sources told The New York Post", "The Post has learned", "first reported by X", "according to a report in X"
function creditOutlets(ctx: Ctx, state: AttributionState): void {
  const seen = new Set<string>();
  const add = (start: number, end: number, cue: string) => {
    const text = ctx.text.slice(start, end);
    if (seen.has(text)) return;
    seen.add(text);
    ctx.outlets.push({ start, end, text, cue });
  };
  for (const c of state.reported) {
    if (!c.rule) continue;
    if (c.addressee && c.speaker?.anonymous) {
      const a = c.addressee;
      const t = ctx.text.slice(ctx.tokens[a[0]]!.start, ctx.tokens[a[1] - 1]!.end);
      if (OUTLET_WORDS.test(t)) add(ctx.tokens[a[0]]!.start, ctx.tokens[a[1] - 1]!.end, ctx.text.slice(ctx.tokens[c.cue![0]]!.start, ctx.tokens[c.cue![1] - 1]!.end));
    }
    if (c.source && c.cue) {
      const cueText = ctx.text.slice(ctx.tokens[c.cue[0]]!.start, ctx.tokens[c.cue[1] - 1]!.end).toLowerCase();
      const src = ctx.text.slice(ctx.tokens[c.source[0]]!.start, ctx.tokens[c.source[1] - 1]!.end);
      if (/\b(learned|reported|reports|first reported|obtained)\b/.test(cueText) && OUTLET_WORDS.test(src)) add(ctx.tokens[c.source[0]]!.start, ctx.tokens[c.source[1] - 1]!.end, cueText);
    }
  }
  // (every phrase below holds "report": most articles are passed over without the regex)
  if (!ctx.text.includes('report')) return;
  const re = /\b(first reported by|according to a report (?:in|by|from)|as reported by|reported first by)\s+((?:the\s+)?(?:[A-Z][\w.&'’-]*\s*){1,5})/g;
  for (let m = re.exec(ctx.text); m; m = re.exec(ctx.text)) {
    const name = m[2]!.trim();
    const start = m.index + m[0].indexOf(m[2]!);
    add(start, start + name.length, m[1]!);
  }
}
