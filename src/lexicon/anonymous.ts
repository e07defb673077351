// Nouns that describe an unnamed source ("a source familiar with the situation", "officials", "a White House
// spokesperson"). A description headed by one of these, with no name in it, is an anonymous speaker.
export const ANONYMOUS_HEADS: ReadonlySet<string> = new Set([
  'source', 'sources', 'official', 'officials', 'aide', 'aides', 'spokesperson', 'spokespeople', 'spokesman', 'spokeswoman',
  'spokesmen', 'spokeswomen', 'representative', 'representatives', 'insider', 'insiders', 'person', 'people', 'individual',
  'individuals', 'staffer', 'staffers', 'adviser', 'advisers', 'advisor', 'advisors', 'ally', 'allies', 'associate', 'associates',
  'confidant', 'confidants', 'friend', 'friends', 'member', 'members', 'operative', 'operatives', 'strategist', 'strategists',
  'diplomat', 'diplomats', 'lawmaker', 'lawmakers', 'analyst', 'analysts', 'expert', 'experts', 'observer', 'observers',
  'critic', 'critics', 'supporter', 'supporters', 'opponent', 'opponents', 'witness', 'witnesses', 'resident', 'residents',
  'employee', 'employees', 'investigator', 'investigators', 'prosecutor', 'prosecutors', 'authority', 'authorities', 'police',
  'report', 'reports', 'documents', 'document', 'statement', 'memo', 'filing', 'poll', 'polls', 'study', 'survey', 'data',
  'scientists', 'researchers', 'economists', 'leaders', 'legislators', 'democrats', 'republicans', 'voters', 'officers',
]);

/**
 * Records that can show or reveal something without being anyone's words: a source phrase may end on one ("…, records
 * show.", "disclosures filed on Sunday night revealed") and be no person, named or unnamed (a review of PolNeAR train).
 */
export const EVIDENCE_HEADS: ReadonlySet<string> = new Set(['records', 'filings', 'disclosures', 'studies', 'surveys', 'figures', 'statistics', 'estimates']);

// Determiners and quantifiers that mark a description as indefinite or generic.
export const ANONYMOUS_DETERMINERS: ReadonlySet<string> = new Set([
  'a', 'an', 'one', 'two', 'three', 'four', 'several', 'some', 'many', 'other', 'another', 'multiple', 'various', 'numerous',
  'few', 'senior', 'top', 'unnamed', 'anonymous', 'the',
]);

/** Hedges that attribute without any source: "is reportedly frustrated", "allegedly", "is said to". */
export const HEDGES: ReadonlySet<string> = new Set(['reportedly', 'allegedly', 'purportedly', 'supposedly', 'apparently', 'rumored', 'rumoured']);

// Nouns for institutions that speak as such ("the agency said", "the company, saying …").
export const INSTITUTIONS: ReadonlySet<string> = new Set(['agency', 'company', 'department', 'ministry', 'campaign', 'government', 'committee', 'court', 'group',
  'office', 'firm', 'university', 'union', 'council', 'board', 'commission', 'administration', 'organization', 'organisation',
  'party', 'network', 'bank', 'hospital', 'school', 'district', 'county', 'city', 'state', 'team', 'club', 'league', 'study', 'report']);
