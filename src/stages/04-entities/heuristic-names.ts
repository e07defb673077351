import type { NameTag } from './names.js';
import { FUNCTION_WORDS, MONTHS, WEEKDAYS } from '../../lexicon/stopwords.js';

const ORG_WORDS = new Set(['department', 'house', 'committee', 'inc.', 'corp.', 'university', 'party', 'agency', 'office', 'council',
  'association', 'post', 'times', 'news', 'administration', 'senate', 'congress', 'court', 'bureau', 'service', 'services', 'institute',
  'foundation', 'company', 'group', 'commission', 'board', 'enforcement', 'police', 'school', 'college', 'center', 'centre', 'fund',
  'bank', 'journal', 'press', 'network', 'union', 'army', 'navy', 'force', 'guard', 'ministry', 'government', 'campaign', 'coalition']);
const PLACE_WORDS = new Set(['city', 'county', 'state', 'island', 'river', 'street', 'avenue', 'plaza', 'mansion', 'park', 'valley', 'mountain']);

/** A capitalization-based name finder: the stand-in used when no learned tagger is loaded. */
export function heuristicNames(words: readonly string[]): NameTag[] {
  const out: NameTag[] = [];
  let i = 0;
  while (i < words.length) {
    const w = words[i]!;
    if (!isCapWord(w) || (i === 0 && FUNCTION_WORDS.has(w.toLowerCase()))) { i++; continue; }
    let j = i + 1;
    while (j < words.length && (isCapWord(words[j]!) || (/^(de|van|von|der|bin|al|la|le|of|and)$/.test(words[j]!) && j + 1 < words.length && isCapWord(words[j + 1]!)))) j++;
    const lowers = words.slice(i, j).map((x) => x.toLowerCase());
    const last = lowers[lowers.length - 1]!;
    let type: NameTag['type'] = 'PER';
    if (lowers.some((x) => ORG_WORDS.has(x)) || lowers.includes('of') || lowers.includes('and')) type = 'ORG';
    else if (lowers.some((x) => PLACE_WORDS.has(x))) type = 'LOC';
    else if (lowers.every((x) => MONTHS.has(x) || WEEKDAYS.has(x))) { i = j; continue; }
    else if (j - i === 1 && /^[A-Z]{2,}$/.test(w)) type = 'ORG';
    if (!(type === 'PER' && MONTHS.has(last))) out.push({ start: i, end: j, type });
    i = j;
  }
  return out;
}

function isCapWord(w: string): boolean {
  return /^\p{Lu}[\p{L}.'’-]*$/u.test(w) && !FUNCTION_WORDS.has(w.toLowerCase()) || /^\p{Lu}\.$/u.test(w);
}
