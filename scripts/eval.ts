// `npm run eval`: measures the engine on PolNeAR dev, CoNLL-2003 valid, the example article and the
// hand-labelled sets in eval/. Scoring goes through the reference scorers in ../shared/tools where
// they exist; eval-score.ts scores the rest. Prints a table and writes eval/results.json.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyze } from '../src/index.js';
import { setSpanModel, spanModelOn } from '../src/learn/spans/index.js';
import { cpToU16 } from '../src/learn/spans/training.js';
import type { Analysis, AnalyzeOptions } from '../src/index.js';
import {
  BAND_EDGES, confidenceBands, matchPredictions, scoreBoilerplate, scoreSpeakers,
} from './eval-score.js';
import type { BoilerplateLabel, GoldContent, SpeakerLabel } from './eval-score.js';

const PARTS = ['polnear', 'conll', 'example', 'speakers', 'boilerplate'] as const;
type Part = (typeof PARTS)[number];

/** The repository root: the nearest folder above this script holding package.json (works from src and dist). */
function findRoot(from: string): string {
  let dir = from;
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const up = path.dirname(dir);
    if (up === dir) throw new Error(`no package.json above ${from}`);
    dir = up;
  }
  return dir;
}

const ROOT = findRoot(path.dirname(fileURLToPath(import.meta.url)));
const SHARED = path.resolve(ROOT, '../shared');
const OUT = path.join(ROOT, 'out/eval');
const TOOLS = path.join(SHARED, 'tools');

interface Args { only: Set<Part>; quiet: boolean }

function parseArgs(argv: readonly string[]): Args {
  const only = new Set<Part>(PARTS);
  let quiet = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] ?? '';
    if (a === '--quiet') quiet = true;
    else if (a === '--only' || a.startsWith('--only=')) {
      const list = a.startsWith('--only=') ? a.slice(7) : argv[++i] ?? '';
      only.clear();
      for (const p of list.split(',').map((s) => s.trim()).filter(Boolean)) {
        if (!(PARTS as readonly string[]).includes(p)) throw new Error(`--only: unknown part "${p}"; parts are ${PARTS.join(', ')}`);
        only.add(p as Part);
      }
    } else throw new Error(`unknown option ${a}; usage: eval [--only ${PARTS.join(',')}] [--quiet]`);
  }
  return { only, quiet };
}

const readJsonl = <T>(file: string): T[] =>
  fs.readFileSync(file, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l) as T);
const writeJsonl = (file: string, rows: readonly unknown[]): void =>
  fs.writeFileSync(file, rows.map((r) => JSON.stringify(r)).join('\n') + '\n');

/** Counts every analyze call and its time, for the speed line; a failing article counts as empty. */
const speed = { articles: 0, chars: 0, ms: 0, errors: 0 };
function run(text: string, options: AnalyzeOptions = {}): Analysis {
  const t0 = performance.now();
  try {
    return analyze(text, options);
  } catch (e) {
    speed.errors++;
    process.stderr.write(`analyze failed: ${(e as Error).message}\n`);
    return { schema: 'whosaid/1', quotes: [], entities: [], paragraphs: [], messages: [], creditedOutlets: [] };
  } finally {
    speed.ms += performance.now() - t0;
    speed.articles++;
    speed.chars += text.length;
  }
}

const dateOption = (d: unknown): AnalyzeOptions => (typeof d === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(d) ? { published: d } : {});

/** Runs a reference scorer; returns its stdout (scorers exit 1 when checks fail, which is not an error here). */
function tool(script: string, args: readonly string[]): string {
  // stdout goes to a file: the scorers call process.exit right after printing, which can cut a pipe short
  const outFile = path.join(OUT, `${path.basename(script, '.mjs')}.stdout`);
  const fd = fs.openSync(outFile, 'w');
  try {
    const r = spawnSync(process.execPath, [path.join(TOOLS, script), ...args], { stdio: ['ignore', fd, 'pipe'], encoding: 'utf8' });
    if (r.error) throw r.error;
    if (r.status !== 0 && r.status !== 1) throw new Error(`${script} exited ${r.status}: ${r.stderr}`);
  } finally {
    fs.closeSync(fd);
  }
  return fs.readFileSync(outFile, 'utf8');
}

interface PolnearDoc {
  id: string;
  date?: string;
  text: string;
  attributions: { content: { start: number; end: number }[] | null }[];
}


/** PolNeAR dev with the span model on (the engine as shipped) and off (the rules alone), and per rule. */
function evalPolnear(): Record<string, unknown> {
  const on = polnearPass('polnear-dev.pred.jsonl');
  if (!spanModelOn()) return { ...on, model: 'not shipped' };
  setSpanModel(false);
  try {
    const off = polnearPass('polnear-dev.rules-only.pred.jsonl');
    return { ...on, modelOff: { score: off.score, bio: off.bio, perRule: off.perRule } };
  } finally {
    setSpanModel(true);
  }
}

function polnearPass(predFile: string): Record<string, any> {
  const goldPath = path.join(SHARED, 'data/polnear/dev.jsonl');
  const bioPath = path.join(SHARED, 'data/polnear/dev.cofenet-bio.jsonl');
  const predPath = path.join(OUT, predFile);
  const docs = readJsonl<PolnearDoc>(goldPath);
  const preds: { confidence: number; matched: boolean }[] = [];
  const perRule: Record<string, { predicted: number; matched: number; precision: number }> = {};
  const lines = docs.map((d) => {
    const a = run(d.text, dateOption(d.date));
    const c2u = cpToU16(d.text);
    const gold: GoldContent[] = d.attributions.filter((g) => g.content?.length)
      .map((g) => (g.content ?? []).map((s) => [c2u(s.start), c2u(s.end)] as const));
    const matched = matchPredictions(gold, a.quotes);
    a.quotes.forEach((q, i) => {
      if (!q.content.length) return;
      preds.push({ confidence: q.confidence, matched: matched[i] ?? false });
      const r = (perRule[q.rule] ??= { predicted: 0, matched: 0, precision: 0 });
      r.predicted++;
      if (matched[i]) r.matched++;
    });
    return { id: d.id, quotes: a.quotes };
  });
  for (const r of Object.values(perRule)) r.precision = Math.round((1000 * r.matched) / r.predicted) / 1000;
  writeJsonl(predPath, lines);
  const score = JSON.parse(tool('score-polnear.mjs', [goldPath, predPath, '--json'])) as Record<string, unknown>;
  const bio = JSON.parse(tool('score-polnear-bio.mjs', [goldPath, bioPath, predPath, '--json'])) as Record<string, unknown>;
  return { docs: docs.length, score, bio, confidenceBands: confidenceBands(preds, BAND_EDGES), perRule };
}

/** Parses conll-score.mjs output lines "PER P 81.0 R 79.5 F1 80.2 (gold 1842)". */
function parseConll(out: string): Record<string, { p: number; r: number; f: number; ng: number }> {
  const res: Record<string, { p: number; r: number; f: number; ng: number }> = {};
  for (const m of out.matchAll(/^(PER|ORG|LOC) P ([\d.]+) R ([\d.]+) F1 ([\d.]+) \(gold (\d+)\)$/gm)) {
    res[m[1] ?? ''] = { p: Number(m[2]) / 100, r: Number(m[3]) / 100, f: Number(m[4]) / 100, ng: Number(m[5]) };
  }
  if (!res.PER) throw new Error(`conll-score.mjs printed no scores: ${out.slice(0, 200)}`);
  return res;
}

function evalConll(): Record<string, unknown> {
  const conll = path.join(SHARED, 'data/conll2003/valid.txt');
  const docs = tool('conll-score.mjs', ['make', conll]).split('\n').filter(Boolean).map((l) => JSON.parse(l) as { id: string; text: string });
  const want = fs.readFileSync(conll, 'utf8').match(/^-DOCSTART-/gm)?.length ?? 0;
  if (docs.length !== want) throw new Error(`conll-score.mjs make gave ${docs.length} documents, valid.txt has ${want}`);
  const predPath = path.join(OUT, 'conll-valid.pred.jsonl');
  writeJsonl(predPath, docs.map((d) => ({ id: d.id, entities: run(d.text).entities })));
  return { docs: docs.length, ...parseConll(tool('conll-score.mjs', ['score', conll, predPath])) };
}

function checkExample(outPath: string, mode: 'direct' | 'indirect'): { held: number; total: number; failures: string[] } {
  const out = tool('check-example.mjs', [outPath, mode]);
  const m = /(\d+)\/(\d+) checks hold/.exec(out);
  const failures = out.split('\n').filter((l) => l.startsWith('- ')).map((l) => l.slice(2));
  return { held: Number(m?.[1] ?? 0), total: Number(m?.[2] ?? 0), failures };
}

function evalExample(): Record<string, unknown> {
  const text = fs.readFileSync(path.join(SHARED, 'examples/homan-adams.txt'), 'utf8');
  const outPath = path.join(OUT, 'homan-adams.json');
  fs.writeFileSync(outPath, JSON.stringify(run(text), null, 2));
  return { direct: checkExample(outPath, 'direct'), indirect: checkExample(outPath, 'indirect') };
}

interface CorpusRecord { id: string; title?: string; published?: string; text: string }

/** Analyses of the bundled articles that the labels refer to, each analyzed once. */
function analyzeLabelled(ids: ReadonlySet<string>, cache: Map<string, Analysis>): Map<string, Analysis> {
  const dir = path.join(ROOT, 'examples/corpus');
  for (const f of ['wikinews-demo.jsonl', 'congress-press-demo.jsonl']) {
    for (const r of readJsonl<CorpusRecord>(path.join(dir, f))) {
      if (!ids.has(r.id) || cache.has(r.id)) continue;
      const opts: AnalyzeOptions = { ...dateOption(r.published), ...(r.title ? { title: r.title } : {}) };
      cache.set(r.id, run(r.text, opts));
    }
  }
  return cache;
}

function pct(x: unknown): string {
  return typeof x === 'number' ? (100 * x).toFixed(1).padStart(5) : '    –';
}

type Json = Record<string, any>;

function printTable(r: Json): void {
  const rows: string[][] = [];
  const row = (...c: string[]): void => { rows.push(c); };
  if (r.polnear) {
    const s = r.polnear.score, b = r.polnear.bio;
    row('PolNeAR dev', 'P', 'R', 'F1', 'note');
    for (const role of ['source', 'cue', 'content']) {
      const e = s.exact[role];
      row(`  exact ${role}, trimmed`, pct(e.loose.p), pct(e.loose.r), pct(e.loose.f), `gold ${e.loose.ng}`);
      row(`  exact ${role}, strict`, pct(e.strict.p), pct(e.strict.r), pct(e.strict.f), '');
    }
    const a = s.attribution['0.5'];
    row('  attributions (overlap ≥ 0.5)', pct(a.p), pct(a.r), pct(a.f), `speaker ${pct(a.speakerAcc).trim()}`);
    row('  direct quotes', pct(s.direct.p), pct(s.direct.r), pct(s.direct.f), `speaker ${pct(s.direct.speakerAcc).trim()}`);
    for (const role of ['source', 'cue', 'content']) row(`  BIO token-exact ${role}`, pct(b[role].p), pct(b[role].r), pct(b[role].f), `gold ${b[role].ng}`);
    const off = r.polnear.modelOff;
    if (off) {
      for (const role of ['source', 'cue', 'content']) row(`  BIO ${role}, span model off`, pct(off.bio[role].p), pct(off.bio[role].r), pct(off.bio[role].f), 'rules alone');
      const ao = off.score.attribution['0.5'];
      row('  attributions, span model off', pct(ao.p), pct(ao.r), pct(ao.f), `speaker ${pct(ao.speakerAcc).trim()}`);
    }
    const per = r.polnear.perRule ?? {};
    for (const rule of Object.keys(per).sort((x, y) => per[y].predicted - per[x].predicted)) {
      row(`  rule ${rule}`, pct(per[rule].precision), '', '', `${per[rule].predicted} predicted, ${per[rule].matched} matched (overlap ≥ 0.5)`);
    }
    for (const band of r.polnear.confidenceBands) {
      row(`  confidence [${band.from}, ${band.to}${band.to === 1 ? ']' : ')'}`, pct(band.count ? band.precision : undefined), '', '', `${band.count} predicted, ${band.matched} matched`);
    }
  }
  if (r.conll) {
    row('CoNLL-2003 valid', 'P', 'R', 'F1', '');
    for (const t of ['PER', 'ORG', 'LOC']) row(`  ${t}`, pct(r.conll[t].p), pct(r.conll[t].r), pct(r.conll[t].f), `gold ${r.conll[t].ng}`);
  }
  if (r.example) {
    for (const m of ['direct', 'indirect']) row(`Example article (${m})`, '', '', '', `${r.example[m].held}/${r.example[m].total} checks hold`);
  }
  if (r.speakers) {
    const s = r.speakers;
    row('Speakers (eval/speakers.jsonl)', 'found', 'right', 'of all', 'quotes');
    const line = (label: string, t: Json): void => row(label, pct(t.foundRate), pct(t.accuracy), pct(t.endToEnd), `${t.quotes}`);
    line('  all', s.all);
    for (const k of Object.keys(s.bySourceKind)) line(`  source: ${k}`, s.bySourceKind[k]);
    line('  anonymous', s.anonymous);
    row('  not a quote (no quote predicted)', pct(s.notQuote.accuracy), '', '', `${s.notQuote.items}`);
  }
  if (r.boilerplate) {
    const b = r.boilerplate;
    row('Boilerplate (eval/boilerplate.jsonl)', pct(b.p), pct(b.r), pct(b.f), `${b.items} paragraphs, ${b.ng} boilerplate`);
  }
  if (r.speed) row('Speed', '', '', '', `${r.speed.articlesPerSecond} articles/s (${r.speed.articles} articles)`);
  const widths = [0, 1, 2, 3].map((i) => Math.max(...rows.map((c) => (c[i] ?? '').length)));
  for (const c of rows) {
    console.log([c[0]?.padEnd(widths[0] ?? 0), ...[1, 2, 3].map((i) => (c[i] ?? '').padStart(widths[i] ?? 0)), c[4] ?? ''].join('  '));
  }
}

function printFailures(r: Json): void {
  if (r.example) {
    for (const m of ['direct', 'indirect']) for (const f of r.example[m].failures) console.log(`  example ${m}: ${f}`);
  }
}

function main(): void {
  const args = parseArgs(process.argv.slice(2));
  fs.mkdirSync(OUT, { recursive: true });
  const resultsPath = path.join(ROOT, 'eval/results.json');
  // keep the parts not run this time, so --only updates results.json in place
  const results: Json = fs.existsSync(resultsPath) ? JSON.parse(fs.readFileSync(resultsPath, 'utf8')) : {};
  const t0 = performance.now();
  if (args.only.has('polnear')) results.polnear = evalPolnear();
  if (args.only.has('conll')) results.conll = evalConll();
  if (args.only.has('example')) results.example = evalExample();
  const analyses = new Map<string, Analysis>();
  if (args.only.has('speakers')) {
    const labels = readJsonl<SpeakerLabel>(path.join(ROOT, 'eval/speakers.jsonl'));
    results.speakers = scoreSpeakers(labels, analyzeLabelled(new Set(labels.map((l) => l.article)), analyses));
  }
  if (args.only.has('boilerplate')) {
    const labels = readJsonl<BoilerplateLabel>(path.join(ROOT, 'eval/boilerplate.jsonl'));
    results.boilerplate = scoreBoilerplate(labels, analyzeLabelled(new Set(labels.map((l) => l.article)), analyses));
  }
  results.speed = {
    articles: speed.articles, errors: speed.errors,
    articlesPerSecond: speed.ms ? Math.round((1000 * speed.articles) / speed.ms) : 0,
    wallSeconds: Math.round((performance.now() - t0) / 100) / 10,
  };
  fs.writeFileSync(resultsPath, JSON.stringify(results, null, 2) + '\n');
  if (!args.quiet) {
    // show only what ran this time; results.json keeps the rest
    const shown: Json = Object.fromEntries(Object.entries(results).filter(([k]) => k === 'speed' || args.only.has(k as Part)));
    printTable(shown);
    printFailures(shown);
    console.log(`results: ${path.relative(process.cwd(), resultsPath)}`);
  }
}

try {
  main();
} catch (e) {
  // one clear line, not a stack trace: a missing ../shared or a bad option is the usual cause
  console.error(`eval: ${(e as Error).message}`);
  process.exit(2);
}
