import type { Analysis, Quote } from '../../model/types.js';
import { groupBySpeaker, contentLine, shorten, tracesFor, type SpeakerGroup } from './speakers.js';

/** Options of the terminal report. */
export interface TextReportOptions {
  /** ANSI colors (only for a TTY without NO_COLOR). */
  color?: boolean;
  /** Show each attribution's rule, confidence and trace. */
  explain?: boolean;
  /** A heading: the article's id or title. */
  heading?: string;
  /** Longest quote content shown, in characters. */
  width?: number;
}

const SPEAKER_COLORS = [33, 32, 35, 36, 34, 31, 93, 92, 95, 96, 94, 91];

/** A readable report of one analysis: speakers and their quotes, credited outlets, boilerplate. Ends with a newline. */
export function renderTextReport(analysis: Analysis, options: TextReportOptions = {}): string {
  const paint = painter(options.color ?? false);
  const groups = groupBySpeaker(analysis);
  const out: string[] = [];
  if (options.heading) out.push(paint(`── ${options.heading} ──`, 1));
  out.push(summary(analysis, groups));
  for (const g of groups) {
    out.push('', speakerHeading(g, paint));
    g.quotes.forEach((q, i) => out.push(...quoteLines(analysis, q, i + 1, options, paint)));
  }
  if (analysis.creditedOutlets.length) {
    out.push('', `${paint('Credited outlets:', 1)} ${analysis.creditedOutlets.map((o) => `${o.text} (${o.cue})`).join('; ')}`);
  }
  const boilerplate = analysis.paragraphs.filter((p) => p.boilerplate).length;
  out.push('', `${paint('Boilerplate paragraphs:', 1)} ${boilerplate} of ${analysis.paragraphs.length}`);
  if (options.explain) out.push(...problemLines(analysis, paint));
  return `${out.join('\n')}\n`;
}

function summary(analysis: Analysis, groups: SpeakerGroup[]): string {
  const n = analysis.quotes.length;
  const kinds = (['direct', 'mixed', 'indirect'] as const)
    .map((k) => [k, analysis.quotes.filter((q) => q.kind === k).length] as const)
    .filter(([, c]) => c > 0).map(([k, c]) => `${c} ${k}`);
  const speakers = groups.filter((g) => g.key !== 'unattributed').length;
  return `${n} quote${n === 1 ? '' : 's'}${kinds.length ? ` (${kinds.join(', ')})` : ''} from ${speakers} speaker${speakers === 1 ? '' : 's'}`;
}

function speakerHeading(g: SpeakerGroup, paint: Paint): string {
  const color = SPEAKER_COLORS[g.index % SPEAKER_COLORS.length]!;
  const titles = g.titles.length ? ` — ${g.titles.join(', ')}` : '';
  return `${paint(g.label, 1, color)}${titles}`;
}

function quoteLines(analysis: Analysis, q: Quote, n: number, options: TextReportOptions, paint: Paint): string[] {
  const lines = [`  ${n}. ${paint(q.kind.padEnd(8), 2)} ${shorten(contentLine(q), options.width ?? 160)}`];
  const details = [
    q.cue ? `cue: ${paint(q.cue.text, 36)}` : 'cue: —',
    q.source ? `source: ${q.source.text}` : null,
    q.addressee ? `to: ${q.addressee.text}` : null,
    q.medium ? `medium: ${q.medium}` : null,
    q.time ? `when: ${q.time.text}${q.time.date ? ` (${q.time.date})` : ''}` : null,
  ].filter((d) => d !== null);
  lines.push(`     ${details.join(' · ')}`);
  if (options.explain) {
    lines.push(`     ${paint(`rule ${q.rule} · confidence ${q.confidence.toFixed(2)}`, 2)}`);
    for (const t of tracesFor(analysis, q)) lines.push(`       ${paint(`trace: ${t.message}`, 2)}`);
  }
  return lines;
}

function problemLines(analysis: Analysis, paint: Paint): string[] {
  const problems = analysis.messages.filter((m) => m.code !== 'trace');
  const attached = new Set(analysis.quotes.flatMap((q) => tracesFor(analysis, q)));
  // Traces about the run as a whole (a sieve's count), not about one quote.
  const general = analysis.messages.filter((m) => m.code === 'trace' && !attached.has(m));
  const out: string[] = [];
  if (problems.length) {
    out.push('', paint('Messages:', 1), ...problems.map((m) =>
      `  ${m.code}${m.span ? ` at ${m.span.start}–${m.span.end}` : ''}: ${m.message}${m.rule ? ` (${m.rule})` : ''}`));
  }
  if (general.length) out.push('', paint('Trace:', 1), ...general.map((m) => `  ${paint(m.message, 2)}`));
  return out;
}

type Paint = (s: string, ...codes: number[]) => string;

function painter(color: boolean): Paint {
  return color ? (s, ...codes) => `\x1b[${codes.join(';')}m${s}\x1b[0m` : (s) => s;
}
