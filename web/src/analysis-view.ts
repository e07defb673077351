// An analyzed article: the annotated text, the details of the selected attribution, and beside them the
// speakers, credited outlets and the sourcing summary.
import type { Analysis, Quote } from '../../src/index.ts';
import { annotate, speakersOf, speakerData, PALETTE_SIZE, type Speakers } from './annotate.ts';
import { h, pct, replace } from './dom.ts';

/** Renders `analysis` of `text`; returns the element holding the whole result. */
export function analysisView(text: string, analysis: Analysis, note?: string, speakerIds: Record<string, number | string> = {}): HTMLElement {
  const speakers = speakersOf(analysis);
  const body = annotate(text, analysis, speakers);
  const details = h('section', { class: 'details panel', 'aria-labelledby': 'details-h', 'aria-live': 'polite' },
    h('h2', { id: 'details-h' }, 'Selected attribution'),
    h('p', { class: 'hint' }, 'Select a highlighted passage (click it, or Tab to it and press Enter) to see who said it and how sure whosaid is.'));
  const byId = new Map(analysis.quotes.map((q) => [q.id, q]));

  const select = (id: string, focus: boolean): void => {
    const q = byId.get(id);
    if (!q) return;
    for (const el of body.querySelectorAll('.selected')) { el.classList.remove('selected'); el.removeAttribute('aria-pressed'); }
    const pieces = body.querySelectorAll<HTMLElement>(`[data-quote-id="${CSS.escape(id)}"]`);
    for (const el of pieces) { el.classList.add('selected'); el.setAttribute('aria-pressed', 'true'); }
    if (focus) pieces[0]?.focus();
    showDetails(details, q, analysis, speakers, (other) => select(other, true));
  };
  body.addEventListener('click', (e) => {
    const el = (e.target as Element).closest<HTMLElement>('[data-quote-id]');
    if (el) select(el.dataset.quoteId!, false);
  });
  body.addEventListener('keydown', (e) => {
    if (e.key !== 'Enter' && e.key !== ' ') return;
    const el = (e.target as Element).closest<HTMLElement>('[data-quote-id]');
    if (!el) return;
    e.preventDefault();
    select(el.dataset.quoteId!, false);
  });

  const n = analysis.quotes.length;
  const named = speakers.groups.filter((g) => g.key !== 'unattributed').length;
  const summaryLine = `${n} attribution${n === 1 ? '' : 's'} from ${named} speaker${named === 1 ? '' : 's'}`;
  return h('div', { class: 'result' },
    h('section', { class: 'article panel', 'aria-labelledby': 'article-h' },
      h('h2', { id: 'article-h' }, 'Article'),
      h('p', { class: 'meta', id: 'result-summary' }, summaryLine, note ? ` · ${note}` : ''),
      h('p', { class: 'actions' }, h('button', { type: 'button', id: 'download-json', onclick: () => download(text, analysis) }, 'Download JSON (whosaid/1)')),
      legendKeys(),
      n ? null : h('p', { class: 'none' }, 'No attributions found in this text.'),
      body),
    h('aside', { class: 'side', 'aria-label': 'Speakers and sourcing' },
      details,
      speakerList(speakers, (id) => select(id, true), speakerIds),
      sourcing(analysis, speakers),
      outlets(analysis)));
}

function legendKeys(): HTMLElement {
  return h('p', { class: 'keys', 'aria-hidden': 'true' },
    h('span', { class: 'q spk-0' }, 'what was said'), ' ',
    h('span', { class: 'cue' }, 'cue'), ' ',
    h('span', { class: 'src' }, 'source as written'), ' ',
    h('span', { class: 'to' }, 'addressee'), ' ',
    h('span', { class: 'when' }, 'when'), ' ',
    h('span', { class: 'q anon' }, 'unnamed source'));
}

function showDetails(panel: HTMLElement, q: Quote, analysis: Analysis, speakers: Speakers, select: (id: string) => void): void {
  const g = speakers.byQuote.get(q.id)!;
  const rows: [string, string, Node | string][] = [
    ['speaker', 'Speaker', q.speaker.anonymous ? h('span', {}, h('span', { class: 'badge' }, 'unnamed'), ' ', q.speaker.description ?? 'source') : (q.speaker.name ?? q.speaker.description ?? 'unattributed')],
    ['titles', 'Titles', g.titles.length ? g.titles.join('; ') : '—'],
    ['kind', 'Kind', q.kind],
    ['content', 'What was said', q.content.map((c) => c.text.replace(/\s+/g, ' ').trim()).join(' … ')],
    ['cue', 'Cue', q.cue?.text ?? '—'],
    ['source', 'Source as written', q.source?.text ?? '—'],
    ['addressee', 'Addressee', q.addressee?.text ?? '—'],
    ['medium', 'Medium', q.medium ?? '—'],
    ['time', 'When', q.time ? `${q.time.text}${q.time.date ? ` (${q.time.date})` : ''}` : '—'],
    ['rule', 'Rule', q.rule],
    ['confidence', 'Confidence', `${q.confidence.toFixed(2)} (${confidenceWord(q.confidence)})`],
  ];
  const dl = h('dl', { class: 'fields' });
  for (const [key, label, value] of rows) dl.append(h('dt', {}, label), h('dd', { 'data-field': key }, value));
  // Other attributions sharing the selected text (a cue inside another quote, say).
  const here = new Set<string>();
  for (const el of document.querySelectorAll<HTMLElement>(`[data-quote-id="${CSS.escape(q.id)}"]`)) for (const id of (el.dataset.quoteIds ?? '').split(' ')) if (id && id !== q.id) here.add(id);
  const others = [...here].map((id) => analysis.quotes.find((x) => x.id === id)).filter((x) => x !== undefined);
  replace(panel,
    h('h2', { id: 'details-h' }, 'Selected attribution'),
    h('p', { class: 'sel-head' }, h('span', { class: `swatch q spk-${g.index % PALETTE_SIZE}${g.anonymous ? ' anon' : ''}`, 'aria-hidden': 'true' }), ` ${q.id} · ${g.label}`),
    dl,
    others.length ? h('p', { class: 'also' }, 'Overlaps: ', ...others.flatMap((o, i) => [i ? ', ' : '',
      h('button', { type: 'button', class: 'link', onclick: () => select(o.id) }, `${o.id} (${speakerData(o)})`)])) : null);
}

function confidenceWord(c: number): string {
  return c >= 0.85 ? 'high' : c >= 0.7 ? 'good' : c >= 0.5 ? 'fair' : 'low';
}

function speakerList(speakers: Speakers, select: (id: string) => void, speakerIds: Record<string, number | string>): HTMLElement {
  const list = h('ul', { class: 'speakers' });
  for (const g of speakers.groups) {
    const n = g.quotes.length;
    const first = g.quotes[0]!;
    // A stored article's speakers link to their pages (the database id of any of the group's attributions).
    const dbId = g.anonymous ? undefined : g.quotes.map((q) => speakerIds[q.id]).find((x) => x !== undefined);
    list.append(h('li', { 'data-speaker': speakerData(first) },
      h('button', { type: 'button', class: 'link', onclick: () => select(first.id), title: 'Select the first attribution' },
        h('span', { class: `swatch q spk-${g.index % PALETTE_SIZE}${g.anonymous ? ' anon' : ''}`, 'aria-hidden': 'true' }),
        g.anonymous ? (first.speaker.description ?? 'unnamed source') : g.label),
      g.anonymous ? h('span', { class: 'badge' }, 'unnamed') : null,
      g.titles.length ? h('span', { class: 'titles' }, ` ${g.titles.join('; ')}`) : null,
      h('span', { class: 'count' }, ` ${n} quote${n === 1 ? '' : 's'}`),
      dbId !== undefined ? h('span', { class: 'count' }, ' · ', h('a', { href: `#/speaker/${encodeURIComponent(String(dbId))}`, class: 'speaker-page' }, 'speaker page')) : null));
  }
  return h('section', { class: 'panel', 'aria-labelledby': 'speakers-h' }, h('h2', { id: 'speakers-h' }, 'Speakers'),
    speakers.groups.length ? list : h('p', { class: 'none' }, 'None.'));
}

function sourcing(analysis: Analysis, speakers: Speakers): HTMLElement {
  const total = analysis.quotes.length;
  const unnamed = analysis.quotes.filter((q) => q.speaker.anonymous).length;
  const named = analysis.quotes.filter((q) => !q.speaker.anonymous && q.speaker.name !== null).length;
  // a source described but not named ("Several conservative groups", "The agency, part of the Interior Department"):
  // a speaker in the list above, neither a named nor an unnamed source, and not unattributed either
  const described = analysis.quotes.filter((q) => !q.speaker.anonymous && q.speaker.name === null && q.speaker.description !== null).length;
  const other = total - named - unnamed - described;
  const share = (k: number): number => (total ? k / total : 0);
  const persons = speakers.groups.filter((g) => !g.anonymous && g.quotes[0]!.speaker.name !== null).length;
  return h('section', { class: 'panel', 'aria-labelledby': 'sourcing-h' }, h('h2', { id: 'sourcing-h' }, 'Sourcing'),
    shareBar([['named', share(named)], ['unnamed', share(unnamed)], ['other', share(other + described)]],
      `named ${pct(share(named))}, unnamed ${pct(share(unnamed))}`),
    h('dl', { class: 'fields sourcing' },
      h('dt', {}, 'Named sources'), h('dd', { 'data-field': 'named' }, `${named} of ${total} (${pct(share(named))}) · ${persons} named speaker${persons === 1 ? '' : 's'}`),
      h('dt', {}, 'Unnamed sources'), h('dd', { 'data-field': 'unnamed' }, `${unnamed} of ${total} (${pct(share(unnamed))})`),
      described ? h('dt', {}, 'Described, not named') : null, described ? h('dd', { 'data-field': 'described' }, `${described} of ${total}`) : null,
      other ? h('dt', {}, 'Unattributed') : null, other ? h('dd', { 'data-field': 'unattributed' }, `${other} of ${total}`) : null));
}

function outlets(analysis: Analysis): HTMLElement {
  const items = analysis.creditedOutlets;
  return h('section', { class: 'panel', 'aria-labelledby': 'outlets-h' }, h('h2', { id: 'outlets-h' }, 'Credited outlets'),
    items.length
      ? h('ul', { class: 'outlets' }, ...items.map((o) => h('li', {}, o.text, h('span', { class: 'count' }, ` (${o.cue})`))))
      : h('p', { class: 'none' }, 'None credited.'));
}

/** A horizontal stacked bar; widths set through the CSSOM (allowed under a strict CSP, unlike style attributes). */
export function shareBar(parts: [string, number][], label: string): HTMLElement {
  const bar = h('div', { class: 'bar', role: 'img', 'aria-label': label });
  for (const [cls, share] of parts) {
    const seg = h('span', { class: cls, 'data-share': share.toFixed(3) });
    seg.style.width = `${(share * 100).toFixed(2)}%`;
    bar.append(seg);
  }
  return bar;
}

/** Saves the analysis, with the text its offsets refer to, as whosaid/1 JSON (the same as `whosaid analyze --include-text`). */
function download(text: string, analysis: Analysis): void {
  // Field order as the CLI writes it: schema, then text, then the rest.
  const { schema, text: _given, ...rest } = analysis;
  const json = JSON.stringify({ schema, text, ...rest }, null, 2);
  const url = URL.createObjectURL(new Blob([`${json}\n`], { type: 'application/json' }));
  const a = h('a', { href: url, download: 'whosaid-analysis.json' });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
