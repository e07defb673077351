import { createRequire } from 'node:module';
import { WhosaidError } from '../errors.js';
import { looksLikeHtml } from './sniff.js';

// linkedom and Readability (~200 modules, ~100 ms to load) are loaded when the first page is extracted, not with this
// module: `whosaid analyze` of a text file, or of JSON Lines of text, never needs them (one text article: 0.25 s
// against 0.35 s when they loaded at start-up). Their CommonJS builds, which load synchronously, as extractArticle is.
const require = createRequire(import.meta.url);
let libraries: { parseHTML: typeof import('linkedom').parseHTML; Readability: typeof import('@mozilla/readability').Readability } | null = null;
function htmlLibraries(): NonNullable<typeof libraries> {
  if (libraries) return libraries;
  const { parseHTML } = require('linkedom') as typeof import('linkedom');
  const { Readability } = require('@mozilla/readability') as typeof import('@mozilla/readability');
  return libraries = { parseHTML, Readability };
}

export { looksLikeHtml };

/** The article found in an HTML page: its body as plain text (paragraphs separated by blank lines) and its title. */
export interface ExtractedArticle {
  text: string;
  title: string | null;
  byline: string | null;
}

/** Extracts the article body with Readability over linkedom; throws WHOSAID_HTML_EXTRACTION when there is none. */
export function extractArticle(html: string): ExtractedArticle {
  // linkedom needs a whole document; a fragment of <p> tags gets one around it.
  const source = /<html[\s>]/i.test(html) ? html : `<!doctype html><html><head></head><body>${html}</body></html>`;
  const { parseHTML, Readability } = htmlLibraries();
  let parsed;
  try {
    const { document } = parseHTML(source);
    parsed = new Readability(document, { serializer: (node: unknown) => node as DomNode }).parse();
  } catch (e) {
    throw new WhosaidError('WHOSAID_HTML_EXTRACTION', `the HTML could not be parsed: ${(e as Error).message}.`);
  }
  const byline = clean(parsed?.byline);
  const title = clean(parsed?.title);
  const paragraphs = parsed?.content ? blockParagraphs(parsed.content) : [];
  const text = dropMetadata(paragraphs, title, byline).join('\n\n');
  if (text.trim() === '') throw new WhosaidError('WHOSAID_HTML_EXTRACTION');
  return { text, title, byline };
}

/** The few DOM node members the text walk needs (the project's lib has no DOM types). */
interface DomNode {
  nodeType: number;
  localName?: string;
  textContent: string | null;
  childNodes: ArrayLike<DomNode>;
}

const BLOCK = new Set([
  'address', 'article', 'aside', 'blockquote', 'dd', 'div', 'dl', 'dt', 'figcaption', 'figure', 'footer',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'li', 'main', 'ol', 'p', 'pre', 'section', 'table',
  'td', 'th', 'tr', 'ul',
]);
const SKIP = new Set(['script', 'style', 'noscript', 'template', 'svg']);

/** Paragraphs of a DOM tree, one per block element: Readability's own textContent glues blocks together. */
function blockParagraphs(root: DomNode): string[] {
  const out: string[] = [];
  const walk = (node: DomNode): void => {
    if (node.nodeType === 3) { out.push((node.textContent ?? '').replace(/\s+/g, ' ')); return; }
    if (node.nodeType !== 1) return;
    const tag = (node.localName ?? '').toLowerCase();
    if (SKIP.has(tag)) return;
    if (tag === 'br') { out.push('\n'); return; }
    const block = BLOCK.has(tag);
    if (block) out.push('\n\n');
    for (const child of Array.from(node.childNodes)) walk(child);
    if (block) out.push('\n\n');
  };
  walk(root);
  return out.join('').split(/\n\s*\n/)
    .map((p) => p.split('\n').map((l) => l.trim()).filter(Boolean).join('\n'))
    .filter((p) => p !== '');
}

/**
 * Drops the headline and the byline from the top of the body: Readability reports both but may
 * leave them in; the headline is passed to the engine as the title instead.
 */
function dropMetadata(paragraphs: string[], title: string | null, byline: string | null): string[] {
  return paragraphs.filter((p, i) => !(i === 0 && isHeadline(p, title)) && !(i < 3 && p === byline));
}

function isHeadline(p: string, title: string | null): boolean {
  if (title === null || !title.startsWith(p)) return false;
  // The page title may carry the site's name: "Headline | Site", "Headline - Site".
  const rest = title.slice(p.length).trim();
  return rest === '' || /^[|\-–—:·]/.test(rest);
}

function clean(s: string | null | undefined): string | null {
  const t = s?.replace(/\s+/g, ' ').trim();
  return t ? t : null;
}
