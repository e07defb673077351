import { newMention, textAt, tokenAt, type Ctx, type MentionInfo, type Sentence, type Token } from '../../pipeline/context.js';
import { PLURAL_TITLES, TITLE_HEADS, TITLE_MODIFIERS } from '../../lexicon/titles.js';
import { FUNCTION_WORDS, MONTHS, WEEKDAYS } from '../../lexicon/stopwords.js';
import { FEMALE_FIRST_NAMES, MALE_FIRST_NAMES } from '../../lexicon/first-names.js';
import { MEDIUM_PLATFORMS } from '../../lexicon/media.js';
import { CUE_FORMS, CUE_MODIFIERS } from '../../lexicon/cues.js';
import { SENTENCE_OPENERS } from '../../lexicon/abbreviations.js';

const BE_OR_HAVE = new Set(['is', 'was', 'are', 'were', 'be', 'been', 'had', 'has', 'have', 'did', 'does', 'do']);
import { tagNames } from '../../learn/names.js';
import { getLexicon } from '../../learn/shared-lexicon.js';
import { CAP_LOWER, capOf, isFirstName, lexKey } from '../../learn/lexicon.js';

/** A word news text writes in lower case mid-sentence ("analysts", "dealers", "little"): capitalized, it opens a sentence. */
const usuallyLower = (lower: string): boolean => { const e = getLexicon().get(lexKey(lower)); return e !== undefined && capOf(e) === CAP_LOWER; };
const firstName = (lower: string): boolean => { const e = getLexicon().get(lexKey(lower)); return e !== undefined && isFirstName(e); };
/** A first name by the lexicon (seen after titles) or by the first-name lists of either gender. */
const knownFirstName = (lower: string): boolean => firstName(lower) || MALE_FIRST_NAMES.has(lower) || FEMALE_FIRST_NAMES.has(lower);
/** Words a title-case headline puts right after a name ("Barbara Lee Calls for …", "Lee Statement on …"): not the name. */
const HEADLINE_TAIL: ReadonlySet<string> = new Set(['statement', 'statements', 'calls', 'responds', 'announces', 'applauds', 'introduces', 'praises', 'urges',
  'votes', 'comments', 'remarks', 'welcomes', 'joins', 'testifies', 'honors', 'hails', 'condemns', 'demands', 'releases', 'unveils', 'secures', 'says',
  'asks', 'supports', 'opposes', 'leads', 'sponsors', 'decision', 'passage', 'legislation', 'day', 'reacts', 'celebrates', 'commends', 'questions',
  'receives', 'issues', 'files', 'wins', 'named', 'op-ed', 'speech', 'floor', 'press', 'letter', 'video', 'interview', 'townhall', 'town', 'member',
  'chosen', 'elected', 'appointed', 'commemorates', 'recognizes', 'marks', 'meets', 'visits', 'hosts', 'fights', 'seeks', 'backs', 'blasts', 'slams',
  'speaks', 'mourns', 'offers', 'sends', 'holds', 'rails', 'participates', 'stands', 'criticizes', 'congratulates', 'renews', 'protests', 'attends',
  'co-sponsors', 'cosponsors', 'endorses', 'endorse', 'disappointed', 'outraged', 'pleased', 'proud', 'wants', 'pushes', 'warns', 'vows', 'pledges', 'tours',
  // (and after two names, the plural verb: "Cantwell, Murray Introduce …", "Alexander Lead Introduction")
  'marches', 'discusses', 'discuss', 'propose', 'proposes', 'introduce', 'announce', 'lead', 'urge', 'join', 'host', 'launch', 'launches',
  'unveil', 'demand', 'seek', 'push', 'reject', 'rejects', 'praise', 'applaud', 'celebrate', 'commend', 'condemn', 'oppose', 'respond', 'testify',
  'visit', 'meet', 'warn', 'vow', 'pledge', 'secure', 'fight', 'blast', 'slam', 'question', 'welcome', 'hail', 'tour']);
/** The nouns among HEADLINE_TAIL ("Lee Statement on …", "Martin Luther King Day"): the rest are a headline's verbs. */
const HEADLINE_NOUNS: ReadonlySet<string> = new Set(['statement', 'statements', 'decision', 'passage', 'legislation', 'day', 'op-ed', 'speech', 'floor', 'press',
  'letter', 'video', 'interview', 'townhall', 'town', 'member', 'remarks', 'comments', 'questions', 'issues', 'named', 'chosen', 'elected', 'appointed']);
const headlineVerb = (t: Token): boolean => t.cap && HEADLINE_TAIL.has(t.lower) && !HEADLINE_NOUNS.has(t.lower);
/**
 * A word of a title-case headline that is a verb more likely than a surname, two words or more into a name: a reporting
 * word ("Salma Hayek Described …", "Zoe Saldana Asked …") or a word in -s or -ed news writes in lower case ("Ben Carson
 * Defends Himself", "Bernie Sanders Promises Action", "Trump Booed After …"), not a first name.
 */
const headlineVerbLike = (lower: string): boolean => CUE_FORMS.has(lower) && !knownFirstName(lower)
  || (lower.endsWith('s') || lower.endsWith('ed')) && lower.length > 3 && usuallyLower(lower) && !knownFirstName(lower);

/** A sentence in title case (a headline): at least 3 words of 4 letters or more, 80% of them capitalized. */
export function titleCaseSentence(ctx: Ctx, s: { tokStart: number; tokEnd: number }): boolean {
  // (each sentence counted once an analysis: the answers of the last context kept, by sentence, 0 not counted yet)
  if (tcCtx !== ctx) { tcCtx = ctx; if (tcFlags.length < ctx.sentences.length) tcFlags = new Int8Array(ctx.sentences.length * 2); else tcFlags.fill(0, 0, ctx.sentences.length); }
  const si = s.tokEnd > s.tokStart ? ctx.tokens[s.tokStart]!.sent : -1;
  if (si >= 0 && tcFlags[si] !== 0) return tcFlags[si] === 1;
  const v = countTitleCase(ctx, s);
  if (si >= 0) tcFlags[si] = v ? 1 : 2;
  return v;
}
let tcCtx: Ctx | null = null;
let tcFlags = new Int8Array(64);
function countTitleCase(ctx: Ctx, s: { tokStart: number; tokEnd: number }): boolean {
  let words = 0, caps = 0;
  for (let j = s.tokStart; j < s.tokEnd; j++) {
    const t = ctx.tokens[j]!;
    if (t.kind !== 'word' || t.text.length < 4) continue;
    words++;
    if (t.cap) caps++;
  }
  return words >= 3 && caps >= 0.8 * words;
}

/** Small words a title-case headline capitalizes ("Lee Is Keynote Speaker", "Lee To Attend"): a name does not go on past them. */
const HEADLINE_LINK: ReadonlySet<string> = new Set(['is', 'are', 'was', 'to', 'as', 'against', 'for', 'on', 'at', 'with', 'from', 'in', 'by', 'will', 'has', 'among', 'after',
  'amid', 'over', 'into', 'before']);
/** Words after a person's name that make the whole an organization, a law or a place ("Bush Administration", "Dellums Act"). */
const NAMED_AFTER: ReadonlyMap<string, 'ORG' | 'MISC' | 'LOC'> = new Map([
  ...['administration', 'caucus', 'campus', 'center', 'centre', 'foundation', 'institute', 'library', 'school', 'college', 'university', 'campaign', 'group', 'fund', 'commission', 'committee'].map((w) => [w, 'ORG'] as const),
  ...['act', 'bill', 'resolution', 'amendment', 'plan', 'award', 'prize', 'doctrine', 'rule'].map((w) => [w, 'MISC'] as const),
  ...['building', 'avenue', 'ave.', 'boulevard', 'airport', 'highway', 'county', 'city', 'street', 'road', 'bridge', 'river'].map((w) => [w, 'LOC'] as const),
]);

/** Words that end an organization's or a role's name before a person's ("Human Services Tommy Thompson", "Party donor Sheldon Adelson"). */
const BEFORE_A_NAME: ReadonlySet<string> = new Set(['services', 'affairs', 'resources', 'nations', 'court', 'committee', 'subcommittee', 'council', 'department',
  'agency', 'office', 'board', 'caucus', 'union', 'association', 'institute', 'democrat', 'republican', 'independent', 'donor', 'supervisor', 'coordinator',
  'specialist', 'wizard', 'constable', 'interviewee', 'minority', 'majority', 'countryman', 'countrywoman', 'madame', 'starring', 'rcmp', 'police']);

/** Capitalized words after a title and capitalized words that make them a place or an institution ("General Santos City"). */
// (not "park": a surname, "Jane Park")
const PLACE_AFTER: ReadonlySet<string> = new Set(['city', 'county', 'hospital', 'airport', 'street', 'avenue', 'road', 'bridge', 'river',
  'school', 'college', 'university', 'center', 'centre', 'library', 'building', 'highway', 'station', 'base', 'memorial']);

/** Of PLACE_AFTER, the words of a town or a way: the name is a place, not an institution. */
const TOWN_WORDS: ReadonlySet<string> = new Set(['city', 'county', 'street', 'avenue', 'road', 'bridge', 'river', 'highway']);

/** Words after "General" that make an organization's name of it ("General Electric", "the General Assembly"). */
const GENERAL_ORGS: ReadonlySet<string> = new Set(['assembly', 'electric', 'motors', 'mills', 'dynamics', 'atomics', 'services', 'accounting',
  'accountability', 'conference', 'synod', 'hospital', 'foods', 'instrument', 'instruments', 'council']);

/** Speech verbs that open a sentence before the speaker's name ("Said MarJon Hudson, …"): never a person's first word. */
const SPEECH_OPENERS: ReadonlySet<string> = new Set(['said', 'says', 'added', 'adds', 'noted', 'explained', 'stated']);

/** A company's suffix: never a person's first word. */
const COMPANY_SUFFIXES: ReadonlySet<string> = new Set(['inc.', 'inc', 'corp.', 'corp', 'co.', 'ltd.', 'ltd', 'llc', 'l.l.c.', 'plc']);

/** Degrees and suffixes written after a name and a comma ("Neal Dunn, M.D."): never a name of their own. */
const CREDENTIALS: ReadonlySet<string> = new Set(['m.d.', 'md', 'ph.d.', 'phd', 'd.o.', 'r.n.', 'rn', 'd.d.s.', 'dds', 'j.d.', 'm.p.h.', 'mph', 'esq.', 'esq', 'cpa', 'jr.', 'sr.']);

// The lower case words of tokens [a, b) joined by spaces ("truth social", "new mexico").
function lowerKey(ctx: Ctx, a: number, b: number): string {
  let k = ctx.tokens[a]!.lower;
  for (let j = a + 1; j < b; j++) k += ' ' + ctx.tokens[j]!.lower;
  return k;
}

// A dash follows token b, or a comma, a state's name or abbreviation and then a dash ("Sandy Springs, GA —").
function datelineDash(ctx: Ctx, b: number): boolean {
  const t = ctx.tokens;
  if (/^[—–]$/.test(t[b]?.text ?? '')) return true;
  if (t[b]?.text !== ',') return false;
  for (let k = b + 1; k < b + 4 && k < t.length; k++) {
    if (/^[—–]$/.test(t[k]!.text)) return k > b + 1;
    if (!(t[k]!.kind === 'word' && t[k]!.cap || t[k]!.text === '.')) return false;
  }
  return false;
}

/** First words of places named after a person ("Fort George Meade", "Mount Saint Helens", "Lake Mary"). */
const PLACE_OPENERS: ReadonlySet<string> = new Set(['fort', 'port', 'mount', 'mt', 'lake', 'saint', 'san', 'santa', 'cape', 'point', 'glen', 'camp', 'st']);

const BILL_PREFIX = /^(?:S|H\.R|H\.Res|S\.Res|H\.J\.Res|S\.J\.Res|H\.Con\.Res|S\.Con\.Res)\.$/;
const US_STATES: ReadonlySet<string> = new Set(['alabama', 'alaska', 'arizona', 'arkansas', 'california', 'colorado', 'connecticut', 'delaware', 'florida',
  'georgia', 'hawaii', 'idaho', 'illinois', 'indiana', 'iowa', 'kansas', 'kentucky', 'louisiana', 'maine', 'maryland', 'massachusetts', 'michigan',
  'minnesota', 'mississippi', 'missouri', 'montana', 'nebraska', 'nevada', 'new hampshire', 'new jersey', 'new mexico', 'new york', 'north carolina',
  'north dakota', 'ohio', 'oklahoma', 'oregon', 'pennsylvania', 'rhode island', 'south carolina', 'south dakota', 'tennessee', 'texas', 'utah',
  'vermont', 'virginia', 'west virginia', 'wisconsin', 'wyoming', 'puerto rico', 'guam']);

/** "I'm", "I'd", "I'll", "I've": the speaker's own "I", never a name. */
const CONTRACTED_I = /^i['’](?:m|d|ll|ve)$/;

/** Lower-case particles inside a person's name ("Mohammad bin Salman", "Ludwig van Beethoven", "Luiz da Silva"). */
const SON_OF: ReadonlySet<string> = new Set(['bin', 'bint', 'ibn']);
const NAME_PARTICLES: ReadonlySet<string> = new Set([...SON_OF, 'al', 'el', 'van', 'von', 'de', 'da', 'di', 'du', 'der', 'den', 'dos', 'das', 'del', 'della', 'ben']);

/** A name found by a tagger: token indexes within one sentence (end exclusive). */
export interface NameTag { start: number; end: number; type: 'PER' | 'ORG' | 'LOC' | 'MISC'; score?: number }
/** Tags the first n words of `words` (the array may be longer: one array serves every sentence). */
export type NameTagger = (words: readonly string[], n: number) => NameTag[];

let tagger: NameTagger = tagNames;
/** Replaces the name tagger (tests and experiments; the default is the learned CoNLL-2003 model). */
export function setNameTagger(t: NameTagger): void { tagger = t; }

// the words before a title that address its holder ("Mr. Chairman", "Madam Speaker", "Madame President")
const ADDRESS_HONORIFIC = /^(mr\.?|mrs\.?|ms\.?|madam|madame)$/;
const isTitleWord = (lower: string) => TITLE_HEADS.has(lower) || TITLE_MODIFIERS.has(lower) || PLURAL_TITLES.has(lower);
// Title nouns that are never a modifier ("Sheriff", "Sen.", "President"), as opposed to "former" or "deputy".
const STRICT_TITLE: ReadonlySet<string> = new Set([...TITLE_HEADS, ...PLURAL_TITLES].filter((w) => !TITLE_MODIFIERS.has(w)));

/**
 * What the rules ask of a capitalized token's lower case, in one lookup (made as the sentence's capitalized tokens are
 * listed): a strict title, a title word (isTitleWord), a function word, a month or weekday.
 */
const W_STRICT = 1, W_TITLE = 2, W_FUNCTION = 4, W_DATE = 8;
const WORD_CLASS: ReadonlyMap<string, number> = (() => {
  const m = new Map<string, number>();
  const add = (words: Iterable<string>, bit: number) => { for (const w of words) m.set(w, (m.get(w) ?? 0) | bit); };
  add(STRICT_TITLE, W_STRICT);
  add(TITLE_HEADS, W_TITLE); add(TITLE_MODIFIERS, W_TITLE); add(PLURAL_TITLES, W_TITLE);
  add(FUNCTION_WORDS, W_FUNCTION);
  add(MONTHS, W_DATE); add(WEEKDAYS, W_DATE);
  return m;
})();

// "Scott" + "K. Swanson": a tagger may cut a name at an initial; adjacent person spans are one name, and so are two
// joined by a particle written in lower case ("Mohammad" bin "Salman", "Ursula" von der "Leyen" is not: one word only).
// (copies made by one literal, without the score: one shape whatever the tagger returns)
// "Alameda" + "County": a place's word the tagger began a second place with is the first one's ("Alameda County").
function mergeAdjacentPersons(tags: NameTag[], words: readonly string[]): NameTag[] {
  const out: NameTag[] = [];
  for (const t of tags) {
    const prev = out.at(-1);
    if (prev && prev.type === 'PER' && t.type === 'PER' && (prev.end === t.start || prev.end + 1 === t.start && NAME_PARTICLES.has(words[prev.end]!))) prev.end = t.end;
    // (a middle initial goes on with the name whatever the tagger read after it: "John" + "R. Bolton")
    else if (prev && prev.type === 'PER' && prev.end === t.start && t.end - t.start <= 3 && /^\p{Lu}\.$/u.test(words[t.start]!)) prev.end = t.end;
    // (an Arabic "son of" makes a person of the whole whatever the tagger read either side: "Osama" bin "Laden")
    else if (prev && (prev.type === 'PER' || t.type === 'PER') && prev.end + 1 === t.start && SON_OF.has(words[prev.end]!)) { prev.end = t.end; prev.type = 'PER'; }
    else if (prev && prev.type === 'LOC' && t.type === 'LOC' && prev.end === t.start && t.end - t.start === 1 && TOWN_WORDS.has(words[t.start]!.toLowerCase())) prev.end = t.end;
    else out.push({ start: t.start, end: t.end, type: t.type });
  }
  return out;
}

// An institution's name the tagger cut, losing its first words (press releases; the speaker was the cut name):
// - "the Maine 4-H Club Foundation" tagged "Maine" and "Club Foundation": a number-letter word ("4-H") opening the
//   organization, and the place right before it, are its own;
// - "U.S. Citizenship and Immigration Services" tagged "U.S. Citizenship" and "Immigration Services": a name ending on
//   a common noun's ending (-ship, -tion, -ment …), "and", then an organization with an institution's word after its first are one organization;
// - "the Rudd Center for Food Policy and Health" tagged "Rudd Center" (a person) and "Food Policy and Health": a name
//   ending on an institution's word, then "for", "of" or "on" and an organization are one organization.
function joinInstitutionParts(tags: NameTag[], words: readonly string[]): NameTag[] {
  for (let i = 0; i < tags.length; i++) {
    const t = tags[i]!;
    if (t.type !== 'ORG') continue;
    if (t.start > 0 && NUMBER_LETTER.test(words[t.start - 1]!) && !(i > 0 && tags[i - 1]!.end > t.start - 1)) {
      t.start--;
      const p = i > 0 ? tags[i - 1] : undefined;
      if (p && p.type === 'LOC' && p.end === t.start) { t.start = p.start; tags.splice(i - 1, 1); i--; }
      continue;
    }
    const p = i > 0 ? tags[i - 1] : undefined;
    if (!p || p.end + 1 !== t.start) continue;
    const joint = words[p.end]!.toLowerCase(), pLast = words[p.end - 1]!.toLowerCase();
    if ((joint === 'and' || joint === '&') && p.type !== 'PER' && COMMON_NOUN_END.test(pLast) && institutionWordIn(words, t.start + 1, t.end)
      || /^(for|of|on)$/.test(joint) && NAMED_AFTER.get(pLast) === 'ORG' && p.end - p.start >= 2) {
      tags[i - 1] = { start: p.start, end: t.end, type: 'ORG' };
      tags.splice(i, 1); i--;
    }
  }
  return tags;
}
// (an institution's word among words [a, b): "Immigration Services Baltimore District")
function institutionWordIn(words: readonly string[], a: number, b: number): boolean {
  for (let k = a; k < b; k++) if (BEFORE_A_NAME.has(words[k]!.toLowerCase())) return true;
  return false;
}
const NUMBER_LETTER = /^\d+-\p{Lu}$/u;
// (a common noun's ending: "Citizenship", "Immigration", "Development"; not a place's or a person's name)
const COMMON_NOUN_END = /(ship|tion|ment|ity|ness|ance|ence|ism)$/;

// (one small function per rule, not one large one: V8 re-optimizes only the function whose rare branch ran, and a
// sentence-level function is optimized as a whole, not entered mid-loop by on-stack replacement)
/** Finds name mentions in every sentence, with the title phrase written before each person's name. */
export function findNames(ctx: Ctx): void {
  const mentions: MentionInfo[] = [];
  for (const s of ctx.sentences) {
    if (ctx.paragraphs[s.para]!.boilerplate) continue;
    namesInSentence(ctx, s, mentions);
  }
  sortByStart(mentions);
  joinNicknames(ctx, mentions);
  joinCaseNames(ctx, mentions);
  linkAcronyms(ctx, mentions);
  for (const m of mentions) if (m.type === 'PER') m.title = titleBefore(ctx, m.tokStart);
  affiliations(ctx, mentions);
  ctx.mentions = mentions;
}

/** Sorts mentions by start (a stable sort: one already in order, as mostly, is left as it is). */
function sortByStart(mentions: MentionInfo[]): void {
  for (let i = 1; i < mentions.length; i++) {
    if (mentions[i]!.start < mentions[i - 1]!.start) { mentions.sort((x, y) => x.start - y.start); return; }
  }
}

/**
 * Reused from sentence to sentence: the sentence's words (the tagger reads the first n during the call only; the array
 * is written in place, not emptied and pushed to, which gave up and regrew its store every sentence), the tokens a
 * mention covers (by place in the sentence), and the capitalized tokens (by index in the text) with their WORD_CLASS.
 */
const wordsBuf: string[] = [];
let coveredBuf = new Uint8Array(256);
let capsBuf = new Int32Array(256);
let capClassBuf = new Int32Array(256);

function namesInSentence(ctx: Ctx, s: Sentence, mentions: MentionInfo[]): void {
  const { tokens } = ctx;
  const n = s.tokEnd - s.tokStart, words = wordsBuf;
  if (coveredBuf.length < n) {
    coveredBuf = new Uint8Array(Math.max(n, 2 * coveredBuf.length));
    capsBuf = new Int32Array(coveredBuf.length); capClassBuf = new Int32Array(coveredBuf.length);
  }
  const covered = coveredBuf, caps = capsBuf, capClass = capClassBuf;
  let nCaps = 0;
  for (let k = 0; k < n; k++) {
    const t = tokens[s.tokStart + k]!;
    if (k < words.length) words[k] = t.text; else words.push(t.text);
    covered[k] = 0;
    if (t.cap) { caps[nCaps] = s.tokStart + k; capClass[nCaps++] = WORD_CLASS.get(t.lower) ?? 0; }
  }
  const tags = joinInstitutionParts(mergeAdjacentPersons(tagger(words, n), words), words);
  for (const tag of tags) tagMention(ctx, s, tag, covered, mentions);
  if (nCaps === 0) return;
  titleRuns(ctx, s, covered, mentions, caps, capClass, nCaps);
  namesBeforeCues(ctx, s, covered, mentions, caps, capClass, nCaps);
  namesAfterCues(ctx, s, covered, mentions, caps, nCaps);
}

// One tag of the tagger, corrected by the rules below, becomes a mention (or none).
function tagMention(ctx: Ctx, s: Sentence, tag: NameTag, covered: Uint8Array, mentions: MentionInfo[]): void {
  const { tokens } = ctx;
  // the tag's type and end as the rules revise them (local variables, not copies of the tag: one shape for tags; the
  // parts a tag is split into below are literals of start, end and type, not spread copies, which V8 gives a map of their own)
  let type = tag.type, tagEnd = tag.end;
  let a = s.tokStart + tag.start;
  let b = s.tokStart + tag.end;
  if (b - a === 1 && CREDENTIALS.has(tokens[a]!.lower)) return;
  // a name never takes its sentence's period: the tagger ran "the United States Hispanic Chamber of Commerce" on over
  // the stop before a quotation ("Commerce. ''Marco …''"), and the source of the quotation before it ended on "."
  if (b - a > 1 && tokens[b - 1]!.kind === 'punct' && tokens[b - 1]!.text === '.') { tagMention(ctx, s, { start: tag.start, end: tag.end - 1, type: tag.type }, covered, mentions); return; }
  // a comma inside a name other than a place's or a company's is where two names meet: "When interviewed by the BBC, Day
  // said" (the BBC, then Day), "A Republican Assemblywoman, Jill Tolles," (a title, then the person)
  // (not a person's: "Felix Aguilar, M.D., Los Angeles president of …" stays the tagger's)
  if (type === 'ORG' || type === 'MISC') {
    for (let c = a + 1; c < b - 1; c++) {
      if (tokens[c]!.text !== ',' || COMPANY_SUFFIXES.has(tokens[c + 1]!.lower) || CREDENTIALS.has(tokens[c + 1]!.lower)) continue;
      const n = tokens[c + 1]!;
      const second = n.cap && (knownFirstName(n.lower) || b - c - 1 === 1) ? 'PER' : type;
      tagMention(ctx, s, { start: tag.start, end: c - s.tokStart, type: tag.type }, covered, mentions);
      tagMention(ctx, s, { start: c + 1 - s.tokStart, end: tag.end, type: second }, covered, mentions);
      return;
    }
  }
  // a broadcaster or an agency written in capitals, then a person's first name, are two names that meet: "told NPR | Hamza
  // bin Laden had appeared …", "told CNN | Ahmed Karimi was …" (the tagger's one name swallowed the statement's subject;
  // a title between them keeps the title's reading, "FBI Director James Comey", a first name being no title)
  // (not a title in capitals, "MP Tanya Davies", "CEO Mary Barra", nor a text in capitals, "REP BARBARA LEE")
  if (b - a >= 2 && /^\p{Lu}{2,5}$/u.test(tokens[a]!.text) && !isTitleWord(tokens[a]!.lower) && knownFirstName(tokens[a + 1]!.lower) && tokens[a + 1]!.cap
    && tokens[a + 1]!.text !== tokens[a + 1]!.text.toUpperCase() && !usuallyLower(tokens[a + 1]!.lower)) {
    tagMention(ctx, s, { start: tag.start, end: a + 1 - s.tokStart, type: 'ORG' }, covered, mentions);
    tagMention(ctx, s, { start: a + 1 - s.tokStart, end: tag.end, type: 'PER' }, covered, mentions);
    return;
  }
  // a dateline opening the paragraph is a place whatever the tagger said ("Sandy Springs, GA — Rep. Lucy McBath …"), and
  // so is "D.C." ("Washington, D.C. – Today, …")
  if (type !== 'LOC' && (a === ctx.paragraphs[tokens[a]!.para]!.tokStart && datelineDash(ctx, b) || b - a === 1 && tokens[a]!.text.length <= 4 && /^D\.?C\.?$/.test(tokens[a]!.text))) type = 'LOC';
  // "USA Today": the newspaper, not the country and a day (which the time finder then read as today)
  // (also as it writes itself, "USA TODAY": PolNeAR train has it as a source 3 times, read as "TODAY" or "USA")
  if (b - a === 1 && tokens[a]!.text === 'USA' && b < s.tokEnd && (tokens[b]!.text === 'Today' || tokens[b]!.text === 'TODAY')) {
    for (let k = tag.start; k <= tag.start + 1; k++) covered[k] = 1;
    mentions.push(mention(ctx, a, b + 1, 'ORG'));
    return;
  }
  // a bill's prefix ("S. 55", "H.R. 1234"), a sentence's opening adverb ("Conversely, …") and "I'm", "I'd", "I'll",
  // "I've" (the speaker's own "I") are no names
  if (b - a === 1 && (BILL_PREFIX.test(tokens[a]!.text) || a === s.tokStart && tokens[a]!.lower.endsWith('ly') && tokens[b]?.text === ','
    || CONTRACTED_I.test(tokens[a]!.lower))) return;
  // an office addressed by its title alone is no one's name: "Mr. Chairman, I rise …", "Madam Speaker:", "Thank you, Mr.
  // President" (floor speeches in members' releases: the tagger's person "Chairman" then took the speech's every "I";
  // first 3,000 congressional releases: 23 attributions in 8 releases)
  // (the tagger's span with the honorific or without: "Madam Speaker", "Chairman" of "Mr. Chairman")
  if (b - a <= 2 && TITLE_HEADS.has(tokens[b - 1]!.lower) && (b - a === 2 ? ADDRESS_HONORIFIC.test(tokens[a]!.lower) : a > s.tokStart && ADDRESS_HONORIFIC.test(tokens[a - 1]!.lower))) return;
  // a platform or a broadcaster is an organization ("on Twitter", "told CNN"), never a person or a place
  const key = type !== 'ORG' && b - a <= 3 && tokens[a]!.cap ? lowerKey(ctx, a, b) : '';
  if (key && MEDIUM_PLATFORMS.has(key)) type = 'ORG';
  // a state of the United States is no person ("Hawaii", "Oregon"; not Washington, a surname too; an organization stays
  // one: in sports news the state's team, "Colorado beat Texas")
  if (type === 'PER' && key && US_STATES.has(key)) type = 'LOC';
  // (the punctuation after a name is not part of it: "Charlotte Charles,", "Sidney Lumet;"; nor a headline's "And": "Marco
  // Rubio And")
  while (b - a > 1 && (tokens[b - 1]!.kind === 'punct' && /^[,;:]$/.test(tokens[b - 1]!.text) || tokens[b - 1]!.text === 'And')) { b--; tagEnd--; }
  // "General Electric", "the General Assembly": an organization named with "General" (which the tagger, reading titles
  // as never part of a name, leaves out), not a general's name
  if (a - 1 >= s.tokStart && tokens[a - 1]!.lower === 'general' && tokens[a - 1]!.cap && GENERAL_ORGS.has(tokens[a]!.lower)) {
    for (let k = tag.start - 1; k < tagEnd; k++) covered[k] = 1;
    mentions.push(mention(ctx, a - 1, b, 'ORG'));
    return;
  }
  // "Secretary of the Treasury Wally Adeyemo" read as one organization: the department, then the person
  const of = a - 1 >= s.tokStart && tokens[a - 1]!.lower === 'of' ? a - 1 : a - 2 >= s.tokStart && tokens[a - 1]!.lower === 'the' && tokens[a - 2]!.lower === 'of' ? a - 2 : -1;
  if (type !== 'PER' && b - a >= 3 && of >= 0) {
    const f = b - 2;
    if (tokens[f]!.cap && tokens[f + 1]!.cap && tokens[f + 1]!.kind === 'word' && firstName(tokens[f]!.lower) && STRICT_TITLE.has(tokens[of - 1]?.lower ?? '')) {
      for (let k = tag.start; k < tagEnd; k++) covered[k] = 1;
      mentions.push(mention(ctx, a, f, type), mention(ctx, f, b, 'PER'));
      return;
    }
  }
  // "United States Attorney Thomas T. Cullen" read as one place: the place, then the person after the title
  // (after all its title words: "New Jersey Attorney General Matthew Platkin", tagged one organization, is New Jersey and
  // Matthew Platkin, not "General Matthew Platkin": a press release's speaker of three quotes)
  if (type !== 'PER' && b - a >= 3) {
    for (let j = a + 1; j < b - 1; j++) {
      if (!TITLE_HEADS.has(tokens[j]!.lower)) continue;
      let p = j + 1;
      while (p < b - 1 && tokens[p]!.cap && isTitleWord(tokens[p]!.lower)) p++;
      if (!tokens[p]!.cap || !firstName(tokens[p]!.lower)) continue;
      for (let k = tag.start; k < tagEnd; k++) covered[k] = 1;
      mentions.push(mention(ctx, a, j, type), mention(ctx, p, b, 'PER'));
      return;
    }
  }
  // "New York Hillary Clinton", "Vermont Bernie Sanders" read as one place: the state, then the person (a first name
  // of one gender and a surname ending the span; not after a place's own first word: "Fort George Meade", "St. Paul")
  if (type === 'LOC' && b - a >= 3) {
    const j = b - 2, w = tokens[j]!.lower;
    if ((FEMALE_FIRST_NAMES.has(w) || MALE_FIRST_NAMES.has(w)) && tokens[b - 1]!.cap && !PLACE_AFTER.has(tokens[b - 1]!.lower) && !PLACE_OPENERS.has(tokens[j - 1]!.lower) && !tokens[j - 1]!.text.endsWith('.')) {
      for (let k = tag.start; k < tagEnd; k++) covered[k] = 1;
      mentions.push(mention(ctx, a, j, 'LOC'), mention(ctx, j, b, 'PER'));
      return;
    }
  }
  // a title at the head of a span makes it a person whatever the tagger said ("Border Czar Tom Homan")
  if (type !== 'PER' && b - a >= 2 && TITLE_HEADS.has(tokens[a]!.lower) || type !== 'PER' && b - a >= 3 && TITLE_MODIFIERS.has(tokens[a]!.lower) && TITLE_HEADS.has(tokens[a + 1]!.lower)) {
    let h = a;
    while (h < b - 1 && isTitleWord(tokens[h]!.lower)) h++;
    if (h > a && tokens[h]!.cap) type = 'PER';
  }
  // "a General Santos City hospital", "the King Street bridge": a name followed by a place's or an institution's word
  // is that place or institution (with a capitalized title word before it: "General Santos City")
  if (type === 'PER' && b < s.tokEnd && tokens[b]!.cap && tokens[b]!.kind === 'word' && PLACE_AFTER.has(tokens[b]!.lower)) {
    type = TOWN_WORDS.has(tokens[b]!.lower) ? 'LOC' : 'ORG';
    b++; tagEnd++;
    if (a - 1 >= s.tokStart && tokens[a - 1]!.cap && isTitleWord(tokens[a - 1]!.lower) && tag.start > 0) { a--; }
  }
  // in a headline an organization or other name ends before the headline's verb ("Flight Attendants Union Endorses
  // Clinton", "Task Force Seeks …")
  if (type !== 'PER' && type !== 'LOC' && b - a >= 3 && titleCaseSentence(ctx, s)) {
    let e = a + 1;
    while (e < b - 1 && !headlineVerb(tokens[e]!)) e++;
    if (e < b - 1) { tagEnd -= b - e; b = e; }
  }
  // a name with a first name right after a title is a person's whatever the tagger typed it ("Sea-Eye spokesperson Carlotta
  // Weibl")
  // (or a place's, with two or three capitalized words and a person's title before it: "Houthi military spokesperson
  // Yahya Sarea")
  if (type !== 'PER' && a > s.tokStart && TITLE_HEADS.has(tokens[a - 1]!.lower) && !tokens[a - 1]!.cap
    && ((type === 'ORG' || type === 'MISC') && (MALE_FIRST_NAMES.has(tokens[a]!.lower) || FEMALE_FIRST_NAMES.has(tokens[a]!.lower))
      || type === 'LOC' && STRICT_TITLE.has(tokens[a - 1]!.lower) && b - a >= 2 && b - a <= 3 && capitalizedWords(tokens, a, b))) type = 'PER';
  // an organization's span that holds a title with a first name after it is that person ("Harris County Commissioners
  // Tom Ramsey", "The Honorable Manuel Heart", "Senate Judiciary Committee Chairman Lindsey Graham")
  if ((type === 'ORG' || type === 'MISC') && b - a >= 3) {
    for (let j = b - 2; j >= a; j--) {
      const w = tokens[j]!.lower, n = tokens[j + 1]!;
      if (!STRICT_TITLE.has(w) && !(w.endsWith('s') && STRICT_TITLE.has(w.slice(0, -1))) && w !== 'honorable') continue;
      if (n.cap && knownFirstName(n.lower)) { type = 'PER'; a = j + 1; }
      break;
    }
  }
  // an organization's or a place's span ending in a title or an institution's word, a first name of the lists and a
  // surname is the organization, then that person ("Kamloops RCMP Constable Gary Gray", a review of Wikinews; "Alameda
  // County Supervisor Keith Carson", "Human Services Tommy Thompson": ~50 speakers on the press releases); not a place's
  // name ("North Carolina", "Northern Mariana Islands"), a group's ("… Republicans") or a capitals' run
  if ((type === 'ORG' || type === 'MISC' || type === 'LOC') && b - a >= 3) {
    const f = tokens[b - 2]!, l = tokens[b - 1]!, p = tokens[b - 3]!;
    if ((TITLE_HEADS.has(p.lower) || TITLE_MODIFIERS.has(p.lower) || BEFORE_A_NAME.has(p.lower)) && (MALE_FIRST_NAMES.has(f.lower) || FEMALE_FIRST_NAMES.has(f.lower))
      && f.kind === 'word' && l.kind === 'word' && l.cap && f.text !== f.text.toUpperCase() && l.text !== l.text.toUpperCase() && p.text !== p.text.toUpperCase()
      && !/^(san|santa|st\.|north|south|east|west|new)$/.test(p.lower) && !/(ans|ists|ats)$/.test(l.lower) && !NAMED_AFTER.has(l.lower) && !PLACE_AFTER.has(l.lower)
      && !knownFirstName(p.lower) && !usuallyLower(l.lower)) {
      for (let k = tag.start; k < tagEnd; k++) covered[k] = 1;
      // (a lone title or party word before the name is no organization: "Democrat Hillary Clinton")
      if (b - 2 - a > 1 || !(TITLE_HEADS.has(p.lower) || TITLE_MODIFIERS.has(p.lower) || /^(democrat|republican|independent)$/.test(p.lower))) mentions.push(mention(ctx, a, b - 2, type));
      mentions.push(mention(ctx, b - 2, b, 'PER'));
      return;
    }
  }
  // two people a title-case headline joins with "And" ("… Between Marco Rubio And Rand Paul At The GOP Debate"): each
  // a name of its own (PolNeAR train: one entity "Marco Rubio And Rand Paul" took six of Paul's quotes)
  if (type === 'PER' && b - a >= 3) {
    for (let c = a + 1; c < b - 1; c++) {
      if (tokens[c]!.text !== 'And' || !tokens[c + 1]!.cap) continue;
      tagMention(ctx, s, { start: tag.start, end: c - s.tokStart, type: tag.type }, covered, mentions);
      tagMention(ctx, s, { start: c + 1 - s.tokStart, end: tag.end, type: tag.type }, covered, mentions);
      return;
    }
  }
  if (type === 'PER' && b - a >= 2 && tokens[b - 1]!.cap) {
    const tail = tokens[b - 1]!.lower, named = NAMED_AFTER.get(tail);
    if (named) {
      // unless a headline's verb comes first: "Aderholt Supports The Protect Life Act" is Aderholt, not a law
      let e = a + 1;
      while (e < b - 1 && !headlineVerb(tokens[e]!)) e++;
      if (e < b - 1) { tagEnd -= b - e; b = e; } else type = named;
    } else {
      // the name ends before the headline's verb or noun ("Barbara Lee Leads Effort To Oppose HIV"), or a weekday
      // ("Senator John Hoeven Saturday gave …")
      let e = a + 1;
      while (e < b && !(tokens[e]!.cap && (HEADLINE_TAIL.has(tokens[e]!.lower) || HEADLINE_LINK.has(tokens[e]!.lower) || WEEKDAYS.has(tokens[e]!.lower)
        || e >= a + 2 && titleCaseSentence(ctx, s) && headlineVerbLike(tokens[e]!.lower)))) e++;
      if (e < b) { tagEnd -= b - e; b = e; }
    }
  }
  if (type === 'PER') {
    // a tagger may include the title in the name ("Border Czar Tom Homan", "Santa Barbara County Sheriff Bill
    // Brown"): the name starts after the last title word
    for (let j = b - 2; j >= a; j--) if (STRICT_TITLE.has(tokens[j]!.lower) && !givenNameTitle(ctx, mentions, j, b)) { a = j + 1; break; }
    // after "the" or "of" a long span starts with an organization ("Secretary of the Treasury Wally Adeyemo")
    // (not a name with a particle: "the government of Mohammad bin Salman")
    if (b - a >= 3 && a > 0 && (tokens[a - 1]!.lower === 'the' || tokens[a - 1]!.lower === 'of') && !NAME_PARTICLES.has(tokens[a + 1]!.text)) a++;
    while (a < b - 1 && (isTitleWord(withoutPeriod(tokens[a]!.lower)) || isTitleWord(tokens[a]!.lower)) && !givenNameTitle(ctx, mentions, a, b)) a++;
    // "… Equality Now, Inc.Lee told …": a company's suffix run into the next sentence's name is not part of it; nor a
    // speech verb opening the sentence ("Said MarJon Hudson, Director, …")
    while (a < b - 1 && (COMPANY_SUFFIXES.has(tokens[a]!.lower) || SPEECH_OPENERS.has(tokens[a]!.lower))) a++;
    // a first name and a particle the tagger left before a surname are the name's ("Arnel dela Vega")
    if (a - 2 >= s.tokStart && ctx.mentionAt[a - 1]! < 0 && ctx.mentionAt[a - 2]! < 0 && /^(dela|de|del|della|delos|van|von|der|den|da|di|du|dos|das|bin|ibn|al|el|la|le)$/.test(tokens[a - 1]!.text)) {
      const f = tokens[a - 2]!;
      if (f.kind === 'word' && f.cap && !isTitleWord(withoutPeriod(f.lower)) && !FUNCTION_WORDS.has(f.lower) && f.inQuote === tokens[a]!.inQuote) a -= 2;
    }
    // a first name the tagger left before a middle initial is the name's ("Francis G. Newlands")
    if (/^[A-Z]\.$/.test(tokens[a]!.text) && a > s.tokStart && a > 0 && ctx.mentionAt[a - 1]! < 0) {
      const f = tokens[a - 1]!;
      if (f.kind === 'word' && f.cap && !isTitleWord(withoutPeriod(f.lower)) && knownFirstName(f.lower)) a--;
    }
    // a lone title word is no name, unless a title stands before it ("Representative Dean")
    if (b - a === 1 && (FUNCTION_WORDS.has(tokens[a]!.lower) || isTitleWord(tokens[a]!.lower) && !(a > 0 && STRICT_TITLE.has(tokens[a - 1]!.lower)))) return;
  }
  // a possessive is not part of the name ("Richard Hudson's")
  let bb = b;
  while (bb > a + 1 && isPossessive(tokens[bb - 1]!.text)) bb--;
  if (bb <= a) return;
  if (isPartyState(tokens[a]!.text)) return; // party and state, as in (D-N.Y.)
  if (b - a === 1 && (MONTHS.has(tokens[a]!.lower) || WEEKDAYS.has(tokens[a]!.lower))) return;
  // a lone "Act", "Bill" or "Resolution" the tagger read as a person is the end of a law's name ("the Arctic Commitment Act")
  if (b - a === 1 && type === 'PER' && NAMED_AFTER.get(tokens[a]!.lower) === 'MISC') return;
  // a closing parenthesis the tagger ran the name into, with no opening one in it, is not the name's ("((WN)) And …")
  while (bb - a > 1 && tokens[bb - 1]!.text === ')' && !parenIn(tokens, a, bb - 1)) bb--;
  for (let k = Math.min(tag.start, a - s.tokStart); k < tagEnd; k++) covered[k] = 1;
  mentions.push(mention(ctx, a, bb, type));
}

// Tokens [a, b) hold an opening parenthesis.
function parenIn(tokens: readonly Token[], a: number, b: number): boolean {
  for (let k = a; k < b; k++) if (tokens[k]!.text === '(') return true;
  return false;
}

// Tokens [a, b) are all capitalized words.
function capitalizedWords(tokens: readonly Token[], a: number, b: number): boolean {
  for (let k = a; k < b; k++) if (tokens[k]!.kind !== 'word' || !tokens[k]!.cap) return false;
  return true;
}

/** `w` without one final period (w.replace(/\.$/, '')). */
const withoutPeriod = (w: string): string => w.length > 0 && w.charCodeAt(w.length - 1) === 46 ? w.slice(0, -1) : w;
/** /^['’]s?$/i: an apostrophe, or one and an s. */
export function isPossessive(w: string): boolean {
  const n = w.length;
  if (n === 0 || n > 2) return false;
  const c = w.charCodeAt(0);
  if (c !== 39 && c !== 0x2019) return false;
  if (n === 1) return true;
  const d = w.charCodeAt(1);
  return d === 115 || d === 83;
}
/** /^[DRI]-[A-Z]/: a party and a state ("D-N.Y."). */
function isPartyState(w: string): boolean {
  if (w.length < 3 || w.charCodeAt(1) !== 45) return false;
  const c = w.charCodeAt(0), d = w.charCodeAt(2);
  return (c === 68 || c === 82 || c === 73) && d >= 65 && d <= 90;
}

// capitalized words right after a capitalized title are a person's name ("Councilman Ray Burke"), whatever the tagger said
// (the sentence's mentions never overlap one another, so each token has at most one: `owner` finds those a run meets
// without a scan of all the sentence's mentions per title, which grew with the square of a sentence's length)
// (caps[0 .. nCaps): the sentence's capitalized tokens, in order, capClass their WORD_CLASS)
function titleRuns(ctx: Ctx, s: Sentence, covered: Uint8Array, mentions: MentionInfo[], caps: Int32Array, capClass: Int32Array, nCaps: number): void {
  const { tokens } = ctx;
  let owner: (MentionInfo | null)[] | null = null;
  let met: MentionInfo[] | null = null;
  for (let c = 0; c < nCaps; c++) {
    const k = caps[c]!;
    if (k >= s.tokEnd - 1) break;
    if ((capClass[c]! & W_STRICT) === 0) continue;
    let e = k + 1;
    // (not into a weekday: "Senator John Hoeven Saturday gave …"; nor a headline's verb: "Congresswoman Barbara Lee Takes …")
    while (e < s.tokEnd && e - k <= 3 && tokens[e]!.cap && tokens[e]!.kind === 'word' && (e === k + 1 || !isTitleWord(tokens[e]!.lower) && !HEADLINE_TAIL.has(tokens[e]!.lower) && !NAMED_AFTER.has(tokens[e]!.lower) && !WEEKDAYS.has(tokens[e]!.lower))
      && !FUNCTION_WORDS.has(tokens[e]!.lower) && !/^\p{Lu}{2,}$/u.test(tokens[e]!.text) && !(e >= k + 3 && titleCaseSentence(ctx, s) && headlineVerbLike(tokens[e]!.lower))) e++;
    if (e === k + 1) continue;
    // (an office addressed by its title alone is no one's name: "Mr. Chairman, I rise …", "Madam Speaker")
    if (e === k + 2 && TITLE_HEADS.has(tokens[k + 1]!.lower) && ADDRESS_HONORIFIC.test(tokens[k]!.lower)) continue;
    // "a General Santos City hospital", "the Gen. Santos Doctors' Hospital": the run goes on into a place's or an
    // institution's name, which a title does not make a person's
    {
      let place = -1;
      for (let j = k + 1; j < e && place < 0; j++) if (PLACE_AFTER.has(tokens[j]!.lower)) place = j;
      let f = e;
      if (f < s.tokEnd && isPossessive(tokens[f]!.text)) f++;
      if (place >= 0 || f < s.tokEnd && tokens[f]!.cap && PLACE_AFTER.has(tokens[f]!.lower)) {
        // (a person the tagger read in the run is none; a run that holds the place word is that place, title and all)
        owner ??= ownersOf(s, mentions);
        for (let j = k + 1; j < e; j++) {
          const m = owner[j - s.tokStart];
          if (!m || m.type !== 'PER') continue;
          mentions.splice(mentions.lastIndexOf(m), 1);
          for (let x = m.tokStart; x < m.tokEnd; x++) owner[x - s.tokStart] = null;
        }
        if (place >= 0 && owner[k - s.tokStart] === null && owner[place - s.tokStart] === null) {
          const m = mention(ctx, k, place + 1, TOWN_WORDS.has(tokens[place]!.lower) ? 'LOC' : 'ORG');
          mentions.push(m);
          for (let x = k; x <= place; x++) { owner[x - s.tokStart] = m; covered[x - s.tokStart] = 1; }
        }
        continue;
      }
    }
    let n0 = k + 1;
    while (n0 < e - 1 && isTitleWord(tokens[n0]!.lower)) n0++; // "Congressman Dr. Neal Dunn": the name is "Neal Dunn"
    const rel = (j: number) => j - s.tokStart;
    owner ??= ownersOf(s, mentions);
    // the mentions the run meets: a person span as long as the run stands; a shorter one ("Rochester" of "Monica
    // Rochester") or another type gives way
    met ??= [];
    met.length = 0;
    for (let j = k + 1; j < e; j++) { const m = owner[rel(j)]; if (m && !met.includes(m)) met.push(m); }
    let already = false;
    for (const m of met) {
      if (m.type === 'PER' && m.tokStart <= n0 && m.tokEnd >= e) { already = true; continue; }
      mentions.splice(mentions.lastIndexOf(m), 1);
      for (let j = m.tokStart; j < m.tokEnd; j++) owner[rel(j)] = null;
    }
    if (already) continue;
    for (let j = n0; j < e; j++) covered[rel(j)] = 1;
    const m = mention(ctx, n0, e, 'PER');
    mentions.push(m);
    for (let j = n0; j < e; j++) owner[rel(j)] = m;
  }
}

// The mention over each token of sentence s (by its place in the sentence), from the sentence's mentions so far (the
// last ones of `mentions`).
function ownersOf(s: Sentence, mentions: readonly MentionInfo[]): (MentionInfo | null)[] {
  const owner: (MentionInfo | null)[] = [];
  for (let j = s.tokStart; j < s.tokEnd; j++) owner.push(null);
  for (let i = mentions.length - 1; i >= 0 && mentions[i]!.tokEnd > s.tokStart; i--) {
    const m = mentions[i]!;
    for (let j = Math.max(m.tokStart, s.tokStart); j < m.tokEnd && j < s.tokEnd; j++) owner[j - s.tokStart] = m;
  }
  return owner;
}

// a lone capitalized word right before a speech verb is a speaker's name ("Homan said", "Casicas also asked")
// even if the tagger missed it; at the start of a sentence only when the word is not a common opener
// (caps[0 .. nCaps): the sentence's capitalized tokens, in order, capClass their WORD_CLASS)
function namesBeforeCues(ctx: Ctx, s: Sentence, covered: Uint8Array, mentions: MentionInfo[], caps: Int32Array, capClass: Int32Array, nCaps: number): void {
  const { tokens } = ctx;
  for (let c = 0; c < nCaps; c++) {
    const k = caps[c]!;
    if (k >= s.tokEnd - 1) break;
    const t = tokens[k]!;
    const cls = capClass[c]!;
    if (covered[k - s.tokStart] || t.kind !== 'word' || (cls & (W_FUNCTION | W_TITLE)) !== 0) continue;
    let v = k + 1;
    if (v < s.tokEnd - 1 && CUE_MODIFIERS.has(tokens[v]!.lower) && !BE_OR_HAVE.has(tokens[v]!.lower)) v++;
    if (!CUE_FORMS.get(tokens[v]!.lower)?.speech || k > 0 && tokens[k - 1]!.cap && tokens[k - 1]!.sent === t.sent) continue;
    if ((cls & W_DATE) !== 0 || usuallyLower(t.lower) || CONTRACTED_I.test(t.lower)) continue; // "on Friday announced", "Analysts said", "I'd say"
    // (nor a suffix after a name and a comma: "The Rev. Dr. Martin Luther King, Jr. said" is King, not a person "Jr.")
    if (CREDENTIALS.has(t.lower)) continue;
    if (k > s.tokStart || !SENTENCE_OPENERS.has(t.lower)) mentions.push(mention(ctx, k, k + 1, 'PER'));
  }
}

// "…," said Case, a member of the committee.": a capitalized word right after a verb of saying, before a comma or the
// sentence's end, that is the surname of a person named earlier ("Congressman Ed Case") is that person; a surname that is
// also a word ("Case", "Price", "Long") was left unnamed there, and the description after it made the speaker an unnamed
// source (a review of press releases).
function namesAfterCues(ctx: Ctx, s: Sentence, covered: Uint8Array, mentions: MentionInfo[], caps: Int32Array, nCaps: number): void {
  const { tokens } = ctx;
  for (let c = 0; c < nCaps; c++) {
    const k = caps[c]!;
    if (k === s.tokStart || covered[k - s.tokStart]) continue;
    const t = tokens[k]!, prev = tokens[k - 1]!, next = tokens[k + 1];
    if (t.kind !== 'word' || prev.cap || !next || !/^[,.]$/.test(next.text) || !CUE_FORMS.get(prev.lower)?.speech) continue;
    let known = false;
    for (let i = mentions.length - 1; i >= 0 && !known; i--) {
      const m = mentions[i]!;
      if (m.type === 'PER' && m.start < t.start && m.tokEnd - m.tokStart >= 2 && tokens[m.tokEnd - 1]!.lower === t.lower) known = true;
    }
    if (known && !mentions.some((m) => m.tokStart <= k && m.tokEnd > k)) { covered[k - s.tokStart] = 1; mentions.push(mention(ctx, k, k + 1, 'PER')); }
  }
}

// a "person" inside another person's title is an affiliation ("Scripps Oceanography director Margaret Leinen")
// (mentions are in text order and a title stands right before its name: walk back from the name)
function affiliations(ctx: Ctx, mentions: MentionInfo[]): void {
  mentions.forEach((m, mi) => {
    if (!m.title) return;
    for (let i = mi - 1; i >= 0; i--) {
      const o = mentions[i]!;
      if (o.end <= m.title.start) break;
      if (o.end > m.title.end) continue;
      if (o.start < m.title.start) m.title = { start: o.start, end: m.title.end, text: ctx.text.slice(o.start, m.title.end) };
      if (o.type === 'PER') o.type = 'ORG';
    }
  });
}

// A court case is one name of its own, not two people: "Dobbs v. Jackson", "Roe vs. Wade" (with the period: a sports
// fixture's "v" stands between two teams, "Germany v Brazil")
function joinCaseNames(ctx: Ctx, mentions: MentionInfo[]): void {
  const t = ctx.tokens;
  for (let i = 0; i + 1 < mentions.length; i++) {
    const m = mentions[i]!, n = mentions[i + 1]!;
    if (n.tokStart !== m.tokEnd + 1 || !/^(v\.|vs\.)$/.test(t[m.tokEnd]!.lower)) continue;
    mentions.splice(i, 2, newMention(m.start, n.end, m.tokStart, n.tokEnd, 'name', 'MISC', null, -1, m.inQuote));
  }
}

// "Harold “Hal” Rogers": a first name, a quoted nickname and a surname are one person's name (the nickname and its
// quotation marks drop out of the words the name is compared by, and of its canonical form)
function joinNicknames(ctx: Ctx, mentions: MentionInfo[]): void {
  const t = ctx.tokens;
  for (let i = 0; i + 1 < mentions.length; i++) {
    const m = mentions[i]!;
    if (m.type !== 'PER' || m.tokEnd >= t.length || t[m.tokEnd]!.kind !== 'quote' || t[m.tokEnd]!.qrole !== 'open') continue;
    let c = m.tokEnd + 1;
    while (c < t.length && c - m.tokEnd <= 3 && t[c]!.kind === 'word' && t[c]!.cap) c++;
    if (c === m.tokEnd + 1 || c >= t.length || t[c]!.kind !== 'quote' || t[c]!.qrole !== 'close') continue;
    let j = i + 1;
    while (j < mentions.length && mentions[j]!.tokEnd <= c) j++; // the nickname, if it was tagged
    const last = mentions[j];
    if (!last || last.type !== 'PER' || last.tokStart !== c + 1) continue;
    mentions.splice(i, j - i + 1, newMention(m.start, last.end, m.tokStart, last.tokEnd, m.kind, m.type, m.title, m.entity, m.inQuote));
  }
}

function mention(ctx: Ctx, a: number, b: number, type: MentionInfo['type']): MentionInfo {
  const t = ctx.tokens;
  return newMention(t[a]!.start, t[b - 1]!.end, a, b, 'name', type, null, -1, t[a]!.inQuote >= 0);
}

/**
 * A title word that is as often a given name, "Dean", right before a lone surname ending the name: the person's first name
 * ("Senator Dean Heller", "said Dean Clancy, Senior Health Policy Fellow at …"), not a title, which a full name follows
 * ("Law School Dean Erwin Chemerinsky"). A review of press releases 11,000-11,059 and 5,000-5,029: "Heller", "Clancy"
 * were the names given; in 20,000 releases "Dean" before a single capitalized word is a first name ~60 times in 60.
 */
const GIVEN_NAME_TITLES: ReadonlySet<string> = new Set(['dean']);
// (unless a person of that surname with another first name was named before: "Vikram Amar …" then "Dean Amar", the title;
// a scan of the names found so far only for the rare word itself)
function givenNameTitle(ctx: Ctx, before: readonly MentionInfo[], k: number, end: number): boolean {
  const tokens = ctx.tokens;
  if (!(GIVEN_NAME_TITLES.has(tokens[k]!.lower) && tokens[k]!.cap && end === k + 2 && tokens[k + 1]!.kind === 'word' && tokens[k + 1]!.cap)) return false;
  const surname = tokens[k + 1]!.lower;
  for (const m of before) if (m.type === 'PER' && m.tokEnd - m.tokStart >= 2 && tokens[m.tokEnd - 1]!.lower === surname && tokens[m.tokStart]!.lower !== tokens[k]!.lower) return false;
  return true;
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
    if (!sawHead && t.cap) {
      // "Secretary of the Treasury", "Minister of Foreign Affairs": a head, "of" and a department before the name
      let j = a - 1;
      while (j > sentStart && a - j < 4 && tokens[j - 1]!.cap && tokens[j - 1]!.kind === 'word') j--;
      let o = j;
      if (o > sentStart && tokens[o - 1]!.lower === 'the') o--;
      if (o > sentStart + 1 && tokens[o - 1]!.lower === 'of' && TITLE_HEADS.has(tokens[o - 2]!.lower)) { a = o - 2; sawHead = true; continue; }
    }
    const l = t.lower;
    if (FUNCTION_WORDS.has(l) || MONTHS.has(l) || WEEKDAYS.has(l) || NOT_IN_TITLE.has(l)) break;
    if (TITLE_HEADS.has(l)) { sawHead = true; a--; continue; }
    // a dateline's place in capitals opening the sentence ("WASHINGTON Congresswoman Barbara Lee")
    if (a - 1 === sentStart && /^[A-Z]{3,}$/.test(t.text)) break;
    const leads = TITLE_MODIFIERS.has(l) || (t.cap && (a - 1 > sentStart || ADJECTIVAL.test(l)));
    if (sawHead && leads) { a--; continue; }
    break;
  }
  if (!sawHead) return null;
  const s = tokens[a]!.start, e = tokens[nameStart - 1]!.end;
  return { start: s, end: e, text: ctx.text.slice(s, e) };
}

const ADJECTIVAL = /(al|an|ic|ive|ary|ern|ese|ish|ian)$/;
/** Words before a title that are none of it: a time, a letter's salutation, the capital's dateline ("D.C. Senator"). */
const NOT_IN_TITLE: ReadonlySet<string> = new Set(['today', 'yesterday', 'tonight', 'dear', 'd.c.', 'dc', 'd.c']);

const ACRONYM = /^\p{Lu}[\p{Lu}&]{1,7}$/u;
// (a loop, not slice/filter/map/join: an empty filter result is an array of another elements kind, and the optimized
// caller deoptimizes on it)
const initials = (ctx: Ctx, a: number, b: number) => {
  let s = '';
  for (let k = a; k < b; k++) { const t = ctx.tokens[k]!; if (t.cap) s += t.text.charAt(0); }
  return s;
};

// "Immigration and Customs Enforcement (ICE)": the name before a parenthesized acronym is extended to the words whose
// initials spell it, the acronym becomes a mention of the same organization, and so does every later "ICE".
function linkAcronyms(ctx: Ctx, mentions: MentionInfo[]): void {
  const { tokens } = ctx;
  const known = new Set<string>();
  for (let i = 0; i < mentions.length; i++) {
    const m = mentions[i]!;
    if (m.type === 'PER') continue;
    const acr = tokenAt(tokens, m.tokEnd + 1);
    if (!textAt(tokens, m.tokEnd, '(') || !textAt(tokens, m.tokEnd + 2, ')') || !acr || !ACRONYM.test(acr.text)) continue;
    let a = m.tokStart;
    while (a > 0 && initials(ctx, a, m.tokEnd).length < acr.text.replace('&', '').length) {
      const t = tokens[a - 1]!;
      if (t.sent !== tokens[m.tokStart]!.sent || !(t.cap || /^(and|of|for|the|&)$/.test(t.lower))) break;
      a--;
    }
    if (initials(ctx, a, m.tokEnd) === acr.text.replace('&', '')) { m.tokStart = a; m.start = tokens[a]!.start; }
    known.add(acr.text);
  }
  if (!known.size) return;
  const covered = new Uint8Array(tokens.length);
  for (const m of mentions) covered.fill(1, m.tokStart, m.tokEnd);
  // (a token's length and first unit are compared with the acronyms' before the set is asked: most words are not near)
  let minLen = Infinity, maxLen = 0;
  const firsts: number[] = [];
  for (const a of known) { minLen = Math.min(minLen, a.length); maxLen = Math.max(maxLen, a.length); firsts.push(a.charCodeAt(0)); }
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k]!, x = t.text;
    if (x.length < minLen || x.length > maxLen || !firsts.includes(x.charCodeAt(0))) continue;
    if (t.kind === 'word' && !covered[k] && known.has(x) && !ctx.paragraphs[t.para]!.boilerplate) mentions.push(mention(ctx, k, k + 1, 'ORG'));
  }
  sortByStart(mentions);
}
