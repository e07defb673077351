// Building DOM from data. Every string becomes a text node: nothing here parses HTML, so article text,
// speaker names and snippets from the API can never run as markup.

type Child = Node | string | number | null | undefined | false;
type Attrs = Record<string, string | number | boolean | null | undefined | ((e: Event) => void)>;

/** Creates an element; `on…` attributes with a function become listeners, others attributes. */
export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Attrs = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  setAttrs(el, attrs);
  append(el, ...children);
  return el;
}

/** Creates an SVG element. */
export function svg(tag: string, attrs: Attrs = {}, ...children: Child[]): SVGElement {
  const el = document.createElementNS('http://www.w3.org/2000/svg', tag);
  setAttrs(el, attrs);
  append(el, ...children);
  return el;
}

function setAttrs(el: Element, attrs: Attrs): void {
  for (const [name, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    if (typeof value === 'function') el.addEventListener(name.slice(2).toLowerCase(), value);
    else el.setAttribute(name, value === true ? '' : String(value));
  }
}

/** Appends children; strings and numbers as text nodes. */
export function append(el: Node, ...children: Child[]): void {
  for (const c of children) {
    if (c === null || c === undefined || c === false) continue;
    el.appendChild(typeof c === 'string' || typeof c === 'number' ? document.createTextNode(String(c)) : c);
  }
}

/** Replaces an element's children. */
export function replace(el: Node, ...children: Child[]): void {
  while (el.firstChild) el.removeChild(el.firstChild);
  append(el, ...children);
}

/**
 * A search snippet: plain text in which the server put literal `<mark>` and `</mark>` around matches.
 * Only those two markers become elements; everything else (a `<script>` in a quote, say) stays text.
 */
export function snippetNodes(snippet: string): Node[] {
  const out: Node[] = [];
  const re = /<mark>([\s\S]*?)<\/mark>/g;
  let last = 0;
  for (let m = re.exec(snippet); m; m = re.exec(snippet)) {
    if (m.index > last) out.push(document.createTextNode(snippet.slice(last, m.index)));
    out.push(h('mark', {}, m[1] ?? ''));
    last = m.index + m[0].length;
  }
  if (last < snippet.length) out.push(document.createTextNode(snippet.slice(last)));
  return out;
}

/** A percentage with one decimal. */
export function pct(x: number): string {
  return `${(x * 100).toFixed(1)}%`;
}
