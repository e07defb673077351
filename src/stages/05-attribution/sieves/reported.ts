import { tokenAt, textAt, type Ctx, type QuoteSpan } from '../../../pipeline/context.js';
import type { Sieve, Candidate, AttributionState } from '../candidate.js';
import { newCandidate } from '../candidate.js';
import { isCue, npLeft, npRight, cueStartWithModifiers, isPronoun, cueAdjunctEnd, appositiveEnd, documentHead, nameThenClause, withSubject, finiteVerbIn, attributionBeforeComma, tagAt, THINGS, AUXILIARIES, SUBJECT_PRONOUNS, type Range } from '../np.js';
import { attach } from './util.js';
import { matchAfter } from './trailing-cue.js';
import { CUE_FORMS, PHRASAL_PARTICLES } from '../../../lexicon/cues.js';
import { WordSet } from '../../../lexicon/word-set.js';
import { ANONYMOUS_HEADS, EVIDENCE_HEADS } from '../../../lexicon/anonymous.js';
import { MEDIUM_NOUNS, MEDIUM_PLATFORMS } from '../../../lexicon/media.js';
import { PLURAL_TITLES, TITLE_HEADS, roleWord } from '../../../lexicon/titles.js';
import { MONTHS, WEEKDAYS } from '../../../lexicon/stopwords.js';
import { INSTITUTIONS } from '../../../lexicon/anonymous.js';


// Belief and intention verbs that PolNeAR annotates as attributions, besides the speech verbs.
const BELIEF = new Set(['believe', 'think', 'expect', 'hope', 'fear', 'worry', 'want', 'plan', 'intend', 'doubt', 'suspect', 'feel', 'know', 'learn',
  // evidence: "The latest poll showed Trump leading", "a Morning Consult poll found that …"
  'show', 'find']);
// Cue verbs that report speech only in a quotation's own attribution ("…," he continued) or before "that"/a colon;
// as a plain verb they mostly mean something else ("continues its crackdown", "could signal whether").
const QUOTE_ONLY = new Set(['talk', 'speak', 'continue', 'begin', 'signal', 'call', 'post', 'text', 'message', 'project', 'charge', 'answer', 'counter', 'echo', 'repeat', 'cry', 'snap', 'blast', 'slam', 'maintain', 'observe', 'describe', 'recall', 'praise', 'applaud', 'criticize', 'dismiss', 'demand', 'urge', 'accuse',
  'cite', 'label', 'dub', 'brand', 'term', 'characterize', 'characterise', 'chant', 'tout', 'decry', 'denounce', 'condemn', 'rule', 'refer']);
// Speech verbs of QUOTE_ONLY that, with an object and no quotation, take a side ("criticized the plan", "urged
// voters to …", "cited a study"): read as stances.
const STANCE_SPEECH = new Set(['criticize', 'praise', 'applaud', 'accuse', 'urge', 'cite', 'dismiss', 'demand', 'condemn', 'denounce', 'decry', 'blast', 'slam', 'tout']);
// Stance verbs count only as a finite past ("supported Sanders"): "support", "attacks", "questions" are mostly nouns,
// "-ing" forms mostly modifiers (PolNeAR train: "attacks" matched a gold cue 12 times in 100, "attacked" 81);
// the speech verbs among them also in the present ("slams", "urges"), common in headlines.
const PAST = /(ed|^sought)$/;
const STANCE_FORM = /(ed|[^s]s)$/;
const CONTRAST = new Set(['but', 'while', 'whereas', 'however', 'compared', 'although', 'though', 'yet']);
// ", though," and ", however," after comma k, right after the clause's subject or opening phrase (at most 3 words from a,
// no finite verb before it): an adverb set off inside the clause, not a contrasting clause of its own ("The employee,
// though, did not …", "On Tuesday, however, Mrs. Clinton drew …"; after a verb it closes the statement: "… to make me
// sweat, however, and that …")
const adverbAside = (ctx: Ctx, a: number, k: number): boolean => k - a <= 3 && /^(though|however)$/.test(ctx.tokens[k + 1]?.lower ?? '')
  && ctx.tokens[k + 2]?.text === ',' && !finiteVerbIn(ctx, a, k);
// An aside set off by commas between a statement's subject [a, k) and its verb (comma k, the aside, a comma, a finite
// verb): "hoped the meeting | , requested by Sanders, | would be …", "says the email scandal | , while troublesome, | was
// dealt with …", "that conservative donors | , including the Koch brothers network, | would divert …" (PolNeAR train,
// contents cut at such a comma: gold runs on past the aside in 12 of 16). Not after a verb ("thanked his parents | , his siblings, …"),
// nor a relative clause or an "as" clause ("the annual talks, which started …, remained"; "it and Cruz, as he has in the
// past, opposed …"), nor an aside saying who said it ("the permit, his campaign said, had been …"). The closing comma's
// token, or -1.
export function asideBeforeVerb(ctx: Ctx, a: number, k: number, end: number): number {
  const t = ctx.tokens;
  if (t[k]?.text !== ',' || t[k]!.inQuote >= 0 || k - a < 1 || k - a > 10) return -1;
  if (/^(who|which|whom|whose|as|and|or|but|that)$/.test(t[k + 1]?.lower ?? '')) return -1;
  for (let h = a; h < k; h++) if (/^(who|which|whom|whose|when|where|if|whether)$/.test(t[h]!.lower) || t[h]!.inQuote >= 0) return -1;
  // (the closing comma found from the words alone; the part-of-speech tagger, asked last, only where one is)
  for (let j = k + 2; j < end && j <= k + 10; j++) {
    const x = t[j]!;
    if (x.sent !== t[k]!.sent || x.inQuote >= 0 || x.kind === 'quote' || x.text === ';' || x.text === ':' || isCue(ctx, j)) return -1;
    if (x.text !== ',') continue;
    const v = t[j + 1];
    if (!v || j + 1 >= end || v.kind !== 'word' || v.inQuote >= 0 || finiteVerbIn(ctx, a, k)) return -1;
    return FINITE.has(v.lower) || /^(VBD|VBZ|MD)$/.test(tagAt(ctx, j + 1)) ? j : -1;
  }
  return -1;
}
const FINITE = new Set(['is', 'was', 'are', 'were', 'will', 'would', 'could', 'can', 'may', 'might', 'should', 'must', 'has', 'had', 'have']);
const OBJECT_PRONOUNS = new Set(['her', 'him', 'them', 'me', 'us']);
// [a, last) is a clause of time or reason opened by a NARRATION_CLAUSE word: "as" and "before"/"after" (also prepositions:
// "described as", "intended as a signal", "testified before the committee that …") only before a subject pronoun, a name
// or (before/after) a participle; not leading into a quotation ("Clinton said as he introduced his wife, “Finally, …”")
// nor going on to a "that" clause, which would be what was said
function narrationClause(ctx: Ctx, a: number, last: number): boolean {
  const t = ctx.tokens, w = t[a]!.lower, n = t[a + 1];
  if (!n) return false;
  if (w === 'as' && !(SUBJECT_PRONOUNS.has(n.lower) || n.cap)) return false;
  if ((w === 'before' || w === 'after') && !(SUBJECT_PRONOUNS.has(n.lower) || n.cap || n.lower.endsWith('ing'))) return false;
  for (let j = a; j < last; j++) if (t[j]!.kind === 'quote' || t[j]!.inQuote >= 0 || t[j]!.lower === 'that') return false;
  return true;
}
// Words opening a clause of time or reason after "X said" / "X told Y" ("… as he labored over the speech")
const NARRATION_CLAUSE = new Set(['as', 'while', 'when', 'before', 'after', 'because', 'although', 'though', 'whereas']);
const SUBORDINATORS = new Set(['when', 'if', 'after', 'because', 'while', 'although', 'though', 'since', 'before', 'until', 'once', 'unless', 'whenever']);
const BE = new Set(['is', 'was', 'are', 'were', 'be', 'been', 'being', "'s", '’s']);
const TIME_NOUNS = new Set(['week', 'weekend', 'month', 'year', 'morning', 'afternoon', 'evening', 'night', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'spring', 'summer', 'fall', 'autumn', 'winter']);
// Verbs that take the addressee right after them ("told The New York Post", "warned lawmakers").
const ADDRESSEE_VERBS = new Set(['tell', 'inform', 'assure', 'reassure', 'warn', 'remind', 'advise', 'urge', 'promise', 'email', 'text', 'message', 'ask']);

/**
 * Reported speech in one sentence: `X said (that) …`, `X told Y …`, `…, X said.`, `According to X, …`,
 * `X pledged to …`. Content runs from the cue to the end of the sentence, or from its start to the comma before
 * a sentence-final attribution.
 */
export const reportedSpeech: Sieve = {
  id: 'reported-speech',
  description: 'a cue verb with its subject as source and the rest of the sentence (or its start) as content',
  apply(ctx, state) {
    const usedCue = new Set<number>();
    for (const c of state.direct) if (c.cue) for (let k = c.cue[0]; k < c.cue[1]; k++) usedCue.add(k);
    for (const s of ctx.sentences) {
      if (ctx.paragraphs[s.para]!.boilerplate) continue;
      let prevInSentence: Candidate | null = null;
      for (let k = s.tokStart; k < s.tokEnd; k++) {
        const t = ctx.tokens[k]!;
        // (a word none of the tests below can start from, nor a colon, is passed over with one lookup)
        if (t.inQuote >= 0 || (t.text !== ':' && !OPENING_WORDS.has(t.lower) && !(k === s.tokStart && t.lower === 'in')) || usedCue.has(k)) continue;
        let found: Candidate | null = t.lower === 'asked' ? askedQuestion(ctx, state, k, s.tokStart, s.tokEnd)
          : t.lower === 'reported' ? asReportedBy(ctx, state, k, s.tokStart, s.tokEnd) ?? reportedByAfter(ctx, state, k, s.tokStart, s.tokEnd)
          : MIND_STATES.has(t.lower) && ctx.tokens[k + 1]?.lower === 'that' ? stateOfMind(ctx, state, k, s.tokEnd) : null;
        if (found) { /* a question put to someone, its asker unnamed; a fronted "As reported by X,"; "X is convinced that …" */ }
        else if (t.lower === 'in') found = inPoll(ctx, state, k, s.tokEnd);
        else if (t.lower === 'according' && ctx.tokens[k + 1]?.lower === 'to') found = accordingTo(ctx, state, k, s.tokStart, s.tokEnd);
        else if (HEDGE_VERBS.has(t.lower) && (ctx.tokens[k + 1]?.lower === 'to' || hedgeComplement(ctx, k))) found = hedge(ctx, state, k, s.tokStart, s.tokEnd);
        // "The Club for Growth is reportedly spending $1.5 million on …", "Cuccinelli reportedly reacted to …": PolNeAR marks
        // "reportedly" as a cue with no source, its content the clause around it in two fragments, as a hedge's (train: 19
        // of the 29 "reportedly" are cues; the engine found none); before a reporting verb, that verb's rule takes both
        // ("reportedly said", "reportedly wants")
        else if (t.lower === 'reportedly' && !isCue(ctx, k + 1)) found = hedge(ctx, state, k, s.tokStart, s.tokEnd);
        else if (t.text === ':') found = colonCue(ctx, state, k, s.tokStart, s.tokEnd);
        else if (SEE_AS.has(t.lower) && seesAs(ctx, k, s.tokEnd)) found = clauseAfter(ctx, state, k, s.tokEnd, prevInSentence, 'see');
        else if (EXPRESS_VERBS.has(t.lower) && stanceNounAfter(ctx, k, s.tokEnd) >= 0) found = expressedStance(ctx, state, k, s.tokEnd, prevInSentence);
        else if (IS_THAT_NOUNS.has(t.lower) && (found = nounIsThat(ctx, state, k, s.tokStart, s.tokEnd))) { /* "Rubio’s response was that …" */ }
        else if (POINT_WORDS.has(t.lower) && (found = pointedTo(ctx, state, k, s.tokStart, s.tokEnd, prevInSentence))) { /* "Clinton pointed to her record" */ }
        else if (isCue(ctx, k) || stanceActAt(ctx, k)) {
          const lemma = CUE_FORMS.get(t.lower) ?? { lemma: STANCE_ACTS.get(t.lower)!, speech: false, stance: true };
          if (!lemma.speech && !lemma.stance && !BELIEF.has(lemma.lemma)) continue;
          // "a fact first reported by John Ortiz": a participle before its agent is passive whether or not a form
          // of "be" precedes it; what came before is not its subject (PolNeAR train 466: source "a fact", content "by
          // <the agent>, …"; reportedByAfter reads those it can)
          if (t.lower === 'reported' && ctx.tokens[k + 1]?.lower === 'by' && !isPassive(ctx, k)) continue;
          if (isPassive(ctx, k)) {
            // "The charge was denied by Irma Tchkadua, Basilashvili's lawyer": a passive with a named agent is the agent's,
            // what it was said of the subject
            found = passiveAgent(ctx, state, k, s.tokStart, s.tokEnd);
            if (!found) continue; // "is expected to", "is said to": a hedge, not a source
          }
          else {
            if (t.lower === 'known' && /^(as|for|from)$/.test(ctx.tokens[k + 1]?.lower ?? '')) continue; // "the bill, known as the Adams Bill": a name; "known from The Yardbirds"
            // "Our tax plan will stimulate …", "a peace plan": "plan" reports an intention only before "to" ("plans to run")
            // and a bare "plan" after a plural subject or a pronoun ("Republicans plan to", not "the Democratic plan to extend …")
            if (lemma.lemma === 'plan' && (ctx.tokens[k + 1]?.lower !== 'to' || t.lower === 'plan' && (!/(s|^we|^they|^i|^you|^also|^still|n[’']t|^not)$/.test(ctx.tokens[k - 1]?.lower ?? '') || /([’']s|ous)$/.test(ctx.tokens[k - 1]!.lower)))) continue;
            // a stance verb ("endorsed Cruz", "criticized the plan") reports only with its subject before it and its
            // object after it: the object is the content
            const stance = (lemma.stance ? PAST.test(t.lower) : talkedOf(ctx, k) ? true : STANCE_SPEECH.has(lemma.lemma) && STANCE_FORM.test(t.lower))
              && !/^(that|:)$/.test(ctx.tokens[k + 1]?.lower ?? '') && !describesWithAs(ctx, k, lemma.lemma)
            // (the stance's own clause read only when a quotation follows somewhere: most sentences have none)
            && !(quotedWordsAfter(ctx, k, s.tokEnd) && quotedWordsAfter(ctx, k, stanceClauseEnd(ctx, k, s.tokEnd)));
            if (lemma.stance && !stance) continue;
            if (stance && ctx.tokens[k + 1]?.lower === 'by') continue; // "a plan endorsed by the U.S.": a passive participle
            // evidence reports in the past or present ("the poll showed", "a study finds"), not "can show", "may … find"
            // but "polls show", "records show", "the results show …": the present after a plural subject
            if ((lemma.lemma === 'show' || lemma.lemma === 'find') && t.lower === lemma.lemma && !(t.lower === 'show' && pluralSubjectBefore(ctx, k))) continue;
            if (!stance && QUOTE_ONLY.has(lemma.lemma) && !(PARTICIPLE_CUES.has(t.lower) && textAt(ctx.tokens, k - 1, ',')) && !/^(that|:)$/.test(ctx.tokens[k + 1]?.lower ?? '') && !describesWithAs(ctx, k, lemma.lemma) && !quotedWordsAfter(ctx, k, s.tokEnd)) continue;
            // "Having said that, …", "That said, …": a phrase of the writer's, not an attribution
            if (k > 0 && (ctx.tokens[k - 1]!.lower === 'having' || ctx.tokens[k - 1]!.lower === 'that' && k - 1 === s.tokStart)) continue;
            // "After the vote concluded, Senator Murkowski was joined …": a clause opening the sentence tells when, and
            // "Why did officials deny repeated requests …?" asks: neither reports a statement
            if (openingClause(ctx, s.tokStart, k) || question(ctx, s.tokStart, s.tokEnd)) continue;
            if (nounWithoutComplement(ctx, k)) continue;
            // (", citing …", ", referring to …" after a comma: the participle's own rule first, whose source is the attribution
            // just before the comma ("…, the Post reported, | citing another anonymous source"), not the sentence's subject)
            const citing = !stance && PARTICIPLE_CUES.has(t.lower) && textAt(ctx.tokens, k - 1, ',');
            found = stance ? clauseAfter(ctx, state, k, s.tokEnd, prevInSentence, lemma.lemma, 'stance-cue')
              : (citing ? participle(ctx, state, k, s.tokStart, s.tokEnd, lemma.lemma) : null) ?? parenthetical(ctx, state, k, s.tokStart, s.tokEnd)
                ?? sentenceFinal(ctx, state, k, s.tokStart, s.tokEnd) ?? clauseAfter(ctx, state, k, s.tokEnd, prevInSentence, lemma.lemma)
                ?? (citing ? null : participle(ctx, state, k, s.tokStart, s.tokEnd, lemma.lemma));
          }
        }
        if (!found) continue;
        absorbQuotes(state, found);
        for (let j = found.cue![0]; j < found.cue![1]; j++) usedCue.add(j);
        state.reported.push(found);
        prevInSentence = found;
      }
    }
  },
};

// The one told is the first noun phrase of what follows the cue, not the subject of the clause told as well: "told the
// press | a nearly 24-hour search mission … had discovered …", "told NPR | Hamza bin Laden had appeared …".
function firstNp(ctx: Ctx, r: Range | null): Range | null {
  if (!r) return r;
  const m0 = ctx.mentionAt[r[0]]!;
  for (let j = r[0] + 1; j < r[1]; j++) {
    const t = ctx.tokens[j]!, p = ctx.tokens[j - 1]!;
    // an article after a noun opens another noun phrase
    if (/^(a|an|the)$/.test(t.lower) && p.kind === 'word' && !/^(of|for|and|or|to|in|at|on|with)$/.test(p.lower)) return [r[0], j];
    // a second name right after the first
    const mi = ctx.mentionAt[j]!;
    if (m0 >= 0 && mi >= 0 && mi !== m0 && ctx.mentions[m0]!.tokEnd === j && ctx.mentions[mi]!.tokStart === j) return [r[0], j];
  }
  return r;
}

// A noun that may be a cue ("claim", "comments", "state") read as the noun it is after a determiner, a possessive, a number
// or "home", with nothing after it that says what was said ("his home state of Vermont", "all three state polls",
// "Ryan's comments could hurt …", "Trump's claim to the nomination"): PolNeAR train, 18 such cues wrong against 1; a
// complement keeps it ("Clinton's claim that …", "claims to be", "comments:").
function nounWithoutComplement(ctx: Ctx, k: number): boolean {
  const t = ctx.tokens, w = t[k]!.lower, p = tokenAt(t, k - 1);
  if (!CUE_NOUNS.has(w) || !p || !(/^(a|an|the|his|her|its|their|our|my|your|this|that|these|those|home|all|two|three|four|several|some|any|no|such)$/.test(p.lower) || /^['’]s?$/.test(p.text) || p.kind === 'num')) return false;
  const n = t[k + 1];
  if (!n) return true;
  // (nor its topic or its day: "Clinton's comments Tuesday on the shooting …", "remarks about the plan", as PolNeAR marks them)
  if (n.lower === 'that' || n.text === ':' || n.kind === 'quote' || /^(on|about|regarding|over|today|yesterday|last|this|earlier)$/.test(n.lower) || WEEKDAYS.has(n.lower)) return false;
  return !(n.lower === 'to' && t[k + 2]?.kind === 'word' && !t[k + 2]!.cap && !/^(the|a|an|his|her|their|its)$/.test(t[k + 2]!.lower));
}
const CUE_NOUNS: ReadonlySet<string> = new Set(['claim', 'claims', 'comments', 'comment', 'remarks', 'remark', 'state', 'statement', 'report', 'reports', 'words', 'promise', 'promises', 'warning', 'warnings', 'view', 'views']);

// Token k lies in a clause of time opening the sentence, right before the comma that closes it ("After the vote concluded,";
// not "As Smith noted, …", which reports)
function openingClause(ctx: Ctx, start: number, k: number): boolean {
  if (!/^(after|before|when|once|while|until)$/.test(ctx.tokens[start]!.lower)) return false;
  // (a clause closed by a comma before the cue's subject leaves the cue set off in the statement: "After small increases
  // in deficits over the next two years, the budget office said, they will go up …"; PolNeAR train: gold has the
  // opening clause as the statement's first fragment in 8 of 9 such sentences)
  if (closedBeforeCue(ctx, start, k)) return false;
  for (let j = k + 1; j < k + 3 && j < ctx.tokens.length && ctx.tokens[j]!.sent === ctx.tokens[k]!.sent; j++) if (ctx.tokens[j]!.text === ',') return true;
  return false;
}

// A comma outside quotations closes the opening clause between its first word and the subject before cue k, and no
// quotation follows the cue's comma (", Tyler said, “We have …”" is the quotation's)
function closedBeforeCue(ctx: Ctx, start: number, k: number): boolean {
  const t = ctx.tokens;
  if (!textAt(t, k + 1, ',') || t[k + 2]?.kind === 'quote') return false;
  for (let j = start + 1; j < k - 1; j++) if (t[j]!.text === ',' && t[j]!.inQuote < 0) return true;
  return false;
}

// The sentence is a question of the writer's: it ends with a question mark and opens with a question word or an
// auxiliary ("Why did …?", "Does the Bureau intend to …?")
export function question(ctx: Ctx, start: number, end: number): boolean {
  let e = end - 1;
  while (e > start && ctx.tokens[e]!.kind === 'quote') e--;
  return ctx.tokens[e]!.text === '?' && ctx.tokens[start]!.inQuote < 0 && /^(why|what|how|who|when|where|which|did|does|do|is|are|was|were|will|would|can|could|should|has|have)$/.test(ctx.tokens[start]!.lower);
}

// The quotation opening at token `k` continues a clause: a word stands before it, not a cue ("is “peanuts,”", not
// "said “…”" or ", “…”")
function midClauseQuote(ctx: Ctx, k: number): boolean {
  const p = ctx.tokens[k - 1];
  return !!p && p.kind === 'word' && p.inQuote < 0 && p.sent === ctx.tokens[k]!.sent && !isCue(ctx, k - 1);
}

// A quotation no quote rule attributed that lies inside reported content ("Trump said that waterboarding is
// “peanuts,” compared to …") is that statement's quoted words: the attribution becomes mixed and the quotation no
// quote of its own.
function absorbQuotes(state: AttributionState, c: Candidate): void {
  const [a, b] = c.content[c.content.length - 1]!;
  // (gathered in a new array, last first, then put in text order before the candidate's own: an unshift onto its
  // quotes met an empty array of small integers first and one of objects after, and deoptimized)
  let absorbed: QuoteSpan[] | null = null;
  for (let i = state.direct.length - 1; i >= 0; i--) {
    const d = state.direct[i]!;
    if (d.rule || d.quotes.length !== 1 || d.quotes[0]!.start < a || d.quotes[0]!.end > b) continue;
    (absorbed ??= []).push(d.quotes[0]!);
    c.kind = 'mixed';
    state.direct.splice(i, 1);
  }
  if (absorbed === null) return;
  absorbed.reverse();
  for (const q of c.quotes) absorbed.push(q);
  c.quotes = absorbed;
}

// (`before`: the content runs up to its attribution ("…, Bennet said."), so a participle after a comma is still the
// statement's: "The status quo is holding back the economy, hurting families, and undermining our security, Bennet said.")
// (`upToCue`: the content runs up to its cue, whatever the participles: a contrasting clause before the attribution is
// still the statement's, "About 82 percent were committed by other white people, while only 14 percent were committed by
// black people, according to …", "China may outnumber the Kazakh population by 80 to 1, but its progress … represent
// good news, Sultanov says"; PolNeAR train: gold runs on over it in 11 of the 13 such contents the rules cut there)
export function endOfContent(ctx: Ctx, a: number, end: number, before = false, upToCue = before): number {
  // stop before a following coordinated cue ("… and emphasized …") or a speech quote
  // content longer than a few hundred tokens is not one statement: the cap also keeps a huge sentence linear
  if (end - a > 300) end = a + 300;
  // (the depth of parentheses the content opened: no clause of the source's own starts inside them, "said dozens of FARC
  // (Revolutionary Armed Forces of Colombia | and allies) fighters surrendered" read "allies) fighters surrendered" as one)
  let paren = 0;
  for (let k = a; k < end; k++) {
    const t = ctx.tokens[k]!;
    if (t.text === '(') paren++; else if (t.text === ')' && paren > 0) paren--;
    const conj = paren === 0 && (t.lower === 'and' || t.lower === 'but');
    if (conj && isCue(ctx, k + 1, true) && k > a) return trimEnd(ctx, a, k);
    // ("… and has expressed support for …": a coordinated verb of expressing and its noun of attitude)
    if (conj && k > a && expressAt(ctx, k + 1, end)) return trimEnd(ctx, a, k);
    // "…, and three-quarters said the same of Sanders", "… and he, once again, pledged …": a clause of its own with its
    // subject and cue
    if (conj && k > a + 2 && t.inQuote < 0 && subjectAndCueAfter(ctx, k + 1, end)) return trimEnd(ctx, a, k);
    // "called the merger “a terrible deal” and ranked Fiorina as …", "endorsed Jeb Bush for president and midwifed the
    // bill": after an object with no verb of its own, "and" and an inflected verb are the source's next act, not what was
    // said (PolNeAR train, as the tagger reads it: gold ends such a content before "and" and the verb 112 times, runs on
    // over it 29, most of those tagging slips, "beaten and tossed out", "layoffs and continued cost-cutting")
    if (conj && t.lower === 'and' && k > a && t.inQuote < 0 && coordinatedVerbAfterObject(ctx, a, k)) return trimEnd(ctx, a, k);
    // "…a Cruz win in Texas, which votes on March 1": a relative clause closing the sentence is the writer's aside
    // (PolNeAR train: 39 contents ran on into one)
    // (not before a sentence-final attribution, `before`: "… thanks to the Grayson name, which is well known in the
    // district, Grayson said"; PolNeAR train: gold runs on over the relative clause in 6 of the 6 such contents)
    if (k > a + 2 && !before && t.text === ',' && t.inQuote < 0 && /^(which|who)$/.test(ctx.tokens[k + 1]?.lower ?? '') && !commaBefore(ctx, k + 2, end)) return k;
    // "…that he was fired for taking time off, a claim that Gowdy’s office strongly disputes", "…, something that Trump
    // mocked": a noun summing up the statement, with a relative clause closing the sentence, is the writer's comment on
    // it (PolNeAR train: gold ends the content before it in 5 of 6)
    if (k > a + 2 && t.text === ',' && t.inQuote < 0 && summaryAppositive(ctx, k + 1, end)) return k;
    // "(the company says it tracks 500 fortunes) last year": a parenthesis the statement did not open closes it
    if (t.text === ')' && t.inQuote < 0 && !opensParen(ctx, a, k)) return trimEnd(ctx, a, k);
    // ", citing …", ", saying …", " -- meddling …": a participle or a dash after a comma starts the reporter's narration
    // a semicolon closes the statement: "…was not intentional; they only learned …"
    if (t.inQuote < 0 && (t.text === '--' || t.text === '—')) {
      // (not an aside set off by a pair of dashes inside the statement, "Obama's strategy -- airstrikes … -- is
      // inadequate": it goes on after the closing dash; gold does in 47 of 66 such sentences on PolNeAR train)
      // (so too a pair opening in the statement's first two words: "indicate that — at least for now —
      // Republicans seem to be unifying", "that Goldberg — to his credit — published a column": its closing dash is
      // no dash of the writer's; PolNeAR train: gold runs on over it in 8 of 11 contents the rules cut there)
      const close = closingDash(ctx, k, end);
      if (close > 0) { k = close; continue; }
      if (k > a + 2) return k;
    }
    // (a semicolon however short the clause before it: "According to Gale, he left; Brafman referred to him as …")
    if (k > a && t.inQuote < 0 && t.text === ';') return k;
    // (not ", including …": a list's tail stays in the statement; PolNeAR train: 40 contents cut short there, 4 right)
    // (before an attribution only ", according to …", which is one of its own)
    // (nor a list of verbs: "accused Emanuel of covering up, delaying, and withholding facts")
    if (k > a && t.inQuote < 0 && t.text === ',' && /ing$/.test(ctx.tokens[k + 1]?.lower ?? '') && ctx.tokens[k + 1]!.kind === 'word' && ctx.tokens[k + 1]!.lower !== 'including' && (!before || ctx.tokens[k + 1]!.lower === 'according')
      && !ingList(ctx, k, end)) return k;
    // (an aside between the statement's subject and its verb is the statement's: asideBeforeVerb)
    if (t.text === ',' && k > a) { const close = asideBeforeVerb(ctx, ctx.tokens[a]!.lower === 'that' ? a + 1 : a, k, end); if (close > 0) { k = close; continue; } }
    // ", while 9 percent found …", ", but Cook did not say when": a contrasting clause is the writer's again
    // (not "though" or "however" set off by commas, an adverb inside the statement: "The employee, though, did not do so
    // immediately, according to the summary.")
    if (k > a && !upToCue && t.inQuote < 0 && (t.text === ',' && CONTRAST.has(ctx.tokens[k + 1]?.lower ?? '') || t.lower === 'while' || t.lower === 'whereas')
      && !(t.text === ',' && butGoesOn(ctx, a, k, end)) && !adverbAside(ctx, a, k)) return k;
    if (t.inQuote >= 0 && ctx.quoteSpans[t.inQuote]!.type === 'speech') {
      // quoted words opening mid-clause are part of the statement ("waterboarding is “peanuts,” compared to …",
      // "called the assault "an attack on our country."": PolNeAR train, 59 contents cut short before such a quote)
      const q = ctx.quoteSpans[t.inQuote]!;
      // (not one with its own attribution after it: '… because “most people don’t know,” she said')
      if (k === q.openTok && k > a && midClauseQuote(ctx, k) && q.closeTok < end && !matchAfter(ctx, q.closeTok + 1)) { k = q.closeTok; continue; }
      return trimEnd(ctx, a, k);
    }
  }
  let e = end;
  // a quotation that runs on past the sentence end stays whole: the content ends with its closing mark
  const lastQ = ctx.tokens[end - 1]!.inQuote;
  if (lastQ >= 0) {
    const q = ctx.quoteSpans[lastQ]!;
    if (q.type !== 'speech' && q.closeTok >= end) return q.closeTok + 1;
  }
  return trimEnd(ctx, a, e);
}

// The "and" at k, after content [a, k) that is a noun phrase or an infinitive (no finite verb, modal nor relative pronoun
// in it, quoted words or not), is followed by a verb the tagger reads as past or third-person present ("… and praised
// her effort"), past an adverb ("and even questioned"): a second verb of the source's, coordinated with the cue. (The
// part-of-speech tagger is asked last: a word that is never such a verb, "and the", "and other", or a clause word in the
// content, answers first. Asked first, it tagged twice as many sentences of the press releases.)
function coordinatedVerbAfterObject(ctx: Ctx, a: number, k: number): boolean {
  const t = ctx.tokens;
  // (only an object after its verb in the same sentence: a content before its cue ("The 56-year-old often traveled for
  // work and was headed to Cairo, RTL Info reported") is a clause whatever the tagger reads in it)
  if (a === 0 || t[a - 1]!.kind !== 'word' || t[a - 1]!.sent !== t[a]!.sent) return false;
  let v = k + 1;
  if (t[v]?.kind === 'word' && (/ly$/.test(t[v]!.lower) || /^(then|also|later|even)$/.test(t[v]!.lower))) v++;
  const w = t[v];
  if (!w || w.kind !== 'word' || w.inQuote >= 0 || w.sent !== t[k]!.sent || NEVER_FINITE.has(w.lower) || clauseWordBefore(ctx, a, k, false)
    || !/^(VBD|VBZ)$/.test(tagAt(ctx, v))) return false;
  // (nor two adjectives before a noun: "headed for a prolonged and spirited contest")
  if (/^(JJ|VBN)$/.test(tagAt(ctx, k - 1)) && /^NN/.test(tagAt(ctx, v + 1))) return false;
  return !clauseWordBefore(ctx, a, k, true);
}

// Whether [a, k) holds a relative pronoun or complementizer or an auxiliary ("is", "would", "didn't"), or (`tagged`) a
// finite verb or modal as the tagger reads it. endOfContent asks with the same `a` for each "and" in turn: each scan
// goes on from where it last stopped (one pass over the content, not one per "and").
function clauseWordBefore(ctx: Ctx, a: number, k: number, tagged: boolean): boolean {
  const m = clauseScan;
  if (m.ctx !== ctx || m.a !== a) { m.ctx = ctx; m.a = a; m.to = a; m.at = -1; m.tagTo = a; m.tagAt = -1; }
  const t = ctx.tokens;
  for (; m.at < 0 && m.to < k; m.to++) if (CLAUSE_WORD.test(t[m.to]!.lower) || /n[’']t$/.test(t[m.to]!.lower)) m.at = m.to;
  if (m.at >= 0 && m.at < k) return true;
  if (!tagged) return false;
  for (; m.tagAt < 0 && m.tagTo < k; m.tagTo++) if (t[m.tagTo]!.kind === 'word' && FINITE_TAG.test(tagAt(ctx, m.tagTo))) m.tagAt = m.tagTo;
  return m.tagAt >= 0 && m.tagAt < k;
}
const clauseScan: { ctx: Ctx | null; a: number; to: number; at: number; tagTo: number; tagAt: number } = { ctx: null, a: -1, to: -1, at: -1, tagTo: -1, tagAt: -1 };
// (an infinitive's "be", "have" is no finite verb: "declined to be identified and is not in the Lewandowski camp")
const CLAUSE_WORD = /^(that|who|which|whom|whose|what|whether|if|is|was|are|were|would|will|could|should|can|may|might|must|has|had|did|does)$/;
const FINITE_TAG = /^(VB[DZP]|MD)$/;
// Words after "and" that are never a past or third-person present verb: determiners, pronouns, prepositions.
const NEVER_FINITE: ReadonlySet<string> = new Set(['the', 'a', 'an', 'this', 'that', 'these', 'those', 'to', 'for', 'in', 'on', 'at', 'of',
  'with', 'by', 'from', 'into', 'about', 'over', 'under', 'i', 'we', 'you', 'he', 'she', 'it', 'they', 'his', 'her', 'its', 'their',
  'our', 'my', 'your', 'other', 'all', 'no', 'what', 'how', 'there', 'some', 'many', 'more', 'most', 'each', 'every', 'any', 'both',
  'not', 'beyond', 'among']);

// A noun phrase starting at token `b` is the subject of a cue a few words on ("three-quarters said", "he, once again,
// pledged"): a clause of its own.
function subjectAndCueAfter(ctx: Ctx, b: number, end: number): boolean {
  for (let j = b + 1; j < Math.min(end, b + 9); j++) {
    const t = ctx.tokens[j]!;
    if (t.inQuote >= 0 || t.kind === 'quote') return false;
    if (!isCue(ctx, j, true)) continue;
    const cs = cueStartWithModifiers(ctx, j);
    const src = npLeft(ctx, cs);
    return !!src && src[0] === b;
  }
  return false;
}

// The end of a stance's object [a, e) before a phrase of its occasion that ends it: a time ("in late May", "last week",
// "Thursday"), or a preposition and an occasion ("on Twitter", "in a statement", "at a rally in Ohio"); the phrase runs to
// the object's end with no "of" nor a clause in it ("passage early this morning of the bill" keeps its time).
function beforeOccasion(ctx: Ctx, a: number, e: number): number {
  const t = ctx.tokens;
  // (to the object's end or a comma after it: "endorsed Hillary Clinton for president | on Thursday, another example …";
  // not after a preposition: "the idea out until last weekend")
  const endsHere = (j: number): boolean => {
    if (/^(until|since|by|through|from|till)$/.test(t[j - 1]?.lower ?? '')) return false;
    for (let k = j; k < e; k++) {
      const w = t[k]!.lower;
      if (t[k]!.text === ',' && t[k]!.inQuote < 0) return true;
      if (k - j >= 8 || w === 'of' || w === 'for' || w === 'to' || w === 'that' || t[k]!.inQuote >= 0 || isCue(ctx, k, true)) return false;
    }
    return true;
  };
  for (let j = a + 1; j < e; j++) {
    const w = t[j]!.lower;
    if (t[j]!.inQuote >= 0) continue;
    // (an object with a clause of its own keeps its time: "urged residents to stay indoors on Friday night")
    if (w === 'that' || w === 'whether' || w === 'to' && t[j + 1]?.kind === 'word' && !t[j + 1]!.cap && !/^(the|a|an|his|her|their|its)$/.test(t[j + 1]!.lower)) return e;
    const time = /^(yesterday|today|tonight)$/.test(w) || WEEKDAYS.has(w) || /^(last|this|earlier)$/.test(w) && /^(week|month|year|night|morning|weekend|fall|spring|summer|winter)$/.test(t[j + 1]?.lower ?? '');
    if (time) { if (endsHere(j)) return trimEnd(ctx, a, j); continue; }
    if (!/^(in|on|at|during|before|after)$/.test(w)) continue;
    const to = Math.min(e, j + 5), article = /^(a|an)$/.test(t[j + 1]?.lower ?? '') || !/^(in|on)$/.test(w);
    for (let k = j + 1; k < to; k++) {
      const x = t[k]!.lower;
      if ((WEEKDAYS.has(x) || MONTHS.has(x) || /^(week|month|year|weekend|morning|afternoon|evening|night)$/.test(x)
        || article && /^(speech|debate|interview|rally|statement|hearing|conference|letter|op-ed|appearance|remarks)$/.test(x) || /^(twitter|facebook)$/.test(x)) && endsHere(j)) return trimEnd(ctx, a, j);
    }
  }
  return e;
}

// The dash closing an aside the dash at k opens, within 30 tokens and before any quotation, semicolon or colon, with a
// word after it; -1 if none.
export function closingDash(ctx: Ctx, k: number, end: number): number {
  const t = ctx.tokens, d = t[k]!.text;
  for (let j = k + 2; j < end && j - k <= 30; j++) {
    const x = t[j]!;
    if (x.inQuote >= 0 || x.kind === 'quote' || x.text === ';' || x.text === ':') return -1;
    if (x.text === d) return j + 1 < end && t[j + 1]!.kind === 'word' && t[j + 1]!.inQuote < 0 ? j : -1;
  }
  return -1;
}

// An aside between dashes at a (its first word a conjunction, a preposition or an adverb, or a clause's "that",
// "whether", "if" or "to" after it): the token after its closing dash; a otherwise.
const ASIDE_OPENER = /^(and|or|but|as|in|on|at|with|via|especially|again|even|including|perhaps|probably|apparently|though|if)$/;
function afterDashAside(ctx: Ctx, a: number, end: number): number {
  const t = ctx.tokens[a];
  if (!t || t.inQuote >= 0 || !DASH.test(t.text)) return a;
  const j = closingDash(ctx, a, end);
  if (j < 0) return a;
  const first = ctx.tokens[a + 1]!, next = ctx.tokens[j + 1]!;
  // (not the main clause's verb after it: "what we have known -- and what the study confirms -- is that …")
  if (MAIN_VERB_AUX.has(next.lower)) return a;
  return ASIDE_OPENER.test(first.lower) && !first.cap || /ly$/.test(first.lower) || /^(that|whether|if|to)$/.test(next.lower) ? j + 1 : a;
}

/** Auxiliaries and modals that open a sentence's verb phrase after a subject with a relative clause. */
export const MAIN_VERB_AUX: ReadonlySet<string> = new Set(['could', 'would', 'will', 'can', 'may', 'might', 'should', 'must', 'is', 'are', 'was', 'were', 'has', 'have', 'had', 'did', 'does', 'do']);

/** Nouns of something said or written out loud (not "claim", which is also a verb: "claims to be"). */
const SPEECH_NOUNS: ReadonlySet<string> = new Set(['remarks', 'remark', 'comments', 'comment', 'statement', 'statements', 'testimony', 'speech', 'speeches', 'words', 'address']);

const commaBefore = (ctx: Ctx, a: number, end: number): boolean => {
  for (let j = a; j < end; j++) if (ctx.tokens[j]!.text === ',' && ctx.tokens[j]!.inQuote < 0) return true;
  return false;
};

/**
 * ", but will make Iran rich", ", but couldn't provide those materials", ", but not until Obama “admits …”": after a
 * statement that is a clause [a, k), the comma at k, "but" and a verb with no subject of its own that is no reporting
 * word (or "not" or "only" and a phrase) go on with the same statement; a clause with a subject of its own ("…, but Cook
 * did not say when") or the source's own reporting verb ("…, but did not recommend charges") is the writer's again.
 * (PolNeAR train: 8 contents this runs on past such a comma, gold goes on in all 8; before the rules had stopped there.)
 */
export function butGoesOn(ctx: Ctx, a: number, k: number, end: number): boolean {
  const t = ctx.tokens;
  if (t[k + 1]?.lower !== 'but' || t[k + 1]!.inQuote >= 0) return false;
  // (a clause, not a noun phrase with one inside it: "noted Clinton’s comment that she would not interfere …, but did not
  // buy her argument" is the source's second verb)
  let h = a + 1;
  while (h < k && !/^(that|who|which|whom|whose)$/.test(t[h]!.lower)) h++;
  if (!(t[a]!.lower === 'that' || finiteVerbIn(ctx, a, h) || auxiliaryIn(ctx, a, h))) return false;
  let j = k + 2;
  while (j < end && j < k + 4 && t[j]!.kind === 'word' && (/ly$/.test(t[j]!.lower) || /^(still|also)$/.test(t[j]!.lower))) j++;
  const w = t[j];
  if (!w || j >= end || w.kind !== 'word' || w.inQuote >= 0 || w.cap) return false;
  // ("…, but that he would not support mass deportation", "…, but that there is still more to do": a second "that"
  // clause of the same statement; not a demonstrative, "…, but that report concerned …", "…, but that doesn't …".
  // PolNeAR train: gold goes on over it in the 3 contents the rules cut there, and no content ends before one)
  // (not one with an attribution of its own, "…, but that the majority believes that …": it stays that one's)
  if (w.lower === 'that' && j === k + 2) return clauseAfterThat(ctx, j) && j + 2 < end && !cueAmong(ctx, j + 2, Math.min(end, j + 9));
  // ("but not only did he …" opens a clause of its own)
  if (w.lower === 'not' || w.lower === 'only') return !/^(only|did|does|do|is|was|are|were|has|have|had|will|would|can|could|should)$/.test(t[j + 1]?.lower ?? '');
  const tag = tagAt(ctx, j);
  if (!/^(VBD|VBZ|VBP|MD)$/.test(tag)) return false;
  let v = j;
  if (tag === 'MD' || AUXILIARIES.has(w.lower) || /n[’']t$/.test(w.lower)) {
    // (not a question's or a condition's inversion: "but should he actually win, …")
    if (/^(PRP|DT|NNP|EX)$/.test(tagAt(ctx, j + 1))) return false;
    v = j + 1;
    while (v < end && (/^(not|never|also|still|be|been|have|even)$/.test(t[v]!.lower) || /ly$/.test(t[v]!.lower))) v++;
  }
  // (nor a reporting phrase: "but went on to say …")
  return v < end && t[v]!.kind === 'word' && !isCue(ctx, v) && !(t[v + 1]?.lower === 'on' && t[v + 2]?.lower === 'to' && isCue(ctx, v + 3));
}

// A reporting word outside quotation marks among tokens [a, b)
function cueAmong(ctx: Ctx, a: number, b: number): boolean {
  for (let j = a; j < b; j++) if (ctx.tokens[j]!.inQuote < 0 && isCue(ctx, j)) return true;
  return false;
}

// An auxiliary among tokens [a, b) (the tagger misses some: "the agreement isn’t good for …").
function auxiliaryIn(ctx: Ctx, a: number, b: number): boolean {
  for (let j = a; j < b; j++) if (ctx.tokens[j]!.inQuote < 0 && (AUXILIARIES.has(ctx.tokens[j]!.lower) || /^(is|was|are|were|has|have|had|does|do|did)n[’']t$/.test(ctx.tokens[j]!.lower))) return true;
  return false;
}

// Tokens from b are "a claim that …", "a charge which …", "something that …": an indefinite noun (of up to two words
// after the article, none a name or quoted) and a relative clause running with no comma to `end`.
export function summaryAppositive(ctx: Ctx, b: number, end: number): boolean {
  const t = ctx.tokens, w = t[b]?.lower ?? '';
  if (w !== 'a' && w !== 'an' && w !== 'something') return false;
  for (let j = b + 1; j < Math.min(end, b + 4); j++) {
    const x = t[j]!;
    if (x.inQuote >= 0 || x.kind !== 'word' || x.cap) return false;
    if (x.lower === 'that' || x.lower === 'which') return j > b + 1 || w === 'something' ? !commaBefore(ctx, j + 1, end) : false;
    if (w === 'something') return false;
  }
  return false;
}

// The -ing word after the comma at k is the middle of a list of them: another -ing word stands within three words
// before the comma, and one follows it after a comma and "and" / "or" ("covering up, delaying, and withholding").
function ingList(ctx: Ctx, k: number, end: number): boolean {
  const t = ctx.tokens;
  let before = false;
  for (let j = k - 1; j >= k - 3 && j >= 0; j--) if (t[j]!.kind === 'word' && /ing$/.test(t[j]!.lower)) { before = true; break; }
  if (!before) return false;
  let j = k + 2;
  if (textAt(t, j, ',')) j++;
  return j + 1 < end && /^(and|or)$/.test(t[j]!.lower) && t[j + 1]!.kind === 'word' && /ing$/.test(t[j + 1]!.lower);
}

// Drops punctuation and stray quote marks at the end of [a, e).
// A closing parenthesis goes too when the content does not open it ("(LinkedIn estimates its users at 100 million.)": PolNeAR
// train, 18 contents).
function trimEnd(ctx: Ctx, a: number, e: number): number {
  while (e > a && (ctx.tokens[e - 1]!.kind === 'punct' && (ctx.tokens[e - 1]!.text !== ')' || !opensParen(ctx, a, e - 1)) || ctx.tokens[e - 1]!.kind === 'quote' && ctx.tokens[e - 1]!.inQuote < 0)) e--;
  return e;
}

const opensParen = (ctx: Ctx, a: number, e: number): boolean => {
  let depth = 0;
  for (let j = a; j < e; j++) { const x = ctx.tokens[j]!.text; if (x === '(') depth++; else if (x === ')' && depth > 0) depth--; }
  return depth > 0;
};

function rangeChars(ctx: Ctx, a: number, b: number): [number, number] {
  return [ctx.tokens[a]!.start, ctx.tokens[b - 1]!.end];
}

/** Where a speech is given: "delivered remarks on the Senate floor urging …" (the floor does not urge). */
const SPEAKING_PLACES: ReadonlySet<string> = new Set(['floor', 'chamber', 'podium', 'stage', 'lectern']);

// The phrase names a medium, a place or a day ("Facebook", "Facebook on Friday", "a rally in Ohio", "the House floor")
function placeOrMedium(ctx: Ctx, r: Range): boolean {
  for (let k = r[0]; k < r[1]; k++) {
    const t = ctx.tokens[k]!, mi = ctx.mentionAt[k]!;
    if (MEDIUM_PLATFORMS.has(t.lower) || MEDIUM_NOUNS.has(t.lower) || WEEKDAYS.has(t.lower) || SPEAKING_PLACES.has(t.lower) || mi >= 0 && ctx.mentions[mi]!.type === 'LOC') return true;
  }
  return false;
}

// "X said (that) …" / "X told Y (that) …" / "X pledged to …"
function clauseAfter(ctx: Ctx, state: AttributionState, k: number, end: number, prev: Candidate | null, lemma: string, rule = 'reported-speech'): Candidate | null {
  // (with the "'s" after a pronoun, "has" or "is", as PolNeAR marks it: "He | 's told | reporters …", "he | 's also said |
  // much …"; pronounAuxiliary)
  const ms = cueStartWithModifiers(ctx, k), cs = ms > 1 && pronounAuxiliary(ctx, ms - 1, k) ? ms - 1 : ms;
  // (a description set off by commas before the cue is the subject's: "Jim Inhofe (R-Okla.), ranking member of the Senate
  // Armed Services Committee, today highlighted …")
  let src: Range | null = withSubject(ctx, npLeft(ctx, cs));
  if (src && rule === 'reported-speech') src = subjectOverPreposition(ctx, src);
  // "posted a message on Facebook on Friday announcing he had tested positive": a participle with no form of "be" before
  // it is not said by the object of a preposition before it, but by the sentence's subject
  // (nor by the one written or sent to: "sent a joint letter today to Dr. Mark Emmert, President of the NCAA, asking him to
  // reinstate …")
  const ing = cs === k && ctx.tokens[k]!.lower.endsWith('ing'), letter = src && ing ? letterTo(ctx, src) : -1;
  if (src && ing && src[0] > 0 && (letter >= 0 || /^(on|in|at|to|from|with|for|via|about)$/.test(ctx.tokens[src[0] - 1]!.lower)
    && (placeOrMedium(ctx, src) || ctx.tokens[src[0] - 1]!.lower === 'to' && textAt(ctx.tokens, cs - 1, ',')))) {
    const s = ctx.sentences[ctx.tokens[k]!.sent]!;
    // (a letter's sender: the subject of the verb before it, "Jordan also wrote a letter to …")
    src = sentenceSubject(ctx, s.tokStart, k) ?? (letter > 0 ? npLeft(ctx, letter) : null) ?? src;
  } else if (src && cs === k && ctx.tokens[k]!.lower.endsWith('ing') && textAt(ctx.tokens, cs - 1, ',') && src[1] <= cs) {
    const s = ctx.sentences[ctx.tokens[k]!.sent]!;
    // "But a few days later, Trump reversed himself, telling CBS …", "… for Donald Trump, the current GOP front-runner,
    // saying …": a participle after a comma whose words before it read as a phrase with a comma inside is the sentence
    // subject's
    if (innerComma(ctx, src)) src = sentenceSubject(ctx, s.tokStart, k) ?? src;
    else {
      // "Russia had long blocked China's attempts … under the auspices of the Shanghai Cooperation Organization, | fearing
      // …", "Mr. Carson endorsed Mr. Trump at … Mar-a-Lago, Mr. Trump's private club, | calling him …": a participle after a
      // comma whose noun phrase before it is a verb's object (or a name read on over its own verb, "Todd pressed Reince
      // Priebus on …, | insisting") is the sentence subject's. PolNeAR train: gold gives a participle after a comma the
      // noun phrase right before that comma in 43 of 620 (a subject itself there, "Nate Cohn, | writing …"), an earlier
      // subject in the other 577.
      // (the main clause's, after a clause opening the sentence: "As word of … rolled in on Tuesday, he gave a defiant
      // speech …, | predicting …", "while most of his competitors called for …, Trump hewed …, | noting …")
      const from = mainClauseStart(ctx, s.tokStart, src[0]);
      if (objectOfVerb(ctx, from, src)) src = sentenceSubject(ctx, from, k) ?? src;
    }
  }
  let coordinated = false;
  // a second verb after "and" shares the subject; an inflected verb only ("… and state governments" is a noun)
  // (no read before the first token: out of bounds, it would throw away this function's optimized code)
  const before = tokenAt(ctx.tokens, cs - 1)?.lower ?? '';
  const afterAnd = (before === 'and' || before === 'but') && (ctx.tokens[k]!.lower !== lemma || cs < k);
  if (!src && prev && afterAnd) { src = prev.source; coordinated = true; }
  // "Rubio thanked Miami and said it was great to be home": the second verb of a coordination shares the subject
  if (!src && afterAnd) { src = coordinatedSubject(ctx, cs - 1); coordinated = !!src; }
  // a law, a program or money takes no side: "The Bridge Formula Program has supported repairs on over 2,400 bridges"
  if (rule === 'stance-cue' && src && THINGS.has(ctx.tokens[src[1] - 1]!.lower)) return null;
  // "Cruz, who wants to simplify the tax code, …": the relative pronoun is the source (its antecedent the speaker)
  const relative = !src && /^(who|which)$/.test(before) && ctx.tokens[cs - 1]!.inQuote < 0;
  if (relative) src = [cs - 1, cs];
  if (!src) return null;
  // "There were also emails that night showing …", "There are plans to …": an expletive "there" says nothing
  // (PolNeAR train: 4 of 4 such sources wrong, their contents too)
  if (src[1] - src[0] === 1 && ctx.tokens[src[0]]!.lower === 'there') return null;
  // "… is a positive step and I hope …": a pronoun after "and" opens a clause of its own unless a person stands before it
  if (src[1] - src[0] > 2 && ctx.tokens[src[1] - 2]!.lower === 'and' && /^(i|we|he|she|they)$/.test(ctx.tokens[src[1] - 1]!.lower)) {
    let person = false;
    for (let j = src[0]; j < src[1] - 2; j++) { const mi = ctx.mentionAt[j]!; if (mi >= 0 && ctx.mentions[mi]!.type === 'PER') person = true; }
    if (!person) src = [src[1] - 1, src[1]];
  }
  let a = k + 1;
  let cueEnd = k + 1;
  // phrasal cues keep their particle: "called on X to …", "called for …", "pointed out"
  // (and "to" after "spoke" of a topic, spokeToTopic)
  if (PHRASAL_PARTICLES.get(lemma)?.has(ctx.tokens[a]?.lower ?? '') || rule === 'stance-cue' && lemma === 'speak' && spokeToTopic(ctx, k)) { a++; cueEnd = a; }
  // "pleaded guilty | to making $180,000 in straw donations", "pleaded guilty in July 2010 | to illegal lobbying": the
  // plea is the cue, what was admitted its content from "to" on, past a time between them (PolNeAR train: gold's cue is
  // "pleaded guilty" in 4 of the 5 such attributions, "pleaded guilty to" in the fifth; the engine took "pleaded" alone
  // and read "guilty" into the content)
  else if (lemma === 'plead' && ctx.tokens[a]?.lower === 'guilty') {
    cueEnd = ++a;
    const to = guiltyTo(ctx, a, end);
    if (to > a) a = to;
  }
  let addressee: Range | null = null;
  // "wrote to the heads of the CFPB, expressing concerns …": the ones written to are the addressee, not what was
  // written, which is a clause after them ("wrote to the governor that …", "wrote to him:") or nothing this rule reads
  // (the context stage finds the addressee after "wrote to")
  if (lemma === 'write' && cueEnd === k + 1 && ctx.tokens[a]?.lower === 'to' && ctx.tokens[a + 1]?.kind === 'word'
    && (ctx.tokens[a + 1]!.cap || /^(the|a|an|his|her|their|its|our|my|your|this|these|those|him|them|me|us|you|each|every|all|both|several)$/.test(ctx.tokens[a + 1]!.lower))) {
    const ad = npRight(ctx, a + 1);
    let j = ad ? ad[1] : end;
    if (textAt(ctx.tokens, j, ',')) j++;
    const t = ctx.tokens[j];
    if (!ad || j >= end || !t || !(/^(that|whether|:)$/.test(t.lower) || t.kind === 'quote' && t.qrole === 'open')) return null;
    cueEnd = a + 1; a = j;
  }
  if (ADDRESSEE_VERBS.has(lemma) && rule !== 'stance-cue' && cueEnd === k + 1) { // "warned of a shutdown" has no addressee
    let ad = firstNp(ctx, npRight(ctx, a)) ?? groupAddressee(ctx, a);
    if (ad) ad = [ad[0], nameThenClause(ctx, ad[0], ad[1])];
    // (one name, then a second right after it: the one told, then the statement's subject, "told NPR | Hamza bin Laden
    // had appeared …")
    if (ad) { const e = nameThenName(ctx, ad); if (e > 0) ad = [ad[0], e]; }
    // "asked President Obama what he thought …": the one asked ends before the question (a noun phrase read on into it)
    // (and "asked whether …" asks no one named)
    if (ad && lemma === 'ask') {
      if (WH_QUESTION.test(ctx.tokens[ad[0]]!.lower)) ad = null;
      else for (let j = ad[0] + 1; j < ad[1]; j++) if (WH_QUESTION.test(ctx.tokens[j]!.lower)) { ad = [ad[0], j]; break; }
    }
    // "asked President Obama to consider …": before an infinitive the one asked is also the content's subject, as
    // PolNeAR marks it (train: 23 of 32 such contents open with the addressee), a quoted infinitive too ("asked people to
    // “please pray …”")
    if (ad) { addressee = ad; a = ctx.tokens[ad[1]]?.lower === 'to' && (ctx.tokens[ad[1] + 1]?.kind === 'word' || ctx.tokens[ad[1] + 1]?.kind === 'quote') ? ad[0] : ad[1]; }
  }
  if (!addressee && a === cueEnd) a = cueEnd = cueAdjunctEnd(ctx, a); // "said Tuesday", "said in a statement"
  if (textAt(ctx.tokens, a, ':') && !addressee) cueEnd = a + 1; // "noted:": the colon is part of the cue
  // "Brooks concluded, For nearly two years the administration has ignored …": after the cue and a comma, a capital opens
  // the words said (a quotation printed without its marks), adjuncts and all
  const opened = !addressee && (textAt(ctx.tokens, a, ',') || textAt(ctx.tokens, a, ':')) && ctx.tokens[a + 1]?.kind === 'word' && ctx.tokens[a + 1]!.cap
    && ctx.tokens[a + 1]!.inQuote < 0 && ctx.mentionAt[a + 1]! < 0;
  if (textAt(ctx.tokens, a, ',') || textAt(ctx.tokens, a, ':')) a++;
  if (!opened) a = skipAdjuncts(ctx, a, end);
  // "Manafort said — on Twitter, as it happens — that Trump raised …", "Supporters of Sanders would argue — and Sanders
  // presumably believes — that his pitch …": an aside set off by dashes right after the cue is the writer's, and what
  // was said follows the closing dash (PolNeAR train: gold's content starts after the closing dash for 8 of the 9 verb
  // cues a dash pair follows; the ninth, "Asked later - war or not over the Scarborough Shoal - the admiral chuckled",
  // is no aside: a noun opens it and a clause follows it)
  if (!opened) a = afterDashAside(ctx, a, end);
  if (textAt(ctx.tokens, a, ';')) return null; // "…, Brafman noted; the lawyers agreed": what follows is not what he noted
  // "Hollande denounced Trump’s remarks and warned of …": after a noun cue in the possessive's, what follows "and" is a
  // verb of its own, not what the remarks were
  if ((textAt(ctx.tokens, a, 'and') || textAt(ctx.tokens, a, 'or')) && /^['’]s$/i.test(tokenAt(ctx.tokens, cs - 1)?.text ?? '')) return null;
  // "The link to the congresswoman's remarks on the House Floor are available here", "Norton's remarks as prepared for
  // delivery follow", "a transcript of Sen. Cantwell's remarks at L3Harris": after a noun of speech, a phrase of where,
  // when or how it was given, not what was said (but "Clinton's comments Tuesday on the shooting death of Crutcher" has
  // the topic for its content, as PolNeAR marks it)
  if (SPEECH_NOUNS.has(ctx.tokens[k]!.lower) && !opened) {
    const p = ctx.tokens[a]?.lower ?? '';
    if (/^(as|at|before|during|delivered|given|made)$/.test(p) || /^(on|in|from|to)$/.test(p) && placeOrMedium(ctx, [a + 1, Math.min(end, a + 6)])) return null;
  }
  // "showed no sign of | backing down", "has shown no interest in | compensating …", "hasn't indicated any interest in |
  // joining the court": a noun of willingness, none or little of it shown, is part of the cue, with "of" or "in", before
  // its complement (PolNeAR train: gold has it in the cue in 9 of 9 such phrases with a complement)
  if ((lemma === 'show' || lemma === 'indicate') && !opened && !addressee && /^(no|any|little)$/.test(ctx.tokens[a]?.lower ?? '')
    && /^(sign|signs|interest|inclination|indication)$/.test(ctx.tokens[a + 1]?.lower ?? '') && /^(of|in|that|to)$/.test(ctx.tokens[a + 2]?.lower ?? '')) {
    a += /^(of|in)$/.test(ctx.tokens[a + 2]!.lower) ? 3 : 2;
    cueEnd = a;
  }
  if (rule !== 'stance-cue' && !opened) a = addresseeBeforeClause(ctx, skipToThat(ctx, a, end, lemma), end, lemma);
  // "sought the nomination" is an act; "sought to delay the vote" a stance
  else if (lemma === 'seek' && ctx.tokens[a]?.lower !== 'to') return null;
  // "When Rubio said it was great to be home, a man yelled …": a subordinate clause's content ends at its comma
  if (relative || SUBORDINATORS.has(tokenAt(ctx.tokens, src[0] - 1)?.lower ?? '')) {
    for (let j = a + 1; j < end; j++) if (ctx.tokens[j]!.text === ',' && ctx.tokens[j]!.inQuote < 0) { end = j; break; }
  }
  // "Mrs. Clinton's Iraq war vote, which she has repeatedly said was a mistake, was a major factor …": a relative clause
  // set off inside the sentence's subject ends at the comma before the sentence's own verb (PolNeAR train: gold ends
  // the content there in 5 of 5 such clauses; ", which he said runs the risk of leaving voters, especially his
  // supporters, disenfranchised" runs on: no verb after that comma)
  else if (/^(which|who|whom)$/.test(tokenAt(ctx.tokens, src[0] - 1)?.lower ?? '') && textAt(ctx.tokens, src[0] - 2, ',')) end = subjectVerbComma(ctx, a, end, src[0] - 2);
  let e = endOfContent(ctx, a, end);
  // "Senators who wanted to attend the convention | could be faced with …": an infinitive said in a subject's relative
  // clause ends where the sentence's own verb begins (an auxiliary or a modal after it)
  if (src[1] - src[0] === 1 && /^(who|that)$/.test(ctx.tokens[src[0]]!.lower) && ctx.tokens[a]?.lower === 'to') {
    for (let j = a + 2; j < e; j++) if (ctx.tokens[j]!.inQuote < 0 && MAIN_VERB_AUX.has(ctx.tokens[j]!.lower) && ctx.tokens[j - 1]!.kind === 'word' && !/^(to|that|who|which|it|he|she|they|we|i|you|and|or|but|nor|not|never|also)$/.test(ctx.tokens[j - 1]!.lower)) { e = trimEnd(ctx, a, j); break; }
  }
  // "endorsed Canova | in late May", "blamed local officials | on Twitter before the speech", "praised the bill | in a
  // statement": a stance's object ends before when, where or in what it was taken
  if (rule === 'stance-cue') e = beforeOccasion(ctx, a, e);
  // "want to lose", "plan to run": an intention's infinitive is content however short
  if (e - a < (rule === 'stance-cue' ? 1 : BELIEF.has(lemma) && ctx.tokens[a]?.lower === 'to' ? 2 : 3)) return null;
  // "Clinton says at a campaign stop in Toledo, Ohio.": an adjunct alone is not what was said
  if (onlyAdjuncts(ctx, a, e)) return null;
  // "It was confirmed by the U.S. Senate", "the anti-Washington feeling proclaimed by George Wallace": "by" opens a
  // passive's agent (not "found by 43%-41% …", "responded by saying …"); "Lerer reported from Los Angeles.": a byline's
  // place; neither is what was said (PolNeAR train: the gold content starts right after the cue in 5 of 171 cues before
  // "by", 1 of 63 before "from")
  if (agentOrPlaceOnly(ctx, a, e)) return null;
  // "Cornyn's bill adds protection for victims", "the release is threatening public safety": these verbs report a clause
  // ("added that …", "added the bill would …", "threatened to veto …"), not a thing (a press release review: 20 such
  // cues in 60 releases, most of them these two)
  if ((lemma === 'add' || lemma === 'threaten') && rule !== 'stance-cue' && !/^(that|to|whether|if|:)$/.test(ctx.tokens[a]?.lower ?? '') && ctx.tokens[a]?.kind !== 'quote' && !finiteVerbIn(ctx, a, e)) return null;
  // "found themselves in a muddy battle", "finds its way to the city": finding oneself somewhere is no finding (PolNeAR
  // train: 2 of 24 "find" + reflexive marked)
  if (lemma === 'find' && (REFLEXIVES.has(ctx.tokens[a]?.lower ?? '') || /^(its|their|his|her|our|my|your)$/.test(ctx.tokens[a]?.lower ?? '') && ctx.tokens[a + 1]?.lower === 'way')) return null;
  const c = newCandidate('indirect', [], [rangeChars(ctx, a, e)], ctx.tokens[k]!.para);
  // "which he believes will make it impossible …": the relative pronoun is the subject of the content, its first fragment
  const rel = src[0] - 1;
  // ", which he said the Mexican government should pay for", ", who he dubbed “the little senator”": after a comma or a dash
  // the relative pronoun is also what the content lacks, its first fragment (PolNeAR train: 34 of 45 such pronouns are
  // gold fragments; "asked what he thought", "in which he said", "what her team calls" are not)
  if (src[1] - src[0] <= 5 && tokenAt(ctx.tokens, rel)?.inQuote === -1 && (/^(which|what)$/.test(ctx.tokens[rel]!.lower) && FINITE.has(tokenAt(ctx.tokens, a)?.lower ?? '')
    || /^(which|who|whom)$/.test(ctx.tokens[rel]!.lower) && /^(,|—|–|-|--|\()$/.test(tokenAt(ctx.tokens, rel - 1)?.text ?? ''))) c.content.unshift(rangeChars(ctx, rel, rel + 1));
  attach(ctx, c, coordinated ? 'reported-coordinated' : rule, [cs, cueEnd], src, isPronoun(ctx, src) ? 0.6 : 0.7, state);
  c.addressee = addressee;
  return c;
}

// The first comma in [a, end) outside quotations that a finite verb follows ("…, was a major factor", "…, confirmed the
// strength of …"), when the relative clause's antecedent before comma `rc` is the sentence's subject (no finite verb from
// the sentence's start to it): the end of a relative clause inside the subject; else end. The word tests come first, the
// tagger is asked only about a lowercase word after a comma.
function subjectVerbComma(ctx: Ctx, a: number, end: number, rc: number): number {
  const t = ctx.tokens;
  for (let j = a + 1; j < end - 1; j++) {
    if (t[j]!.text !== ',' || t[j]!.inQuote >= 0) continue;
    const n = t[j + 1]!;
    if (n.kind !== 'word' || n.cap || n.inQuote >= 0) continue;
    if (MAIN_VERB_AUX.has(n.lower) || /^(VB[DZ])$/.test(tagAt(ctx, j + 1))) return finiteVerbIn(ctx, ctx.sentences[t[rc]!.sent]!.tokStart, rc) ? end : j;
  }
  return end;
}

// "Early results of exit polls conducted by Edison Research for The Associated Press … show …", "A redacted copy of the
// 2013 FDIC inspector general’s memo seen by Reuters said …", "A panel of reporters led by MSNBC’s Chris Matthews agreed
// …": a subject opening the sentence whose last words are a preposition's object is the whole noun phrase, not that
// object (npLeft stops at the preposition). Only a phrase with no verb of its own, no comma nor quotation, opening with
// no preposition or subordinator ("After the vote Smith said" keeps Smith); a conjunction opening the sentence is left
// out ("But research to be released this week by four leading academic economists finds …"). PolNeAR train: gold has
// the whole phrase in 11 of 13 such sources.
function subjectOverPreposition(ctx: Ctx, src: Range): Range {
  const t = ctx.tokens, p = t[src[0] - 1];
  if (!p || p.inQuote >= 0 || !/^(of|by|in|for|on|from|about|at|among)$/.test(p.lower)) return src;
  let s0 = ctx.sentences[t[src[0]]!.sent]!.tokStart;
  if (/^(but|and|so|yet)$/.test(t[s0]!.lower)) s0++;
  // (a subject is short: not a long sentence read back to its start at each cue)
  if (s0 >= src[0] - 1 || src[0] - s0 > 30 || FRONTED_OPENER.has(t[s0]!.lower) || /^(as|if|when|while|because|although|though|since|once|until|unless|whether|maybe|perhaps|what|how|why|who|which|that|there|it|for|from|to|by|of|under|over|through|among|like|unlike|within|across|about|against|without)$/.test(t[s0]!.lower)) return src;
  for (let j = s0; j < src[0]; j++) {
    const x = t[j]!;
    if (x.inQuote >= 0 || x.kind === 'quote' && !/^['’]s?$/.test(x.text) || x.kind === 'punct' && !/^(-|\.|&|\$|%)$/.test(x.text)) return src;
  }
  return finiteVerbIn(ctx, s0, src[1]) ? src : [s0, src[1]];
}

// "The museum, Mr. Bush said, celebrated his heroes." / "The museum, said Mr. Bush, …": an attribution set off by commas
// inside the statement; the content is the sentence around it, in two fragments.
function parenthetical(ctx: Ctx, state: AttributionState, k: number, start: number, end: number): Candidate | null {
  const { tokens } = ctx;
  if (tokens[k]!.lower.endsWith('ing')) return null;
  const cs = cueStartWithModifiers(ctx, k);
  // "Instead, Trump told CNN, his policy …": a verb of telling may take its addressee before the closing comma
  const ad = !textAt(tokens, k + 1, ',') && ADDRESSEE_VERBS.has(CUE_FORMS.get(tokens[k]!.lower)?.lemma ?? '') ? npRight(ctx, k + 1) ?? groupAddressee(ctx, k + 1) : null;
  const close = ad && textAt(tokens, ad[1], ',') ? ad[1] : k + 1;
  let src: Range | null = textAt(tokens, close, ',') ? npLeft(ctx, cs) : null, before: number;
  if (src) before = src[0] - 1;
  else if (textAt(tokens, cs - 1, ',')) {
    src = npRight(ctx, k + 1); before = cs - 1;
    if (!src || !invertedSpeaker(ctx, cs, k, src)) return null;
  }
  else return null;
  if (src[1] > k + 1 && !textAt(tokens, src[1], ',')) return null;
  // "…, said Geert Wilders, founder of the Dutch Party for Freedom.": what follows the name describes him; the
  // attribution is sentence-final (its source keeps the description)
  if (src[1] > k + 1 && appositiveTail(ctx, src[1] + 1, end)) return null;
  // "…, says Carl Anthony, historian at the National First Ladies Library, is that …": a description set off after the
  // name is the source's, not a fragment of the statement (PolNeAR train: 36 of 37 such fragments wrong); one that runs
  // on to the sentence's end leaves no second fragment ("…, predicted Madeleine Kunin, the former Vermont governor
  // challenged by Sanders 30 years ago.")
  let tail = false;
  // (a second description or a relative clause after it is the source's too: "RoseAnn DeMoro, executive director of
  // National Nurses United, a union that …", "Rita Katz, the director of SITE Intelligence Group, which tracks …")
  for (let n = 0; n < 3 && src[1] > k + 1 && textAt(tokens, src[1], ','); n++) {
    let ap = descriptionEnd(ctx, src[1] + 1, end);
    // ("…, president of Dakota Spirit AgEnergy, and vice president of business development and strategy, Great River Energy")
    if (ap < 0 && n > 0 && tokens[src[1] + 1]?.lower === 'and') ap = descriptionEnd(ctx, src[1] + 2, end);
    if (ap < 0 && n > 0) ap = orgNameEnd(ctx, src[1] + 1, end);
    if (ap < 0 && n > 0 && /^(who|which|whose)$/.test(tokens[src[1] + 1]?.lower ?? '')) {
      ap = src[1] + 2;
      while (ap < end && ap - src[1] <= 30 && tokens[ap]!.text !== ',' && tokens[ap]!.inQuote < 0 && !(tokens[ap]!.kind === 'punct' && /^[.;:!?]$/.test(tokens[ap]!.text))) ap++;
      if (ap - src[1] > 30) break;
    }
    if (ap <= src[1] + 1) break;
    tail = !textAt(tokens, ap, ','); src = [src[0], ap];
  }
  const after = (src[1] > k + 1 ? src[1] : close) + 1;
  // "Members of the Trump family long ago soured on Lewandowski, the Post reported, citing another anonymous source.",
  // "…, he said, adding that …": a participle of speech after the cue's comma is an attribution of its own
  // (participle-cue), not the statement's second part: the statement ends at the cue, as in "…, X said." (PolNeAR train:
  // none of the 4 such second fragments the rules drew is gold's)
  if (!tail && textAt(tokens, after - 1, ',') && tokens[after]?.lower.endsWith('ing') && CUE_FORMS.get(tokens[after]!.lower)?.speech) tail = true;
  // "…vehicles; around 50 gallons of fuel, officials said, spilled": the first fragment starts after a semicolon
  for (let j = before - 1; j > start; j--) if (tokens[j]!.text === ';') { start = j + 1; break; }
  // "Loyalty, he noted, has long been …", "Instead, Trump told CNN, …": one word before the cue is a fragment too
  if (before <= start || !textAt(tokens, before, ',') || !tail && end - after < 3) return null;
  if (tail) {
    const e = endOfContent(ctx, start, before, false, true);
    if (e - start < 2 || mediumAdjunct(ctx, start, e)) return null;
    const c = newCandidate('indirect', [], [rangeChars(ctx, start, e)], tokens[k]!.para);
    attach(ctx, c, 'sentence-final-cue', [cs, k + 1], src, 0.75, state);
    return c;
  }
  const e1 = endOfContent(ctx, start, before, false, true), e2 = endOfContent(ctx, after, end);
  if (e1 - start < (before === start + 1 && tokens[start]!.kind === 'word' && !LONE_NOT_CONTENT.test(tokens[start]!.lower) ? 1 : 2) || e2 - after < 2) return null;
  // "In a joint statement, Leahy, Sanders and Welch said, …": an adjunct opening the sentence is not the statement's start
  if (mediumAdjunct(ctx, start, e1)) return null;
  const described = describedToEnd(ctx, k, src, after, end, e2);
  if (described) {
    const c = newCandidate('indirect', [], [rangeChars(ctx, start, e1)], tokens[k]!.para);
    attach(ctx, c, 'sentence-final-cue', [cs, k + 1], described, 0.75, state);
    return c;
  }
  const c = newCandidate('indirect', [], [rangeChars(ctx, start, e1), rangeChars(ctx, after, e2)], tokens[k]!.para);
  attach(ctx, c, 'parenthetical-cue', [cs, k + 1], src, isPronoun(ctx, src) ? 0.65 : 0.75, state);
  c.addressee = src[1] > k + 1 ? null : ad;
  return c;
}

/**
 * "…, said Angie Drobnic Holan, Politifact's editor.", "…, said the company's chief executive, John J. Ferriola.": the words
 * after the comma that follows a source named after a verb of speech run to the sentence's end with no finite verb of
 * their own (a relative clause's aside), so they describe the speaker and the attribution is sentence-final; its source
 * runs to the sentence's end, or to a ", who" clause (as appositiveTail's do). The descriptions descriptionEnd does not
 * read: opening with a capital, a name after a role, a verb in a relative clause, a comma in an organization's name. On
 * PolNeAR train gold has one fragment in 12 of 13 such sentences; the 13th's second fragment has a verb ("…, said Marcia
 * Smith, senior vice president for sustainability, Teck wants the gap narrowed").
 */
function describedToEnd(ctx: Ctx, k: number, src: Range, after: number, end: number, e2: number): Range | null {
  const t = ctx.tokens, first = t[after];
  if (src[0] <= k || !textAt(t, src[1], ',') || after !== src[1] + 1 || !CUE_FORMS.get(t[k]!.lower)?.speech) return null;
  if (!first || first.kind !== 'word' || /ing$/.test(first.lower) || DESCRIPTION_NOT_FIRST.test(first.lower)) return null;
  let last = end;
  while (last > after && (t[last - 1]!.kind === 'punct' || t[last - 1]!.kind === 'quote')) last--;
  if (e2 < last) return null;
  // (finite verbs outside a relative clause, which runs to the next comma)
  for (let j = after; j < last; j++) {
    if (/^(who|whose|which|that|whom)$/.test(t[j]!.lower)) { while (j < last && t[j]!.text !== ',') j++; continue; }
    if (finiteVerbIn(ctx, j, j + 1)) return null;
  }
  for (let j = after; j < last; j++) if (/^(who|whose)$/.test(t[j]!.lower) && textAt(t, j - 1, ',') && j - 1 > after) return [src[0], j - 1];
  return [src[0], last];
}
const DESCRIPTION_NOT_FIRST = /^(that|which|with|and|but|or|as|in|on|at|for|to|from|by|after|before|while|when|where|because|if|though|although|saying|adding)$/;

// The end of a description of a person from token a (after the name's comma) to the next comma or the sentence's end, or
// -1: words in lower case with no finite verb as the tagger reads them ("historian at the National First Ladies Library",
// "the former Vermont Democratic governor challenged by Sanders"), not the clause the name interrupts ("will cost …").
function descriptionEnd(ctx: Ctx, a: number, end: number): number {
  const t = ctx.tokens, first = t[a];
  // (not a participle's phrase, ", referring to …", nor a coordination, ", and to commit …")
  if (!first || first.kind !== 'word' || first.inQuote >= 0 || first.cap && !/^(a|an|the)$/.test(first.lower) || /ing$/.test(first.lower)
    || /^(and|or|but|to|then|so|nor|yet|as|in|on|at|with|for|from|by|after|before|during|while|when|where)$/.test(first.lower)) return -1;
  // (a description is short: the walk stops after 30 words, and a long sentence is not read to its end at each name)
  let e = a;
  while (e < end && e - a <= 30 && t[e]!.text !== ',' && t[e]!.kind !== 'quote' && t[e]!.inQuote < 0 && !(t[e]!.kind === 'punct' && /^[.;:!?]$/.test(t[e]!.text))) e++;
  if (e - a > 30) return -1;
  // (two words at least, or a title: not "too", "however")
  if (e - a < 2 && !TITLE_HEADS.has(first.lower) || AUXILIARIES.has(first.lower) || finiteVerbIn(ctx, a, e)) return -1;
  return e;
}

// The end of an organization's or a place's name from token a to the next comma or the sentence's end, or -1.
function orgNameEnd(ctx: Ctx, a: number, end: number): number {
  const mi = ctx.mentionAt[a] ?? -1, m = mi >= 0 ? ctx.mentions[mi]! : null;
  if (!m || m.tokStart !== a || m.type === 'PER' || m.kind !== 'name') return -1;
  const e = m.tokEnd, t = ctx.tokens[e];
  return e <= end && (!t || e === end || t.text === ',' || t.kind === 'punct' && /^[.;:!?]$/.test(t.text)) ? e : -1;
}

// Tokens [a, end) up to the sentence's closing punctuation describe a person ("founder of the Dutch Party for Freedom")
// (and a relative clause about the person after it: "said David Autor, a professor of economics at M.I.T., who has
// studied the issue.")
function appositiveTail(ctx: Ctx, a: number, end: number): boolean {
  let last = end;
  while (last > a && ctx.tokens[last - 1]!.kind === 'punct') last--;
  const e = appositiveEnd(ctx, a);
  return e === last || e > a && textAt(ctx.tokens, e, ',') && /^(who|whose)$/.test(ctx.tokens[e + 1]?.lower ?? '');
}

// Single words before a parenthetical cue that PolNeAR leaves out of the content ("And, he said, …")
const LONE_NOT_CONTENT = /^(and|but|or|so|still|yet|then|also|meanwhile)$/;

// "Ben Carson appears to be slipping", "Both objections seemed to carry little weight", "Trump is expected to deliver a
// victory speech": PolNeAR marks a hedge as a cue with no source, its content the subject and the infinitive, in two
// fragments (train: "seem/appear to" 158 of 274 marked, "be expected to" 60 of 68). (The hedging adverbs,
// "reportedly", "allegedly", are the lexicon's HEDGES.)
const HEDGE_VERBS = new Set(['seems', 'seemed', 'seem', 'appears', 'appeared', 'appear', 'expected']);
const SUBJECT_STOP = new Set(['that', 'which', 'who', 'because', 'if', 'when', 'while', 'and', 'but', 'as', 'since', 'although', 'though', 'where', 'so']);
// "New Hampshire seems stable", "the Trump team appeared paralyzed", "Both houses now seem intent on approving …": a
// hedge with a predicate for its complement, marked as the infinitive's is (PolNeAR train: 42 of "seem" or "appear"
// without "to", all with no source). "appear" only before a word of state ("appeared at a rally" is showing up).
function hedgeComplement(ctx: Ctx, k: number): boolean {
  const w = ctx.tokens[k]!.lower, n = ctx.tokens[k + 1];
  // (not after an auxiliary or a causative: "has seemed supportive", "makes him seem kinder", "may have seemed far away")
  let p = k - 1;
  while (p > 0 && (/ly$/.test(ctx.tokens[p]!.lower) || /^(also|long|once|now|still|always|never|even)$/.test(ctx.tokens[p]!.lower))) p--;
  const aux = /^(has|have|had|make|makes|made|making|let|lets|may|might|can|could|would|should|must|will|do|does|did|not|n't|n’t|to|being|been)$/;
  if (w === 'expected' || !n || n.kind !== 'word' || n.cap || n.inQuote >= 0 || aux.test(ctx.tokens[p]?.lower ?? '') || /^(make|makes|made|making|let|lets)$/.test(ctx.tokens[p - 1]?.lower ?? '')) return false;
  if (w.startsWith('seem')) return !/^(that|like|as|a|an|the|this|these|those|his|her|their|its|our|my|to|on|in|at|for|with|from|by|of|and|or|but|so|it|there|he|she|they|we|i|you)$/.test(n.lower);
  let j = k + 1;
  if (/^(somewhat|equally|increasingly|more|less|very|too|quite|rather|far|much|so|almost|visibly|largely|genuinely|clearly)$/.test(ctx.tokens[j]!.lower)) j++;
  return STATE_WORDS.has(ctx.tokens[j]?.lower ?? '') || /(ed|ous|ive|ful|less|able|ible|ent|ant)$/.test(ctx.tokens[j]?.lower ?? '') && ctx.tokens[j]!.kind === 'word' && !ctx.tokens[j]!.cap && j > k + 1;
}
const STATE_WORDS: ReadonlySet<string> = new Set(['ready', 'likely', 'unlikely', 'poised', 'set', 'determined', 'intent', 'eager', 'reluctant', 'willing', 'unwilling', 'open', 'close', 'closer', 'confident', 'nervous', 'uneasy', 'unperturbed', 'paralyzed', 'unable', 'able', 'headed', 'unfazed', 'uninterested', 'interested', 'stable', 'certain', 'sure', 'unsure', 'resigned', 'optimistic', 'pessimistic', 'content', 'happy', 'unhappy', 'frustrated', 'annoyed', 'satisfied', 'surprised', 'shaken', 'tired', 'weak', 'strong', 'vulnerable', 'safe', 'secure', 'inevitable', 'imminent', 'doomed', 'invincible', 'unbeatable', 'unstoppable']);

// An adverb between a hedge's subject and its verb, left out of both: "now", "often", "also", a word in -ly in lower
// case ("Ms. Kelly seemed certain to leave" has no adverb; "Mr. Trump's tone often seems to …" has one)
function hedgeAdverb(t: Ctx['tokens'][number]): boolean {
  return t.kind === 'word' && !t.cap && (/ly$/.test(t.lower) || /^(also|now|still|already|even|not|often|sometimes|usually|always|never|again)$/.test(t.lower));
}
// an apostrophe closing a plural's possessive, "voters' | concerns" (after a word in -s, before a word)
const pluralPossessive = (tokens: Ctx['tokens'], j: number): boolean =>
  /^['’]$/.test(tokens[j]!.text) && /s$/.test(tokens[j - 1]?.lower ?? '') && tokens[j - 1]!.kind === 'word' && tokens[j + 1]?.kind === 'word';

function hedge(ctx: Ctx, state: AttributionState, k: number, start: number, end: number): Candidate | null {
  const { tokens } = ctx;
  let cs = k;
  if (tokens[k]!.lower === 'expected') {
    // (over a negation or a perfect too: "is not expected", "had been expected")
    let j = k - 1;
    while (j > start && (hedgeAdverb(tokens[j]!) || /^(n’t|n't|been|be)$/.test(tokens[j]!.lower))) j--;
    if (!/^(is|are|was|were|has|have|had)$/.test(tokens[j]?.lower ?? '') || j < start) return null;
    cs = j;
  } else if (/^(not|n’t|n't)$/.test(tokens[cs - 1]?.lower ?? '') && /^(does|do|did)$/.test(tokens[cs - 2]?.lower ?? '')) cs -= 2; // "does not seem"
  // "may seem to be a vestige", "cannot seem to …": a modal's hedge is the writer's own
  if (/^(may|might|can|cannot|could|would|should|must|will|to|does|do|did|n’t|n't|not)$/.test(tokens[cs - 1]?.lower ?? '')) return null;
  // "her communications seem to show that she coordinated …", "he seemed to indicate he knows her tendencies": "seem to"
  // and a verb of saying, showing or taking a side is its subject's statement, which PolNeAR marks with that source and
  // "seem to show" for the cue (train: 9 of 11 such "seem to"; "appear to" is marked a hedge as often as not)
  // (not a verb of belief: "seems to understand", "seems to recognize" stay hedges, as gold has them)
  const shown = isCue(ctx, k + 2) ? CUE_FORMS.get(tokens[k + 2]!.lower)! : null;
  if (tokens[k]!.lower.startsWith('seem') && tokens[k + 1]?.lower === 'to' && shown && (shown.speech || shown.stance || shown.lemma === 'show')) {
    const src = withSubject(ctx, npLeft(ctx, cueStartWithModifiers(ctx, cs)));
    if (src) {
      let a = k + 3;
      if (PHRASAL_PARTICLES.get(shown.lemma)?.has(tokens[a]?.lower ?? '')) a++;
      const e = endOfContent(ctx, a, end);
      if (e - a < 1) return null;
      const c = newCandidate('indirect', [], [rangeChars(ctx, a, e)], tokens[k]!.para);
      attach(ctx, c, 'reported-speech', [cueStartWithModifiers(ctx, cs), a], src, isPronoun(ctx, src) ? 0.6 : 0.7, state);
      return c;
    }
  }
  // the subject: back from the cue (over an adverb or "now") to a clause boundary
  let e1 = cs;
  while (e1 > start && hedgeAdverb(tokens[e1 - 1]!)) e1--;
  const a = k + 1, e = endOfContent(ctx, a, hedgeEnd(ctx, a, end));
  // a relative pronoun right before is the subject, the content's first fragment: "which is expected to draw …" (gold has
  // it in 14 of 16 such hedges on PolNeAR train)
  if (e1 > start && /^(who|which|that)$/.test(tokens[e1 - 1]!.lower) && tokens[e1 - 1]!.inQuote < 0) {
    // (a relative clause set off by a comma ends at the next one: "The debate, which is expected to draw a large
    // audience | , starts at nine")
    let re = e;
    if (textAt(tokens, e1 - 2, ',')) for (let j = a + 1; j < e; j++) if (tokens[j]!.text === ',' && tokens[j]!.inQuote < 0) { re = j; break; }
    if (re - a < 2) return null;
    const c = newCandidate('indirect', [], [rangeChars(ctx, e1 - 1, e1), rangeChars(ctx, a, re)], tokens[k]!.para);
    attach(ctx, c, 'hedge', [cs, k + 1], null, 0.5, state);
    return c;
  }
  // a phrase set off by commas between the subject and the verb: "The central bank, which has held rates near zero, is
  // expected to act" (10 of 11)
  if (e1 > start + 1 && textAt(tokens, e1 - 1, ',') && tokens[e1 - 1]!.inQuote < 0) {
    let j = e1 - 2;
    while (j > start && e1 - j < 40 && tokens[j]!.text !== ',' && tokens[j]!.inQuote < 0 && tokens[j]!.kind !== 'quote') j--;
    if (j > start && textAt(tokens, j, ',')) e1 = j;
  }
  let s1 = e1;
  while (s1 > start && e1 - s1 < 12) {
    const p = tokens[s1 - 1]!;
    // (a plural's possessive apostrophe stays: "The Republicans' strategy")
    if (p.inQuote >= 0 || (p.kind === 'quote' || p.kind === 'punct' && p.text !== '-' && p.text !== '’s') && !pluralPossessive(tokens, s1 - 1) || SUBJECT_STOP.has(p.lower)) break;
    s1--;
  }
  if (s1 === e1 || e1 - s1 >= 12 || tokens[s1]!.kind !== 'word') return null;
  // "It appears that …", "There seems to be …": no subject of its own
  const expletive = e1 - s1 === 1 && /^(it|there)$/.test(tokens[s1]!.lower);
  if (e - a < 2) return null;
  const content: [number, number][] = expletive ? [rangeChars(ctx, a, e)] : [rangeChars(ctx, s1, e1), rangeChars(ctx, a, e)];
  const c = newCandidate('indirect', [], content, tokens[k]!.para);
  attach(ctx, c, 'hedge', [cs, k + 1], null, 0.5, state);
  return c;
}

// Where a hedge's content may end, from token a: at a comma before a clause or phrase of the writer's own ("the race
// closer in Ohio | , with some polls indicating …", "… | , an indication that …") or a dash. On PolNeAR train about 50
// hedge contents ran on past such a comma; stopping there fixed 26 and broke 8 (at any comma: 39 and 17).
function hedgeEnd(ctx: Ctx, a: number, end: number): number {
  const t = ctx.tokens;
  for (let j = a + 2; j < end; j++) {
    const x = t[j]!;
    if (x.inQuote >= 0) continue;
    if (x.text === ',' && HEDGE_STOP_AFTER_COMMA.has(t[j + 1]?.lower ?? '') || /^(-|--|—|–)$/.test(x.text)) return j;
  }
  return end;
}
const HEDGE_STOP_AFTER_COMMA: ReadonlySet<string> = new Set(['with', 'as', 'when', 'while', 'whereas', 'and', 'but', 'despite', 'if', 'even', 'although',
  'though', 'before', 'after', 'partly', 'potentially', 'unlike', 'because', 'where', 'since', 'so', 'according', 'the', 'an', 'a']);

// The "to" after "pleaded guilty" at token a, past a time phrase of up to four words ("in July 2010", "on Wednesday",
// "last week"), or a when there is none.
function guiltyTo(ctx: Ctx, a: number, end: number): number {
  for (let j = a; j < Math.min(end, a + 5); j++) {
    const t = ctx.tokens[j]!;
    if (t.lower === 'to' && t.inQuote < 0) return j;
    if (t.kind !== 'word' && t.kind !== 'num' || t.inQuote >= 0 || isCue(ctx, j)) return a;
  }
  return a;
}

// "Asked whether he would support Trump, Rubio said …", "…, she said, when asked about the tax plan", "the actress was
// asked if she’d ever been discriminated against": PolNeAR marks the question as an attribution of its own, with the
// cue "asked" (and "about"), no source (the asker is unnamed; "by X" names one) and the question as the content up to
// its comma (train: 104 of 298 "ask" attributions have no source, nearly all of them this pattern)
const QUESTION_START = /^(if|whether|what|how|why|who|whom|which|where|when|about|to)$/;
/** The words opening an indirect question ("asked him which policy …"). */
export const WH_QUESTION = /^(if|whether|what|how|why|who|whom|which|where|when)$/;
const REFLEXIVES: ReadonlySet<string> = new Set(['himself', 'herself', 'themselves', 'itself', 'myself', 'ourselves', 'yourself', 'yourselves']);
function askedQuestion(ctx: Ctx, state: AttributionState, k: number, start: number, end: number): Candidate | null {
  const { tokens } = ctx;
  const p = tokens[k - 1];
  let cs = k;
  if (p && /^(was|were|is|are|been)$/.test(p.lower) && p.inQuote < 0) cs = k - 1; // "was asked if …"
  else if (k !== start && !(p && (/^(when|after|if|once)$/.test(p.lower) && p.inQuote < 0 || p.text === ',' && tokens[k + 1]?.lower !== 'by'))) return null;
  // the asker after "by" ("was asked by host John Dickerson whether …"), or adjuncts before the question ("Asked in Iowa
  // recently whether …", "Asked specifically what …")
  let a = k + 1, src: Range | null = null;
  if (tokens[a]?.lower === 'by') {
    let j = a + 1;
    while (j < Math.min(end, a + 8) && !QUESTION_START.test(tokens[j]!.lower) && (tokens[j]!.kind === 'word' || tokens[j]!.text === '.') && tokens[j]!.inQuote < 0) j++;
    if (j === a + 1 || !QUESTION_START.test(tokens[j]?.lower ?? '')) return null;
    src = [a + 1, j];
    a = j;
  }
  let q = a;
  while (q < Math.min(end, a + 6) && !QUESTION_START.test(tokens[q]!.lower)) {
    if (tokens[q]!.kind !== 'word' || tokens[q]!.inQuote >= 0 || VERBISH.has(tokens[q]!.lower) || isCue(ctx, q)) return null;
    q++;
  }
  if (!QUESTION_START.test(tokens[q]?.lower ?? '') || tokens[q]!.inQuote >= 0) return null;
  let cueEnd = k + 1;
  if (tokens[q]!.lower === 'about') { if (q === k + 1) cueEnd = q + 1; q++; } // the cue is "asked about", the content its object
  // "when asked to leave, he refused"; not a request in the passive ("Attendees are asked to RSVP", "was asked to serve")
  else if (tokens[q]!.lower === 'to' && (tokens[q + 1]?.kind !== 'word' || cs < k)) return null;
  let stop = end;
  for (let j = q + 1; j < end; j++) if (tokens[j]!.text === ',' && tokens[j]!.inQuote < 0) { stop = j; break; }
  const e = endOfContent(ctx, q, stop);
  if (e - q < 2) return null;
  const c = newCandidate('indirect', [], [rangeChars(ctx, q, e)], tokens[k]!.para);
  attach(ctx, c, 'asked', [cs, cueEnd], src, 0.5, state);
  return c;
}

// "told reporters", "warned lawmakers", "assured the crowd": a group is the addressee though it names nobody
const GROUP_ADDRESSEES = new Set(['reporters', 'journalists', 'lawmakers', 'legislators', 'supporters', 'colleagues', 'members', 'voters', 'residents',
  'students', 'donors', 'senators', 'congress', 'audience', 'crowd', 'press', 'media', 'public', 'nation', 'country', 'committee', 'panel', 'viewers',
  'listeners', 'readers', 'investors', 'analysts', 'employees', 'workers', 'staff', 'parents', 'officials', 'delegates', 'attendees', 'americans']);
function groupAddressee(ctx: Ctx, a: number): Range | null {
  if (/^(him|her|them|me|us)$/.test(ctx.tokens[a]?.lower ?? '') && ctx.tokens[a + 1]?.kind === 'word') return [a, a + 1]; // "told him she worries …"
  let j = a;
  if (/^(the|his|her|their|its|our)$/.test(ctx.tokens[j]?.lower ?? '')) j++;
  const t = ctx.tokens[j];
  return t && t.kind === 'word' && t.inQuote < 0 && GROUP_ADDRESSEES.has(t.lower) ? [a, j + 1] : null;
}

// "…, sources told The New York Post." / "…, said Smith."
// The semicolons outside quotations of a sentence, in text order, found once per sentence (only the sentence's own
// matter: one after its end or before its start changes nothing below); the nearest one at or after a token (next)
// and at or before it (prev) is a binary search. (A scan per cue to the sentence's ends grew with the square of a
// sentence's length: a 1 MB text with no sentence breaks took 60% longer. Most sentences have none: a short list.
// Only the sentences with a sentence-final candidate are scanned, not the whole text.)
const semicolonIndex = new WeakMap<Ctx, Map<number, number[]>>();
function semicolons(ctx: Ctx, start: number, end: number): number[] {
  let bySentence = semicolonIndex.get(ctx);
  if (!bySentence) { bySentence = new Map(); semicolonIndex.set(ctx, bySentence); }
  let s = bySentence.get(start);
  if (s) return s;
  const { tokens } = ctx;
  s = [];
  for (let j = start; j < end; j++) if (tokens[j]!.text === ';' && tokens[j]!.inQuote < 0) s.push(j);
  bySentence.set(start, s);
  return s;
}
/** How many semicolons of `semi` lie before token `j` (the index of the first at or after it). */
function semicolonsBefore(semi: readonly number[], j: number): number {
  let lo = 0, hi = semi.length;
  while (lo < hi) { const mid = (lo + hi) >> 1; if (semi[mid]! < j) lo = mid + 1; else hi = mid; }
  return lo;
}

// The first dash outside quotations within a few tokens from a, after adjuncts only, that no dash closes before the
// sentence's end: the attribution's end; last otherwise.
function dashToEnd(ctx: Ctx, start: number, a: number, last: number, end: number): number {
  for (let j = a; j < last && j - a <= 8; j++) {
    const x = ctx.tokens[j]!;
    if (x.inQuote >= 0 || x.kind === 'quote') return last;
    if (!DASH.test(x.text)) continue;
    if (closingDash(ctx, j, end) >= 0 || j > a && !onlyAdjuncts(ctx, a, j)) return last;
    for (let i = afterDateline(ctx, start, a); i < a; i++) if (ctx.tokens[i]!.text === x.text) return last; // (a wire's dateline dash opens no pair)
    return j;
  }
  return last;
}

function sentenceFinal(ctx: Ctx, state: AttributionState, k: number, start: number, end: number): Candidate | null {
  const { tokens } = ctx;
  if (tokens[k]!.lower.endsWith('ing')) return null; // ", saying …" is a participle, not "…, X said"

  let last = end;
  // "The talks collapsed, Brafman noted; the lawyers …": a semicolon closes the attribution as the sentence's end would
  const semi = semicolons(ctx, start, end);
  const ni = semicolonsBefore(semi, k + 1), next = ni < semi.length ? semi[ni]! : tokens.length;
  if (next < end) last = next;
  // "Ryan and Trump will meet next week, Spicer said, adding, “…”", "…, Hollande said Tuesday in Paris, noting …": a
  // participle of speech after a comma goes on as an attribution of its own (participle-cue), and closes this one as the
  // sentence's end would
  last = participleAfter(ctx, k + 1, last);
  while (last > k && tokens[last - 1]!.kind === 'punct') last--;
  const cs = cueStartWithModifiers(ctx, k);
  let src = evidenceByAuthor(ctx, npLeft(ctx, cs));
  let addressee: Range | null = null;
  let after = k + 1;
  let comma = -1;
  if (src) {
    comma = src[0] - 1;
    // "…, sources told The New York Post": a verb of telling takes its addressee; any cue may be followed by a
    // time or a prepositional adjunct ("said Monday", "said in a statement") but not by a clause of its own
    // ("In a letter sent Monday, Rep. Cole said the rule was unlawful" is not "…, X said.")
    // (a pronoun too: "…, the president told her.")
    const ad = after < last && ADDRESSEE_VERBS.has(CUE_FORMS.get(tokens[k]!.lower)?.lemma ?? '')
      ? OBJECT_PRONOUNS.has(tokens[after]!.lower) ? [after, after + 1] as Range : npRight(ctx, after) : null;
    if (ad) { addressee = ad; after = ad[1]; }
    // "Such a move could alienate his backers, Clinton allies believe — backers she will need come November.", "…, the
    // Congressional Budget Office reported on Tuesday -- a development that injects …": a dash after the cue (and its
    // adjuncts) whose words run to the sentence's end unclosed is the writer's aside, and ends the attribution as the
    // sentence's end would (PolNeAR train: gold's content is the words before the source in 4 of 4)
    // (not a dash closing one before the cue: "… — that won’t happen, they believe — but how …")
    last = dashToEnd(ctx, start, after, last, end);
    if (after < last && onlyAdjuncts(ctx, after, last)) after = last;
    // "This is not about me, President Obama told his closest advisers | as he labored over the speech": a clause of time
    // or reason after the cue (and its adjuncts) is the writer's narration, as the sentence's end would be
    // (not "described as", "intended as a signal": after "as" a subject pronoun or a name; nor a clause leading into a
    // quotation, "At day's end, Clinton said as he introduced his wife, “Finally, …”")
    else if (after < last && NARRATION_CLAUSE.has(tokens[after]!.lower) && (after === k + 1 || ad || onlyAdjuncts(ctx, k + 1, after))
      && narrationClause(ctx, after, last)) last = after;
  }
  // ", said X" (also when a phrase before the comma looked like a subject: "… the homeownership gap, which is a key
  // step …, said Lee, who was responsible for …")
  if ((!src || after < last) && textAt(tokens, cs - 1, ',')) {
    addressee = null;
    src = npRight(ctx, k + 1);
    // (a speaker, not a clause: "The spokesman, Andrew Bates, said the meeting went well." is no "…, said X")
    // (a capitalized word the name tagger did not read as a name is one: "…, said Kind.")
    if (src && !isPronoun(ctx, src) && !speakerLike(ctx, src) && !documentHead(ctx, src) && !tokens[src[1] - 1]!.cap) src = null;
    // (nor the cue's complement: "…, said she wanted major change in Washington.")
    if (src && !invertedSpeaker(ctx, cs, k, src)) src = null;
    if (src) { comma = cs - 1; after = src[1]; if (after < last && onlyAdjuncts(ctx, after, last)) after = last; } // (", said Smith in a statement.")
    // "…, said Jane Doe, deputy director of the agency.": the source keeps its description, as PolNeAR marks it
    if (src && textAt(tokens, src[1], ',') && appositiveTail(ctx, src[1] + 1, last)) {
      // (up to the relative clause about the person, with the appositive's closing comma, as PolNeAR marks it)
      const e = appositiveEnd(ctx, src[1] + 1);
      after = last; src = [src[0], e < last && textAt(tokens, e, ',') ? e + 1 : last];
    }
  }
  if (!src || after < last || comma <= start || tokens[comma]!.text !== ',') return null;
  // the content begins after the last semicolon before it ("He said …; however, “…”, he added.")
  const pi = semicolonsBefore(semi, comma), prev = pi > 0 ? semi[pi - 1]! : -1; // (the last at or before comma - 1)
  if (prev > start) start = prev + 1;
  // "LOS ANGELES, Feb. 2 (UPI) — The next record is almost complete, Kiedis revealed.": the wire's dateline opening the
  // paragraph is no part of what was said (PolNeAR train: gold never has it; the engine took it, or only it, 4 times)
  else start = afterDateline(ctx, start, comma);
  let e = endOfContent(ctx, start, comma, true);
  // "Cruz electrified the small crowds with impassioned speeches and promises to shake things up …, Stovall said.",
  // "Sanders' win marks something that hasn't happened … -- an insurgent defeating a party favorite …, Scala said": the
  // words the content's cuts (a coordinated verb, a dash, a participle) leave before the comma are no one else's; a
  // sentence-final source said all of them (PolNeAR train: gold runs to the comma in 15 of 15 such contents)
  // (not past a quotation, a semicolon or a parenthesis the cut stopped at)
  if (e < comma && e - start >= 3 && leftoverIsPlain(ctx, e, comma)) e = trimEnd(ctx, start, comma);
  // "In an October 2012 letter, Bingaman and Udall asked President Obama to …": an adjunct opening the sentence is no statement
  if (e - start < 3 || mediumAdjunct(ctx, start, e)) return null;
  // "Admiral Mike Mullen, former Chairman of the Joint Chiefs of Staff, has warned us.": a name alone before the comma is
  // the subject the description is set off from, not a statement
  if (nameAlone(ctx, start, e)) return null;
  // "O'Malley, the former governor of Maryland, stressed his executive experience.", "Clinton, a Democrat, did not mention
  // Trump by name.": before a source after its cue, the words up to the comma are a statement only with a finite verb of
  // their own (outside a relative clause); a name and its description are the sentence's subject
  if (src[0] > k && !clauseVerbIn(ctx, start, e)) return null;
  // "When Rubio said it was great to be home, a man in the crowd shouted.": a clause of time or condition alone is not
  // what the main clause's subject said (one with a main clause of its own is: "If you build it, they will come, he said.")
  if (SUBORDINATORS.has(tokens[start]!.lower) && !commaIn(ctx, start, comma)) return null;
  const c = newCandidate('indirect', [], [rangeChars(ctx, start, e)], tokens[k]!.para);
  attach(ctx, c, 'sentence-final-cue', [cs, k + 1], src, isPronoun(ctx, src) ? 0.65 : 0.75, state);
  c.addressee = addressee;
  return c;
}

// The words [e, comma) hold no quotation, semicolon nor parenthesis, no "according to" (an attribution of its own: "He
// crossed the border … after, according to him, Televisa censured his first report"), and at least one word.
function leftoverIsPlain(ctx: Ctx, e: number, comma: number): boolean {
  let word = false;
  for (let j = e; j < comma; j++) {
    const t = ctx.tokens[j]!;
    if (t.inQuote >= 0 || t.kind === 'quote' || t.text === ';' || t.text === '(' || t.text === ')' || t.lower === 'according') return false;
    if (t.kind === 'word') word = true;
  }
  return word;
}

// "…, a study by the Council of the Great City Schools found.", "…, Federal Election Commission records compiled by the
// Center for Responsive Politics show.", "…, tallies by Kantar Media's Campaign Media Analysis Group and other trackers
// show.": a source r after "by" (or a participle and "by") whose head before it is a writing or a count of evidence is
// that evidence's author; the source is the whole phrase (PolNeAR train: 3 of 3 such sentence-final sources, all missed)
const EVIDENCE_NOUNS = /^(study|studies|report|reports|analysis|analyses|survey|surveys|poll|polls|review|tally|tallies|records|data|investigation|audit|count|documents|filings|figures|estimates)$/;
function evidenceByAuthor(ctx: Ctx, r: Range | null): Range | null {
  if (!r || tokenAt(ctx.tokens, r[0] - 1)?.lower !== 'by') return r;
  let j = r[0] - 1;
  if (/ed$/.test(tokenAt(ctx.tokens, j - 1)?.lower ?? '')) j--; // "compiled by", "conducted by"
  const head = npLeft(ctx, j);
  return head && head[1] === j && EVIDENCE_NOUNS.test(ctx.tokens[j - 1]!.lower) && textAt(ctx.tokens, head[0] - 1, ',') ? [head[0], r[1]] : r;
}

// Where a participle of speech set off by a comma begins in [a, last) ("…, Nefzi said, | adding, “…”"), else last.
function participleAfter(ctx: Ctx, a: number, last: number): number {
  const { tokens } = ctx;
  for (let j = a + 1; j < last; j++) {
    const t = tokens[j]!;
    if (t.inQuote >= 0 || t.kind === 'quote') return last;
    if (t.lower.endsWith('ing') && tokens[j - 1]!.text === ',' && CUE_FORMS.get(t.lower)?.speech) return j - 1;
  }
  return last;
}

// [a, e) is a person's name with only title words before it: "Admiral Mike Mullen", "Sen. Smith" (not a headline's
// words in title case: "Clinton Hid Past Health Problems From Public")
function nameAlone(ctx: Ctx, a: number, e: number): boolean {
  const m = ctx.mentionAt[e - 1]!;
  if (m < 0 || ctx.mentions[m]!.type !== 'PER' || ctx.mentions[m]!.tokEnd !== e || ctx.mentions[m]!.tokStart < a) return false;
  for (let j = a; j < ctx.mentions[m]!.tokStart; j++) if (!TITLE_HEADS.has(ctx.tokens[j]!.lower)) return false;
  return true;
}

const VERBISH = new Set([...AUXILIARIES, 'that']);

// Tokens [a, b) are a time or prepositional adjunct with no verb of its own ("Monday", "on Tuesday", "in a statement").
function onlyAdjuncts(ctx: Ctx, a: number, b: number): boolean {
  const first = ctx.tokens[a]!.lower;
  if (!ADJUNCT_START.test(first)) return false;
  // "this week", "last month", not "this course of treatment" (an object)
  if ((first === 'this' || first === 'last') && !TIME_NOUN.test(ctx.tokens[a + 1]?.lower ?? '') && !WEEKDAYS.has(ctx.tokens[a + 1]?.lower ?? '')) return false;
  // (whether the tagger finds a finite verb in [a, b): asked once, not for every reporting noun of a long adjunct)
  let finite: boolean | undefined;
  for (let k = a; k < b; k++) {
    const l = ctx.tokens[k]!.lower;
    if (VERBISH.has(l) || isCue(ctx, k) && !(adjunctNoun(ctx, a, k) && !(finite ??= finiteVerbIn(ctx, a, b)))) return false;
    // a participle's clause ("on September 29th attempting to justify their actions")
    if (l.endsWith('ing') && /^(to|that)$/.test(ctx.tokens[k + 1]?.lower ?? '')) return false;
  }
  return true;
}
// A reporting word that is a noun of the adjunct's own phrase (after another of its words; the caller also asks that the
// tagger find no finite verb in the phrase): "…, she said | in a video message to the convention.", "said | on the same call" tell where it
// was said, not what (not after a pronoun, "said Monday | he told …", nor a participle, "after meeting …")
function adjunctNoun(ctx: Ctx, a: number, k: number): boolean {
  const t = ctx.tokens[k]!, p = ctx.tokens[k - 1];
  return k > a + 1 && !!p && p.kind === 'word' && !p.cap && !VERBISH.has(p.lower) && !/^(he|she|they|it|we|i|you|who|which)$/.test(p.lower)
    && !/(ing|ed)$/.test(t.lower);
}
const TIME_NOUN = /^(week|weekend|month|year|morning|afternoon|evening|night|spring|summer|fall|autumn|winter|time|session|term|quarter|season)$/;
// [a, e) is "In a/an … <medium>" with no verb: "In a joint statement", "In an October 2012 letter", "In a video message
// posted to Twitter" tells where something was said, not what (PolNeAR does mark other openers as content: "In the long
// run, …, he said, …")
// (the lexicon's media nouns, and a few more kinds of writing)
const isMediumNoun = (w: string): boolean => MEDIUM_NOUNS.has(w) || w === 'editorial' || w === 'note' || w === 'brief';
function mediumAdjunct(ctx: Ctx, a: number, e: number): boolean {
  if (ctx.tokens[a]!.lower !== 'in' || !/^(a|an)$/.test(ctx.tokens[a + 1]?.lower ?? '')) return false;
  let medium = false;
  for (let k = a + 2; k < e; k++) {
    const t = ctx.tokens[k]!;
    if (VERBISH.has(t.lower) || isCue(ctx, k) || t.text === ',' && !medium) return false;
    if (isMediumNoun(t.lower)) medium = true;
  }
  return medium;
}
const ADJUNCT_START = /^(in|on|at|during|via|through|after|before|last|this|earlier|late|early|today|yesterday|tonight|monday|tuesday|wednesday|thursday|friday|saturday|sunday|recently|again|later)$/;

const hasAuxiliary = (ctx: Ctx, a: number, e: number): boolean => { for (let k = a; k < e; k++) if (VERBISH.has(ctx.tokens[k]!.lower)) return true; return false; };

// The content [a, e) opens with a passive's "by" and its agent (no gerund: "by saying", "by first saying"), or is
// "from" and a place with no verb (see clauseAfter).
function agentOrPlaceOnly(ctx: Ctx, a: number, e: number): boolean {
  const t = ctx.tokens[a];
  if (!t || t.inQuote >= 0) return false;
  if (t.text === 'by') return ctx.tokens[a + 1]?.kind === 'word' && !/ing$/.test(ctx.tokens[a + 1]!.lower) && !/ing$/.test(ctx.tokens[a + 2]?.lower ?? '');
  if (t.lower !== 'from' || e - a > 6) return false;
  for (let k = a + 1; k < e; k++) if (VERBISH.has(ctx.tokens[k]!.lower) || isCue(ctx, k) || ctx.tokens[k]!.lower === 'that') return false;
  return !finiteVerbIn(ctx, a, e);
}

// "Graham: Trump’s ‘Incredibly Hateful Rhetoric’ Destroying GOP’s Chance": a person's name, a colon, what they said
// (headline style); the colon is the cue. Only a name that opens the sentence and is all that stands before the colon.
function colonCue(ctx: Ctx, state: AttributionState, k: number, start: number, end: number): Candidate | null {
  let src = npLeft(ctx, k);
  if (!src || src[0] !== start || !nameEndsAt(ctx, src, k)) src = headlineSpeaker(ctx, start, k);
  if (!src) return null;
  // a salutation opens a speech ("Mr. Chairman: As we begin …"); a date opens an event listing ("Fort Collins: Wednesday, …")
  if (TITLE_HEADS.has(ctx.tokens[k - 1]!.lower) || isDateWord(ctx.tokens[k + 1]?.lower ?? '')) return null;
  // a direct quote: the quote sieves' work; but a quoted phrase the line goes on past is part of what the colon introduces
  // ("Bernie Sanders: ‘Of Course’ Hillary Clinton Is Qualified To Be President", "Ryan: ‘Anti-Semitic Images’ Have ‘No
  // Place …’": PolNeAR train, 4 of 4 such headlines have the whole rest of the line for content)
  if (ctx.tokens[k + 1]?.kind === 'quote' && ctx.tokens[k + 1]!.inQuote >= 0 && !quotedPhraseThenWords(ctx, k + 1, end)) return null;
  const e = endOfContent(ctx, k + 1, end);
  if (e - (k + 1) < 3) return null;
  // "Netanyahu and Obama: A tortured relationship", "Christie: A closing surge", "Delegate Update: The latest count in the
  // Democratic race": a short noun phrase with an article and no verb after the colon names a topic, it says nothing
  // (PolNeAR train: 0 of 4 such headlines are gold attributions; "Lynch: No outside influence on FBI probe", with no
  // article, is; longer title-case lines the tagger misreads are left alone: "Lee: The United States Must Stand with …")
  if (/^(a|an|the)$/.test(ctx.tokens[k + 1]!.lower) && e - (k + 1) <= 8 && !hasAuxiliary(ctx, k + 2, e) && !finiteVerbIn(ctx, k + 1, e)) return null;
  const c = newCandidate('indirect', [], [rangeChars(ctx, k + 1, e)], ctx.tokens[k]!.para);
  attach(ctx, c, 'colon-cue', [k, k + 1], src, 0.6, state);
  return c;
}

// The quotation opening at token q closes before words of the sentence that are no quotation ("‘Of Course’ Hillary …").
function quotedPhraseThenWords(ctx: Ctx, q: number, end: number): boolean {
  const span = ctx.quoteSpans[ctx.tokens[q]!.inQuote];
  if (!span || span.openTok !== q || span.closeTok >= end) return false;
  const n = ctx.tokens[span.closeTok + 1];
  return !!n && span.closeTok + 1 < end && n.kind === 'word' && n.inQuote < 0;
}
const isDateWord = (lower: string): boolean => WEEKDAYS.has(lower) || MONTHS.has(lower);

// A headline's speaker before its colon: the article's first line, opening with one to five capitalized words ("Sanders:
// Clinton Email Story Has Moved", "Poll: 3 battleground Senate races are tight", "NY Daily News: …"), which the name
// tagger reads poorly in title case. PolNeAR train annotates 75 of 90 such headlines; a label is none ("The Latest:",
// "WATCH:").
function headlineSpeaker(ctx: Ctx, start: number, k: number): Range | null {
  const t = ctx.tokens, s0 = ctx.sentences[0], p0 = ctx.paragraphs[0];
  // "Clinton to Planned Parenthood: Trump will reverse Roe v. Wade", "CNN President On Trump: ‘We Do Not Pay …’", "Obama To
  // Asians Worried About U.S. Election: It’s Going To Be OK": one to three capitalized words before "to" or "on", the one
  // spoken to or of after it, are the speaker (PolNeAR train: 4 of 4 such headlines, the speaker the words before "to"/"on")
  if (s0 && start === s0.tokStart && k - start > 2 && k - start <= 12) {
    for (let j = start + 1; j <= start + 3 && j < k - 1; j++) {
      if (!/^(to|on)$/.test(t[j]!.lower)) continue;
      const head = headlineSpeaker(ctx, start, j);
      if (head && t[j + 1]!.cap) return head;
    }
  }
  // (the first line alone: a paragraph of one sentence, as a title is)
  if (!s0 || !p0 || start !== s0.tokStart || p0.tokEnd !== s0.tokEnd || k - start < 1 || k - start > 5 || HEADLINE_LABELS.test(ctx.text.slice(t[start]!.start, t[k - 1]!.end).toLowerCase())) return null;
  let lower = false;
  for (let j = start; j < k; j++) { if (t[j]!.kind !== 'word' || !t[j]!.cap) return null; if (t[j]!.text !== t[j]!.text.toUpperCase()) lower = true; }
  // (words in capitals only are a label: "ADVISORY:", "FOR IMMEDIATE RELEASE CONTACT:")
  if (!lower) return null;
  // (a clause after it: a word and a verb-like word, not a list or a date)
  const n = t[k + 1];
  if (!n || n.kind === 'num' && /^\d{1,2}$/.test(n.text) && isDateWord(t[k + 2]?.lower ?? '') || t[k + 1]!.text === '?' ) return null;
  return [start, k];
}
const HEADLINE_LABELS = /^(the latest|latest|breaking|breaking news|exclusive|watch|look|video|update|updated|live|analysis|opinion|editorial|byline|revealed|wow|photos|listen|read|full text|transcript|q&a|fact check|explainer|background|contact|advisory|media advisory|note|editor's note|press release|q|a|above|below|pictured|photo|caption|(?:for immediate release|press contact|media contact|contact)\b.*)$/;

// The phrase is a person's name (with its title) ending at the colon: "Sen. John McCain:", not "Stories like Carmen's remind me:"
function nameEndsAt(ctx: Ctx, r: Range, k: number): boolean {
  const mi = ctx.mentionAt[k - 1]!;
  const m = mi >= 0 ? ctx.mentions[mi]! : null;
  return !!m && m.kind === 'name' && m.type === 'PER' && m.tokEnd === k && r[1] - r[0] <= 6;
}

// "In an NBC News/Wall Street Journal poll released Monday, 50 percent of respondents chose Clinton": a poll opening the
// sentence is the source of what the clause after its comma says, with "In" for the cue, as PolNeAR marks it (train: 67
// cues "In", 49 of them a poll's or a survey's; the others mostly after the finding, "leads in the polls", not read here).
// A description set off after it is the poll's ("In the new Morning Consult poll, conducted March 11-13, 40 percent …").
function inPoll(ctx: Ctx, state: AttributionState, k: number, end: number): Candidate | null {
  const t = ctx.tokens;
  let head = -1, c = -1;
  for (let j = k + 1; j < end && j <= k + 14; j++) {
    const w = t[j]!;
    if (w.text === ',') { c = j; break; }
    if (w.kind === 'quote' || w.inQuote >= 0 || w.kind === 'punct' && w.text !== '/' && w.text !== '-' && w.text !== '&') return null;
    if (POLL_NOUNS.has(w.lower)) head = j;
  }
  if (head < 0 || c < 0) return null;
  let srcEnd = c;
  if (c + 1 < end && /^(conducted|released|taken|published|commissioned|done)$/.test(t[c + 1]!.lower)) {
    let j = c + 2;
    while (j < end && j <= c + 12 && t[j]!.text !== ',' && t[j]!.kind !== 'quote') j++;
    if (j >= end || t[j]!.text !== ',') return null;
    srcEnd = j;
  }
  const a = srcEnd + 1, e = trimEnd(ctx, a, end);
  if (e - a < 3) return null;
  const cand = newCandidate('indirect', [], [rangeChars(ctx, a, e)], t[k]!.para);
  attach(ctx, cand, 'in-poll', [k, k + 1], [k + 1, srcEnd], 0.7, state);
  return cand;
}
const POLL_NOUNS: ReadonlySet<string> = new Set(['poll', 'polls', 'survey', 'surveys', 'polling']);

// "According to X, …" / "…, according to X."
function accordingTo(ctx: Ctx, state: AttributionState, k: number, start: number, end: number): Candidate | null {
  let src = npRight(ctx, k + 2) ?? longSourceRight(ctx, k + 2, end) ?? webSource(ctx, k + 2);
  if (!src) return null;
  // a role with the person's name set off after it is the source with the name ("According to Windsor Locks' first
  // selectman, Chris Kervick, there were …")
  // (a person's role, not a writing or evidence: "According to official statements, Trump, now operating from …")
  const t = ctx.tokens, n = textAt(t, src[1], ',') && !t[src[1] - 1]!.cap && t[src[1] - 1]!.kind === 'word' && !documentHead(ctx, src)
    && !EVIDENCE.has(t[src[1] - 1]!.lower) && !t[src[1] - 1]!.lower.endsWith('s') ? ctx.mentionAt[src[1] + 1]! : -1;
  if (n >= 0) {
    const m = ctx.mentions[n]!;
    if (m.type === 'PER' && m.kind === 'name' && m.tokStart === src[1] + 1 && textAt(t, m.tokEnd, ',') && m.tokEnd < end) src = [src[0], m.tokEnd];
  }
  // a writing or a study runs on over a time and its author after it: "according to a tweet on Monday by US Secretary of
  // State Mike Pompeo", "according to a memo released Friday by the agency's watchdog" (after the content: before it, the
  // source runs on to its comma below)
  if (k > start) src = [src[0], writingAuthorEnd(ctx, src, end)];
  let content: [number, number] | null = null;
  // "… ''there has been a reintensified or reinvigorated engagement,'' according to a senior administration official who
  // …": lower-case after a quotation closing on a comma, the sentence up to it, quotation and all, is what the source
  // said, not the words after the source (PolNeAR train: gold has it so in 5 of 5; a capital "According" after a
  // quotation opens a sentence of its own, the content after it in 9 of 9)
  if (k - start >= 3 && t[k - 1]!.kind === 'quote' && !t[k]!.cap && textAt(t, k - 2, ',') && t[k - 2]!.inQuote >= 0) {
    const c = newCandidate('indirect', [], [rangeChars(ctx, start, k)], t[k]!.para);
    attach(ctx, c, 'according-to', [k, k + 2], src, 0.75, state);
    return c;
  }
  // '“Delegates should be able to vote as they see fit,” Walker said, according to an Associated Press account.': the
  // account's content is the sentence up to the comma, the quotation with its own attribution (PolNeAR train: 7 of 7 such
  // "said, according to"; the engine found none)
  const quoted = textAt(t, k - 1, ',') && !t[k]!.cap && k - start >= 3 ? quotationCuedBefore(state, ctx, k - 1) : null;
  if (quoted) {
    // (from the quotation's start, which may lie sentences back: '“… He hates them. He’s trying to kill them,” Hewitt said')
    const c = newCandidate('indirect', [], [[quoted.content[0]![0], t[k - 2]!.end]], t[k]!.para);
    attach(ctx, c, 'according-to', [k, k + 2], src, 0.75, state);
    // (the span model, which tags no second cue after a quotation's own, would drop it)
    RULES_SPANS_KEPT.add(c);
    return c;
  }
  if (k === start || ctx.tokens[k - 1]?.kind === 'quote') {
    // "According to a letter from Senator Smith to the agency, the rule is flawed": the source runs on over prepositional
    // phrases to the comma that closes the opening phrase (the content was "to the agency, the rule is flawed")
    if (!textAt(t, src[1], ',') && /^(to|from|of|in|on|at|by|for|with)$/.test(t[src[1]]?.lower ?? '')) {
      for (let j = src[1] + 1; j < end && j <= src[1] + 12; j++) {
        const w = t[j]!;
        if (w.kind === 'quote' || w.inQuote >= 0 || isCue(ctx, j) || /^(;|:|\.)$/.test(w.text)) break;
        if (w.text === ',') { src = [src[0], j]; break; }
      }
    }
    if (textAt(t, src[1], ',')) { const d = descriptionAfterSource(ctx, src, end); if (d > 0) src = [src[0], d]; }
    const a = textAt(ctx.tokens, src[1], ',') ? src[1] + 1 : src[1];
    const e = endOfContent(ctx, a, end);
    if (e - a >= 3) content = rangeChars(ctx, a, e);
  } else {
    // after a comma or a dash, or with none when the source ends the sentence ("The plant closed last year according
    // to company records.")
    const set = /^(,|—|--)$/.test(ctx.tokens[k - 1]?.text ?? '');
    // (not the dateline opening the sentence: "WASHINGTON (AP) — Donald Trump has invested in …, according to …")
    start = afterDateline(ctx, start, k);
    if (set || k - start >= 4 && onlyPunctAfter(ctx, src[1], end) && canReport(ctx, src)) {
      const e = endOfContent(ctx, start, set ? k - 1 : k, false, true);
      // (a name alone before it too: "Trump, according to recent polls, holds a narrow lead.")
      if (e - start >= 2 || e - start === 1 && set && ctx.mentionAt[start]! >= 0) content = rangeChars(ctx, start, e);
      // set off in the middle ("One child was, according to the fire service, among the dead."): what follows it is
      // the statement's second fragment
      // (not a description of the source: "…, according to Admiral Mike Mullen, former chairman of the Joint Chiefs, …")
      if (content && set && textAt(ctx.tokens, src[1], ',') && appositiveEnd(ctx, src[1] + 1) < 0) {
        const e2 = endOfContent(ctx, src[1] + 1, end);
        if (e2 - (src[1] + 1) >= 2) {
          const c = newCandidate('indirect', [], [content, rangeChars(ctx, src[1] + 1, e2)], ctx.tokens[k]!.para);
          attach(ctx, c, 'according-to', [k, k + 2], src, 0.75, state);
          return c;
        }
      }
      if (e - start < 3) content = null;
    }
  }
  if (!content) return null;
  const c = newCandidate('indirect', [], [content], ctx.tokens[k]!.para);
  attach(ctx, c, 'according-to', [k, k + 2], src, 0.75, state);
  return c;
}

// "According to Laura Finch, the mayor's former spokeswoman, he died …", "According to Reuters, which cited two sources
// close to the inquiry, the engineer had …": a description set off after the opening phrase's source (a person's role
// after a name, or a relative clause) is the source's, not the start of what it says; PolNeAR gold runs the source over
// it. Returns the comma closing the description, or -1. (Not a role after a common noun: "According to police, the
// driver, a 45-year-old man, was arrested" keeps "the driver, …" in the content.)
function descriptionAfterSource(ctx: Ctx, src: Range, end: number): number {
  const t = ctx.tokens, a = src[1] + 1, first = t[a];
  if (!first || first.kind !== 'word' || first.inQuote >= 0) return -1;
  const relative = /^(who|which)$/.test(first.lower);
  const mi = ctx.mentionAt[src[1] - 1]!, m = mi >= 0 ? ctx.mentions[mi]! : null;
  if (!relative && !(m && m.kind === 'name' && (m.type === 'PER' || m.type === 'ORG') && m.tokEnd === src[1])) return -1;
  for (let j = a + 1; j < end && j <= a + (relative ? 20 : 10); j++) {
    const w = t[j]!;
    if (w.kind === 'quote' || w.inQuote >= 0) return -1;
    if (w.text === ',') {
      // (a clause of three words or more after it)
      if (end - (j + 1) < 3) return -1;
      return relative || roleWord(t[j - 1]!.lower) && !isCue(ctx, j - 1) ? j : -1;
    }
    if (w.kind === 'punct' && !/^(-|’s|'s|\/|&|\.)$/.test(w.text)) return -1;
    if (!relative && (AUXILIARIES.has(w.lower) || isCue(ctx, j))) return -1;
  }
  return -1;
}

// The end of the name opening r when another name starts right after it, inside r; or -1.
function nameThenName(ctx: Ctx, r: Range): number {
  const mi = ctx.mentionAt[r[0]]!, m = mi >= 0 ? ctx.mentions[mi]! : null;
  if (!m || m.kind !== 'name' || m.tokStart !== r[0] || m.tokEnd >= r[1]) return -1;
  const ni = ctx.mentionAt[m.tokEnd]!, n = ni >= 0 ? ctx.mentions[ni]! : null;
  return n && n !== m && n.kind === 'name' && n.type === 'PER' && n.tokStart === m.tokEnd ? m.tokEnd : -1;
}

// The direct quotation before its cue whose cue (with a few words after it: "told reporters") or inverted source ends
// right before comma `comma`, in the comma's sentence ('“…,” Walker said |,', '“…,” said Walker |,'), or null.
function quotationCuedBefore(state: AttributionState, ctx: Ctx, comma: number): Candidate | null {
  // (the list is in text order: a binary search finds the last quotation starting before the comma, and the few before it
  // are tried, not the whole article's)
  const list = state.direct, at = ctx.tokens[comma]!.start;
  let lo = 0, hi = list.length;
  while (lo < hi) { const mid = (lo + hi) >> 1; if ((list[mid]!.content[0]?.[0] ?? 0) < at) lo = mid + 1; else hi = mid; }
  for (let i = lo - 1; i >= 0 && i >= lo - 4; i--) {
    const c = list[i]!;
    if (!c.cue || !c.rule || c.content.length === 0 || ctx.tokens[c.cue[0]]!.sent !== ctx.tokens[comma]!.sent || c.content[0]![0] >= ctx.tokens[c.cue[0]]!.start) continue;
    if (c.cue[1] <= comma && comma - c.cue[1] <= 3 && wordsOnly(ctx, c.cue[1], comma) || c.source && c.source[1] === comma && c.source[0] > c.cue[0]) return c;
  }
  return null;
}
// A web site named by its address ("according to ouest-france.fr.", "according to politico.com,"): the token the tokenizer
// kept whole as an address, which no noun phrase reading takes.
function webSource(ctx: Ctx, k: number): Range | null {
  const t = ctx.tokens[k];
  return t && t.kind === 'word' && t.inQuote < 0 && /^[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,4}$/.test(t.lower) ? [k, k + 1] : null;
}

/**
 * Where an "according to" source that is a writing or a study ends when its author follows it: past the words up to and
 * through a "by" or "from" phrase, to the comma, stop or quotation that ends it (12 tokens at most; src[1] when there is
 * no such phrase). PolNeAR train: gold's source holds the author in 12 of the 16 such sources, the author alone in 4.
 */
function writingAuthorEnd(ctx: Ctx, src: Range, end: number): number {
  const t = ctx.tokens, head = t[src[1] - 1]!.lower;
  if (!documentHead(ctx, src) && !EVIDENCE.has(head) || !/^(on|in|last|this|by|from|released|published|issued|posted|conducted)$/.test(t[src[1]]?.lower ?? '')) return src[1];
  let by = -1;
  for (let j = src[1]; j < end && j < src[1] + 12; j++) {
    const w = t[j]!;
    if (w.kind === 'quote' || w.inQuote >= 0 || w.kind === 'punct' || isCue(ctx, j) && by < 0) return by > 0 && j > by + 1 ? j : src[1];
    if (by < 0 && (w.lower === 'by' || w.lower === 'from')) by = j;
  }
  return src[1];
}

// A speaker, a writing or a body of evidence ("company records", "the 2000 census"), not "according to need", "according
// to your cellular plan"
const EVIDENCE: ReadonlySet<string> = new Set(['census', 'records', 'data', 'poll', 'polls', 'survey', 'surveys', 'study', 'studies', 'analysis',
  'estimates', 'figures', 'statistics', 'numbers', 'documents', 'filings', 'reports', 'research']);
const canReport = (ctx: Ctx, r: Range): boolean => !/^(your|my|need|plan)$/.test(ctx.tokens[r[0]]!.lower)
  && (speakerLike(ctx, r) || documentHead(ctx, r) || EVIDENCE.has(ctx.tokens[r[1] - 1]!.lower));

const onlyPunctAfter = (ctx: Ctx, a: number, end: number): boolean => {
  for (let j = a; j < end; j++) if (ctx.tokens[j]!.kind !== 'punct') return false;
  return true;
};

// "according to early results of exit polls conducted for The Associated Press and television networks by Edison
// Research, …": a long source runs to the comma or the end of the sentence (PolNeAR train: most missed "according to")
function longSourceRight(ctx: Ctx, a: number, end: number): Range | null {
  const first = ctx.tokens[a];
  if (!first || first.kind !== 'word' || first.inQuote >= 0) return null;
  for (let k = a + 1; k < Math.min(end, a + 26); k++) {
    const t = ctx.tokens[k]!;
    if (t.inQuote >= 0 || t.kind === 'quote') return null;
    if (t.kind === 'punct' && t.text !== '-' && t.text !== '.' && t.text !== '&' || k === end - 1 && t.text === '.') return k - a >= 2 ? [a, k] : null;
  }
  return null;
}

// "said via email that …", "said in the letter that …", "told “Morning Joe” on Friday that …": the content starts at
// "that" when only a short adjunct stands between the cue and it.
function skipAdjuncts(ctx: Ctx, a: number, end: number): number {
  const first = tokenAt(ctx.tokens, a);
  // "told reporters this weekend he would …": a time adverbial before the reported clause
  if (first && /^(this|last|next|on|earlier|later)$/.test(first.lower)) {
    for (let k = a + 1; k < Math.min(end - 2, a + 3); k++) if (TIME_NOUNS.has(ctx.tokens[k]!.lower)) { a = k + 1; break; }
  }
  // "said Tuesday his actions are …", "said repeatedly that …": a lone time word or adverb before the clause
  const lone = tokenAt(ctx.tokens, a), next = tokenAt(ctx.tokens, a + 1);
  if (lone && next && a + 1 < end && next.kind === 'word' && (LONE_ADJUNCT.test(lone.lower) || /ly$/.test(lone.lower) && next.lower === 'that')) return a + 1;
  if (lone && (lone.lower === 'that' || lone.kind === 'quote')) return a;
  if (first && SINCE_WHEN.test(first.lower)) return sinceWhenThat(ctx, a, end);
  if (!first || !/^(in|on|via|at|during|through|by|over|after|before|earlier|later|last|this|yesterday|today|tuesday|monday|wednesday|thursday|friday|saturday|sunday)$/.test(first.lower) && first.kind !== 'quote') return a;
  for (let k = a + 1; k < Math.min(end, a + 15); k++) {
    const t = ctx.tokens[k]!;
    if (t.lower === 'that' && t.inQuote < 0) return k;
    // "noting on Twitter “…”"; but a show's title quoted after the preposition is where it was said, not what: "said on
    // NBC's ''Meet the Press'' on Sunday that …" (quotedTitleThat)
    if (t.kind === 'quote' && t.qrole === 'open') return quotedTitleThat(ctx, k, end);

    if (t.kind === 'punct' && t.text !== ',' || isCue(ctx, k)) break;
  }
  return a;
}

/**
 * "said on NBC's ''Meet the Press'' on Sunday that Mr. Trump had …", "said on ABC's “This Week” that …": a short quoted
 * title (capitalized words, perhaps with small function words between them) in the phrase of where something was said,
 * then at most a few words of when (no verb, no punctuation) and "that" opening a clause: the content starts at "that"
 * (PolNeAR train: gold does so in 3 of 3 such sentences; the engine started all three at the title). Otherwise the
 * quotation at k (an open quote mark) opens the content. (Exported for the model's contents.)
 */
export function quotedTitleThat(ctx: Ctx, k: number, end: number): number {
  const t = ctx.tokens;
  let close = -1;
  for (let j = k + 1; j < Math.min(end, k + 10); j++) {
    const x = t[j]!;
    if (x.kind === 'quote') { if (x.qrole === 'close' && j > k + 1) close = j; break; }
    if (x.kind !== 'word' || !x.cap && !TITLE_SMALL_WORDS.has(x.lower)) return k;
  }
  if (close < 0) return k;
  for (let j = close + 1; j < Math.min(end - 1, close + 6); j++) {
    const x = t[j]!;
    if (x.lower === 'that' && x.inQuote < 0) return clauseAfterThat(ctx, j) ? j : k;
    if (x.kind !== 'word' || x.inQuote >= 0 || VERBISH.has(x.lower) || isCue(ctx, j)) return k;
  }
  return k;
}
const TITLE_SMALL_WORDS: ReadonlySet<string> = new Set(['the', 'a', 'an', 'of', 'with', 'and', 'in', 'on', 'for', 'to', 'at']);

// "said for the first time that some emails …", "has said from the start that he will …", "said following a vote in
// 2001 that he had …", "know from recent presidential history that the …": a phrase of since when, on what occasion or
// from what (a preposition and its object, no verb) before "that" and the subject of a clause; the content starts at
// "that" (PolNeAR train: gold does so in 10 of 10 such contents, the engine in none). Not a relative clause on the
// phrase's noun ("said for years that followed", "called for a law that would …": no subject after "that").
const SINCE_WHEN = /^(for|from|following|since|amid|throughout)$/;
function sinceWhenThat(ctx: Ctx, a: number, end: number): number {
  for (let k = a + 1; k < Math.min(end - 1, a + 15); k++) {
    const t = ctx.tokens[k]!;
    if (t.lower === 'that' && t.inQuote < 0) return clauseAfterThat(ctx, k) ? k : a;
    if (t.inQuote >= 0 || t.kind === 'quote' || t.kind === 'punct' && !/^(,|%|-|\.)$/.test(t.text) || VERBISH.has(t.lower) || isCue(ctx, k)) return a;
  }
  return a;
}
/** The "that" at token k opens a clause: a subject (a pronoun, a determiner, a name), a quotation or a clause of time or condition follows it. */
export function clauseAfterThat(ctx: Ctx, k: number): boolean {
  const n = ctx.tokens[k + 1];
  return !!n && (n.kind === 'word' && (n.cap && n.lower !== 'i' ? n.inQuote < 0 : CLAUSE_SUBJECT.test(n.lower)) || n.kind === 'quote');
}
const CLAUSE_SUBJECT = /^(i|he|she|they|we|it|you|the|a|an|some|his|her|their|its|our|this|these|those|there|after|before|if|when|while|because|although|despite|no|many|most|all)$/;

// "told customers at a popular Manchester breakfast spot that …", "said Saturday night that …", "wrote in the Post and
// Courier newspaper of Charleston on Saturday that …": the content starts at "that" when no verb stands before it
function skipToThat(ctx: Ctx, a: number, end: number, lemma: string): number {
  const at = tokenAt(ctx.tokens, a);
  if (at === undefined || at.lower === 'that' || at.inQuote !== -1) return a;
  for (let k = a + 1; k < Math.min(end - 2, a + 14); k++) {
    const t = ctx.tokens[k]!;
    if (t.inQuote >= 0 || t.kind === 'quote' || t.kind === 'punct' && t.text !== ',' && t.text !== '.' || VERBISH.has(t.lower) && t.lower !== 'that' || isCue(ctx, k)) return a;
    // before "that" a time, a name, an adverb or a comma; not a common noun ("bills that would have …" is a relative clause)
    if (t.lower === 'that') {
      const p = ctx.tokens[k - 1]!, n = ctx.tokens[k + 1]!;
      // "… New Mexico that have high numbers", "that day": a relative clause or a demonstrative
      if (VERBISH.has(n.lower) || /(ed|[^s]s)$/.test(n.lower) && n.kind === 'word' && !/^[A-Z]/.test(n.text) && !/^(he|she|it|this|us|his|its)$/.test(n.lower) || TIME_NOUNS.has(n.lower) || n.lower === 'day') return a;
      return p.text === ',' || /ly$/.test(p.lower) || TIME_NOUNS.has(p.lower) || /^(today|tonight|yesterday|instead|\d{4})$/.test(p.lower) || /^[A-Z]/.test(p.text) && addresseeName(ctx, a, k, lemma) ? k : a;
    }
  }
  return a;
}

// "Melania Trump tells Trump supporters | that “he loves you.”", "told The Star-Ledger of Newark last week | she would
// rather …", "told him | she worries …", "asked workers | if they planned …": after a verb of telling the words before
// "that" (before "if" or "whether" after "ask"), or before a subject pronoun opening the clause told, are the one told,
// not what was told, when no verb, quotation or punctuation stands among them (the addressee the rule's noun phrase
// reading did not take whole; PolNeAR train: gold starts the content after such words in 18 of 20). (Exported for
// the model's contents.)
export function addresseeBeforeClause(ctx: Ctx, a: number, end: number, lemma: string): number {
  const t = ctx.tokens, first = t[a];
  if (!ADDRESSEE_VERBS.has(lemma) || lemma === 'urge' || !first || first.inQuote !== -1 || first.kind !== 'word' || WH_QUESTION.test(first.lower)
    || /^(that|to|about|of|for|on|in|with|at|by|from|as|before|after|during|while|since|until|when|because|over|into|through)$/.test(first.lower) || SUBJECT_PRONOUNS_TOLD.has(first.lower) || VERBISH.has(first.lower)) return a;
  for (let k = a + 1; k < Math.min(end - 1, a + 8); k++) {
    const x = t[k]!, p = t[k - 1]!;
    if (x.inQuote >= 0 || x.kind === 'quote' || x.kind === 'punct' && !/^['’]s$/i.test(x.text) || isCue(ctx, k)) return a;
    const n = t[k + 1]!;
    // ("that" opening a clause, its subject after it, not a relative clause, "agencies that dealt with …", nor a
    // demonstrative, "just that question")
    if (x.lower === 'that') return n.kind === 'quote' || n.cap || TOLD_CLAUSE_OPENERS.has(n.lower) ? k : a;
    if (lemma === 'ask' && /^(if|whether)$/.test(x.lower)) return k;
    if (SUBJECT_PRONOUNS_TOLD.has(x.text) && p.kind === 'word' && !/^(and|or|but|that|if|when|as|because)$/.test(p.lower) && n.kind === 'word') return k;
    // (not past a preposition or a question word: "tells the story of how he …", "asking a series of questions about …")
    if (VERBISH.has(x.lower) || WH_QUESTION.test(x.lower) || /^(and|or|but|because|while|after|before|since|to|of|about|on|for|with)$/.test(x.lower)) return a;
  }
  return a;
}
const SUBJECT_PRONOUNS_TOLD: ReadonlySet<string> = new Set(['he', 'she', 'they', 'we']);
const TOLD_CLAUSE_OPENERS: ReadonlySet<string> = new Set(['he', 'she', 'they', 'we', 'i', 'it', 'you', 'there', 'the', 'a', 'an', 'his', 'her', 'their', 'its',
  'our', 'my', 'your', 'this', 'these', 'those', 'no', 'all', 'some', 'most', 'many', 'if', 'when', 'while', 'during', 'in', 'after', 'before', 'unless']);

// A name ends before "that" as the one told: a person, or anyone after a verb of telling or "to" ("acknowledging to the
// New York Times that …"; not "loans from Goldman Sachs and Citibank that he used …")
function addresseeName(ctx: Ctx, a: number, k: number, lemma: string): boolean {
  const mi = ctx.mentionAt[k - 1]!;
  if (mi < 0) return false;
  return ctx.mentions[mi]!.type === 'PER' || ADDRESSEE_VERBS.has(lemma) || ctx.tokens[a]!.lower === 'to';
}

const LONE_ADJUNCT = /^(monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|yesterday|tonight|repeatedly|publicly|privately|recently|again|afterward|afterwards)$/;

// "Homan is expected to press …": a participle after a form of "be" (adverbs between allowed)
function isPassive(ctx: Ctx, k: number): boolean {
  const t = ctx.tokens[k]!;
  if (!/(ed|en|said|told|known|thought|felt|found|shown|forecast|cast|set|put|read)$/.test(t.lower)) return false;
  for (let j = k - 1; j >= Math.max(0, k - 3); j--) {
    const l = ctx.tokens[j]!.lower;
    if (BE.has(l)) return !pronounAuxiliary(ctx, j, k);
    // (over adverbs: "Qawi was later accused of inciting the murder")
    if (!/ly$/.test(l) && !PASSIVE_ADVERBS.has(l)) return false;
  }
  return false;
}

// The "'s" at j, after he, she or who, is the auxiliary of the verb at k, which the cue takes with it as PolNeAR marks it:
// "has" before a participle with its object or clause after it ("He's told reporters the plan would fail", "he's said he
// believes …", "who's called for 20,000 troops"), "is" before an -ing ("who's thinking about running"); not the "is" of a
// passive, whose participle goes on with "to", "by" or "as" ("he's expected to win", "who's viewed as honest", "he's
// affectionately known by his grandchildren") or is one of telling or asking whose object, the one told, is the subject
// ("she's told that …", "he's asked whether …"). PolNeAR train: gold opens 52 cues on such an "'s" ("'s said", "'s
// predicted", "'s called for", "'s thinking about"; its passives too, "'s expected to argue").
// Read so, the rules alone read 25 more cues there, 19 of them gold's (none before; wrong: "He's reported from every …
// debate", "who's thought much at all about policy"), +13 / +19 / +9 exact cues / sources / contents; with the span model
// +2 / +2 / +2; dev unchanged.
function pronounAuxiliary(ctx: Ctx, j: number, k: number): boolean {
  const t = ctx.tokens;
  if (!/^['’]s$/.test(t[j]!.text) || !/^(he|she|who)$/.test(t[j - 1]?.lower ?? '') || t[k]!.kind !== 'word') return false;
  if (t[k]!.lower.endsWith('ing')) return true;
  const n = t[k + 1];
  if (!n || n.sent !== t[k]!.sent || n.kind !== 'word' || /^(to|by|as)$/.test(n.lower)) return false;
  return !(ADDRESSEE_VERBS.has(CUE_FORMS.get(t[k]!.lower)?.lemma ?? '') && /^(that|if|whether|about|of)$/.test(n.lower));
}

// A passive cue with "by" and a named agent after it: the agent the source, the subject before the cue the content, the
// cue from the form of "be" to "by" ("was denied by").
function passiveAgent(ctx: Ctx, state: AttributionState, k: number, start: number, end: number): Candidate | null {
  const t = ctx.tokens;
  if (t[k + 1]?.lower !== 'by' || k + 2 >= end || !AGENT_VERBS.has(CUE_FORMS.get(t[k]!.lower)?.lemma ?? '')) return null;
  const agent = npRight(ctx, k + 2);
  // (the agent a person or a body, not a writing that names one: "a poll conducted by the University of Maryland's …")
  if (!agent || agent[1] > end || /^(a|an)$/.test(t[agent[0]]!.lower)) return null;
  if (!namedAgent(ctx, agent, t[k]!.lower === 'reported')) return null;
  let b = k;
  while (b > start && !BE.has(t[b - 1]!.lower)) b--;
  if (b <= start) return null;
  const subj = npLeft(ctx, b - 1);
  if (!subj || subj[0] < start || subj[1] !== b - 1 || isPronoun(ctx, subj) || t[subj[0]]!.lower.endsWith('ing')) return null;
  const c = newCandidate('indirect', [], [rangeChars(ctx, subj[0], subj[1])], t[k]!.para);
  attach(ctx, c, 'passive-agent', [b - 1, k + 2], withSubject(ctx, agent), 0.6, state);
  return c;
}

// A passive's agent [a, b) names a person or an organization. After "reported" (`reported`), not a committee: a nominee
// or a bill "reported by the Judiciary Committee" is sent on to the floor, not spoken of (press releases: "Richard Taranto
// was reported by the Judiciary Committee without controversy", "the FY22 NDAA reported by the House Armed Services
// Committee").
function namedAgent(ctx: Ctx, [a, b]: Range, reported: boolean): boolean {
  let named = false;
  for (let j = a; j < b; j++) {
    if (reported && /^(committee|subcommittee)$/.test(ctx.tokens[j]!.lower)) return false;
    const mi = ctx.mentionAt[j]!;
    if (mi >= 0 && (ctx.mentions[mi]!.type === 'PER' || ctx.mentions[mi]!.type === 'ORG')) named = true;
  }
  return named;
}

// "As reported by Western Journalism, investigators found over 2,200 emails …": a sentence opening with "As reported by
// X," is X's report of the clause after the comma, as "According to X, …" is: the agent the source, "reported" the cue
// (with an adverb before it, "As first reported by"), the rest of the sentence the content. A review of PolNeAR train
// 760-799: 6 sentences open so on train, gold has the agent the source in 6 of 6, the clause after the comma the content
// in 5, the cue "reported" in 4 (the engine found none of them).
function asReportedBy(ctx: Ctx, state: AttributionState, k: number, start: number, end: number): Candidate | null {
  const t = ctx.tokens;
  let a = k - 1;
  while (a > start && /^(first|previously|originally|initially|earlier)$/.test(t[a]!.lower)) a--;
  if (a !== start || t[a]!.lower !== 'as' || t[k + 1]?.lower !== 'by' || k + 2 >= end) return null;
  const src = npRight(ctx, k + 2) ?? longSourceRight(ctx, k + 2, end);
  if (!src || src[1] >= end || !textAt(t, src[1], ',')) return null;
  const e = endOfContent(ctx, src[1] + 1, end);
  if (e - (src[1] + 1) < 3) return null;
  const c = newCandidate('indirect', [], [rangeChars(ctx, src[1] + 1, e)], t[k]!.para);
  attach(ctx, c, 'according-to', [a + 1, k + 1], src, 0.75, state);
  return c;
}

/**
 * "a fact first reported by John Ortiz, a reporter for KSAT12", "The hiring push, first reported by The Washington Post,
 * is …": a participle "reported" (after "first", "originally" …) with its agent and no form of "be"
 * is the agent's report of the noun phrase before it; "…, as first reported by the New York Times on Friday." closing a
 * sentence is the agent's report of the clause before it (after a colon, if one comes first), as "As reported by X, …"
 * opening one is (asReportedBy). Read as active, the noun phrase was the source and "by …" the content (PolNeAR train
 * 466, 685), or nothing was found (412, 624). The agent is the source (with its description, set off by commas), the
 * cue "first reported" without "as" or "by", as gold marks it in 412, 439, 466 and 624.
 */
function reportedByAfter(ctx: Ctx, state: AttributionState, k: number, start: number, end: number): Candidate | null {
  const t = ctx.tokens;
  if (t[k + 1]?.lower !== 'by' || k + 2 >= end || isPassive(ctx, k)) return null;
  let a = k;
  while (a - 1 > start && /^(first|previously|originally|initially|earlier)$/.test(t[a - 1]!.lower)) a--;
  const agent = npRight(ctx, k + 2);
  if (!agent || agent[1] > end) return null;
  if (!namedAgent(ctx, agent, true)) return null;
  const ap = textAt(t, agent[1], ',') ? appositiveEnd(ctx, agent[1] + 1) : -1;
  const src: Range = ap > 0 ? [agent[0], ap] : agent;
  let content: Range | null = null;
  // (after the agent, a time: "on Tuesday", "last week")
  let e = src[1];
  while (e < end && e - src[1] < 4 && t[e]!.kind === 'word' && /^(on|last|this|earlier|in|monday|tuesday|wednesday|thursday|friday|saturday|sunday|week|month|year|today|yesterday)$/.test(t[e]!.lower)) e++;
  if (t[a - 1]?.lower === 'as') {
    // (the sentence ends after the agent)
    if (e < end && !/^[.!?]$/.test(t[e]!.text)) return null;
    let b = a - 1;
    if (textAt(t, b - 1, ',')) b--;
    let c = start;
    for (let j = start; j < b; j++) if (t[j]!.text === ':' && t[j]!.inQuote < 0) c = j + 1;
    if (b - c < 4) return null;
    for (let j = c; j < b; j++) if (t[j]!.inQuote >= 0 || t[j]!.kind === 'quote') return null;
    content = [c, b];
  } else {
    const np = npLeft(ctx, textAt(t, a - 1, ',') ? a - 1 : a);
    if (!np || np[0] < start || isPronoun(ctx, np)) return null;
    // (a noun phrase: not "recently ordered up an analysis of …", a verb's, PolNeAR train 685)
    const first = t[np[0]]!;
    if (!first.cap && !/^(a|an|the|this|that|these|those|his|her|its|their|our|my|your)$/.test(first.lower)) return null;
    for (let j = np[0]; j < np[1]; j++) if (AUXILIARIES.has(t[j]!.lower) || t[j]!.inQuote >= 0) return null;
    content = np;
    // "The hiring push, first reported by The Washington Post, is central to …": set off by commas, the
    // participle's phrase stands inside the clause it reports, and gold's content is the noun phrase and the clause's
    // verb phrase after the agent, two fragments (PolNeAR train 439, 624)
    if (textAt(t, a - 1, ',') && textAt(t, e, ',') && t[e + 1]?.kind === 'word' && !t[e + 1]!.cap && !/^(which|who|that|where|when)$/.test(t[e + 1]!.lower)) {
      const z = endOfContent(ctx, e + 1, end);
      if (z - (e + 1) >= 2) {
        const c = newCandidate('indirect', [], [rangeChars(ctx, np[0], np[1]), rangeChars(ctx, e + 1, z)], t[k]!.para);
        attach(ctx, c, 'reported-by', [a, k + 1], src, 0.6, state);
        return c;
      }
    }
  }
  const c = newCandidate('indirect', [], [rangeChars(ctx, content[0], content[1])], t[k]!.para);
  attach(ctx, c, 'reported-by', [a, k + 1], src, 0.6, state);
  return c;
}

// Verbs whose passive with an agent reports the agent's word or stance (not "is observed by Hindus", "were described by")
const AGENT_VERBS: ReadonlySet<string> = new Set(['report', 'deny', 'announce', 'confirm', 'support', 'endorse', 'condemn', 'reject', 'praise', 'criticize',
  'oppose', 'back', 'welcome', 'applaud', 'dispute', 'deplore', 'denounce']);

const PASSIVE_ADVERBS: ReadonlySet<string> = new Set(['first', 'initially', 'originally', 'also', 'not', 'widely', 'later', 'then', 'once', 'since', 'now', 'never', 'still', 'already', 'often', 'being', 'been']);

// "described him as …", "called the plan a …": these verbs report when what follows names and qualifies something
function describesWithAs(ctx: Ctx, k: number, lemma: string): boolean {
  if (lemma !== 'describe' && lemma !== 'call') return false;
  for (let j = k + 1; j < Math.min(k + 8, ctx.tokens.length); j++) if (ctx.tokens[j]!.lower === 'as' || ctx.tokens[j]!.inQuote >= 0) return true;
  return false;
}

// The subject of the sentence's first verb when `and` (token `j`) coordinates a second verb with it: the sentence
// opens with its subject, and no clause opener or other coordination lies between it and `j`.
const CLAUSE_OPENERS = new Set(['that', 'who', 'which', 'whom', 'whose', 'when', 'where', 'while', 'if', 'because', 'as', 'although', 'though',
  'since', 'after', 'before', 'until', 'whether', 'and', 'but', 'or', 'so', 'than', 'what', 'how', 'why']);
function coordinatedSubject(ctx: Ctx, j: number): Range | null {
  const s = ctx.sentences[ctx.tokens[j]!.sent]!;
  const src = sentenceSubject(ctx, s.tokStart, j);
  if (!src || src[1] >= j - 1 || ctx.tokens[src[1]]!.kind !== 'word') return null;
  for (let k = src[1]; k < j; k++) {
    const t = ctx.tokens[k]!;
    if (t.inQuote >= 0 || t.kind === 'quote' || CLAUSE_OPENERS.has(t.lower) || t.text === ';' || t.text === ':' || t.text === '(' || t.text === '—' || t.text === '--') return null;
  }
  return src;
}

// The subject opening a sentence, before token `k`: a person or organization named in its first words, a subject
// pronoun, or a definite description of an institution or a role.
export function sentenceSubject(ctx: Ctx, start: number, k: number): Range | null {
  // (after a dateline, "PARIS (Reuters) - …", and an opening "But" or "And")
  start = afterDateline(ctx, start, k);
  while (start < k - 1 && /^(but|and|so|yet)$/.test(ctx.tokens[start]!.lower)) start++;
  // "On his tax returns, he says …, calling", "Reached by POLITICO, Bennett denied …, explaining", "In a 2014 interview with
  // POLITICO Magazine, Gore insisted …, adding": a phrase opening the sentence and set off by a comma holds no subject;
  // the name or pronoun in it is a preposition's object (gold puts the source after the comma in ~441 of ~450 on PolNeAR
  // train; the engine took one inside the phrase 12 times)
  for (let a = start, n = 0; n < 2 && frontedPhrase(ctx, a); n++) {
    let c = a;
    while (c < k && c - a < 15 && ctx.tokens[c]!.text !== ',' && ctx.tokens[c]!.inQuote < 0) c++;
    if (c >= k || ctx.tokens[c]!.text !== ',') break;
    a = c + 1;
    if (FRONTED_OPENER.has(ctx.tokens[a]?.lower ?? '')) continue;
    const r = subjectFrom(ctx, a, k);
    if (r) return r;
    break;
  }
  const found = subjectFrom(ctx, start, k);
  if (found) return found;
  // after the phrases opening the sentence, set off by commas ("In 2011, after a prolonged debt ceiling crisis, Standard
  // & Poor's removed …", "During his speech, Congressman García …", "A few days later, Trump …")
  let a = start;
  for (let n = 0; n < 2 && (OPENING_ADJUNCT.test(ctx.tokens[a]?.lower ?? '') || timeAgoPhrase(ctx, a, k)); n++) {
    let c = a;
    while (c < k && c - a < 12 && ctx.tokens[c]!.text !== ',') c++;
    if (c >= k || ctx.tokens[c]!.text !== ',') break;
    a = c + 1;
    const r = subjectFrom(ctx, a, k);
    if (r) return r;
  }
  return null;
}
const OPENING_ADJUNCT = /^(in|on|at|during|after|before|following|since|with|amid|despite|as|when|while|last|earlier|later|today|yesterday|this)$/;

// Whether noun phrase src of the sentence opening at token start follows a verb of its clause, as its object or an
// adjunct's ("Emanuel fired | his police chief, …"), or is a name read on over its own verb in the past ("Todd pressed
// Reince Priebus on …"): a word test on forms of "be"/"have", modals and lower-case pasts, no tagger.
function objectOfVerb(ctx: Ctx, start: number, src: Range): boolean {
  const verb = (j: number): boolean => { const t = ctx.tokens[j]!; return t.kind === 'word' && !t.cap && t.inQuote < 0 && (FINITE.has(t.lower) || IRREGULAR_PASTS.has(t.lower) || /[^e]ed$/.test(t.lower)); };
  // (a noun phrase read from a verb on, "Sen. Mark Kirk, …, | rescinded his endorsement of Trump, | saying")
  for (let j = start; j <= src[0]; j++) if (verb(j)) return true;
  for (let j = src[0] + 1; j < src[1] - 1; j++) if (verb(j) && ctx.tokens[j - 1]!.cap && ctx.mentionAt[j - 1]! >= 0) return true;
  return false;
}

// The token after the comma closing a clause that opens the sentence at start ("As …, | he gave …", "Once he was
// president, | Mr. Obama made …", "In a September debate, while …, | Trump hewed …"), or start; commas before token b only.
function mainClauseStart(ctx: Ctx, start: number, b: number): number {
  let a = start, open = false;
  for (let j = start; j < b; j++) {
    const t = ctx.tokens[j]!;
    if (t.inQuote >= 0) continue;
    // (a clause opens at the sentence's start, after "But"/"And", or after a comma: "In a September debate, | while …,")
    if ((j === start || /^(but|and|so|yet|,)$/.test(ctx.tokens[j - 1]!.lower)) && (SUBORDINATORS.has(t.lower) || t.lower === 'as' || t.lower === 'whereas')) open = true;
    // (not at a comma the clause goes on after: "… the Islamic State, also known as ISIS or ISIL, | Trump hewed …")
    else if (open && t.text === ',' && !/^(also|who|which|whose|including|known|especially|particularly|or|and)$/.test(ctx.tokens[j + 1]?.lower ?? '')) { a = j + 1; open = false; }
  }
  return a;
}

const IRREGULAR_PASTS: ReadonlySet<string> = new Set(['made', 'took', 'gave', 'sent', 'wrote', 'led', 'held', 'met', 'brought', 'won', 'lost', 'left', 'spent', 'ran', 'saw', 'began', 'became', 'struck', 'drew', 'threw']);

// A comma inside source [a, b) (not its last token).
function innerComma(ctx: Ctx, [a, b]: Range): boolean {
  for (let j = a; j < b - 1; j++) if (ctx.tokens[j]!.text === ',') return true;
  return false;
}

// "A few days later,", "Two weeks ago,": a time phrase of at most six words ending at a comma, from token a.
function timeAgoPhrase(ctx: Ctx, a: number, k: number): boolean {
  for (let c = a + 1; c < k && c - a <= 6; c++) {
    if (ctx.tokens[c]!.text === ',') return /^(later|earlier|ago|afterward|afterwards)$/.test(ctx.tokens[c - 1]!.lower);
    if (ctx.tokens[c]!.kind !== 'word' && ctx.tokens[c]!.kind !== 'num') return false;
  }
  return false;
}

// The first token after a dateline opening the sentence at `start` (a wire's, "PARIS (Reuters) -", "WASHINGTON (AP) —", or
// a press release's, "WASHINGTON – ", "Washington, DC -- ", "(Washington, D.C.) – "), or start.
export function afterDateline(ctx: Ctx, start: number, k: number): number {
  const t = ctx.tokens;
  // "(Washington, D.C.) – …": the place in brackets, then a dash
  if (textAt(t, start, '(') && start + 5 < k && t[start + 1]!.cap && textAt(t, start + 2, ',') && textAt(t, start + 4, ')') && DASH.test(t[start + 5]!.text)) return start + 6;
  let j = start;
  while (j < k && j - start < 4 && t[j]!.kind === 'word' && allCaps(t[j]!.text)) j++;
  // "WASHINGTON – Today, …": the place in capitals, then a dash
  if (j > start && j + 1 < k && DASH.test(t[j]!.text)) return j + 1;
  // "WASHINGTON, D.C. – …", "Washington, DC -- Today, …": a place, a comma, its state, then a dash
  if (j === start && t[j]?.kind === 'word' && t[j]!.cap) j++;
  if (j > start && textAt(t, j, ',') && j + 3 < k && t[j + 1]!.kind === 'word' && t[j + 1]!.cap && DASH.test(t[j + 2]!.text)) return j + 3;
  // "CAMBRIDGE, Mass., Dec. 11 (UPI) — …", "LOS ANGELES, Feb. 2 (UPI) — …", "BEDFORD, N.H. (AP) — …": the place in
  // capitals, its state and a date (capitalized words, numbers and commas), the wire in brackets, then a dash
  if (j > start && textAt(t, j, ',')) {
    let c = j + 1;
    while (c < k && c - j <= 6 && (t[c]!.kind === 'word' && t[c]!.cap || t[c]!.kind === 'num' || t[c]!.text === ',')) c++;
    if (c > j + 1 && textAt(t, c, '(')) {
      let d = c + 1;
      while (d < k && d - c < 5 && t[d]!.text !== ')') d++;
      if (d + 1 < k && textAt(t, d, ')') && DASH.test(t[d + 1]!.text)) return d + 2;
    }
  }
  if (j === start || !textAt(t, j, '(')) return start;
  let c = j + 1;
  while (c < k && c - j < 5 && t[c]!.text !== ')') c++;
  return c + 1 < k && textAt(t, c, ')') && DASH.test(t[c + 1]!.text) ? c + 2 : start;
}
const DASH = /^(?:[-—–−]|--)$/;
const allCaps = (w: string): boolean => w.length > 1 && w === w.toUpperCase() && w !== w.toLowerCase();

function subjectFrom(ctx: Ctx, start: number, k: number): Range | null {
  for (let j = start; j < Math.min(start + 6, k); j++) {
    const mi = ctx.mentionAt[j]!;
    // (a time word taken for a name is none: "Tonight, …")
    if (mi >= 0 && !(ctx.tokens[j]!.lower === 'tonight' || ctx.tokens[j]!.lower === 'today' || isDateWord(ctx.tokens[j]!.lower))) { const m = ctx.mentions[mi]!; if (m.type === 'PER' || m.type === 'ORG') return wholeSubject(ctx, start, m.tokStart, m.tokEnd, k); }
    if (j === start && /^(he|she|it|they|we|i)$/.test(ctx.tokens[j]!.lower)) return [j, j + 1];
    // "The agency …, saying …": a definite description of an institution or a role opening the sentence
    if (j === start && /^(the|a|an)$/.test(ctx.tokens[j]!.lower)) {
      for (let e = j + 1; e < Math.min(j + 4, k); e++) {
        const l = ctx.tokens[e]!.lower;
        if (INSTITUTIONS.has(l) || ANONYMOUS_HEADS.has(l) || TITLE_HEADS.has(l)) return [j, e + 1];
        if (ctx.tokens[e]!.kind !== 'word') break;
      }
    }
  }
  // "Both parents stiffened their denunciation …", "The former Republican presidential candidate continued, …": a noun
  // phrase opening the sentence right before its first verb in the past (or a cue, or a finite auxiliary)
  for (let j = start + 1; j < Math.min(start + 9, k); j++) {
    const t = ctx.tokens[j]!;
    if (t.kind !== 'word' || t.inQuote >= 0) return null;
    if (!t.cap && (/ed$/.test(t.lower) || FINITE.has(t.lower) || isCue(ctx, j))) {
      const r = npLeft(ctx, j);
      return r && r[0] === start && speakerLike(ctx, r) ? r : null;
    }
  }
  return null;
}

// The name at [a, b) in the subject opening the sentence at start, with the rest of that subject up to its verb, as
// PolNeAR marks a subject: "Netanyahu and other right-wing Israeli leaders | shunned …", "Attorneys for Clinton |
// appeared …", "Betty Friedan, the feminist leader and author, | compared …", "Sen. Bernie Sanders (I-Vt.) | …" (the
// noun phrase before the sentence's first verb, when it opens the sentence and holds the name; not a relative clause's
// verb, whose noun phrase begins after the name: gold keeps "X, who …," in half the cases only). PolNeAR train: gold
// subjects keep a coordination after the name 376 times of 380, an appositive 540 of ~600; +8 / -1 sources.
function wholeSubject(ctx: Ctx, start: number, a: number, b: number, k: number): Range {
  for (let j = b; j < Math.min(b + 25, k); j++) {
    const t = ctx.tokens[j]!;
    if (t.inQuote >= 0 || t.kind === 'quote') break;
    if (t.kind !== 'word' || t.cap) continue;
    if (/ed$/.test(t.lower) || FINITE.has(t.lower) || isCue(ctx, j)) {
      const r = npLeft(ctx, j);
      // (read on over a coordination, an appositive, a party code, a possessive or a complement only, not over an
      // adverb before the verb: "Sanders | instead decried", "Mr. Trump | even echoed")
      // (nor over a dash: "Pence's endorsement -")
      const on = ctx.tokens[b]!.lower, last = ctx.tokens[j - 1]!;
      const joined = /^(and|,|\(|of|for|from|at|['’]s)$/.test(on) && (last.kind === 'word' || /^[,)]$/.test(last.text))
        && !/(ly|^even|^instead|^further|^also|^still|^then|^now|^again|^just|^only|^already|^both|^all)$/.test(last.lower);
      // (nor back over a number before the name: "On March 20, 2001 Lee was joined …" is Lee's; nor over a line break, in
      // text whose sentences ran together: "MARC(Maryland) Commuter Train | http://… will be operating")
      let apart = ctx.text.slice(ctx.tokens[start]!.start, ctx.tokens[j - 1]!.end).includes('\n');
      for (let d = start; d < a && !apart; d++) if (/\d/.test(ctx.tokens[d]!.text)) apart = true;
      return r && r[0] === start && r[0] <= a && r[1] >= b && r[1] === j && (r[1] === b || joined) && !apart ? r : [a, b];
    }
  }
  return [a, b];
}

// A noun phrase that can speak: it names a person or an organization, or its head is a role, an institution or an
// unnamed source, or it counts people ("Some candidates", "Both parents"); not "This year's theme", "The data".
function speakerLike(ctx: Ctx, r: Range): boolean {
  for (let j = r[0]; j < r[1]; j++) { const mi = ctx.mentionAt[j]!; if (mi >= 0 && /^(PER|ORG)$/.test(ctx.mentions[mi]!.type)) return true; }
  const h = ctx.tokens[r[1] - 1]!, head = h.lower;
  let prep = false;
  for (let j = r[0]; j < r[1]; j++) if (/^(of|for|in|at|on|with|from|to|by)$/.test(ctx.tokens[j]!.lower)) prep = true;
  // "The Russians", "Democrats": a capitalized plural, in a phrase with no preposition ("… numbers for California")
  // ("…, said the senators": a plural title)
  return INSTITUTIONS.has(head) || ANONYMOUS_HEADS.has(head) || EVIDENCE_HEADS.has(head) || TITLE_HEADS.has(head) || PLURAL_TITLES.has(head) || h.cap && /s$/.test(head) && !prep
    || r[1] - r[0] >= 2 && /^(some|many|most|both|all|several|few|other|two|three)$/.test(ctx.tokens[r[0]]!.lower) && /s$/.test(head);
}

// "NASA credited Leonov …, noting on Twitter …" / "…, saying that …": the participle's source is the sentence subject.
// Participles of QUOTE_ONLY verbs that report after a comma: ", citing the ongoing investigation", ", referring to the
// Sept. 16 debate" (PolNeAR train: "citing" 27 of 30 marked, "referring to" 35 of 58), the object as content.
export const PARTICIPLE_CUES: ReadonlySet<string> = new Set(['citing', 'referring']);

function participle(ctx: Ctx, state: AttributionState, k: number, start: number, end: number, lemma: string): Candidate | null {
  const t = ctx.tokens[k]!;
  if (!t.lower.endsWith('ing') || !textAt(ctx.tokens, k - 1, ',') || !(CUE_FORMS.get(t.lower)?.speech || lemma === 'point')) return null;
  // '“…,” Trump said, referring to …': the attribution just before the comma gives the source, else the sentence subject
  const src = sourceBefore(state, ctx, k - 1) ?? attributionBeforeComma(ctx, k) ?? sentenceSubject(ctx, start, k);
  if (!src) return null;
  let cueEnd = k + 1;
  if (PHRASAL_PARTICLES.get(lemma)?.has(ctx.tokens[k + 1]?.lower ?? '')) cueEnd = k + 2; // "referring to"
  let a = skipAdjuncts(ctx, textAt(ctx.tokens, cueEnd, ':') ? cueEnd + 1 : cueEnd, end);
  if (ADDRESSEE_VERBS.has(lemma)) { const ad = npRight(ctx, a); if (ad) a = ad[1]; }
  // "referring to Jeffrey D. Feltman, a State Department official …": the one referred to, not the appositive after him
  if (lemma === 'refer') for (let j = a + 1; j < end; j++) if (ctx.tokens[j]!.text === ',' && ctx.tokens[j]!.inQuote < 0 && /^(a|an|the|who|which|one)$/.test(ctx.tokens[j + 1]?.lower ?? '')) { end = j; break; }
  const e = endOfContent(ctx, a, end);
  if (e - a < (cueEnd > k + 1 || lemma === 'cite' ? 1 : 3)) return null;
  if (src[1] === k - 1 && !PARTICIPLE_CUES.has(t.lower) && asideBeforeOwnVerb(ctx, a, e)) return null;
  const c = newCandidate('indirect', [], [rangeChars(ctx, a, e)], t.para);
  attach(ctx, c, 'participle-cue', [k, cueEnd], src, 0.55, state);
  return c;
}

// "Norvell Rose, reporting for | Western Journalism from Cleveland this week, | was on hand …", "An Israeli official,
// speaking on | the condition of anonymity …, | said Wednesday that …", "Judge David McKeague, writing for | the majority
// …, | said": a participle set off between its subject and the subject's own verb (a form of "be" or "have", or a
// reporting word, right after the comma closing the phrase) is an aside on who the subject is or how it spoke, not a
// statement of its own (PolNeAR train: gold marks none of the 3 such phrases as a statement). Not "citing" or "referring
// to" (PARTICIPLE_CUES), whose object is what is cited: "The Journal, citing internal documents, reported …".
function asideBeforeOwnVerb(ctx: Ctx, a: number, e: number): boolean {
  const t = ctx.tokens;
  for (let j = a + 1; j < e - 1; j++) {
    const x = t[j]!;
    if (x.inQuote >= 0 || x.kind === 'quote') return false;
    if (x.text !== ',') continue;
    const n = t[j + 1]!;
    return n.kind === 'word' && !n.cap && (AUXILIARIES.has(n.lower) || isCue(ctx, j + 1, true) && !n.lower.endsWith('ing'));
  }
  return false;
}

// "Polls show …", "campaign finance records show …", "other recent surveys show …": a plural noun right before "show"
function pluralSubjectBefore(ctx: Ctx, k: number): boolean {
  const p = ctx.tokens[k - 1];
  return !!p && p.kind === 'word' && p.inQuote < 0 && (/[^su’']s$/.test(p.lower) && !/^(is|was|has|does|this|its|his|hers|ours|yours|theirs|us|always|perhaps|sometimes)$/.test(p.lower) || p.lower === 'data');
}

/*
 * "expressed concern that …", "voiced support for …", "raised concerns about …": a verb of expressing and a noun of
 * attitude make one cue; what follows the noun (a "that" clause, or its preposition's object) is the content. A review of
 * PolNeAR train 560-599: 59 gold attributions of this shape, the engine found 4; gold has cue "expressed concern" and
 * content "that …" in 13 of 15, and the preposition in the cue in 18 of 29.
 */
const EXPRESS_VERBS: ReadonlySet<string> = new Set(['express', 'expressed', 'expresses', 'expressing', 'voice', 'voiced', 'voices', 'voicing',
  'raise', 'raised', 'raises', 'raising']);
const ATTITUDE_NOUNS: ReadonlySet<string> = new Set(['concern', 'concerns', 'confidence', 'hope', 'hopes', 'skepticism', 'scepticism', 'optimism',
  'pessimism', 'frustration', 'frustrations', 'worry', 'worries', 'support', 'opposition', 'regret', 'regrets', 'disappointment', 'interest',
  'surprise', 'dismay', 'outrage', 'anger', 'reservations', 'gratitude', 'sympathy', 'condolences', 'alarm', 'displeasure', 'satisfaction',
  'admiration', 'appreciation', 'unease', 'doubt', 'doubts', 'fear', 'fears',
  // (a review of PolNeAR train 760-799: more nouns of attitude gold marks after "expressed"/"voiced", "voiced his
  // disapproval of the ruling", "expressed astonishment at …", "expressed discomfort with Trump")
  'disapproval', 'approval', 'amusement', 'astonishment', 'shock', 'solidarity', 'discomfort', 'enthusiasm', 'desire', 'willingness',
  'wish', 'remorse', 'indignation', 'disgust', 'sadness']);
const ATTITUDE_PREPOSITIONS: ReadonlySet<string> = new Set(['about', 'over', 'for', 'at', 'with', 'regarding', 'in', 'on', 'toward', 'towards']);
// The noun of attitude after a verb of expressing at k (up to two words between), or -1 ("raise" only with a worry:
// "raise interest rates" says nothing).
function stanceNounAfter(ctx: Ctx, k: number, end: number): number {
  const raise = ctx.tokens[k]!.lower.startsWith('rais');
  for (let j = k + 1; j < Math.min(end, k + 4); j++) {
    const t = ctx.tokens[j]!;
    if (t.kind !== 'word' || t.inQuote >= 0) return -1;
    if (ATTITUDE_NOUNS.has(t.lower)) return raise && !/^(concerns?|doubts?|fears?|worries|alarm)$/.test(t.lower) ? -1 : j;
  }
  return -1;
}
const EXPRESS_MODIFIERS: ReadonlySet<string> = new Set(['has', 'have', 'had', 'also', 'later', 'then', 'did', 'does', 'do', 'is', 'was', 'were', 'are',
  'repeatedly', 'publicly', 'privately', 'openly']);
// Whether a verb of expressing and its noun of attitude start at token j (past auxiliaries and adverbs).
function expressAt(ctx: Ctx, j: number, end: number): boolean {
  while (j < end && EXPRESS_MODIFIERS.has(ctx.tokens[j]!.lower)) j++;
  return j < end && EXPRESS_VERBS.has(ctx.tokens[j]!.lower) && stanceNounAfter(ctx, j, end) >= 0;
}
function expressedStance(ctx: Ctx, state: AttributionState, k: number, end: number, prev: Candidate | null): Candidate | null {
  const n = stanceNounAfter(ctx, k, end);
  const c = clauseAfter(ctx, state, k, end, prev, 'express', 'stance-cue');
  if (!c || !c.cue || c.cue[1] !== k + 1) return c;
  const tokens = ctx.tokens, after = tokens[n + 1];
  const cEnd = c.content[c.content.length - 1]![1];
  // "expressed their support for Trump": after a possessive the attitude and its object are the content
  if (/^(his|her|their|its|my|our|your)$/.test(tokens[k + 1]!.lower)) return c;
  let a = -1, cueEnd = n + 1;
  if (after && after.sent === tokens[k]!.sent && ATTITUDE_PREPOSITIONS.has(after.lower) && tokens[n + 2]?.sent === tokens[k]!.sent) { cueEnd = n + 2; a = n + 2; }
  else if (after && after.sent === tokens[k]!.sent && after.kind === 'word' && after.inQuote < 0) a = n + 1;
  if (a < 0 || tokens[a]!.start >= cEnd) return c; // ("expressed concern.": the attitude alone is the content)
  c.cue = [c.cue[0], cueEnd];
  // (a clause, "concern that …", "confidence it was …", runs to its end as reported speech does)
  const e = cueEnd === n + 1 ? endOfContent(ctx, a, end) : -1;
  c.content[c.content.length - 1] = [tokens[a]!.start, e > a ? rangeChars(ctx, a, e)[1] : cEnd];
  c.rule = 'reported-speech';
  return c;
}

// "Democrats see Sanders as an agent in Clinton’s decline", "voters view the Vermont senator as likable": a view held,
// PolNeAR marks "see"/"view" as the cue and the object with its "as" phrase as the content (train: 36 of 87 marked).
// Only with "as" a few words after the verb and no verb or punctuation between; not "see it as soon as".
export const SEE_AS: ReadonlySet<string> = new Set(['see', 'sees', 'saw', 'view', 'views', 'viewed']);
// "Rubio’s response was that it’s unfair …", "Their fear is that …", "The idea is that conservative donors …", "One view is
// that …": a noun of saying or thinking, the subject of the sentence, before "is"/"was"/"has been" and "that"/"whether"
// reports the clause after it. PolNeAR marks the noun with its modifiers and the verb as the cue ("most surprising
// suggestion was", "The idea is"), a possessive before it as the source ("Rubio’s", "Their"; none after an article) and the
// clause from "that" to the end of the sentence as the content (train, outside quotations: 13 of 19 such sentences; the
// engine had 1 of them right). Not "question" ("The question is whether …": gold marks 5 of 12), "message", "theory".
const IS_THAT_NOUNS: ReadonlySet<string> = new Set(['answer', 'response', 'reply', 'retort', 'argument', 'contention', 'claim', 'point', 'view',
  'idea', 'belief', 'fear', 'hope', 'concern', 'worry', 'suggestion', 'impression', 'refrain', 'complaint', 'assumption', 'position',
  'feeling', 'expectation', 'assessment', 'insistence', 'suspicion', 'hunch', 'guess', 'bet']);
const POSSESSIVE_DETERMINERS = /^(my|our|their|his|her|its|your)$/;
function nounIsThat(ctx: Ctx, state: AttributionState, k: number, start: number, end: number): Candidate | null {
  const t = ctx.tokens;
  let v = k + 1;
  if (/^(has|had)$/.test(t[v]?.lower ?? '') && t[v + 1]?.lower === 'been') v++;
  else if (!/^(is|was)$/.test(t[v]?.lower ?? '')) return null;
  const a = v + 1;
  // (not "that of": "His response was that of a man who …")
  if (a >= end || !/^(that|whether)$/.test(t[a]!.lower) || t[a]!.inQuote >= 0 || t[k]!.inQuote >= 0 || t[a + 1]?.lower === 'of') return null;
  // the noun's modifiers: up to three words in lower case ("most explosive", "common", "oft-stated")
  let j = k - 1;
  while (j >= start && k - j <= 3 && t[j]!.kind === 'word' && !t[j]!.cap && !POSSESSIVE_DETERMINERS.test(t[j]!.lower)
    && !/^(the|a|an|one|another|this|that|’s|'s)$/.test(t[j]!.lower)) j--;
  if (j < start) return null;
  let src: Range | null = null, cs: number, s0: number;
  const d = t[j]!.lower;
  if (POSSESSIVE_DETERMINERS.test(d)) { src = [j, j + 1]; cs = j + 1; s0 = j; }
  else if (/^(the|a|an|one|another)$/.test(d)) { src = null; cs = j; s0 = j; }
  else if (d === '’s' || d === "'s" || pluralPossessive(t, j)) {
    // the possessor: back over a name or a short noun phrase ("The Florida senator’s", "Mr. Comey's")
    s0 = j;
    while (s0 > start && j - s0 < 6 && t[s0 - 1]!.kind === 'word' && t[s0 - 1]!.inQuote < 0 && !/^(and|but|so|yet|perhaps|still|also)$/.test(t[s0 - 1]!.lower)) s0--;
    if (s0 === j) return null;
    src = [s0, j + 1]; cs = j + 1;
  } else return null;
  // the noun phrase opens the sentence (after a connective at most): "But Podliska’s most explosive claim is …", not "…
  // said the message was that …"
  let b = s0;
  while (b > start && /^(and|but|so|yet|perhaps|still|also|now)$/.test(t[b - 1]!.lower)) b--;
  if (b !== start) return null;
  const e = endOfContent(ctx, a, end);
  if (e - a < 3) return null;
  const c = newCandidate('indirect', [], [rangeChars(ctx, a, e)], t[k]!.para);
  attach(ctx, c, 'reported-speech', [cs, v + 1], src, src ? 0.6 : 0.5, state);
  RULES_SPANS_KEPT.add(c);
  return c;
}
// Rule attributions whose spans the span model does not redraw nor drop: it was trained when the rules had none of these,
// and cut the cue to the noun ("Beck’s contention | was that …") or dropped those with no source ("The idea is that …").
export const RULES_SPANS_KEPT = new WeakSet<Candidate>();

// Acts of taking a side or putting a view forward that PolNeAR marks as cues, their object the content, but that the
// lexicon leaves out (its words are features of the span model): "A federal judge has ordered the release of internal
// Trump University documents", "Donald Trump discussed one of his signature proposals", "Rubio offered a defense of the
// bill", "Sanders assailed eventual nominee Hillary Clinton's paid speeches". The finite past only, read as a stance
// (PolNeAR train, active pasts: ordered a gold cue 17 times in 20, discussed 15 in 23, offered 41 in 65, assailed 7 in 7,
// referenced 7 in 7, bemoaned 6 in 6, likened 6 in 9, invoked 6 in 9, "Sanders named five people to the committee" 15 in
// 17 outside quotations and the naming participle; the engine found 3 of them).
// (Not "offered" and "discussed", though gold marks them in 41 of 65 and 15 of 23: in press releases they are mostly
// legislative or event business, "offered an amendment", "The event also offered free HIV testing", "discussed the issue
// with the Governor", 150 of the 197 attributions these verbs added to the first 3,000 releases.)
const STANCE_ACTS: ReadonlyMap<string, string> = new Map([['ordered', 'order'], ['assailed', 'assail'],
  ['referenced', 'reference'], ['bemoaned', 'bemoan'], ['likened', 'liken'], ['invoked', 'invoke'], ['named', 'name'],
  // "Trump compared the Iran deal to a bad real-estate purchase", "The governor encouraged residents to stay home",
  // "Sanders requested a recount", "The report identified three failures", "Obama nominated Garland": an act of speech or
  // choice, its object the content (PolNeAR train, added as stances: compared 8 exact gold cues of 10, encouraged 6 of 7,
  // requested 7 of 9, identified 6 of 8, nominated 3 of 3). (Not "preferred", 4 of 4 on train: in press releases mostly an
  // adjective, "request preferred tickets".)
  ['compared', 'compare'], ['encouraged', 'encourage'], ['requested', 'request'], ['identified', 'identify'], ['nominated', 'nominate']]);
// A participle right before a preposition modifies the noun before it ("the amount requested for firefighter grants",
// "buildings identified as underused", "the Iowans Grassley nominated for appointments", "compared to last year"): no stance.
// (Not for "likened" and "named", whose preposition may follow a fronted object: "the plan, which he likened to theft".)
const PARTICIPLE_BEFORE = /^(for|as|to|in|on|at|with|from|by|during|under|since)$/;
const OBJECT_FIRST: ReadonlySet<string> = new Set(['compared', 'encouraged', 'requested', 'identified', 'nominated']);
// "He spoke of his faith in the American people", "Trump talked about the stock market": speaking of a topic names what was
// said, and PolNeAR marks the verb and its particle as the cue, the topic as the content (train: "spoke/speaks/talked
// about/of" overlap a gold cue 33 times in 44; the engine took them only before a quotation). The finite verb only: not
// "talks" (a noun: "the debt ceiling talks"), nor a participle used as an adjective ("the least talked about development").
const TALK_OF: ReadonlySet<string> = new Set(['spoke', 'speaks', 'talked']);
const talkedOf = (ctx: Ctx, k: number): boolean => TALK_OF.has(ctx.tokens[k]!.lower) && (/^(about|of)$/.test(ctx.tokens[k + 1]?.lower ?? '') || spokeToTopic(ctx, k))
  && !/^(least|most|much|more|less|often|widely|rarely|the|a|an)$/.test(ctx.tokens[k - 1]?.lower ?? '');
// "The mayor also spoke to | the role that intimidation of witnesses has played …", "an address that spoke to | the
// ''frustration, the fear …''": "spoke/speaks to" a topic (not to an audience) names what was said, as "spoke about"
// does, and PolNeAR marks "spoke to" as the cue, the topic as the content. The object opens on a determiner and its head
// (its first noun) is no name, no capitalized word, and none of the people, groups, gatherings and media one speaks to
// ("spoke to reporters", "spoke to the gathering of Jewish leaders", "spoke to the newspaper"), nor a time ("the experts I
// spoke to | this week about …"). PolNeAR train, "spoke/speaks to": before a determiner and a topic, gold's cue with the
// topic as content 3 times in 3 ("speaks to | the stickiness of some donor relationships", "an address that spoke to |
// the ''frustration, …''", "all spoke to | a constituency …"); before a person, a name, a pronoun or an audience no cue
// 18 times in 21 (the other 3: "spoke to CNN about | the subject", "spoke to Breitbart News … about", "who speaks to
// swing state liberals"). Read so, the rules gain 1 exact cue, source and content on train (the other two have a relative
// "that" or a list of nouns as subject), none lost; dev unchanged.
function spokeToTopic(ctx: Ctx, k: number): boolean {
  const t = ctx.tokens;
  if (!/^(spoke|speaks)$/.test(t[k]!.lower) || t[k]!.inQuote >= 0 || t[k + 1]?.lower !== 'to' || !/^(the|a|an|this|that|these|those|its|his|her|their|our)$/.test(t[k + 2]?.lower ?? '')) return false;
  for (let j = k + 3; j < k + 7 && j < t.length && t[j]!.sent === t[k]!.sent; j++) {
    const x = t[j]!;
    if (x.kind === 'quote') continue;
    if (x.kind !== 'word' || x.cap || ctx.mentionAt[j]! >= 0) return false;
    if (!/^NN/.test(tagAt(ctx, j))) continue;
    return !(GROUP_ADDRESSEES.has(x.lower) || AUDIENCES.has(x.lower) || MEDIUM_NOUNS.has(x.lower) || TITLE_HEADS.has(x.lower) || PLURAL_TITLES.has(x.lower)
      || ANONYMOUS_HEADS.has(x.lower) || INSTITUTIONS.has(x.lower) || TIME_NOUNS.has(x.lower));
  }
  return false;
}
const AUDIENCES: ReadonlySet<string> = new Set(['gathering', 'group', 'groups', 'club', 'convention', 'conference', 'meeting', 'rally', 'delegation', 'caucus',
  'coalition', 'assembly', 'congregation', 'association', 'organization', 'council', 'board', 'party', 'class', 'graduates', 'people', 'leaders', 'families',
  'newspaper', 'paper', 'magazine', 'outlet', 'station', 'network', 'channel', 'show', 'program']);
// A word of STANCE_ACTS read as a verb: not capitalized inside a sentence, nor after a determiner ("the offered terms")
function stanceActAt(ctx: Ctx, k: number): boolean {
  const t = ctx.tokens[k]!, p = tokenAt(ctx.tokens, k - 1);
  return STANCE_ACTS.has(t.lower) && t.kind === 'word' && t.inQuote < 0 && !(t.cap && p?.sent === t.sent)
    && !(OBJECT_FIRST.has(t.lower) && PARTICIPLE_BEFORE.test(tokenAt(ctx.tokens, k + 1)?.lower ?? ''))
    && !(p && p.sent === t.sent && /^(of|the|a|an|his|her|its|their|our|my|your|this|these|those)$/.test(p.lower))
    // "a worker named Antonio Arroyo", "a group named after Abraham Lincoln": a participle naming, not a choice
    && !(t.lower === 'named' && (/^(after|for)$/.test(tokenAt(ctx.tokens, k + 1)?.lower ?? '') || p?.kind === 'word' && !p.cap && tokenAt(ctx.tokens, k + 1)?.cap));
}
// "Clinton pointed to her advocacy for medical research", "Critics point to Saudi charities that fund …", "He ducked,
// pointing to his record in the Legislature": pointing to something puts it forward as evidence, and PolNeAR marks it as a
// stance, the subject the source, "pointed to" the cue, the thing pointed to the content (train: "point(s|ed|ing) to" is a
// gold cue 41 times in 60; the engine found 16, only where the span model tagged it). Not the noun ("the point to",
// "at one point to wave"): a form in -s or the bare form after a determiner, a number or an adjective-like word is read
// as a noun; "pointing" only after a comma (a participle of the sentence's subject) or after a form of "be".
const POINT_WORDS: ReadonlySet<string> = new Set(['point', 'points', 'pointed', 'pointing']);
const POINTED_AT: ReadonlySet<string> = new Set(['door', 'doors', 'window', 'sky', 'ceiling', 'floor', 'wall', 'screen', 'screens', 'map', 'sign', 'signs',
  'crowd', 'audience', 'man', 'woman', 'ears', 'ear', 'head', 'chest', 'eyes', 'exit', 'stage', 'podium', 'room', 'building', 'camera', 'cameras', 'one', 'himself', 'herself']);
function pointedTo(ctx: Ctx, state: AttributionState, k: number, start: number, end: number, prev: Candidate | null): Candidate | null {
  const t = ctx.tokens, w = t[k]!, p = tokenAt(t, k - 1);
  if (t[k + 1]?.lower !== 'to' || w.inQuote >= 0 || (w.cap && p?.sent === w.sent)) return null;
  if (!p || p.sent !== w.sent) return null;
  if (/^(the|a|an|this|that|one|any|some|no|every|each|his|her|its|their|our|my|your|turning|pivot|focal|starting|talking|vantage|high|low|sticking|certain|data|selling)$/.test(p.lower) || p.kind === 'num' || /^['’]s?$/.test(p.text)) return null;
  if (w.lower === 'pointing' && !(p.text === ',' || BE.has(p.lower))) return null;
  // (the bare form after a plural, a pronoun, a modal or an adverb: "critics point to", "would point to"; not "an access
  // point to the waterfront")
  if (w.lower === 'point' && !(/[^su]s$/.test(p.lower) && p.kind === 'word' || /^(i|we|you|they|would|could|can|will|may|might|should|must|do|did|also|often|still|n’t|n't|not)$/.test(p.lower) || /ly$/.test(p.lower))) return null;
  // (the thing pointed to opens with a word, not a verb: "One example economists point to | is …" is a relative clause)
  const n = t[k + 2];
  if (!n || n.kind !== 'word' || n.inQuote >= 0 || FINITE.has(n.lower)) return null;
  // (not a gesture: "pointed to the door", "pointing to his ears", "pointed to a man in the crowd")
  const obj = npRight(ctx, k + 2);
  if (obj && POINTED_AT.has(t[obj[1] - 1]!.lower)) return null;
  const c = clauseAfter(ctx, state, k, end, prev, 'point', 'stance-cue') ?? (p.text === ',' ? participle(ctx, state, k, start, end, 'point') : null);
  // (the span model, trained when no rule read these, cuts the cue to "pointed" and the content to a clause inside it)
  if (c) RULES_SPANS_KEPT.add(c);
  return c;
}
// "Mr. Ackman is convinced | that Valeant will be a comeback story", "some Democrats are concerned | that Sanders’ tactics
// could …", "Ms. Henry and other labor leaders remain confident | that they can keep …": a state of mind after a form of
// "be" (or "remain", "seem") and before "that" reports a belief, the subject its source, the linking verb and the
// adjective the cue, the "that" clause the content (PolNeAR train, outside quotations and other attributions' contents:
// 22 of 25 are gold's; the engine found 2). Not after "if"/"whether" ("It's unclear if Cruz is aware that …").
const MIND_STATES: ReadonlySet<string> = new Set(['convinced', 'confident', 'hopeful', 'optimistic', 'pessimistic', 'worried', 'concerned', 'sure', 'certain',
  'aware', 'skeptical', 'sceptical', 'adamant', 'afraid', 'fearful', 'doubtful', 'persuaded']);
const LINKING = /^(is|are|was|were|am|be|been|being|['’]re|['’]m|['’]s|remain|remains|remained|seem|seems|seemed|appear|appears|appeared|became|become|grew|felt|feel|feels)$/;
function stateOfMind(ctx: Ctx, state: AttributionState, k: number, end: number): Candidate | null {
  const t = ctx.tokens;
  // the linking verb, over up to three adverbs ("are now more convinced", "is not so sure")
  let v = k - 1;
  while (v > k - 4 && v >= 0 && t[v]!.kind === 'word' && t[v]!.inQuote < 0 && !LINKING.test(t[v]!.lower) && /^(not|so|more|less|still|also|now|very|increasingly|quite|fairly|all|both|equally|far|already|absolutely|deeply|ever|pretty|too|long|never|always|fully|acutely|keenly|apparently|clearly|reasonably)$|ly$/.test(t[v]!.lower)) v--;
  if (v < 0 || !LINKING.test(t[v]!.lower) || t[v]!.inQuote >= 0 || t[v]!.sent !== t[k]!.sent) return null;
  const cs = cueStartWithModifiers(ctx, v);
  const before = tokenAt(ctx.tokens, cs - 1)?.lower ?? '';
  let src: Range | null = withSubject(ctx, npLeft(ctx, cs));
  if (!src && /^(who|which)$/.test(before)) src = [cs - 1, cs];
  if (!src || /^(it|there|this|that|you)$/.test(t[src[1] - 1]!.lower) && src[1] - src[0] === 1) return null;
  if (/^(if|whether)$/.test(tokenAt(ctx.tokens, src[0] - 1)?.lower ?? '')) return null;
  const e = endOfContent(ctx, k + 1, end);
  if (e - (k + 1) < 3) return null;
  const c = newCandidate('indirect', [], [rangeChars(ctx, k + 1, e)], t[k]!.para);
  attach(ctx, c, 'reported-speech', [cs, k + 1], src, 0.6, state);
  // (a belief inside what another attribution reports is that attribution's: "said he was confident that …")
  if (insideContent(state, ctx, c)) return null;
  // (the span model, trained before this rule, cut such cues to the linking verb: "I | am | health equity for all")
  RULES_SPANS_KEPT.add(c);
  return c;
}
// Every word the sentence loop of reportedSpeech tests a token for: "asked", "according", the hedges, the "see … as"
// verbs, the cue forms (isCue needs its word among them), the nouns of IS_THAT_NOUNS, STANCE_ACTS and MIND_STATES. A
// token whose word is none of these finds nothing.
const OPENING_WORDS = new WordSet(['asked', 'according', 'reportedly', ...POINT_WORDS, ...HEDGE_VERBS, ...SEE_AS, ...CUE_FORMS.keys(), ...EXPRESS_VERBS, ...IS_THAT_NOUNS,
  ...STANCE_ACTS.keys(), ...MIND_STATES]);
function seesAs(ctx: Ctx, k: number, end: number): boolean {
  const p = ctx.tokens[k - 1];
  if (!p || /^(the|a|an|his|her|their|its|our|my|your|to|this|that|these|those)$/.test(p.lower) || /[’']s$/.test(p.lower)) return false; // "his views as governor", "to view voting as"
  for (let j = k + 2; j < Math.min(end, k + 7); j++) {
    const t = ctx.tokens[j]!;
    if (t.lower === 'as') return ctx.tokens[j + 1]?.kind === 'word' && !/^(soon|well|much|many|long|far|if|though|it)$/.test(ctx.tokens[j + 1]!.lower);
    if (t.kind !== 'word' || t.inQuote >= 0 || VERBISH.has(t.lower) || isCue(ctx, j)) return false;
  }
  return false;
}

// The source of an attribution whose cue (with a few words after it: an addressee, a day) or source ends at token `e` in
// the same sentence ('“…,” Trump said,', '“…,” Clinton told AIPAC,', '…, said Mr. Manafort,'), for a participle after it.
function sourceBefore(state: AttributionState, ctx: Ctx, e: number): Range | null {
  for (const list of [state.direct, state.reported]) {
    for (let i = list.length - 1; i >= 0; i--) {
      const c = list[i]!;
      if (!c.cue || !c.source) continue;
      // (a source after its cue may keep the comma: "said Ed Rendell, a former governor, | referring to …")
      if ((c.cue[1] <= e && e - c.cue[1] <= 6 && wordsOnly(ctx, c.cue[1], e) || (c.source[1] === e || c.source[1] === e + 1 && textAt(ctx.tokens, e, ',')) && c.source[0] > c.cue[0]) && ctx.tokens[c.cue[0]]!.sent === ctx.tokens[e]!.sent
        && !insideContent(state, ctx, c)) return c.source;
    }
  }
  return null;
}

// Candidate c's cue lies inside another attribution's content ("Murkowski stressed that Alaskans are not asking for
// any special treatment, saying …": "asking" is what she stressed, and its subject not the one saying)
function insideContent(state: AttributionState, ctx: Ctx, c: Candidate): boolean {
  const at = ctx.tokens[c.cue![0]]!.start, sent = ctx.tokens[c.cue![0]]!.sent;
  for (const list of [state.reported, state.direct]) {
    for (let i = list.length - 1; i >= 0; i--) {
      const o = list[i]!;
      if (o === c || !o.cue) continue;
      if (ctx.tokens[o.cue[0]]!.sent < sent - 1) break;
      if (o.content.some(([a, b]) => a <= at && at < b)) return true;
    }
  }
  return false;
}

const wordsOnly = (ctx: Ctx, a: number, b: number): boolean => {
  for (let j = a; j < b; j++) if (ctx.tokens[j]!.kind !== 'word' || ctx.tokens[j]!.inQuote >= 0) return false;
  return true;
};

// The end of a stance verb's own clause: before a comma or a conjunction that a verb of speech follows ("endorsed
// Mrs. Clinton, saying that …", "thanked Miami and said …"), or a semicolon: a quotation after it is that verb's, not
// words of the stance's object (a review of PolNeAR train 560-599: gold has the stance in 13 of 16 such sentences).
function stanceClauseEnd(ctx: Ctx, k: number, end: number): number {
  for (let j = k + 1; j < end; j++) {
    const t = ctx.tokens[j]!;
    if (t.inQuote >= 0) continue;
    if ((t.text === ',' || t.lower === 'and' || t.lower === 'but') && isCue(ctx, j + 1, true) || t.text === ';') return j;
  }
  return end;
}

// Quoted words later in the sentence ("blasted the media for being “unbelievably dishonest.”"): the verb reports them.
function quotedWordsAfter(ctx: Ctx, k: number, end: number): boolean {
  for (let j = k + 1; j < end; j++) {
    const t = ctx.tokens[j]!;
    if (t.inQuote >= 0 && t.qlevel === 2 && (ctx.quoteSpans[t.inQuote]!.type !== 'speech' || t.qrole === 'open' && midClauseQuote(ctx, j))) return true;
  }
  return false;
}

/**
 * Whether the phrase after a cue set off by a comma ("…, said Mr. Bush, …") is its speaker: not the cue's complement
 * ("…, said that X,", "…, said she wanted major change …"), not after a cue with modifiers ("…, did not mention Trump by
 * name,"), nor a phrase opening with a preposition or a weekday ("to Lynch", "on CNN", "Friday"), with a participle in
 * it, or a plain noun phrase no speaker heads ("their stump speeches"). A review of PolNeAR train 480-519: of 25 such
 * sources the parenthetical rule took, 1 was right and 16 no speaker at all.
 */
function invertedSpeaker(ctx: Ctx, cs: number, k: number, src: Range): boolean {
  const t = ctx.tokens, next = t[k + 1]!.lower;
  if (/^(that|whether|if)$/.test(next) || src[1] - src[0] > 1 && /^(he|she|they|it|we|i|you)$/.test(t[src[0]]!.lower)) return false;
  if (cs !== k || /^(to|on|in|at|by|for|with|from|about)$/.test(next) || WEEKDAYS.has(next)) return false;
  // (a verb of speech only: "she, too, | wants | a Justice Department inquiry, as do …", ", criticized Clinton's email use,"
  // have their object after them, not their subject; PolNeAR train: neither of the 2 such sources is gold's)
  if (!CUE_FORMS.get(t[k]!.lower)?.speech) return false;
  for (let j = src[0]; j < src[1]; j++) if (t[j]!.kind === 'word' && !t[j]!.cap && t[j]!.lower.endsWith('ing')) return false;
  // (a finite verb in the source makes it a clause: asked last, as it tags the sentence's words, which most sentences
  // this is asked of need for nothing else)
  return (isPronoun(ctx, src) || speakerLike(ctx, src) || documentHead(ctx, src) || t[src[1] - 1]!.cap) && !finiteVerbIn(ctx, src[0], src[1]);
}

// A finite verb in [a, b) outside relative clauses (", who …," / ", which …,") and parentheses; quoted words count as one.
function clauseVerbIn(ctx: Ctx, a: number, b: number): boolean {
  const t = ctx.tokens;
  for (let j = a; j < b; j++) {
    if (t[j]!.inQuote >= 0) return true;
    if (/^(who|whose|whom|which)$/.test(t[j]!.lower)) { while (j < b && t[j]!.text !== ',') j++; continue; }
    if (t[j]!.text === '(') { while (j < b && t[j]!.text !== ')') j++; continue; }
    if (finiteVerbIn(ctx, j, j + 1)) return true;
  }
  return false;
}

// Words opening a phrase before the sentence's subject, set off by a comma.
const FRONTED_OPENER: ReadonlySet<string> = new Set(['in', 'on', 'at', 'during', 'after', 'before', 'following', 'since', 'with', 'amid', 'despite',
  'early', 'late', 'speaking', 'talking', 'writing', 'reached', 'asked', 'contacted', 'interviewed', 'appearing', 'according']);
// Whether token a opens such a phrase: one of FRONTED_OPENER, or a capitalized participle that is no name ("Reached by …").
function frontedPhrase(ctx: Ctx, a: number): boolean {
  const t = ctx.tokens[a];
  return !!t && (FRONTED_OPENER.has(t.lower) || t.cap && /^[a-z]+(ing|ed)$/.test(t.lower) && ctx.mentionAt[a]! < 0);
}

// Whether a comma is among tokens [a, b).
function commaIn(ctx: Ctx, a: number, b: number): boolean {
  for (let j = a; j < b; j++) if (ctx.tokens[j]!.text === ',') return true;
  return false;
}

// "sent a letter to President Bush expressing concern …", "wrote a letter today to Speaker Pelosi urging …": the source
// [a, b) before a participle is the one a letter is written to (right after "to", or the letter with its addressee), so
// what follows is the writers' (congressional press releases 0-2999: 18 such participles credited to the addressee,
// none rightly). The index of the verb before the letter ("sent", "wrote"; 0 when none), -1 when no letter.
function letterTo(ctx: Ctx, [a, b]: Range): number {
  const t = ctx.tokens;
  for (let k = Math.max(a - 1, 1); k < b && k <= a + 4; k++) {
    if (t[k]!.lower !== 'to') continue;
    let j = /^(today|yesterday|recently|also|jointly)$/.test(t[k - 1]!.lower) ? k - 2 : k - 1;
    if (j < 0 || !/^(letter|letters|memo|note)$/.test(t[j]!.lower)) return -1;
    // (not a source that holds its own verb: "House Members pen letter to Supercommittee asking …")
    for (let i = a; i < j; i++) if (t[i]!.cap) return -1;
    while (j > 0 && j > k - 6 && t[j - 1]!.sent === t[k]!.sent && !/^VB/.test(tagAt(ctx, j - 1))) j--;
    return j > 0 && /^VB/.test(tagAt(ctx, j - 1)) ? j - 1 : 0;
  }
  return -1;
}
