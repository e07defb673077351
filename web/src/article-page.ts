// The article view (#/): paste text or HTML, analyze, read the attributions in place. Pasted text is
// analyzed here in the browser by the engine itself, in a worker thread; only HTML goes to the server,
// which extracts the article body (Readability needs a DOM parser the engine does not carry).
import type { Analysis } from '../../src/index.ts';
// the CLI's own rule for pasted input: a page or plain text
import { looksLikeHtml } from '../../src/io/sniff.ts';
import { analysisView } from './analysis-view.ts';
import { analyzeInWorker } from './engine.ts';
import { api, ApiError, isId, type StoredArticle } from './api.ts';
import { h, replace } from './dom.ts';

let warmed = false;
/**
 * Starts the engine worker while the reader pastes and runs it once on a sentence: its first run loads the
 * engine and decodes the tagger weights (a few hundred ms), which then does not land on the reader's click.
 */
function warmUp(): void {
  if (warmed) return;
  warmed = true;
  analyzeInWorker('“The engine is ready,” she said.').then(() => { document.body.dataset.engine = 'ready'; }, () => { warmed = false; });
}

// What the reader typed survives a visit to the explorer.
const state = { text: '', published: '', mode: 'auto' as 'auto' | 'text' | 'html', result: null as HTMLElement | null };

export function articlePage(root: HTMLElement): void {
  const textarea = h('textarea', { id: 'article-input', name: 'text', rows: 12, spellcheck: 'false', 'aria-describedby': 'input-hint' });
  textarea.value = state.text;
  const published = h('input', { id: 'published', name: 'published', type: 'date' });
  published.value = state.published;
  const mode = h('select', { id: 'mode', name: 'mode' },
    h('option', { value: 'auto' }, 'detect'), h('option', { value: 'text' }, 'plain text'), h('option', { value: 'html' }, 'HTML page'));
  mode.value = state.mode;
  const status = h('p', { class: 'status', id: 'status', role: 'status' });
  const error = h('p', { class: 'error', id: 'error', role: 'alert' });
  const out = h('div', { id: 'result' });
  if (state.result) out.append(state.result);
  const button = h('button', { type: 'submit', id: 'analyze', class: 'primary' }, 'Analyze');

  const form = h('form', { class: 'input panel', 'aria-labelledby': 'input-h' },
    h('h1', { id: 'input-h' }, 'Who said what in this article?'),
    h('label', { for: 'article-input' }, 'Article text'),
    h('p', { class: 'hint', id: 'input-hint' }, 'Paste the text of a news article, or a whole HTML page. Text is analyzed here in your browser and never leaves it; an HTML page is sent to the whosaid server to extract its article.'),
    textarea,
    h('div', { class: 'row' },
      h('span', { class: 'field' }, h('label', { for: 'published' }, 'Published'), ' ', published, h('span', { class: 'hint' }, ' (optional)')),
      h('span', { class: 'field' }, h('label', { for: 'mode' }, 'Input is'), ' ', mode),
      button),
    status, error);

  form.addEventListener('submit', (e) => {
    e.preventDefault();
    state.text = textarea.value;
    state.published = published.value;
    state.mode = mode.value as typeof state.mode;
    void run();
  });

  async function run(): Promise<void> {
    // Nothing of the previous run stays beside this one's outcome.
    replace(error);
    replace(status);
    const input = state.text;
    if (!input.trim()) {
      state.result = null;
      replace(out);
      replace(error, 'Paste the text of an article first.');
      textarea.focus();
      return;
    }
    const asHtml = state.mode === 'html' || (state.mode === 'auto' && looksLikeHtml(input));
    button.disabled = true;
    replace(status, asHtml ? 'Extracting the article on the server…' : 'Analyzing in your browser…');
    try {
      let text: string;
      let analysis: Analysis;
      let note: string;
      if (asHtml) {
        const body: Record<string, string> = { html: input };
        if (state.published) body.published = state.published;
        analysis = await api<Analysis>('/api/analyze', body);
        text = analysis.text ?? '';
        note = 'HTML page: article extracted and analyzed by the whosaid server';
      } else {
        const t0 = performance.now();
        ({ analysis } = await analyzeInWorker(input, state.published ? { published: state.published } : {}));
        // The time the reader waits: the engine's run in the worker and the result's way back.
        const ms = performance.now() - t0;
        text = input;
        note = `analyzed in your browser in ${Math.round(ms)} ms`;
        document.body.dataset.analysisMs = ms.toFixed(1);
      }
      const r0 = performance.now();
      state.result = analysisView(text, analysis, note);
      replace(out, state.result);
      document.body.dataset.renderMs = (performance.now() - r0).toFixed(1);
      const n = analysis.quotes.length;
      replace(status, `Done: ${n} attribution${n === 1 ? '' : 's'}.`);
    } catch (e) {
      replace(status);
      state.result = null;
      replace(out);
      replace(error, errorMessage(e, asHtml));
    } finally {
      button.disabled = false;
    }
  }

  replace(root, form, out);
  warmUp();
}

function errorMessage(e: unknown, html: boolean): string {
  if (e instanceof ApiError) return html ? `The server could not analyze this HTML page: ${e.message}` : e.message;
  if (e instanceof Error) return e.message;
  return String(e);
}

/** #/article/:id — an article stored in the quote database, with its analysis. */
export async function storedArticlePage(root: HTMLElement, id: string): Promise<string> {
  if (!isId(id)) throw new ApiError('WHOSAID_NOT_FOUND', `There is no article with id ${JSON.stringify(id)}: ids are whole numbers.`, 404);
  replace(root, h('p', { class: 'status', role: 'status' }, 'Loading the article…'));
  const data = await api<StoredArticle>(`/api/articles/${encodeURIComponent(id)}`);
  const a = data.article;
  const text = data.text ?? data.analysis.text ?? '';
  const meta = h('p', { class: 'meta' },
    a.outlet ? h('a', { href: `#/outlet/${encodeURIComponent(a.outlet)}` }, a.outlet) : 'unknown outlet',
    a.date ? ` · ${a.date}` : '');
  const url = safeUrl(a.url);
  if (url) meta.append(' · ', h('a', { href: url, rel: 'noopener noreferrer', target: '_blank' }, 'original'));
  replace(root,
    h('header', { class: 'page-head panel' }, h('h1', {}, a.title ?? a.extId ?? `Article ${a.id}`), meta),
    analysisView(text, data.analysis, 'stored analysis', data.speakerIds ?? {}));
  return a.title ?? a.extId ?? `Article ${a.id}`;
}

/** Only http(s) links from stored data become hrefs (never javascript: and friends). */
export function safeUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.href : null;
  } catch {
    return null;
  }
}
