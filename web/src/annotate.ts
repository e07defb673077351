// The article with its attributions marked: the text is cut at every span boundary, and each piece that a
// quote's content, cue, source or addressee covers becomes one <span> carrying the quote's id and speaker.
// Text goes in as text nodes only: the article is untrusted.
import type { Analysis, Quote, Span } from '../../src/index.ts';
import { groupBySpeaker, speakerKey, type SpeakerGroup } from '../../src/io/render/speakers.ts';
import { h } from './dom.ts';

/** Number of speaker colours in the stylesheet (.spk-0 … .spk-11). */
export const PALETTE_SIZE = 12;

type Role = 'content' | 'cue' | 'src' | 'to' | 'when';
interface Mark { start: number; end: number; role: Role; quote: Quote }

/** Quotes grouped by speaker, each with its colour index, and a lookup from quote id. */
export interface Speakers {
  groups: SpeakerGroup[];
  byQuote: Map<string, SpeakerGroup>;
}

export function speakersOf(analysis: Analysis): Speakers {
  const groups = groupBySpeaker(analysis);
  const byKey = new Map(groups.map((g) => [g.key, g]));
  const byQuote = new Map(analysis.quotes.map((q) => [q.id, byKey.get(speakerKey(q))!]));
  return { groups, byQuote };
}

/** The `data-speaker` value: the speaker's name, "unnamed" for an unnamed source, else "unattributed". */
export function speakerData(q: Quote): string {
  if (q.speaker.anonymous) return 'unnamed';
  return q.speaker.name ?? 'unattributed';
}

/**
 * The article as a <div> of text nodes and highlighted spans. The first piece of each quote is in the tab
 * order (one stop per quote); its other pieces are focusable by script and by click.
 */
export function annotate(text: string, analysis: Analysis, speakers: Speakers): HTMLElement {
  const marks: Mark[] = [];
  const add = (span: Span | null, role: Role, quote: Quote): void => {
    if (!span) return;
    const start = Math.max(0, span.start);
    const end = Math.min(text.length, span.end);
    if (end > start) marks.push({ start, end, role, quote });
  };
  for (const q of analysis.quotes) {
    for (const c of q.content) add(c, 'content', q);
    add(q.cue, 'cue', q);
    add(q.source, 'src', q);
    add(q.addressee, 'to', q);
    add(q.time ?? null, 'when', q);
  }
  // One block per paragraph: the browser lays out each on its own (one block of a whole long article with
  // thousands of highlights takes Chromium minutes). The whitespace between paragraphs stays in the DOM, in a
  // hidden element, so the text content is still exactly the input.
  const paragraphs = [...analysis.paragraphs].sort((a, b) => a.start - b.start)
    .map((p) => ({ ...p, start: Math.max(0, Math.min(text.length, p.start)), end: Math.max(0, Math.min(text.length, p.end)) }))
    .filter((p) => p.end > p.start);
  // An analysis without paragraphs (none found, or made elsewhere) is shown as one.
  if (!paragraphs.length && text.length) paragraphs.push({ start: 0, end: text.length, boilerplate: false });

  const cuts = new Set<number>([0, text.length]);
  for (const m of marks) { cuts.add(m.start); cuts.add(m.end); }
  for (const p of paragraphs) { cuts.add(p.start); cuts.add(p.end); }
  const points = [...cuts].sort((a, b) => a - b);
  const byStart = [...marks].sort((a, b) => a.start - b.start);

  const root = h('div', { class: 'article-text', id: 'article-text' });
  const tabbed = new Set<string>();
  let next = 0;
  let para = 0;
  let block: HTMLElement | null = null;
  let blockOf = -1;
  let active: Mark[] = [];
  for (let i = 0; i + 1 < points.length; i++) {
    const a = points[i]!;
    const b = points[i + 1]!;
    active = active.filter((m) => m.end > a);
    while (next < byStart.length && byStart[next]!.start <= a) active.push(byStart[next++]!);
    const piece = text.slice(a, b);
    // Pieces come in order: walk the sorted paragraphs alongside.
    while (para < paragraphs.length && paragraphs[para]!.end <= a) para++;
    const p = paragraphs[para];
    const inParagraph = p !== undefined && p.start <= a && b <= p.end;
    if (!inParagraph) {
      // Between paragraphs: blank lines are kept hidden; anything else is shown as its own block.
      root.appendChild(h(piece.trim() ? 'div' : 'span', { class: piece.trim() ? 'para' : 'gap' }, piece));
      block = null;
      continue;
    }
    if (blockOf !== para || !block) {
      block = h('div', p.boilerplate ? { class: 'para bp', title: 'boilerplate paragraph (ignored)' } : { class: 'para' });
      root.appendChild(block);
      blockOf = para;
    }
    block.appendChild(active.length ? piece_(piece, active, speakers, tabbed) : document.createTextNode(piece));
  }
  return root;
}

function piece_(piece: string, covering: Mark[], speakers: Speakers, tabbed: Set<string>): HTMLElement {
  // The quote a piece belongs to: the innermost content covering it (a quote inside a quote wins), else
  // the quote whose cue, source or addressee it is.
  const contents = covering.filter((m) => m.role === 'content').sort((x, y) => (x.end - x.start) - (y.end - y.start));
  const primary = (contents[0] ?? covering[0]!).quote;
  const group = speakers.byQuote.get(primary.id)!;
  const roles = new Set(covering.map((m) => m.role));
  const classes = ['hl'];
  if (roles.has('content')) classes.push('q', `spk-${group.index % PALETTE_SIZE}`, primary.kind);
  if (group.anonymous) classes.push('anon');
  if (roles.has('cue')) classes.push('cue');
  if (roles.has('src')) classes.push('src');
  if (roles.has('to')) classes.push('to');
  if (roles.has('when')) classes.push('when');
  const ids = [...new Set(covering.map((m) => m.quote.id))];
  if (new Set(contents.map((m) => speakers.byQuote.get(m.quote.id)!.key)).size > 1) classes.push('overlap');
  const first = !tabbed.has(primary.id);
  tabbed.add(primary.id);
  const what = [...roles].map((r) => ROLE_LABEL[r]).join(', ');
  return h('span', {
    class: classes.join(' '),
    'data-quote-id': primary.id,
    'data-quote-ids': ids.join(' '),
    'data-speaker': speakerData(primary),
    'data-role': [...roles].join(' '),
    tabindex: first ? 0 : -1,
    role: 'button',
    title: `${group.label} · ${what}`,
  }, piece);
}

const ROLE_LABEL: Record<Role, string> = { content: 'what was said', cue: 'cue', src: 'source as written', to: 'addressee', when: 'when' };
