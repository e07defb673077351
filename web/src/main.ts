// Hash routes: #/ article view, #/article/:id, #/explore?…, #/speaker/:id, #/outlet/:name.
import { articlePage, storedArticlePage } from './article-page.ts';
import { explorePage, outletPage, speakerPage } from './explore.ts';
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
    else if (section === 'article' && parts[1]) { setTitle('Stored article'); await storedArticlePage(main, parts[1]); }
    else if (section === 'explore') { setTitle('Explore'); await explorePage(main, new URLSearchParams(search)); }
    else if (section === 'speaker' && parts[1]) { setTitle('Speaker'); await speakerPage(main, parts[1]); }
    else if (section === 'outlet' && parts[1]) { setTitle('Outlet'); await outletPage(main, parts.slice(1).join('/')); }
    else replace(main, h('h1', {}, 'Not found'), h('p', {}, 'No such page. ', h('a', { href: '#/' }, 'Analyze an article'), ' or ', h('a', { href: '#/explore' }, 'explore the quotes'), '.'));
  } catch (e) {
    replace(main, h('h1', {}, 'Something went wrong'), h('p', { class: 'error', role: 'alert' }, e instanceof Error ? e.message : String(e)));
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
function setTitle(t: string): void {
  document.title = `${t} · whosaid`;
}

// The skip link would change the hash (and the route): it moves focus instead.
document.querySelector('.skip')?.addEventListener('click', (e) => { e.preventDefault(); main.focus(); });
window.addEventListener('hashchange', () => void route());
void route();
