// Hash routes: #/ article view, #/article/:id, #/explore?…, #/speaker/:id, #/outlet/:name.
import { articlePage, storedArticlePage } from './article-page.ts';
import { explorePage, outletPage, speakerPage } from './explore.ts';
import { ApiError } from './api.ts';
import { h, replace } from './dom.ts';
import './style.css';

const main = document.getElementById('main')!;

async function route(): Promise<void> {
  const hash = location.hash.replace(/^#/, '') || '/';
  const [path = '/', search = ''] = hash.split('?', 2);
  const parts = path.split('/').filter(Boolean).map((p) => safeDecode(p));
  const section = parts[0] ?? '';
  for (const a of document.querySelectorAll<HTMLAnchorElement>('nav a')) {
    if (a.dataset.section === (section === 'article' || section === '' ? 'article' : 'explore')) a.setAttribute('aria-current', 'page');
    else a.removeAttribute('aria-current');
  }
  try {
    if (section === '') { articlePage(main); setTitle('Article'); }
    else if (section === 'article' && parts[1]) { setTitle('Stored article'); setTitle(await storedArticlePage(main, parts[1])); }
    else if (section === 'explore') { setTitle('Explore'); await explorePage(main, new URLSearchParams(search)); }
    else if (section === 'speaker' && parts[1]) { setTitle('Speaker'); setTitle(await speakerPage(main, parts[1])); }
    else if (section === 'outlet' && parts[1]) { setTitle('Outlet'); setTitle(await outletPage(main, parts.slice(1).join('/'))); }
    else notFound('Not found', 'No such page.');
  } catch (e) {
    // A missing speaker, outlet or article (an unknown or malformed id) is a not-found page, not an error.
    const kind = section === 'speaker' ? 'Speaker' : section === 'outlet' ? 'Outlet' : section === 'article' ? 'Article' : null;
    if (kind && e instanceof ApiError && (e.status === 404 || (e.status === 400 && section !== 'outlet'))) {
      notFound(`${kind} not found`, section === 'outlet'
        ? `There is no outlet named “${parts.slice(1).join('/')}” in the database.`
        : `There is no ${kind.toLowerCase()} with id ${parts[1] ?? ''} in the database.`);
    } else {
      setTitle('Error');
      replace(main, h('h1', {}, 'Something went wrong'), h('p', { class: 'error', role: 'alert' }, e instanceof Error ? e.message : String(e)));
    }
  }
  // Focus follows navigation: to the new page's heading, or, for a new search, to its results.
  const target = section === 'explore' && previous === 'explore' ? main.querySelector<HTMLElement>('#results-h') : main.querySelector('h1');
  if (target && previous !== null) { target.setAttribute('tabindex', '-1'); target.focus(); }
  previous = section;
}

let previous: string | null = null;
function safeDecode(s: string): string {
  try { return decodeURIComponent(s); } catch { return s; }
}
function notFound(heading: string, message: string): void {
  setTitle(heading);
  replace(main, h('h1', {}, heading), h('p', {}, `${message} `, h('a', { href: '#/' }, 'Analyze an article'), ' or ', h('a', { href: '#/explore' }, 'explore the quotes'), '.'));
}
function setTitle(t: string): void {
  document.title = `${t} · whosaid`;
}

// The skip link would change the hash (and the route): it moves focus instead.
document.querySelector('.skip')?.addEventListener('click', (e) => { e.preventDefault(); main.focus(); });
window.addEventListener('hashchange', () => void route());
void route();
