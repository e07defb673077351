import * as chrono from 'chrono-node';
import type { Ctx } from '../../pipeline/context.js';
import type { TimeRef } from '../../model/types.js';
import type { Candidate } from '../05-attribution/candidate.js';

// When a statement was made: "on Tuesday", "Thursday morning", "in December", "last week", "on March 4, 2024".
// chrono-node parses the phrase; this stage chooses which phrase belongs to which cue and resolves it against the
// publication date the way news is written: a statement was made on or before the day it is published, so a bare
// weekday is the latest such day up to publication ("said Tuesday" in a Wednesday paper is the day before).

// Words before and after the cue that are searched for a time phrase (the cue's sentence only).
const BEFORE = 12;
const AFTER = 14;

// Cheap test before chrono runs: a window without any of these has no date in it.
const DATE_WORD = /\b(?:mon|tues|wednes|thurs|fri|satur|sun)day|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)\b|\b(?:january|february|march|april|june|july|august|september|october|november|december)\b|\b(?:yesterday|today|tonight|last (?:week|month|year|night)|this (?:week|month|year|morning|afternoon|evening)|ago)\b|\b\d{4}\b|\b\d{1,2}\/\d{1,2}\b/i;

// A parse is a date only if it names a day, weekday, month or a relative day; times of day alone ("at 5 p.m.") are not.
const DATE_TEXT = /[a-z]{3}|\d{1,2}\/\d{1,2}|\d{4}/i;

const DAY_MS = 86_400_000;

/** Reads the publication date option as a UTC noon Date (null when absent or not a date). */
export function publicationDate(ctx: Ctx): Date | null {
  const p = ctx.options.published;
  if (p === undefined) return null;
  const d = p instanceof Date ? p : /^\d{4}-\d{2}-\d{2}/.test(p) ? new Date(`${p.slice(0, 10)}T12:00:00Z`) : new Date(p);
  if (Number.isNaN(d.getTime())) {
    ctx.messages.push({ code: 'bad-published', message: `The publication date ${JSON.stringify(String(p))} is not a date; times stay relative.` });
    return null;
  }
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), 12));
}

/** Sets `time` on every attribution with a cue; a carried quote takes the time of the statement it continues. */
export function addTimes(ctx: Ctx, candidates: readonly Candidate[], published: Date | null): void {
  for (const c of candidates) if (c.rule && c.cue && !c.carriedFrom) c.time = findTime(ctx, c, published);
  for (const c of candidates) if (c.rule && c.carriedFrom && !c.time) c.time = c.carriedFrom.time ?? null;
}

function findTime(ctx: Ctx, c: Candidate, published: Date | null): TimeRef | null {
  const { tokens, text } = ctx;
  const cue = c.cue!;
  const s = ctx.sentences[tokens[cue[0]]!.sent]!;
  const from = Math.max(s.tokStart, cue[0] - BEFORE);
  const to = Math.min(s.tokEnd, cue[1] + AFTER);
  if (to <= from) return null;
  const start = tokens[from]!.start;
  const end = tokens[to - 1]!.end;
  // Content and quoted words are masked with spaces (offsets kept): a date inside what was said is not when it was said.
  let window = text.slice(start, end);
  const blocked: [number, number][] = [...c.content];
  if (c.source) blocked.push([tokens[c.source[0]]!.start, tokens[c.source[1] - 1]!.end]);
  for (const [a, b] of blocked) {
    const lo = Math.max(a, start) - start;
    const hi = Math.min(b, end) - start;
    if (hi > lo) window = window.slice(0, lo) + ' '.repeat(hi - lo) + window.slice(hi);
  }
  if (!DATE_WORD.test(window)) return null;
  const ref = published ?? new Date(Date.UTC(2000, 0, 1, 12));
  const cueAt = tokens[cue[0]]!.start - start;
  let best: TimeRef | null = null;
  let bestDistance = Infinity;
  for (const r of chrono.parse(window, { instant: ref, timezone: 0 })) {
    // chrono's match may carry a leading preposition or trailing comma: keep the date words only
    const m = /^(?:(?:on|in|at|since|during|by|from)\s+)*/i.exec(r.text)!;
    let phrase = r.text.slice(m[0].length).replace(/[\s,.;:]+$/, '');
    if (/\b(?:a\.m|p\.m)$/i.test(phrase)) phrase += '.';
    if (!DATE_TEXT.test(phrase) || phrase.trim() === '') continue;
    const at = r.index + m[0].length;
    const distance = at > cueAt ? at - cueAt : cueAt - (at + phrase.length);
    if (distance >= bestDistance) continue;
    const date = resolve(r, published, r.text);
    if (date === undefined) continue;
    bestDistance = distance;
    best = { start: start + at, end: start + at + phrase.length, text: text.slice(start + at, start + at + phrase.length), ...date };
  }
  return best;
}

type Resolved = Pick<TimeRef, 'date' | 'precision'>;

// The calendar date a parse stands for, at the precision the phrase gives; `undefined` when it is not a date at all.
function resolve(r: chrono.ParsedResult, published: Date | null, phrase: string): Resolved | undefined {
  const c = r.start;
  const yearKnown = c.isCertain('year');
  const lower = phrase.toLowerCase();
  if (c.isCertain('weekday') && !c.isCertain('day')) {
    if (!published) return { date: null, precision: 'day' };
    // the latest such weekday on or before publication
    const back = (published.getUTCDay() - c.get('weekday')! + 7) % 7;
    return { date: iso(new Date(published.getTime() - back * DAY_MS)), precision: 'day' };
  }
  if (/\bweek\b/.test(lower)) return published ? { date: iso(c.date()), precision: 'week' } : { date: null, precision: 'week' };
  if (c.isCertain('day')) return published || yearKnown ? { date: iso(c.date()), precision: 'day' } : { date: null, precision: 'day' };
  if (c.isCertain('month')) return published || yearKnown ? { date: iso(c.date()).slice(0, 7), precision: 'month' } : { date: null, precision: 'month' };
  if (yearKnown) return { date: String(c.get('year')), precision: 'year' };
  return undefined;
}

function iso(d: Date): string {
  return d.toISOString().slice(0, 10);
}

