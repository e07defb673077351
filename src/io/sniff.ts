// Whether input is an HTML page or plain text. No dependencies: the CLI and the web app (which cannot bundle the
// HTML extractor, linkedom) decide the same way.

const DOCUMENT_START = /^\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*<(?:!doctype\s+html|html[\s>])/i;
const DOCUMENT_TAG = /<(?:html|head|body)[\s>]/i;
const PARAGRAPH_TAG = /<p[\s>]/gi;

/**
 * Sniffs whether input is HTML: a doctype or `<html>` at the start, an `<html>`/`<body>` tag near the
 * start, or `<p>` tags for most paragraphs. Plain text that merely mentions a tag (`<script>`) is not HTML.
 */
export function looksLikeHtml(input: string): boolean {
  const head = input.slice(0, 4096);
  if (DOCUMENT_START.test(head) || DOCUMENT_TAG.test(head)) return true;
  const pTags = input.match(PARAGRAPH_TAG)?.length ?? 0;
  const blankLineParagraphs = input.split(/\n\s*\n/).filter((p) => p.trim() !== '').length;
  return pTags >= 2 && pTags * 2 >= blankLineParagraphs;
}
