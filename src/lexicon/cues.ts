// Reporting verbs (cues), kept as data. Each entry: lemma and its irregular forms; regular forms are derived.
// `speech`: an utterance verb that can take a direct quote ("said", "tweeted"); the others report beliefs, plans
// or evidence ("believes", "found") and are used for reported speech only.
// Gotchas: "call" reports only with a complement ("called the plan a disgrace"), "say" in "so to say" is not a cue,
// "note" and "point" are nouns too — the sieves check the context, this list only says what may be a cue.

import { WordSet } from './word-set.js';

interface CueEntry { lemma: string; forms?: string[]; speech?: boolean; stance?: boolean; spanish?: boolean }

const ENTRIES: CueEntry[] = [
  { lemma: 'say', forms: ['said', 'says', 'saying'], speech: true },
  { lemma: 'tell', forms: ['told', 'tells', 'telling'], speech: true },
  { lemma: 'state', speech: true }, { lemma: 'add', speech: true }, { lemma: 'note', speech: true }, { lemma: 'write', forms: ['wrote', 'written', 'writes', 'writing'], speech: true },
  { lemma: 'talk', speech: true }, { lemma: 'speak', forms: ['spoke', 'spoken', 'speaks', 'speaking'], speech: true },
  { lemma: 'tweet', speech: true }, { lemma: 'post', speech: true }, { lemma: 'insist', speech: true }, { lemma: 'warn', speech: true },
  { lemma: 'admit', forms: ['admitted', 'admits', 'admitting'], speech: true }, { lemma: 'claim', speech: true }, { lemma: 'sigh', speech: true },
  { lemma: 'grumble', speech: true }, { lemma: 'explain', speech: true }, { lemma: 'declare', speech: true }, { lemma: 'announce', speech: true },
  { lemma: 'remark', speech: true }, { lemma: 'comment', speech: true }, { lemma: 'reply', forms: ['replied', 'replies', 'replying'], speech: true },
  { lemma: 'respond', speech: true }, { lemma: 'answer', speech: true }, { lemma: 'ask', speech: true }, { lemma: 'argue', speech: true },
  { lemma: 'contend', speech: true }, { lemma: 'assert', speech: true }, { lemma: 'maintain', speech: true }, { lemma: 'emphasize', speech: true },
  { lemma: 'emphasise', speech: true }, { lemma: 'stress', speech: true }, { lemma: 'reiterate', speech: true }, { lemma: 'repeat', speech: true },
  { lemma: 'confirm', speech: true }, { lemma: 'deny', forms: ['denied', 'denies', 'denying'], speech: true }, { lemma: 'acknowledge', speech: true },
  { lemma: 'concede', speech: true }, { lemma: 'observe', speech: true }, { lemma: 'point out', forms: ['pointed out', 'points out', 'pointing out'], speech: true },
  { lemma: 'recall', speech: true }, { lemma: 'recount', speech: true }, { lemma: 'describe', speech: true }, { lemma: 'predict', speech: true },
  { lemma: 'promise', speech: true }, { lemma: 'pledge', speech: true }, { lemma: 'vow', speech: true }, { lemma: 'threaten', speech: true },
  { lemma: 'urge', speech: true }, { lemma: 'demand', speech: true }, { lemma: 'complain', speech: true }, { lemma: 'boast', speech: true },
  { lemma: 'brag', forms: ['bragged', 'brags', 'bragging'], speech: true }, { lemma: 'joke', speech: true }, { lemma: 'quip', forms: ['quipped', 'quips', 'quipping'], speech: true },
  { lemma: 'shout', speech: true }, { lemma: 'yell', speech: true }, { lemma: 'scream', speech: true }, { lemma: 'whisper', speech: true },
  { lemma: 'mutter', speech: true }, { lemma: 'exclaim', speech: true }, { lemma: 'cry', forms: ['cried', 'cries', 'crying'], speech: true },
  { lemma: 'plead', forms: ['pleaded', 'pled', 'pleads', 'pleading'], speech: true }, { lemma: 'testify', forms: ['testified', 'testifies', 'testifying'], speech: true },
  { lemma: 'report', speech: true }, { lemma: 'reveal', speech: true }, { lemma: 'disclose', speech: true }, { lemma: 'concur', forms: ['concurred', 'concurs'], speech: true },
  { lemma: 'agree', forms: ['agreed', 'agrees', 'agreeing'], speech: true }, { lemma: 'caution', speech: true }, { lemma: 'counter', speech: true },
  { lemma: 'retort', speech: true }, { lemma: 'continue', speech: true }, { lemma: 'conclude', speech: true }, { lemma: 'suggest', speech: true },
  { lemma: 'indicate', speech: true }, { lemma: 'mention', speech: true }, { lemma: 'allege', speech: true }, { lemma: 'accuse', speech: true },
  { lemma: 'charge', speech: true }, { lemma: 'blast', speech: true }, { lemma: 'slam', forms: ['slammed', 'slams', 'slamming'], speech: true },
  { lemma: 'criticize', speech: true }, { lemma: 'praise', speech: true }, { lemma: 'applaud', speech: true }, { lemma: 'lament', speech: true },
  { lemma: 'fume', speech: true }, { lemma: 'scoff', speech: true }, { lemma: 'snap', forms: ['snapped', 'snaps'], speech: true },
  { lemma: 'begin', forms: ['began', 'begins'], speech: true }, { lemma: 'wonder', speech: true }, { lemma: 'muse', speech: true },
  { lemma: 'opine', speech: true }, { lemma: 'proclaim', speech: true }, { lemma: 'assure', speech: true }, { lemma: 'advise', speech: true },
  { lemma: 'inform', speech: true }, { lemma: 'reassure', speech: true }, { lemma: 'swear', forms: ['swore', 'sworn', 'swears'], speech: true },
  { lemma: 'echo', forms: ['echoed', 'echoes', 'echoing'], speech: true }, { lemma: 'recommend', speech: true }, { lemma: 'propose', speech: true },
  { lemma: 'estimate', speech: true }, { lemma: 'project', speech: true }, { lemma: 'forecast', speech: true }, { lemma: 'call', speech: true },
  { lemma: 'dismiss', speech: true }, { lemma: 'acknowledge', speech: true }, { lemma: 'signal', forms: ['signaled', 'signalled', 'signals'], speech: true },
  { lemma: 'email', speech: true }, { lemma: 'text', speech: true }, { lemma: 'message', speech: true },
  { lemma: 'cite', speech: true }, { lemma: 'label', forms: ['labeled', 'labelled', 'labels', 'labeling', 'labelling'], speech: true },
  { lemma: 'dub', forms: ['dubbed', 'dubs', 'dubbing'], speech: true }, { lemma: 'brand', speech: true }, { lemma: 'term', speech: true },
  { lemma: 'characterize', speech: true }, { lemma: 'characterise', speech: true }, { lemma: 'chant', speech: true }, { lemma: 'tout', speech: true },
  { lemma: 'decry', forms: ['decried', 'decries', 'decrying'], speech: true }, { lemma: 'denounce', speech: true }, { lemma: 'condemn', speech: true },
  { lemma: 'rule', speech: true }, { lemma: 'refer', forms: ['referred', 'refers', 'referring'], speech: true },
  // Spanish, as press releases print a statement in both languages («…», dijo Joe Dunn): the past and present forms only
  ...[['decir', 'dijo', 'dijeron', 'dice', 'dicen'], ['afirmar', 'afirmó', 'afirmaron', 'afirma'], ['declarar', 'declaró', 'declararon', 'declara'],
    ['señalar', 'señaló', 'señalaron', 'señala'], ['expresar', 'expresó', 'expresaron'], ['agregar', 'agregó', 'agregaron'], ['añadir', 'añadió', 'añadieron'],
    ['explicar', 'explicó', 'explicaron'], ['indicar', 'indicó', 'indicaron'], ['comentar', 'comentó', 'comentaron'], ['escribir', 'escribió', 'escribieron'],
    ['asegurar', 'aseguró', 'aseguraron']].map(([lemma, ...forms]) => ({ lemma: lemma!, forms, speech: true, spanish: true })),
  // beliefs, knowledge, intentions, evidence: PolNeAR annotates these as attributions too
  { lemma: 'believe' }, { lemma: 'think', forms: ['thought', 'thinks', 'thinking'] }, { lemma: 'feel', forms: ['felt', 'feels', 'feeling'] },
  { lemma: 'know', forms: ['knew', 'known', 'knows', 'knowing'] }, { lemma: 'expect' }, { lemma: 'hope' }, { lemma: 'fear' }, { lemma: 'worry', forms: ['worried', 'worries'] },
  { lemma: 'want' }, { lemma: 'plan', forms: ['planned', 'plans', 'planning'] }, { lemma: 'intend' }, { lemma: 'decide' }, { lemma: 'consider' },
  { lemma: 'show', forms: ['showed', 'shown', 'shows', 'showing'] }, { lemma: 'find', forms: ['found', 'finds', 'finding'] }, { lemma: 'seem' }, { lemma: 'appear' },
  { lemma: 'learn', forms: ['learned', 'learnt', 'learns'] }, { lemma: 'understand', forms: ['understood', 'understands'] }, { lemma: 'assume' }, { lemma: 'doubt' },
  { lemma: 'suspect' }, { lemma: 'recognize' }, { lemma: 'realize' }, { lemma: 'estimate' }, { lemma: 'conclude' }, { lemma: 'determine' },
  // stances: taking a side on someone or something ("endorsed Cruz", "attacked the plan"); PolNeAR annotates the
  // object as the content. Reported speech only, with the subject as source.
  { lemma: 'endorse', stance: true }, { lemma: 'support', stance: true }, { lemma: 'oppose', stance: true },
  { lemma: 'attack', stance: true }, { lemma: 'blame', stance: true }, { lemma: 'defend', stance: true }, { lemma: 'question', stance: true },
  { lemma: 'reject', stance: true }, { lemma: 'decline', stance: true }, { lemma: 'refuse', stance: true }, { lemma: 'seek', forms: ['sought', 'seeks', 'seeking'], stance: true },
  { lemma: 'mock', stance: true }, { lemma: 'challenge', stance: true }, { lemma: 'thank', stance: true }, { lemma: 'credit', stance: true },
  { lemma: 'highlight', stance: true }, { lemma: 'hail', stance: true }, { lemma: 'insult', stance: true },
];

function regular(lemma: string): string[] {
  const [head, ...rest] = lemma.split(' ');
  const tail = rest.length ? ' ' + rest.join(' ') : '';
  const h = head ?? '';
  let ed: string, s: string, ing: string;
  if (h.endsWith('e')) { ed = h + 'd'; s = h + 's'; ing = h.slice(0, -1) + 'ing'; }
  else if (/[^aeiou]y$/.test(h)) { ed = h.slice(0, -1) + 'ied'; s = h.slice(0, -1) + 'ies'; ing = h + 'ing'; }
  else if (/(s|sh|ch|x|z)$/.test(h)) { ed = h + 'ed'; s = h + 'es'; ing = h + 'ing'; }
  else { ed = h + 'ed'; s = h + 's'; ing = h + 'ing'; }
  return [lemma, ed + tail, s + tail, ing + tail];
}

/** Word form → { lemma, speech, stance }. Single-word forms only; multi-word cues are matched by the sieves. */
export const CUE_FORMS: ReadonlyMap<string, { lemma: string; speech: boolean; stance: boolean }> = (() => {
  const m = new Map<string, { lemma: string; speech: boolean; stance: boolean }>();
  for (const e of ENTRIES) {
    for (const f of [...(e.spanish ? [] : regular(e.lemma)), ...(e.forms ?? [])]) {
      if (f.includes(' ')) continue;
      const prev = m.get(f);
      if (!prev || (!prev.speech && e.speech)) m.set(f, { lemma: e.lemma, speech: !!e.speech, stance: !!e.stance });
    }
  }
  return m;
})();

/**
 * Cue words that alone do not make a sentence worth the span model's time (see the model sieve's `worthTagging`): on
 * PolNeAR train each is a gold cue in under 20% of its 8 or more occurrences ("the state", "United States", "an email",
 * "the plan", "I think", "we understand", "I support"), counted by scripts/weak-triggers.ts. On press releases the 54 words
 * under 10% alone took 14% of the tokens the model tagged, and the 50 more words under 20% ("support" most) another 9%.
 */
export const WEAK_TRIGGERS: ReadonlySet<string> = new Set([
  'state', 'states', 'email', 'tweet', 'post', 'emails', 'rules', 'text', 'term', 'challenge', 'terms', 'begin', 'project', 'challenges', 'thanks',
  'decline', 'thank', 'projects', 'feels', 'appearing', 'messaging', 'recount',
  'think', 'attack', 'plan', 'comments', 'report', 'find', 'speaking', 'remarks', 'continue', 'understand', 'planned', 'messages', 'charge',
  'rule', 'continuing', 'ruling', 'charges', 'finding', 'brand', 'add', 'answers', 'insults', 'tweets', 'remark', 'learning', 'begins', 'insult',
  'denying', 'suspect', 'insulting', 'advise', 'label',
  'support', 'want', 'know', 'attacks', 'question', 'message', 'began', 'talk', 'feel', 'comment', 'thought', 'speak', 'answer', 'consider',
  'continues', 'credit', 'thinking', 'determine', 'decide', 'reporting', 'challenging', 'believed', 'seek', 'learn', 'feeling', 'speaks', 'demand',
  'write', 'understands', 'counter', 'opposing', 'posts', 'responding', 'reject', 'maintain', 'advised', 'signal', 'realize', 'expects', 'joke',
  'assume', 'deny', 'wanting', 'condemn', 'maintains', 'assuming', 'intends', 'hail', 'credits', 'stress',
]);

/** The words of CUE_FORMS but WEAK_TRIGGERS, for the test made on every token (see WordSet): a sentence with one is worth tagging. */
export const TRIGGER_WORDS = new WordSet([...CUE_FORMS.keys()].filter((w) => !WEAK_TRIGGERS.has(w)));

/** Particles that complete a phrasal cue, by lemma ("called on", "called for", "pointed out"). */
export const PHRASAL_PARTICLES: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['call', new Set(['on', 'for'])], ['point', new Set(['out', 'to'])], ['speak', new Set(['out', 'of', 'about'])], ['talk', new Set(['of', 'about'])], ['lash', new Set(['out'])],
  ['refer', new Set(['to'])], ['warn', new Set(['of', 'against'])], ['caution', new Set(['against'])], ['write', new Set(['about'])], ['joke', new Set(['about'])],
  ['boast', new Set(['of', 'about'])], ['brag', new Set(['about'])], ['agree', new Set(['with'])], ['believe', new Set(['in'])], ['complain', new Set(['about'])],
]);

/** Auxiliaries and adverbs a cue keeps, PolNeAR style ("has said", "also noted", "would later say"). */
export const CUE_MODIFIERS: ReadonlySet<string> = new Set([
  'also', 'has', 'have', 'had', 'will', 'would', 'could', 'may', 'might', 'should', 'later', 'previously', 'once', 'repeatedly',
  'often', 'frequently', 'again', 'then', 'further', 'recently', 'publicly', 'privately', 'reportedly', 'flatly', 'firmly',
  'simply', 'only', 'never', 'did', 'does', 'do', 'is', 'was', 'were', 'are', 'been', 'be', 'had', 'not', 'already', 'first', 'earlier',
  // negated auxiliaries are one token each ("don’t want", "didn't say")
  ...['don’t', 'doesn’t', 'didn’t', 'won’t', 'wouldn’t', 'couldn’t', 'can’t', 'hasn’t', 'haven’t', 'hadn’t'].flatMap((w) => [w, w.replace('’', "'")]),
]);

/**
 * Reporting phrases the rules do not look for (too ambiguous alone: "pointed to the door", "made it clear the
 * road was closed") but that are cues when the span model tags them as one ("pointed out that …", "made it clear
 * that …", "railed against …"). Each entry: the words in order, lowercase; an entry matches tokens in a row.
 * Chosen from the model cues the lexicon filter dropped on PolNeAR train (2-fold cross-validation), where most
 * of them were gold cues.
 */
export const MODEL_CUE_PHRASES: readonly (readonly string[])[] = [
  ...['point', 'points', 'pointed', 'pointing'].flatMap((w) => [[w, 'out'], [w, 'to']]),
  ...['make', 'makes', 'made', 'making'].flatMap((w) => [[w, 'it', 'clear'], [w, 'clear']]),
  ...['rail', 'rails', 'railed', 'railing'].map((w) => [w, 'against']),
  ...['remind', 'reminds', 'reminded', 'reminding', 'portray', 'portrays', 'portrayed', 'portraying', 'speculate', 'speculates',
    'speculated', 'speculating', 'hint', 'hints', 'hinted', 'hinting', 'imply', 'implies', 'implied', 'implying'].map((w) => [w]),
];

/** The first words of MODEL_CUE_PHRASES, for the test made on every token (see WordSet). */
export const MODEL_PHRASE_STARTS = new WordSet(MODEL_CUE_PHRASES.map((p) => p[0]!));
