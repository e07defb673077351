import type { Ctx, Token, TokenKind, QuoteRole } from '../../pipeline/context.js';
import { ABBREVIATIONS } from '../../lexicon/abbreviations.js';
import { classOf, C_SPACE, C_ALNUM, C_LETTER, C_UPPER, C_OPENING, C_CLOSING } from '../01-text/chars.js';

// ASCII answers from the character code; other code units' classes from the table of 01-text/chars.ts.
// The same tests on the character code at text[i] (the hot loops read codes, not one-character strings);
// past the end of the text (code -1) nothing matches.
// (-1, not charCodeAt's NaN: an out-of-bounds charCodeAt deoptimizes the optimized tokenizer, once per way of reaching it)
const codeAt = (text: string, i: number) => (i >= 0 && i < text.length ? text.charCodeAt(i) : -1);
const letterAt = (text: string, i: number) => { const x = codeAt(text, i); return x < 128 ? (x | 32) >= 97 && (x | 32) <= 122 : (classOf(x) & C_LETTER) !== 0; };
const alnumAt = (text: string, i: number) => { const x = codeAt(text, i); return x < 128 ? ((x | 32) >= 97 && (x | 32) <= 122) || (x >= 48 && x <= 57) : (classOf(x) & C_ALNUM) !== 0; };
const digitAt = (text: string, i: number) => { const x = codeAt(text, i); return x >= 48 && x <= 57; };
const upperAt = (text: string, i: number) => { const x = codeAt(text, i); return x < 128 ? x >= 65 && x <= 90 : (classOf(x) & C_UPPER) !== 0; };
/** ' and ’ */
const APOS_1 = 39, APOS_2 = 0x2019;
// Marks as sets of character codes: the tests read codes, not String#includes on a one-character string (whose
// representation, one- or two-byte, differs from text to text and deoptimizes the optimized code when it changes).
const codesOf = (marks: string): ReadonlySet<number> => new Set([...marks].map((ch) => ch.charCodeAt(0)));
const DOUBLE_OPEN = codesOf('“„«'), DOUBLE_CLOSE = codesOf('”»'), SINGLE_OPEN = codesOf('‘‹');
/** Marks that, right before a quotation mark, let it open; right after one, let it close. */
const OPEN_BEFORE = codesOf('“‘"\''), CLOSE_AFTER = codesOf('”’"\'');
/** Punctuation a straight double mark may be glued to on its left and still quote (see assignQuoteRoles). */
const GLUE_BEFORE = codesOf(',.!?;:');
/** Every quotation mark and apostrophe, each a token of its own. */
const QUOTE_MARKS = codesOf('"“”„«»‘’‹›\'');

// The text of a punctuation or quote token. A one-character Latin-1 slice is V8's shared (internalized) copy of that
// character; other marks ("“", "–", "--", "…") are fresh strings each time, and a comparison such as
// t.text !== '.' that has seen only the shared kind deoptimizes when it first meets one: the common ones come from
// this table of literals instead (the same text, as the shared kind).
const MARK_TEXTS: ReadonlyMap<string, string> = new Map(['“', '”', '‘', '’', '„', '«', '»', '‹', '›', '–', '—', '−', '‐', '…', '•', '™', '€',
  '--', '---', '----', '------', '..', '...', '....', '!!', '!!!', '??', "''", '``'].map((m) => [m, m]));
// The lower case of the common marks and split-off suffixes with a non-ASCII character or a capital, made once: a
// two-byte string's toLowerCase is a call into the runtime.
const KNOWN_LOWER: ReadonlyMap<string, string> = new Map([...MARK_TEXTS.keys(), '’s', '’S', "'S"].map((m) => [m, m.toLowerCase()]));
function markText(text: string, s: number, e: number): string {
  const t = text.slice(s, e);
  return e - s === 1 && text.charCodeAt(s) < 256 ? t : MARK_TEXTS.get(t) ?? t;
}

// A token's text may change in lower case: it has an ASCII capital or any non-ASCII character (whose lower case only
// toLowerCase knows). Otherwise its text is its lower case, and no lower-case copy is made (toLowerCase builds one
// before it finds that nothing changed).
function hasUpper(text: string, s: number, e: number): boolean {
  for (let i = s; i < e; i++) {
    const x = text.charCodeAt(i);
    if ((x >= 65 && x <= 90) || x >= 128) return true;
  }
  return false;
}

// Tokens come from a constructor, not an object literal. V8 counts, per literal, how many of the objects it made
// survive a young-generation GC, and when one GC finds all of them alive (a GC early in an article, right after the
// literal's code was optimized again) it allocates every later token in the old generation: each store of the token's
// young strings then takes the write barrier's slow path and old space fills with dead tokens. That happened in about
// one run in three (tokenize at ~300 instead of ~70 µs CPU per article for the rest of the process); objects made by
// `new` are never moved to the old generation at allocation. Same fields in the same order as the literal had.
class TokenObject implements Token {
  declare start: number;
  declare end: number;
  declare text: string;
  declare lower: string;
  declare kind: TokenKind;
  declare cap: boolean;
  declare para: number;
  declare sent: number;
  declare qrole: QuoteRole;
  declare qlevel: 0 | 1 | 2;
  declare inQuote: number;
  constructor(start: number, end: number, text: string, lower: string, kind: TokenKind, cap: boolean, para: number) {
    this.start = start; this.end = end; this.text = text; this.lower = lower; this.kind = kind; this.cap = cap; this.para = para;
    this.sent = -1; this.qrole = 'none'; this.qlevel = 0; this.inQuote = -1;
  }
}

/** Splits each paragraph into tokens: words (with abbreviations and initials), numbers, punctuation and quote marks. */
export function tokenize(ctx: Ctx): void {
  const { text } = ctx;
  const tokens: Token[] = [];
  const paragraphs = ctx.paragraphs;
  // (one function for the whole text, not a closure per paragraph; `cap` from the first code unit as isUpper(t[0]) gives it)
  let pi = 0;
  // the whole text in lower case, made for the first word with an ASCII capital (undefined before)
  let lowerText: string | undefined;
  const push = (s: number, e: number, kind: TokenKind) => {
    const t = kind === 'punct' || kind === 'quote' ? markText(text, s, e) : text.slice(s, e);
    tokens.push(new TokenObject(s, e, t, hasUpper(text, s, e) ? KNOWN_LOWER.get(t) ?? t.toLowerCase() : t, kind, upperAt(text, s), pi));
  };
  for (; pi < paragraphs.length; pi++) {
    const p = paragraphs[pi]!;
    p.tokStart = tokens.length;
    let i = p.start;
    const end = p.end;
    while (i < end) {
      const x = text.charCodeAt(i);
      if (x === 32 || x === 10 || x === 9 || x === 13 || x === 0xa0 || (x > 127 && (classOf(x) & C_SPACE) !== 0)) { i++; continue; }
      // possessive or contraction suffix split off like CoNLL/PTB: "Trump’s" → "Trump" "’s"
      if ((x === APOS_1 || x === APOS_2) && (codeAt(text, i + 1) === 115 || codeAt(text, i + 1) === 83) && i > p.start && alnumAt(text, i - 1) && !(i + 2 < end && alnumAt(text, i + 2))) {
        push(i, i + 2, 'word'); i += 2; continue;
      }
      if (x < 128 ? ((x | 32) >= 97 && (x | 32) <= 122) || (x >= 48 && x <= 57) : (classOf(x) & C_ALNUM) !== 0) {
        const numeric = x >= 48 && x <= 57;
        let j = wordEnd(text, i, end, numeric);
        if (camel > 0) { const g = gluedEnd(text, i, camel); if (g > 0) j = g; }
        let t = text.slice(i, j);
        let lower = t;
        if (wordCase & SOFT_HYPHEN) { t = t.replace(/\u00ad/g, ''); lower = t.toLowerCase(); }
        else if (wordCase === HAS_CAPITAL) {
          if (lowerText === undefined) lowerText = text.toLowerCase();
          lower = lowerText.length === text.length ? lowerText.slice(i, j) : t.toLowerCase();
        } else if (wordCase !== 0) lower = t.toLowerCase();
        tokens.push(new TokenObject(i, j, t, lower, numeric ? 'num' : 'word', x < 128 ? x >= 65 && x <= 90 : (classOf(x) & C_UPPER) !== 0, pi));
        i = j;
        continue;
      }
      // two apostrophes (or two backticks) are one double quotation mark, as some outlets write them: ''Yes,'' he said
      // (the next mark compared for every mark, not only after an apostrophe: code first run on a rare text throws away
      // this function's optimized code)
      const twice = codeAt(text, i + 1) === x;
      // three apostrophes glued to the text before them close a single and then a double quotation: "…at all,''' said
      // Mr. Meyer" (NYT style; read as '' then ', the quotation lost its cue: 16 in PolNeAR train, the cue wrong in 10)
      if (x === APOS_1 && twice && codeAt(text, i + 2) === x && i > p.start && !isSpaceCode(text.charCodeAt(i - 1))) { push(i, i + 1, 'quote'); i++; continue; }
      if ((x === APOS_1 || x === 96) && twice) { push(i, i + 2, 'quote'); i += 2; continue; }
      if (QUOTE_MARKS.has(x)) { push(i, i + 1, 'quote'); i++; continue; }
      // runs of the same punctuation stay together ("...", "--", "!!")
      // (a do-while: its step runs for every such mark, not first on a rare run)
      let j = i;
      if (x === 46 || x === 45 || x === 33 || x === 63) do j++; while (j < end && text.charCodeAt(j) === x); // . - ! ?
      else j++;
      push(i, j, 'punct');
      i = j;
    }
    p.tokEnd = tokens.length;
  }
  ctx.tokens = tokens;
  ctx.mentionAt = tokenIndex(tokens.length);
  assignQuoteRoles(ctx);
}

// What lower case does to the word wordEnd last found: nothing (0: no ASCII capital, no non-ASCII character), only
// its ASCII capitals change (HAS_CAPITAL; its other characters are ASCII, the hyphen ‑ or the apostrophe ’, none of
// which lower case changes), or something only toLowerCase knows (HAS_OTHER). With only ASCII capitals, the word's
// lower case is the same slice of the whole text in lower case, which is made once per text (one toLowerCase call for
// the text instead of one per capitalized word): lower case maps each ASCII character to one ASCII character without
// context, and it never shortens a character, so when the lower-case text is as long as the text, every character
// sits at the same offset in both. (Not so after a lengthening character, İ: then each word's own toLowerCase.)
const HAS_CAPITAL = 1, HAS_OTHER = 2, SOFT_HYPHEN = 4;
let wordCase = 0;
// Where the word wordEnd last found has a capital right after a small letter (-1: nowhere).
let camel = -1;

// Two words the text lost the space between: a title or a reporting verb glued to the name after it ("SenatorRichard
// Blumenthal", "CongressmanDeluzio", "…,\" saidRepresentative Debbie Dingell": 41 such titles in the 11,842 press
// releases). The end of the first word (at the capital), or -1.
const GLUED = /^(?:Senator|Sen\.|Congressman|Congresswoman|Representative|Rep\.|Chairman|Chairwoman|Governor|Mayor|Secretary|Leader|said|says|added|stated|wrote)$/;
function gluedEnd(text: string, i: number, k: number): number {
  const n = text.charCodeAt(k + 1);
  return k - i >= 4 && n >= 97 && n <= 122 && GLUED.test(text.slice(i, k)) ? k : -1;
}

// Each text's mentionAt (one integer per token, -1 for none) is a view on a shared 64 KiB buffer, the next free part of
// it, instead of an Int32Array of its own: an array of more than 64 bytes gets its memory outside the heap, which costs
// an allocation and the garbage collector's bookkeeping for it (new Int32Array(n) ~1.7 µs, a view ~0.7 µs with the
// fill). Views never overlap, and a view keeps its buffer alive as long as it lives.
const INDEX_POOL_BYTES = 1 << 16;
let indexPool = new ArrayBuffer(INDEX_POOL_BYTES), indexPoolUsed = 0;
function tokenIndex(n: number): Int32Array {
  const bytes = n * 4;
  if (indexPoolUsed + bytes > indexPool.byteLength) { indexPool = new ArrayBuffer(Math.max(INDEX_POOL_BYTES, bytes)); indexPoolUsed = 0; }
  const view = new Int32Array(indexPool, indexPoolUsed, n);
  indexPoolUsed += bytes;
  return view.fill(-1);
}

// The end of the word or number that starts at i: letters and digits, with the hyphens, apostrophes, dots and
// ampersands inside it; the trailing period of an abbreviation, initial or dotted acronym. (A function of its own:
// its rare branches re-optimize it alone, not the whole tokenizer.)
function wordEnd(text: string, i: number, end: number, numeric: boolean): number {
  let j = i + 1;
  camel = -1;
  let segLen = 1;
  let dotted = false;
  const x = text.charCodeAt(i);
  let cased = x >= 65 && x <= 90 ? HAS_CAPITAL : x >= 128 ? HAS_OTHER : 0;
  while (j < end) {
    const d = text.charCodeAt(j);
    if (d < 128 ? ((d | 32) >= 97 && (d | 32) <= 122) || (d >= 48 && d <= 57) : (classOf(d) & C_ALNUM) !== 0) {
      if (d <= 90) {
        if (d >= 65) {
          cased |= HAS_CAPITAL;
          // (a capital right after a small letter: "SenatorRichard", "saidRepresentative", "McDonald")
          if (camel < 0) { const p = text.charCodeAt(j - 1); if (p >= 97 && p <= 122) camel = j; }
        }
      } else if (d >= 128) cased |= HAS_OTHER;
      j++; segLen++; continue;
    }
    if ((d === 45 || d === 0x2011) && alnumAt(text, j + 1)) { j++; segLen = 0; continue; }
    // UTF-8 read as Latin-1 (mojibake): "Ã" and a sign of U+00A1–U+00BF are the two bytes of one small accented letter
    // ("PeÃ±a", "GuantÃ¡namo", "FranÃ§ois"); the sign is no break ("GuantÃ¡namo officials said" had "namo officials" for
    // its source, "Enrique PeÃ±a Nieto" the speaker "Enrique PeÃ"; PolNeAR train has 13 such texts)
    if (d >= 0xa1 && d <= 0xbf && text.charCodeAt(j - 1) === 0xc3) { j++; segLen++; cased |= HAS_OTHER; continue; }
    // a soft hyphen inside a word is invisible, and no break: "news\u00ADpaper", "Mc\u00ADCain" (PolNeAR train has 3, the press
    // releases ~20; split there, "Cain" was a name of its own); the token's text and lower case leave it out (SOFT_HYPHEN)
    if (d === 0xad && alnumAt(text, j + 1)) { j++; cased |= SOFT_HYPHEN; continue; }
    if ((d === APOS_1 || d === APOS_2) && letterAt(text, j + 1)) {
      const n = text.charCodeAt(j + 1);
      if (!((n === 115 || n === 83) && !alnumAt(text, j + 2))) { j++; continue; }
    }
    if (numeric && (d === 44 || d === 46 || d === 58) && digitAt(text, j + 1)) { j++; continue; }
    // a web address or an e-mail address is one word: "www.divestsudan.org", "lee.house.gov/contact", "http://…", "press@mail.house.gov"
    if (!numeric && (d === 46 && letterAt(text, j + 1) || d === 58 && codeAt(text, j + 1) === 47 || d === 64 && alnumAt(text, j + 1))) {
      const w = webEnd(text, i, end);
      if (w > j) { j = w; cased |= HAS_OTHER; break; }
    }
    if (d === 46 && letterAt(text, j + 1) && segLen === 1) { j++; segLen = 0; dotted = true; continue; } // U.S, D.C
    if (d === 38 && upperAt(text, j + 1) && (j - i <= 2 || j - i <= 4 && capitalsOnly(text, i, j))) { j++; continue; } // AT&T, NYS&W
    break;
  }
  // a trailing period belongs to abbreviations, initials and dotted acronyms
  if (codeAt(text, j) === 46) {
    if (dotted || (j - i === 1 && upperAt(text, i)) || abbreviationBefore(text, i, j)) j++;
  }
  wordCase = cased;
  return j;
}

// The end of the web or e-mail address that starts at i, or -1: a scheme or "www.", an address with "@", or a host name
// ending in a common top-level domain, with its path; not its closing punctuation ("visit lee.house.gov."). (Country domains
// too: "according to ouest-france.fr. They were …" was "ouest-france", ".", "fr." read as an abbreviation, and the
// sentence ran on into the next.)
const WEB = /(?:https?:\/\/|www\.)[^\s<>"“”‘’()[\]]+|[\w.%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+|[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.(?:gov|com|org|net|edu|mil|info|us|io|uk|fr|de|ca|au|eu|tv|ch|es|nl|ru|cn|jp|ly)(?![A-Za-z0-9-])(?:\/[^\s<>"“”‘’()[\]]*)?/y;
function webEnd(text: string, i: number, end: number): number {
  WEB.lastIndex = i;
  const m = WEB.exec(text);
  if (!m) return -1;
  let e = Math.min(end, i + m[0].length);
  while (e > i && /[.,;:!?'’]/.test(text.charAt(e - 1))) e--;
  return e;
}

const isSpaceCode = (c: number): boolean => c === 32 || c === 10 || c === 9 || c === 13 || c === 0xa0 || (c > 127 && (classOf(c) & C_SPACE) !== 0);

// text[i, j) is ASCII capitals only ("NYS" of "NYS&W", whose "W." is no initial).
function capitalsOnly(text: string, i: number, j: number): boolean {
  for (let k = i; k < j; k++) { const c = text.charCodeAt(k); if (c < 65 || c > 90) return false; }
  return true;
}

// The word text[i, j) ends in an abbreviation: its last part after a hyphen, in lower case ("D-Wis." ends in "wis").
// A last part longer than every abbreviation is none (lower case never shortens a character, nor makes or unmakes a
// hyphen), and makes no string.
const LONGEST_ABBREVIATION = Math.max(...[...ABBREVIATIONS].map((a) => a.length));
function abbreviationBefore(text: string, i: number, j: number): boolean {
  let k = j;
  while (k > i && k >= j - LONGEST_ABBREVIATION) {
    const c = text.charCodeAt(k - 1);
    if (c === 45 || c === 0x2011) break;
    k--;
  }
  // text[k, j): the last part (no hyphen in it, a hyphen or the word's start before it)
  return j - k <= LONGEST_ABBREVIATION && ABBREVIATIONS.has(text.slice(k, j).toLowerCase());
}

// Decides which marks open and which close a quotation; apostrophes and stray marks get 'none'.
function assignQuoteRoles(ctx: Ctx): void {
  const { tokens, text } = ctx;
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k]!;
    if (t.kind !== 'quote') continue;
    const c = t.text;
    // the code units before and after the mark (a space at either end of the text)
    const before = t.start > 0 ? text.charCodeAt(t.start - 1) : 32, beforeClass = classOf(before);
    const after = t.end < text.length ? text.charCodeAt(t.end) : 32, afterClass = classOf(after);
    // (a mark right after a closing one closes too: the '' of ''')
    const prevQ = k > 0 ? tokens[k - 1]! : undefined;
    const afterClose = prevQ !== undefined && prevQ.kind === 'quote' && prevQ.end === t.start && prevQ.qrole === 'close';
    const leftOpen = !afterClose && ((beforeClass & C_OPENING) !== 0 || t.start === ctx.paragraphs[t.para]!.start || OPEN_BEFORE.has(before));
    const rightOpen = (afterClass & C_CLOSING) !== 0 || t.end === ctx.paragraphs[t.para]!.end || CLOSE_AFTER.has(after);
    const code = c.length === 1 ? c.charCodeAt(0) : -1;
    let role: QuoteRole = 'none';
    let level: 0 | 1 | 2 = 0;
    if (DOUBLE_OPEN.has(code)) { role = 'open'; level = 2; }
    else if (DOUBLE_CLOSE.has(code)) { role = 'close'; level = 2; }
    else if (c.length === 2 && c === '``') { role = 'open'; level = 2; }
    // a straight mark glued to text on both sides (`onerror="x"`, `a"b`) quotes nobody
    else if (code === 34 || c.length === 2 && c === "''") {
      level = 2;
      role = leftOpen && !rightOpen ? 'open' : rightOpen && !leftOpen ? 'close' : leftOpen ? 'open'
        // glued to punctuation on its left and a word on its right: before a lowercase letter a mark closes (`… of all
        // Americans,"said Lee.`, `…?,"the letter reads.`), before a capital it opens, or closes a straight mark left
        // open, as pairing decides (`… (PA-01)."The bipartisan …`, `Lee said,"We …`, `…,"Bennet said.`)
        : !GLUE_BEFORE.has(before) ? 'none' : after >= 97 && after <= 122 ? 'close'
          : after >= 65 && after <= 90 || after >= 128 && (afterClass & C_LETTER) !== 0 ? 'open' : 'none';
    }
    else if (SINGLE_OPEN.has(code)) { role = 'open'; level = 1; }
    else if (code === APOS_2 || code === APOS_1 || code === 0x203a) { // ’ ' ›
      level = 1;
      if ((beforeClass & afterClass & C_ALNUM) !== 0) role = 'none'; // apostrophe inside a word
      else if (leftOpen && !rightOpen && code === APOS_1) role = 'open';
      else if (rightOpen && !leftOpen) role = 'close';
      else role = 'none';
    }
    t.qrole = role;
    t.qlevel = level;
  }
}
