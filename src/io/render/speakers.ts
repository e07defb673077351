import type { Analysis, Quote, Message } from '../../model/types.js';

/** The quotes of one speaker, in the order the speaker first speaks in the article. */
export interface SpeakerGroup {
  key: string;
  /** Index in order of first appearance; picks the speaker's color. */
  index: number;
  label: string;
  titles: string[];
  anonymous: boolean;
  quotes: Quote[];
}

/** Groups quotes by speaker: the resolved entity, else the anonymous description, else the name as written. */
export function groupBySpeaker(analysis: Analysis): SpeakerGroup[] {
  const groups = new Map<string, SpeakerGroup>();
  for (const q of [...analysis.quotes].sort((a, b) => quoteStart(a) - quoteStart(b))) {
    const key = speakerKey(q);
    let g = groups.get(key);
    if (!g) {
      g = { key, index: groups.size, label: speakerLabel(q), titles: speakerTitles(analysis, q), anonymous: q.speaker.anonymous, quotes: [] };
      groups.set(key, g);
    }
    g.quotes.push(q);
  }
  return [...groups.values()];
}

/** The key that groups quotes of one speaker. */
export function speakerKey(q: Quote): string {
  const s = q.speaker;
  if (s.entity !== null) return `entity:${s.entity}`;
  if (s.anonymous) return `anonymous:${(s.description ?? '').toLowerCase()}`;
  if (s.name !== null) return `name:${s.name}`;
  if (s.description !== null) return `description:${s.description.toLowerCase()}`;
  return 'unattributed';
}

/** How a speaker is shown: the canonical name, "unnamed source: …", a description, or "unattributed". */
export function speakerLabel(q: Quote): string {
  const s = q.speaker;
  if (s.anonymous) return s.description ? `unnamed source: ${s.description}` : 'unnamed source';
  return s.name ?? s.description ?? 'unattributed';
}

function speakerTitles(analysis: Analysis, q: Quote): string[] {
  if (q.speaker.entity === null) return [];
  return analysis.entities.find((e) => e.id === q.speaker.entity)?.titles ?? [];
}

/** Where a quote starts: its first content fragment, else its cue or source. */
export function quoteStart(q: Quote): number {
  const starts = [...q.content, q.cue, q.source].filter((s) => s !== null).map((s) => s.start);
  return starts.length ? Math.min(...starts) : 0;
}

/** Trace messages about one quote: those naming its id, or whose span falls on its content, cue or source. */
export function tracesFor(analysis: Analysis, q: Quote): Message[] {
  const spans = [...q.content, q.cue, q.source].filter((s) => s !== null);
  return analysis.messages.filter((m) => m.code === 'trace' && (
    m.message.startsWith(`${q.id}:`) || m.message.startsWith(`${q.id} `)
    || (m.span !== undefined && spans.some((s) => m.span!.start < s.end && s.start < m.span!.end))));
}

/** A quote's content fragments as one line: whitespace collapsed, fragments joined by an ellipsis. */
export function contentLine(q: Quote): string {
  return q.content.map((s) => s.text.replace(/\s+/g, ' ').trim()).join(' … ');
}

/** Shortens a line to at most `max` characters, keeping its start and end and cutting at word boundaries. */
export function shorten(line: string, max: number): string {
  if (line.length <= max) return line;
  const tailLength = Math.min(40, Math.floor(max / 4));
  let head = line.slice(0, max - tailLength - 3);
  let tail = line.slice(line.length - tailLength);
  const headCut = head.lastIndexOf(' ');
  if (headCut > head.length / 2) head = head.slice(0, headCut);
  const tailCut = tail.indexOf(' ');
  if (tailCut >= 0 && tailCut < tail.length / 2) tail = tail.slice(tailCut + 1);
  return `${head} … ${tail}`;
}
