import { describe, it, expect } from 'vitest';
import { parseHTML } from 'linkedom';
import { renderTextReport } from '../../src/io/render/text.js';
import { renderHtmlPage, escapeHtml } from '../../src/io/render/html.js';
import { shorten, groupBySpeaker } from '../../src/io/render/speakers.js';
import { ARTICLE, fixtureAnalysis } from './fixture.js';
import { badSpans } from './helpers.js';

describe('the hand-made fixture', () => {
  it('slices back verbatim, so the renderers are tested on valid spans', () => {
    expect(badSpans(fixtureAnalysis(), ARTICLE)).toEqual([]);
  });
});

describe('text report', () => {
  const report = renderTextReport(fixtureAnalysis(), { heading: 'council vote' });

  it('groups quotes under each speaker with titles, in order of first appearance', () => {
    const doe = report.indexOf('Jane Doe — Mayor');
    const anon = report.indexOf('\nunnamed source: a source familiar with the talks\n');
    const ray = report.indexOf('Bob Ray — Councilman');
    expect(doe).toBeGreaterThan(0);
    expect(anon).toBeGreaterThan(doe);
    expect(ray).toBeGreaterThan(anon);
    expect(report).toContain('7 quotes (4 direct, 1 mixed, 2 indirect) from 4 speakers');
  });

  it('shows kind, content, cue, source, addressee and medium', () => {
    expect(report).toContain('direct   "We listened to the neighborhoods," … "This plan is theirs as much as ours."');
    expect(report).toContain('cue: said · source: Doe · medium: statement');
    expect(report).toContain('cue: told · source: A source familiar with the talks · to: the Daily Ledger');
  });

  it('lists credited outlets and counts boilerplate paragraphs', () => {
    expect(report).toContain('Credited outlets: the Daily Ledger (told)');
    expect(report).toContain('Boilerplate paragraphs: 1 of 6');
  });

  it('shows rules, confidence, traces and messages only with explain', () => {
    expect(report).not.toContain('trailing-said');
    const explained = renderTextReport(fixtureAnalysis(), { explain: true });
    expect(explained).toContain('rule trailing-said · confidence 0.95');
    expect(explained).toContain('trace: q2: "Doe said" after the closing quote');
    expect(explained).toContain('unclosed-quote at');
    // The trace belongs to q2 alone.
    expect(explained.match(/trace:/g)).toHaveLength(1);
    const withRunTrace = fixtureAnalysis();
    withRunTrace.messages.push({ code: 'trace', message: 'sieve trailing-said: 3 attributions', rule: 'trailing-said' });
    expect(renderTextReport(withRunTrace, { explain: true })).toMatch(/\nTrace:\n  sieve trailing-said: 3 attributions\n/);
  });

  it('uses ANSI colors only when asked', () => {
    expect(report).not.toContain('\x1b[');
    expect(renderTextReport(fixtureAnalysis(), { color: true })).toContain('\x1b[1;');
  });

  it('reports an analysis with no quotes', () => {
    const a = fixtureAnalysis();
    a.quotes = [];
    expect(renderTextReport(a)).toContain('0 quotes from 0 speakers');
  });
});

describe('shorten', () => {
  const long = 'We will continue to explore all lawful processes and every legal avenue open to the city while we keep the residents of this city safe and protect the rights of everyone who lives here, whatever it takes.';
  it('keeps the start and the end, cut at word boundaries', () => {
    const s = shorten(long, 100);
    expect(s.length).toBeLessThanOrEqual(100);
    expect(s.startsWith('We will continue to explore')).toBe(true);
    expect(s.endsWith('whatever it takes.')).toBe(true);
    expect(s).toMatch(/\w … \w/);
  });
  it('leaves short lines alone', () => {
    expect(shorten('Short.', 100)).toBe('Short.');
  });
});

describe('HTML page', () => {
  const page = renderHtmlPage(fixtureAnalysis(), ARTICLE, { title: 'Council <b>vote</b>' });
  const { document } = parseHTML(page);
  const article = document.querySelector('article')!;

  it('shows markup in the article as text, never as elements', () => {
    expect(document.querySelectorAll('script, img')).toHaveLength(0);
    expect(page).not.toContain('<script>');
    expect(page).not.toMatch(/<img/i);
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(document.querySelector('h1')!.textContent).toBe('Council <b>vote</b>');
  });

  it('keeps the article text whole and in order', () => {
    expect(article.textContent).toBe(ARTICLE);
  });

  it('highlights every content fragment in its speaker color', () => {
    const a = fixtureAnalysis();
    const groups = groupBySpeaker(a);
    for (const q of a.quotes) {
      const g = groups.find((x) => x.quotes.includes(q))!;
      const pieces = [...article.querySelectorAll(`span.q.spk-${g.index}`)]
        .filter((el) => (el.getAttribute('data-quotes') ?? '').split(' ').includes(q.id));
      // Pieces in the speaker's color, in order, spell out each content fragment.
      const covered = pieces.map((el) => el.textContent).join('');
      for (const c of q.content) expect(covered).toContain(c.text);
    }
  });

  it('marks cue and source differently, with speaker, rule and confidence in the title', () => {
    const cue = [...article.querySelectorAll('span.cue')].find((el) => el.textContent === 'warned')!;
    expect(cue.getAttribute('title')).toContain('Bob Ray · indirect · rule verb-that · confidence 0.85');
    const src = [...article.querySelectorAll('span.src')].map((el) => el.textContent);
    expect(src).toContain('A source familiar with the talks');
  });

  it('splits overlapping spans so a nested quote carries both quotes\' classes', () => {
    const nested = [...article.querySelectorAll('span.q')].find((el) => el.textContent === "'the lanes saved my son,'")!;
    expect(nested.getAttribute('data-quotes')).toBe('q6 q7');
    expect(nested.classList.contains('overlap')).toBe(true);
    expect(nested.getAttribute('title')).toContain('my neighbor');
    expect(nested.getAttribute('title')).toContain('Jane Doe');
  });

  it('has a legend of speakers and no external resources', () => {
    const legend = document.querySelector('.legend')!.textContent;
    expect(legend).toContain('Jane Doe Mayor (3 quotes)');
    expect(legend).toContain('unnamed source: a source familiar with the talks');
    expect(document.querySelectorAll('link, [src], [href], iframe, object')).toHaveLength(0);
    expect(page).not.toMatch(/https?:\/\//);
  });

  it('escapes quotes in attributes', () => {
    expect(escapeHtml('"a" & \'b\' <c>')).toBe('&quot;a&quot; &amp; &#39;b&#39; &lt;c&gt;');
  });
});
