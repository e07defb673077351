import { textAt, type Ctx, type MentionInfo } from '../../pipeline/context.js';
import type { Entity, Speaker } from '../../model/types.js';
import { CUE_FORMS, CUE_MODIFIERS } from '../../lexicon/cues.js';
import { ANONYMOUS_HEADS, ANONYMOUS_DETERMINERS, EVIDENCE_HEADS, INSTITUTIONS } from '../../lexicon/anonymous.js';
import { PLURAL_TITLES, TITLE_HEADS, TITLE_MODIFIERS, roleWord } from '../../lexicon/titles.js';
import { MEDIUM_NOUNS } from '../../lexicon/media.js';
import { PERSONAL_PRONOUNS, WEEKDAYS } from '../../lexicon/stopwords.js';
import { titleCaseSentence } from '../04-entities/names.js';
import { roleHolder } from '../04-entities/cluster.js';
import { fixedPosTag, tagPos, tagPosFrom } from '../../learn/pos.js';
import { WINDOW as POS_WINDOW } from '../../learn/features.js';

/** A token range [a, b). */
export type Range = [number, number];

// Words that end a source noun phrase when walking left from a cue (clause openers, relative pronouns).
const LEFT_STOP = new Set(['that', 'which', 'who', 'whom', 'whose', 'when', 'where', 'while', 'because', 'as', 'if', 'but', 'and', 'or',
  'so', 'although', 'though', 'since', 'after', 'before', 'until', 'than', 'what', 'how', 'why', 'also', 'is', 'was', 'are', 'were',
  'not', 'to', 'in', 'on', 'at', 'by', 'during', 'into', 'about', 'said', 'says', 'say', 'told', 'has', 'have', 'had', 'will', 'would']);
// Words that end a source noun phrase when walking right from a cue ("said Smith in a statement").
const RIGHT_STOP = new Set(['in', 'on', 'at', 'during', 'after', 'before', 'when', 'while', 'as', 'that', 'and', 'but', 'because',
  'to', 'about', 'last', 'this', 'on', 'today', 'yesterday', 'tuesday', 'monday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday',
  'who', 'which', 'if', 'adding', 'noting', 'calling', 'saying', 'referring', 'citing', 'pointing', 'explaining', 'describing',
  // a finite verb ends a noun phrase ("said the bill would pass" has no source after the cue)
  'would', 'will', 'could', 'should', 'can', 'may', 'might', 'must', 'is', 'was', 'are', 'were', 'has', 'have', 'had', 'does', 'did']);
// The auxiliaries of LEFT_STOP, which open a relative clause's verb after its pronoun.
const RELATIVE_AUX = new Set(['is', 'was', 'are', 'were', 'has', 'have', 'had', 'will', 'would']);
const NP_INNER = new Set(['of', 'for', 'with', 'from', 'the', 'a', 'an', 'to', 'familiar', 'close', 'knowledge', 'and', 'at', 'in', 'on']);
const PREPOSITIONS = new Set(['of', 'for', 'with', 'from', 'to', 'at', 'in', 'on', 'by', 'about', 'without', 'into']);
export const SUBJECT_PRONOUNS: ReadonlySet<string> = new Set(['he', 'she', 'they', 'i', 'we', 'it', 'you']);

export function isCue(ctx: Ctx, k: number, speechOnly = false): boolean {
  const t = ctx.tokens[k];
  if (!t || t.kind !== 'word' || t.inQuote >= 0) return false;
  // a capitalized word inside a sentence is a name, not a verb ("the United States’ military", "The Washington Post"),
  // but in a headline a verb of saying ("…, Former White House Doctor Says.")
  if (t.cap && k > 0 && ctx.tokens[k - 1]!.sent === t.sent && ctx.tokens[k - 1]!.kind !== 'quote'
    && !(HEADLINE_SAYING.has(t.lower) && titleCaseSentence(ctx, ctx.sentences[t.sent]!))) return false;
  const c = CUE_FORMS.get(t.lower);
  if (!c || speechOnly && !c.speech) return false;
  // after a determiner or "of" the word is a noun ("the secretary of state", "the report", "a claim"; a plural noun after a
  // noun or a number, "member states", "50 states": notSaidHere)
  const prev = k > 0 && ctx.tokens[k - 1]!.sent === t.sent ? ctx.tokens[k - 1]! : null;
  if (prev && NOT_BEFORE_VERB.has(prev.lower)) return false;
  // and a participle past an adverb: "a recently proposed change", "the widely reported claim" (not "his family said")
  if (prev && t.lower.endsWith('ed') && prev.lower.endsWith('ly') && !prev.cap && k > 1) { const p2 = ctx.tokens[k - 2]!; if (p2.sent === t.sent && NOT_BEFORE_VERB.has(p2.lower)) return false; }
  // after a nationality or other such name, a form in -s is a plural noun: "the two Post-Soviet states", "Gulf states"
  if (prev && t.lower.endsWith('s') && prev.cap) { const mi = ctx.mentionAt[k - 1]!; if (mi >= 0 && ctx.mentions[mi]!.type === 'MISC') return false; }
  if (notSaidHere(ctx, k, c.lemma)) return false;
  // a noun in the possessive ("Washington state's vote-by-mail system"; not one after it: "Trump's claim that …" is
  // a cue in PolNeAR)
  const next = ctx.tokens[k + 1];
  if (next && next.sent === t.sent && /^['’]s?$/.test(next.text)) return false;
  return true;
}

// Token k follows a possessive of a noun ("the party's") or a superlative after a determiner ("the nearest", "its largest"),
// perhaps past an adverb ("The nearest previously known black hole")
function adjectivalSlot(ctx: Ctx, k: number): boolean {
  if (k > 2 && ctx.tokens[k - 1]!.kind === 'word' && !ctx.tokens[k - 1]!.cap && ctx.tokens[k - 1]!.lower.endsWith('ly')) k--;
  const p = ctx.tokens[k - 1]!, p2 = ctx.tokens[k - 2]!;
  if (p2.sent !== p.sent) return false;
  if (POSSESSIVE.test(p.text)) return p2.kind === 'word' && !SUBJECT_PRONOUNS.has(p2.lower) && !/^(that|there|who|what|here|where|it)$/.test(p2.lower);
  return p.kind === 'word' && /[^aeiou]est$/.test(p.lower) && /^(the|its|his|her|their|our|a)$/.test(p2.lower);
}

// What follows "state(s)" as a verb of statement: its complement or object, or the end of its clause.
const STATE_VERB_NEXT: ReadonlySet<string> = new Set(['that', 'their', 'its', 'his', 'her', 'the', 'in', 'a', 'an', 'this', 'these', 'those', 'our', 'my',
  'your', ':', ',', '.', 'clearly', 'explicitly', 'simply', 'only', 'otherwise', 'unequivocally', 'plainly', 'flatly', 'publicly']);
// The ends of adjectives before a noun ("the most populous state").
const ADJECTIVE_END = /(?:ous|ful|ive|ic|ern)$/;

// Verbs of saying a headline capitalizes ("Trump Says …", "…, Doctor Says."); not "States", "Reports", "Claims" (nouns as often).
const HEADLINE_SAYING: ReadonlySet<string> = new Set(['says', 'said', 'tells', 'told', 'warns', 'warned', 'urges', 'urged', 'insists', 'denies', 'denied',
  'admits', 'argues', 'asks', 'predicts', 'vows', 'pledges', 'writes', 'announces', 'declares', 'confirms', 'stresses', 'explains', 'suggests']);

/**
 * Whether the reporting word at token k (of this lemma) says nothing here, by the words after it: "slammed into the
 * coast", "swore her in", "was admitted to the hospital", "confirmed judge Barrett to the Supreme Court".
 */
export function notSaidHere(ctx: Ctx, k: number, lemma: string): boolean {
  const t = ctx.tokens[k]!, n1 = ctx.tokens[k + 1], n2 = ctx.tokens[k + 2], p = k > 0 ? ctx.tokens[k - 1]! : null;
  const prev = p && p.sent === t.sent ? p : null;
  if (prev && pluralNoun(prev, t)) return true; // ("phone calls", "member states")
  // "both states", "Rust Belt states", "red states": the noun, after a word no verb "states" follows (a review of PolNeAR
  // train: "could put both states out of his reach" read as a statement of "The loss could put both")
  if (prev && t.lower === 'states' && STATES_NOUN_BEFORE.has(prev.lower)) return true;
  // "state(s)" is a verb of statement only before what is stated ("It states that …", "They state their case", "as the
  // document states."): the noun is before anything else ("state politicians", "State spokesman Mark Toner", "every state
  // and …"), or after a modifier ("this suddenly must-have state is …", "the most populous state,", "a Super Tuesday
  // state,"). On PolNeAR train the engine read 17 such nouns as cues, none a gold cue; the 6 gold cues are kept.
  if (t.lower === 'state' || t.lower === 'states') {
    const next = n1 && n1.sent === t.sent ? n1.lower : '';
    if (!STATE_VERB_NEXT.has(next)) return true;
    if (prev && (prev.cap && !prev.lower.endsWith('s') && ctx.sentences[t.sent]!.tokStart !== k - 1 || ADJECTIVE_END.test(prev.lower))) return true;
  }
  // a participle before a noun after a quantifier, a preposition or an adverb opening the sentence: an adjective ("Some
  // estimated death tolls", "Amongst reported incidents of abuse", "Newly announced grant recipients include …")
  if (t.lower.endsWith('ed') && (!prev || ADJECTIVE_BEFORE.has(prev.lower) || prev.lower.endsWith('ly') && ctx.sentences[t.sent]!.tokStart === k - 1) && beforeNoun(ctx, k)) return true;
  // so too one between a possessive or a superlative and a noun: "the party's expected nominee", "the nearest known black
  // hole" (not "he's told reporters": "'s" after a pronoun is "has")
  if (prev && k > 1 && /(?:ed|[ow]n)$/.test(t.lower) && adjectivalSlot(ctx, k) && beforeNoun(ctx, k)) return true;
  // a participle after the object of a preposition opening the sentence modifies that object, the sentence's verb after
  // the comma: "In a video message posted to Twitter, Warren commended …", "In a statement released after the attack,
  // the Department of Defense justified …"
  if (prev && t.lower.endsWith('ed') && n1 && n1.sent === t.sent && REDUCED_RELATIVE_NEXT.has(n1.lower) && frontedObjectBefore(ctx, k)) return true;
  // a noun: "her private email account", "office emails" (PolNeAR train: an email noun before account, server, address …
  // was a cue 0 times in 151)
  if (lemma === 'email' && (prev && EMAIL_NOUN_BEFORE.has(prev.lower) || n1 && n1.sent === t.sent && EMAIL_COMPOUNDS.has(n1.lower))) return true;
  // right after an article, a noun or an adjective, unless a complement follows it as one follows a noun of saying ("the
  // question we must ask", "the announced closing", "a noted vaccine researcher", "introduced the Supporting … Act"; not
  // "the claim that …", "a call for …"): on 11,842 press releases 24 attributions, all false; PolNeAR train and dev
  // within ±0.02
  if (prev && (prev.lower === 'the' || prev.lower === 'a' || prev.lower === 'an') && !(n1 && n1.sent === t.sent && NOUN_COMPLEMENT.has(n1.lower))) return true;
  if (!n1 || n1.sent !== t.sent) return false;
  // "All told, 5 million people …": a sum, not a telling
  if (t.lower === 'told' && prev?.lower === 'all' && n1.text === ',') return true;
  // phrasal verbs of no saying: "called off the merger", "showed up at her door"; "found a receptive audience" (PolNeAR
  // train: "found a/an" a cue 0 times in 10, "called off" 0 in 3)
  // (not "found a policy like Baby Bonds would reduce …": a clause, its verb an auxiliary; nor what a study or a report
  // found: "The report found a widespread practice of …")
  if (lemma === 'call' && n1.lower === 'off' || lemma === 'show' && n1.lower === 'up') return true;
  // (so too a count of things found: "investigators found | over 2,200 emails on the server")
  if (lemma === 'find' && (n1.lower === 'a' || n1.lower === 'an' || n1.kind === 'num' || /^(over|nearly|almost|about|roughly|some)$/.test(n1.lower) && n2?.kind === 'num')
    && !auxiliaryAfter(ctx, k + 2) && !findingBy(ctx, k)) return true;
  if (lemma === 'slam' && n1.lower === 'into') return true;
  // a noun of a compound: "MSNBC's morning news talk show Morning Joe", "talk radio"
  if (lemma === 'talk' && /^(show|shows|radio|host|hosts)$/.test(n1.lower)) return true;
  if (lemma === 'swear' && (n1.lower === 'in' || n2?.lower === 'in' && n2.sent === t.sent)) return true;
  if (lemma === 'admit' && n1.lower === 'to' && !!n2 && (n2.cap || /^(the|a|an|his|her|their)$/.test(n2.lower))) return true;
  // an office sought: "Harris previously sought the Democratic presidential nomination", "seek reelection" (PolNeAR
  // train: a cue 2 times in 12; "sought to delay the vote" is one)
  if (lemma === 'seek' && officeSought(ctx, k)) return true;
  // a telephone call: "register by calling Congressman Bilirakis's office at 727-232-2921", "call the hotline"
  if (lemma === 'call' && phoneCall(ctx, k)) return true;
  return lemma === 'confirm' && appointed(ctx, k + 1);
}

// The object of "seek" at token k is an office: its noun within five words, before any punctuation or clause.
function officeSought(ctx: Ctx, k: number): boolean {
  const t = ctx.tokens;
  for (let j = k + 1; j < t.length && j <= k + 5 && t[j]!.sent === t[k]!.sent && t[j]!.kind === 'word' && !/^(to|that|from|for|with)$/.test(t[j]!.lower); j++) {
    if (OFFICES_SOUGHT.has(t[j]!.lower)) return true;
  }
  return false;
}
const OFFICES_SOUGHT: ReadonlySet<string> = new Set(['nomination', 'presidency', 'office', 'reelection', 're-election', 'seat', 'governorship', 'candidacy']);

// Tokens from the sentence's start to k: a preposition, a determiner and up to four lowercase words, with a comma within
// the ten tokens after k ("In | a video message | posted to Twitter, …")
function frontedObjectBefore(ctx: Ctx, k: number): boolean {
  const t = ctx.tokens, s0 = ctx.sentences[t[k]!.sent]!.tokStart;
  // (not a subordinator's clause: "After the appeals court refused to reconsider the decision, …"; nor an infinitive after
  // "to": "In a presidential year expected to produce record turnout, …" is a hedge PolNeAR marks)
  if (k - s0 < 3 || k - s0 > 6 || !/^(in|on|at|with|through|via)$/.test(t[s0]!.lower) || !/^(a|an|the|his|her|their|its)$/.test(t[s0 + 1]!.lower)) return false;
  if (t[k + 1]!.lower === 'to' && !(t[k + 2]?.cap || /^(the|a|an|his|her|their|its)$/.test(t[k + 2]?.lower ?? ''))) return false;
  for (let j = s0 + 2; j < k; j++) if (t[j]!.kind !== 'word' || t[j]!.cap) return false;
  for (let j = k + 2; j < k + 10 && j < t.length && t[j]!.sent === t[k]!.sent; j++) if (t[j]!.text === ',') return true;
  return false;
}
const REDUCED_RELATIVE_NEXT: ReadonlySet<string> = new Set(['to', 'on', 'in', 'at', 'by', 'after', 'before', 'during', 'via', 'from', 'with', 'online', 'earlier', 'last', 'this']);

// A study, a report, a survey … among the four words before token k: what it found is its finding
function findingBy(ctx: Ctx, k: number): boolean {
  for (let j = k - 1; j >= 0 && j >= k - 4 && ctx.tokens[j]!.sent === ctx.tokens[k]!.sent; j--) if (FINDERS.has(ctx.tokens[j]!.lower) || DOCUMENT_NOUNS.has(ctx.tokens[j]!.lower)) return true;
  return false;
}
const FINDERS: ReadonlySet<string> = new Set(['study', 'studies', 'report', 'reports', 'survey', 'surveys', 'poll', 'polls', 'analysis', 'audit', 'review',
  'investigation', 'inquiry', 'research', 'researchers', 'data', 'cdc', 'gao', 'inspector', 'evaluation', 'assessment', 'commission', 'panel']);

// An auxiliary or a form of "be" within the next 12 tokens of k's sentence, before a comma
function auxiliaryAfter(ctx: Ctx, k: number): boolean {
  const t = ctx.tokens;
  for (let j = k; j < t.length && j < k + 12 && t[j]!.sent === t[k - 1]!.sent && t[j]!.text !== ','; j++) if (AUXILIARIES.has(t[j]!.lower)) return true;
  return false;
}

// "calling the office at 727-232-2921", "call the NEAR hotline": an office, a line or a number within the next words
function phoneCall(ctx: Ctx, k: number): boolean {
  const t = ctx.tokens;
  for (let j = k + 1; j < t.length && j <= k + 8 && t[j]!.sent === t[k]!.sent; j++) {
    if (/^(office|offices|hotline|helpline|line|number|toll-free|switchboard)$/.test(t[j]!.lower) || t[j]!.kind === 'num' && /\d{3}-\d{4}/.test(t[j]!.text)) return true;
    if (/^(on|for|to|that)$/.test(t[j]!.lower) && j === k + 1) return false; // "called on", "called for", "called to", "called that"
  }
  return false;
}

// "confirmed judge Amy Coney Barrett to the Supreme Court", "confirmed Smith as ambassador": a person confirmed in an office
function appointed(ctx: Ctx, k: number): boolean {
  let j = k;
  while (j < ctx.tokens.length && j < k + 3 && ctx.mentionAt[j]! < 0 && TITLE_HEADS.has(ctx.tokens[j]!.lower)) j++;
  const mi = ctx.mentionAt[j] ?? -1, m = mi >= 0 ? ctx.mentions[mi]! : null;
  return !!m && m.type === 'PER' && m.tokStart === j && /^(to|as)$/.test(ctx.tokens[m.tokEnd]?.lower ?? '');
}

// Words that open a noun of saying's complement ("the claim that", "a call for", "the criticism of")
const NOUN_COMPLEMENT: ReadonlySet<string> = new Set(['that', 'of', 'for', 'from', 'to', 'about', 'by', 'on', 'against', 'with', 'over']);

// Words before "email" that make it a noun, and nouns it modifies ("a private email account")
const EMAIL_NOUN_BEFORE: ReadonlySet<string> = new Set(['a', 'an', 'the', 'his', 'her', 'their', 'its', 'our', 'my', 'your', 'this', 'that', 'these', 'those',
  'private', 'personal', 'office', 'official', 'government', 'work', 'internal', 'chain', 'campaign', 'leaked', 'hacked', 'deleted']);
const EMAIL_COMPOUNDS: ReadonlySet<string> = new Set(['account', 'accounts', 'server', 'servers', 'address', 'addresses', 'system', 'systems', 'chain', 'exchange',
  'exchanges', 'correspondence', 'practices', 'scandal', 'controversy', 'investigation', 'probe', 'messages', 'list', 'lists', 'inbox', 'records']);

// Words after which a participle before a noun is an adjective
const ADJECTIVE_BEFORE: ReadonlySet<string> = new Set(['some', 'many', 'several', 'most', 'few', 'all', 'other', 'such', 'amongst', 'among', 'multiple',
  'numerous', 'various', 'unconfirmed', 'previously', 'newly', 'recently']);
// Token k + 1 is a noun-like word: lowercase, not a function word that opens a clause or a phrase
function beforeNoun(ctx: Ctx, k: number): boolean {
  const n = ctx.tokens[k + 1];
  return !!n && n.sent === ctx.tokens[k]!.sent && n.kind === 'word' && !n.cap && !NOT_NOUN_OPENERS.has(n.lower);
}
const NOT_NOUN_OPENERS: ReadonlySet<string> = new Set(['that', 'to', 'by', 'in', 'on', 'at', 'for', 'with', 'from', 'about', 'as', 'of', 'the', 'a', 'an',
  'his', 'her', 'their', 'its', 'our', 'it', 'they', 'he', 'she', 'we', 'i', 'you', 'this', 'these', 'those', 'and', 'or', 'but', 'if', 'whether', 'when',
  'after', 'before', 'earlier', 'today', 'yesterday', 'last', 'new', 'more']);

// A form in -s after a noun or a number is a plural noun ("member states", "phone calls", "50 states"; not after a day
// or a year: "released on August 3rd reveals", "in 2019 shows")
const pluralNoun = (prev: { lower: string; kind: string }, t: { lower: string }): boolean => t.lower.endsWith('s')
  && (BEFORE_PLURAL_NOUN.has(prev.lower) || prev.kind === 'num' && !/(?:st|nd|rd|th)$|^\d{4}$/.test(prev.lower));

// (nouns and adjectives that make a compound with "states", "claims", "charges"; not quantifiers: "made many promises" is a cue)
const BEFORE_PLURAL_NOUN: ReadonlySet<string> = new Set(['member', 'nation', 'island', 'border', 'coastal', 'southern', 'northern', 'western', 'eastern',
  'neighboring', 'neighbouring', 'swing', 'battleground', 'territorial', 'maritime', 'criminal', 'federal', 'fifty', 'phone', 'telephone', 'robo']);

const STATES_NOUN_BEFORE: ReadonlySet<string> = new Set(['both', 'all', 'other', 'several', 'some', 'many', 'most', 'these', 'those', 'few', 'such',
  'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'dozen', 'belt', 'red', 'blue', 'purple', 'key', 'our', 'their', 'his', 'her',
  'its', 'your', 'my', 'individual', 'participating', 'affected', 'remaining', 'early', 'primary', 'caucus', 'western', 'gulf', 'plains', 'midwestern',
  'southwestern', 'northeastern', 'southeastern', 'northwestern', 'arab', 'baltic', 'african', 'american', 'european']);

const NOT_BEFORE_VERB: ReadonlySet<string> = new Set(['of', 'the', 'a', 'an', 'his', 'her', 'its', 'their', 'our', 'my', 'your', 'this', 'these', 'those']);

/** Extends a cue leftwards over its auxiliaries and adverbs ("has also said"). Returns the new start. */
export function cueStartWithModifiers(ctx: Ctx, k: number): number {
  let a = k;
  while (a > 0 && a > k - 3) {
    const t = ctx.tokens[a - 1]!;
    if (t.kind !== 'word' || t.sent !== ctx.tokens[k]!.sent || !CUE_MODIFIERS.has(t.lower) || t.inQuote >= 0) break;
    a--;
  }
  // "Warren appeared with MSNBC's Rachel Maddow and | officially | endorsed Clinton", "… and | pointedly | saying": an
  // adverb in -ly between "and" (or "but") and the verb of a second predicate is the cue's, not the end of a noun phrase
  // before it (PolNeAR train: gold's cue starts at the adverb in 15 of the 15 such cues; the source was "MSNBC's Rachel
  // Maddow and officially")
  // (no read before the first token: out of bounds, it would throw away this function's optimized code)
  if (a >= 2) {
    const m = ctx.tokens[a - 1]!, c = ctx.tokens[a - 2]!;
    if (mannerAdverb(m) && m.sent === ctx.tokens[k]!.sent && (c.lower === 'and' || c.lower === 'but') && c.sent === m.sent) a--;
  }
  return a;
}

/**
 * Where a cue ending before token `e` ends once PolNeAR's cue adjuncts are added: a lone day ("said Tuesday") or the
 * kind of text it was said in ("said in a statement", "wrote in an email").
 */
export function cueAdjunctEnd(ctx: Ctx, e: number): number {
  const t = ctx.tokens[e];
  if (!t || t.inQuote >= 0 || t.sent !== ctx.tokens[e - 1]?.sent) return e;
  if (WEEKDAYS.has(t.lower)) return /^(morning|afternoon|evening|night)$/.test(ctx.tokens[e + 1]?.lower ?? '') ? e + 2 : e + 1;
  if (t.lower === 'in' && /^(a|an|the)$/.test(ctx.tokens[e + 1]?.lower ?? '') && /^(statement|interview|email|e-mail|letter|release|speech|post|tweet)$/.test(ctx.tokens[e + 2]?.lower ?? '')) return e + 3;
  // "said at a press conference yesterday morning the gun laws …": an occasion, then a time, before a content with no
  // "that" (with "that" after them the content's start is found anyway)
  if (/^(at|during)$/.test(t.lower) && /^(a|an|the)$/.test(ctx.tokens[e + 1]?.lower ?? '')) {
    let j = e + 2;
    while (j < e + 4 && /^(news|press|media|campaign|town|public|virtual|televised)$/.test(ctx.tokens[j]?.lower ?? '')) j++;
    if (/^(conference|briefing|hearing|rally|hall|summit|forum)$/.test(ctx.tokens[j]?.lower ?? '') && ctx.tokens[j]!.sent === t.sent) {
      j++;
      if (/^(yesterday|today|tonight|earlier|later)$/.test(ctx.tokens[j]?.lower ?? '')) j += /^(morning|afternoon|evening)$/.test(ctx.tokens[j + 1]?.lower ?? '') ? 2 : 1;
      else if (WEEKDAYS.has(ctx.tokens[j]?.lower ?? '')) j++;
      else if (ctx.tokens[j]?.lower === 'on' && WEEKDAYS.has(ctx.tokens[j + 1]?.lower ?? '')) j += 2;
      const n = ctx.tokens[j];
      if (n && n.sent === t.sent && n.kind === 'word' && n.lower !== 'that') return j;
    }
  }
  return e;
}

/**
 * Where a trailing cue ending before token `e` ends once a closing adjunct of manner or of the written medium is added
 * (or `e` when there is none). Two shapes, each closing its clause (a "." or "," after it):
 * - the face or voice the words came with: "“…,” she said with a grin.", "“…,” Bennett shot back with a laugh.",
 *   "“…,” Ms. Guzman said with an eye roll." (PolNeAR train: gold has the phrase in the cue in 7 of 7);
 * - the platform a writing verb names: "“…,” his colleague wrote on Facebook.", "“…,” Mr. Trump wrote on Twitter on
 *   Monday." (train: 7 of 7 after "wrote" or "posted"; after "said" gold has it 1 time in 3, so "said" keeps the verb).
 */
export function trailingMannerEnd(ctx: Ctx, e: number): number {
  const t = ctx.tokens, w = t[e];
  if (!w || w.inQuote >= 0 || w.sent !== t[e - 1]?.sent) return e;
  const closes = (j: number): boolean => /^[.,]$/.test(t[j]?.text ?? '') || t[j]?.sent !== w.sent;
  if (w.lower === 'with' && /^(a|an)$/.test(t[e + 1]?.lower ?? '')) {
    // (one modifier allowed: "with a wry smile", "with an eye roll")
    for (let j = e + 2; j <= e + 3; j++) if (EXPRESSION_NOUNS.has(t[j]?.lower ?? '') && t[j]!.inQuote < 0 && closes(j + 1)) return j + 1;
    return e;
  }
  const lemma = CUE_FORMS.get(t[e - 1]!.lower)?.lemma;
  if ((w.lower === 'on' || w.lower === 'via') && (lemma === 'write' || lemma === 'post' || lemma === 'tweet') && PLATFORMS.has(t[e + 1]?.lower ?? '') && t[e + 1]!.cap) {
    // (the platform closes the clause, or a day follows it: "wrote on Twitter | on Monday.")
    if (closes(e + 2) || t[e + 2]!.lower === 'on' && WEEKDAYS.has(t[e + 3]?.lower ?? '') || WEEKDAYS.has(t[e + 2]!.lower)) return e + 2;
  }
  return e;
}
const EXPRESSION_NOUNS: ReadonlySet<string> = new Set(['grin', 'smile', 'smirk', 'laugh', 'chuckle', 'giggle', 'shrug', 'sigh', 'wink', 'nod',
  'roll', 'frown', 'scowl', 'snort']);
const PLATFORMS: ReadonlySet<string> = new Set(['twitter', 'facebook', 'instagram']);

/**
 * An adverb of manner or time in -ly ("sarcastically", "dryly", "rhetorically", "recently"): a lowercase word outside
 * quotations, not one of the few words in -ly that are no such adverb.
 */
export function mannerAdverb(t: { kind: string; cap: boolean; lower: string; inQuote: number }): boolean {
  return t.kind === 'word' && !t.cap && t.inQuote < 0 && /^[a-z]{3,}ly$/.test(t.lower) && !NOT_MANNER_LY.has(t.lower);
}
const NOT_MANNER_LY: ReadonlySet<string> = new Set(['only', 'early', 'family', 'rally', 'ally', 'reply', 'supply', 'likely', 'unlikely', 'daily',
  'weekly', 'monthly', 'yearly', 'friendly', 'holy', 'belly', 'jelly', 'bully', 'fully']);

// A trailing cue run on over part of an "in …" phrase that goes on after it: "said in an interview | with Breitbart
// News.", "said in his victory speech | that night.", "said in a recent report | in The New York Times.": PolNeAR
// keeps the verb alone (train: 8 of 13 such cues; the whole phrase 2). Not when only a time follows ("said in a
// statement | Thursday evening.", which gold keeps as drawn).
export function cutInPhrase(ctx: Ctx, verbEnd: number, end: number): boolean {
  const t = ctx.tokens, n = t[end];
  return end > verbEnd + 1 && t[verbEnd]?.lower === 'in' && !!n && n.kind === 'word' && n.sent === t[end - 1]!.sent && n.inQuote < 0
    && !WEEKDAYS.has(n.lower) && !/^(last|this|earlier|later|yesterday|today|tonight)$/.test(n.lower);
}

/** The source noun phrase ending right before token `end` (exclusive), or null. */
// (and adverbs of degree or sequence: "former Florida governor Jeb Bush increasingly sees", "the government in Beijing
// finally ordered"; PolNeAR train: gold leaves them out of the source each time the engine kept one, 3 times; not a
// floating "both", which gold leaves out of the cue too, "… leaders — both suggested")
const TIME_ADVERBS = new Set(['today', 'yesterday', 'tonight', 'recently', 'earlier', 'later', 'previously', 'again', 'also', 'then', 'now', 'once', 'first',
  'increasingly', 'finally', 'eventually', 'ultimately', 'initially', 'repeatedly']);

// A bare time phrase (no "on") between a named subject and its verb: its length in tokens, or 0. "Gowdy earlier Thursday
// said", "Broaddrick Sunday night recounted", "Dianne Feinstein (D-Calif.) last week said", "The Republican National
// Committee this week announced": PolNeAR leaves the time out of the source (train, a time phrase right after a gold
// source: 88 left out; most of the 65 kept follow a participle or sit in a relative clause, "a poll released last week
// showed", "who dropped out on Saturday"). Only after a name or a bracket: after a common noun the time is often the
// noun's ("His speech Tuesday was", "a WBUR poll last week showed", both kept by gold), after a participle too ("a report
// issued earlier this year reported"), and after a comma an aside's ("Trump, whose … Party, last year proposed").
const TIME_UNITS = /^(week|month|year|weekend)$/;
function bareTimeBeforeVerb(ctx: Ctx, end: number): number {
  const t = ctx.tokens;
  let n = 0;
  if (/^(morning|afternoon|evening|night)$/.test(t[end - 1]!.lower) && WEEKDAYS.has(t[end - 2]?.lower ?? '')) n = 2;
  else if (WEEKDAYS.has(t[end - 1]!.lower)) n = 1;
  else if (TIME_UNITS.test(t[end - 1]!.lower) && t[end - 2]?.lower === 'past' && t[end - 3]?.lower === 'this') n = 3;
  else if (TIME_UNITS.test(t[end - 1]!.lower) && /^(this|last|past)$/.test(t[end - 2]?.lower ?? '')) n = 2;
  if (!n) return 0;
  if (/^(late|early|earlier|later)$/.test(t[end - n - 1]?.lower ?? '')) n++;
  const before = t[end - n - 1];
  if (!before || before.sent !== t[end - 1]!.sent || before.inQuote >= 0 || before.kind === 'quote') return 0;
  return ctx.mentionAt[end - n - 1]! >= 0 && ctx.mentions[ctx.mentionAt[end - n - 1]!]!.kind === 'name' && /^[A-Z]/.test(before.text)
    || before.text === ')' ? n : 0;
}

export function hasNameMention(ctx: Ctx, r: Range, type?: MentionInfo['type']): boolean {
  for (let k = r[0]; k < r[1]; k++) {
    const mi = ctx.mentionAt[k]!;
    if (mi >= 0 && ctx.mentions[mi]!.kind === 'name' && (!type || ctx.mentions[mi]!.type === type)) return true;
  }
  return false;
}

export function npLeft(ctx: Ctx, end: number): Range | null {
  const { tokens } = ctx;
  if (end <= 0) return null;
  // a word opening its sentence has no subject before it: "… turned into a museum. | Said Dorothy Poynter, …", "… of
  // sexual assault. | Remarking on …" (the previous sentence's last words were the source)
  if (end < tokens.length && tokens[end]!.sent !== tokens[end - 1]!.sent && tokens[end]!.kind === 'word') return null;
  // a time adverb between the subject and its verb belongs to neither ("Foxx … today released", "… on Tuesday told")
  let bare = 0;
  for (;;) {
    if (end > 1 && TIME_ADVERBS.has(tokens[end - 1]!.lower) && tokens[end - 2]!.kind !== 'quote') end--;
    else if (end > 2 && WEEKDAYS.has(tokens[end - 1]!.lower) && tokens[end - 2]!.lower === 'on' && tokens[end - 3]!.kind !== 'quote') end -= 2;
    else if (end > 2 && (bare = bareTimeBeforeVerb(ctx, end)) > 0) end -= bare; // "Gowdy earlier Thursday | said"
    else break;
  }
  // a cue right after a preposition is its object, with no subject of its own ("knocked Cruz for not reporting loans")
  if (PREPOSITIONS.has(tokens[end - 1]!.lower)) return null;
  const sent = tokens[end - 1]!.sent;
  let a = end;
  // an aside set off by dashes after the subject: "The three constitutional scholars -- Mr. Tribe, Ms. Epstein and Mr.
  // Amar -- agreed" (the subject with its aside, as PolNeAR marks it; a review of PolNeAR train)
  // (so too a hyphen with a space on each side, the dash of the Washington Post's and the Times' texts in PolNeAR: "Half a
  // dozen of the party's elite money players - including … Diane Hendricks - have agreed", "Sanders - who … home to
  // Vermont - has vowed" were read as "including … Hendricks -" and "ahead with advisers … Vermont -", the walk below
  // passing over the hyphen; PolNeAR train: gold marks the subject with its aside in 17 such sentences, the engine 2 of
  // them, and the subject alone in 3, each before a "who"/"which" aside)
  if (/^(--|—|–)$/.test(tokens[end - 1]!.text) || spacedHyphen(ctx, end - 1)) {
    const dash = tokens[end - 1]!.text;
    for (let j = end - 2; j > 0 && j > end - 26 && tokens[j]!.sent === sent && tokens[j]!.inQuote < 0; j--) {
      if (tokens[j]!.text !== dash || dash === '-' && !spacedHyphen(ctx, j)) continue;
      const head = npLeft(ctx, j);
      return head ? [head[0], end] : null;
    }
    return null;
  }
  // appositive: "Hugh Hill, a doctor, said"; the source keeps the comma that closes the appositive, as PolNeAR marks it
  // (PolNeAR dev BIO source 57.5 -> 59.2 with the rules alone)
  if (tokens[end - 1]!.text === ',') {
    // "Senator Heitkamp, along with Senator Amy Klobuchar (D-MN), announced", "Senator Heitkamp, in partnership with the
    // Department of Labor, announced": the companion is not the source;
    // a relative clause right before the comma: "Smith, who chairs the committee, said", "The agency, which …, said"
    for (let j = end - 3, nearest = true; j > 0 && j > end - 30 && tokens[j]!.sent === sent && tokens[j]!.inQuote < 0; j--) {
      if (tokens[j]!.text !== ',') continue;
      if (isAlongWith(ctx, j + 1)) return npLeft(ctx, j);
      if (/^(who|which|whose)$/.test(tokens[j + 1]!.lower)) {
        if (!nearest) break;
        const head = npLeft(ctx, j);
        return head ? [head[0], end] : null;
      }
      nearest = false;
    }
    // "Even the field's biggest hawks, like Rubio and Bush, say", "veterans interviewed at …, including Mr. Jebens,
    // said": examples set off by commas belong to the subject before them, not the source alone
    // (without a connective opening the sentence: "Yet Democratic economists, like their Republican counterparts, say")
    const ex = exampleAside(ctx, end - 1);
    if (ex >= 0) {
      const head = npLeft(ctx, ex);
      if (!head) return null;
      const a0 = head[0] + 1 < ex && ctx.sentences[tokens[head[0]]!.sent]!.tokStart === head[0] && LIST_NOT_OPENER.has(tokens[head[0]]!.lower) ? head[0] + 1 : head[0];
      return [a0, end];
    }
    // "Murphy, though, said", "Mr. Trump, in a brief interview on Saturday, said": a discourse adverb or the occasion set
    // off by commas belongs to neither the source nor the cue; PolNeAR's source is the phrase before it
    // (only a subject that opens the sentence: "The article that led you to accept …, for example, also reports" is
    // no "you to accept …")
    const aside = asideStart(ctx, end - 1);
    if (aside >= 0) {
      const head = npLeft(ctx, aside);
      return head && opensSentence(ctx, head[0]) ? head : null;
    }
    const inner = npLeft(ctx, end - 1);
    if (!inner || !textAt(tokens, inner[0] - 1, ',')) return longAppositive(ctx, end);
    // "the current bishop, Allan Casicas, said": a description, then the name
    // (one test of the article for both: a second test site, first run long after this function is optimized, would
    // throw its optimized code away)
    const article = /^(a|an|the)$/.test(tokens[inner[0]]!.lower);
    // "Richard Hudson (NC-08), Fort Bragg's Congressman,": a description whose name is in the possessive, after the name
    // (or a place or an organization opening the sentence: "China, Pyongyang's only ally and its economic lifeline to
    // the outside world, said" is China, described)
    if (possessiveOpener(ctx, inner)) {
      const name = npLeft(ctx, inner[0] - 1), mi = name ? ctx.mentionAt[name[0]]! : -1, n = mi >= 0 ? ctx.mentions[mi]! : null;
      if (name && (hasNameMention(ctx, name, 'PER') || opensSentence(ctx, name[0]) && n !== null && n.kind === 'name' && n.tokEnd === name[1])) return [name[0], end];
    }
    if (hasNameMention(ctx, inner) && !article) {
      const desc = npLeft(ctx, inner[0] - 1);
      // (not the object of a fronted phrase: "As a result, Chris Christie, attacked …" is no "a result, Chris Christie,")
      return desc && /^(a|an|the|his|her|its|their)$/.test(tokens[desc[0]]!.lower) && !frontedObject(ctx, desc[0]) ? [desc[0], end] : [inner[0], end];
    }
    if (!article) return longAppositive(ctx, end);
    const name = npLeft(ctx, inner[0] - 1);
    // "The company, a unit of General Electric, said": a definite description of an institution, a role or an unnamed
    // source, then what it is (not the name inside the description: "General Electric," said nothing)
    if (name && !hasNameMention(ctx, name) && describedSpeaker(ctx, name)) return [name[0], end];
    if (!name || !hasNameMention(ctx, name)) return longAppositive(ctx, end); // "Jillian Chase, 27, a Tinder user …, said"

    return [name[0], end];
  }
  // a suffix or a degree after a name and a comma is the name's: "The Rev. Dr. Martin Luther King, Jr. said" read "Jr."
  if (end >= 3 && /^(jr\.|jr|sr\.|ii|iii|iv|m\.d\.|ph\.d\.)$/.test(tokens[end - 1]!.lower) && tokens[end - 2]!.text === ',' && tokens[end - 3]!.sent === sent) {
    const head = npLeft(ctx, end - 2);
    if (head && hasNameMention(ctx, head, 'PER')) return [head[0], end];
  }
  while (a > 0 && end - a < 14) {
    const t = tokens[a - 1]!;
    if (t.sent !== sent || t.inQuote >= 0) break;
    if (t.kind === 'punct') {
      // (or a district in square brackets, as some offices write it: "Congressman David Scott [GA-13]")
      if (t.text === ')' || t.text === ']') { // "(R-Ohio)"
        const open = t.text === ')' ? '(' : '[';
        let j = a - 2;
        while (j >= 0 && tokens[j]!.text !== open && a - j < 8) j--;
        // a parenthesis opening the sentence is a dateline, not the name's ("(Washington, DC) Congresswoman Barbara Lee said")
        if (j >= 0 && tokens[j]!.text === open && j > 0 && tokens[j - 1]!.sent === sent) { a = j; continue; }
        if (j >= 0 && tokens[j]!.text === open) break;
      }
      if (t.text === '-' || t.text === '.') { a--; continue; }
      break;
    }
    // (an apostrophe closing a plural's possessive is read as a quote mark but is the subject's: "Sanders’ campaign
    // called …", "Democrats' leaders said")
    if (t.kind === 'quote' && !(a < end && /^['’]$/.test(t.text) && a >= 2 && tokens[a - 2]!.kind === 'word' && tokens[a - 2]!.lower.endsWith('s') && tokens[a]!.kind === 'word')) break;
    // "Congresswoman Lee (D-CA) along with the Department of Energy announced": the head before "along with" (or "in
    // partnership with")
    if (t.lower === 'with' && a - 2 > 0 && isAlongWith(ctx, a - 2)) return npLeft(ctx, a - 2);
    if (t.lower === 'with' && a - 3 > 0 && isAlongWith(ctx, a - 3)) return npLeft(ctx, a - 3);
    // "At least 23 Democrats have indicated …": "at" opens a quantity, not a prepositional phrase
    if (t.lower === 'at' && /^(least|most)$/.test(tokens[a]?.lower ?? '') && a < end) { a--; continue; }
    // "… and 14 percent said …": a share after "and" opens a clause of its own, not a list with the words before it
    if ((t.lower === 'and' || t.lower === 'but' || t.lower === 'while') && a + 1 < end && /^\d/.test(tokens[a]!.lower) && SHARES.has(tokens[a + 1]!.lower)) break;
    // "… will not attend the convention and others have said …": so does a lone quantifier after "and" following a common
    // noun (after a name it closes a list: "Edwards and others said")
    if ((t.lower === 'and' || t.lower === 'but') && a + 1 === end && LONE_QUANTIFIERS.has(tokens[a]!.lower) && a >= 2 && tokens[a - 2]!.kind === 'word' && !tokens[a - 2]!.cap) break;
    if (LEFT_STOP.has(t.lower) && !(NP_INNER.has(t.lower) && a < end && a - 1 > 0 && tokens[a - 2]!.kind === 'word' && !LEFT_STOP.has(tokens[a - 2]!.lower))) {
      // (the clause's auxiliary stops the walk first: "a young woman who had been …", "a bill that would eliminate …")
      const rp = a < end ? (t.lower === 'who' || t.lower === 'which' || t.lower === 'that' ? a - 1 : RELATIVE_AUX.has(t.lower) && a >= 2 && /^(who|which|that)$/.test(tokens[a - 2]!.lower) ? a - 2 : -1) : -1;
      if (rp >= 0) { const r = relativeSubject(ctx, rp, end); if (r) return r; }
      break;
    }
    if (CUE_FORMS.has(t.lower) && !ANONYMOUS_HEADS.has(t.lower) && !TITLE_HEADS.has(t.lower) && ctx.mentionAt[a - 1]! < 0 && a < end) break;
    a--;
  }
  // trim leading inner words ("of the …" cannot open a noun phrase)
  while (a < end && NP_INNER.has(tokens[a]!.lower) && !/^(the|a|an)$/.test(tokens[a]!.lower) && !(tokens[a]!.lower === 'at' && /^(least|most)$/.test(tokens[a + 1]?.lower ?? ''))) a++;
  if (a >= end) return null;
  if (!validNp(ctx, a, end)) return null;
  const s = listOpener(ctx, nameListStart(ctx, a, end), end);
  // "the number announced today by the President clearly shows", "Lee's letter, which was signed by 40 Members, calls
  // on": the agent of a passive participle is not the subject of the cue after it; the noun phrase the participle
  // modifies is, with its participle phrase, whose speaker is still the agent when it names no one else ("figures
  // released by the Department of Labor showing …"; congressional press releases 0-2999: ~30 such agents taken as the
  // source)
  if (s >= 2 && tokens[s - 1]!.lower === 'by') {
    const h = passiveHead(ctx, s - 1);
    if (h >= 0) return [h, end];
  }
  return [s, end];
}

// The start of the noun phrase a passive participle before "by" (token k) modifies, past a time word and a relative
// "which was" after a comma ("the number announced today by", "Lee's letter, which was signed by"); -1 when the
// participle has none (no participle, or a clause's verb: "The bill was defeated by").
function passiveHead(ctx: Ctx, k: number): number {
  const t = ctx.tokens;
  let p = k - 1;
  if (p > 0 && TIME_ADVERBS.has(t[p]!.lower)) p--;
  // (a past form after a noun is a participle too: "the number announced", tagged VBD)
  const tag = p > 0 && t[p]!.sent === t[k]!.sent ? tagAt(ctx, p) : '';
  if (tag !== 'VBN' && !(tag === 'VBD' && /^NNS?$/.test(tagAt(ctx, p - 1)))) return -1;
  let h = p;
  if (/^(was|were|is|are|been)$/.test(t[h - 1]!.lower)) {
    h -= t[h - 2]?.lower === 'has' || t[h - 2]?.lower === 'have' ? 2 : 1;
    if (h < 2 || !/^(which|that)$/.test(t[h - 1]!.lower)) return -1;
    h -= t[h - 2]!.text === ',' ? 2 : 1;
  }
  // (the noun phrase: its words back to a verb, a punctuation mark or the sentence's start, at most 6)
  let j = h;
  while (j > 0 && j > h - 6 && t[j - 1]!.sent === t[k]!.sent && t[j - 1]!.inQuote < 0) {
    const w = t[j - 1]!;
    if (w.lower !== 'of' && !(w.kind === 'word' || POSSESSIVE.test(w.text)) || w.lower !== 'of' && /^(VB|MD|IN|TO|CC|WDT|WP)/.test(tagAt(ctx, j - 1))) break;
    j--;
  }
  return j < h && !finiteVerbIn(ctx, j, h) ? j : -1;
}

// Token k is a hyphen standing alone between spaces, used as a dash ("Sanders - who … - has vowed"), not one inside a
// word ("pro-Clinton") or a range.
function spacedHyphen(ctx: Ctx, k: number): boolean {
  const t = ctx.tokens[k];
  return !!t && t.text === '-' && /\s/.test(ctx.text[t.start - 1] ?? '') && /\s/.test(ctx.text[t.end] ?? '');
}

/**
 * Where a source [a, end) the span model drew begins when it is a list's last members: "Ben Carson, | Ted Cruz and Rand
 * Paul | have said", "Carson, | Fiorina and Huckabee | support …" (the model stops at the first comma; npLeft reads the
 * whole list: nameListStart, listOpener).
 */
export function listSourceStart(ctx: Ctx, a: number, end: number): number {
  return listOpener(ctx, nameListStart(ctx, a, end), end);
}

/**
 * "Carson, Fiorina and Huckabee say", "Friends, lobbyists and former foes say": a list opening the sentence whose first
 * member is a word or two the name tagger did not read as a name (a surname at the sentence's start, a common noun) is
 * the source whole, not its last two members. Only a first member of at most three words, the first capitalized, with no
 * preposition, verb or discourse word in it ("In both parties, candidates and voters say", "Still, he and his aides
 * say"). On PolNeAR train gold has the whole list in 12 of 13 such sentences.
 */
function listOpener(ctx: Ctx, a: number, end: number): number {
  const { tokens } = ctx;
  // (not inside a phrase set off by commas, which npLeft reads as an appositive: "China, Pyongyang's only ally and its
  // economic lifeline, said")
  if (!textAt(tokens, a - 1, ',') || textAt(tokens, end, ',')) return a;
  let and = false;
  for (let k = a; k < end && !and; k++) if (tokens[k]!.lower === 'and') and = true;
  if (!and) return a;
  const s0 = ctx.sentences[tokens[a]!.sent]!.tokStart;
  if (a - 1 - s0 < 1 || a - 1 - s0 > 3 || !tokens[s0]!.cap) return a;
  for (let k = s0; k < a - 1; k++) {
    const t = tokens[k]!;
    if (t.kind !== 'word' || t.inQuote >= 0 || PREPOSITIONS.has(t.lower) || LEFT_STOP.has(t.lower) || AUXILIARIES.has(t.lower) || LIST_NOT_OPENER.has(t.lower)
      || /ly$/.test(t.lower) || WEEKDAYS.has(t.lower) || CUE_FORMS.has(t.lower)) return a;
  }
  return s0;
}
// Words that open a sentence before a comma as no list's first member.
const LIST_NOT_OPENER: ReadonlySet<string> = new Set(['still', 'yet', 'however', 'instead', 'meanwhile', 'now', 'today', 'tonight', 'yesterday',
  'indeed', 'thus', 'moreover', 'nonetheless', 'nevertheless', 'overall', 'together', 'first', 'second', 'third', 'finally', 'last', 'later',
  'earlier', 'here', 'there', 'otherwise', 'besides', 'again', 'yes', 'no', 'well', 'ok', 'okay', 'so', 'then', 'also', 'meantime', 'despite',
  'like', 'unlike', 'amid', 'among', 'beyond', 'inside', 'outside', 'including', 'regardless', 'elsewhere', 'nationally', 'nationwide', 'afterward',
  'afterwards', 'previously', 'initially', 'ultimately', 'lately', 'currently', 'recently', 'this', 'that', 'these', 'those', 'hence', 'anyway',
  'sure', 'of', 'please', 'oh', 'wow']);

// "Leahy, Sanders and Welch said": a list of names before the cue is the source whole, not its last two; with the
// comma before "and" ("Davis, Bacon, and Raskin said") and the plural title before it ("Representatives Davis, Bacon,
// and Raskin said", "Sens. Leahy and Welch said")
function nameListStart(ctx: Ctx, a: number, end: number): number {
  const { tokens } = ctx;
  let and = false;
  for (let k = a; k < end; k++) if (tokens[k]!.lower === 'and') and = true;
  if (!opensName(ctx, a) && !(TITLE_HEADS.has(tokens[a]!.lower) && opensName(ctx, a + 1))) return a;
  // (each name with its title: "Senator Mazie Hirono, Senator Patty Murray, and Senator Elizabeth Warren said")
  const titled = (m: MentionInfo): number => m.tokStart > 0 && TITLE_HEADS.has(tokens[m.tokStart - 1]!.lower) && tokens[m.tokStart - 1]!.sent === tokens[a]!.sent ? m.tokStart - 1 : m.tokStart;
  let first = a;
  // (the phrase is the list's last name: "and" or ", and" before it, a name before that)
  if (!and) {
    const j = textAt(tokens, a - 1, 'and') ? a - 1 : -1;
    const before = j > 0 && textAt(tokens, j - 1, ',') ? j - 1 : j;
    const m = before > 0 ? nameBeforeParty(ctx, before) : null;
    if (!m || tokens[m.tokStart]!.sent !== tokens[a]!.sent) return a;
    first = titled(m);
  }
  while (textAt(tokens, first - 1, ',') && tokens[first - 1]!.sent === tokens[a]!.sent) {
    const m = nameBeforeParty(ctx, first - 1);
    if (!m) break;
    first = titled(m);
  }
  if (first - 1 >= 0 && tokens[first - 1]!.sent === tokens[a]!.sent && PLURAL_TITLES.has(tokens[first - 1]!.lower)) first--;
  return first;
}

/** The person's name ending right before token k, past a party code in parentheses ("Congresswoman Barbara Lee (D-CA) and …"). */
export function nameBeforeParty(ctx: Ctx, k: number): MentionInfo | null {
  const tokens = ctx.tokens;
  let e = k;
  if (tokens[e - 1]?.text === ')') {
    let o = e - 2;
    while (o > 0 && o > e - 8 && tokens[o]!.text !== '(') o--;
    if (tokens[o]?.text === '(') e = o;
  }
  return nameEndingAt(ctx, e);
}

// "U.S. Sen. Mark R. Warner (D-VA), Chairman of the Senate Select Committee on Intelligence, issued …": a description set
// off by commas before the cue is the sentence subject's; the source runs from the subject to the description's end
// (also the company set off after "joined by", "accompanied by", "along with": "Durbin, joined by Senators John McCain
// (R-AZ), Chuck Schumer (D-NY) …, said that …" is Durbin's)
// (and "X and 14 other House Republicans" is X with the others: "Representative Stephanie Bice (R-Okla.) and 14 other
// House Republicans called on …")
export function withSubject(ctx: Ctx, src: [number, number] | null): [number, number] | null {
  const t = ctx.tokens;
  if (src && src[0] >= 2 && t[src[0] - 1]!.lower === 'and' && (t[src[0]]!.lower === 'other' || t[src[0] + 1]?.lower === 'other' && src[0] + 1 < src[1])) {
    const m = nameBeforeParty(ctx, src[0] - 1);
    if (m && m.type === 'PER' && t[m.tokStart]!.sent === t[src[0]]!.sent) return [titlesBefore(ctx, m.tokStart), src[1]];
  }
  if (!src || !textAt(t, src[1] - 1, ',')) return src;
  let comma = src[0] - 1;
  if (comma >= 2 && companyPhrase(t, comma - 1)) comma -= 2;
  if (!textAt(t, comma, ',')) return src;
  // the person's name before the comma (past a party code in parentheses), with the titles before it
  const m = nameBeforeParty(ctx, comma);
  if (!m || t[m.tokStart]!.sent !== t[src[0]]!.sent) return src;
  return [titlesBefore(ctx, m.tokStart), src[1] - 1];
}

// Token a is the object of a preposition opening the sentence ("As a result,", "In the end,", "For the first time,").
function frontedObject(ctx: Ctx, a: number): boolean {
  const p = ctx.tokens[a - 1];
  return !!p && ctx.sentences[p.sent]!.tokStart === a - 1 && /^(as|in|for|at|on|with|by|after|from|of|under|despite|during|like|unlike|among)$/.test(p.lower);
}

// Where the title words before token a begin, in its sentence ("U.S. Sen." of "U.S. Sen. Mark R. Warner").
export function titlesBefore(ctx: Ctx, a: number): number {
  const t = ctx.tokens;
  while (a > 0 && t[a - 1]!.sent === t[a]!.sent && (TITLE_HEADS.has(t[a - 1]!.lower) || TITLE_MODIFIERS.has(t[a - 1]!.lower))) a--;
  return a;
}

// Tokens k and k + 1 are "joined by", "accompanied by", "along with", … (COMPANY).
export const companyPhrase = (t: Ctx['tokens'], k: number): boolean => COMPANY.has(t[k]!.lower) && (t[k + 1]?.lower === 'by' || t[k + 1]?.lower === 'with');

/** Heads of noun phrases that name a thing holding no view: a law, a program, money ("This program supports …"). */
export const THINGS: ReadonlySet<string> = new Set(['program', 'programs', 'bill', 'bills', 'legislation', 'act', 'funding', 'funds', 'grant', 'grants', 'money',
  'investment', 'investments', 'project', 'projects', 'measure', 'measures', 'law', 'laws', 'provision', 'provisions', 'amendment', 'amendments',
  'initiative', 'budget', 'appropriations', 'package', 'resources', 'dollars', 'award', 'facility', 'expansion', 'partnership']);

const COMPANY: ReadonlySet<string> = new Set(['joined', 'accompanied', 'flanked', 'along', 'together']);

// The person's name that ends right before token k
function nameEndingAt(ctx: Ctx, k: number): MentionInfo | null {
  const mi = ctx.mentionAt[k - 1] ?? -1;
  const m = mi >= 0 ? ctx.mentions[mi]! : null;
  return m && m.kind === 'name' && m.type === 'PER' && m.tokEnd === k ? m : null;
}

// Tokens [a, b) are a list of persons' names: two or more, with only commas, "and", titles ("Sens.", "and Congressman
// David Trone", "U.S. Sens.", "and U.S. Representative Grace Meng") and parentheses (party and state) between them
export function nameList(ctx: Ctx, a: number, b: number): boolean {
  // (names one after another with a separator between them: "Clinton spokesman Josh Schwerin" is one person's role)
  let names = 0, paren = false, sep = false;
  for (let k = a; k < b; k++) {
    const t = ctx.tokens[k]!, mi = ctx.mentionAt[k]!;
    if (mi >= 0 && ctx.mentions[mi]!.kind === 'name' && ctx.mentions[mi]!.type === 'PER') {
      if (ctx.mentions[mi]!.tokStart === k) { if (names > 0 && !sep) return false; names++; sep = false; }
      continue;
    }
    if (t.text === ',' || t.lower === 'and' || t.text === '&') sep = true;
    if (t.text === '(') paren = true;
    else if (t.text === ')') paren = false;
    else if (!paren && !(t.text === ',' || t.lower === 'and' || t.text === '&' || PLURAL_TITLES.has(t.lower) || TITLE_HEADS.has(t.lower) || (k === a || sep) && (t.lower === 'u.s.' || t.lower === 'us'))) return false;
  }
  return names >= 2;
}

// Token `k` opens a person's name (its title included)
function opensName(ctx: Ctx, k: number): boolean {
  const mi = ctx.mentionAt[k]!;
  return mi >= 0 && ctx.mentions[mi]!.kind === 'name' && ctx.mentions[mi]!.type === 'PER' && ctx.mentions[mi]!.tokStart === k;
}

/** Auxiliaries and forms of "be": a clause of its own where a noun phrase was expected. */
export const AUXILIARIES: ReadonlySet<string> = new Set(['is', 'was', 'are', 'were', 'be', 'been', 'would', 'will', 'could', 'should', 'can', 'may', 'might', 'must', 'has', 'have', 'had', 'did', 'does', 'do']);
/**
 * Where a description of a person that starts at token `a` ends ("said Geert Wilders, founder of the Dutch Party for
 * Freedom.", "said Tommy Vietor, a former spokesman for Mr. Obama, …"): before a comma, the sentence's closing
 * punctuation or a quotation mark; -1 when the words there are no such description (an auxiliary or a cue before any
 * relative pronoun, a quotation, more than 25 words).
 */
export function appositiveEnd(ctx: Ctx, a: number): number {
  const { tokens } = ctx;
  const first = tokens[a];
  if (!first || first.kind !== 'word' || first.inQuote >= 0) return -1;
  if (!/^(a|an|another|the|former|his|her|its|their|one|founder|director|head|chief|co-founder|author|who)$/.test(first.lower) && !TITLE_HEADS.has(first.lower)) return -1;
  let relative = false;
  for (let j = a; j < tokens.length && j - a <= 25; j++) {
    const t = tokens[j]!;
    if (t.sent !== first.sent || t.kind === 'quote' || t.kind === 'punct' && !/^(-|’s|'s|\/|&)$/.test(t.text) && !(t.text === '.' && j + 1 < tokens.length && tokens[j + 1]!.sent === first.sent)) return j - a >= 2 ? j : -1;
    if (t.inQuote >= 0) return -1;
    // (a relative clause whose verb reports a statement is an attribution of its own, not part of the description: "…,”
    // said Weaver, | who said business executives often fail to understand …", "said Lionel Sosa, a Texas media consultant
    // and an influential Hispanic Republican | who said he would not vote for Mr. Cruz"; PolNeAR train: gold ends the
    // source before it in 4 of the 6 such sources the engine ran over it)
    if (/^(who|which)$/.test(t.lower) && relativeStatementAt(ctx, j)) return j - a >= 2 ? j : -1;
    if (/^(who|which|that|whose)$/.test(t.lower)) relative = true;
    // (a naming participle before a name is no cue: "said Laurie Cestnick, the founder of a Facebook group | called
    // Occupy DNC Convention,"; PolNeAR train: gold runs the source over the name in 2 of the 2 sources the engine cut there)
    if (namingBeforeName(ctx, j)) continue;
    if (!relative && (AUXILIARIES.has(t.lower) || isCue(ctx, j))) return -1;
  }
  return -1;
}
// "called"/"named" after a noun and before a capitalized word: a name given, not a statement ("a group called Citizens
// for Trump").
function namingBeforeName(ctx: Ctx, j: number): boolean {
  const t = ctx.tokens, w = t[j]!, n = t[j + 1];
  return (w.lower === 'called' || w.lower === 'named') && t[j - 1]?.kind === 'word' && !!n && n.kind === 'word' && n.cap && n.sent === w.sent;
}
// The relative pronoun at j opens a clause whose verb is one of speech, with what was said after it ("who said he …",
// "who noted that …"; not "who spoke to reporters", "who wrote about …").
function relativeStatementAt(ctx: Ctx, j: number): boolean {
  const t = ctx.tokens, v = /^(also|later|then|has|had|have)$/.test(t[j + 1]?.lower ?? '') ? j + 2 : j + 1, n = t[v + 1];
  return !!t[v] && !!CUE_FORMS.get(t[v]!.lower)?.speech && !!n && n.kind === 'word' && !/^(about|of|to|on|for|with|in|at|by)$/.test(n.lower) && isCue(ctx, v, true);
}

// A noun phrase of two to four words opening with "the" (or a possessive) whose last word is an institution, a role
// or an unnamed source: "The company", "The state's largest union", "the spokesman".
function describedSpeaker(ctx: Ctx, r: Range): boolean {
  const { tokens } = ctx, n = r[1] - r[0], head = tokens[r[1] - 1]!.lower;
  return n >= 2 && n <= 4 && /^(the|its|his|her|their)$/.test(tokens[r[0]]!.lower) && (INSTITUTIONS.has(head) || ANONYMOUS_HEADS.has(head) || TITLE_HEADS.has(head));
}

// Words set off by commas between a subject and its verb that are not a description of the subject: a discourse adverb
// ("however", "for example") or the occasion of the statement ("in a statement released by the campaign on Thursday",
// "in her dissent", "when contacted by Reuters"). PolNeAR train: 21 statements with one missed whole.
const ASIDES = /^(however|though|meanwhile|instead|too|also|moreover|nonetheless|nevertheless|likewise|similarly|indeed|in contrast|by contrast|for example|for instance|for one|for his part|for her part|for their part|of course|on the other hand|in turn|in response|in fact|in addition)$/;
// (the lexicon's media nouns, and a judge's dissent or opinion, a phone call)
const isOccasion = (w: string): boolean => MEDIUM_NOUNS.has(w) || w === 'dissent' || w === 'opinion' || w === 'call';
/**
 * The comma opening an aside of examples that ends at the comma `close`: "hawks, | like Rubio and Bush, | say",
 * "Several candidates, | including Trump, | said" (-1 if none). PolNeAR's source is the noun phrase with its aside:
 * on train gold keeps such an aside in the source in 20 of 21 attributions whose subject stands right before it. Only an
 * aside of at most 12 words with no other punctuation, after a word that is no relative pronoun ("Bruce Turry, who,
 * like several other …, remembered" keeps "who").
 */
function exampleAside(ctx: Ctx, close: number): number {
  const { tokens } = ctx;
  for (let j = close - 2; j > 0 && close - j <= 13; j--) {
    const t = tokens[j]!;
    if (t.sent !== tokens[close]!.sent || t.inQuote >= 0 || t.kind === 'quote') return -1;
    if (t.kind === 'punct' && t.text !== ',' && t.text !== '.' && t.text !== '-') return -1;
    if (t.text !== ',') continue;
    // (not an adverb before a phrase of place or time: "Rubio, particularly in the closing days of the Iowa campaign,")
    const w = tokens[j + 1]!.lower;
    const ok = EXAMPLE_OPENERS.has(w) && !(/^(especially|particularly|notably)$/.test(w) && PREPOSITIONS.has(tokens[j + 2]?.lower ?? ''))
      || w === 'such' && tokens[j + 2]?.lower === 'as';
    return ok && tokens[j - 1]!.kind === 'word' && !/^(who|which|whose|that)$/.test(tokens[j - 1]!.lower) ? j : -1;
  }
  return -1;
}
const EXAMPLE_OPENERS: ReadonlySet<string> = new Set(['like', 'including', 'especially', 'particularly', 'unlike', 'notably']);

function asideStart(ctx: Ctx, close: number): number {
  const { tokens } = ctx;
  for (let j = close - 1; j > 0 && close - j <= PARTICIPLE_ASIDE_MAX; j--) {
    const t = tokens[j]!;
    if (t.sent !== tokens[close]!.sent || t.inQuote >= 0 || t.kind === 'quote') return -1;
    if (t.text !== ',') { if (t.kind === 'punct' && t.text !== '.') return -1; continue; }
    if (j + 1 >= close || tokens[j - 1]!.kind !== 'word') return -1;
    if (participleAside(ctx, j + 1, close)) return j;
    if (close - j > 12) return -1;
    // (pushed, not mapped: map's result has another elements kind when empty, and words.length deoptimized on it)
    const words: string[] = [];
    for (let w = j + 1; w < close; w++) words.push(tokens[w]!.lower);
    if (ASIDES.test(words.join(' '))) return j;
    // "in a brief interview on Saturday", "in her dissent", "when contacted by Reuters"
    if (words[0] === 'when' && /^(contacted|reached|asked|interviewed|questioned)$/.test(words[1] ?? '')) return j;
    // "in remarks to the BBC", "speaking to reporters", "talking with Fox News"
    if (/^(speaking|talking|writing)$/.test(words[0]!) && /^(to|with|on|in)$/.test(words[1] ?? '')) return j;
    if (/^(in|during)$/.test(words[0]!)) {
      const from = /^(a|an|the|his|her|their|its)$/.test(words[1] ?? '') ? 2 : 1;
      for (let w = from; w < Math.min(words.length, from + 3); w++) if (isOccasion(words[w]!) || words[w] === 'remarks' || words[w] === 'comments') return j;
    }
    // "Bruce McArthur, from Toronto, Canada, …": where someone is from, the place's region after a second comma
    if (words[0] === 'from' && words.length <= 4) return j;
    const mi = ctx.mentionAt[j + 1]!;
    if (mi >= 0 && ctx.mentions[mi]!.type === 'LOC' && ctx.mentions[mi]!.tokEnd === close) {
      const k = asideStart(ctx, j);
      // (and a participle's place: "Trump, speaking later at a rally in Charleston, West Virginia, did not mention …")
      if (k >= 0 && (ctx.tokens[k + 1]!.lower === 'from' || participleAside(ctx, k + 1, j))) return k;
    }
    return -1;
  }
  return -1;
}

/**
 * A participial phrase about the subject set off by commas, the subject's name before it: "Bernie Sanders, celebrating a
 * victory in his home state of Vermont, is pledging …", "Biden, stumping for Clinton, trashes …", "Trump, in Kentucky,
 * said …" (a place alone after "in"). PolNeAR's source is the name alone: on train 34 of 35 such subjects (a relative
 * clause instead, ", who …,", is marked with the name in half the cases: not read here). Words [a, close): an -ing
 * word first (not a noun or a preposition in -ing; it may be a cue itself, "speaking", "saying"), no auxiliary, no cue
 * and no quotation after it, at most
 * PARTICIPLE_ASIDE_MAX tokens; the phrase before the comma is a person's name (asideStart's caller then wants it to open
 * the sentence).
 */
function participleAside(ctx: Ctx, a: number, close: number): boolean {
  const { tokens } = ctx, first = tokens[a]!.lower;
  const place = (first === 'in' || first === 'at') && close - a >= 2 && ctx.mentionAt[a + 1]! >= 0
    && ctx.mentions[ctx.mentionAt[a + 1]!]!.type === 'LOC' && ctx.mentions[ctx.mentionAt[a + 1]!]!.tokEnd === close;
  if (!place && !(first.length > 5 && first.endsWith('ing') && !NOT_PARTICIPLES.has(first) && tokens[a]!.kind === 'word')) return false;
  for (let k = a + 1; k < close; k++) if (AUXILIARIES.has(tokens[k]!.lower) || tokens[k]!.kind === 'quote' || isCue(ctx, k)) return false;
  const mi = ctx.mentionAt[a - 2] ?? -1;
  return mi >= 0 && ctx.mentions[mi]!.type === 'PER' && ctx.mentions[mi]!.tokEnd === a - 1;
}
const PARTICIPLE_ASIDE_MAX = 20;
// -ing words that are no participle about a subject: nouns, prepositions, list openers ("Smith, including …")
const NOT_PARTICIPLES: ReadonlySet<string> = new Set([
  'including', 'according', 'during', 'morning', 'evening', 'nothing', 'something', 'anything', 'everything', 'meeting',
  'hearing', 'briefing', 'funding', 'ruling', 'building', 'spending', 'ceiling', 'wedding', 'beginning', 'setting', 'opening',
]);

/**
 * A subject with a relative clause of its own, no commas: "the man who built his career on it said", "a young woman who
 * had been an exchange student asked" (not yet "Analysis of a bill that would eliminate the cap found": the head has no
 * article, no name and no role, so it reads as no noun phrase). PolNeAR's source is the noun phrase with its clause
 * (train: 552 gold sources hold "who", "which" or "that"). The relative pronoun (token
 * j) is the clause's subject: a verb comes next (the tagger's reading of the sentence), not a name or a noun phrase
 * ("the bill that Smith said would pass" is Smith's); the noun phrase before it opens the sentence or follows a comma.
 */
export function relativeSubject(ctx: Ctx, j: number, end: number): Range | null {
  const { tokens } = ctx;
  const before = tokens[j - 1];
  if (!before || before.kind !== 'word' || before.sent !== tokens[j]!.sent || CUE_FORMS.has(before.lower) || LEFT_STOP.has(before.lower)) return null;
  const head = npLeft(ctx, j);
  if (!head || head[1] !== j || !(opensSentence(ctx, head[0]) || textAt(tokens, head[0] - 1, ','))) return null;
  // (the tagger last: the tests above rule out most stops at a relative pronoun)
  if (!verbAfter(ctx, j + 1, end)) return null;
  const tags = sentenceTags(ctx, head[0], end), s0 = ctx.sentences[tokens[j]!.sent]!.tokStart;
  // (the clause ends on a noun its verb or preposition takes, not on an adverb, an adjective or an auxiliary of the
  // verb after it: "One employee who even | admitted", "Afghans who have actively | supported", "Candidates who choose
  // the system must | agree", "Children that participate in early | learning programs")
  if (!/^(NN|CD)/.test(tags[end - 1 - s0]!)) return null;
  // (a noun phrase: no verb in it, "Lee today led a press conference that brought together …" is a clause)
  for (let k = head[0]; k < j; k++) if (/^(VB|MD)/.test(tags[k - s0]!)) return null;
  return [head[0], end];
}

/**
 * The relative pronoun of a subject's own relative clause inside source [a, b) (relativeSubject's reading: a word before
 * it, a verb after it), or -1: "the man | who built his career on it".
 */
export function relativeIn(ctx: Ctx, [a, b]: Range): number {
  const { tokens } = ctx;
  for (let k = a + 1; k < b - 1; k++) {
    const w = tokens[k]!.lower;
    // (the first relative pronoun only: one after a comma opens an aside, "said Higgins, who plans to introduce
    // legislation that will …", which holds no subject's clause)
    if (w === 'who' || w === 'which' || w === 'that' || w === 'whose') return w !== 'whose' && tokens[k - 1]!.kind === 'word' && !CUE_FORMS.has(tokens[k - 1]!.lower) && verbAfter(ctx, k + 1, b) ? k : -1;
  }
  return -1;
}

// The POS tagger's tags of the sentence of token a (its tokens' texts), exact for the tokens a..upTo-1 at least (tags[k -
// the sentence's first token]). The tagger reads each word with the two either side and the two tags before it, so:
// - the sentence is tagged only up to two words past `upTo` (a token's tag is the same as in the whole sentence);
// - nor from its start when two words before `a` in a row have a tag of their own (`fixedPosTag`: "of the", ", the"):
//   the tagging starts after the last such pair, which fixes the two tags before it. "…,” said Congresswoman Lee" asks
//   of the words after the cue, and the quotation before them can be a paragraph long.
// Every sentence's tags are kept for the article, and a sentence is tagged to its end when a later call needs more
// (re-tagging longer prefixes of one long sentence, call after call, grew with the square of its length). The sieves
// come back to sentences they read before: keeping only the last one's tags, 31% of the words tagged on 1,000 press
// releases were tagged again (the tagger, which keeps no sentences, costs ~1 µs a word, a new word ~5). On those
// releases, 54,880 words were tagged before the kept tags and the fixed ones, 26,208 now (bench:ab 1.02 for this last step).
function sentenceTags(ctx: Ctx, a: number, upTo: number): string[] {
  const sent = ctx.tokens[a]!.sent;
  if (tagged.ctx !== ctx) { tagged.ctx = ctx; tagged.bySent.clear(); }
  const had = tagged.bySent.get(sent);
  if (had && had.from <= a && upTo <= had.exactTo) return had.tags;
  const s = ctx.sentences[sent]!, toks = ctx.tokens;
  // (the tags already kept start at had.from: the new ones start no later)
  const limit = had ? Math.min(a, had.from) : a;
  let from = s.tokStart;
  for (let j = limit - 1; j >= s.tokStart + 1; j--) {
    if (fixedPosTag(toks[j]!.text) === null) continue;
    if (fixedPosTag(toks[j - 1]!.text) !== null) { from = j + 1; break; }
    j--; // (the word before j has no fixed tag: no pair ends there)
  }
  const end = had || upTo + POS_WINDOW >= s.tokEnd ? s.tokEnd : upTo + POS_WINDOW;
  const base = from === s.tokStart ? from : from - 2, words: string[] = [];
  for (let j = base; j < end; j++) words.push(toks[j]!.text);
  const got = from === base ? tagPos(words) : tagPosFrom(words, from - base);
  // (indexed from the sentence's first token: as they come when the words start there)
  let tags = got;
  if (base !== s.tokStart) {
    tags = new Array<string>(end - s.tokStart).fill('');
    for (let j = from; j < end; j++) tags[j - s.tokStart] = got[j - base]!;
  }
  tagged.bySent.set(sent, { tags, from, exactTo: end === s.tokEnd ? s.tokEnd : end - POS_WINDOW });
  return tags;
}
// (the article's context, not kept past the next article's first call)
const tagged: { ctx: Ctx | null; bySent: Map<number, { tags: string[]; from: number; exactTo: number }> } = { ctx: null, bySent: new Map() };

/** Whether the tagger reads a token of [a, b) (one sentence's) as a finite verb or a modal: a clause, not a noun phrase. */
export function finiteVerbIn(ctx: Ctx, a: number, b: number): boolean {
  if (b <= a) return false;
  // (words the tag dictionary gives one tag answer without tagging the sentence: "…,” said Congresswoman Lee." asks this
  // of the words after the cue, and the sentence before them can be a long quotation)
  let known = true;
  for (let k = a; k < b; k++) {
    const tag = fixedPosTag(ctx.tokens[k]!.text);
    if (tag === null) { known = false; continue; }
    if (FINITE_TAG.test(tag)) return true;
  }
  if (known) return false;
  const tags = sentenceTags(ctx, a, b), s0 = ctx.sentences[ctx.tokens[a]!.sent]!.tokStart;
  for (let k = a; k < b && k - s0 < tags.length; k++) if (FINITE_TAG.test(tags[k - s0]!)) return true;
  return false;
}
const FINITE_TAG = /^(VB[DZP]|MD)$/;

// A writing sent to someone inside source [a, b) ("a letter to Facebook from three senators", "a letter to the agency"):
// where its author's phrase after "from" begins (-1: none named), or null when the source is no such writing.
function writingSentTo(ctx: Ctx, [a, b]: Range): { from: number } | null {
  const t = ctx.tokens;
  for (let k = a + 1; k < b - 1; k++) {
    // (a writing whose author is named before it is that author's: "Inhofe's letter to Panetta")
    if (t[k]!.lower !== 'to' || !DOCUMENT_NOUNS.has(t[k - 1]!.lower) || k - 2 < a || !/^(a|an|the)$/.test(t[k - 2]!.lower)) continue;
    for (let j = k + 1; j < b - 1; j++) if (t[j]!.lower === 'from') return { from: j + 1 };
    return { from: -1 };
  }
  return null;
}

// Where the author of a writing or a study opens inside source [a, b): after the first "by" or "from" that follows the
// phrase's writing word ("a tweet on Monday by | Mike Pompeo", "a 2013 study by | economists Peter Schott and Justin
// Pierce"), or -1 (not a writing, no author, or one named before it: "Inhofe's letter from Tuesday")
function writingAuthor(ctx: Ctx, [a, b]: Range): number {
  const t = ctx.tokens;
  if (!/^(a|an|the)$/.test(t[a]!.lower)) return -1;
  for (let k = a + 1; k < b - 1 && k <= a + 4; k++) {
    const w = t[k]!.lower;
    if (!DOCUMENT_NOUNS.has(w) && !AUTHORED_WORKS.has(w)) continue;
    for (let j = k + 1; j < b - 1; j++) {
      if (t[j]!.kind === 'punct') return -1;
      if (t[j]!.lower === 'by' || t[j]!.lower === 'from') return j + 1;
    }
    return -1;
  }
  return -1;
}
// (studies and the like; the writings are DOCUMENT_NOUNS')
const AUTHORED_WORKS: ReadonlySet<string> = new Set(['study', 'analysis', 'poll', 'survey', 'review', 'investigation', 'audit', 'estimate']);

/** The POS tagger's tag of token k ("VBD", "MD", "PRP", …). */
export function tagAt(ctx: Ctx, k: number): string {
  const fixed = fixedPosTag(ctx.tokens[k]!.text);
  if (fixed !== null) return fixed;
  const tags = sentenceTags(ctx, k, k + 1), s0 = ctx.sentences[ctx.tokens[k]!.sent]!.tokStart;
  return tags[k - s0] ?? '';
}

// Whether the tagger reads token k (before token end) as a verb or a modal, past an adverb ("who once backed", "that
// would eliminate").
function verbAfter(ctx: Ctx, k: number, end: number): boolean {
  const tags = sentenceTags(ctx, k, k + 2), s0 = ctx.sentences[ctx.tokens[k]!.sent]!.tokStart;
  let i = k;
  if (/^RB/.test(tags[i - s0]!)) i++;
  return i < end && /^(VB[DZP]?|MD)$/.test(tags[i - s0]!);
}

// Token `k` opens its sentence, or follows only a conjunction that does ("But Murphy, though, said")
function opensSentence(ctx: Ctx, k: number): boolean {
  const s = ctx.sentences[ctx.tokens[k]!.sent]!;
  let a = s.tokStart;
  while (a < k && (ctx.tokens[a]!.kind === 'quote' || /^(and|but|so|still|yet|meanwhile)$/.test(ctx.tokens[a]!.lower))) a++;
  return a === k;
}

// Tokens from k open a phrase of company: "along with", "together with", or "in" and a noun of joint work and "with"
// ("in partnership with", "in cooperation with", "in conjunction with": congressional press releases, "Congressman John
// Smith, in partnership with the U.S. Departments of Treasury and HUD, is pleased to announce …")
export function isAlongWith(ctx: Ctx, k: number): boolean {
  const t = ctx.tokens;
  if (/^(along|together)$/.test(t[k]?.lower ?? '')) return t[k + 1]?.lower === 'with';
  return t[k]?.lower === 'in' && JOINT_WORK.has(t[k + 1]?.lower ?? '') && t[k + 2]?.lower === 'with';
}
const JOINT_WORK: ReadonlySet<string> = new Set(['partnership', 'cooperation', 'conjunction', 'collaboration', 'coordination', 'concert']);


// "Shane Shook, a cyber security expert who has helped …, said", "Rep. Elijah Cummings (D-Md.), chair of the
// platform committee, said": a person's name, then a description of any length set off by commas (`end` - 1 is the
// closing comma).
const AGE = /^\d{1,3}$/;
function longAppositive(ctx: Ctx, end: number): Range | null {
  const { tokens } = ctx;
  const sent = tokens[end - 1]!.sent;
  for (let j = end - 3; j > 0 && j > end - 32; j--) {
    const t = tokens[j]!;
    if (t.sent !== sent || t.inQuote >= 0 || t.kind === 'quote' || t.text === ';' || t.text === ':') return null;
    if (t.text !== ',') continue;
    const first = tokens[j + 1]!;
    // "Jim Bennett, 57, told …": an age alone
    const age = AGE.test(first.text) && j + 2 === end - 1;
    // "Arturo Sarukhan, Mexico’s ambassador to the United States from 2007 to 2013, said", "Hillary Clinton, also
    // campaigning in Wisconsin, said": a possessive or an adverb may open the description too
    // "Rep. Chris Collins, R-NY, says", "Scott Goodstein, its chief executive officer, said", "Mr. Sperling, then 38, said"
    const party = /^[RDI]-[A-Z]/.test(first.text) && j + 1 < end - 1 && tokens.slice(j + 1, end - 1).every((w) => w.kind === 'word' || w.text === '-' || w.text === '.');
    if (!(age || party || /^(a|an|the|his|her|its|their|also|now|still|formerly|once|then)$/.test(first.lower) || TITLE_HEADS.has(first.lower)
      || first.cap && /^[’'](s)?$/.test(tokens[j + 2]?.text ?? ''))) return null;
    // "Jillian Chase, 27, a Tinder user in New York, said": the age between the name and the description
    const nameEnd = AGE.test(tokens[j - 1]?.text ?? '') && textAt(tokens, j - 2, ',') ? j - 2 : j;
    const name = npLeft(ctx, nameEnd);
    // (the name tagger reads some people as organizations: "Jillian Chase, 27, a Tinder user …")
    return name && (hasNameMention(ctx, name, 'PER') || hasNameMention(ctx, name, 'ORG') && (age || party || nameEnd !== j)) && name[1] - name[0] <= 8 ? [name[0], end] : null;
  }
  return null;
}

/** The source noun phrase starting at token `start`, walking right ("said Rep. Jim Jordan (R-Ohio)"). */
export function npRight(ctx: Ctx, start: number): Range | null {
  const { tokens } = ctx;
  const t0 = tokens[start];
  if (!t0) return null;
  const sent = t0.sent;
  let b = start;
  while (b < tokens.length && b - start < 14) {
    const t = tokens[b]!;
    // (a plural's possessive apostrophe goes on with the phrase: "the United Nations' Food and Agriculture Organization")
    if (t.kind === 'quote' && t.inQuote < 0 && /^['’]$/.test(t.text) && b > start && /s$/.test(tokens[b - 1]!.lower) && tokens[b + 1]?.kind === 'word' && tokens[b + 1]!.sent === sent) { b++; continue; }
    if (t.sent !== sent || t.inQuote >= 0 || t.kind === 'quote') break;
    if (t.kind === 'punct') {
      if (t.text === '(' ) { let j = b + 1; while (j < tokens.length && tokens[j]!.text !== ')' && j - b < 8) j++; if (textAt(tokens, j, ')') && b > start) { b = j + 1; continue; } }
      if (t.text === '-' && b > start) { b++; continue; }
      break;
    }
    if (b > start && RIGHT_STOP.has(t.lower) && !NP_INNER.has(t.lower)) break;
    if (b > start && NP_INNER.has(t.lower) && !isInnerAllowed(ctx, start, b)) break;
    // (not the medium after a title's name: "said House Speaker Paul Ryan | in a statement"; gold leaves it out 6 of 6 on
    // PolNeAR train)
    if (b > start && /^(in|on|at|during)$/.test(t.lower) && mediumAhead(ctx, b + 1) && hasNameMention(ctx, [start, b], 'PER')) break;
    // "asked President Obama to consider …": "to" before a verb opens the infinitive, not "ambassador to the United States"
    if (b > start && t.lower === 'to' && tokens[b + 1]?.kind === 'word' && !tokens[b + 1]!.cap && !/^(the|a|an|his|her|their|its|our|this|that|these|those)$/.test(tokens[b + 1]!.lower)) break;
    b++;
  }
  while (b > start && NP_INNER.has(tokens[b - 1]!.lower)) b--;
  if (b <= start) return null;
  return validNp(ctx, start, b) ? [start, b] : null;
}

// A medium's noun within the three words from token k ("a statement", "an interview", "a conference call").
function mediumAhead(ctx: Ctx, k: number): boolean {
  for (let j = k; j < k + 3; j++) { const t = ctx.tokens[j]; if (!t || t.kind !== 'word') return false; if (MEDIUM_NOUNS.has(t.lower)) return true; }
  return false;
}

// "of"/"for"/"with" continue a noun phrase after a role noun ("a spokesman for the agency", "a source familiar with")
function isInnerAllowed(ctx: Ctx, start: number, b: number): boolean {
  for (let k = start; k < b; k++) {
    const l = ctx.tokens[k]!.lower;
    if (ANONYMOUS_HEADS.has(l) || TITLE_HEADS.has(l) || l === 'familiar' || l === 'close') return true;
  }
  return false;
}

function validNp(ctx: Ctx, a: number, b: number): boolean {
  const { tokens } = ctx;
  const head = tokens[b - 1]!;
  if (b - a === 1 && SUBJECT_PRONOUNS.has(head.lower)) return true;
  // (a request's "Please", capitalized where it opens the sentence, is no one: "Please confirm that Dr. Kijakazi serves …",
  // "Please explain why …", 20 such sources in the press releases, none a speaker)
  if (head.lower === 'please') return false;
  for (let k = a; k < b; k++) if (ctx.mentionAt[k]! >= 0 && ctx.mentions[ctx.mentionAt[k]!]!.kind !== 'pronoun') return true;
  for (let k = a; k < b; k++) if (ANONYMOUS_HEADS.has(tokens[k]!.lower) || TITLE_HEADS.has(tokens[k]!.lower)) return true;
  if (EVIDENCE_HEADS.has(tokens[b - 1]!.lower) || b - a >= 2 && EVIDENCE_HEADS.has(tokens[a]!.lower) || b - a >= 2 && EVIDENCE_HEADS.has(tokens[a + 1]!.lower)) return true;
  if (head.cap && head.kind === 'word') return true;
  // a lone quantifier opening a clause after a comma, a semicolon or a conjunction stands for its group: "… were worried
  // about the economy; most said …", "… will not attend and others have said …" (capitalized, opening a sentence, it
  // passed above; PolNeAR train: gold marks an attribution at the verb in 12 of the 12 such clauses with a verb of saying
  // or belief, the engine found 6)
  if (b - a === 1 && LONE_QUANTIFIERS.has(head.lower) && a > 0 && tokens[a - 1]!.sent === head.sent && /^(,|;|and|but|while|whereas)$/.test(tokens[a - 1]!.lower)) return true;
  if (/^(the|a|an|this|that|these|those|his|her|their|its|our|some|many|most|several)$/.test(tokens[a]!.lower) && b - a >= 2) return true;
  if (partitive(ctx, a, b)) return true;
  // a share of those polled: "Twenty-four percent", "Nearly half", "more than 4 in 10", "a majority of voters"
  // (the phrase opens with the number or its qualifier: "up to 20 percent" after a verb is no subject)
  if (SHARE_START.test(tokens[a]!.lower)) for (let k = a; k < b; k++) if (SHARES.has(tokens[k]!.lower) || tokens[k]!.lower === 'in' && /^\d+$/.test(tokens[k + 1]?.lower ?? '') && k + 2 === b) return true;
  return false;
}
const SHARE_START = /^(\d.*|one|two|three|four|five|six|seven|eight|nine|ten|twenty.*|thirty.*|forty.*|fifty.*|sixty.*|seventy.*|eighty.*|ninety.*|a|the|nearly|about|almost|more|over|roughly|only|just|fewer|less|half|majorities|majority|two-thirds|three-quarters|one-third|one-quarter)$/;
const SHARES = new Set(['percent', '%', 'half', 'majority', 'majorities', 'minority', 'plurality', 'third', 'thirds', 'quarter', 'quarters',
  'two-thirds', 'three-quarters', 'one-third', 'one-quarter']);

const LONE_QUANTIFIERS: ReadonlySet<string> = new Set(['most', 'many', 'some', 'others', 'few', 'both', 'several']);
const QUANTIFIERS = new Set(['one', 'two', 'three', 'some', 'many', 'most', 'several', 'few', 'each', 'all', 'none', 'both', 'either', 'neither', 'any']);
/** "One of the children", "some of them", "two of his aides": an unnamed member of a group. */
const partitive = (ctx: Ctx, a: number, b: number): boolean => b - a >= 3 && QUANTIFIERS.has(ctx.tokens[a]!.lower) && ctx.tokens[a + 1]!.lower === 'of';

/** Writings whose words "read": `“…,” reads Judge Miller's statement`, `Part of the statement reads “…”`. */
const DOCUMENT_NOUNS: ReadonlySet<string> = new Set(['statement', 'letter', 'report', 'sign', 'signs', 'ruling', 'order', 'decision', 'note', 'post',
  'tweet', 'message', 'release', 'text', 'opinion', 'memo', 'bill', 'resolution', 'complaint', 'indictment', 'filing', 'lawsuit', 'petition', 'banner',
  'placard', 'caption', 'headline', 'email', 'affidavit', 'document', 'card', 'plaque', 'inscription', 'warning', 'notice', 'advisory', 'alert',
  'announcement', 'bulletin', 'communique', 'communiqué', 'declaration', 'verdict', 'judgment', 'judgement', 'editorial', 'transcript', 'motion']);

/** The noun phrase's head is a writing ("the report", "the statement"): one that can say something. */
export function documentHead(ctx: Ctx, r: Range): boolean {
  return DOCUMENT_NOUNS.has(ctx.tokens[r[1] - 1]!.lower);
}

/**
 * Token k is "reads" or "read" with a writing as its subject: the noun phrase after it (`side` 'right': `“…,” reads
 * the statement`) or before it ('left': `the statement reads “…”`). A speech cue for the quote sieves.
 */
export function documentRead(ctx: Ctx, k: number, side: 'left' | 'right'): boolean {
  const t = ctx.tokens[k];
  if (!t || (t.lower !== 'reads' && t.lower !== 'read')) return false;
  const np = side === 'right' ? npRight(ctx, k + 1) : npLeft(ctx, k);
  if (!np) return false;
  if (DOCUMENT_NOUNS.has(ctx.tokens[np[1] - 1]!.lower)) return true;
  // "It read, “…”" right after a sentence naming a writing ("… released a statement on Monday. It read, …")
  return side === 'left' && np[1] - np[0] === 1 && ctx.tokens[np[0]]!.lower === 'it' && writingBefore(ctx, np[0]);
}

// The sentence before token k's names a writing (DOCUMENT_NOUNS).
function writingBefore(ctx: Ctx, k: number): boolean {
  const s = ctx.tokens[k]!.sent;
  if (s === 0) return false;
  const prev = ctx.sentences[s - 1]!;
  for (let j = prev.tokStart; j < prev.tokEnd; j++) if (DOCUMENT_NOUNS.has(ctx.tokens[j]!.lower)) return true;
  return false;
}

/** Nouns of institutions that a place or nationality may modify ("the Seoul government", "the Iraqi military"). */
const INSTITUTION_HEADS: ReadonlySet<string> = new Set([...INSTITUTIONS, 'military', 'army', 'navy', 'police', 'embassy', 'parliament', 'forces',
  'authorities', 'cabinet', 'legislature', 'regime', 'junta', 'consulate', 'delegation']);

// Where a run of capitalized words from token k ends within [k, b) (words no name holds, joined by "of", "and", "for",
// "on"; then a trailing comma or an acronym in parentheses, "(WEC)"): b when it runs to the phrase's end.
function capitalizedRunEnd(ctx: Ctx, k: number, b: number): number {
  const t = ctx.tokens;
  while (k < b && (t[k]!.kind === 'word' && ctx.mentionAt[k]! < 0 && (t[k]!.cap || /^(of|and|for|on)$/.test(t[k]!.lower) && !!t[k + 1]?.cap))) k++;
  if (k + 2 < b && t[k]!.text === '(' && t[k + 2]!.text === ')') k += 3;
  return k + 1 === b && t[k]!.text === ',' ? b : k;
}
// The last word token before b (over a trailing comma and an acronym in parentheses)
function lastWordBefore(ctx: Ctx, b: number): number {
  let k = b - 1;
  while (k > 0 && ctx.tokens[k]!.kind !== 'word') k -= ctx.tokens[k]!.text === ')' ? 2 : 1;
  return k;
}
// A capitalized word of an institution in [a, b): "Commission", "Department", "Forces", "Union"
function bodyWordIn(ctx: Ctx, a: number, b: number): boolean {
  for (let k = a; k < b; k++) if (ctx.tokens[k]!.cap && (INSTITUTION_HEADS.has(ctx.tokens[k]!.lower) || BODY_WORDS.has(ctx.tokens[k]!.lower))) return true;
  return false;
}
const BODY_WORDS: ReadonlySet<string> = new Set(['service', 'institute', 'association', 'foundation', 'center', 'centre', 'authority', 'bureau',
  'federation', 'agency', 'corps', 'guard']);

/** The one person entity whose name's last word is `lower` (compared in lower case), or null for none or several. */
function personBySurname(ctx: Ctx, lower: string): Entity | null {
  let found: Entity | null = null;
  for (const e of ctx.entities) {
    if (e.type !== 'person') continue;
    const sp = e.name.lastIndexOf(' ');
    if (sp < 0 || e.name.slice(sp + 1).toLowerCase() !== lower) continue;
    if (found) return null;
    found = e;
  }
  return found;
}

const POSSESSIVE = /^['’]s?$/;
// The phrase opens with a name in the possessive ("Fort Bragg's Congressman")
function possessiveOpener(ctx: Ctx, r: Range): boolean {
  const mi = ctx.mentionAt[r[0]]!;
  if (mi < 0) return false;
  const m = ctx.mentions[mi]!;
  return m.tokStart === r[0] && m.tokEnd < r[1] && POSSESSIVE.test(ctx.tokens[m.tokEnd]!.text);
}
/** Relatives and counsel, after a person's name in the possessive ("Trump's lawyer", "Dunn's mother"): someone else. */
const KIN: ReadonlySet<string> = new Set(['wife', 'husband', 'mother', 'father', 'son', 'daughter', 'brother', 'sister', 'widow', 'widower', 'parents',
  'family', 'grandmother', 'grandfather', 'niece', 'nephew', 'cousin', 'fiancée', 'fiancee', 'fiancé', 'fiance', 'partner', 'girlfriend', 'boyfriend',
  'lawyer', 'lawyers', 'attorney', 'attorneys', 'children', 'mom', 'dad', 'uncle', 'aunt', 'relatives', 'friends',
  // and the people around someone ("Trump's doctors said", "Navalny's associates")
  'doctor', 'doctors', 'physician', 'physicians', 'aide', 'aides', 'associate', 'associates', 'adviser', 'advisers', 'advisor', 'advisors',
  'supporters', 'allies', 'staffers', 'colleagues', 'followers', 'loyalists',
  // (and a company's people, the company read as a person: "Google executives said" is not Google)
  'executives', 'managers', 'lobbyists',
  // (and a person's office: "Issa's office", "Pingree's office announced", a review of press releases)
  'office']);

/** A relative, a role or a title among the first words of [a, b) ("wife", "spokesman", "Chief of Staff"), before any comma. */
function possessedRole(ctx: Ctx, a: number, b: number): boolean {
  for (let k = a; k < b && k < a + 4; k++) {
    const l = ctx.tokens[k]!.lower;
    if (l === ',' || DOCUMENT_NOUNS.has(l)) return false; // ("Judge Ann Miller's statement" is hers)
    if (KIN.has(l) || ANONYMOUS_HEADS.has(l) || TITLE_HEADS.has(l)) return true;
  }
  return false;
}

// A person's name set off by commas later in [a, b), ending the phrase or before a comma ("National LGBT news source
// Daily Xtra's editorial director, Rachel Giese,"): the role is that person's; not "a source close to Smith".
// (over a capitalized title before the name: "Another Clinton ally, Agriculture Secretary Tom Vilsack,")
function appositiveName(ctx: Ctx, a: number, b: number): boolean {
  for (let j = a + 1; j < b; j++) {
    if (ctx.tokens[j - 1]!.text !== ',') continue;
    const c = j;
    // (the title's words may name a department: "Agriculture Secretary"; or be a lowercase role: "Shapiro's widow, former
    // tennis player Pam Shriver,")
    while (j < b - 1 && j < c + 3 && (ctx.mentionAt[j]! < 0 || ctx.mentions[ctx.mentionAt[j]!]!.type !== 'PER') && ctx.tokens[j]!.cap && ctx.tokens[j]!.kind === 'word') j++;
    if (j > c && !TITLE_HEADS.has(ctx.tokens[j - 1]!.lower)) j = c;
    if (j === c) {
      while (j < b - 1 && j < c + 4 && ctx.mentionAt[j]! < 0 && !ctx.tokens[j]!.cap && ctx.tokens[j]!.kind === 'word' && !/^(who|which|that|whose)$/.test(ctx.tokens[j]!.lower)) j++;
      // (or a profession in -ist or -ian: "One of the study's authors, herpetologist David Blackburn,", "historian …")
      if (j > c && !roleWord(ctx.tokens[j - 1]!.lower) && !/^(player|writer|actor|actress|singer|anchor|host|star|coach|journalist|reporter)$|..(?:ist|ian)$/.test(ctx.tokens[j - 1]!.lower)) j = c;
    }
    const mi = ctx.mentionAt[j]!;
    if (mi < 0) continue;
    const m = ctx.mentions[mi]!;
    if (m.tokStart === j && m.kind === 'name' && m.type === 'PER' && (m.tokEnd === b || ctx.tokens[m.tokEnd]!.text === ',')) return true;
  }
  return false;
}

// A capitalized title run from token k to a person's name ("Police and Crime Commissioner Stephen Mold")
function titleRunToName(ctx: Ctx, k: number, b: number): boolean {
  if (!ctx.tokens[k]!.cap) return false;
  let j = k + 1;
  // (a lowercase word after "of" and an abbreviation in parentheses are the title's: "Member of parliament (MP) Kevin Conolly")
  const t = ctx.tokens;
  while (j < b && j < k + 8 && ctx.mentionAt[j]! < 0 && (t[j]!.cap && t[j]!.kind === 'word' || /^(and|of|&)$/.test(t[j]!.lower)
    || t[j]!.kind === 'word' && t[j - 1]!.lower === 'of' || t[j]!.text === '(' && j + 2 < b && t[j + 2]!.text === ')' && t[j + 1]!.text === t[j + 1]!.text.toUpperCase())) j += t[j]!.text === '(' ? 3 : 1;
  const mi = j < b ? ctx.mentionAt[j]! : -1;
  return mi >= 0 && ctx.mentions[mi]!.tokStart === j && ctx.mentions[mi]!.type === 'PER' && ctx.mentions[mi]!.kind === 'name';
}

// A writing from or by a person named right after ("Statement from Congressman Andy Harris"): that person's
function writingOf(ctx: Ctx, k: number, b: number): boolean {
  if (!DOCUMENT_NOUNS.has(ctx.tokens[k]!.lower) || !/^(from|by|of)$/.test(ctx.tokens[k + 1]?.lower ?? '')) return false;
  return nameAfter(ctx, k + 2, b);
}


/** A person's name right at token k, or after a comma there, within [k, b): "wife Jonna Mendez", "spokesman, Andrew Bates". */
function nameAfter(ctx: Ctx, k: number, b: number): boolean {
  if (textAt(ctx.tokens, k, ',')) k++;
  // (over the title words before the name: "study co-author Professor Carl Lipo")
  for (let n = 0; n < 3 && k < b && ctx.mentionAt[k]! < 0 && roleWord(ctx.tokens[k]!.lower); n++) k++;
  const mi = k < b ? ctx.mentionAt[k]! : -1;
  return mi >= 0 && ctx.mentions[mi]!.type === 'PER' && ctx.mentions[mi]!.kind === 'name' && ctx.mentions[mi]!.tokStart === k;
}

const OBJECT_PREPOSITIONS: ReadonlySet<string> = new Set(['of', 'in', 'for', 'at', 'from']);
// Bodies that speak for what they are part of ("a committee of the Senate" is the Senate's)
const BODY_HEADS: ReadonlySet<string> = new Set(['committee', 'subcommittee', 'panel', 'board', 'council', 'coalition', 'caucus', 'group', 'wing', 'branch',
  'office', 'division', 'unit', 'arm', 'chapter', 'section', 'team']);

/**
 * Where the one spoken to ends in [a, b) when a name opens it and lowercase words with no person named in them follow:
 * the content begins there ("told The Jakarta Post radio broadcasts were being used …"; not "told NBC News anchor Lester
 * Holt"); b otherwise.
 */
export function nameThenClause(ctx: Ctx, a: number, b: number): number {
  const mi = ctx.mentionAt[a] ?? -1, m = mi >= 0 ? ctx.mentions[mi]! : null;
  if (!m || m.kind !== 'name' || m.tokStart !== a || m.tokEnd >= b) return b;
  const t = ctx.tokens[m.tokEnd]!;
  if (t.kind !== 'word' || t.cap) return b;
  for (let k = m.tokEnd; k < b; k++) { const j = ctx.mentionAt[k]!; if (j >= 0 && ctx.mentions[j]!.type === 'PER') return b; }
  return m.tokEnd;
}

/**
 * Speaker s with another description. One literal, not a spread: a copy made by spreading an object takes a map of its own
 * in V8, and the functions that read speakers (and the output) then meet more than one shape, which threw their optimized
 * code away when a rare path first made one.
 */
export function withDescription(s: Speaker, description: string | null): Speaker {
  return { entity: s.entity, name: s.name, anonymous: s.anonymous, description };
}

/** Decides who a source noun phrase names: a resolved entity, an unnamed source, or a description. */
export function resolveSpeaker(ctx: Ctx, r: Range, prevSpeaker: Speaker | null): Speaker {
  // the company after the subject is not the speaker ("U.S. Senator Kirsten Gillibrand (D-NY), joined by Mayor Mike Spano")
  const cut = companyAt(ctx, r);
  if (cut > 0) {
    const s = resolveSpeaker(ctx, [r[0], cut], prevSpeaker);
    return s.description === null ? s : withDescription(s, ctx.text.slice(ctx.tokens[r[0]]!.start, ctx.tokens[r[1] - 1]!.end));
  }
  // a writing's author, not the one it was sent to ("a letter to Facebook from three senators": the senators)
  const sent = writingSentTo(ctx, r);
  if (sent) {
    const s = sent.from >= 0 ? speakerOf(ctx, [sent.from, r[1]], prevSpeaker) : { entity: null, name: null, anonymous: false, description: null };
    return withDescription(s, ctx.text.slice(ctx.tokens[r[0]]!.start, ctx.tokens[r[1] - 1]!.end));
  }
  // a writing's or a study's author after "by" or "from": "a tweet on Monday by US Secretary of State Mike Pompeo", "a
  // report from the SITE Intelligence Group" (an author who names no one leaves the phrase as it was: "a report from last
  // week")
  const by = writingAuthor(ctx, r);
  if (by > 0) {
    // (the author's phrase to its first comma or dash: "a report Tuesday from WKOW, the ABC affiliate in Madison" is WKOW's)
    let e = by + 1;
    while (e < r[1] && ctx.tokens[e]!.kind !== 'punct') e++;
    const s = speakerOf(ctx, [by, e], prevSpeaker);
    if (s.name || s.anonymous) return withDescription(s, ctx.text.slice(ctx.tokens[r[0]]!.start, ctx.tokens[r[1] - 1]!.end));
  }
  // nor is one named in the subject's relative clause ("A donor who once backed Cruz"): the noun phrase before it is
  const rel = relativeIn(ctx, r);
  if (rel > r[0]) {
    const s = speakerOf(ctx, [r[0], rel], prevSpeaker);
    return s.description === null ? s : withDescription(s, ctx.text.slice(ctx.tokens[r[0]]!.start, ctx.tokens[r[1] - 1]!.end));
  }
  return speakerOf(ctx, r, prevSpeaker);
}

// The comma before "joined by", "along with" … in [a, b) (-1: none).
function companyAt(ctx: Ctx, [a, b]: Range): number {
  const tokens = ctx.tokens;
  for (let k = a + 1; k + 2 < b; k++) if (tokens[k]!.text === ',' && companyPhrase(tokens, k + 1)) return k;
  return -1;
}

// Titles of courtesy written after "the": "the Honorable …", "the Hon. …", "the Rev. …", "the Reverend …".
const COURTESY_TITLES: ReadonlySet<string> = new Set(['honorable', 'hon.', 'rev.', 'reverend', 'very']);

function speakerOf(ctx: Ctx, r: Range, prevSpeaker: Speaker | null): Speaker {
  const { tokens } = ctx;
  const [a, b] = r;
  const text = ctx.text.slice(tokens[a]!.start, tokens[b - 1]!.end);
  const first = tokens[a]!.lower;
  // a list of names ("Senators Leahy, Sanders and Welch"): the person of the list the article names most (a release's own
  // member: "Senators Ben Cardin and Chris Van Hollen and Congressman Jamie Raskin" in Raskin's), the first named of
  // those, the list as written its description
  if (nameList(ctx, a, b)) {
    const pick = mostNamedPerson(ctx, a, b, null, false);
    if (pick) return { entity: pick.id, name: pick.name, anonymous: false, description: text };
  }
  // "one of the children", "some of his aides": an unnamed source, unless a person is named in it
  if (partitive(ctx, a, b) && !hasNameMention(ctx, r, 'PER')) {
    return { entity: null, name: null, anonymous: true, description: text };
  }
  // a relative pronoun is its antecedent: "Rep. Lee, who said …", "the agency, which warned …"
  if (b - a === 1 && (first === 'who' || first === 'which' || first === 'that')) {
    const k = a > 0 && tokens[a - 1]!.text === ',' ? a - 2 : a - 1;
    const mi = k >= 0 && tokens[k]!.sent === tokens[a]!.sent ? ctx.mentionAt[k]! : -1;
    let m = mi >= 0 ? ctx.mentions[mi]! : null;
    // "who" after a person's place or organization is the person's: "Sen. Marco Rubio of Florida, who mused …"
    if (m && first === 'who' && m.type !== 'PER' && m.tokStart >= 2 && /^(of|from)$/.test(tokens[m.tokStart - 1]!.lower)) {
      const pi = ctx.mentionAt[m.tokStart - 2]!, p = pi >= 0 ? ctx.mentions[pi]! : null;
      if (p && p.type === 'PER' && p.tokEnd === m.tokStart - 1) m = p;
    }
    if (m && m.entity >= 0 && (m.tokEnd === k + 1 || m.type === 'PER' && first === 'who' && m.tokEnd < k)) { const e = ctx.entities[m.entity]!; return { entity: e.id, name: e.name, anonymous: false, description: text }; }
    // an unnamed source before it ("according to police, who said …"): that source
    const head = k >= 0 && tokens[k]!.sent === tokens[a]!.sent ? tokens[k]! : null;
    if (!m && head && ANONYMOUS_HEADS.has(head.lower)) {
      let from = npLeft(ctx, k + 1)?.[0] ?? k;
      while (from < k && /^(according|to|by|from)$/.test(tokens[from]!.lower)) from++;
      return { entity: null, name: null, anonymous: true, description: ctx.text.slice(tokens[from]!.start, head.end) };
    }
  }
  // a bill or resolution is no one, whatever names it: "the Healthy Forest Restoration Act threatens", "The TRUTH Act
  // calls for", "Barbara Lee Resolution Calls for", "Lee's bill declares", "according to Lee's amendment" (its
  // description, as "The bill" has; not an aside naming one, "Rep. Sarbanes, author of the Grassroots Democracy Act",
  // nor a headline's clause, "Lee Votes Against Appropriations Bill"; congressional press releases 0-2999: 21 such
  // speakers)
  // nor is one a headline says brings it in: "Barbara Lee Introduces" before "Bill to Recognize …", "Introduces
  // Legislation" before "to Demand …": the bill is what calls for it (press releases 0-2999: 13 such speakers, 11 the member)
  if (legislationHead(ctx, a, b) || introducerHead(ctx, a, b)) return { entity: null, name: null, anonymous: false, description: text };
  // an administration named after its president is not the president: "the Biden administration announced", "The
  // Bush Administration said" (press releases 0-2999: 9 such speakers, each the person)
  if (b - a >= 2 && tokens[b - 1]!.lower === 'administration') {
    const mi = ctx.mentionAt[b - 2]!, m = mi >= 0 ? ctx.mentions[mi]! : null;
    // (the phrase is the administration alone, not a person described by one: "Robert B. Reich, a secretary of labor
    // during the Clinton administration")
    if (m && m.type === 'PER' && m.kind === 'name' && m.tokEnd === b - 1 && (m.tokStart === a || m.tokStart === a + 1 && /^(the|this|that)$/.test(first))) {
      return { entity: null, name: null, anonymous: false, description: text };
    }
  }
  // members of a body named by their title in the plural, no person named, are that group, not an organization the
  // tagger read in the title or after it: "the Members wrote", "Senators said", "Members of both the House and Senate
  // agreed" (press releases 0-2999: 12 such speakers named "Members", "Senators", "Representatives" or "Senate")
  // (unnamed as "members" is, not as "senators": "Members of Congress" stays an anonymous source)
  const group = pluralTitleGroup(ctx, a, b);
  if (group >= 0) return { entity: null, name: null, anonymous: ANONYMOUS_HEADS.has(tokens[group]!.lower), description: text };
  // a role noun that no name precedes and no entity claims is an unnamed source: "a spokesman for Sen. X",
  // "company officials", "a White House spokesperson", "the source"; a phrase that opens with a person's name
  // ("John Smith, a spokesman for the agency") is that person
  // (after the title words opening it: "Professor Jean-Jacques Muyembe, Director General of the institute" is about him)
  let a0 = a, courtesy = false;
  // (and a party or nationality before a title: "Republican Senator Mitt Romney, a sometime Trump critic")
  for (;;) {
    if (a0 < b - 1 && ctx.mentionAt[a0]! < 0 && tokens[a0]!.cap && (TITLE_HEADS.has(tokens[a0]!.lower) || TITLE_MODIFIERS.has(tokens[a0]!.lower))) { a0++; continue; }
    // (and the article before a courtesy title: "the Honorable Adrianne Todman, HUD's senior official", "the Rev. Al
    // Sharpton, a civil rights leader"; a review of press releases 11,000-11,059: such a speaker was left unresolved)
    if (a0 === a && a0 < b - 2 && first === 'the' && ctx.mentionAt[a0 + 1]! < 0 && tokens[a0 + 1]!.cap && COURTESY_TITLES.has(tokens[a0 + 1]!.lower)) { a0 += 2; courtesy = true; continue; }
    const mi = ctx.mentionAt[a0]!, m = mi >= 0 ? ctx.mentions[mi]! : null;
    // (or a country before it: "U.S. Representative Richard Hudson (NC-08), Fort Bragg's Congressman," is Hudson, not the
    // last person the phrase names)
    if (m && (m.type === 'MISC' || m.type === 'LOC') && m.tokStart === a0 && m.tokEnd < b - 1 && ctx.mentionAt[m.tokEnd]! < 0 && TITLE_HEADS.has(tokens[m.tokEnd]!.lower)) { a0 = m.tokEnd; continue; }
    break;
  }
  const firstMention = ctx.mentionAt[a0]! >= 0 && ctx.mentions[ctx.mentionAt[a0]!]!.tokStart === a0 ? ctx.mentions[ctx.mentionAt[a0]!]! : null;
  // "Mendez's wife Jonna Mendez", "Dunn's mother, Charlotte Charles,", "Trump's lawyer": a person in the possessive
  // opening the phrase is not its head (nor is "his" or "her")
  // ("Inhofe's letter to Panetta" is Inhofe's: the one possessed must be a person, a role or a relative)
  const namePossessive = !!firstMention && firstMention.tokEnd < b && POSSESSIVE.test(tokens[firstMention.tokEnd]!.text);
  // (and a name standing as a modifier before a lowercase role: "Clinton aides said", "Trump supporters say", "Clinton
  // campaign officials" are the people around the person, not the person)
  const nameModifier = !namePossessive && !!firstMention && firstMention.type === 'PER' && firstMention.kind === 'name' && firstMention.tokEnd < b
    && tokens[firstMention.tokEnd]!.kind === 'word' && !tokens[firstMention.tokEnd]!.cap
    // (not a preposition after the name: "Inspector John Miller of the police" is Miller, not the police's)
    && !OBJECT_PREPOSITIONS.has(tokens[firstMention.tokEnd]!.lower);
  const possessive = (namePossessive || nameModifier || b - a >= 2 && /^(his|her|their)$/.test(first) && tokens[a]!.text !== tokens[a]!.text.toUpperCase())
    && possessedRole(ctx, namePossessive ? firstMention!.tokEnd + 1 : nameModifier ? firstMention!.tokEnd : a + 1, b);
  const opensWithPerson = !!firstMention && firstMention.type === 'PER' && firstMention.kind !== 'nominal' && (courtesy || !ANONYMOUS_DETERMINERS.has(first)) && !possessive;
  if (!opensWithPerson) {
    for (let k = a; k < b; k++) {
      const mi = ctx.mentionAt[k]!;
      if (inTitle(ctx, k, b)) continue; // "Mayoral spokeswoman Kayla Mamelak": the role noun is her title
      if (mi >= 0 && ctx.mentions[mi]!.type === 'PER' && ctx.mentions[mi]!.kind !== 'pronoun' && !ANONYMOUS_DETERMINERS.has(first) && !(possessive && ctx.mentions[mi] === firstMention)) break;
      // (a role named after it is that person: "The spokesman, Andrew Bates,")
      if ((ANONYMOUS_HEADS.has(tokens[k]!.lower) || possessive && KIN.has(tokens[k]!.lower)) && mi < 0 && !nameAfter(ctx, k + 1, b) && !appositiveName(ctx, k + 1, b)
        && !writingOf(ctx, k, b) && !titleRunToName(ctx, k, b)) return { entity: null, name: null, anonymous: true, description: text };
    }
  }
  // "a deputy administrator at FEMA": a role at an organization is a person, not the organization; after a name
  // ("Tim Manning, formerly a deputy administrator at FEMA") it is that person, otherwise an unnamed source
  if (!opensWithPerson && (first === 'a' || first === 'an')) {
    const role = roleAtOrganization(ctx, a, b);
    if (role) {
      let k = a - 1;
      while (k > 0 && /^(formerly|now|then|currently|once|also)$/.test(tokens[k]!.lower)) k--;
      const mi = k > 0 && tokens[k]!.text === ',' && tokens[k]!.sent === tokens[a]!.sent ? ctx.mentionAt[k - 1]! : -1;
      const m = mi >= 0 ? ctx.mentions[mi]! : null;
      if (m && m.type === 'PER' && m.kind === 'name' && m.entity >= 0 && m.tokEnd === k) {
        const e = ctx.entities[m.entity]!;
        return { entity: e.id, name: e.name, anonymous: false, description: text };
      }
      return { entity: null, name: null, anonymous: true, description: text };
    }
  }
  // "The company, a unit of General Electric,": the description before the comma is the speaker (the entity its head
  // was linked to, if any), not the organization named in what follows; with a person named ("The French interior
  // minister, Bernard Cazeneuve,") it is that person, below
  if (!opensWithPerson && !hasNameMention(ctx, r, 'PER')) {
    let c = a + 2;
    while (c < b && c <= a + 4 && tokens[c]!.text !== ',') c++;
    if (c < b && c <= a + 4 && describedSpeaker(ctx, [a, c]) && !/^(who|which|whose|that)$/.test(tokens[c + 1]?.lower ?? '')) {
      const mi = ctx.mentionAt[c - 1]!, m = mi >= 0 ? ctx.mentions[mi]! : null;
      if (m && m.entity >= 0) { const e = ctx.entities[m.entity]!; return { entity: e.id, name: e.name, anonymous: false, description: text }; }
      return { entity: null, name: null, anonymous: false, description: text };
    }
  }
  // "Chelyabinsk's governor", "the city's mayor": an office named by whose it is, no person named: that description
  if (possessive && firstMention && !hasNameMention(ctx, [firstMention.tokEnd, b], 'PER')) return { entity: null, name: null, anonymous: false, description: text };
  // a name or a linked nominal/pronoun mention inside the phrase: the last person mention wins, else an organization
  // (not one in a relative clause of the phrase: "Actor Denzel Washington, who paid for Boseman to attend BADA,")
  let best: MentionInfo | null = null;
  let rb = b;
  for (let k = a + 1; k < b - 1; k++) if (tokens[k]!.text === ',' && /^(who|which|whose|whom)$/.test(tokens[k + 1]!.lower)) { rb = k; break; }
  // (nor one in the description after a person's name: "former South Carolina Gov. Jim Hodges, a Clinton backer," is
  // Hodges)
  for (let k = a + 1; k < rb - 1; k++) {
    if (tokens[k]!.text !== ',' || !/^(a|an|the)$/.test(tokens[k + 1]!.lower)) continue;
    const mi = ctx.mentionAt[k - 1]!;
    if (mi >= 0 && ctx.mentions[mi]!.type === 'PER' && ctx.mentions[mi]!.kind === 'name') rb = k;
    break;
  }
  // a person's office, staff or campaign is not the person: "The Office of Congressman Jim Jordan today urged", "The
  // office of Colorado U.S. Senator Michael Bennet today announced" (its description; "Issa's office" is one by KIN)
  if (!opensWithPerson) {
    for (let k = a; k < rb - 2 && k <= a + 2; k++) {
      if (!/^(office|staff|campaign)$/.test(tokens[k]!.lower) || tokens[k + 1]!.lower !== 'of') continue;
      let o = k + 2;
      while (o < rb - 1 && (ctx.mentionAt[o]! < 0 ? TITLE_HEADS.has(tokens[o]!.lower) || TITLE_MODIFIERS.has(tokens[o]!.lower) || /^(the|u\.s\.)$/.test(tokens[o]!.lower)
        : ctx.mentions[ctx.mentionAt[o]!]!.type === 'LOC' || ctx.mentions[ctx.mentionAt[o]!]!.tokStart <= k + 1)) o++;
      const om = ctx.mentionAt[o]!;
      if (om >= 0 && ctx.mentions[om]!.type === 'PER' && ctx.mentions[om]!.kind === 'name') return { entity: null, name: null, anonymous: false, description: text };
      break;
    }
  }
  // "The president of Turkey", "Associates of Navalny", "Democrats in Congress": the head is before the preposition and
  // the name right after it is its object, not the speaker (unless a person is named after that: "Secretary of State
  // Mike Pompeo"; a preposition inside a name is the name's: "the University of Michigan")
  if (!opensWithPerson) {
    for (let p = a + 1; p < rb - 1; p++) {
      if (!OBJECT_PREPOSITIONS.has(tokens[p]!.lower) || ctx.mentionAt[p]! >= 0) continue;
      // (the head: a common noun, not a body of what follows, "A committee of the Senate"; a name of its own, or a word
      // opening the sentence; not a capitalized word no name holds, "the Catholic Bishops' Conference of the Philippines")
      const h = tokens[p - 1]!;
      if (BODY_HEADS.has(h.lower) || INSTITUTION_HEADS.has(h.lower) || h.cap && ctx.mentionAt[p - 1]! < 0 && ctx.sentences[h.sent]!.tokStart !== p - 1) break;
      const o = tokens[p + 1]!.lower === 'the' ? p + 2 : p + 1, om = o < rb ? ctx.mentionAt[o]! : -1;
      if (om < 0 || ctx.mentions[om]!.tokStart !== o) break;
      let later = false;
      for (let k = ctx.mentions[om]!.tokEnd; k < b; k++) { const mi = ctx.mentionAt[k]!; if (mi >= 0 && ctx.mentions[mi]!.type === 'PER' && ctx.mentions[mi]!.kind === 'name') later = true; }
      if (!later) rb = p;
      break;
    }
  }
  for (let k = a; k < rb; k++) {
    const mi = ctx.mentionAt[k]!;
    if (mi < 0) continue;
    const m = ctx.mentions[mi]!;
    if (m.entity < 0) continue;
    // (a possessive pronoun before a noun is someone else's: "Her rival said" is not Clinton, whatever the noun)
    if (m.kind === 'pronoun' && m.tokEnd < rb && /^(his|her|their|its|my|our|your)$/.test(tokens[m.tokStart]!.lower)) continue;
    // a phrase that opens with a person is about that person ("Rep. Smith, head of the caucus"); otherwise the
    // person named last is the head ("Wynnum coach Matt Myers"). A name beats a nominal, a nominal beats an
    // organization, and a possessive pronoun ("His wife Mary") only counts alone.
    if (!best || rank(m) > rank(best) || (rank(m) === rank(best) && !opensWithPerson && m.entity !== best.entity)) best = m;
  }
  // a name inside another person's title is a modifier ("Wynnum coach Matt Myers")
  if (best) {
    for (let k = best.tokEnd; k < b; k++) {
      const mi = ctx.mentionAt[k]!;
      const m = mi >= 0 ? ctx.mentions[mi]! : null;
      if (m && m.type === 'PER' && m.kind === 'name' && m.title && m.title.start <= best.start && m.entity >= 0) { best = m; break; }
    }
    // "Clinton spokesman Josh Schwerin", "Sanders campaign manager Jeff Weaver": the name before the role only says whose
    const head = roleHolder(ctx, best);
    if (head && head.tokEnd <= b) best = head;
  }
  // "The Justice Department said", "The General Accounting Office today released": an institution's last word that the
  // name tagger took alone is not its name (nor its entity, which links every "Department" of the article); the
  // capitalized words before it are part of it (congressional press releases 0-2999: ~10 such speakers)
  if (best && best.tokEnd - best.tokStart === 1 && best.tokStart > a && INSTITUTIONS.has(tokens[best.tokStart]!.lower) && tokens[best.tokStart]!.cap) {
    let s0 = best.tokStart;
    while (s0 > a && tokens[s0 - 1]!.cap && tokens[s0 - 1]!.kind === 'word' && ctx.mentionAt[s0 - 1]! < 0 && !/^(the|a|an|this|that)$/.test(tokens[s0 - 1]!.lower)) s0--;
    // (and the capitalized words after it, after "of", "on" or "for": "the Commission on Presidential Debates", not "Commission": 3 on Wikinews)
    const e0 = /^(of|on|for)$/.test(tokens[best.tokEnd]?.lower ?? '') && best.tokEnd < b - 1 && capitalizedRunEnd(ctx, best.tokEnd, b) === b ? lastWordBefore(ctx, b) : best.tokStart;
    if (s0 < best.tokStart || e0 > best.tokStart) return { entity: null, name: ctx.text.slice(tokens[s0]!.start, tokens[e0]!.end), anonymous: false, description: text };
  }
  // a title's last word the name tagger took alone after the title's first ("The UN Secretary General", "The
  // Department's own Inspector General" found …) is an office, its holder unnamed: not a "General" (nor the entity
  // linking each "General" of the article)
  // (only "General", which ends titles, "Surgeon General", "Attorney General": "Senator King", "Dr. King" are persons)
  if (best && best.kind === 'name' && best.tokEnd === b && best.tokEnd - best.tokStart === 1 && best.tokStart > a && tokens[best.tokStart]!.text === 'General'
    && best.entity >= 0 && ctx.entities[best.entity]!.name === 'General' && tokens[best.tokStart - 1]!.cap && tokens[best.tokStart - 1]!.kind === 'word'
    && ctx.mentionAt[best.tokStart - 1]! < 0) {
    return { entity: null, name: null, anonymous: false, description: text };
  }
  // "the Wisconsin Elections Commission", "The Chilean Armed Forces", "the Indian Prime Minister": a place or a nationality
  // opening a run of capitalized words the name tagger left out is not the speaker: with an institution's word in it, the
  // run is a body's name (with the place); ending in a title, it is an office, its holder unnamed (Wikinews: 11 bodies
  // left unnamed, 2 named "Indian" or "Iranian"); so is a place's name with such a word inside ("the United States
  // Department of Transportation" tagged a place whole)
  if (best && (best.type === 'LOC' || best.type === 'MISC') && best.tokStart <= a + 1) {
    const end = capitalizedRunEnd(ctx, best.tokEnd, b);
    if (end === b && best.tokEnd < b && TITLE_HEADS.has(tokens[lastWordBefore(ctx, b)]!.lower)) return { entity: null, name: null, anonymous: false, description: text };
    if (end === b && bodyWordIn(ctx, best.tokStart + 1, b)) {
      if (lastWordBefore(ctx, b) < best.tokEnd) { const e = ctx.entities[best.entity]!; return { entity: e.id, name: e.name, anonymous: false, description: null }; }
      return { entity: null, name: ctx.text.slice(tokens[best.tokStart]!.start, tokens[lastWordBefore(ctx, b)]!.end), anonymous: false, description: text };
    }
  }
  // "The Seoul government", "the Iraqi military", "The U.S. Army": a place or a nationality modifying an institution's
  // noun is not the speaker; the institution, undescribed by any entity, is
  if (best && (best.type === 'LOC' || best.type === 'MISC') && best.tokEnd < b && best.tokEnd >= b - 2 && INSTITUTION_HEADS.has(tokens[b - 1]!.lower)) {
    return { entity: null, name: null, anonymous: false, description: text };
  }
  // an organization or place before lowercase words ending in people ("CBP sector chiefs", "the House Republican
  // leadership", "Green New Deal extremists", "DOE staff") only says whose they are: the group, described, is
  // the speaker, not the organization (not a writing of it: "The CBC letter", "The RSC proposal"; press releases
  // 0-2999: 14 such speakers named after the organization or place)
  if (best && best.type !== 'PER' && lowercaseTail(ctx, best.tokEnd, b) && groupNoun(tokens[b - 1]!.lower)) {
    return { entity: null, name: null, anonymous: false, description: text };
  }
  // (a place or other name before a noun only modifies it: "My Democratic colleagues", "Chinese officials")
  if (best && (best.type === 'PER' || best.type === 'ORG' || b - a <= 4 && !(best.tokEnd < b && tokens[best.tokEnd]!.kind === 'word' && !tokens[best.tokEnd]!.cap))) {
    // a person named with others is one of the speakers and the phrase says who all are ("Lake City Mayor Mark Nichols and
    // several Lake City residents", "Rep. Bice (R-Okla.) and 14 other House Republicans", "Lee and others"); of two or
    // more named, as of a list of names above, the one the article names most ("Idaho Senators Mike Crapo and Jim Risch"
    // in Crapo's release)
    if (best.type === 'PER' && best.kind === 'name' && personAndOthers(ctx, a, b)) {
      const pick = mostNamedPerson(ctx, a, rb, ctx.entities[best.entity]!, true)!;
      return { entity: pick.id, name: pick.name, anonymous: false, description: text };
    }
    const e = ctx.entities[best.entity]!;
    return { entity: e.id, name: e.name, anonymous: false, description: best.kind === 'name' ? null : text };
  }
  // a surname the name tagger did not read as a name ("said Dent.": "dent" is a word too) or a transcript's label in
  // capitals ("DONFRIED:"): the one person of the article whose name ends with it
  if (!best && b - a === 1 && tokens[a]!.cap && tokens[a]!.kind === 'word' && tokens[a]!.lower.length > 2 && !PERSONAL_PRONOUNS.has(tokens[a]!.lower)) {
    const e = personBySurname(ctx, tokens[a]!.lower);
    if (e) return { entity: e.id, name: e.name, anonymous: false, description: null };
  }
  // "it": the organization most recently named before it, within two sentences ("NASA … It also credited …")
  // (an organization that opens its sentence, the subject, wins over one named later in it)
  if (b - a === 1 && first === 'it') {
    const sent = tokens[a]!.sent;
    let found: MentionInfo | null = null;
    for (let k = a - 1; k >= 0 && k > a - 200 && tokens[k]!.sent >= sent - 2; k--) {
      const mi = ctx.mentionAt[k]!;
      if (mi < 0 || tokens[k]!.inQuote >= 0) continue;
      const m = ctx.mentions[mi]!;
      if (m.type !== 'ORG' || m.entity < 0) continue;
      // (not a platform modifying a noun: "his official Twitter account. It also stated …")
      const after = tokens[m.tokEnd];
      if (after && after.kind === 'word' && !after.cap && /^(account|page|post|feed|channel|profile|handle|video|live)$/.test(after.lower)) continue;
      const subject = m.tokStart <= ctx.sentences[tokens[m.tokStart]!.sent]!.tokStart + 1;
      if (subject || !found) found = m;
      if (subject) break;
    }
    if (found) { const e = ctx.entities[found.entity]!; return { entity: e.id, name: e.name, anonymous: false, description: text }; }
  }
  // "the senator", "the businessman", "the candidate" with no name in the phrase: the one person named in its sentence
  // or the two before it (a review of PolNeAR train: ~12 such speakers left unnamed where the person was plain)
  if (b - a === 2 && first === 'the' && !best && PERSON_ROLES.has(tokens[a + 1]!.lower)) {
    const e = onlyPersonBefore(ctx, a, 2);
    if (e) return { entity: e.id, name: e.name, anonymous: false, description: text };
  }
  // a bare pronoun: the previous speaker when compatible, otherwise the pronoun's own resolution
  if (b - a === 1 && PERSONAL_PRONOUNS.has(first)) {
    // (or a body named by words no entity holds: "The Chilean Armed Forces said … They also …")
    if (first === 'they') return prevSpeaker && (prevSpeaker.anonymous || !prevSpeaker.name || prevSpeaker.entity === null) ? { entity: prevSpeaker.entity, name: prevSpeaker.name, anonymous: prevSpeaker.anonymous, description: prevSpeaker.description } : { entity: null, name: null, anonymous: false, description: text };
    return { entity: null, name: null, anonymous: false, description: text };
  }
  return { entity: null, name: null, anonymous: false, description: text };
}

// Tokens [k, b) are one or two lowercase words, no preposition or determiner ("sector chiefs", not "to my staff").
function lowercaseTail(ctx: Ctx, k: number, b: number): boolean {
  if (k >= b || b - k > 2) return false;
  for (let j = k; j < b; j++) if (ctx.tokens[j]!.kind !== 'word' || ctx.tokens[j]!.cap || /^(to|of|by|for|from|with|between|at|in|on|my|our|his|her|their|its|the|a|an)$/.test(ctx.tokens[j]!.lower)) return false;
  return true;
}

// A plural noun of people or a body of them ("chiefs", "executives", "leadership", "extremists", "producers"), not a
// writing or records ("letters", "papers", "numbers").
const groupNoun = (w: string): boolean => /^(leadership|staff|chiefs|women|men|families|veterans|students|parents|patients|workers)$/.test(w)
  || /^[a-z]{3,}(ers|ors|ists|ians|ives)$/.test(w) && !/^(letters|papers|numbers|orders|powers|matters|waters|headquarters|archives|initiatives|incentives|objectives|alternatives)$/.test(w);

// Source [a, b) ends with a bill's word ("Act", "resolution", "Bill", "amendment") and is that bill: no comma (an
// aside), no finite verb (a headline's clause); a capitalized "Bill" alone opens its sentence ("Bill Calls for …") and
// no person of the article is a Bill.
function legislationHead(ctx: Ctx, a: number, b: number): boolean {
  const { tokens } = ctx;
  const h = tokens[b - 1]!;
  if (h.lower !== 'act' && h.lower !== 'resolution' && h.lower !== 'bill' && h.lower !== 'amendment') return false;
  if (h.text === 'Bill' && (b - a !== 1 || ctx.sentences[h.sent]!.tokStart !== a || ctx.entities.some((e) => e.type === 'person' && e.name.startsWith('Bill ')))) return false;
  for (let k = a; k < b - 1; k++) if (tokens[k]!.text === ',' || tokens[k]!.text === '(') return false;
  return !finiteVerbIn(ctx, a, b - 1);
}

// Source [a, b) ends with a headline's capitalized verb of bringing in a bill ("Barbara Lee Introduces"), or with that
// verb and the bill's word ("Introduces Legislation").
function introducerHead(ctx: Ctx, a: number, b: number): boolean {
  const { tokens } = ctx;
  const k = b - 1 > a && /^(legislation|bill|resolution|measure)$/.test(tokens[b - 1]!.lower) ? b - 2 : b - 1;
  return tokens[k]!.cap && /^(introduces|reintroduces|unveils|files|sponsors|cosponsors|co-sponsors)$/.test(tokens[k]!.lower);
}

// Source [a, b) is a capitalized plural title or "Members", after lowercase words or a number only ("the three
// Members", "other Senators"), alone or before "of" ("Members of both the House and Senate"), with no person named in
// it: the title's token (-1: not such a group).
function pluralTitleGroup(ctx: Ctx, a: number, b: number): number {
  const { tokens } = ctx;
  let k = a;
  while (k < b - 1 && (tokens[k]!.kind === 'word' && (!tokens[k]!.cap || k === a && /^(the|these|those|other|all|both)$/.test(tokens[k]!.lower))
    || /^\d+$/.test(tokens[k]!.text))) k++;
  // (capitalized: "staff members", "the senators" are resolved as they were)
  const h = tokens[k]!.lower;
  if (!tokens[k]!.cap || h !== 'members' && !PLURAL_TITLES.has(h)) return -1;
  if (k !== b - 1 && tokens[k + 1]!.lower !== 'of') return -1;
  // (the word alone may be the tagger's "person": "Members Urge President …")
  const mi = ctx.mentionAt[k]!;
  if (mi >= 0 && (ctx.mentions[mi]!.tokStart < k || ctx.mentions[mi]!.tokEnd > k + 1)) return -1;
  return hasNameMention(ctx, [a, k], 'PER') || hasNameMention(ctx, [k + 1, b], 'PER') ? -1 : k;
}

// Of the persons whose mentions begin in [a, b) (names only, with `namesOnly`), the one the article names most, the
// first of equals; `pick` (if given) is kept unless one is named more often.
function mostNamedPerson(ctx: Ctx, a: number, b: number, pick: Entity | null, namesOnly: boolean): Entity | null {
  for (let k = a; k < b; k++) {
    const mi = ctx.mentionAt[k]!, m = mi >= 0 ? ctx.mentions[mi]! : null;
    if (!m || m.type !== 'PER' || m.entity < 0 || m.tokStart !== k || namesOnly && m.kind !== 'name') continue;
    const e = ctx.entities[m.entity]!;
    if (!pick || e.mentions.length > pick.mentions.length) pick = e;
  }
  return pick;
}

/**
 * [a, b) joins a person's name to others with "and" before any comma: "Mark Nichols and several Lake City residents",
 * "Sen. Tom Cotton (R-Ark.) and Bill Cassidy, M.D." (after the name's party and state in parentheses); not "Bill Cone,
 * one of the judges … and a designer" (an aside's "and"), nor an "and" inside a name ("Department of Housing and Urban
 * Development"). First 3,000 congressional releases: 47 speakers given a group's words with no description.
 */
function personAndOthers(ctx: Ctx, a: number, b: number): boolean {
  const t = ctx.tokens;
  for (let k = a + 1; k < b - 1; k++) {
    const w = t[k]!.text;
    if (w === ',') return false;
    if ((w !== 'and' && w !== '&') || ctx.mentionAt[k]! >= 0) continue;
    let j = k - 1;
    if (t[j]!.text === ')') { while (j > a && t[j]!.text !== '(') j--; j--; }
    const mi = j >= a ? ctx.mentionAt[j]! : -1;
    return mi >= 0 && ctx.mentions[mi]!.type === 'PER' && ctx.mentions[mi]!.kind === 'name' && ctx.mentions[mi]!.tokEnd === j + 1;
  }
  return false;
}

/**
 * Role nouns a news story calls a person it has named by ("the senator", "the businessman", "the star"); not offices a
 * story names apart from the people in it ("the President" in a member's release is the President's, "the judge" is not
 * the lawyer named before).
 */
const PERSON_ROLES: ReadonlySet<string> = new Set(['senator', 'governor', 'mayor', 'congressman', 'congresswoman', 'candidate', 'nominee', 'businessman',
  'businesswoman', 'billionaire', 'actor', 'actress', 'star', 'singer', 'rapper', 'comedian', 'lawmaker', 'senator-elect']);

/**
 * The entity of the one person named (by a name, not a pronoun) in the sentence of token k before it and the `back`
 * sentences before that, within its paragraph and the one before; null for none or several.
 */
function onlyPersonBefore(ctx: Ctx, k: number, back: number): Entity | null {
  const t = ctx.tokens, sent = t[k]!.sent, para = t[k]!.para;
  let found = -1;
  for (let j = k - 1; j >= 0 && t[j]!.sent >= sent - back && t[j]!.para >= para - 1; j--) {
    const mi = ctx.mentionAt[j]!;
    if (mi < 0) continue;
    const m = ctx.mentions[mi]!;
    if (m.type !== 'PER' || m.kind !== 'name' || m.entity < 0 || m.inQuote) continue;
    if (found >= 0 && found !== m.entity) return null;
    found = m.entity;
  }
  return found >= 0 ? ctx.entities[found]! : null;
}

// [a, b) is "a/an <role> at/of/for … <organization or place>": a title or role noun before the first mention, which is
// an organization or place after a preposition, and no person mentioned in the phrase.
function roleAtOrganization(ctx: Ctx, a: number, b: number): boolean {
  const { tokens } = ctx;
  let role = false;
  for (let k = a + 1; k < b; k++) {
    const mi = ctx.mentionAt[k]!;
    if (mi < 0) {
      if (TITLE_HEADS.has(tokens[k]!.lower)) role = true;
      continue;
    }
    const m = ctx.mentions[mi]!;
    if (m.type === 'PER' || !role) return false;
    const p = tokens[k - 1]!.lower === 'the' ? k - 2 : k - 1;
    if (!/^(at|of|for|with|from|in)$/.test(tokens[p]?.lower ?? '')) return false;
    for (let j = m.tokEnd; j < b; j++) if (ctx.mentionAt[j]! >= 0 && ctx.mentions[ctx.mentionAt[j]!]!.type === 'PER') return false;
    return true;
  }
  return false;
}

export const isPronoun = (ctx: Ctx, r: Range) => r[1] - r[0] === 1 && PERSONAL_PRONOUNS.has(ctx.tokens[r[0]]!.lower);

// Is token k inside the title written before a person's name that ends the phrase by `b`?
function inTitle(ctx: Ctx, k: number, b: number): boolean {
  for (let j = k + 1; j < b; j++) {
    const mi = ctx.mentionAt[j]!;
    if (mi < 0) continue;
    const m = ctx.mentions[mi]!;
    return m.kind === 'name' && m.type === 'PER' && !!m.title && m.title.start <= ctx.tokens[k]!.start;
  }
  return false;
}

function rank(m: MentionInfo): number {
  if (m.type === 'PER') return m.kind === 'name' ? 4 : m.kind === 'nominal' ? 3 : 1;
  return m.type === 'ORG' ? 2 : 0;
}

/**
 * The source of "<NP> said [when or where]," or "said <NP>," ending at the comma before token cs, or null: the one a
 * participle after that comma goes on for ("…, Spicer said, adding, “…”", "…, Hollande said Tuesday in Paris, noting …",
 * "…, said Mr. Manafort, adding …"). Gold gives such a participle the source of that attribution in 110 of 110 cases on
 * PolNeAR train; the sentence's subject was wrong in 10.
 */
export function attributionBeforeComma(ctx: Ctx, cs: number): [number, number] | null {
  const t = ctx.tokens, comma = cs - 1;
  if (!textAt(t, comma, ',')) return null;
  const sent = t[comma]!.sent;
  for (let k = comma - 1; k >= 0 && k >= comma - 8 && t[k]!.sent === sent; k--) {
    const u = t[k]!;
    if (u.inQuote >= 0 || u.kind === 'quote' || u.kind !== 'word' && u.text !== '.') return null;
    if (!isCue(ctx, k, true) || u.lower.endsWith('ing')) continue;
    if (!SAID_FORMS.has(u.lower)) return null;
    const right = k + 1 < comma && !ADJUNCT_AFTER.test(t[k + 1]!.lower) ? npRight(ctx, k + 1) : null;
    if (right && right[1] === comma) return right;
    // (between the verb and the comma only a phrase of when or where)
    if (k + 1 < comma && !ADJUNCT_AFTER.test(t[k + 1]!.lower)) return null;
    const left = npLeft(ctx, cueStartWithModifiers(ctx, k));
    return left && t[left[0]]!.sent === sent ? left : null;
  }
  return null;
}
const SAID_FORMS: ReadonlySet<string> = new Set(['said', 'says', 'told', 'tells', 'added', 'adds', 'wrote', 'writes', 'explained', 'noted', 'argued',
  'replied', 'responded', 'continued', 'tweeted', 'posted', 'stated', 'insisted']);
const ADJUNCT_AFTER = /^(in|on|at|during|via|through|last|this|earlier|today|yesterday|tonight|monday|tuesday|wednesday|thursday|friday|saturday|sunday|recently|again|later|afterward|afterwards)$/;
