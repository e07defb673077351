import type { Analysis, Quote, Span } from '../../model/types.js';
import { groupBySpeaker, speakerKey, contentLine, shorten, type SpeakerGroup } from './speakers.js';

/** Options of the HTML page. */
export interface HtmlPageOptions {
  /** The page heading: the article's title or file name. */
  title?: string;
}

const PALETTE = [
  '#ffe08a', '#b8e6b8', '#f7c6e0', '#bfe3f7', '#d9c8f5', '#ffc9a8',
  '#9fe0d0', '#e3e39a', '#f2b0b0', '#a9c4f5', '#d2f0a0', '#dcdcdc',
];

/** A span of the article to highlight, with the CSS classes and tooltip it gives the text it covers. */
interface Mark {
  start: number;
  end: number;
  classes: string[];
  title: string;
  quote: string | null;
}

/**
 * A standalone HTML page (inline CSS, no external resources) showing `text` with every attribution
 * highlighted in its speaker's color, and a legend. All article text is escaped.
 */
export function renderHtmlPage(analysis: Analysis, text: string, options: HtmlPageOptions = {}): string {
  const groups = groupBySpeaker(analysis);
  const byKey = new Map(groups.map((g) => [g.key, g]));
  const marks = collectMarks(analysis, text.length, byKey);
  const title = options.title ?? 'whosaid analysis';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · whosaid</title>
<style>
${css(groups.length)}
</style>
</head>
<body>
<header>
<h1>${escapeHtml(title)}</h1>
<p class="summary">${escapeHtml(summary(analysis, groups))}</p>
${legend(groups)}
</header>
<main>
<article class="text">${highlight(text, marks)}</article>
${quoteTable(analysis, byKey)}
</main>
<footer>Made by whosaid · schema ${escapeHtml(analysis.schema)}</footer>
</body>
</html>
`;
}

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function collectMarks(analysis: Analysis, length: number, byKey: Map<string, SpeakerGroup>): Mark[] {
  const marks: Mark[] = [];
  const add = (span: Span | null, classes: string[], title: string, quote: string | null): void => {
    if (!span) return;
    const start = Math.max(0, span.start);
    const end = Math.min(length, span.end);
    if (end > start) marks.push({ start, end, classes, title, quote });
  };
  for (const p of analysis.paragraphs) if (p.boilerplate) add({ ...p, text: '' }, ['bp'], 'boilerplate paragraph (ignored)', null);
  for (const q of analysis.quotes) {
    const g = byKey.get(speakerKey(q))!;
    const about = `${g.label} · ${q.kind} · rule ${q.rule} · confidence ${q.confidence.toFixed(2)}`;
    for (const c of q.content) add(c, ['q', `spk-${g.index % PALETTE.length}`, q.kind], `${q.id}: ${about}`, q.id);
    add(q.cue, ['cue'], `${q.id} cue: ${about}`, q.id);
    add(q.source, ['src'], `${q.id} source: ${g.label}`, q.id);
    add(q.addressee, ['to'], `${q.id} addressee`, q.id);
  }
  return marks;
}

/** Splits the text at every mark boundary and wraps each piece in the classes of all marks covering it. */
function highlight(text: string, marks: Mark[]): string {
  const cuts = new Set<number>([0, text.length]);
  for (const m of marks) { cuts.add(m.start); cuts.add(m.end); }
  const points = [...cuts].sort((a, b) => a - b);
  const byStart = [...marks].sort((a, b) => a.start - b.start);
  let next = 0;
  let active: Mark[] = [];
  const out: string[] = [];
  for (let i = 0; i + 1 < points.length; i++) {
    const [a, b] = [points[i]!, points[i + 1]!];
    active = active.filter((m) => m.end > a);
    while (next < byStart.length && byStart[next]!.start <= a) active.push(byStart[next++]!);
    const piece = escapeHtml(text.slice(a, b));
    out.push(active.length ? wrap(piece, active) : piece);
  }
  return out.join('');
}

function wrap(piece: string, covering: Mark[]): string {
  const classes = new Set(covering.flatMap((m) => m.classes));
  const speakers = new Set(covering.flatMap((m) => m.classes.filter((c) => c.startsWith('spk-'))));
  // Fragments of quotes by different speakers overlap here: outline the piece so it stands out.
  if (speakers.size > 1) classes.add('overlap');
  const quotes = [...new Set(covering.map((m) => m.quote).filter((q) => q !== null))];
  const title = [...new Set(covering.map((m) => m.title))].join('\n');
  const data = quotes.length ? ` data-quotes="${escapeHtml(quotes.join(' '))}"` : '';
  return `<span class="${[...classes].join(' ')}" title="${escapeHtml(title)}"${data}>${piece}</span>`;
}

function summary(analysis: Analysis, groups: SpeakerGroup[]): string {
  const n = analysis.quotes.length;
  const speakers = groups.filter((g) => g.key !== 'unattributed').length;
  const bp = analysis.paragraphs.filter((p) => p.boilerplate).length;
  return `${n} quote${n === 1 ? '' : 's'} from ${speakers} speaker${speakers === 1 ? '' : 's'}; ${bp} boilerplate paragraph${bp === 1 ? '' : 's'}.`;
}

function legend(groups: SpeakerGroup[]): string {
  const items = groups.map((g) => {
    const titles = g.titles.length ? ` <span class="titles">${escapeHtml(g.titles.join(', '))}</span>` : '';
    const n = g.quotes.length;
    return `<li><span class="swatch spk-${g.index % PALETTE.length}"></span>${escapeHtml(g.label)}${titles} <span class="count">(${n} quote${n === 1 ? '' : 's'})</span></li>`;
  });
  const keys = '<li class="keys"><span class="cue">cue</span> <span class="src">source as written</span> <span class="to">addressee</span> <span class="bp">boilerplate</span></li>';
  return `<ul class="legend">${items.join('')}${keys}</ul>`;
}

function quoteTable(analysis: Analysis, byKey: Map<string, SpeakerGroup>): string {
  if (!analysis.quotes.length) return '<p class="none">No attributions found.</p>';
  const rows = analysis.quotes.map((q: Quote) => {
    const g = byKey.get(speakerKey(q))!;
    const cells = [q.id, g.label, q.kind, shorten(contentLine(q), 120), q.cue?.text ?? '—', q.rule, q.confidence.toFixed(2)];
    return `<tr><td>${cells.map(escapeHtml).join('</td><td>')}</td></tr>`.replace('<td>', `<td class="swatch-cell spk-${g.index % PALETTE.length}">`);
  });
  return `<table class="quotes"><thead><tr><th>id</th><th>speaker</th><th>kind</th><th>content</th><th>cue</th><th>rule</th><th>confidence</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function css(speakers: number): string {
  const colors = PALETTE.slice(0, Math.max(1, Math.min(speakers, PALETTE.length)))
    .map((c, i) => `.spk-${i} { background: ${c}; }`).join('\n');
  return `body { font: 16px/1.6 Georgia, 'Times New Roman', serif; max-width: 46rem; margin: 2rem auto; padding: 0 1rem; color: #222; background: #fff; }
h1 { font-size: 1.5rem; margin-bottom: .25rem; }
.summary, footer, .count, .titles { color: #666; font-size: .9rem; }
.legend { list-style: none; padding: 0; font: 14px/1.8 system-ui, sans-serif; }
.legend .swatch { display: inline-block; width: .9em; height: .9em; margin-right: .4em; vertical-align: -.1em; border: 1px solid #999; }
.legend .keys span { margin-right: .8em; padding: 0 .2em; }
.text { white-space: pre-wrap; overflow-wrap: anywhere; }
.q { border-radius: 2px; }
.q.indirect { text-decoration: underline dotted #888; }
.cue { font-weight: bold; text-decoration: underline 2px #c0392b; }
.src { box-shadow: inset 0 -2px 0 #2c3e50; font-variant: small-caps; }
.to { text-decoration: underline wavy #2980b9; }
.bp { color: #999; }
.overlap { outline: 2px dashed #c0392b; }
.quotes { border-collapse: collapse; margin-top: 2rem; font: 13px/1.4 system-ui, sans-serif; width: 100%; }
.quotes th, .quotes td { border-bottom: 1px solid #ddd; padding: .3em .4em; text-align: left; vertical-align: top; }
${colors}`;
}
