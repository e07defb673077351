// The quote database: search (#/explore?q=…), a speaker (#/speaker/:id), an outlet (#/outlet/:name).
import { api, ApiError, isId, MAX_LENGTH, query, type OutletDetail, type OutletSummary, type QuoteItem, type QuotePage, type SpeakerDetail, type SpeakerSummary } from './api.ts';
import { fillMonths, monthChart } from './chart.ts';
import { h, pct, replace, snippetNodes } from './dom.ts';
import { safeUrl } from './article-page.ts';

/** "1 quote", "2 quotes". */
const count = (n: number, noun: string): string => `${n} ${noun}${n === 1 ? '' : 's'}`;

const FILTERS = ['q', 'speaker', 'speakerId', 'outlet', 'since', 'until', 'kind'] as const;
type Filters = Partial<Record<(typeof FILTERS)[number], string>>;
interface Stats { articles: number; quotes: number; speakers: number; organizations: number; outlets: number; firstDate: string | null; lastDate: string | null }

export async function explorePage(root: HTMLElement, params: URLSearchParams): Promise<void> {
  const filters: Filters = {};
  for (const k of FILTERS) { const v = params.get(k); if (v) filters[k] = v; }
  const input = (name: string, label: string, type = 'text', extra: Record<string, string | number> = {}): HTMLElement => {
    // The API's own limits: a longer value would only be refused.
    const maxlength = (MAX_LENGTH as Record<string, number>)[name];
    const el = h('input', { id: `f-${name}`, name, type, ...(maxlength !== undefined && { maxlength }), ...extra });
    el.value = filters[name as keyof Filters] ?? '';
    return h('span', { class: 'field' }, h('label', { for: `f-${name}` }, label), el);
  };
  const kind = h('select', { id: 'f-kind', name: 'kind' }, h('option', { value: '' }, 'any'),
    h('option', { value: 'direct' }, 'direct'), h('option', { value: 'indirect' }, 'indirect'), h('option', { value: 'mixed' }, 'mixed'));
  kind.value = filters.kind ?? '';
  const form = h('form', { class: 'search panel', role: 'search', 'aria-labelledby': 'explore-h' },
    h('h1', { id: 'explore-h' }, 'Explore the quotes'),
    h('div', { class: 'row' }, input('q', 'Words', 'search', { placeholder: 'e.g. climate, "prime minister"' }),
      h('button', { type: 'submit', class: 'primary', id: 'search' }, 'Search')),
    h('div', { class: 'row filters' }, input('speaker', 'Speaker'), input('outlet', 'Outlet'),
      input('since', 'Since', 'date'), input('until', 'Until', 'date'),
      h('span', { class: 'field' }, h('label', { for: 'f-kind' }, 'Kind'), kind)));
  // A search of one speaker's quotes (from a speaker page): by id, not by name, and said so above the results.
  const speakerId = filters.speakerId;
  const bySpeaker = speakerId === undefined ? null : h('p', { class: 'filter-note', id: 'speaker-filter' }, 'Only quotes by speaker #', speakerId, '.');
  if (speakerId !== undefined && bySpeaker) {
    const withoutSpeaker = { ...filters };
    delete withoutSpeaker.speakerId;
    form.append(h('input', { type: 'hidden', name: 'speakerId', value: speakerId }), bySpeaker);
    void speakerName(speakerId).then((name) => {
      replace(bySpeaker, 'Only quotes by ', name === null ? `speaker #${speakerId} (not found)` : h('a', { href: `#/speaker/${encodeURIComponent(speakerId)}` }, name), ' · ',
        h('a', { href: `#/explore${query(withoutSpeaker)}`, id: 'clear-speaker' }, 'all speakers'));
    });
  }
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const data = new FormData(form);
    const next: Record<string, string> = {};
    for (const k of FILTERS) { const v = String(data.get(k) ?? '').trim(); if (v) next[k] = v; }
    const target = `#/explore${query(next)}`;
    if (location.hash === target) void explorePage(root, new URLSearchParams(query(next)));
    else location.hash = target;
  });
  const results = h('section', { id: 'results', 'aria-live': 'polite', 'aria-labelledby': 'results-h' });
  replace(root, form, results);

  try {
    for (const [k, max] of Object.entries(MAX_LENGTH)) {
      const v = filters[k as keyof Filters];
      if (v !== undefined && v.length > max) throw new Error(`The ${k === 'q' ? 'words' : k} field is too long: at most ${max.toLocaleString('en-US')} characters.`);
    }
    if (speakerId !== undefined && !isId(speakerId)) throw new ApiError('WHOSAID_NOT_FOUND', `Speaker not found: there is no speaker with id ${JSON.stringify(speakerId)}.`, 404);
    await results_(results, filters);
  } catch (e) {
    // A query the server refuses (no words, a bad date): say so under the form, which stays.
    replace(results, h('h2', { id: 'results-h' }, 'Quotes'), h('p', { class: 'error', role: 'alert' }, e instanceof Error ? e.message : String(e)));
  }
}

async function results_(results: HTMLElement, filters: Filters): Promise<void> {
  if (!Object.keys(filters).length) {
    replace(results, h('h2', { id: 'results-h' }, 'Most quoted'), h('p', { class: 'status' }, 'Loading…'));
    const [speakers, outlets, stats] = await Promise.all([api<{ items: SpeakerSummary[] }>('/api/speakers?top=15'),
      api<{ items: OutletSummary[] }>('/api/outlets'), api<Stats>('/api/stats')]);
    replace(results,
      h('p', { class: 'meta', id: 'db-stats' }, `The database holds ${stats.articles} articles from ${stats.outlets} outlets, ${stats.quotes} quotes by ${stats.speakers} people and ${stats.organizations} organizations`,
        stats.firstDate ? `, ${stats.firstDate} to ${stats.lastDate ?? '…'}.` : '.'),
      h('div', { class: 'two' },
      h('section', { class: 'panel' }, h('h2', { id: 'results-h' }, 'Most quoted speakers'), speakerTable(speakers.items)),
      h('section', { class: 'panel' }, h('h2', {}, 'Outlets, most articles first'), outletTable(outlets.items, 15))));
    return;
  }
  const list = h('ol', { class: 'quotes' });
  const count = h('p', { class: 'meta', id: 'result-count' });
  const more = h('button', { type: 'button', id: 'more' }, 'More results');
  replace(results, h('h2', { id: 'results-h' }, 'Quotes'), count, list);
  let shown = 0;
  const load = async (cursor: string | null): Promise<void> => {
    more.disabled = true;
    const page = await api<QuotePage>(`/api/quotes${query({ ...filters, limit: 20, cursor })}`);
    for (const item of page.items) list.append(h('li', {}, quoteItem(item)));
    shown += page.items.length;
    replace(count, shown ? `${shown} quote${shown === 1 ? '' : 's'} shown${page.nextCursor ? ', more available' : ''}.` : 'No quotes match.');
    more.remove();
    if (page.nextCursor) {
      const c = page.nextCursor;
      more.onclick = () => {
        const first = list.children.length;
        load(c).then(() => (list.children[first]?.querySelector('a') as HTMLElement | null)?.focus(),
          (e: unknown) => { more.disabled = false; results.append(h('p', { class: 'error', role: 'alert' }, e instanceof Error ? e.message : String(e))); });
      };
      more.disabled = false;
      results.append(more);
    }
  };
  await load(null);
}

/** One search result: speaker, kind, the snippet with its <mark>s, and where it appeared. */
export function quoteItem(item: QuoteItem): HTMLElement {
  const s = item.speaker;
  const who = s.anonymous
    ? h('span', {}, h('span', { class: 'badge' }, 'unnamed'), ' ', s.description ?? 'source')
    : s.id !== null && s.id !== undefined
      ? h('a', { href: `#/speaker/${encodeURIComponent(String(s.id))}`, class: 'speaker' }, s.name ?? 'unknown')
      : h('span', {}, s.name ?? s.description ?? 'unattributed');
  const a = item.article;
  const where = h('p', { class: 'meta' },
    a.outlet ? h('a', { href: `#/outlet/${encodeURIComponent(a.outlet)}`, class: 'outlet' }, a.outlet) : 'unknown outlet',
    a.date ? ` · ${a.date}` : '', ' · ',
    h('a', { href: `#/article/${encodeURIComponent(String(a.id))}`, class: 'article' }, a.title ?? 'the article'));
  const url = safeUrl(a.url);
  if (url) where.append(' · ', h('a', { href: url, rel: 'noopener noreferrer', target: '_blank' }, 'original'));
  return h('article', { class: 'quote-item', 'data-id': String(item.quote.id), 'data-kind': item.quote.kind },
    h('p', { class: 'who' }, who, h('span', { class: 'kind' }, ` ${item.quote.kind}`), item.quote.cue ? h('span', { class: 'count' }, ` · ${item.quote.cue}`) : null),
    h('blockquote', { class: 'snippet' }, ...snippetNodes(item.snippet || item.quote.text)),
    where);
}

function speakerTable(items: SpeakerSummary[]): HTMLElement {
  if (!items.length) return h('p', { class: 'none' }, 'No speakers stored yet.');
  return h('table', { class: 'data' },
    h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, 'speaker'), h('th', { scope: 'col', class: 'num', 'aria-sort': 'descending' }, 'quotes'), h('th', { scope: 'col', class: 'num' }, 'articles'))),
    h('tbody', {}, ...items.map((s) => h('tr', {},
      h('td', {}, h('a', { href: `#/speaker/${encodeURIComponent(String(s.id))}` }, s.name), s.titles.length ? h('span', { class: 'titles' }, ` ${s.titles.slice(0, 2).join('; ')}`) : null),
      h('td', { class: 'num' }, s.quotes), h('td', { class: 'num' }, s.articles)))));
}

/** The outlets (most articles first, the order the API gives), the first `shown` of them and a button for the rest. */
function outletTable(items: OutletSummary[], shown: number): HTMLElement {
  if (!items.length) return h('p', { class: 'none' }, 'No outlets stored yet.');
  const row = (o: OutletSummary): HTMLElement => h('tr', {},
    h('td', {}, h('a', { href: `#/outlet/${encodeURIComponent(o.outlet)}` }, o.outlet)),
    h('td', { class: 'num' }, o.articles), h('td', { class: 'num' }, o.quotes), h('td', { class: 'num' }, pct(o.unnamedShare)));
  const body = h('tbody', {}, ...items.slice(0, shown).map(row));
  const table = h('table', { class: 'data', id: 'outlets-table' },
    h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, 'outlet'), h('th', { scope: 'col', class: 'num', 'aria-sort': 'descending' }, 'articles'),
      h('th', { scope: 'col', class: 'num' }, 'quotes'), h('th', { scope: 'col', class: 'num' }, 'unnamed'))),
    body);
  if (items.length <= shown) return table;
  const note = h('p', { class: 'meta', id: 'outlets-shown' }, `${shown} of ${items.length} outlets shown.`);
  const all = h('button', { type: 'button', id: 'all-outlets' }, `Show all ${items.length} outlets`);
  all.onclick = () => {
    const first = body.children.length;
    body.append(...items.slice(shown).map(row));
    replace(note, `All ${items.length} outlets shown.`);
    all.remove();
    (body.children[first]?.querySelector('a') as HTMLElement | null)?.focus();
  };
  return h('div', {}, table, note, all);
}

/** A speaker's name for the search filter note, or null when there is no such speaker. */
async function speakerName(id: string): Promise<string | null> {
  if (!isId(id)) return null;
  try {
    return (await api<SpeakerDetail>(`/api/speakers/${encodeURIComponent(id)}`)).name;
  } catch {
    return null;
  }
}

export async function speakerPage(root: HTMLElement, id: string): Promise<string> {
  if (!isId(id)) throw new ApiError('WHOSAID_NOT_FOUND', `There is no speaker with id ${JSON.stringify(id)}: ids are whole numbers.`, 404);
  replace(root, h('p', { class: 'status', role: 'status' }, 'Loading…'));
  const s = await api<SpeakerDetail>(`/api/speakers/${encodeURIComponent(id)}`);
  const series = fillMonths(s.timeline.map((t) => ({ month: t.month, value: t.quotes, label: String(t.quotes) })));
  replace(root,
    h('header', { class: 'page-head panel' },
      h('h1', {}, s.name),
      h('p', { class: 'titles', id: 'speaker-titles' }, s.titles.length ? s.titles.join('; ') : `(${s.type}, no titles seen)`),
      h('p', { class: 'meta' }, `${count(s.quotes, 'quote')} in ${count(s.articles, 'article')}`, s.firstSeen ? ` · ${s.firstSeen} to ${s.lastSeen ?? '…'}` : ''),
      h('p', {}, h('a', { href: `#/explore${query({ speakerId: s.id })}`, id: 'search-speaker' }, `Search ${s.name}'s quotes`))),
    h('div', { class: 'two' },
      h('section', { class: 'panel' }, h('h2', {}, 'Quotes per month'),
        monthChart('quotes per month', series, { format: (v) => String(Math.round(v)) })),
      h('section', { class: 'panel' }, h('h2', {}, 'Outlets that quote them'),
        s.outlets.length ? h('table', { class: 'data' },
          h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, 'outlet'), h('th', { scope: 'col', class: 'num' }, 'quotes'))),
          h('tbody', {}, ...s.outlets.map((o) => h('tr', {}, h('td', {}, o.outlet ? h('a', { href: `#/outlet/${encodeURIComponent(o.outlet)}` }, o.outlet) : 'unknown outlet'), h('td', { class: 'num' }, o.quotes)))))
          : h('p', { class: 'none' }, 'None.'))),
    h('section', { class: 'panel' }, h('h2', {}, 'Recent quotes'),
      s.recent.length ? h('ol', { class: 'quotes' }, ...s.recent.map((q) => h('li', {}, quoteItem(q)))) : h('p', { class: 'none' }, 'None.')));
  return s.name;
}

export async function outletPage(root: HTMLElement, name: string): Promise<string> {
  replace(root, h('p', { class: 'status', role: 'status' }, 'Loading…'));
  const o = await api<OutletDetail>(`/api/outlets/${encodeURIComponent(name)}`);
  const series = fillMonths(o.timeline.map((t) => ({ month: t.month, value: t.unnamedShare, label: `${pct(t.unnamedShare)} (${t.unnamed} of ${t.quotes})` })));
  replace(root,
    h('header', { class: 'page-head panel' },
      h('h1', {}, o.outlet),
      h('p', { class: 'meta' }, `${count(o.articles, 'article')} · ${count(o.quotes, 'quote')} · named ${o.named} · unnamed ${o.unnamed} (${pct(o.unnamedShare)})`),
      h('p', {}, h('a', { href: `#/explore${query({ outlet: o.outlet })}` }, 'Search its quotes'))),
    h('section', { class: 'panel' }, h('h2', {}, 'Share of unnamed sources per month'),
      monthChart('share of quotes from unnamed sources', series, { max: 1, format: (v) => `${Math.round(v * 100)}%` })));
  return o.outlet;
}
