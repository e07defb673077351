import { textAt, tokenAt, type Ctx } from '../../../pipeline/context.js';
import { hasQuotedWords as quotedWordsIn } from './mixed.js';
import type { Candidate, Sieve, AttributionState } from '../candidate.js';
import { newCandidate } from '../candidate.js';
import { attach, leadInStart } from './util.js';
import { ROLE_CUE, ROLE_SOURCE, ruleLabels } from '../../../learn/spans/features.js';
import { spansFromTags } from '../../../learn/spans/model.js';
import { captured, spanModelOn, spanModelWanted, tagParagraph } from '../../../learn/spans/index.js';
import { HEDGES } from '../../../lexicon/anonymous.js';
import { MEDIUM_NOUNS, MEDIUM_PLATFORMS } from '../../../lexicon/media.js';
import { TITLE_HEADS, TITLE_MODIFIERS } from '../../../lexicon/titles.js';
import { CUE_FORMS, CUE_MODIFIERS, MODEL_CUE_PHRASES, MODEL_PHRASE_STARTS, TRIGGER_WORDS } from '../../../lexicon/cues.js';
import { AUXILIARIES, nameBeforeParty, titlesBefore, cueAdjunctEnd, cutInPhrase, finiteVerbIn, isAlongWith, companyPhrase, isCue, mannerAdverb, listSourceStart, nameList, trailingMannerEnd, notSaidHere, npLeft, relativeIn, relativeSubject, tagAt, withSubject, THINGS, type Range } from '../np.js';
import { cueProposalsCaptured, judgeProposal, type CueProposal, type TokSpan } from '../../../learn/cue-filter.js';
import { MAIN_VERB_AUX, WH_QUESTION, addresseeBeforeClause, afterDateline, quotedTitleThat, asideBeforeVerb, butGoesOn, clauseAfterThat, closingDash, endOfContent, question, sentenceSubject, summaryAppositive, PARTICIPLE_CUES, RULES_SPANS_KEPT, SEE_AS } from './reported.js';
import { titleCaseSentence } from '../../04-entities/names.js';
import { MONTHS, WEEKDAYS } from '../../../lexicon/stopwords.js';

/**
 * The learned span model (src/learn/spans) tags source / cue / content over each paragraph, with the rules'
 * own attributions among its features. A cue the rules did not find becomes an attribution of its own, with the
 * nearest source and content the model tagged beside it; what the rules made stays as they made it.
 */
export const modelSpans: Sieve = {
  id: 'model:reported',
  description: 'the learned span model found a cue, its source and its content that no rule found',
  apply(ctx, state) {
    if (!spanModelWanted()) return;
    const rules = ruleLabels(ctx, [...state.direct, ...state.reported]);
    captured(ctx, rules);
    if (!spanModelOn()) return;
    let added = false;
    const ruleCues = ruleCandidatesByParagraph(ctx, state);
    let cueLess: CueLessIndex | undefined;
    for (let p = 0; p < ctx.paragraphs.length; p++) {
      const para = ctx.paragraphs[p]!;
      if (para.boilerplate || para.tokEnd <= para.tokStart) continue;
      const spans: TokSpan[] = [];
      for (const [from, to] of worthTagging(ctx, para.tokStart, para.tokEnd, rules.role)) {
        const tags = tagParagraph(ctx, p, rules, from, to);
        for (const s of spansFromTags(tags, tags.length)) spans.push({ a: s.a + from, b: s.b + from, role: s.role });
      }
      if (spans.length === 0) continue;
      objectOutOfCue(ctx, spans);
      // (a span changed is a new { a, b, role } literal, never a spread copy: a spread copy takes a map of its own in V8, and
      // the functions that read spans threw their optimized code away when a rare path first made one)
      // (a source the model opened with "to" is the one written or spoken to: "a letter to ICE Director John Morton
      // demanding …", whose object participleSubject then passes over for the sentence's subject)
      const sources = spans.filter((s) => s.role === 1).map((s) => s.b - s.a > 1 && ctx.tokens[s.a]!.lower === 'to' ? { a: s.a + 1, b: s.b, role: s.role } : s), contents = joinedAtName(ctx, spans.filter((s) => s.role === 3));
      added = reviseRules(ctx, state, ruleCues.get(p), para.tokStart, para.tokEnd, spans, sources, contents) || added;
      // (the clause a content was completed over, wholeClause: a cue in it is the clause's verb, not a cue of its own)
      let clause: TokSpan | null = null;
      for (const cue of spans) {
        // a cue over a rule attribution's own cue or source ("…,” said Lee) is that attribution, not a second one
        if (cue.role !== 2 || ruleOwns(rules.role, cue, ROLE_CUE) > 0 || ruleOwns(rules.role, cue, ROLE_SOURCE) > 0 || inSpeechQuote(ctx, cue.a)) continue;
        if (clause && cue.a >= clause.a && cue.a < clause.b) continue;
        const found = nearestContent(ctx, cue, contents);
        const drawn = found ? headlineContent(ctx, cue, found) : null, whole = drawn ? wholeClause(ctx, cue, drawn) : null;
        if (drawn && whole!.b > drawn.b) clause = { a: drawn.b, b: whole!.b, role: 3 };
        // (run on over a prepositional phrase closing the sentence, pastFinalPhrase: before the cue filter, which reads a
        // content cut before a preposition as cut mid-phrase)
        const content = whole ? pastFinalPhrase(ctx, cue, whole) : colonParagraph(ctx, cue, p);
        if (!content) continue;
        // a quotation is the quote sieves' own; one they left without a cue ("Trump: ‘…’", "“…,” Bozell says" read as
        // unattributed) takes the model's cue, and its source when it has none
        if (speechOnly(ctx, content)) { if (knownCue(ctx, cue) && !namingCue(ctx, cue)) giveCue(ctx, state, cue, content, sources, cueLess ??= cueLessIndex(state)); continue; }
        // never: a naming "also known as", a content that is only a quoted term or a name ("…,@ said Lee" where the rules
        // did not read garbled quotation marks, "Gutierrez | was described by the CBCP as …", headlines "Lee Calls for
        // Truth …"), a short content cut mid-phrase ("Lee made it clear that | she will …"). Left to the cue filter, it
        // took 228 name-only contents (25 "said Lee", most others headlines with the content cut short) and 226 cut ones
        // on 2,000 press releases; on PolNeAR train (2-fold) leaving them to it is worth +0.1 / +0.2 / +0.15 BIO.
        if (namingCue(ctx, cue) || notSaid(ctx, cue) || termOnly(ctx, content) || nameOnly(ctx, content) || content.b - content.a <= 3 && danglingEnd(ctx, content) || modifierCue(ctx, cue)
          || writersQuestion(ctx, cue) || thingAdded(ctx, cue, content)) continue;
        // a cue with no reporting word the lexicon knows is dropped after the filter whatever it says (below): judged
        // only to trace it or to train the filter (a third of the proposals on press releases)
        const known = knownCue(ctx, cue);
        if (!known && !ctx.options.explain && !cueProposalsCaptured()) continue;
        const hedge = HEDGES.has(ctx.tokens[cue.a]!.lower) || HEDGES.has(ctx.tokens[cue.b - 1]!.lower);
        const near = hedge ? null : nearestSource(ctx, cue, sources);
        // a law, a program or money takes no side: "This program supports local construction", "The bill supports small
        // businesses" (a verb of stance only: "The bill says" is a writing's statement)
        if (near && thingTakingSide(ctx, cue, near)) continue;
        // a passive cue whose agent opens the content is the agent's, not its subject's: "Gutierrez | was described | by
        // the CBCP as “a strong advocate …”" (the subject is the one described; left to the rules)
        if (/^(is|was|are|were|been|be)$/.test(ctx.tokens[cue.a]!.lower) && cue.b - cue.a >= 2 && content.a === cue.b && ctx.tokens[content.a]!.lower === 'by') continue;
        // a request reports no one's words: "Please confirm that Dr. Kijakazi serves …", "Please note that …"
        if (ctx.tokens[cue.a]!.lower === 'please' || cue.a > 0 && ctx.tokens[cue.a - 1]!.lower === 'please') continue;
        const proposal = proposalOf(ctx, cue, content, near, hedge, known, rules.role);
        // the cue filter (src/learn/cue-filter.ts) decides, or without its weights the fixed filters: a lexicon
        // reporting word in the cue; a content not cut mid-phrase; a source not the object of a preposition; a source or
        // a hedge (no source in sight: on press releases mostly not reported speech, "billion profit expected")
        // And still a lexicon reporting word in the cue (after the filter, which is trained on every proposal): the
        // filter takes few without one ("He received the “Hero of the Soviet Union”"), on PolNeAR train (2-fold) worth
        // +0.06 / +0.07 / +0.02 BIO, 44 attributions on 2,000 press releases.
        const verdict = judgeProposal(ctx, proposal);
        if (ctx.options.explain) traceProposal(ctx, proposal, verdict);
        if (!verdict.keep || !proposal.known) continue;
        // a passive cue's subject is what was said of it, not who said it ("A total of 39 are confirmed dead",
        // "Adamowicz was announced to have died"): an unnamed source
        const passive = !hedge && (!near || near.b <= cue.a) && passiveCue(ctx, cue);
        // (a one-word source the tagger reads as no noun is a word the model misread, not the speaker: "less than | kind |
        // words to say about his candidacy, calling into doubt …", "too | close | to call for", "before optimistically
        // predicting": the participle's or the finite cue's subject as the rules read it instead)
        // (nor a phrase opening on a preposition, the object of one before it: "Much has been said | about the Washington
        // leaders of AARP | supporting the bill, but … groups … are opposed to the bill")
        // (a determiner or a name after it: "about 4 in 10 say", "at least 21,000 said" are counts, not objects)
        const named = near && (wordNoSource(ctx, near) || near.b - near.a > 1 && NP_PREPOSITIONS.has(ctx.tokens[near.a]!.lower) && (ctx.tokens[near.a + 1]!.cap || DETERMINERS.has(ctx.tokens[near.a + 1]!.lower))) ? null : near;
        const drawnSource = hedge || passive && near ? null : participleSubject(ctx, cue, named) ?? named ?? cueSubject(ctx, cue);
        // never: a modifier or an opener with no one to say it, an award
        if (!drawnSource && !hedge && sourcelessModifier(ctx, cue) || prepositionModifier(ctx, cue) || honoring(ctx, cue, content, passive)) continue;
        // (the one written to is not the source: the sentence's subject before "to" is, or no attribution)
        const to = drawnSource && drawnSource === named ? addressedAt(ctx, cue, drawnSource) : -1;
        const writer = to >= 0 ? personSubject(ctx, ctx.sentences[ctx.tokens[cue.a]!.sent]!.tokStart, to) : null;
        if (to >= 0 && !writer) continue;
        const source: TokSpan | null = writer ? { a: writer[0], b: writer[1], role: 1 } : drawnSource;
        // (after a verb of telling, not the one told: "telling his aides | he planned …", "asked workers | if …")
        const told = content.a === cue.b ? addresseeBeforeClause(ctx, content.a, content.b, CUE_FORMS.get(ctx.tokens[cue.b - 1]!.lower)?.lemma ?? '') : content.a;
        // (run on over "and" where the model stopped inside the statement, pastAnd; after the filter, which judged the
        // model's own content)
        // (nor stopped inside a name, nameEnd, nor before the rate closing its clause, pastRate)
        const fragments: [number, number][] = [[ctx.tokens[told]!.start, ctx.tokens[nameEnd(ctx, pastOpeningClause(ctx, cue, pastRate(ctx, cue, pastIn(ctx, cue, pastAnd(ctx, cue, pastAside(ctx, cue, content))))).b, ctx.sentences[ctx.tokens[content.a]!.sent]!.tokEnd) - 1]!.end]];
        // (the subject of a passive of naming or judging is what is said of it, the content's first fragment, as the hedge
        // rule marks "X is expected to …": "Sanders | was announced | the winner", "The deficit | is projected | to be …")
        // (its head only, before a description set off by commas: "Sanders | , whose populist campaign …, | was projected …")
        const subject: Range | null = passive && !source && content.a >= cue.b && namingPassive(ctx, cue) ? (near && near.b === cue.a ? [near.a, near.b] : npLeft(ctx, cue.a)) : null;
        // (not an expletive: "It is estimated that …" has no subject of its own)
        if (subject && subject[1] === cue.a && !(subject[1] - subject[0] === 1 && /^(it|there)$/.test(ctx.tokens[subject[0]]!.lower))) {
          let b = subject[1];
          if (ctx.tokens[b - 1]!.text === ',') for (let k = subject[0] + 1; k < b; k++) if (ctx.tokens[k]!.text === ',') { b = k; break; }
          fragments.unshift([ctx.tokens[subject[0]]!.start, ctx.tokens[b - 1]!.end]);
        }
        const c = newCandidate(hasQuotedWords(ctx, content) && !onlyQuotedName(ctx, content) ? 'mixed' : 'indirect', [], fragments, para === undefined ? 0 : p);
        const rule = ctx.tokens[cue.a]!.lower === 'according' ? 'model:according-to' : 'model:reported';
        // (a source set off by commas before the cue is a description of the subject before it: withSubject)
        // (a list of names before the cue whole, not its last members after a comma the model drew: listSourceStart)
        const before: Range | null = source && source.b <= cue.a ? withSubject(ctx, others(ctx, source)) : null;
        const src: Range | null = source ? before ? [textAt(ctx.tokens, before[0] - 1, ',') ? listSourceStart(ctx, before[0], before[1]) : before[0], before[1]] : source.b <= cue.a ? null : [source.a, source.b] : null;
        // (a cue closing its paragraph takes its colon, as PolNeAR marks "said:" and the rules read it: "It writes | :")
        const cueEnd = !whole && ctx.tokens[cue.b]?.text === ':' && content.a > cue.b ? cue.b + 1 : cue.b;
        attach(ctx, c, rule, [cue.a, cueEnd], src ? pickedSource(ctx, relativeSourceEnd(ctx, source === named ? titledName(ctx, src) : src, cue.a), cue.a) : null, source ? 0.6 : 0.4, state);
        // a hedge ("reportedly", "is said to") or a cue with no source in sight: an unnamed source, never a person
        if (!source) c.speaker = { entity: null, name: null, anonymous: true, description: null };
        state.reported.push(c);
        added = true;
      }
    }
    if (added) sortByStart(state);
  },
};

// The source the sieve drew before or after its cue, fixed for five patterns of news reporting the model's spans miss:
// the subject before a relative clause set off by commas (subjectBeforeRelative) or before an aside of company
// (companySubject), the article and descriptors opening the subject (openingWords), a coordinated subject
// (coordinatedSubject) and a dateline opening the sentence (pastDateline).
function pickedSource(ctx: Ctx, r: Range, cueAt: number): Range {
  return roleAtOrganization(ctx, pastDateline(ctx, coordinatedSubject(ctx, openingWords(ctx, subjectBeforeRelative(ctx, r, cueAt) ?? companySubject(ctx, r, cueAt) ?? r, cueAt), cueAt)), cueAt);
}

// A source the model ended on a role before the organization the role is at: "Politico quoted Tim Manning, formerly | a
// deputy administrator | at FEMA, as saying …". The role is held at the organization, which is part of the source's
// description (and how np.ts reads a role at an organization as a person): the source runs on over the preposition to
// the organization's name's end (not over the cue after it).
function roleAtOrganization(ctx: Ctx, [a, b]: Range, cueAt: number): Range {
  const t = ctx.tokens;
  if (b - a < 2 || b + 1 >= t.length || t[b - 1]!.cap || !TITLE_HEADS.has(t[b - 1]!.lower) || !/^(at|of|for|with|from)$/.test(t[b]!.lower)) return [a, b];
  const k = t[b + 1]!.lower === 'the' ? b + 2 : b + 1, mi = ctx.mentionAt[k] ?? -1, m = mi >= 0 ? ctx.mentions[mi]! : null;
  if (!m || m.tokStart !== k || m.kind !== 'name' || m.type === 'PER' || t[m.tokEnd - 1]!.sent !== t[b - 1]!.sent || b < cueAt && m.tokEnd > cueAt) return [a, b];
  return [a, m.tokEnd];
}

// A source the model opened on a person's name after the title before it, with the title: "Last week, Rep. | Hudson |
// called on …" (the rules' sources hold the title, npLeft; only the model's own source, not the subject participleSubject or
// personSubject name without it).
function titledName(ctx: Ctx, [a, b]: Range): Range {
  const m = ctx.mentionAt[a] ?? -1, n = m >= 0 ? ctx.mentions[m]! : null;
  return n && n.kind === 'name' && n.type === 'PER' && n.tokStart === a ? [titlesBefore(ctx, a), b] : [a, b];
}

/**
 * The subject before an aside of company set off by commas that holds model source [a, b) and closes at the comma
 * right before the cue at cueAt: "Congressman John Smith, | in partnership with the U.S. | Departments of Treasury and
 * Housing and Urban Development (HUD) |, is pleased to announce …", "Senator Mary Jones, joined by | Mayor Tom Brown |,
 * announced …". The one in company is not the source (as the rules read such a subject, npLeft, and withSubject):
 * the noun phrase before the aside's opening comma is, when no finite verb stands before it in its sentence (past a
 * dateline). Null if none.
 */
function companySubject(ctx: Ctx, [a, b]: Range, cueAt: number): Range | null {
  const t = ctx.tokens;
  if (b > cueAt || !textAt(t, cueAt - 1, ',')) return null;
  for (let k = b; k < cueAt - 1; k++) if (t[k]!.kind !== 'word' && !/^[()]$/.test(t[k]!.text)) return null;
  // the aside's opening comma, a phrase of company after it and at most the article and a title before the source
  for (let j = a - 1; j > 0 && j >= a - 7; j--) {
    if (t[j]!.sent !== t[a]!.sent || t[j]!.inQuote >= 0) return null;
    if (t[j]!.text !== ',') { if (t[j]!.kind !== 'word') return null; continue; }
    const n = isAlongWith(ctx, j + 1) ? (t[j + 1]!.lower === 'in' ? 3 : 2) : companyPhrase(t, j + 1) ? 2 : 0;
    if (n === 0 || j + 1 + n > a) return null;
    const head = npLeft(ctx, j), s0 = ctx.sentences[t[a]!.sent]!.tokStart;
    return head && head[1] === j && !finiteVerbIn(ctx, afterDateline(ctx, s0, head[0]), head[0]) ? head : null;
  }
  return null;
}

// A source the model opened on a common noun inside its noun phrase, past the article and the words describing it:
// "The nation’s largest | gun group | is accusing …", "… were a family of | super PACs | supporting …", "because a
// young-adult novel for | libertarians | says so". The source is the noun phrase whole as the rules read it (npLeft),
// from its article: PolNeAR train 3 model sources fixed, none broken. Only a source opening on a lowercase word that is
// no determiner, pronoun or preposition ("by" aside: the agent of a participle is read as the rules read it, the noun
// phrase the participle modifies, "a resolution introduced | by Congresswoman Lee | calling on …"), only over at most 6
// words with no punctuation, no "and"/"or" (a coordination: "forged documents and | false news | reports") and no
// finite verb (a clause: "the day I became | the first member …"), and not for an infinitive.
function openingWords(ctx: Ctx, [a, b]: Range, cueAt: number): Range {
  const t = ctx.tokens;
  if (b > cueAt || t[a]!.cap || t[a]!.kind !== 'word' || NOT_OPENED.has(t[a]!.lower) || NP_PREPOSITIONS.has(t[a]!.lower)) return [a, b];
  // (not an infinitive's subject, which a phrase with "for" opens: "it is the time for | all Americans | to call for …",
  // "It is the height of | hypocrisy for members of Congress | to say …")
  if (t[cueAt]!.lower === 'to') return [a, b];
  const np = npLeft(ctx, b);
  if (!np || np[1] !== b || np[0] >= a || a - np[0] > 6 || !/^(the|a|an)$/.test(t[np[0]]!.lower)) return [a, b];
  for (let k = np[0]; k < a; k++) if (t[k]!.kind === 'punct' || t[k]!.lower === 'and' || t[k]!.lower === 'or') return [a, b];
  return finiteVerbIn(ctx, np[0], a) ? [a, b] : [np[0], b];
}
// (words that open a noun phrase of their own, or are one)
const NOT_OPENED: ReadonlySet<string> = new Set(['the', 'a', 'an', 'his', 'her', 'their', 'its', 'our', 'my', 'your', 'he', 'she', 'they', 'we', 'i',
  'it', 'you', 'who', 'which', 'that', 'this', 'these', 'those', 'to']);

// A source inside a relative clause set off by commas between the subject and the cue: "Humphrey, | who | calls Trump a
// “sociopath,” said …", "Sandy Phillips, who lost her daughter … in Aurora, | Colorado |, in July 2012, said …", "Mr.
// Slinker, whose latest start-up … helps | brands | find suppliers, said …". The clause describes the subject, which is
// the source (the noun phrase before the clause's comma, npLeft; with a description set off by commas before that,
// "Christopher M. Shelton, the president of the Communications Workers of America, | which endorsed …, said"). PolNeAR
// train: gold's source is the subject without the clause in 7 of 7 such model sources. Only a subject opening its
// clause (no finite verb before it in the sentence) and not a preposition's object.
function subjectBeforeRelative(ctx: Ctx, [a, b]: Range, cueAt: number): Range | null {
  const t = ctx.tokens;
  // (the clause's closing comma right before the cue, or inside the quotation marks closing it: "… a “sociopath,” said")
  if (b > cueAt || !(textAt(t, cueAt - 1, ',') || t[cueAt - 1]?.kind === 'quote' && textAt(t, cueAt - 2, ','))) return null;
  const s0 = ctx.sentences[t[cueAt]!.sent]!.tokStart;
  for (let j = cueAt - 3; j > s0 && j >= cueAt - 45; j--) {
    if (t[j]!.text !== ',' || t[j]!.inQuote >= 0 || !/^(who|which|whose)$/.test(t[j + 1]!.lower)) continue;
    if (a <= j) return null;
    const head = npLeft(ctx, j);
    if (!head || head[1] !== j || finiteVerbIn(ctx, afterDateline(ctx, s0, head[0]), head[0]) || prepositionObject(ctx, { a: head[0], b: head[1], role: 1 })) return null;
    // (a name with its description set off by commas: the name, the description and its closing comma)
    const app = textAt(t, head[0] - 1, ',') ? npLeft(ctx, j + 1) : null;
    return app && app[1] === j + 1 && app[0] < head[0] && hasNameIn(ctx, app[0], head[0]) ? app : head;
  }
  return null;
}
const personIn = (ctx: Ctx, a: number, b: number): boolean => {
  for (let k = a; k < b; k++) if (ctx.mentionAt[k]! >= 0 && ctx.mentions[ctx.mentionAt[k]!]!.type === 'PER') return true;
  return false;
};
const hasNameIn = (ctx: Ctx, a: number, b: number): boolean => {
  for (let k = a; k < b; k++) if (ctx.mentionAt[k]! >= 0) return true;
  return false;
};

// A person's name opening the sentence as one of two subjects joined by "and": "Bernie Sanders | and Ted Cruz both
// campaigned …, hoping …", "Senator Mary Smith and | Senator John Jones | are calling on …": the source is the
// coordination whole (both names, each with its titles and party code). Only two people named (mentions of persons),
// the first opening the sentence after a dateline and "But"/"And", and not a possessive ("Smith and Jones's bill").
function coordinatedSubject(ctx: Ctx, [a, b]: Range, cueAt: number): Range {
  const t = ctx.tokens, s0 = ctx.sentences[t[a]!.sent]!.tokStart;
  let start = afterDateline(ctx, s0, a);
  while (start < a && /^(but|and|so|yet)$/.test(t[start]!.lower)) start++;
  const person = (m: { type: string } | null): boolean => !!m && m.type === 'PER';
  // (the source is the first name: the second after "and", to the cue or before it)
  if (a === start && b < cueAt && t[b]!.lower === 'and' && person(nameBeforeParty(ctx, b))) {
    let k = b + 1;
    while (k < cueAt && titled(t[k]!) && ctx.mentionAt[k]! < 0) k++;
    const mi = ctx.mentionAt[k] ?? -1, m = mi >= 0 ? ctx.mentions[mi]! : null;
    if (!m || m.type !== 'PER' || m.tokStart !== k || m.tokEnd > cueAt) return [a, b];
    let e = m.tokEnd;
    // (its party code: "(D-Calif.)")
    if (textAt(t, e, '(')) { let c = e + 1; while (c < cueAt && c - e < 8 && t[c]!.text !== ')') c++; if (textAt(t, c, ')')) e = c + 1; }
    if (/^['’]s$/.test(t[e]?.text ?? '') || t[e]?.kind === 'quote' || t[e]?.lower === 'and' || textAt(t, e, ',')) return [a, b];
    return [a, e];
  }
  // (the source is the second name: the first before "and", opening the sentence)
  if (b <= cueAt && a > start && t[a - 1]!.lower === 'and') {
    const m = nameBeforeParty(ctx, a - 1);
    if (!person(m) || titlesBefore(ctx, m!.tokStart) !== start || !personIn(ctx, a, b)) return [a, b];
    return [start, b];
  }
  return [a, b];
}

// A source that opens the sentence with its dateline: "WASHINGTON – | Senator Mary Smith …", "WASHINGTON, D.C. – …" (as the
// rules read one, afterDateline), and the press releases' dateline whose dash was lost, "WASHINGTON Senator John Hoeven
// today called on …", "Oakland, CA Congresswoman Barbara Lee (CA-09) is pleased to announce …": a place in capitals (or a
// place and its state's code) opening the paragraph right before a title ("Senator", "Congresswoman", "U.S. Senator"; not
// a place in title case before a title, "Oakland Mayor Libby Schaaf"). The dateline is never the source; the source
// starts after it (also when the model's source started inside it, "CA Congresswoman Barbara Lee").
function pastDateline(ctx: Ctx, [a, b]: Range): Range {
  const t = ctx.tokens, s0 = ctx.sentences[t[a]!.sent]!.tokStart;
  if (a - s0 > 4) return [a, b];
  let k = afterDateline(ctx, s0, b);
  if (k === s0 && t[s0]!.para !== tokenAt(t, s0 - 1)?.para) {
    let j = s0;
    const upper = (x: Ctx['tokens'][number]): boolean => x.kind === 'word' && x.text.length > 1 && x.text === x.text.toUpperCase() && /[A-Z]/.test(x.text) && x.lower !== 'u.s.';
    // ("OAKLAND", "SAN DIEGO", or a place and its state's code, "Oakland, CA")
    while (j < b - 1 && j - s0 < 3 && upper(t[j]!)) j++;
    if (j === s0 && t[j]!.cap && textAt(t, j + 1, ',') && /^[A-Z]{2}$/.test(t[j + 2]?.text ?? '')) j += 3;
    const m = ctx.mentionAt[s0]! >= 0 ? ctx.mentions[ctx.mentionAt[s0]!]! : null;
    const n = t[j]!, title = (x: Ctx['tokens'][number] | undefined): boolean => !!x && x.cap && x.text !== x.text.toUpperCase() && TITLE_HEADS.has(x.lower);
    if (j > s0 && (!m || m.type !== 'PER') && (title(n) || n.lower === 'u.s.' && title(t[j + 1]))) k = j;
  }
  return k > a && k < b ? [k, b] : [a, b];
}

// Token a opens a description right after a comma that closes a person's name within the rules' source from s0
// ("William Conley, | a United States District judge,")
function descriptionOfName(ctx: Ctx, s0: number, a: number): boolean {
  if (!textAt(ctx.tokens, a - 1, ',') || !/^(a|an|the)$/.test(ctx.tokens[a]!.lower)) return false;
  const mi = ctx.mentionAt[a - 2] ?? -1, m = mi >= 0 ? ctx.mentions[mi]! : null;
  return !!m && m.kind === 'name' && m.type === 'PER' && m.tokEnd === a - 1 && m.tokStart >= s0;
}

// The attribution the rules made of a quotation with no cue (a speaker from the sentence's subject, one carried from
// an earlier paragraph, or none) gets the model's cue beside it; one with no source also the model's nearest source,
// and becomes the model's. On PolNeAR train (2-fold, the model trained on the other half) this adds 139 gold cues of
// 192; a source with quoted words in it ("port facilities,”) is a misread quotation and is not taken.
function giveCue(ctx: Ctx, state: AttributionState, cue: TokSpan, content: TokSpan, sources: readonly TokSpan[], index: CueLessIndex): void {
  const s = ctx.tokens[content.a]!.start, e = ctx.tokens[content.b - 1]!.end;
  const c = firstCueLess(index, s, e);
  if (!c) return;
  if (c.source) { c.cue = [cue.a, cue.b]; return; }
  const src = nameAfterModifier(ctx, nearestSource(ctx, cue, sources), cue);
  if (src && !prepositionObject(ctx, src) && !quotedSource(ctx, src)) attach(ctx, c, 'model:reported', [cue.a, cue.b], relativeSourceEnd(ctx, [src.a, src.b], cue.a), 0.6, state);
}

// A source s the model drew before its cue on a name that modifies a noun before a person's name between it and the
// cue: the person is the source ("Cruz | constituent Dan Golvach when said …" drew "Cruz"). Only a name, then common
// nouns up to the person's name.
function nameAfterModifier(ctx: Ctx, s: TokSpan | null, cue: TokSpan): TokSpan | null {
  if (!s || s.b >= cue.a || !ctx.tokens[s.b - 1]!.cap || ctx.tokens[s.b]!.cap) return s;
  for (let k = s.b; k < cue.a; k++) {
    if (ctx.tokens[k]!.kind !== 'word' || !ctx.tokens[k]!.cap && !/^NN/.test(tagAt(ctx, k))) return s;
    const mi = ctx.mentionAt[k] ?? -1, n = mi >= 0 ? ctx.mentions[mi]! : null;
    if (n && n.kind === 'name' && n.type === 'PER' && n.tokStart === k && n.tokEnd <= cue.a) return { a: k, b: n.tokEnd, role: s.role };
  }
  return s;
}

/**
 * The content fragments of the attributions with no cue when the sieve starts (the direct ones first, then the
 * reported ones, each list in its order: `order`), sorted by start, and the longest one's length: giveCue finds those
 * overlapping a content by a binary search instead of a scan of every attribution (which grew with the square of the
 * number of quotations in a long text). Attributions made later have cues, and one that gets a cue is passed over.
 */
interface CueLessIndex { frags: { s: number; e: number; c: Candidate; order: number }[]; longest: number }
function cueLessIndex(state: AttributionState): CueLessIndex {
  const frags: CueLessIndex['frags'] = [];
  let order = 0, longest = 0;
  for (const list of [state.direct, state.reported]) {
    for (const c of list) {
      if (!c.cue) for (const [a, b] of c.content) { frags.push({ s: a, e: b, c, order }); if (b - a > longest) longest = b - a; }
      order++;
    }
  }
  frags.sort((x, y) => x.s - y.s || x.order - y.order);
  return { frags, longest };
}

// The first attribution (in list order) still without a cue whose content overlaps characters [s, e).
function firstCueLess(index: CueLessIndex, s: number, e: number): Candidate | null {
  const { frags, longest } = index;
  let lo = 0, hi = frags.length;
  while (lo < hi) { const m = (lo + hi) >> 1; if (frags[m]!.s < e) lo = m + 1; else hi = m; }
  let best: CueLessIndex['frags'][number] | null = null;
  // (a fragment that starts a longest length or more before s ends before it)
  for (let j = lo - 1; j >= 0 && frags[j]!.s + longest > s; j--) {
    const f = frags[j]!;
    if (f.e > s && !f.c.cue && (!best || f.order < best.order)) best = f;
  }
  return best ? best.c : null;
}

// The proposal the cue filter judges, with the verdicts of the fixed filters it learned from (a naming cue, a term-only
// or name-only content never reach it: the sieve drops them first).
function proposalOf(ctx: Ctx, cue: TokSpan, content: TokSpan, source: TokSpan | null, hedge: boolean, known: boolean, role: Uint8Array): CueProposal {
  const dangling = danglingEnd(ctx, content), prep = !!source && prepositionObject(ctx, source);
  const sent = ctx.sentences[ctx.tokens[cue.a]!.sent]!;
  let ruleInSentence = false;
  for (let k = sent.tokStart; k < sent.tokEnd && !ruleInSentence; k++) if (role[k]) ruleInSentence = true;
  return {
    cue, content, source, hedge, known, phrase: modelPhrase(ctx, cue), dangling, prepObject: prep,
    quoted: hasQuotedWords(ctx, content), ruleInSentence, rules: known && !dangling && !prep && (!!source || hedge),
  };
}

// --explain: why a model cue was kept or dropped
function traceProposal(ctx: Ctx, p: CueProposal, v: { keep: boolean; p: number }): void {
  const s = ctx.tokens[p.content.a]!.start, e = ctx.tokens[p.content.b - 1]!.end;
  const cue = ctx.text.slice(ctx.tokens[p.cue.a]!.start, ctx.tokens[p.cue.b - 1]!.end);
  const by = Number.isNaN(v.p) ? 'the fixed filters' : `the cue filter (p ${v.p.toFixed(2)}; fixed filters: ${p.rules ? 'keep' : 'drop'})`;
  const what = v.keep && !p.known ? 'dropped (no reporting word in the lexicon), taken' : v.keep ? 'kept' : 'dropped';
  ctx.messages.push({ code: 'trace', message: `model cue "${cue}": ${what} by ${by}`, span: { start: s, end: e, text: ctx.text.slice(s, e) }, rule: 'model:reported' });
}

// The cue is a passive: a form of "be" then a past participle, with no "by" after it ("are confirmed", "was announced")
// (not an adjective of feeling or stance in -ed: "is pleased to announce", "was disappointed that", "are deeply
// concerned about", "are opposed to" say what the subject feels, and the subject is the source. PolNeAR train: gold's
// source is the subject of 6 of the 7 such model cues, which had none; first 3,000 press releases: 16 "is pleased to
// announce" and 5 others given their subject, 1 wrong, "X, in partnership with the Departments of …, is pleased")
function passiveCue(ctx: Ctx, cue: TokSpan): boolean {
  let be = false;
  for (let k = cue.a; k < cue.b; k++) {
    const l = ctx.tokens[k]!.lower;
    if (/^(is|are|was|were|be|been|being)$/.test(l)) be = true;
    else if (be && FEELING_ADJECTIVES.has(l)) return false;
    else if (be && /(?:ed|en|wn|told|said|thought|forecast)$/.test(l)) return ctx.tokens[cue.b]?.lower !== 'by';
  }
  return false;
}
const FEELING_ADJECTIVES: ReadonlySet<string> = new Set(['pleased', 'thrilled', 'delighted', 'excited', 'concerned', 'worried', 'disappointed', 'troubled',
  'alarmed', 'outraged', 'frustrated', 'encouraged', 'heartened', 'saddened', 'dismayed', 'shocked', 'surprised', 'relieved', 'honored', 'honoured',
  'humbled', 'gratified', 'opposed', 'committed', 'convinced', 'satisfied', 'disturbed', 'angered', 'appalled', 'horrified', 'disgusted',
  'elated', 'overjoyed', 'incensed', 'grieved', 'enraged', 'perplexed', 'puzzled', 'baffled', 'confused', 'annoyed', 'irritated', 'offended', 'scared',
  'terrified', 'stunned', 'astonished', 'amazed', 'impressed', 'intrigued', 'interested', 'unconvinced', 'undeterred', 'unimpressed', 'unsatisfied', 'dissatisfied']);

// A passive of naming, judging or expecting ("was announced the winner", "is considered a liberal", "has been accused of
// …", "is projected to be …"), whose subject is what is said (PolNeAR train: the subject is the content's first fragment
// 30 times in 32 the span model found such a cue); not one of asking or telling, whose subject is the one addressed
// ("was asked to name …", "was told that …").
const NAMING_PASSIVES: ReadonlySet<string> = new Set(['accused', 'announced', 'declared', 'considered', 'criticized', 'criticised', 'described', 'dubbed',
  'expected', 'known', 'mentioned', 'portrayed', 'projected', 'recognized', 'regarded', 'seen', 'viewed', 'believed', 'thought', 'deemed',
  'labeled', 'labelled', 'branded', 'rumored', 'suspected', 'predicted', 'estimated', 'written', 'touted', 'billed', 'hailed', 'nicknamed']);
function namingPassive(ctx: Ctx, cue: TokSpan): boolean {
  for (let k = cue.a; k < cue.b; k++) if (NAMING_PASSIVES.has(ctx.tokens[k]!.lower)) return true;
  return false;
}

// "Gonzalez, along with eight of his House colleagues, sent a letter to Speaker Pelosi, urging her to …": a participle
// after a comma reports what the sentence's subject says, not what a noun phrase nearer to it says (the one written to,
// an adjunct's). The cue filter judges the proposal with the nearest source, as it was trained; a person opening the
// sentence (sentenceSubject, as the participle rule reads it, named or a pronoun) then replaces that source when there
// is none, or when it is the object of a preposition or comes after a verb in the past ("sent a letter to").
function participleSubject(ctx: Ctx, cue: TokSpan, near: TokSpan | null): TokSpan | null {
  const t = ctx.tokens[cue.a]!;
  // (or right after the one written to: "led a letter to Secretary Frank Kendall urging him to …")
  // (or a second verb of the subject's: "Congressman García also drew a contrast …, and urged Congress to pass …", when
  // the model found no source for it)
  const coordinated = !near && ctx.tokens[cue.a - 1]?.lower === 'and';
  // (or a speech or writing the model took for the source: "delivered remarks on the Senate floor urging …")
  const medium = near !== null && near.b <= cue.a && MEDIUM_NOUNS.has(ctx.tokens[near.b - 1]!.lower) && ctx.mentionAt[near.b - 1]! < 0;
  // (or after a preposition, "is facing skepticism after saying …", "has gone further than Mr. Obama by proposing …":
  // PolNeAR train gives 118 of 171 such cues the subject before them in the sentence)
  const prepLed = t.lower.endsWith('ing') && /^(by|after|while|before|when|since|without|upon|through)$/.test(ctx.tokens[cue.a - 1]?.lower ?? '');
  // (or the group the subject led, right before the participle: "In July, he led | a group of senators | urging the
  // committee to act" is his, as "led a letter to …" is)
  const ledGroup = near !== null && near.b === cue.a && /^(led|leads|leading)$/.test(ctx.tokens[near.a - 1]?.lower ?? '');
  if (!coordinated && !prepLed && (!t.lower.endsWith('ing') || ctx.tokens[cue.a - 1]?.text !== ',' && !(near && near.b === cue.a && (objectOf(ctx, near) || ledGroup)) && !medium)) return null;
  const subj = sentenceSubject(ctx, ctx.sentences[t.sent]!.tokStart, cue.a);
  // (not a name inside the subject: "The inauguration of Barack Obama … is …, signaling …")
  if (!subj || prepositionObject(ctx, { a: subj[0], b: subj[1], role: 1 })) return null;
  // (the name after its titles: "Congressman Jim Costa", "Congressman Gomez and Congresswoman Pressley")
  let h = subj[0];
  while (h < subj[1] - 1 && ctx.mentionAt[h]! < 0 && titled(ctx.tokens[h]!)) h++;
  const mi = ctx.mentionAt[h]!;
  // (any speaker the rules read as the subject, an organization or a group, when the model found no source at all
  // for a participle after a comma: "The Post intervened in April, | arguing …", "the families of the company's founders
  // had mobilized, | warning …"; the model's nearest source otherwise stays, as the cue filter judged it)
  const anySpeaker = !near && ctx.tokens[cue.a - 1]?.text === ',';
  if (!anySpeaker && !(mi >= 0 && ctx.mentions[mi]!.type === 'PER' || subj[1] - subj[0] === 1 && SUBJECT_PRONOUNS.has(ctx.tokens[subj[0]]!.lower))) return null;
  if (near && !prepLed && (subj[0] >= near.a || !medium && !ledGroup && !objectOf(ctx, near) && !pastVerbBetween(ctx, subj[1], near.a))) return null;
  // (the model's source holding the subject is the better phrase: "Mr. Trump", "She and her aides", "Owen Jones, a columnist")
  if (prepLed && near && (near.a <= subj[0] && near.b >= subj[1] || !objectOf(ctx, near) && !pastVerbBetween(ctx, subj[1], near.a))) return null;
  if (subj[1] > cue.a) return null;
  return { a: subj[0], b: subj[1], role: 1 };
}
// A one-word cue with no source that is a modifier before its noun, or an opener with no one to say it: "public notice
// for | proposed | voting laws", "certain kinds of | proposed | changes", "MDOL's plan and | projected | timeline",
// "For | claims | that undergo …", "| Expected | to bring 175 Airmen, the new mission will …", "| Say | what you want
// about …". Found reviewing press releases 6,000-6,400: 15 such model attributions, none a statement. Only an
// adjective, a participle or a noun as the tagger reads it (a verb after "and" is the subject's second verb: "Mr. Trump
// has disparaged immigrants, and | vowed | to …", 9 gold cues on PolNeAR train), and after "and" only between nouns;
// opening a sentence only "Say what" and a participle before "to" (headlines, "| Supporting | Donald Trump", are gold's).
const MODIFIER_BEFORE: ReadonlySet<string> = new Set(['for', 'of', 'the', 'a', 'an', 'certain', 'any', 'its', 'their', 'our', 'his', 'her', 'new', 'and', 'or']);
function sourcelessModifier(ctx: Ctx, cue: TokSpan): boolean {
  if (cue.b - cue.a !== 1) return false;
  const t = ctx.tokens[cue.a]!, before = ctx.tokens[cue.a - 1], next = ctx.tokens[cue.b]?.lower ?? '', tag = tagAt(ctx, cue.a);
  if (cue.a === ctx.sentences[t.sent]!.tokStart) return t.lower === 'say' && next === 'what' || tag === 'VBN' && next === 'to';
  if (!before || !MODIFIER_BEFORE.has(before.lower)) return false;
  if (!(before.lower === 'and' || before.lower === 'or')) return /^(JJ|VBN|NNS?)$/.test(tag);
  // (after "and", one lower-case noun after it and one before: "plan and | projected | timeline", which the tagger
  // reads as a verb in the past)
  const n = ctx.tokens[cue.b];
  return /^(JJ|VBN|VBD)$/.test(tag) && !!n && !n.cap && /^NNS?$/.test(tagAt(ctx, cue.b)) && /^NNS?$/.test(tagAt(ctx, cue.a - 2));
}

// A cue of a preposition and a past participle is a modifier of the noun after it, whatever source the model drew:
// "public notice | for proposed | voting changes", headlines "Urges GAO Investigation | of Reported | Voting
// Irregularities", "Legislation | in Promised | Infrastructure Aid" (first 3,000 press releases: 2, none a statement;
// PolNeAR train's model cues after a preposition are gerunds, "in calling for", "for publicly defending").
const MODIFIER_PREPOSITIONS: ReadonlySet<string> = new Set(['for', 'of', 'in', 'on', 'with', 'about']);
function prepositionModifier(ctx: Ctx, cue: TokSpan): boolean {
  return cue.b - cue.a === 2 && MODIFIER_PREPOSITIONS.has(ctx.tokens[cue.a]!.lower) && ctx.tokens[cue.a + 1]!.lower.endsWith('ed');
}

// A source right before a participle cue that is the one written to, not the writer: "sent a letter to | Speaker Nancy
// Pelosi and Senate Majority Leader Chuck Schumer | urging them to …", "delivered a letter to President | Biden | today
// urging him …", "a letter to | the White House | calling for …", "to Rep. Mark Takano (CA-41), | the Chairman of the
// House Veterans' Affairs Committee, | urging him …" (participleSubject found no subject of the sentence to take
// instead): the index of that "to", or -1. Press releases 6,000-6,400: 11 such sources, all the addressee; PolNeAR
// train: none of its model sources.
const ADDRESSING: ReadonlySet<string> = new Set(['letter', 'letters', 'wrote', 'write', 'writing', 'plea', 'petition', 'appeal', 'statement', 'written']);
function addressedAt(ctx: Ctx, cue: TokSpan, s: TokSpan): number {
  const t = ctx.tokens[cue.a]!;
  const first = t.lower === 'today' ? ctx.tokens[cue.a + 1] : t;
  if (!first || !first.lower.endsWith('ing') || s.b > cue.a) return -1;
  // (between the source and the cue only the rest of a name, "today" or a comma)
  for (let k = s.b; k < cue.a; k++) { const x = ctx.tokens[k]!; if (!(x.cap || x.text === ',' || x.lower === 'today')) return -1; }
  // (back from the source over a name's words, its titles, an acronym in brackets and an appositive's small words to
  // "to" after a letter or a verb of writing)
  const s0 = ctx.sentences[t.sent]!.tokStart;
  for (let k = s.a - 1; k > s0 && k >= s.a - 25; k--) {
    const x = ctx.tokens[k]!;
    if (x.lower === 'to') return ADDRESSING.has(ctx.tokens[k - 1]!.lower) || ADDRESSING.has(ctx.tokens[k - 2]?.lower ?? '') ? k : -1;
    if (!(x.cap || x.kind !== 'word' || /^(of|and|the|for|on|&)$/.test(x.lower))) return -1;
  }
  return -1;
}

// The sentence's subject before token `to` when it is a person named (after its titles: "Rep. Dan Newhouse (R-WA)
// joined 68 lawmakers in a bicameral letter to …", "Congressman Clay Higgins (R-LA) and the entire Louisiana
// congressional delegation delivered a letter to …"); not a place, an office or a date the subject reader took
// ("Today", "Bay Area", "Supreme Court" on the first 3,000 press releases).
function personSubject(ctx: Ctx, start: number, to: number): Range | null {
  const subj = sentenceSubject(ctx, start, to);
  if (!subj || subj[1] > to) return null;
  let h = subj[0];
  while (h < subj[1] - 1 && ctx.mentionAt[h]! < 0 && titled(ctx.tokens[h]!)) h++;
  const mi = ctx.mentionAt[h]!;
  return mi >= 0 && ctx.mentions[mi]!.type === 'PER' ? subj : null;
}

// "recognize" of an award, not of a fact: "Steube | recognized | Okeechobee Mayor Dowling Watford as the August MVP",
// "each week I | recognize | an outstanding Kentucky small business", "MVPs … | are publicly recognized in | Steube's
// newsletter", "Sears | was recognized | as part of Sen. Sullivan's series": a passive, or a content opening on a name or
// on "a"/"an" (press releases 6,000-6,400: 6 such, none a statement; PolNeAR train's gold "recognize" contents open on
// "that", "the", "this", a plain noun); not a month a proclamation names ("a proclamation recognizing | June as
// Caribbean-American Heritage Month")
function honoring(ctx: Ctx, cue: TokSpan, content: TokSpan, passive: boolean): boolean {
  let r = false;
  for (let k = cue.a; k < cue.b && !r; k++) if (ctx.tokens[k]!.lower.startsWith('recogni')) r = true;
  if (!r) return false;
  const c = ctx.tokens[content.a]!;
  const be = /^(is|are|was|were|be|been|being)$/.test(ctx.tokens[cue.a]!.lower), k = ctx.tokens[cue.a + 1]?.lower.endsWith('ly') ? cue.a + 2 : cue.a + 1;
  if (content.a >= cue.b && MONTHS.has(c.lower)) return false;
  return passive || be && k < cue.b && ctx.tokens[k]!.lower.startsWith('recogni') || content.a >= cue.b && (c.lower === 'a' || c.lower === 'an' || c.cap && content.a !== ctx.sentences[c.sent]!.tokStart);
}

// A model source of one word that the tagger reads as an adjective, an adverb, a verb, a preposition or a conjunction
// ("clearly intended", "before optimistically predicting", "while trying to explain", "too close to call for"): a word
// the model misread, not the speaker; not a quantifier standing for people ("many worried", "few believe", "most
// oppose", tagged as adjectives) nor a contracted pronoun ("they're mostly proposing"). Found reviewing PolNeAR train
// 760-799: 14 such sources on train, none of them gold's.
const QUANTIFIER_SOURCES: ReadonlySet<string> = new Set(['many', 'few', 'most', 'several', 'some', 'all', 'both', 'none', 'others', 'each', 'more', 'fewer', 'half']);
function wordNoSource(ctx: Ctx, s: TokSpan): boolean {
  const t = ctx.tokens[s.a]!;
  return s.b - s.a === 1 && !t.cap && !QUANTIFIER_SOURCES.has(t.lower) && !/['’]/.test(t.text) && /^(JJ|RB|VB|IN|CC|TO)/.test(tagAt(ctx, s.a));
}

// "She has spoken at length about …", "Ted Cruz, who won Oklahoma …, is calling for …": a finite cue,
// not a passive one, that the model tagged no source for is said by its subject, the noun phrase right before it as the
// rules read one (npLeft), when that phrase is in the cue's sentence and is not a preposition's object; not past a
// discourse word opening the sentence ("Yet even leaders on the political left | are questioning"), nor for a cue of
// seeming ("it seems that …", "It appeared …": no one's statement).
function cueSubject(ctx: Ctx, cue: TokSpan): TokSpan | null {
  if (!finiteVerbIn(ctx, cue.a, cue.b) || passiveCue(ctx, cue)) return null;
  for (let k = cue.a; k < cue.b; k++) if (/^(seem|seems|seemed|appear|appears|appeared)$/.test(ctx.tokens[k]!.lower)) return null;
  const r = npLeft(ctx, cue.a);
  if (!r || ctx.tokens[r[0]]!.sent !== ctx.tokens[cue.a]!.sent) return null;
  let a = r[0];
  while (a < r[1] - 1 && /^(and|but|yet|so|still|meanwhile|however)$/.test(ctx.tokens[a]!.lower)) a++;
  const s = { a, b: r[1], role: 1 };
  return prepositionObject(ctx, s) ? null : s;
}
const SUBJECT_PRONOUNS: ReadonlySet<string> = new Set(['he', 'she', 'they', 'we', 'i']);
// the object of a preposition, "to" among them ("a letter to Speaker Pelosi")
// (after the title and the article before the name: "a letter to Secretary John Doe", "to the U.S. Department of State")
// (and over the people named before it with "and": "to President-elect Joe Biden and Vice President-elect Kamala Harris")
const titled = (t: Ctx['tokens'][number]): boolean => TITLE_HEADS.has(t.lower) || TITLE_MODIFIERS.has(t.lower) || /^(the|u\.s\.)$/.test(t.lower) || /-elect$/.test(t.lower);
const objectOf = (ctx: Ctx, s: TokSpan): boolean => {
  let a = s.a;
  while (a > 0 && a > s.a - 4 && titled(ctx.tokens[a - 1]!)) a--;
  if (ctx.tokens[a - 1]?.lower === 'and') {
    let j = a - 1;
    // (over a name with its small words and its acronym: "to the Department of Health and Human Services (HHS) and the FDA")
    const inName = (t: Ctx['tokens'][number]): boolean => t.cap && t.kind === 'word' || titled(t) || /^(of|for|and|&|\(|\))$/.test(t.lower);
    while (j > 0 && j > a - 14 && ctx.tokens[j - 1]!.sent === ctx.tokens[a]!.sent && inName(ctx.tokens[j - 1]!)) j--;
    while (j < a - 1 && !(ctx.tokens[j]!.cap || titled(ctx.tokens[j]!))) j++;
    if (j < a - 1) a = j;
  }
  const t = { a, b: s.b, role: s.role };
  return prepositionObject(ctx, t) || ctx.tokens[a - 1]?.lower === 'to';
};
function pastVerbBetween(ctx: Ctx, a: number, b: number): boolean {
  for (let k = a; k < b; k++) {
    const t = ctx.tokens[k]!;
    if (t.kind === 'word' && !t.cap && t.inQuote < 0 && (/[^e]ed$/.test(t.lower) || PAST_VERBS.has(t.lower))) return true;
  }
  return false;
}
const PAST_VERBS: ReadonlySet<string> = new Set(['sent', 'wrote', 'led', 'met', 'made', 'took', 'gave', 'held', 'spoke', 'told', 'brought', 'sought', 'joined', 'signed']);

function quotedSource(ctx: Ctx, s: TokSpan): boolean {
  for (let k = s.a; k < s.b; k++) if (ctx.tokens[k]!.kind === 'quote' || ctx.tokens[k]!.inQuote >= 0) return true;
  return false;
}

const overlap = (x: TokSpan, a: number, b: number): number => Math.max(0, Math.min(x.b, b) - Math.max(x.a, a));

// The rules' attributions in this paragraph, revised by the model: a reported statement whose cue the model does
// not tag is dropped; where the model draws the source or content of the same cue differently, its boundaries win.
// (The model's spans of one role are in text order and do not overlap: those overlapping a range are found by a
// binary search, not a scan of the paragraph's spans for each attribution, which grew with the square of a
// paragraph's length: 24,000 attributions in one paragraph took 5 s.)
function reviseRules(ctx: Ctx, state: AttributionState, own: RuleCandidates | undefined, pa: number, pb: number, spans: readonly TokSpan[], sources: readonly TokSpan[], contents: readonly TokSpan[]): boolean {
  if (!own) return false;
  let changed = false;
  const charTok = (c: number): number => {
    let lo = pa, hi = pb;
    while (lo < hi) { const m = (lo + hi) >> 1; if (ctx.tokens[m]!.end <= c) lo = m + 1; else hi = m; }
    return lo;
  };
  const cues = spans.filter((x) => x.role === 2);
  for (const [list, mine] of [[state.reported, own.reported], [state.direct, own.direct]] as const) {
    for (let i = mine.length - 1; i >= 0; i--) {
      const c = mine[i]!;
      if (!c.cue || !c.rule || c.rule.startsWith('model:') || c.cue[0] < pa || c.cue[0] >= pb || RULES_SPANS_KEPT.has(c)) continue;
      const cue = firstOverlapping(cues, c.cue[0], c.cue[1]);
      if (!cue) {
        // (not a poll's finding: "In a CNN poll, …" came after the model was trained, which never saw "In" as a rule's cue;
        // nor a name and a colon opening a headline, whose colon the model tags as a cue or not from one training to the
        // next: "Lynch: No outside influence on FBI probe")
        // (nor a participle of citing or referring after a comma, citingParticiple)
        if (list === state.reported && c.rule !== 'in-poll' && !(c.rule === 'colon-cue' && !!c.source && c.source[1] === c.cue[0] && c.source[0] === ctx.sentences[ctx.tokens[c.cue[0]]!.sent]!.tokStart && hasNameIn(ctx, c.source[0], c.source[1]))
          && !citingParticiple(ctx, c)) { list.splice(list.indexOf(c), 1); changed = true; }
        continue;
      }
      // (not a quotation's cue run on to a preposition whose object it leaves out: "said at | a recent POLITICO event",
      // "said on | CBS's ''Face the Nation''"; on PolNeAR train none of 23 such cues was gold's, the rules' verb 15; also
      // before a quoted object: "he said on | “Meet the Press.”")
      const danglingPrep = list === state.direct && cue.b > c.cue[1] && DANGLING_PREPOSITIONS.has(ctx.tokens[cue.b - 1]!.lower)
        && /^(word|quote)$/.test(tokenAt(ctx.tokens, cue.b)?.kind ?? '')
        // (nor one run on over the preposition into its quoted object: "he said on “Meet the Press.”" read the title too)
        || list === state.direct && cue.b > c.cue[1] + 1 && DANGLING_PREPOSITIONS.has(ctx.tokens[c.cue[1]]!.lower) && ctx.tokens[c.cue[1] + 1]?.kind === 'quote'
        // (a quotation's cue after it, run on by two words or more to a function word or a participle whose object it leaves
        // out: "said in introducing | Mr. Cruz", "said when asked about | Trump's temperament", "said in one of | her debates";
        // PolNeAR train: gold has the rules' verb in 12 of 18, the whole phrase in 5, never the cut phrase)
        || list === state.direct && c.rule === 'trailing-cue' && cue.a <= c.cue[0] && cue.b >= c.cue[1] + 2 && ctx.tokens[cue.b]?.kind === 'word'
          && (TAIL_FUNCTION_WORDS.has(ctx.tokens[cue.b - 1]!.lower) || ctx.tokens[cue.b - 1]!.lower.endsWith('ing'))
        || list === state.direct && c.rule === 'trailing-cue' && cutInPhrase(ctx, c.cue[1], cue.b);
      if ((cue.a !== c.cue[0] || cue.b !== c.cue[1]) && !danglingPrep && !dropsVerb(ctx, c.cue, cue) && !adjunctClosingCue(ctx, c, cue) && !topicBeforeColon(ctx, c, cue) && !auxiliaryBeforeHedge(ctx, c, cue) && !overAddressee(c, cue)) moveCue(own, c, [cue.a, onDayEnd(ctx, c.cue[1], saidOfEnd(ctx, cue))]);
      // (the rules' content, before the model redraws it)
      const rulesContent = c.content.slice();
      // (a speaker label's turn is the whole paragraph, whatever the model drew in it: "WALLACE: Senator, you said …" was
      // "Senator")
      if (c.content.length === 1 && c.rule !== 'transcript-label') {
        const [cs, ce] = c.content[0]!;
        const a = charTok(cs), b = charTok(ce - 1) + 1;
        // the same content, redrawn: the first that overlaps it by half the shorter of the two
        let m: TokSpan | null = null;
        // (the tokens from a up to `seen` read for another rule cue: once each, however many spans start past them)
        let seen = a, later = false;
        for (let j = firstEndingAfter(contents, a); j < contents.length && contents[j]!.a < b; j++) {
          const x = contents[j]!;
          // (not a content that starts past a second cue of the rules' inside this one: it is that cue's, "Brownell said he
          // makes $41,000 a year and questioned | how he would be helped …" took the question for what he said)
          for (; !later && seen < x.a; seen++) later = otherRuleCueAt(own, c, seen);
          if (later) break;
          // (not a later start for words opened by a capital right after the cue and a comma or colon: "Brooks concluded,
          // For nearly two years … ignored | the problem")
          // (a content ending before "and" is not cut mid-phrase when a second cue of the same source follows: "said | he
          // makes $41,000 a year | and questioned how …")
          if (overlap(x, a, b) * 2 >= Math.min(b - a, x.b - x.a) && (!danglingEnd(ctx, x) || coordinatedRuleCueAt(ctx, own, c, x.b))) {
            const rest = x.a === a ? relativeLeftOut(ctx, x, b) : -1;
            if (rest > 0) c.content = [[ctx.tokens[a]!.start, ctx.tokens[x.b - 1]!.end], [ctx.tokens[rest]!.start, ctx.tokens[b - 1]!.end]];
            m = rest > 0 || rulesContentStands(ctx, own, c, x, a, b) ? null : x; break;
          }
        }
        // (a quotation is never cut short: the model may lead into it, not drop its words; a quotation of three
        // sentences ended at "[...]", where the model's content did)
        if (m && list === state.direct && (m.a > a || m.b < b)) m = null;
        // (a quotation opening on a small letter that its sentence leads into, where the model drew the sentence's opening
        // words as a content of their own: "Mrs. Clinton | , with her service as secretary of state …, ''is seen as the
        // heir,'' he said" is one statement from the sentence's start, as leadInStart reads one the model ran on over)
        if (m && m.a === a && list === state.direct && c.rule === 'trailing-cue') { const f = leadFragment(ctx, contents, a); if (f >= 0) m = { a: f, b: m.b, role: m.role }; }
        // (nor an opening "According to X," cut to start after another reporting word: "According to the Independent
        // Journal, Apple has stated | it will not fund …"; gold keeps the whole clause in 14 of 14 on PolNeAR train)
        // (nor a sentence-final attribution's content cut to an inner reporting word's clause: "He agreed | to sell it to
        // Mr. Trump in 2010, records show"; gold keeps the whole clause in 13 of 17 on PolNeAR train)
        // (nor to start after a cue of the model's own there, the words before it read as a statement of their own: "Cruz
        // | electrified | the small crowds with …, Stovall said"; gold runs the content to the comma in 15 of 15 such)
        if (m && (c.rule === 'according-to' && c.cue[0] < a || c.rule === 'sentence-final-cue') && m.a > a && (cueWordIn(ctx, a, m.a) || c.rule === 'sentence-final-cue' && cues.some((k) => k.a >= a && k.b <= m!.a))) m = null;
        if (m && (m.a !== a || m.b !== b)) {
          // (a quotation the model's content leads into from mid-sentence: from the sentence's start, "Belgium failed to
          // discover a Salafist cell … and ''should possibly have acted sooner,'' said Ralf Jäger" began at "a Salafist cell")
          // (and one it starts mid-phrase, after a word that is no reporting word, "that" or punctuation, from the
          // sentence's start over a reporting word in it: "In one such email, Carter discussed how he had mistakenly placed
          // | a note card in a “burn bag,” the Times reported", "The former secretary of state will play | the “woman card,”
          // she said"; PolNeAR train, quotations with a trailing cue: gold starts 8 of 10 such contents at the sentence's
          // start, and 13 of 18 that the model starts right after a reporting word there)
          // (not back over a colon right before a quotation whose cue follows it: the words before the colon are the
          // sentence's own statement, "Rhimes declared the need for strong will, ambition and drive: | “Change the world
          // …,” she said"; PolNeAR train: gold starts the content at the quotation in 7 of 7 such, 6 of them trailing cues)
          // (nor back over the one spoken to and the colon after a leading cue: "She says | to Nevadans: | “You deserve …”")
          if (list === state.direct && m.a < a && ctx.tokens[a - 1]?.text === ':' && !!c.cue && (c.cue[0] >= b || c.cue[1] === m.a && a - m.a <= 6 && /^(to|about|of)$/.test(ctx.tokens[m.a]!.lower))) m = { a, b: m.b, role: m.role };
          // (never across a sentence end the rules' content does not cross: the model may run a reported statement on into
          // the quotation after it, "Leahy announced that he will convene a hearing in Newtown, Conn. | "The Senate should
          // act now," he said", or lead a quotation in from the statement before it, merging the two sentences and losing
          // one attribution; sentenceBounded)
          m = sentenceBounded(ctx, m, a, b);
          if (list === state.direct && m.a < a) m = { a: leadInStart(ctx, m.a, c, midPhrase(ctx, m.a)), b: m.b, role: m.role };
          // (a redrawn end inside a name the rules' content runs on over is the name's end: nameEnd)
          if (m.b < b) m = { a: m.a, b: Math.min(b, nameEnd(ctx, m.b, b)), role: m.role };
          // (and a redrawn start inside a person's name the rules' content holds whole is the name's start: "told NPR |
          // Hamza | bin Laden had appeared …" began at "bin"; not an "according to", whose source the model redraws with
          // its content, "According to the United Nations' Food and Agriculture Organization's …")
          if (m.a > a) { const ni = ctx.mentionAt[m.a]!, n = ni >= 0 ? ctx.mentions[ni]! : null; if (n && n.kind === 'name' && n.type === 'PER' && n.tokStart < m.a && n.tokStart >= a && c.rule !== 'according-to') m = { a: n.tokStart, b: m.b, role: m.role }; }
          // (nor an end inside a parenthesis: a statement does not stop inside brackets it opened. One inside the rules'
          // statement is the statement's, "said hundreds of ISIS (Islamic State of Iraq and Syria | ) fighters escaped …";
          // one closing it is the writer's aside, the statement ends before it, "proposed raising taxes on investment income
          // | (which Clinton also | supports)". PolNeAR train: none of the 21 contents left with a parenthesis open is gold's)
          if (m.b < b) { const p = openParenAt(ctx, m.a, m.b); if (p >= 0) m = { a: m.a, b: asideToEnd(ctx, p, b) ? (p - m.a >= 2 ? p : m.b) : b, role: m.role }; }
          // (nor a view cut before its "as" phrase: "Clinton sees the issue | as a way to solidify her advantage", "who
          // viewed it | as an attempt to …"; PolNeAR train: gold's content runs on over the "as" phrase after 37 of the 38
          // cues "see"/"view" followed by one; this fixes 3 contents the model cut and breaks none)
          if (m.b < b && ctx.tokens[m.b]!.lower === 'as' && !!c.cue && SEE_AS.has(ctx.tokens[c.cue[1] - 1]!.lower)) m = { a: m.a, b, role: m.role };
          // (nor cut before a clause of time, cause or condition with no comma before it that the rules' content runs on
          // over: "spoke about how much workers' pensions have been cut | since the plant closed"; PolNeAR train: gold runs
          // a content on over "since", "because", "if", "until", "once", "unless", "(al)though" about 850 times, ends before one 41)
          if (m.b < b && m.b > m.a + 1 && CLAUSE_GOES_ON.has(ctx.tokens[m.b]!.lower) && ctx.tokens[m.b + 1]?.kind === 'word' && ctx.tokens[m.b - 1]!.kind === 'word') m = { a: m.a, b, role: m.role };
          // (nor cut at either dash of a pair set off inside the statement that the rules' content runs on over: "indicate
          // that — at least for now | — Republicans seem to be unifying", "want to see her focus on strength | — not
          // frustration — when she takes on the senator"; dashPairCut. PolNeAR train: gold runs on over the pair in 8 of
          // 11 contents cut at its closing dash, 11 of 15 cut at its opening one)
          if (m.b < b && dashPairCut(ctx, c, m, b)) m = { a: m.a, b, role: m.role };
          // (not ending on a comma: "… in the development of green jobs, | which I believe …, said Congresswoman Lee.")
          if (m.b - m.a > 1 && ctx.tokens[m.b - 1]!.text === ',' && ctx.tokens[m.b - 1]!.inQuote < 0) m = { a: m.a, b: m.b - 1, role: m.role };
          c.content[0] = [ctx.tokens[m.a]!.start, ctx.tokens[m.b - 1]!.end];
          if (list === state.reported) c.kind = hasQuotedWords(ctx, m) ? 'mixed' : 'indirect';
        }
      }
      if (c.cue) keepCueOffContent(ctx, c, charTok);
      if (c.source) {
        const src = c.source;
        let m = firstOverlapping(sources, src[0], src[1]);
        // (a source after its cue is not run on past the comma before a participle about the speaker: "said Senator Mark S.
        // Kirk, Republican of Illinois, | becoming the first Republican senator …"; participleAfterComma)
        if (m && c.cue && c.cue[1] <= src[0] && m.b > src[1]) { const k = participleAfterComma(ctx, src[1], m.b); if (k > 0) m = { a: m.a, b: k + 1, role: m.role }; }
        // (a source the model opened on the relative pronoun of the subject's own clause is that subject with its clause:
        // "A strategist who worked for Obama and | who spoke on the condition of anonymity | said" (the words of
        // anonymity then left out, beforeAnonymity); relativeSubject)
        if (m && m.b - m.a >= 3) { const r = antecedent(ctx, m); if (r >= 0 && r >= ctx.sentences[ctx.tokens[m.a]!.sent]!.tokStart) m = { a: r, b: m.b, role: m.role }; }
        // (nor cut after its article or determiner, the noun left out: "read | the | warning" was "the")
        if (m && m.b < src[1] && m.b > src[0] && /^(the|a|an|his|her|their|its|our|my|this|that|these|those)$/.test(ctx.tokens[m.b - 1]!.lower)) m = null;
        // (a list the rules read whole is not cut to its last members after a comma: "Friends, | lobbyists and former
        // foes | say", listSourceStart)
        if (m && m.a > src[0] && m.a < src[1] && textAt(ctx.tokens, m.a - 1, ',')) { const l = listSourceStart(ctx, m.a, m.b); if (l < m.a && l >= src[0]) m = { a: l, b: m.b, role: m.role }; }
        // (a source after its cue with a description set off by commas keeps the comma closing it before a participle
        // phrase about the speaker, as participleAfterComma cuts a longer one and as PolNeAR mostly marks it
        // (withoutTrailingComma in attribute.ts): "said Senator Jane Doe, Democrat of Ohio | , becoming …"; not a list of
        // names, nor before a phrase of the occasion, "said Tommy Vietor, a former spokesman …, in an interview")
        if (m && c.cue && c.cue[1] <= m.a && descriptionBeforeComma(ctx, m)) m = { a: m.a, b: m.b + 1, role: m.role };
        // (a list of names the rules read whole, "Leahy, Sanders and Welch", is not cut to the part the model tagged)
        // (not into an "according to" set off mid-sentence's second fragment: "One child was, according to the fire
        // service, among the dead.")
        // (nor to a span that ends on a name whose possessive follows: "According to Rathbun, a detective for the Los Angeles
        // Sheriff | 's office was provided …")
        // (nor a subject with its relative clause, "the man who built his career on it", cut to a part of it, nor a name's
        // relative clause after a comma cut short: "said Le Pen, who | has also garnered …")
        if (m && (m.a !== src[0] || m.b !== src[1]) && !(m.a >= src[0] && m.b <= src[1] && (nameList(ctx, src[0], src[1]) || relativeIn(ctx, src) >= 0 || cutInClause(ctx, src, m.b)))
          && !(m.b > src[1] && possessiveAfter(ctx, m.b)) && !/^(who|which|whose)$/.test(ctx.tokens[m.b - 1]!.lower)
          // (nor one ending on an article or a possessive, cut before its noun: "…, read the | warning" drew "the")
          && !/^(the|a|an|his|their|its|our|my)$/.test(ctx.tokens[m.b - 1]!.lower)
          // (nor a person's name with its description set off by commas cut to the description: "The move came after
          // William Conley, | a United States District judge, | ordered …", the name inside a clause the model did not
          // read as the subject; descriptionOfName)
          && !(m.a > src[0] && m.b <= src[1] && descriptionOfName(ctx, src[0], m.a))
          // (nor a source cut at the comma before the description set off after it that the rules' source holds: "In the new
          // Morning Consult poll | , conducted March 11-13, | 40 percent …", "said Tommy Vietor | , a former spokesman …")
          // (a relative clause set off so is cut off: "said Higgins | , who plans to …")
          && !(m.a === src[0] && m.b + 1 < src[1] && ctx.tokens[m.b]!.text === ',' && ctx.tokens[m.b + 1]!.kind === 'word' && !/^(who|which|whose|that)$/.test(ctx.tokens[m.b + 1]!.lower))
          && !(c.rule === 'according-to' && c.content.some(([x, y]) => ctx.tokens[m.a]!.start < y && ctx.tokens[m.b - 1]!.end > x))
          // (nor an "According to X," source run past its comma into the subject of the rules' content, which the model
          // then cut: "According to police, officers saw …" read "police, officers"; but a list goes on past a comma,
          // "According to a joint report by UNAID, UNICEF and USAIDS")
          && !(c.rule === 'according-to' && m.b > src[1] && runsPastComma(ctx, src[1], m.b) && rulesContent.some(([x, y]) => ctx.tokens[m.a]!.start < y && ctx.tokens[m.b - 1]!.end > x))) {
          attach(ctx, c, c.rule, c.cue, relativeSourceEnd(ctx, [m.a, clauseEnd(ctx, m.a, m.b, c.cue && c.cue[0] >= m.b ? c.cue[0] : Infinity)], c.cue ? c.cue[0] : -1), c.confidence, state);
        }
      }
    }
  }
  return changed;
}

// The rules' participle of citing or referring after a comma ("…,” said Ed Rendell, a former Pennsylvania governor, |
// referring to | the polls", "…, the Post reported, | citing | two officials"; participle-cue), which stays when the model
// tags no cue over it: on PolNeAR train the rules' "citing" / "referring to" is gold's exact cue 52 times in 58 (dev 4 in
// 5); the model tagged all of those, and misses such a cue only outside its training text.
function citingParticiple(ctx: Ctx, c: Candidate): boolean {
  return c.rule === 'participle-cue' && !!c.cue && PARTICIPLE_CUES.has(ctx.tokens[c.cue[0]]!.lower);
}

// The start of a content the model drew opening the sentence of a quotation at a, before it, when the quotation opens on
// a small letter (the sentence's own words lead into it), or -1.
function leadFragment(ctx: Ctx, contents: readonly TokSpan[], a: number): number {
  const t = ctx.tokens, w = t[a + 1], s = ctx.sentences[t[a]!.sent]!;
  if (t[a]!.kind !== 'quote' || !w || w.kind !== 'word' || !/^[a-z]/.test(w.text) || s.tokStart >= a) return -1;
  for (const x of contents) if (x.a === s.tokStart && x.b < a) return x.a;
  return -1;
}

const CLAUSE_GOES_ON: ReadonlySet<string> = new Set(['since', 'because', 'if', 'until', 'unless', 'once', 'although', 'though']);

// The outermost parenthesis opened in tokens [a, e) and still open at e, or -1.
function openParenAt(ctx: Ctx, a: number, e: number): number {
  let depth = 0, open = -1;
  for (let j = a; j < e; j++) {
    const x = ctx.tokens[j]!.text;
    if (x === '(') { if (depth++ === 0) open = j; } else if (x === ')' && depth > 0) depth--;
  }
  return depth > 0 ? open : -1;
}
// The parenthesis opening at p runs to the end of [p, b), or closes with nothing but punctuation after it before b.
function asideToEnd(ctx: Ctx, p: number, b: number): boolean {
  let j = p + 1;
  while (j < b && ctx.tokens[j]!.text !== ')') j++;
  for (j++; j < b; j++) if (ctx.tokens[j]!.kind !== 'punct') return false;
  return true;
}

// Token k follows a word that is neither a reporting word nor "that" (nor punctuation): a content starting at it
// starts mid-phrase ("placed | a note card", "will play | the “woman card,”").
function midPhrase(ctx: Ctx, k: number): boolean {
  const p = ctx.tokens[k - 1];
  return !!p && p.kind === 'word' && p.para === ctx.tokens[k]!.para && !CUE_FORMS.get(p.lower)?.speech && !isCue(ctx, k - 1) && p.lower !== 'that';
}

// The model's cue of a rule's attribution, moved over words the rule's content holds, shares none with it: "Mr. Rubio had
// | appeared | to be on the upswing" (a hedge's subject, its two fragments not redrawn, kept "had"), "Hizbollah | seems |
// unlikely to want …" (the model's cue "seems unlikely"), "also expressed | concern", "wanted | to know": a fragment
// ending inside the cue ends before it, and the cue ends where a fragment starting inside it begins (PolNeAR train: 53
// attributions had cue and content overlap, none of 19,831 gold ones does; this fixes 10 cues and breaks 4).
function keepCueOffContent(ctx: Ctx, c: Candidate, charTok: (c: number) => number): void {
  const t = ctx.tokens, cue = c.cue!;
  const cs = t[cue[0]]!.start, ce = t[cue[1] - 1]!.end;
  const kept: [number, number][] = [];
  for (const [x, y] of c.content) {
    if (x < cs && y > cs) {
      // (the fragment's words before the cue, without the space or punctuation before it)
      let k = cue[0];
      while (k > 0 && t[k - 1]!.start >= x && (t[k - 1]!.kind === 'punct' || t[k - 1]!.kind === 'quote')) k--;
      if (k > 0 && t[k - 1]!.start >= x) kept.push([x, t[k - 1]!.end]);
      continue;
    }
    if (x >= cs && x < ce) {
      const k = charTok(x);
      // (but a cue ending on a preposition keeps it, the fragment starting after it: "made no mention of | the
      // Democratic front-runner", "seem to care more about | being inspired …")
      if (k > cue[0] && k < cue[1] && !(y > ce && CUE_END_PREPOSITIONS.has(t[cue[1] - 1]!.lower))) c.cue = [cue[0], k];
      else if (y > ce) { kept.push([t[cue[1]]!.start, y]); continue; }
    }
    kept.push([x, y]);
  }
  if (kept.length > 0) c.content = kept;
}

const CUE_END_PREPOSITIONS: ReadonlySet<string> = new Set(['about', 'of', 'on', 'with', 'for', 'over', 'at']);

// A redraw x that stops at the comma closing an aside between its statement's subject and verb, which the rules' content
// (ending at b) runs on over (asideBeforeVerb): "said that Terris, the Post reporter, | saw the incident unfold", "that
// the U.S. district judge overseeing Trump University lawsuits, the Indiana-born Gonzalo Curiel, | can’t be impartial".
// Only the first comma of x opens the aside; the tagger is asked (by asideBeforeVerb) only when one is found.
function asideClosedAt(ctx: Ctx, x: TokSpan, b: number): boolean {
  const t = ctx.tokens, s = t[x.a]!.lower === 'that' ? x.a + 1 : x.a;
  if (t[x.b]?.text !== ',' || t[x.b]!.inQuote >= 0) return false;
  for (let k = s + 1; k < x.b && k <= s + 11; k++) if (t[k]!.text === ',' && t[k]!.inQuote < 0) return asideBeforeVerb(ctx, s, k, b) === x.b;
  return false;
}

// Whether the rules' content [a, b) of c stands against the model's redraw x of it: the redraw cuts a subject from its
// verb, an opening clause from the main one, a name from its acronym, or the words opened by a capital right after the
// cue; or it runs on into the sentence's own verb or a second statement; or it starts at a possessive.
function rulesContentStands(ctx: Ctx, own: RuleCandidates, c: Candidate, x: TokSpan, a: number, b: number): boolean {
  return beforeRelative(ctx, x, b) || x.a === a && b > x.b + 3 && asideBeforeVerb(ctx, ctx.tokens[a]!.lower === 'that' ? a + 1 : a, x.b, b) > 0 || x.a === a && b > x.b + 2 && asideClosedAt(ctx, x, b) || beforeSummary(ctx, x, b) || beforeBut(ctx, x, a, b) || beforeMainClause(ctx, x, b) || beforeParen(ctx, x, b) || pastSentenceVerb(ctx, c, x, b) || intoMainClause(ctx, c, x, b)
    || x.a === a && b > x.b + 3 && asideAfterComplementizer(ctx, x) || overCoordinatedCue(own, c, ctx, b, x.b) || intoOwnQuotation(ctx, own, x, b) || possessiveAfter(ctx, x.a) || x.a > a && openedAfterCue(ctx, c, a) || x.a > a && frontedPhraseDropped(ctx, own, c, x, a, b) || adjunctBeforeThat(ctx, c, x, a) || titleBeforeThat(ctx, c, x, a)
    // (nor a question drawn back over the one asked: "asked Clinton | if Trump benefits …", "asked him | which policy …";
    // gold leaves the addressee out in 21 of 24 on PolNeAR train; not "asked Clinton about …", which gold takes whole)
    || !!c.addressee && x.a < a && x.a >= c.addressee[0] && ctx.tokens[c.cue![1] - 1]!.lower.startsWith('ask') && WH_QUESTION.test(ctx.tokens[a]!.lower);
}

// A redrawn content that runs on past the rules' content [a, b) over the colon at b into a quotation the rules gave its own
// attribution: "Rhimes declared the need for strong will, ambition and drive | : “Change the world …,” she said" (the
// quotation is the trailing cue's; PolNeAR ends the statement at the colon, train: 6 of 6 such sentences)
function intoOwnQuotation(ctx: Ctx, own: RuleCandidates, x: TokSpan, b: number): boolean {
  const q = ctx.tokens[b + 1];
  if (x.b <= b + 1 || ctx.tokens[b]?.text !== ':' || !q || q.kind !== 'quote') return false;
  // (not a colon after a reporting word of the statement's own, "adding that Grayson said of his fiancée: “…”", which
  // leads into the quotation as its content)
  for (let k = Math.max(x.a, b - 6); k < b; k++) if (CUE_FORMS.get(ctx.tokens[k]!.lower)?.speech) return false;
  for (const d of own.direct) for (const [s, e] of d.content) if (s <= q.start && e > q.start) return true;
  return false;
}

// A redrawn content of an attribution after its statement ("…, according to X.", "…, X said.") that starts after the comma
// closing a phrase that opens the rules' content: "In 2014, | about 82 percent of murders … were committed by whites,
// according to the FBI", "Already, | independent groups have spent …". PolNeAR keeps the phrase (train: 18 of 22 such
// sentences; the 4 others a discourse word or an attribution, "Still,", "Meanwhile,", "As this reporter revealed,").
function frontedPhraseDropped(ctx: Ctx, own: RuleCandidates, c: Candidate, x: TokSpan, a: number, b: number): boolean {
  const t = ctx.tokens;
  if (!(c.rule === 'sentence-final-cue' || c.rule === 'according-to' && !!c.cue && c.cue[0] > x.a) || t[x.a - 1]?.text !== ',' || x.a - a > 12) return false;
  // (not a content that runs over another attribution's cue: "In Seattle, marchers honored …, KING-TV reported, while in
  // Chicago …, the Chicago Sun-Times reported")
  // (the paragraph's rule attributions by the token their cue starts at, kept as cues are redrawn: a scan of them all for
  // each sentence grew with the square of a paragraph's length)
  const cueAt = ruleCueStarts(own);
  for (let k = a; k < b; k++) { const l = cueAt.get(k); if (l && (l.length > 1 || l[0] !== c)) return false; }
  const phrase = ctx.text.slice(t[a]!.start, t[x.a - 2]!.end).toLowerCase();
  if (/^(still|meanwhile|however|instead|but|and|yet|so|also|now|again|indeed|then|thus|moreover|separately|similarly|in fact|of course|in other words|after all)$/.test(phrase)) return false;
  // (nor a dateline, "PORTLAND, Maine - On Friday morning,")
  for (let k = a; k < x.a - 1; k++) if (t[k]!.inQuote >= 0 || t[k]!.kind === 'quote' || /^(-|—|–|--)$/.test(t[k]!.text) || isCue(ctx, k)) return false;
  return true;
}

// The end of a cue the model ran on from the rules' cue (ending at `ruleEnd`) over "on" and a day ("reported | on
// Thursday that …", "promised | on Tuesday to …"): before "on", which PolNeAR leaves out of the cue (train: 5 of 6 such
// cues; a bare day, "said Tuesday", is the cue's more often than not and stays).
function onDayEnd(ctx: Ctx, ruleEnd: number, end: number): number {
  const t = ctx.tokens;
  return end - 2 >= ruleEnd && t[end - 2]!.lower === 'on' && WEEKDAYS.has(t[end - 1]!.lower) ? end - 2 : end;
}

// A quotation's trailing cue that the rules ran on over a bare day or an adverb of manner closing its clause ("“…,”
// Scarborough said Monday.", "“…,” Rubio said Monday night.", "“…,” Clinton said sarcastically."; trailingAdjunctEnd),
// which the model cut back to the verb: the rules' cue stands. PolNeAR train: "verb + day." has the day in gold's cue 23
// times in 37; of the 15 such trailing cues the model cut, gold has the day in 10, the verb alone in 5 (the adverb: 13 of
// 13, see trailingAdjunctEnd).
function adjunctClosingCue(ctx: Ctx, c: Candidate, cue: TokSpan): boolean {
  const t = ctx.tokens, [a, b] = c.cue!;
  if (c.rule !== 'trailing-cue' || cue.a !== a || cue.b >= b) return false;
  // (a phrase of manner or of the platform written on: "said | with a grin.", "wrote | on Twitter | on Monday.",
  // trailingMannerEnd)
  if (cue.b > a && trailingMannerEnd(ctx, cue.b) === b) return true;
  if (!/^[.,]$/.test(t[b]?.text ?? '')) return false;
  if (cue.b === b - 1 && mannerAdverb(t[b - 1]!)) return true;
  // (a day with its part of the day, as the trailing cue drew it: cueAdjunctEnd)
  return WEEKDAYS.has(t[cue.b]!.lower) && cueAdjunctEnd(ctx, cue.b) === b;
}

// A cue the model ran on from the rules' verb over the one told or asked after it: "asked | him about | the wall". The
// rules' verb stands: of the 57 gold cues on PolNeAR train at "told/asked reporters/him/her/them", 1 holds the one told.
function overAddressee(c: Candidate, cue: TokSpan): boolean {
  return !!c.addressee && !!c.cue && c.addressee[0] >= c.cue[1] && cue.b >= c.addressee[1] && cue.a < c.addressee[0];
}

// A hedge's adverb that the model ran back over the auxiliary before it ("The FBI | is reportedly | making arrangements",
// "He | was reportedly seen | with …", the verb after it then cut back off by keepCueOffContent): the rules' adverb stands, the auxiliary stays with the subject in the content's
// first fragment. PolNeAR train: gold's cue is "reportedly" alone in 10 of the 11 after an auxiliary.
function auxiliaryBeforeHedge(ctx: Ctx, c: Candidate, cue: TokSpan): boolean {
  const t = ctx.tokens, [a, b] = c.cue!;
  if (c.rule !== 'hedge' || b !== a + 1 || !HEDGES.has(t[a]!.lower) || cue.b < b) return false;
  // (nor run on from the adverb into the words of the statement after it: "Her team has reportedly | consulted lawyers
  // about | the deal")
  if (cue.b > b && c.content.some(([x, y]) => x <= t[b]!.start && y > t[b]!.start)) return true;
  if (cue.a >= a) return false;
  for (let k = cue.a; k < a; k++) if (!AUXILIARIES.has(t[k]!.lower)) return false;
  return true;
}

// A quotation's leading cue that the model ran on from the rules' verb over the one addressed or the topic to the colon
// before the quotation ("She says | to Nevadans: “…”", "his wife whispered | to him: “…”", "Williams added | about Carson:
// “…”", "Roland Z wrote | of Ms. Merkel: “…”"): the rules' verb stands. PolNeAR train: of 9 "verb to/of/about X:" before
// a quotation gold has the verb alone in 6, with the phrase to the colon in 1.
function topicBeforeColon(ctx: Ctx, c: Candidate, cue: TokSpan): boolean {
  const t = ctx.tokens, [a, b] = c.cue!;
  return c.rule === 'leading-cue' && cue.a === a && cue.b > b + 1 && cue.b <= b + 6 && t[cue.b - 1]!.text === ':'
    && /^(to|of|about)$/.test(t[b]!.lower) && t[cue.b]?.kind === 'quote';
}

// A redrawn content that leads back from the rules' "that" over the phrase between it and the cue, a preposition and its
// object ("said following a vote in 2001 | that he had …", "has said from the start | that he will …"): the phrase
// tells when or on what occasion, the content starts at "that" (PolNeAR train: 10 of 10 such contents)
function adjunctBeforeThat(ctx: Ctx, c: Candidate, x: TokSpan, a: number): boolean {
  const t = ctx.tokens;
  return x.a < a && t[a]!.lower === 'that' && !!c.cue && x.a === c.cue[1] && /^(for|from|following|since|amid|throughout|in|on|at|during|after|before)$/.test(t[x.a]!.lower)
    && clauseAfterThat(ctx, a);
}

// A redrawn content that leads back from the rules' "that" into the quoted title of a show before it: "said on ABC's
// "This Week | With George Stephanopoulos" | that he would …" (the rules' content starts at "that": quotedTitleThat)
function titleBeforeThat(ctx: Ctx, c: Candidate, x: TokSpan, a: number): boolean {
  const t = ctx.tokens;
  if (x.a >= a || t[a]!.lower !== 'that' || !c.cue || c.cue[1] > a) return false;
  for (let k = c.cue[1]; k < a; k++) if (t[k]!.kind === 'quote' && t[k]!.qrole === 'open') return quotedTitleThat(ctx, k, a + 2) === a;
  return false;
}

// The start of the subject whose relative clause source span x opens ("who spoke …", or a second clause joined by "and":
// "a strategist who worked for Obama and | who spoke …"), as relativeSubject reads it, or -1.
function antecedent(ctx: Ctx, x: TokSpan): number {
  const t = ctx.tokens;
  if (!/^(who|which)$/.test(t[x.a]!.lower) || x.a < 2) return -1;
  let j = x.a;
  if (t[j - 1]!.lower === 'and') {
    j = -1;
    for (let k = x.a - 2; k > 0 && k >= x.a - 20 && t[k]!.sent === t[x.a]!.sent && t[k]!.kind === 'word'; k--) if (t[k]!.lower === t[x.a]!.lower) { j = k; break; }
    if (j < 0) return -1;
  }
  const r = relativeSubject(ctx, j, x.b);
  return r ? r[0] : -1;
}

// Source span x holds a comma of its own (a description set off by commas) and ends right before the comma closing
// it, a participle phrase after that comma (participleAfterComma); not a list of names.
function descriptionBeforeComma(ctx: Ctx, x: TokSpan): boolean {
  const t = ctx.tokens, n = t[x.b + 1];
  if (!n || n.sent !== t[x.b]!.sent || x.b - x.a < 3 || participleAfterComma(ctx, x.b, x.b + 2) !== x.b) return false;
  let inner = false;
  // (a description, not an aside of examples or company: "Smith, including his staff, said")
  for (let k = x.a + 1; k < x.b - 1; k++) if (t[k]!.text === ',' && t[k]!.inQuote < 0) inner = t[k + 1]!.cap || !(t[k + 1]!.lower.endsWith('ing') || /^(like|such|along|together|joined|accompanied|with|in|for|as)$/.test(t[k + 1]!.lower));
  return inner && !nameList(ctx, x.a, x.b);
}

// The comma in [a, b) before a lowercase -ing word that opens a participle phrase (its object or a preposition after
// it, not a noun: "managing director"), or -1 (not "including", "according").
const PARTICIPLE_OBJECT_START = /^(the|a|an|his|her|their|its|to|on|in|at|for|with|that|about|from|of|up|out|him|them|it|this)$/;
function participleAfterComma(ctx: Ctx, a: number, b: number): number {
  const t = ctx.tokens;
  for (let k = a; k + 1 < b; k++) {
    const n = t[k + 1]!;
    if (t[k]!.text === ',' && n.kind === 'word' && !n.cap && n.inQuote < 0 && n.lower.length > 5 && n.lower.endsWith('ing') && !/^(including|according|during|excluding|regarding)$/.test(n.lower)
      && PARTICIPLE_OBJECT_START.test(t[k + 2]?.lower ?? '')) return k;
  }
  return -1;
}

// The end of a cue the model drew over "said of …" ("Sanders said of the Republican front-runner"): before "of", which
// PolNeAR leaves out of the cue (train: the cue ends at "said" 21 times where the model's took "of", 7 times not).
function saidOfEnd(ctx: Ctx, cue: TokSpan): number {
  for (let k = cue.a; k + 1 < cue.b; k++) if (ctx.tokens[k]!.lower === 'said' && ctx.tokens[k + 1]!.lower === 'of') return k + 1;
  return cue.b;
}

// A redrawn content that runs on past the rules' content over "and" (or "but", "while") into a second statement the
// rules read with its own source and cue: "21 percent said it was not too likely | and 14 percent said …".
function overCoordinatedCue(own: RuleCandidates, c: Candidate, ctx: Ctx, b: number, xb: number): boolean {
  const t = ctx.tokens;
  if (xb <= b + 2 || !/^(and|but|while)$/.test(t[b]?.lower ?? '') || /^(and|but|or|,)$/.test(t[b - 1]?.lower ?? '')) return false;
  for (const list of [own.reported, own.direct]) {
    for (const o of list) {
      if (o === c || !o.cue || !o.source || o.source[0] !== b + 1 || o.cue[0] >= xb) continue;
      // (a subject that stands alone: a share, a name or a pronoun, not "documents indicating …")
      const s0 = t[o.source[0]]!, mi = ctx.mentionAt[o.source[0]]!;
      if (s0.kind === 'num' || mi >= 0 && ctx.mentions[mi]!.kind === 'name' || SUBJECT_PRONOUNS.has(s0.lower)) return true;
    }
  }
  return false;
}

// A redrawn content that runs on past the rules' content [a, b) into the sentence's own verb, where the rules ended an
// infinitive said in a subject's relative clause: "Senators who wanted to attend the convention | could be faced …".
function pastSentenceVerb(ctx: Ctx, c: Candidate, x: TokSpan, b: number): boolean {
  const t = ctx.tokens, src = c.source;
  return x.b > b && !!src && src[1] - src[0] === 1 && /^(who|that)$/.test(t[src[0]]!.lower) && MAIN_VERB_AUX.has(t[b]?.lower ?? '')
    && t[b - 1]?.kind === 'word' && !/^(and|or|but|nor|not|never|also)$/.test(t[b - 1]!.lower);
}

// A redrawn content that stops at an opening bracket the rules' content [a, b) goes on past: "announced that the United
// States Department of Justice | (DOJ) has awarded a $350,000 grant …" (a name's acronym, not the statement's end).
function beforeParen(ctx: Ctx, x: TokSpan, b: number): boolean {
  const t = ctx.tokens, at = t[x.b - 1]?.text === '(' ? x.b - 1 : t[x.b]?.text === '(' ? x.b : -1;
  if (at < 0 || b <= at + 2) return false;
  // (an acronym or a short code in the brackets, not a dateline: "… Real Threats | (Washington, DC) Congresswoman Lee …")
  for (let k = at + 1; k < b && k <= at + 4; k++) {
    if (t[k]!.text === ')') return k > at + 1 && k + 1 < b;
    if (t[k]!.kind !== 'word' || !/[A-Z]/.test(t[k]!.text)) return false;
  }
  return false;
}

// A redrawn content that stops at the comma closing a clause of condition or time that opens it, where the rules'
// content [a, b) goes on to the main clause: "said that if Rubio can't win his home state | , his campaign … is over".
function beforeMainClause(ctx: Ctx, x: TokSpan, b: number): boolean {
  const t = ctx.tokens;
  if (b <= x.b + 3 || t[x.b]?.text !== ',') return false;
  const first = t[x.a]!.lower === 'that' ? x.a + 1 : x.a;
  // (or a phrase after "that", which cannot be all of the clause: "say that by imposing strict rules | , the city is …")
  return first < x.b && (FRONTED_CLAUSE.has(t[first]!.lower) || first > x.a && THAT_OPENING_PHRASE.has(t[first]!.lower));
}
// A redrawn content that runs on past the comma closing a fronted clause of condition or time the attribution is in (its
// source after the sentence's first word, "While"), into the main clause: "While critics argue that trading prisoners
// encourages others to target Americans | , President Obama has deemed …". A review of PolNeAR train 160-199: gold ends
// the content at that comma in 9 of 10.
function intoMainClause(ctx: Ctx, c: Candidate, x: TokSpan, b: number): boolean {
  const t = ctx.tokens;
  if (!c.source || x.b <= b || t[b]?.text !== ',' || t[b]!.inQuote >= 0) return false;
  const s = ctx.sentences[t[b]!.sent]!;
  return c.source[0] === s.tokStart + 1 && FRONTED_CLAUSE.has(t[s.tokStart]!.lower);
}
const FRONTED_CLAUSE: ReadonlySet<string> = new Set(['if', 'when', 'unless', 'because', 'although', 'though', 'once', 'whether', 'until', 'since', 'while', 'after', 'before']);
// Prepositions that open a phrase fronted inside a "that" clause, before its subject ("that despite the excitement …, he
// didn't think …").
const THAT_OPENING_PHRASE: ReadonlySet<string> = new Set(['by', 'despite', 'with', 'without', 'in', 'on', 'during', 'under', 'amid', 'given', 'for', 'as']);

// A model content "that" + a clause of condition or time, or a fronted phrase, that the model stopped at the comma closing
// it, before the clause's subject and verb: "promised that if voters supported him | , he would fight for them …",
// "said that while polling of his members showed …| , it was higher than …", "say that by imposing strict rules to
// contain demonstrators | , the city is only increasing …". A "that" clause is not over before its main clause: the content
// runs on as the rules would end it (endOfContent). Not before a cue of its own a few words on ("admitted that while …
// | , he argued the probe …": a second statement) nor a conjunction, relative or contrast word. PolNeAR train: gold runs
// on past the comma in 6 of 7 such cuts (the other the cue case).
function pastOpeningClause(ctx: Ctx, cue: TokSpan, c: TokSpan): TokSpan {
  const t = ctx.tokens, n = t[c.b], w = t[c.a + 1];
  if (c.a !== cue.b || t[c.a]!.lower !== 'that' || !w || !(FRONTED_CLAUSE.has(w.lower) || THAT_OPENING_PHRASE.has(w.lower)) || c.b <= c.a + 2) return c;
  if (!n || n.text !== ',' || n.inQuote >= 0 || n.sent !== t[c.a]!.sent) return c;
  const x = t[c.b + 1];
  if (!x || x.kind !== 'word' || x.inQuote >= 0 || x.sent !== n.sent || /^(and|but|or|so|yet|which|who|whom|whose|whereas|though|although|however|according|including|then)$/.test(x.lower)) return c;
  for (let j = c.b + 1; j < c.b + 4 && j < t.length && t[j]!.sent === n.sent; j++) if (isCue(ctx, j)) return c;
  const end = endOfContent(ctx, c.a, ctx.sentences[n.sent]!.tokEnd);
  return end > c.b + 2 ? { a: c.a, b: end, role: c.role } : c;
}

// A redrawn content x that stops at a dash the rules' content (ending at b) runs on past, the dash closing a pair
// opened inside x or opening one that closes before b with a word after it: an aside inside the statement.
// (not a stance's object, whose aside is an appositive, "opposed the trade pact | — one of the biggest goals of his
// administration —"; nor a pair after which a clause of its own opens, with its subject or a conjunction: "— his outreach
// will go only so far — but his team does …")
function dashPairCut(ctx: Ctx, c: Candidate, x: TokSpan, b: number): boolean {
  const t = ctx.tokens, d = t[x.b];
  if (c.rule === 'stance-cue' || !d || d.inQuote >= 0 || !(d.text === '—' || d.text === '--') || b <= x.b + 2) return false;
  let n = 0;
  for (let k = x.a; k < x.b; k++) if (t[k]!.text === d.text && t[k]!.inQuote < 0) n++;
  const close = n % 2 === 1 ? x.b : closingDash(ctx, x.b, b);
  const w = t[close + 1];
  return close > 0 && close + 1 < b && !!w && w.kind === 'word' && !w.cap && !NEW_CLAUSE_WORDS.has(w.lower);
}
const NEW_CLAUSE_WORDS: ReadonlySet<string> = new Set(['it', 'he', 'she', 'they', 'we', 'i', 'you', 'but', 'and', 'or', 'so', 'yet', 'there']);

// A redrawn content that stops at a relative clause set off by a comma or a dash, where the rules' content [a, b) goes on
// past it: the model cut the clause's subject from its verb ("said the bomber | , who detonated a bomb, had Syrian
// roots", "believes those efforts | - which have cost billions - are failing").
// (only a clause closed by the same mark with an auxiliary after it, the subject's verb: a relative clause ending the
// sentence is the writer's aside, which the model rightly leaves out)
function beforeRelative(ctx: Ctx, x: TokSpan, b: number): boolean {
  const t = ctx.tokens, p = t[x.b], r = t[x.b + 1];
  if (!p || !r || b <= x.b + 3 || !(p.text === ',' || p.text === '-' || p.text === '—' || p.text === '--') || !(r.lower === 'who' || r.lower === 'which' || r.lower === 'whose')) return false;
  for (let k = x.b + 2; k < b - 1; k++) if (t[k]!.text === p.text) return AUXILIARIES.has(t[k + 1]!.lower);
  return false;
}

// A redrawn content that stops at a relative clause set off by commas, where the rules' content [a, b) goes on past the
// clause to the subject's finite verb with no auxiliary ("said the annual talks | , which started …, | remained …", "The
// Greater Wisconsin Committee | , which supported Kloppenburg, | spent …", as the tagger reads it, asked last) or to the
// object's complement after a verb of calling or accusing ("refers to the candidate | , who …, | as “Mr. Trump”",
// "accused the audience | , which …, | of consisting of …"): PolNeAR's content is the statement without the clause, the
// words before it and those after (train: 4 of 4 such). The token after the closing comma, or -1.
function relativeLeftOut(ctx: Ctx, x: TokSpan, b: number): number {
  const t = ctx.tokens, p = t[x.b], r = t[x.b + 1];
  if (!p || !r || b <= x.b + 3 || p.text !== ',' || p.inQuote >= 0 || !(r.lower === 'who' || r.lower === 'which' || r.lower === 'whose')) return -1;
  for (let k = x.b + 2; k < b - 1; k++) {
    if (t[k]!.inQuote >= 0 || t[k]!.kind === 'quote') return -1;
    // (not an auxiliary after it, "said the bomber | , who detonated a bomb, | had Syrian roots": beforeRelative keeps
    // the clause there, 2 of 4 in gold)
    if (t[k]!.text === ',') return !AUXILIARIES.has(t[k + 1]?.lower ?? '') && clauseGoesOn(ctx, k + 1) ? k + 1 : -1;
  }
  return -1;
}
function clauseGoesOn(ctx: Ctx, k: number): boolean {
  const w = ctx.tokens[k];
  if (!w || w.kind !== 'word' || w.inQuote >= 0 || w.sent !== ctx.tokens[k - 1]!.sent) return false;
  if (w.lower === 'of' || w.lower === 'as') return true;
  return !w.cap && !/^(and|or|but|who|which|according|said|says|told|the|a|an|he|she|they|it|we|i)$/.test(w.lower) && /^(VBD|VBZ|MD)$/.test(tagAt(ctx, k));
}

// A redrawn content that runs on past the rules' content [a, b) over its comma into a noun summing the statement up
// ("… fired for taking time off | , a claim that Gowdy’s office strongly disputes"): the writer's comment, which the
// rules leave out (endOfContent).
function beforeSummary(ctx: Ctx, x: TokSpan, b: number): boolean {
  return x.b > b + 2 && ctx.tokens[b]?.text === ',' && summaryAppositive(ctx, b + 1, x.b);
}

// A redrawn content that stops at the comma before "but" where the rules' content [a, b) goes on with the same
// statement's second verb (butGoesOn: "… isn’t good for the United States | , but will make Iran rich").
function beforeBut(ctx: Ctx, x: TokSpan, a: number, b: number): boolean {
  return x.a === a && x.b < b - 2 && ctx.tokens[x.b]?.text === ',' && butGoesOn(ctx, a, x.b, b);
}

// The end of a source the model drew into a relative clause and stopped mid-clause ("said Meenakshi Ganguly of Human
// Rights Watch, who observed voting | in Kachin state."): the clause runs on to its punctuation in the sentence, not past
// token `limit` (the cue after the source). Gold never stops mid-clause on PolNeAR train (0 of 43): it takes the whole
// clause in 24 and leaves it out in 19. (Exported for tests.)
export function clauseEnd(ctx: Ctx, a: number, b: number, limit: number): number {
  const t = ctx.tokens;
  if (t[b - 1]!.kind !== 'word' && t[b - 1]!.kind !== 'num') return b;
  let rel = -1;
  for (let k = a + 1; k < b; k++) if (/^(who|which|whose|that)$/.test(t[k]!.lower) && t[k]!.inQuote < 0) { rel = k; break; }
  if (rel < 0 || b <= rel + 1) return b;
  const n = t[b];
  if (!n || n.kind !== 'word' && n.kind !== 'num' || n.inQuote >= 0 || n.sent !== t[b - 1]!.sent) return b;
  for (let j = b; j < t.length && j - b < 30; j++) {
    const x = t[j]!;
    if (j >= limit) return b;
    if (x.sent !== t[b - 1]!.sent || x.inQuote >= 0 || x.kind === 'quote') return j;
    if (x.kind === 'punct' && !/^(-|’s|'s|\/|&|\$|@)$/.test(x.text) && !(x.text === '.' && t[j + 1] && t[j + 1]!.sent === x.sent)) return j;
  }
  return b;
}

// A source [a, b) the model ended on a relative pronoun, before the clause it opens ("some voters who | have listened to
// Mr. Clinton's speeches …, said", "said Kurt Walters, …, a group that | favors limiting …"): the clause runs on to its
// punctuation, not past the cue at token `cueAt` (clauseEnd); with the cue right after the pronoun set off by a comma
// ("some analysts and activists, who | pointed out"), the pronoun alone is the source, as the rules mark "Cruz, who wants
// …". PolNeAR train: 10 sources ended on "who", "which" or "that", none of them gold's (the whole clause in 4, the
// pronoun in 2). (Exported for tests.)
export function relativeSourceEnd(ctx: Ctx, [a, b]: Range, cueAt: number): Range {
  const t = ctx.tokens, r = t[b - 1]!;
  if (b - a < 2 || r.inQuote >= 0 || !/^(who|which|that)$/.test(r.lower)) return [a, b];
  if (b === cueAt) return t[b - 2]!.text === ',' ? [b - 1, b] : [a, b];
  for (let j = b; j < t.length && j - b < 30; j++) {
    const x = t[j]!;
    if (j === cueAt || x.sent !== r.sent || x.inQuote >= 0 || x.kind === 'quote') return j > b + 1 ? [a, j] : [a, b];
    if (x.kind === 'punct' && !/^(-|’s|'s|\/|&|\$|@)$/.test(x.text) && !(x.text === '.' && t[j + 1] && t[j + 1]!.sent === x.sent)) return j > b + 1 ? [a, j] : [a, b];
  }
  return [a, b];
}

// Whether a span ending at token b ends inside the relative clause set off by a comma in source [a, z) ("Le Pen, who"),
// not at its comma.
function cutInClause(ctx: Ctx, [a, z]: Range, b: number): boolean {
  for (let k = a + 1; k < z; k++) if (/^(who|which|whose)$/.test(ctx.tokens[k]!.lower) && ctx.tokens[k - 1]!.text === ',') return b > k && b < z;
  return false;
}

const TAIL_FUNCTION_WORDS: ReadonlySet<string> = new Set(['with', 'beside', 'of', 'as', 'to', 'on', 'in', 'at', 'by', 'for', 'from', 'about', 'into', 'the',
  'a', 'an', 'his', 'her', 'their', 'its', 'one', 'that', 'which', 'who', 'when', 'while', 'and', 'or', 'but', 'during', 'after', 'before', 'over',
  'through', 'via', 'what', 'without', 'like', 'toward', 'towards', 'against', 'than']);
const DANGLING_PREPOSITIONS: ReadonlySet<string> = new Set(['at', 'on', 'in', 'from', 'with', 'during', 'by', 'into', 'over']);

// Whether a reporting word of the lexicon is among tokens [a, b).
function cueWordIn(ctx: Ctx, a: number, b: number): boolean {
  for (let j = a; j < b; j++) if (isCue(ctx, j)) return true;
  return false;
}

// Whether tokens [a, b) hold a comma and no "and" (a phrase run on past a comma, not a list).
function runsPastComma(ctx: Ctx, a: number, b: number): boolean {
  let comma = false;
  for (let j = a; j < b; j++) {
    const l = ctx.tokens[j]!.lower;
    if (l === 'and' || l === 'or') return false;
    if (l === ',') comma = true;
  }
  return comma;
}

// Content starting at token a right after the cue of c and a comma or a colon, with a capital (words said, printed
// without their quotation marks).
function openedAfterCue(ctx: Ctx, c: Candidate, a: number): boolean {
  const t = ctx.tokens;
  return !!c.cue && c.cue[1] === a - 1 && (t[a - 1]!.text === ',' || t[a - 1]!.text === ':') && t[a]!.kind === 'word' && t[a]!.cap;
}

// Token k is a possessive ("'s", "’s").
function possessiveAfter(ctx: Ctx, k: number): boolean {
  const t = ctx.tokens[k];
  return !!t && (t.text === '’s' || t.text === "'s" || t.text === '’S' || t.text === "'S");
}

// The index of the first span (in text order, none overlapping another) that ends after token a.
function firstEndingAfter(xs: readonly TokSpan[], a: number): number {
  let lo = 0, hi = xs.length;
  while (lo < hi) { const m = (lo + hi) >> 1; if (xs[m]!.b <= a) lo = m + 1; else hi = m; }
  return lo;
}

// Whether another of the paragraph's rule attributions (own.reported) has its cue at token k; not one set off inside the
// statement ("He hoped, he said, that …": the statement goes on around it).
function otherRuleCueAt(own: RuleCandidates, c: Candidate, k: number): boolean {
  const l = ruleCueStarts(own).get(k);
  return !!l && l.some((o) => o !== c && o.rule !== 'parenthetical-cue');
}

// Whether "and" or "but" at token k (an adverb after it allowed: "and also asked") is followed by the cue of another of
// the rules' attributions with the same source as c: a second verb of the speaker's ("said A | and questioned B"), where
// PolNeAR ends what was said before "and".
function coordinatedRuleCueAt(ctx: Ctx, own: RuleCandidates, c: Candidate, k: number): boolean {
  if (!/^(and|but)$/.test(ctx.tokens[k]?.lower ?? '') || !c.source) return false;
  const cueAt = ruleCueStarts(own);
  for (let j = k + 1; j <= k + 2; j++) {
    const l = cueAt.get(j);
    if (l && l.some((o) => o !== c && !!o.source && o.source[0] === c.source![0] && o.source[1] === c.source![1])) return true;
  }
  return false;
}

// The first span (in text order, none overlapping another) that overlaps tokens [a, b), or null.
function firstOverlapping(xs: readonly TokSpan[], a: number, b: number): TokSpan | null {
  const x = xs[firstEndingAfter(xs, a)];
  return x && x.a < b ? x : null;
}

/** A paragraph's rule attributions with a cue, per list, in list order. */
interface RuleCandidates { reported: Candidate[]; direct: Candidate[]; cueAt?: Map<number, Candidate[]> }
// own.reported by the token their cue starts at, made on first use
function ruleCueStarts(own: RuleCandidates): Map<number, Candidate[]> {
  if (own.cueAt) return own.cueAt;
  const m = new Map<number, Candidate[]>();
  for (const o of own.reported) if (o.cue) { const l = m.get(o.cue[0]); if (l) l.push(o); else m.set(o.cue[0], [o]); }
  return own.cueAt = m;
}
// Candidate c of own gets cue `cue`, and own's index of cue starts (when made) follows it.
function moveCue(own: RuleCandidates, c: Candidate, cue: Range): void {
  const m = own.cueAt;
  if (m && c.cue && cue[0] !== c.cue[0]) {
    // (the index holds own.reported's candidates only: one of own.direct is not in it)
    const old = m.get(c.cue[0]), i = old ? old.indexOf(c) : -1;
    if (i >= 0) {
      old!.splice(i, 1);
      if (old!.length === 0) m.delete(c.cue[0]);
      const l = m.get(cue[0]);
      if (l) l.push(c); else m.set(cue[0], [c]);
    }
  }
  c.cue = cue;
}

// The rule attributions with a cue, by the paragraph of their cue, taken once before the paragraphs are tagged: each
// paragraph revises its own (a loop over every candidate per paragraph grew with the square of a long text's length).
// Tagging a paragraph changes only its own candidates and gives cues only to candidates without one, so the lists
// stay what a scan per paragraph would find.
function ruleCandidatesByParagraph(ctx: Ctx, state: AttributionState): Map<number, RuleCandidates> {
  const out = new Map<number, RuleCandidates>();
  for (const [list, key] of [[state.reported, 'reported'], [state.direct, 'direct']] as const) {
    for (const c of list) {
      if (!c.cue || !c.rule || c.rule.startsWith('model:')) continue;
      const p = ctx.tokens[c.cue[0]]!.para;
      let e = out.get(p);
      if (!e) out.set(p, e = { reported: [], direct: [] });
      e[key].push(c);
    }
  }
  return out;
}

// A sentence with no cue word, no "according", no quotation mark and no rule attribution holds almost no
// attribution in PolNeAR: the model skips it (most of a press release), which keeps it cheap. Tagging the sentence
// after each such one too moved dev BIO by < 0.1. A cue word of WEAK_TRIGGERS ("state", "project", "plan", "think":
// rarely a cue in PolNeAR train) does not count; a phrase of MODEL_CUE_PHRASES ("pointed out", "made it clear"), which
// the model's cues are kept for, does. On press releases the model tags 14% fewer tokens (231 -> 199 an article; the
// sieve ~8% cheaper) and drops 1% of the attributions, mostly wrong ones ("I thank | you for listening",
// "projects | that create jobs"); PolNeAR dev BIO 70.25 / 67.53 / 59.75 -> 70.29 / 67.63 / 59.75. The token ranges
// [from, to) of the runs of sentences worth tagging (exported for tests). WEAK_TRIGGERS later took the words under 20%
// ("support"): 9% fewer tokens tagged, dev BIO -0.05 / -0.04 / -0.01 (src/learn/spans/README.md).
// A sentence wholly inside a speech quotation (its words all quoted) between two that are too, or that are not tagged,
// is left out as well: the middle of a long quotation, whose cues the sieve passes over and whose content is the
// quote sieves'. On 2,000 press releases 12% fewer tokens tagged (183 -> 161 an article); PolNeAR dev exact F1
// 74.4 / 70.2 / 63.4 -> 74.4 / 70.2 / 63.3, BIO unchanged. (Leaving out every wholly quoted sentence, 19% fewer tokens,
// cost 0.1 / 0.0 / 0.2 exact and 0.1 / 0.0 / 0.1 BIO: beside the sentence that closes the quotation and names its
// speaker, a quoted one still tells the model where the content runs.)
export function worthTagging(ctx: Ctx, a: number, b: number, role: Uint8Array): [number, number][] {
  const out: [number, number][] = [];
  // the paragraph's sentences: where each starts, and its flags (WORTH, QUOTED)
  let n = 0;
  for (let k = a; k < b; n++) {
    const sent = ctx.tokens[k]!.sent;
    let e = k, flags = QUOTED;
    for (; e < b && ctx.tokens[e]!.sent === sent; e++) {
      const t = ctx.tokens[e]!;
      if (!(flags & WORTH) && (role[e] || t.kind === 'quote' || t.kind === 'word' && (TRIGGER_WORDS.has(t.lower) || t.lower === 'according' || MODEL_PHRASE_STARTS.has(t.lower) && phraseAt(ctx, e, b)))) flags |= WORTH;
      if (flags & QUOTED && t.kind !== 'punct' && t.kind !== 'quote' && (t.inQuote < 0 || ctx.quoteSpans[t.inQuote]!.type !== 'speech')) flags &= ~QUOTED;
    }
    if (n + 1 >= sentStart.length) { sentStart = grownInts(sentStart); sentFlags = grownInts(sentFlags); }
    sentStart[n] = k; sentFlags[n] = flags;
    k = e;
  }
  sentStart[n] = b;
  // (a sentence is left out between two that are wholly quoted too or not worth it, the paragraph's edges counting as such)
  const apart = (i: number): boolean => i < 0 || i >= n || (sentFlags[i]! & QUOTED) !== 0 || (sentFlags[i]! & WORTH) === 0;
  let runStart = -1;
  for (let i = 0; i < n; i++) {
    const f = sentFlags[i]!, worth = (f & WORTH) !== 0 && !((f & QUOTED) !== 0 && apart(i - 1) && apart(i + 1));
    if (worth) { if (runStart < 0) runStart = sentStart[i]!; }
    else if (runStart >= 0) { out.push([runStart, sentStart[i]!]); runStart = -1; }
  }
  if (runStart >= 0) out.push([runStart, b]);
  return out;
}
const WORTH = 1, QUOTED = 2;
let sentStart = new Int32Array(64), sentFlags = new Int32Array(64);
const grownInts = (v: Int32Array): Int32Array<ArrayBuffer> => { const w = new Int32Array(v.length * 2); w.set(v); return w; };

// Whether one of MODEL_CUE_PHRASES starts at token k (before token b).
function phraseAt(ctx: Ctx, k: number, b: number): boolean {
  for (const words of MODEL_CUE_PHRASES) {
    if (k + words.length > b) continue;
    let j = 0;
    while (j < words.length && ctx.tokens[k + j]!.lower === words[j]) j++;
    if (j === words.length) return true;
  }
  return false;
}

function sortByStart(state: AttributionState): void {
  state.reported.sort((x, y) => x.content[0]![0] - y.content[0]![0]);
}

// A new attribution needs a reporting word the lexicon knows somewhere in its cue ("has previously expressed",
// "according to", "is said to"): on dev, the model's cues without one ("received", "also known as") were mostly wrong.
function knownCue(ctx: Ctx, s: TokSpan): boolean {
  for (let k = s.a; k < s.b; k++) {
    const l = ctx.tokens[k]!.lower;
    if (CUE_FORMS.has(l) || l === 'according' || HEDGES.has(l) || l === ':') return true;
  }
  return modelPhrase(ctx, s);
}

// (loops, not some/every with closures: it runs for every model cue and proposal)
function modelPhrase(ctx: Ctx, s: TokSpan): boolean {
  for (let k = s.a; k < s.b; k++) if (MODEL_PHRASE_STARTS.has(ctx.tokens[k]!.lower) && phraseAt(ctx, k, s.b)) return true;
  return false;
}

// A model cue inside the rule's cue that holds only its modifiers is a piece of it, not a redrawing: "The governor first
// named her to the board" drawn as "first" (the adverb without the verb).
function dropsVerb(ctx: Ctx, rule: [number, number], cue: TokSpan): boolean {
  if (cue.a < rule[0] || cue.b > rule[1]) return false;
  for (let k = cue.a; k < cue.b; k++) if (!CUE_MODIFIERS.has(ctx.tokens[k]!.lower)) return false;
  return true;
}

function ruleOwns(role: Uint8Array, s: TokSpan, r: number): number {
  let n = 0;
  for (let k = s.a; k < s.b; k++) if (role[k] === r) n++;
  return n;
}

function inSpeechQuote(ctx: Ctx, k: number): boolean {
  const q = ctx.tokens[k]!.inQuote;
  return q >= 0 && ctx.quoteSpans[q]!.type === 'speech';
}

// "adds protection for victims", "is threatening public safety": a thing added or threatened, not a clause reported (as
// the rules read these verbs: reported.ts)
function thingAdded(ctx: Ctx, cue: TokSpan, content: TokSpan): boolean {
  const lemma = CUE_FORMS.get(ctx.tokens[cue.b - 1]!.lower)?.lemma;
  if (lemma !== 'add' && lemma !== 'threaten') return false;
  const t = ctx.tokens[content.a]!;
  return content.a >= cue.b && t.kind !== 'quote' && !/^(that|to|whether|if|:)$/.test(t.lower) && !finiteVerbIn(ctx, content.a, content.b);
}

// content that is one speech quotation belongs to the quote sieves
function speechOnly(ctx: Ctx, s: TokSpan): boolean {
  for (let k = s.a; k < s.b; k++) {
    const t = ctx.tokens[k]!;
    if (!inSpeechQuote(ctx, k) && t.kind !== 'punct' && t.kind !== 'quote') return false;
  }
  return true;
}

// A content that ends on a preposition or an article ("… at 26 Federal Plaza on"), or right before one that goes on
// with the clause ("… at 26 Federal Plaza | on Thursday morning, marking …"), is cut mid-phrase: not taken.
const DANGLING = new Set(['on', 'in', 'at', 'of', 'the', 'a', 'an', 'to', 'for', 'with', 'by', 'from', 'and', 'or', 'that']);
function danglingEnd(ctx: Ctx, s: TokSpan): boolean {
  const last = ctx.tokens[s.b - 1]!, next = ctx.tokens[s.b];
  if (!next || next.kind !== 'word' || next.sent !== last.sent) return false;
  // ("so", "yes" or "no" alone is the whole statement, not one cut short: "half said | so | in the earlier poll";
  // answerWord in attribute.ts ends such a content there)
  if (s.b - s.a === 1 && /^(so|yes|no)$/.test(last.lower)) return false;
  return DANGLING.has(last.lower) || DANGLING.has(next.lower) && last.kind === 'word';
}

// "also known as “cosmonaut No. 11”": a name or title in quotation marks is not a statement
function termOnly(ctx: Ctx, s: TokSpan): boolean {
  for (let k = s.a; k < s.b; k++) {
    const t = ctx.tokens[k]!;
    if (t.inQuote >= 0 && ctx.quoteSpans[t.inQuote]!.type === 'term') return (s.b - s.a) - (ctx.quoteSpans[t.inQuote]!.closeTok - ctx.quoteSpans[t.inQuote]!.openTok + 1) <= 2;
  }
  return false;
}

// quoted words other than named terms ("a process called “exfiltration”"): see mixed.ts
const hasQuotedWords = (ctx: Ctx, s: TokSpan): boolean => quotedWordsIn(ctx, s.a, s.b);

// A content whose only quoted words are a short capitalized name or title ("as their 2019 “Person of the Year”",
// "as “Lucky and Skuff Coyote”") quotes nobody's words: the model's attribution stays indirect, not mixed.
function onlyQuotedName(ctx: Ctx, s: TokSpan): boolean {
  let quoted = 0;
  for (let k = s.a; k < s.b; k++) {
    const t = ctx.tokens[k]!;
    if (t.inQuote < 0 || t.kind === 'quote') continue;
    quoted++;
    if (t.kind === 'word' && !t.cap && !NAME_LINKS.has(t.lower)) return false;
  }
  return quoted > 0 && quoted <= 6;
}
const NAME_LINKS = new Set(['of', 'the', 'and', 'a', 'an', 'for', 'in', 'on', 'to']);

// "known within the community as “Lucky”", "also known as": naming, not reporting
function namingCue(ctx: Ctx, cue: TokSpan): boolean {
  // "performing a popular play called “Los Hijos de Trump,” or …", "a competition called the House to Home Prize", "a
  // group called Citizens for Trump": a participle of naming right after an indefinite singular noun names the thing
  // (PolNeAR train: gold marks none of 4 such model attributions; "officials called what …", "critics called" are a
  // subject and its verb, "calling McConnell a liar" follows no noun)
  if (cue.b - cue.a === 1 && /^(called|named|dubbed|titled|entitled|nicknamed)$/.test(ctx.tokens[cue.a]!.lower)) {
    const p = ctx.tokens[cue.a - 1], t = ctx.tokens;
    let indefinite = false;
    for (let j = cue.a - 2; j >= 0 && j >= cue.a - 4 && t[j]!.kind === 'word'; j--) if (t[j]!.lower === 'a' || t[j]!.lower === 'an') { indefinite = true; break; }
    if (indefinite && p && p.kind === 'word' && !p.cap && p.inQuote < 0 && p.sent === t[cue.a]!.sent && tagAt(ctx, cue.a - 1) === 'NN') return true;
  }
  let known = false;
  for (let k = cue.a; k < cue.b; k++) {
    if (ctx.tokens[k]!.lower === 'known') known = true;
    // "The actor is known for his role in …", "Eric Clapton, who was known from The Yardbirds": not what was said
    else if (known && (ctx.tokens[k]!.lower === 'for' || ctx.tokens[k]!.lower === 'from')) return true;
  }
  if (!known) return false;
  if (ctx.tokens[cue.b]?.lower === 'for' || ctx.tokens[cue.b]?.lower === 'from') return true;
  const sent = ctx.tokens[cue.a]!.sent;
  for (let k = cue.b; k < cue.b + 5 && k < ctx.tokens.length && ctx.tokens[k]!.sent === sent; k++) if (ctx.tokens[k]!.lower === 'as') return true;
  return false;
}

// The cue's sentence is the writer's question ("Why did officials deny repeated requests …?")
function writersQuestion(ctx: Ctx, cue: TokSpan): boolean {
  const s = ctx.sentences[ctx.tokens[cue.a]!.sent]!;
  return question(ctx, s.tokStart, s.tokEnd);
}

// A participle after a determiner modifies a noun ("The proposed legislation will help …", "the alleged plots"): no cue.
// ("that" before a verb is mostly a relative pronoun, "nations that oppose the plan", but left out it gave dev BIO
// ~0 / ~0 / +0.03 and on 3,000 press releases a dozen attributions of things, "a bill that denies promised …")
function modifierCue(ctx: Ctx, cue: TokSpan): boolean {
  return /^(the|a|an|this|that|these|those|his|her|its|their|our|my|your)$/.test(ctx.tokens[cue.a - 1]?.lower ?? '') && ctx.tokens[cue.a - 1]!.sent === ctx.tokens[cue.a]!.sent;
}

// A content that is only a name ("Lee", "Rep. Barbara Lee"): capitalized words and punctuation, at most four words.
// On press releases these were the trailing "said Lee" of a quote the rules already attributed. Not in a headline,
// where capitals say nothing ("Flight Attendants Union Endorses Clinton"; there the content runs to the headline's end,
// headlineContent: with both, dev BIO +0.11 / +0.05 / 0 and ~180 headline statements on 3,000 press releases).
function nameOnly(ctx: Ctx, s: TokSpan): boolean {
  if (titleCase(ctx, s.a)) return false;
  let words = 0;
  for (let k = s.a; k < s.b; k++) {
    const t = ctx.tokens[k]!;
    if (t.kind === 'punct') continue;
    if (t.kind !== 'word' || !t.cap && !NAME_LINKS.has(t.lower)) return false;
    words++;
  }
  return words <= 4;
}

// A headline (a sentence in title case), where capitals say nothing of names: "Ted Cruz Endorses Trump", "Obama Seeks
// More Muslim Refugees".
const titleCase = (ctx: Ctx, k: number): boolean => titleCaseSentence(ctx, ctx.sentences[ctx.tokens[k]!.sent]!);

// In a headline the content after the cue runs to its end ("Barbara Lee Blasts President's Budget Cuts"): the model,
// reading capitals as names, cuts it short ("Blasts | President").
function headlineContent(ctx: Ctx, cue: TokSpan, c: TokSpan): TokSpan {
  if (c.a < cue.b || !titleCase(ctx, c.a)) return c;
  const s = ctx.sentences[ctx.tokens[c.a]!.sent]!;
  let b = c.b;
  while (b < s.tokEnd && ctx.tokens[b]!.kind !== 'punct') b++;
  return b === c.b ? c : { a: c.a, b, role: c.role };
}

// A "that" clause right after the cue that the model cut after its subject, before its verb ("pointed out that veterans’
// issues | were largely ignored", "made clear that he | has not considered resigning": the model read the verb as a cue of
// its own): the clause runs on to its sentence's end, or to a semicolon or a dash before it.
function wholeClause(ctx: Ctx, cue: TokSpan, c: TokSpan): TokSpan {
  const t = ctx.tokens;
  if (c.a !== cue.b || c.b >= t.length) return c;
  const next = t[c.b]!, sent = t[c.a]!.sent;
  if (next.sent !== sent || next.kind !== 'word' || next.inQuote >= 0) return c;
  if (t[c.a]!.lower === 'that' ? !AUXILIARIES.has(next.lower) && !CUE_FORMS.has(next.lower) && !subjectOnly(ctx, c) : !saidClause(ctx, cue, c)) return c;
  const end = ctx.sentences[sent]!.tokEnd;
  let b = c.b;
  // (nor into an attribution closing the sentence: "… from financial crisis said Lee.", "…, Lee said.")
  while (b < end && t[b]!.text !== ';' && t[b]!.text !== '—' && t[b]!.text !== '--' && t[b]!.kind !== 'quote' && !(end - b <= 6 && CUE_FORMS.get(t[b]!.lower)?.speech)) b++;
  if (b < end && CUE_FORMS.get(t[b]!.lower)?.speech) {
    const mi = ctx.mentionAt[b - 1]!;
    if (mi >= 0 && ctx.mentions[mi]!.tokStart >= c.b) b = ctx.mentions[mi]!.tokStart;
  }
  while (b > c.b && t[b - 1]!.kind === 'punct') b--;
  return { a: c.a, b, role: c.role };
}

// The end of a content the model stopped at token b inside a name, before `limit`: "called on him to disavow the Ku Klux
// | Klan", "firms on Wall | Street", "meeting with Mexican President Enrique Peña | Nieto" (the name's capitalized words
// run on), or after a city before its state set off by a comma, "a campaign stop in Fairfield | , Iowa", "the standoff
// in Bunkerville | , Nev." (PolNeAR train: gold runs on over the rest of the name in 9 of the 10 model contents cut inside
// one where gold has a content, over the state in the 6 city-and-state cuts.)
function nameEnd(ctx: Ctx, b: number, limit: number): number {
  const t = ctx.tokens, mi = b > 0 ? ctx.mentionAt[b - 1]! : -1;
  if (mi < 0 || b >= limit) return b;
  if (ctx.mentionAt[b] === mi) {
    let e = b;
    while (e < limit && ctx.mentionAt[e] === mi && t[e]!.kind === 'word' && t[e]!.cap) e++;
    return e;
  }
  // (a city and its state: one place name of one token after the comma, then the sentence's end or a comma before no
  // other place nor "and", not a list of places, "Libya, Iraq, and Syria", "Indiana, Michigan, Ohio")
  const si = ctx.mentionAt[b + 1] ?? -1, n = t[b + 2];
  if (t[b]!.text === ',' && b + 2 <= limit && ctx.mentions[mi]!.type === 'LOC' && si >= 0 && ctx.mentions[si]!.type === 'LOC'
    && ctx.mentions[si]!.tokStart === b + 1 && ctx.mentions[si]!.tokEnd === b + 2 && t[b - 2]?.text !== ','
    && (b + 2 === limit || n!.kind === 'punct' && !(n!.text === ',' && ((ctx.mentionAt[b + 3] ?? -1) >= 0 || /^(and|or)$/.test(t[b + 3]?.lower ?? ''))))) return b + 2;
  return b;
}

// A content after its cue that the model stopped right before "and" (or "or") inside the statement: "telling Clinton she
// had been an able | and determined opponent …", "called on the North Korean regime to abandon its nuclear weapons | and
// comply with …", "mocking Rubio as a neophyte who memorized talking points | and lacked the experience …". It runs on as
// the rules would end it (endOfContent, which stops at "and" before the source's second verb). Not before the source's
// next act ("has increasingly decried the issue | and highlighted her plans"; PolNeAR train: gold ends there 23 times of
// the model's 46 such cuts, runs on to the sentence's end 16): not an inflected verb after an object with no clause of its
// own, a participle after a participle cue ("criticizing … | and calling for …"), a base verb after no "to" or modal
// ("'s trying to call the Republicans' bluff | and force …"), nor a clause with its own subject ("| and Emanuel fired …").
function pastAnd(ctx: Ctx, cue: TokSpan, c: TokSpan): TokSpan {
  const t = ctx.tokens, k = c.b, n = t[k];
  if (c.a < cue.b || c.a > cue.b + 1 || !n || !(n.lower === 'and' || n.lower === 'or') || n.inQuote >= 0 || n.sent !== t[c.a]!.sent) return c;
  let v = k + 1;
  if (t[v]?.kind === 'word' && /ly$/.test(t[v]!.lower)) v++;
  const w = t[v];
  if (!w || w.kind !== 'word' || w.inQuote >= 0 || w.sent !== n.sent) return c;
  let clause = false;
  for (let j = c.a; j < k && !clause; j++) clause = CLAUSE_OPENERS.test(t[j]!.lower);
  if (!clause && !finiteVerbIn(ctx, c.a, k) && /^(VB[DZP]?|MD)$/.test(tagAt(ctx, v))) return c;
  if (/ing$/.test(w.lower) && /ing$/.test(t[cue.b - 1]!.lower)) return c;
  if (SUBJECT_PRONOUNS.has(w.lower) || /^(it|you|there)$/.test(w.lower) || w.cap && (TITLE_HEADS.has(w.lower) || ctx.mentionAt[v]! >= 0 && ctx.mentions[ctx.mentionAt[v]!]!.type === 'PER')) return c;
  // (a verb of its own a few words on, after a subject: "| and one in four said …", "| and the shift was expected …")
  for (let j = v + 1; j < v + 6 && j < t.length && t[j]!.sent === n.sent && t[j]!.kind !== 'punct'; j++) if (FINITE.test(tagAt(ctx, j))) return c;
  const e = endOfContent(ctx, c.a, ctx.sentences[n.sent]!.tokEnd);
  return e > v ? { a: c.a, b: e, role: c.role } : c;
}
const FINITE = /^(VB[DZP]|MD)$/;

// A content that is only the word opening a clause, "that", "how", "whether" or "why", the model stopped at the comma
// opening an aside after it: "added that | , in Wisconsin, Trump's coalition consists of …", "determined that | , due to
// party rules, Bush would fall off …". The clause goes on past the aside, to where the rules would end it (endOfContent,
// which still ends "described how | , growing up, …" at its participle); the rules' own content stands against such a
// redraw (rulesContentStands). PolNeAR train: 7 contents were such a lone word before a comma; gold runs on past the
// aside in the 5 with one, and ends at the word in the 2 without ("did not explain why, but …", "asked why, Sembler
// responded: …").
function pastAside(ctx: Ctx, cue: TokSpan, c: TokSpan): TokSpan {
  if (c.a !== cue.b || !asideAfterComplementizer(ctx, c)) return c;
  const end = endOfContent(ctx, c.a, ctx.sentences[ctx.tokens[c.a]!.sent]!.tokEnd);
  return end > c.b + 3 ? { a: c.a, b: end, role: c.role } : c;
}
// [a, b) is one clause-opening word, then a comma and an aside closed by a second comma a few words on, in the same
// sentence with no quotation, colon or conjunction opening it ("why, but she suspects …" and "asked why, Sembler
// responded: …" end there)
function asideAfterComplementizer(ctx: Ctx, c: TokSpan): boolean {
  const t = ctx.tokens;
  if (c.b !== c.a + 1 || !/^(that|how|whether|why)$/.test(t[c.a]!.lower) || t[c.b]?.text !== ',' || t[c.b]!.inQuote >= 0) return false;
  if (/^(and|but|or|so|yet)$/.test(t[c.b + 1]?.lower ?? '')) return false;
  for (let k = c.b + 2; k < c.b + 16 && k < t.length; k++) {
    const x = t[k]!;
    if (x.sent !== t[c.a]!.sent || x.inQuote >= 0 || x.kind === 'quote' || /^(;|:|\.|\?|!)$/.test(x.text)) return false;
    if (x.text === ',') return k > c.b + 1 && t[k + 1]?.kind === 'word' && t[k + 1]!.sent === x.sent;
  }
  return false;
}
const CLAUSE_OPENERS = /^(that|who|which|whom|whose|to|would|will|could|should|can|may|might|must|is|was|are|were|has|had)$/;

// A content after its cue that the model stopped right before "in" or "by" and the rest of its phrase: "predicting he
// will do “very, very well” | in the next Republican contest in Nevada", "adding that he will have to win some
// winner-take-all states | in March", "called upon the U.S. to press China into forcing North Korea to abide | by
// international norms". It runs on as the rules would end it (endOfContent). Not the medium, platform or occasion of the
// saying ("called the KKK “abhorrent“ | in a tweet Sunday", "| in an interview"), "in order to", nor a name after "by"
// ("| by George Anders, Fiorina sat …": the source). PolNeAR train: gold runs on past 17 of the model's 21 such cuts
// before "in" (the 4 others those phrases), 7 of 7 before "by". (Not "on", 5 of 7, but also the day or the platform of the
// saying, "| on Tuesday night he said …".)
// (a word of the medium or the occasion of a saying: "tweet", "Twitter", "interviews", "remarks", …)
const mediumWord = (w: string): boolean => MEDIUM_NOUNS.has(w) || MEDIUM_PLATFORMS.has(w) || /^(interviews|statements|speeches|tweets|videos|remarks|ads?|commercials?|posts)$/.test(w);
function pastIn(ctx: Ctx, cue: TokSpan, c: TokSpan): TokSpan {
  const t = ctx.tokens, n = t[c.b];
  if (c.a < cue.b || !n || !(n.lower === 'in' || n.lower === 'by') || n.inQuote >= 0 || n.sent !== t[c.b - 1]!.sent || t[c.b - 1]!.kind === 'punct') return c;
  if (/^(order|response|part|turn|fact|addition|particular|behalf)$/.test(t[c.b + 1]?.lower ?? '')) return c;
  for (let j = c.b + 1; j < c.b + 5 && j < t.length && t[j]!.sent === n.sent && t[j]!.kind === 'word'; j++) {
    if (mediumWord(t[j]!.lower)) return c;
  }
  if (n.lower === 'by' && ctx.mentionAt[c.b + 1]! >= 0 && ctx.mentions[ctx.mentionAt[c.b + 1]!]!.type === 'PER') return c;
  const end = endOfContent(ctx, c.a, ctx.sentences[n.sent]!.tokEnd);
  return end > c.b + 1 ? { a: c.a, b: end, role: c.role } : c;
}

// A content after its cue, a clause with a verb of its own, that the model stopped right before a preposition when only
// that prepositional phrase is left of the sentence: "urging her to immediately bring the bipartisan Senate
// infrastructure bill to a vote | on the House floor", "urging him to approve the state's request | for a major disaster
// declaration after the storm", "equivocated on whether South Carolina should remove the Confederate flag | from the
// state capitol". The phrase is the clause's: the content runs on to the sentence's end. Done before the cue filter,
// which reads a content cut before a preposition as cut mid-phrase and drops most of them. Only a phrase of at most 8
// words with no verb, no clause or conjunction and no punctuation; not the medium or the day of the saying ("| in a tweet
// Sunday", "| on Twitter", "| in an interview", "| on Monday"; pastIn's words), nor a time of its own ("| before making a
// public endorsement", "| during her presidential campaign": no such preposition). PolNeAR train, the model's proposals
// cut so: gold runs on to the sentence's end 21 times, ends at the cut 2 (7 have no gold content); a content with no
// verb is mostly an object the phrase does not belong to ("endorsed Republican presidential candidate Donald Trump |
// in 2015", "denouncing the president's efforts | before a joint meeting of Congress"): gold ends it at the cut 21 times,
// runs on 9, and it is left as the model drew it.
const FINAL_PREPOSITIONS: ReadonlySet<string> = new Set(['on', 'at', 'in', 'to', 'for', 'from', 'with', 'by', 'into', 'over', 'under', 'across', 'through',
  'against', 'within', 'throughout', 'toward', 'towards', 'among', 'between', 'around', 'near', 'of', 'without', 'beyond', 'behind', 'amid']);
function pastFinalPhrase(ctx: Ctx, cue: TokSpan, c: TokSpan): TokSpan {
  const t = ctx.tokens, n = t[c.b];
  if (c.a < cue.b || !n || !FINAL_PREPOSITIONS.has(n.lower) || n.inQuote >= 0 || n.sent !== t[c.b - 1]!.sent || t[c.b - 1]!.kind === 'punct') return c;
  const s = ctx.sentences[n.sent]!;
  let e = s.tokEnd;
  while (e > c.b && (t[e - 1]!.kind === 'punct' || t[e - 1]!.kind === 'quote')) e--;
  if (e - c.b < 2 || e - c.b > 9 || !verbIn(ctx, c.a, c.b)) return c;
  for (let k = e; k < s.tokEnd; k++) if (t[k]!.kind === 'quote' || t[k]!.inQuote >= 0 || t[k]!.text !== '.' && t[k]!.kind === 'punct' && !/^[!?]$/.test(t[k]!.text)) return c;
  for (let k = c.b + 1; k < e; k++) {
    const w = t[k]!;
    if (w.kind !== 'word' && w.kind !== 'num' || w.inQuote >= 0 || /^(VB[DZP]?|MD)$/.test(tagAt(ctx, k)) || /^(that|who|which|whom|whose|and|or|but)$/.test(w.lower)) return c;
    if (mediumWord(w.lower) || /^(blog|rally|campaign|today|yesterday|tonight)$/.test(w.lower) || WEEKDAYS.has(w.lower)) return c;
  }
  return { a: c.a, b: e, role: c.role };
}
// a verb in tokens [a, b) as the tagger reads it, a participle or an infinitive's among them
const verbIn = (ctx: Ctx, a: number, b: number): boolean => { for (let k = a; k < b; k++) if (/^(VB[DZPNG]?|MD)$/.test(tagAt(ctx, k))) return true; return false; };

// A content after its cue that the model stopped right before the rate closing its clause: "would deny access to at least
// 1,440 people | per year", "would raise $75 billion | a year", "$15 | an hour", "$1.78 | per share". The rate measures the
// words before it and runs on over them: "per" and a noun, or "a"/"an"/"each"/"every" and a unit of time, then
// punctuation, the sentence's end or a conjunction ("a week | ago", "a day | after …" are times of their own and stay
// out). PolNeAR train: 31 gold contents end on such a phrase, none right before one.
const TIME_UNIT = /^(year|month|week|day|hour|minute|second|decade|night|quarter|session|term|season)$/;
function pastRate(ctx: Ctx, cue: TokSpan, c: TokSpan): TokSpan {
  const t = ctx.tokens, n = t[c.b], u = t[c.b + 1], after = t[c.b + 2];
  if (c.a < cue.b || !n || !u || n.inQuote >= 0 || n.sent !== t[c.b - 1]!.sent || u.sent !== n.sent || t[c.b - 1]!.kind === 'punct' || u.kind !== 'word') return c;
  if (!(n.lower === 'per' || /^(a|an|each|every)$/.test(n.lower) && TIME_UNIT.test(u.lower))) return c;
  if (after && after.sent === n.sent && after.kind === 'word' && !/^(and|or|but)$/.test(after.lower)) return c;
  return { a: c.a, b: c.b + 2, role: c.role };
}

// A clause's subject only, its verb next: the model cut the clause before a verb it read as a cue of its own, one the cue
// filter then dropped ("said Monday that the Texas ruling | intensifies the need …", "said the ruling | has made it …").
// No verb in the content, a finite verb (the tagger's) right after it.
function subjectOnly(ctx: Ctx, c: TokSpan): boolean {
  return !finiteVerbIn(ctx, c.a, c.b) && finiteVerbIn(ctx, c.b, c.b + 1);
}

// The same cut of a clause with no "that" after a verb of saying ("Abortion rights advocates said the ruling | has made it
// even more critical to fight these laws"); not a verb's object before a clause of its own ("told reporters | he …").
function saidClause(ctx: Ctx, cue: TokSpan, c: TokSpan): boolean {
  let say = false;
  for (let k = cue.a; k < cue.b; k++) if (CUE_FORMS.get(ctx.tokens[k]!.lower)?.lemma === 'say') say = true;
  return say && subjectOnly(ctx, c);
}

// The source as the model drew it, or the noun phrase it ends when that begins with "N other …" after "and" ("14 other
// House Republicans" of "Representative Stephanie Bice (R-Okla.) and 14 other House Republicans"), for withSubject
function others(ctx: Ctx, s: TokSpan): Range {
  const np = npLeft(ctx, s.b);
  if (np && np[1] === s.b && np[0] < s.a && np[0] > 0 && ctx.tokens[np[0] - 1]!.lower === 'and' && (ctx.tokens[np[0]]!.lower === 'other' || ctx.tokens[np[0] + 1]?.lower === 'other')) return np;
  return [s.a, s.b];
}

// The cue is a verb of stance, not of saying, and its source's head a thing that holds no view (THINGS).
function thingTakingSide(ctx: Ctx, cue: TokSpan, src: TokSpan): boolean {
  if (!THINGS.has(ctx.tokens[src.b - 1]!.lower)) return false;
  let stance = false;
  for (let k = cue.a; k < cue.b; k++) { const f = CUE_FORMS.get(ctx.tokens[k]!.lower); if (f?.speech) return false; if (f?.stance) stance = true; }
  // (a named program takes no side either, but may find: "the Program on International Policy Attitudes found …")
  return stance || !ctx.tokens[src.b - 1]!.cap;
}

// a reporting word of the cue that says nothing here ("was admitted to the hospital", "confirmed judge Barrett to …")
function notSaid(ctx: Ctx, cue: TokSpan): boolean {
  for (let k = cue.a; k < cue.b; k++) {
    const f = CUE_FORMS.get(ctx.tokens[k]!.lower);
    if (f && notSaidHere(ctx, k, f.lemma)) return true;
  }
  return false;
}

// "The governor added:" closing its paragraph, with no content the model tagged beside it: what was said is the next
// paragraph (the quote sieves' own when it is a quotation).
function colonParagraph(ctx: Ctx, cue: TokSpan, p: number): TokSpan | null {
  const colon = ctx.tokens[cue.b - 1]!.text === ':' ? cue.b - 1 : ctx.tokens[cue.b]?.text === ':' ? cue.b : -1;
  const next = ctx.paragraphs[p + 1];
  if (colon < 0 || colon !== ctx.paragraphs[p]!.tokEnd - 1 || !next || next.boilerplate || next.tokEnd <= next.tokStart) return null;
  return { a: next.tokStart, b: next.tokEnd, role: 3 };
}

// "The outcome of the meeting between Homan and Adams could signal …": a source that is the object of a preposition
// ("between Homan and Adams") is inside a bigger noun phrase, not the speaker; the model's attribution is not taken.
// "by" (the agent of a passive cue: "was announced by the mayor") is a speaker.
const DETERMINERS: ReadonlySet<string> = new Set(['the', 'his', 'her', 'their', 'its', 'our', 'my', 'this', 'that', 'these', 'those']);
const NP_PREPOSITIONS = new Set(['of', 'between', 'with', 'among', 'from', 'for', 'about', 'against', 'on', 'in', 'at', 'over', 'into', 'toward', 'towards', 'under', 'behind']);
function prepositionObject(ctx: Ctx, s: TokSpan): boolean {
  let k = s.a - 1;
  // back over a coordinated name ("between Homan and Adams")
  if (k > 0 && (ctx.tokens[k]!.lower === 'and' || ctx.tokens[k]!.lower === 'or')) {
    k--;
    while (k > 0 && ctx.tokens[k]!.kind === 'word' && ctx.tokens[k]!.cap) k--;
  }
  const t = tokenAt(ctx.tokens, k);
  return !!t && t.sent === ctx.tokens[s.a]!.sent && t.kind === 'word' && NP_PREPOSITIONS.has(t.lower);
}

// gap in tokens between two spans; content after the cue wins a tie ("X said that …")
function gap(x: TokSpan, y: TokSpan): number {
  return y.a >= x.b ? y.a - x.b : x.a >= y.b ? x.a - y.b : 0;
}

function nearestContent(ctx: Ctx, cue: TokSpan, contents: readonly TokSpan[]): TokSpan | null {
  const sent = ctx.tokens[cue.a]!.sent, tokens = ctx.tokens;
  let best: TokSpan | null = null, bestGap = Infinity;
  // (only the contents that end in the cue's sentence or later and start no later than the next one can touch it: in
  // text order, found by a binary search, not a scan of the paragraph's contents for each cue)
  for (let j = firstEndingInOrAfter(ctx, contents, sent); j < contents.length && tokens[contents[j]!.a]!.sent <= sent + 1; j++) {
    const c = contents[j]!;
    // the content shares the cue's sentence, or starts right after it ("X said: …" ending a sentence)
    const touches = tokens[c.a]!.sent <= sent && tokens[c.b - 1]!.sent >= sent || tokens[c.a]!.sent === sent + 1 && c.a - cue.b <= 3;
    if (!touches) continue;
    const g = gap(cue, c) * 2 + (c.a >= cue.b ? 0 : 1);
    if (g < bestGap) { best = c; bestGap = g; }
  }
  return best;
}

// A cue the model ran on over its object pronoun, the content right after it: "urging | them | to process the visas" is
// cue "urging" and content "them to process the visas", as PolNeAR marks the one urged (and as the cue filter was
// trained on). In place, spans in text order.
function objectOutOfCue(ctx: Ctx, spans: TokSpan[]): void {
  for (let i = 0; i + 1 < spans.length; i++) {
    const c = spans[i]!, n = spans[i + 1]!;
    if (c.role !== 2 || n.role !== 3 || n.a !== c.b || c.b - c.a < 2 || !/^(them|him|her|us|me)$/.test(ctx.tokens[c.b - 1]!.lower)
      || !ctx.tokens[c.b - 2]!.lower.endsWith('ing')) continue;
    spans[i] = { a: c.a, b: c.b - 1, role: c.role };
    spans[i + 1] = { a: c.b - 1, b: n.b, role: n.role };
  }
}

// Contents the model split in two with nothing between them, the second opening on a name: "supporting | Texas Sen. |
// Ted Cruz's campaign" (a title's period read as a span's end) is one content, not "Texas Sen." alone.
function joinedAtName(ctx: Ctx, xs: TokSpan[]): TokSpan[] {
  const out: TokSpan[] = [];
  for (const x of xs) {
    const last = out.at(-1);
    if (last && last.b === x.a && ctx.tokens[x.a]!.sent === ctx.tokens[last.a]!.sent && ctx.mentionAt[x.a]! >= 0 && ctx.mentions[ctx.mentionAt[x.a]!]!.kind === 'name') out[out.length - 1] = { a: last.a, b: x.b, role: last.role };
    else out.push(x);
  }
  return out;
}

// The index of the first span (in text order, none overlapping another) whose last token is in sentence `sent` or later.
function firstEndingInOrAfter(ctx: Ctx, xs: readonly TokSpan[], sent: number): number {
  let lo = 0, hi = xs.length;
  while (lo < hi) { const m = (lo + hi) >> 1; if (ctx.tokens[xs[m]!.b - 1]!.sent < sent) lo = m + 1; else hi = m; }
  return lo;
}

function nearestSource(ctx: Ctx, cue: TokSpan, sources: readonly TokSpan[]): TokSpan | null {
  const sent = ctx.tokens[cue.a]!.sent;
  let best: TokSpan | null = null, bestGap = Infinity;
  // (the sources of the cue's sentence: in text order, from a binary search)
  for (let j = firstEndingInOrAfter(ctx, sources, sent); j < sources.length && ctx.tokens[sources[j]!.a]!.sent <= sent; j++) {
    const s = sources[j]!;
    if (ctx.tokens[s.a]!.sent !== sent) continue;
    const g = gap(cue, s) * 2 + (s.b <= cue.a ? 0 : 1);
    if (g < bestGap) { best = s; bestGap = g; }
  }
  return best;
}

/**
 * The model's redrawn content m of the rules' content [a, b) kept to the sentences the rules' content spans: its start
 * not before the sentence of a, its end not past the sentence of b - 1; but a sentence end inside a quotation or at its
 * closing mark is no bound ("that she sent the same text: ''Do you feel the bern? Please text …''" goes on to the closing mark).
 */
function sentenceBounded(ctx: Ctx, m: TokSpan, a: number, b: number): TokSpan {
  const t = ctx.tokens;
  // (nor one right after a closing mark: "… what they truly believe in?” | O’Malley said …, according to the Sun" is
  // one sentence, its quotation's question mark read as its end)
  const inOneQuote = (k: number) => t[k - 1]!.inQuote >= 0 && t[k - 1]!.inQuote === t[k]!.inQuote || t[k - 1]!.qrole === 'close';
  if (m.a < a && t[m.a]!.sent !== t[a]!.sent) { const st = ctx.sentences[t[a]!.sent]!.tokStart; if (!inOneQuote(st)) m = { a: st, b: m.b, role: m.role }; }
  if (m.b > b && t[m.b - 1]!.sent !== t[b - 1]!.sent) { const e = ctx.sentences[t[b - 1]!.sent]!.tokEnd; if (e >= t.length || !inOneQuote(e)) m = { a: m.a, b: e, role: m.role }; }
  return m;
}
