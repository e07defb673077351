import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

// The CLI's main thread loads the engine only when it analyzes in-process: a run on worker threads (`analyze --jsonl`,
// a folder, a WARC file) leaves the engine to the workers, and importing it in the main thread too cost ~50 MB of peak
// RSS over the press-release corpus (314 MB against 255 when `errorOutput` was imported from record.ts). Each module
// Node loads in a fresh process is recorded by a resolve hook, so the test sees what the import graph really pulls in.
const HOOKS = `
import { appendFileSync } from 'node:fs';
export async function resolve(specifier, context, next) {
  const r = await next(specifier, context);
  appendFileSync(process.env.WHOSAID_TEST_LOADED, r.url + '\\n');
  return r;
}`;

function loadedBy(script: string): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'whosaid-lazy-'));
  try {
    const hooks = join(dir, 'hooks.mjs');
    const log = join(dir, 'loaded.txt');
    writeFileSync(hooks, HOOKS);
    writeFileSync(log, '');
    const register = `import { register } from 'node:module'; import { pathToFileURL } from 'node:url'; register(${JSON.stringify(pathToFileURL(hooks).href)}, pathToFileURL('./'));`;
    const r = spawnSync(process.execPath, ['--import', `data:text/javascript,${encodeURIComponent(register)}`, '--input-type=module', '-e', script],
      { encoding: 'utf8', env: { ...process.env, WHOSAID_TEST_LOADED: log } });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    return readFileSync(log, 'utf8').split('\n').filter((u) => u.includes('/dist/src/')).map((u) => u.slice(u.indexOf('/dist/src/') + 10));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The engine's modules among `loaded`: the pipeline, its stages, the models, record.ts (which imports them). */
const engineIn = (loaded: string[]): string[] =>
  loaded.filter((u) => u === 'io/record.js' || u === 'pipeline/analyze.js' || u.startsWith('stages/') || u === 'learn/tagger.js' || u.startsWith('learn/spans/'));

describe('the CLI main thread does not load the engine it leaves to workers', () => {
  it('the analyze command module imports neither the pipeline nor the models nor record.ts', () => {
    const loaded = loadedBy(`await import(${JSON.stringify(`${process.cwd()}/dist/src/cli/commands/analyze.js`)});`);
    // (what it does load: the command itself and the error line of an unreadable input)
    expect(loaded).toContain('cli/commands/analyze.js');
    expect(loaded).toContain('io/error-output.js');
    expect(engineIn(loaded)).toEqual([]);
  });

  // (ingest and the queue worker also leave the analysis to worker threads by default)
  it.each(['ingest', 'worker'])('nor does the %s command module', (command) => {
    const loaded = loadedBy(`await import(${JSON.stringify(`${process.cwd()}/dist/src/cli/commands/${command}.js`)});`);
    expect(loaded).toContain(`cli/commands/${command}.js`);
    expect(engineIn(loaded)).toEqual([]);
  });

  it('an in-process analysis does load them (the hook sees dynamic imports too)', () => {
    const loaded = loadedBy(`const m = await import(${JSON.stringify(`${process.cwd()}/dist/src/io/record.js`)}); m.analyzeRecordLine('{"text":"x"}', 1, { format: 'json' });`);
    // (and engineIn finds them: the tests above would pass on an empty filter otherwise)
    expect(engineIn(loaded)).toEqual(expect.arrayContaining(['io/record.js', 'pipeline/analyze.js', 'learn/tagger.js', 'stages/04-entities/names.js']));
  });
});

// The HTML extraction (linkedom, Readability: ~200 modules, ~100 ms of a one-article run's ~370 ms) loads with the
// first page extracted: a text file or text records never load it.
// (a child script's \`loaded()\`: which of the two libraries Node's CommonJS loader holds, as html.ts requires them)
const HTML_LOADED = `import { createRequire } from 'node:module';
      const cache = createRequire(${JSON.stringify(`${process.cwd()}/`)}).cache;
      const loaded = () => ['linkedom', '@mozilla/readability'].filter((p) => Object.keys(cache).some((k) => k.includes('/node_modules/' + p + '/')));`;

describe('the HTML extraction libraries', () => {
  it('are not loaded to analyze text, and are loaded by the first HTML page', () => {
    const script = `
      ${HTML_LOADED}
      const m = await import(${JSON.stringify(`${process.cwd()}/dist/src/io/record.js`)});
      const text = m.analyzeRecordLine(JSON.stringify({ text: '“We will act,” the mayor said.' }), 1, { format: 'json' });
      const before = loaded();
      const html = m.analyzeRecordLine(JSON.stringify({ html: '<html><body><article><p>“We will act on this today,” Mayor Eric Adams said on Tuesday in a long statement.</p></article></body></html>' }), 2, { format: 'json' });
      console.log(JSON.stringify({ before, after: loaded(), quotes: [JSON.parse(text.output).quotes.length, JSON.parse(html.output).quotes.length] }));`;
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout)).toEqual({ before: [], after: ['linkedom', '@mozilla/readability'], quotes: [1, 1] });
  });
});

describe("the server's warm-up", () => {
  it('analyzes a text and an HTML article, so its first request loads neither the engine nor the HTML libraries', () => {
    const script = `
      ${HTML_LOADED}
      const { runAnalyzeJob, WARM_UP } = await import(${JSON.stringify(`${process.cwd()}/dist/src/server/analyze-job.js`)});
      const quotes = WARM_UP.map((job) => { const o = runAnalyzeJob(job); return o.ok ? JSON.parse(new TextDecoder().decode(o.json)).quotes.length : o.message; });
      console.log(JSON.stringify({ html: WARM_UP.map((j) => j.html), quotes, loaded: loaded() }));`;
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout)).toEqual({ html: [false, true], quotes: [2, 2], loaded: ['linkedom', '@mozilla/readability'] });
  });
});
