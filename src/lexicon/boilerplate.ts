// Paragraphs that are not article content: syndication disclaimers, contact lines, share prompts, newsletter
// blurbs, member bios in press releases. Each pattern is tested against the whole paragraph; `short` patterns only
// count on paragraphs under 200 characters (so an article sentence mentioning "click here" survives).
export interface BoilerplatePattern { id: string; re: RegExp; short?: boolean }

export const BOILERPLATE_PATTERNS: readonly BoilerplatePattern[] = [
  { id: 'opinion-disclaimer', re: /\b(opinions?|views?)\s+expressed\b.*\b(own|necessarily|reflect)/i },
  { id: 'contact-us', re: /\bcontact us\b/i, short: true },
  { id: 'share-prompt', re: /^(share|tweet|email|print)\b.*\b(facebook|twitter|story|article|this)\b/i, short: true },
  { id: 'follow-us', re: /\bfollow (us|him|her|them)\b.*\b(on|@)\b/i, short: true },
  { id: 'newsletter', re: /\b(sign up|subscribe)\b.*\b(newsletter|updates|email|inbox)\b/i, short: true },
  { id: 'read-more', re: /^(read|see|watch|click|view|download)\b.*\b(here|more|full|below|above|online|at)\b/i, short: true },
  { id: 'click-here', re: /\bclick here\b/i, short: true },
  { id: 'related', re: /^(related|more|also read|recommended|trending|advertisement)\s*[:|]/i, short: true },
  { id: 'end-mark', re: /^(#{3,}|-30-|\*{3,}|—\s*end\s*—|-end-|\[end\])$/i },
  { id: 'copyright', re: /(©|\bcopyright\b|\ball rights reserved\b)/i, short: true },
  { id: 'originally-appeared', re: /\b(originally|first) (appeared|published|ran)\b/i, short: true },
  { id: 'photo-credit', re: /^(photo|image|video|credit|caption|file photo)s?\s*(:|by\b|credit\b)/i, short: true },
  { id: 'for-more-information', re: /^for (more|additional|further) information\b/i, short: true },
  { id: 'media-contact', re: /^(media |press )?contacts?\s*:/i, short: true },
  { id: 'member-bio', re: /^(congress(man|woman)|rep\.|representative|senator|sen\.|u\.s\. rep\.)\s+[A-Z][\w.'’-]+(\s+[A-Z][\w.'’-]+)*\s+(represents|serves|is serving|was elected|is a member|sits on)\b/i },
  { id: 'letter-closing', re: /^(sincerely|respectfully|best regards|regards|yours truly)\s*,?\s*$/i },
  { id: 'letter-link', re: /\b(full|complete) (text of the )?(letter|report|bill|statement|remarks)\b.*\b(here|below|available)\b/i, short: true },
];
