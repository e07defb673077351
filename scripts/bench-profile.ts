// Where one thread's time goes: a child process runs `analyze` on press releases under
// `node --cpu-prof`, and the profile is summed into self time per function and per file.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { analyze } from '../src/index.js';
import { ROOT, loadArticles, analyzeOptions, round } from './bench-common.js';
import { pathological, type Pathological } from './bench-scaling.js';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface SelfTime {
  name: string;
  where: string;
  percent: number;
  ms: number;
}

export interface ProfileSummary {
  articles: number;
  /** Where the raw .cpuprofile was left (open it in Chrome DevTools or speedscope). */
  file: string;
  functions: SelfTime[];
  files: SelfTime[];
}

/**
 * Profiles `articles` press releases in a child process and sums self time; with `longChars`, one
 * text of that many characters (press releases run together) instead, to find what grows with length.
 */
export function profile(articles: number, top = 25, longChars?: number, kind?: Pathological): ProfileSummary {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'whosaid-prof-'));
  const self = fileURLToPath(import.meta.url);
  const r = spawnSync(process.execPath, ['--cpu-prof', '--cpu-prof-dir', dir, self, ...(longChars ? ['--child-long', String(longChars), kind ?? 'articles'] : ['--child', String(articles)])], { stdio: 'inherit' });
  if (r.status !== 0) throw new Error('the profiled run failed');
  const name = fs.readdirSync(dir).find((f) => f.endsWith('.cpuprofile'))!;
  const file = path.join(dir, name);
  const prof = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile;
  return { articles: longChars ? 1 : articles, file, functions: selfTimes(prof, (n) => `${shortName(n.callFrame.functionName || '(anonymous)')}\t${where(n)}`, top), files: selfTimes(prof, (n) => `\t${where(n).replace(/:\d+$/, '')}`, 15) };
}

/** Self time summed by `key` ("name\twhere"), largest first. */
function selfTimes(prof: CpuProfile, key: (n: ProfileNode) => string, top: number): SelfTime[] {
  const byId = new Map(prof.nodes.map((n) => [n.id, n]));
  const sums = new Map<string, number>();
  let total = 0;
  prof.samples.forEach((id, i) => {
    const dt = prof.timeDeltas[i] ?? 0;
    total += dt;
    const k = key(byId.get(id)!);
    sums.set(k, (sums.get(k) ?? 0) + dt);
  });
  return [...sums].sort((a, b) => b[1] - a[1]).slice(0, top).map(([k, us]) => {
    const [n = '', w = ''] = k.split('\t');
    return { name: n, where: w, percent: round((100 * us) / total, 1), ms: round(us / 1000, 0) };
  });
}

/** The function's file relative to dist/ (or the runtime's own), with its 1-based line. */
function where(n: ProfileNode): string {
  const url = n.callFrame.url;
  if (url === '') return '(native)';
  const p = url.startsWith('file://') ? path.relative(path.join(ROOT, 'dist'), fileURLToPath(url)) : url;
  return `${p}:${n.callFrame.lineNumber + 1}`;
}

// Child: the profiled work itself.
if (process.argv[2] === '--child') {
  const articles = loadArticles('press', Number(process.argv[3]));
  for (const a of articles) analyze(a.text, analyzeOptions(a));
}
if (process.argv[2] === '--child-long') {
  const chars = Number(process.argv[3]);
  const articles = loadArticles('press', 1000);
  for (const a of articles.slice(0, 50)) analyze(a.text);
  let text = '';
  for (const a of articles) if (text.length < chars) text += `${a.text}\n\n`;
  const kind = process.argv[4];
  analyze(kind === 'articles' ? text.slice(0, chars) : pathological(kind as Pathological, chars));
}

/** A function's name for the table: a regular expression's source (V8 names its code by it) cut to 60 characters. */
function shortName(name: string): string {
  return name.length > 60 ? `${name.slice(0, 59)}…` : name;
}
