// Function words: never part of a name, a title or a source noun phrase's head.
export const FUNCTION_WORDS: ReadonlySet<string> = new Set([
  'a', 'an', 'the', 'and', 'or', 'but', 'nor', 'of', 'in', 'on', 'at', 'to', 'for', 'from', 'by', 'with', 'about', 'as', 'into',
  'over', 'under', 'after', 'before', 'during', 'since', 'until', 'than', 'that', 'this', 'these', 'those', 'which', 'who', 'whom',
  'whose', 'what', 'when', 'where', 'why', 'how', 'if', 'while', 'because', 'although', 'though', 'so', 'yet', 'also', 'not', 'no',
  'is', 'are', 'was', 'were', 'be', 'been', 'being', 'has', 'have', 'had', 'do', 'does', 'did', 'will', 'would', 'shall', 'should',
  'can', 'could', 'may', 'might', 'must', 'it', 'its', 'he', 'she', 'they', 'we', 'i', 'you', 'him', 'her', 'them', 'us', 'me',
  'his', 'their', 'our', 'my', 'your', 'there', 'here', 'then', 'now', 'just', 'only', 'even', 'still', 'however', 'meanwhile',
  'following', 'according', 'despite', 'among', 'between', 'against', 'through', 'without', 'within', 'per', 'via', 'like',
]);

export const MONTHS: ReadonlySet<string> = new Set([
  'january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december',
  'jan.', 'feb.', 'mar.', 'apr.', 'jun.', 'jul.', 'aug.', 'sep.', 'sept.', 'oct.', 'nov.', 'dec.',
]);

export const WEEKDAYS: ReadonlySet<string> = new Set([
  'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday',
]);

// A Map, not an object literal: a token such as "constructor" must not find Object.prototype's members.
export const PERSONAL_PRONOUNS: ReadonlyMap<string, 'm' | 'f' | 'p' | 'n'> = new Map([
  ['he', 'm'], ['him', 'm'], ['his', 'm'], ['she', 'f'], ['her', 'f'], ['hers', 'f'], ['they', 'p'], ['them', 'p'], ['their', 'p'],
  ['it', 'n'], ['i', 'n'], ['we', 'p'],
]);
