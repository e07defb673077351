// US states as written in AP style, lowercased, without the period.
const STATE_ABBREVIATIONS_LIST = ['ala', 'ariz', 'ark', 'calif', 'colo', 'conn', 'fla', 'ga', 'ill', 'ind', 'kan', 'kans', 'ky', 'la', 'md', 'mass', 'mich', 'minn',
  'miss', 'mo', 'mont', 'neb', 'nev', 'okla', 'ore', 'pa', 'tenn', 'tex', 'va', 'vt', 'wash', 'wis', 'wyo', 'ida', 'nm', 'wva'];
export const STATE_ABBREVIATIONS: ReadonlySet<string> = new Set(STATE_ABBREVIATIONS_LIST);

// Words that take a period without ending a sentence. Lowercased, without the period.
export const ABBREVIATIONS: ReadonlySet<string> = new Set([
  // titles and honorifics
  'mr', 'mrs', 'ms', 'mx', 'dr', 'prof', 'sen', 'sens', 'rep', 'reps', 'gov', 'govs', 'lt', 'gen', 'col', 'capt', 'cpt', 'sgt', 'cmdr',
  'adm', 'maj', 'pvt', 'cpl', 'supt', 'det', 'insp', 'rev', 'fr', 'sr', 'jr', 'st', 'hon', 'pres', 'amb', 'atty', 'asst', 'assoc',
  // given names written short ("Congressman Wm. Lacy Clay", "Chas. Schwab")
  'wm', 'chas', 'thos', 'jas', 'geo', 'benj', 'robt',
  'messrs', 'mmes', 'msgr', 'sec', 'secy', 'treas', 'comm', 'commr', 'del', 'cong', 'ald', 'brig', 'pfc', 'spc', 'sgts',
  // months and days
  'jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec',
  'mon', 'tue', 'tues', 'wed', 'thu', 'thur', 'thurs', 'fri', 'sat', 'sun',
  // organizations, places, misc
  'inc', 'corp', 'co', 'ltd', 'llc', 'bros', 'dept', 'univ', 'assn', 'natl', 'intl', 'ave', 'blvd', 'rd', 'hwy', 'mt', 'ft',
  'no', 'nos', 'vol', 'vs', 'v', 'etc', 'approx', 'est', 'fig', 'al', 'op', 'ed', 'eds', 'ph', 'p', 'pp', 'cf',
  // US states as written in AP style
  ...STATE_ABBREVIATIONS_LIST,
]);

// Abbreviations that often end a sentence as well ("… in the U.S. The"), split when a likely sentence opener follows;
// among them those that are words too ("according to the Las Vegas Sun. He left", "she fell ill. The", "He sat. They")
// and states that end a dateline's place ("in Boston, Mass. He said").
export const FINAL_ABBREVIATIONS: ReadonlySet<string> = new Set(['inc', 'corp', 'co', 'ltd', 'llc', 'jr', 'sr', 'etc', 'bros', 'al',
  'sun', 'sat', 'ill', 'mass', 'miss', 'wash']);

// Words that open sentences: after an ambiguous abbreviation ("U.S.", "Inc."), these make a break likely.
export const SENTENCE_OPENERS: ReadonlySet<string> = new Set([
  'the', 'a', 'an', 'he', 'she', 'it', 'they', 'we', 'i', 'you', 'but', 'and', 'in', 'on', 'at', 'this', 'that', 'these', 'those',
  'his', 'her', 'their', 'its', 'our', 'if', 'when', 'while', 'after', 'before', 'as', 'there', 'however', 'still', 'yet', 'so',
  'for', 'some', 'many', 'most', 'officials', 'what', 'why', 'how', 'who', 'last', 'next', 'according',
]);
