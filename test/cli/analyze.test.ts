import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Analysis } from '../../src/model/types.js';
import { MAX_INPUT_LENGTH, ERROR_CODES } from '../../src/errors.js';
import { MAX_INPUT_BYTES } from '../../src/io/input.js';
import { extractArticle } from '../../src/io/html.js';
import { escapeHtml } from '../../src/io/render/html.js';
import { Readable, Writable } from 'node:stream';
import { main } from '../../src/cli/main.js';
import { parseHTML } from 'linkedom';
import { run, badSpans } from './helpers.js';

const WIKINEWS = path.resolve('../shared/corpora/wikinews/demo.jsonl');
const EXAMPLE = path.resolve('../shared/examples/homan-adams.txt');

function wikinewsRecords(n: number): { id: string; title: string; date: string; text: string }[] {
  return fs.readFileSync(WIKINEWS, 'utf8').split('\n').filter(Boolean).slice(0, n).map((l) => JSON.parse(l));
}

/** Checks the whosaid/1 shape that other tools rely on. */
function expectWhosaid1(a: Analysis): void {
  expect(a.schema).toBe('whosaid/1');
  for (const key of ['quotes', 'entities', 'paragraphs', 'messages', 'creditedOutlets'] as const) expect(Array.isArray(a[key])).toBe(true);
  for (const q of a.quotes) {
    expect(['direct', 'indirect', 'mixed']).toContain(q.kind);
    expect(q.content.length).toBeGreaterThan(0);
    expect(typeof q.rule).toBe('string');
    expect(q.confidence).toBeGreaterThanOrEqual(0);
    expect(q.confidence).toBeLessThanOrEqual(1);
  }
}

let dir: string;
const file = (name: string, content: string | Buffer): string => {
  const p = path.join(dir, name);
  fs.writeFileSync(p, content);
  return p;
};
beforeAll(() => { dir = fs.mkdtempSync(path.join(os.tmpdir(), 'whosaid-cli-')); });
afterAll(() => { fs.rmSync(dir, { recursive: true, force: true }); });

describe('analyze: plain text', () => {
  it('writes valid whosaid/1 JSON whose spans slice back to the file verbatim', async () => {
    const [rec] = wikinewsRecords(1);
    const r = await run(['analyze', file('wikinews.txt', rec!.text), '--published', rec!.date]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const a = JSON.parse(r.stdout) as Analysis;
    expectWhosaid1(a);
    expect(a.text).toBeUndefined();
    expect(a.quotes.length).toBeGreaterThan(0);
    expect(badSpans(a, rec!.text)).toEqual([]);
  });

  it('keeps offsets on the example article as given', async () => {
    const text = fs.readFileSync(EXAMPLE, 'utf8');
    const r = await run(['analyze', EXAMPLE]);
    expect(r.code).toBe(0);
    const a = JSON.parse(r.stdout) as Analysis;
    expectWhosaid1(a);
    // (the example's 16 attributions, several with a time, and its entities)
    expect(a.quotes.length).toBeGreaterThanOrEqual(15);
    expect(a.quotes.filter((q) => q.time !== null).length).toBeGreaterThan(0);
    expect(badSpans(a, text)).toEqual([]);
  });

  it('reads standard input and echoes the text with --include-text', async () => {
    const text = 'Plain text that mentions <script>alert(1)</script> in passing.\n\n"It is fine," she said.';
    const r = await run(['analyze', '-', '--include-text', '--title', 'A test'], text);
    expect(r.code).toBe(0);
    // Not sniffed as HTML: the text is analyzed exactly as given.
    expect((JSON.parse(r.stdout) as Analysis).text).toBe(text);
  });

  it('keeps a byte order mark so offsets match the file', async () => {
    const text = '\uFEFF"We are ready," the mayor said.';
    const r = await run(['analyze', file('bom.txt', text), '--include-text']);
    expect((JSON.parse(r.stdout) as Analysis).text).toBe(text);
  });
});

describe('analyze: HTML', () => {
  const PAGE = `<!DOCTYPE html>
<html><head><title>Council backs bike lanes</title><style>p { color: red }</style></head>
<body>
<nav><ul><li><a href="/">Home</a></li><li><a href="/sports">Sports</a></li><li><a href="/weather">Weather</a></li></ul></nav>
<div class="share">Share on Facebook · Share on X</div>
<main><article>
<h1>Council backs bike lanes</h1>
<p class="byline">By Sam Writer</p>
<p>The city council voted 7-2 on Tuesday to expand the bike lane network across the northern districts, ending a debate that lasted most of the year.</p>
<p>“We listened to the neighborhoods, and this plan is theirs as much as ours,” said Mayor Jane Doe after the vote. She added that construction would start in the spring.</p>
<p>Councilman Bob Ray, who voted against the plan, warned that the budget would not stretch to cover <em>both</em> the lanes and the repairs to the bridges.</p>
</article></main>
<aside><h2>Most read</h2><ol><li><a href="/a">Dog elected mayor of small town</a></li></ol></aside>
<footer><p>Contact us · Privacy policy · Terms of use</p><p>Subscribe to our newsletter</p></footer>
<script>window.tracker = 1;</script>
</body></html>`;

  it('extracts the article body, drops the clutter and analyzes the extracted text', async () => {
    const r = await run(['analyze', file('page.html', PAGE)]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const a = JSON.parse(r.stdout) as Analysis;
    expectWhosaid1(a);
    const text = a.text!;
    expect(text).toContain('“We listened to the neighborhoods, and this plan is theirs as much as ours,” said Mayor Jane Doe after the vote.');
    expect(text).toContain('warned that the budget would not stretch to cover both the lanes');
    for (const clutter of ['Home', 'Share on Facebook', 'Most read', 'Privacy policy', 'Subscribe', 'tracker', 'By Sam Writer']) {
      expect(text).not.toContain(clutter);
    }
    // One paragraph per <p>: the engine sees paragraph breaks.
    expect(text.split('\n\n').some((p) => p.startsWith('“We listened'))).toBe(true);
    expect(badSpans(a, text)).toEqual([]);
  });

  it('detects an HTML fragment of <p> paragraphs on standard input', async () => {
    const r = await run(['analyze'], '<p>“Nobody expected this,” said the coach on Sunday.</p>\n<p>The team lost 3-0 at home for the first time in ten years.</p>');
    expect(r.code).toBe(0);
    const a = JSON.parse(r.stdout) as Analysis;
    expect(a.text).toBe('“Nobody expected this,” said the coach on Sunday.\n\nThe team lost 3-0 at home for the first time in ten years.');
  });

  it('renders an HTML page for HTML input, escaping the article text', async () => {
    const r = await run(['analyze', '--format', 'html', file('page2.html', PAGE.replace('ending a debate', 'ending a &lt;script&gt;alert(1)&lt;/script&gt; debate'))]);
    expect(r.code).toBe(0);
    expect(r.stdout.startsWith('<!doctype html>')).toBe(true);
    expect(r.stdout).toContain('<title>Council backs bike lanes · whosaid</title>');
    expect(r.stdout).toContain('ending a &lt;script&gt;alert(1)&lt;/script&gt; debate');
    expect(r.stdout).not.toContain('<script>');
  });

  it('fails with one line when no article can be extracted', async () => {
    const r = await run(['analyze', file('empty.html', '<!doctype html><html><head><title>x</title></head><body><script>var a = 1;</script></body></html>')]);
    expect(r.code).toBe(65);
    expect(r.stderr).toBe('whosaid: No article text could be extracted from the HTML.\n');
  });
});

describe('analyze: bad input gets one line on stderr and a non-zero exit', () => {
  const cases: [string, () => [string[], string | Buffer], number, RegExp][] = [
    ['a missing file', () => [['analyze', path.join(dir, 'nope.txt')], ''], 66, /cannot read .*nope\.txt: no such file or directory\.\n$/],
    // (the CLI does not fetch pages: a URL is a path that does not exist, and the message says how to get the page)
    ['a URL', () => [['analyze', 'https://example.org/story?id=1'], ''], 66,
      /cannot read https:\/\/example\.org\/story\?id=1: no such file or directory \(whosaid reads files, not URLs: download the page first, e\.g\. curl -sL 'https:\/\/example\.org\/story\?id=1' > page\.html\)\.\n$/],
    // (a folder is many articles, an output line each: folder.test.ts)
    ['NUL bytes', () => [['analyze', file('nul.txt', Buffer.from('He said\0 "hi".'))], ''], 65, /binary \(it contains NUL bytes\)/],
    ['invalid UTF-8', () => [['analyze', file('latin1.txt', Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x20, 0x6f, 0x6c, 0xe9]))], ''], 65, /not valid UTF-8/],
    ['UTF-16 text', () => [['analyze', file('utf16.txt', Buffer.from('\uFEFF"Hi," he said.', 'utf16le'))], ''], 65, /utf16\.txt is UTF-16 text; whosaid reads UTF-8/],
    ['an empty file', () => [['analyze', file('empty.txt', '')], ''], 65, /empty\.txt is empty\./],
    ['whitespace only on stdin', () => [['analyze'], ' \n\t\n '], 65, /standard input is empty \(only whitespace\)/],
    ['too many characters on stdin', () => [['analyze'], 'a'.repeat(MAX_INPUT_LENGTH + 1)], 65, /has 10,000,001 characters; the limit is 10,000,000/],
    ['an unknown option', () => [['analyze', '--colour'], ''], 64, /unknown option '--colour'/],
    ['a bad --published date', () => [['analyze', '--published', '2024-02-30'], 'text'], 64, /--published must be a date as YYYY-MM-DD/],
    ['a bad --format', () => [['analyze', '--format', 'xml'], 'text'], 64, /argument 'xml' is invalid/],
    ['an unknown command', () => [['anlyze'], ''], 64, /unknown command 'anlyze' \(did you mean analyze\?\)/],
    ['--jsonl with --format html', () => [['analyze', '--jsonl', '--format', 'html'], '{}'], 64, /cannot be used with --jsonl/],
  ];
  it.each(cases)('%s', async (_name, make, code, message) => {
    const [argv, stdin] = make();
    const r = await run(argv, stdin);
    expect(r.code).toBe(code);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^whosaid: [^\n]+\n$/);
    expect(r.stderr).toMatch(message);
  });

  it('refuses a file over the byte limit without reading it', async () => {
    const big = path.join(dir, 'big.txt');
    fs.writeFileSync(big, '');
    fs.truncateSync(big, MAX_INPUT_BYTES + 1); // sparse: nothing is written or read
    const r = await run(['analyze', big]);
    expect(r.code).toBe(65);
    expect(r.stderr).toMatch(/^whosaid: .*big\.txt is 30\.0 MB; the limit is 10,000,000 characters/);
  });

  it('refuses an interactive terminal as input when no FILE is given', async () => {
    let err = '';
    const sink = new Writable({ write(c, _e, d) { err += String(c); d(); } });
    const stdin = Object.assign(Readable.from([]), { isTTY: true });
    const code = await main(['analyze'], { stdin, stdout: sink, stderr: sink, isTTY: true, env: {} });
    expect(code).toBe(64);
    expect(err).toBe('whosaid: no input: give a FILE, or pipe an article into standard input (see whosaid analyze --help).\n');
  });
});

describe('analyze --format html', () => {
  it('shows markup carried in a plain-text article as text', async () => {
    const text = 'The council posted <script>alert(1)</script> on its site by mistake.\n\n"It was <img src=x onerror=alert(1)> a test," Mayor Jane Doe said on Monday.';
    const r = await run(['analyze', '--format', 'html', '--title', '<b>Council</b>'], text);
    expect(r.code).toBe(0);
    const { document } = parseHTML(r.stdout);
    expect(document.querySelectorAll('script, img')).toHaveLength(0);
    expect(document.querySelector('article')!.textContent).toBe(text);
    expect(document.querySelector('h1')!.textContent).toBe('<b>Council</b>');
    expect(r.stdout).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(r.stdout).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});

describe('analyze --format text', () => {
  const text = '“We will not back down,” Governor Ann Lee said on Monday.\n\nSubscribe to our newsletter.';
  it('prints a report, colored only on a TTY without NO_COLOR', async () => {
    const plain = await run(['analyze', '--format', 'text'], text);
    expect(plain.code).toBe(0);
    expect(plain.stdout).toMatch(/\d+ quotes? .*from \d+ speakers?/);
    expect(plain.stdout).toContain('Boilerplate paragraphs:');
    expect(plain.stdout).not.toContain('\x1b[');
    const tty = await run(['analyze', '--format', 'text'], text, { isTTY: true });
    expect(tty.stdout).toContain('\x1b[');
    const noColor = await run(['analyze', '--format', 'text'], text, { isTTY: true, env: { NO_COLOR: '1' } });
    expect(noColor.stdout).not.toContain('\x1b[');
  });
});

describe('help and version', () => {
  it('whosaid --help lists the commands with examples', async () => {
    const r = await run(['--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/Usage: whosaid \[options\] \[command\]/);
    expect(r.stdout).toMatch(/analyze \[options\] \[files\.\.\.\]/);
    expect(r.stdout).toContain('Examples:');
    expect(r.stdout).toContain('Exit codes:');
  });

  it('documents every exit code that an error code maps to', async () => {
    const r = await run(['--help']);
    const documented = [...r.stdout.matchAll(/^ {2}(\d+) {2,}\S/gm)].map((m) => Number(m[1]));
    for (const { exit } of Object.values(ERROR_CODES)) expect(documented).toContain(exit);
    expect(documented).toEqual(expect.arrayContaining([0, 1, 70]));
  });

  it('whosaid analyze --help documents every option', async () => {
    const r = await run(['analyze', '--help']);
    expect(r.code).toBe(0);
    for (const opt of ['--format <format>', '--jsonl', '--published <date>', '--title <title>', '--explain', '--include-text']) expect(r.stdout).toContain(opt);
    expect(r.stdout).toContain('$ whosaid analyze --jsonl');
  });

  it('whosaid --version prints the package version', async () => {
    const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { version: string };
    const r = await run(['--version']);
    expect(r).toEqual({ code: 0, stdout: `${pkg.version}\n`, stderr: '' });
  });

  it('whosaid alone prints help on stderr and fails', async () => {
    const r = await run([]);
    expect(r.code).toBe(64);
    expect(r.stderr).toContain('Usage: whosaid');
  });
});

describe('HTML extraction round trip', () => {
  it('gets back the exact text of Wikinews articles wrapped in a cluttered page', () => {
    for (const rec of wikinewsRecords(12)) {
      const page = `<!doctype html><html><head><title>${escapeHtml(rec.title)} - Wikinews, the free news source</title></head><body>
<nav>${'<a href="/section">Section</a> '.repeat(12)}</nav>
<div id="content"><h1>${escapeHtml(rec.title)}</h1>
<p class="byline">By Staff Writer</p>
${rec.text.split('\n\n').map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
</div>
<aside><ul>${'<li><a href="/other">Another story with a long headline here</a></li>'.repeat(8)}</ul></aside>
<footer>Contact us. Privacy policy.</footer></body></html>`;
      const article = extractArticle(page);
      expect(article.text).toBe(rec.text);
      expect(article.title).toBe(rec.title);
    }
  });
});
