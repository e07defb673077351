// Paragraphs that are not article content: syndication disclaimers, contact lines, share prompts, newsletter
// blurbs, member bios in press releases. Each pattern is tested against the whole paragraph; `short` patterns only
// count on paragraphs under 200 characters (so an article sentence mentioning "click here" survives).
export interface BoilerplatePattern { id: string; re: RegExp; short?: boolean }

export const BOILERPLATE_PATTERNS: readonly BoilerplatePattern[] = [
  { id: 'opinion-disclaimer', re: /\b(opinions?|views?)\s+expressed\b.*\b(own|necessarily|reflect)/i },
  // ("Editor’s note: Donald Trump regularly incites political violence …": a site's standing note, PolNeAR's annotators
  // left it unannotated in 10 of the 11 train articles that carry it)
  { id: 'editors-note', re: /^editor['’]s note\s*:/i },
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
  { id: 'member-bio', re: /^(u\.s\.\s+)?(congress(man|woman)|rep\.|representative|senator|sen\.)\s+(\p{Lu}[\p{L}.'’-]+\s+){1,4}(represents|serves|served|has served|is (currently )?serving|was (first )?elected|is (a|the) (member|ranking|chair|co-chair|vice)|sits on|chairs|is a co-chair)\b/iu },
  { id: 'contact-line', re: /(\(?\b\d{3}\)?[ .-]\d{3}[ .-]\d{4}\b|\b[\w.+-]+@[\w-]+\.[\w.]+\b)/, short: true },
  { id: 'found-here', re: /\b(can|may) be (found|read|viewed|accessed|downloaded)\b.*\b(here|below|at)\b|\bis available\b.*\b(here|below)\b|\bclicking here\b/i, short: true },
  { id: 'more-information', re: /\bfor more (information|info)\b/i, short: true },
  { id: 'letter-closing', re: /^(sincerely|respectfully|best regards|regards|yours truly)\s*,?\s*$/i },
  { id: 'letter-link', re: /\b(full|complete) (text of the )?(letter|report|bill|statement|remarks)\b.*\b(here|below|available)\b/i, short: true },
];
