import { ANONYMOUS_HEADS } from './anonymous.js';

// Title and role nouns: what stands before a name ("Mayor Eric Adams", "Border Czar Tom Homan") or in an
// appositive ("John Smith, a spokesman for the agency"). Lowercased, periods kept for abbreviations.
export const TITLE_HEADS: ReadonlySet<string> = new Set([
  'president', 'vice', 'mayor', 'governor', 'gov.', 'senator', 'sen.', 'representative', 'rep.', 'congressman', 'congresswoman',
  'congressmember', 'delegate', 'assemblyman', 'assemblywoman', 'assemblymember', 'councilman', 'councilwoman', 'councilmember',
  'alderman', 'alderwoman', 'secretary', 'minister', 'premier', 'chancellor', 'ambassador', 'envoy', 'czar', 'tsar', 'commissioner',
  'director', 'administrator', 'chairman', 'chairwoman', 'chairperson', 'chair', 'chief', 'ceo', 'cfo', 'coo', 'cto', 'founder',
  'cofounder', 'co-founder', 'co-chair', 'cochair', 'co-chairman', 'co-chairwoman', 'vice-chair', 'vice-chairman', 'spokesman', 'spokeswoman', 'spokesperson', 'spokesmen', 'press', 'aide', 'adviser', 'advisor', 'counsel',
  'attorney', 'lawyer', 'judge', 'justice', 'prosecutor', 'sheriff', 'officer', 'detective', 'inspector', 'superintendent',
  'general', 'gen.', 'admiral', 'adm.', 'colonel', 'col.', 'major', 'maj.', 'captain', 'capt.', 'lieutenant', 'lt.', 'sergeant', 'sgt.',
  'commander', 'cmdr.', 'corporal', 'private', 'leader', 'speaker', 'whip', 'manager', 'head', 'dean', 'provost', 'professor', 'prof.',
  'dr.', 'doctor', 'mr.', 'mrs.', 'ms.', 'miss', 'mx.', 'sir', 'dame', 'lord', 'lady', 'king', 'queen', 'prince', 'princess', 'pope',
  'cardinal', 'bishop', 'archbishop', 'rabbi', 'imam', 'reverend', 'rev.', 'pastor', 'father', 'sister', 'coach', 'analyst', 'economist',
  'strategist', 'pollster', 'consultant', 'candidate', 'nominee', 'hopeful', 'challenger', 'incumbent', 'treasurer', 'comptroller',
  'controller', 'auditor', 'clerk', 'registrar', 'chaplain', 'executive', 'official', 'deputy', 'assistant', 'associate', 'acting',
  'former', 'interim', 'editor', 'publisher', 'columnist', 'correspondent', 'reporter', 'anchor', 'host', 'author', 'researcher',
  'scientist', 'expert', 'activist', 'organizer', 'member', 'fellow', 'partner', 'owner', 'sen', 'rep', 'gov', 'lt', 'dr', 'mr', 'mrs', 'ms',
  'hon.', 'sheikh', 'emir', 'sultan', 'ayatollah', 'marshal', 'trooper', 'firefighter', 'chef', 'principal', 'teacher', 'student',
  'resident', 'voter', 'supporter', 'critic', 'veteran', 'witness', 'victim', 'survivor', 'physician', 'nurse', 'surgeon', 'officer', 'emeritus',
  // members of parliaments: "MP Tanya Davies", "MEP", "MSP", "MLA"
  'mp', 'mep', 'msp', 'mla', 'mpp',
]);

// Plural titles before a list of names ("Reps. Jerry McNerney and Doris Matsui", "Congresswomen Barbara Lee and …"):
// they end at the name that follows, as a singular title does; names only, not a source's head noun.
export const PLURAL_TITLES: ReadonlySet<string> = new Set([
  'reps.', 'reps', 'sens.', 'sens', 'senators', 'representatives', 'congressmen', 'congresswomen', 'congressmembers',
  'governors', 'govs.', 'mayors', 'councilmembers', 'councilmen', 'councilwomen', 'assemblymembers', 'drs.', 'professors', 'judges',
]);

// Heads that can stand alone before a name with no other title word ("Sen. X"), as opposed to role nouns that need a
// modifier to act as a title ("Democratic strategist X").
export const HONORIFICS: ReadonlySet<string> = new Set(['mr.', 'mrs.', 'ms.', 'mx.', 'dr.', 'sir', 'dame', 'miss', 'mr', 'mrs', 'ms', 'dr']);

// Lowercase words that may lead a title phrase ("former", "acting", "mayoral spokeswoman").
export const TITLE_MODIFIERS: ReadonlySet<string> = new Set([
  'former', 'acting', 'interim', 'deputy', 'assistant', 'associate', 'senior', 'junior', 'chief', 'top', 'then', 'vice', 'press', 'ranking',
  'state', 'federal', 'city', 'county', 'national', 'executive', 'presidential', 'mayoral', 'gubernatorial', 'congressional',
  'democratic', 'republican', 'independent', 'campaign', 'white', 'house', 'general', 'managing', 'founding', 'longtime', 'retired',
  'incoming', 'outgoing', 'newly', 'elected', 'appointed', 'prime', 'foreign', 'defense', 'health', 'education', 'labor', 'border',
  'immigration', 'attorney', 'district', 'u.s.', 'us', 'state-level', 'majority', 'minority', 'house', 'senate', 'party', 'policy',
  'communications', 'public', 'regional', 'local', 'legal', 'political', 'economic', 'military', 'police', 'fire', 'school', 'team',
]);

/** A title, a title's modifier, a role noun of an unnamed source, or a compound role ("co-author", "vice-chair"). */
export const roleWord = (l: string): boolean => TITLE_HEADS.has(l) || TITLE_MODIFIERS.has(l) || ANONYMOUS_HEADS.has(l) || /^[a-z]+-[a-z]+$/.test(l);
