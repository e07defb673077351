import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/index.js';
import type { Quote } from '../../src/index.js';
import { expectVerbatim } from './helpers.js';
import * as chrono from 'chrono-node/en';
import { parseDates, parseStretch, suffixLookahead } from '../../src/stages/06-context/time.js';

// `time`: when a statement was made, found near its cue and resolved against the publication date.
const EXAMPLE = readFileSync(new URL('../../../shared/examples/homan-adams.txt', import.meta.url), 'utf8');
const WIKINEWS = readFileSync(new URL('../../examples/corpus/wikinews-demo.jsonl', import.meta.url), 'utf8')
  .split('\n').filter(Boolean).map((l) => JSON.parse(l) as { id: string; date: string; text: string });
const article = (title: RegExp) => WIKINEWS.find((r) => title.test(r.id))!;

function byCue(quotes: Quote[], cue: string, speaker: string): Quote {
  const q = quotes.find((x) => x.cue?.text.includes(cue) && x.speaker.name === speaker);
  if (!q) throw new Error(`no "${cue}" attribution of ${speaker}: ${JSON.stringify(quotes.map((x) => [x.cue?.text, x.speaker.name]))}`);
  return q;
}

describe('time of a statement', () => {
  it('resolves "on Tuesday" in the example to the Tuesday before publication, and keeps dates inside content out', () => {
    // 2025-01-29 is a Wednesday: "Tuesday" is the day before
    const a = analyze(EXAMPLE, { published: '2025-01-29' });
    expectVerbatim(EXAMPLE, a);
    const confirmed = byCue(a.quotes, 'confirmed', 'Tom Homan');
    expect(confirmed.time).toMatchObject({ text: 'Tuesday', date: '2025-01-28', precision: 'day' });
    expect(confirmed.medium).toBe('radio interview');
    // "on Thursday morning" lies inside what the sources told the Post: it is when the meeting is, not when they spoke
    const told = a.quotes.find((q) => q.cue?.text === 'told')!;
    expect(told.addressee?.text).toBe('The New York Post');
    expect(told.time).toBeNull();
  });

  it('leaves a weekday relative when there is no publication date', () => {
    const a = analyze(EXAMPLE);
    expect(byCue(a.quotes, 'confirmed', 'Tom Homan').time).toMatchObject({ text: 'Tuesday', date: null, precision: 'day' });
  });

  it('gives a relative day, month or year no date without a publication date, and one with it', () => {
    const cases = [['yesterday', 'day', '2024-05-01'], ['today', 'day', '2024-05-02'], ['last month', 'month', '2024-04'], ['last year', 'year', '2023']] as const;
    for (const [phrase, precision, dated] of cases) {
      const text = `Lovejoy said ${phrase} that the budget had not changed.`;
      expect(analyze(text).quotes[0]!.time, phrase).toMatchObject({ text: phrase, date: null, precision });
      expect(analyze(text, { published: '2024-05-02' }).quotes[0]!.time, phrase).toMatchObject({ text: phrase, date: dated, precision });
    }
    // a year written out is a date either way
    expect(analyze('Lovejoy said on March 3, 2019 that the budget had not changed.').quotes[0]!.time).toMatchObject({ date: '2019-03-03', precision: 'day' });
  });

  it('takes the weekday on or before publication, never after it', () => {
    // published Monday 2019-01-07: "said on Friday" is 2019-01-04
    const trump = article(/state_of_emergency_to_build_border_wall/);
    const a = analyze(trump.text, { published: trump.date });
    expectVerbatim(trump.text, a);
    const friday = a.quotes.filter((q) => q.time?.text === 'Friday');
    expect(friday.length).toBeGreaterThanOrEqual(3);
    for (const q of friday) expect(q.time!.date).toBe('2019-01-04');
    // published Thursday 2019-09-12: "Pompeo told the press on Tuesday" is 2019-09-10
    const bolton = article(/ousts_national_security_advisor_Bolton/);
    const b = analyze(bolton.text, { published: bolton.date });
    const pompeo = b.quotes.find((q) => q.speaker.name?.endsWith('Pompeo') && q.cue?.text === 'told');
    expect(pompeo?.time).toMatchObject({ text: 'Tuesday', date: '2019-09-10' });
    expect(pompeo?.addressee?.text).toBe('the press');
  });

  it('resolves a month to the latest one up to publication, and leaves out bounds of other events', () => {
    const a = analyze(EXAMPLE, { published: '2025-01-29' });
    expect(byCue(a.quotes, 'pledged', 'Eric Adams').time).toMatchObject({ text: 'December', date: '2024-12', precision: 'month' });
    // "Brett McGurk, who was … envoy … until December, also criticized the decision": December ends his post
    const troops = article(/troop_withdrawal/);
    const b = analyze(troops.text, { published: troops.date });
    const mcgurk = b.quotes.find((q) => q.cue?.text === 'also criticized');
    expect(mcgurk, 'McGurk\'s criticism').toBeDefined();
    expect(mcgurk!.time).toBeNull();
  });

  it('never dates a statement after the article that reports it (the whole Wikinews sample)', () => {
    let dated = 0;
    for (const r of WIKINEWS) {
      for (const q of analyze(r.text, { published: r.date }).quotes) {
        if (!q.time?.date) continue;
        dated++;
        expect(q.time.date <= r.date, `${r.id}: "${q.time.text}" = ${q.time.date}`).toBe(true);
      }
    }
    expect(dated).toBeGreaterThan(50);
  });

  it('writes dates of any four-digit year as toISOString does, and finds dates with and without digits or month names', () => {
    const text = 'Smith said on March 3 that the plan was working. On 2/14/2019, Jones said that it was not true at all. ' +
      'Brown said on 2019-02-14 that the bill had passed. Lee said Tuesday at 5 p.m. that the vote would wait.';
    const timeOf = (a: ReturnType<typeof analyze>, name: string) => a.quotes.find((q) => q.speaker.name === name)!.time;
    for (const [published, tuesday] of [['0850-06-01', '0850-05-31'], ['2019-06-01', '2019-05-28'], ['9999-06-01', '9999-06-01']] as const) {
      const a = analyze(text, { published });
      const year = published.slice(0, 4);
      // a month name and no digit before the cue's content; early years keep their leading zeros ("0850-03-03")
      expect(timeOf(a, 'Smith')).toMatchObject({ text: 'March 3', date: `${year}-03-03`, precision: 'day' });
      // digits and no month name: a slash date and an ISO date, never kept when after publication
      for (const [name, phrase] of [['Jones', '2/14/2019'], ['Brown', '2019-02-14']] as const) {
        if (year >= '2019') expect(timeOf(a, name)).toMatchObject({ text: phrase, date: '2019-02-14', precision: 'day' });
        else expect(timeOf(a, name)).toBeNull();
      }
      // a weekday with a time of day: the latest Tuesday on or before publication (June 1 was a Saturday in 850 and
      // 2019, a Tuesday in 9999)
      expect(timeOf(a, 'Lee')).toMatchObject({ text: 'Tuesday at 5 p.m.', date: tuesday, precision: 'day' });
    }
  });

  it('finds durations ("3 years ago", "two weeks later") as chrono itself does, with the rewritten patterns', () => {
    const instant = new Date(Date.UTC(2020, 5, 1, 12));
    const nums = ['3', 'two', 'a', 'an', 'a few', 'several', 'the', 'a couple of', 'half an', 'about 2', 'around twelve'];
    const units = ['days', 'd', 'hrs', 'years', 'mo', 'weeks', 'quarter', 'minutes'];
    const keywords = ['ago', 'before', 'earlier', 'later', 'after', 'from now', 'henceforth', 'forward', 'out', 'Ago', 'LATER', 'agone'];
    const view = (rs: readonly chrono.ParsedResult[]) => rs.map((r) => [r.index, r.text, r.start.date().toISOString()]);
    let found = 0;
    for (const n of nums) for (const u of units) for (const k of keywords) {
      for (const text of [`He said it ${n} ${u} ${k}, and again ${n} ${u}, ${n}${u} and 1 ${u}   ${k}.`, `${n.toUpperCase()} ${u}${k}`, `Lee pointed ${k} that the bill passed ${n} ${u} ${k}.`]) {
        const ours = view(parseDates(text, instant));
        expect(ours, text).toEqual(view(chrono.casual.parse(text, { instant, timezone: 0 })));
        if (ours.some(([, t]) => /ago|before|earlier|later|after|from now|henceforth|forward|out/i.test(String(t)))) found++;
      }
    }
    // (most of these hold a duration: the comparison is not one of empty lists)
    expect(found).toBeGreaterThan(1000);
    // and the two patterns were rewritten, not left as they were
    for (const name of ['ENTimeUnitAgoFormatParser', 'ENTimeUnitLaterFormatParser']) {
      const re = chrono.casual.parsers.find((p) => p.constructor.name === name)!.pattern({ option: {} } as never) as RegExp;
      expect(suffixLookahead(re).source).toMatch(/\{0,10\}\)\(\?=\\s\{0,5\}\(\?:/);
    }
  });

  it('finds what chrono itself finds, with its parsers behind the quick tests (the Wikinews sample, and month names written every way)', () => {
    const instant = new Date(Date.UTC(2020, 5, 1, 12));
    const view = (rs: readonly chrono.ParsedResult[]) => rs.map((r) => [r.index, r.text, r.start.date().toISOString()]);
    const months = ['May', 'Jan.', 'Sept', 'sep.', 'JUNE', 'Dec'];
    const crafted = months.flatMap((m) => [`on 5 ${m} 2019`, `on the fifth of ${m}, 2019`, `${m} 5, 2019`, `${m}first`, `${m}-5`, `${m}/5`, `in${m}`, `in ${m} 2019`,
      `${m}of 2020`, `${m}2020`, `${m}, 2020 was`, `5th${m}`, `3rd of${m}`, `twenty-first ${m}`, `${m} thirtieth`, `${m}.`, `${m}or Mark decided on ${m}`]);
    // durations after "in", "within", "for" every way chrono's number and unit patterns write them, and near misses
    const durations = ['in 3 days', 'within about two weeks', 'for a couple of months', 'in half an hour', 'in 5y', 'within 2.5 hrs', 'in ~ 3 days',
      'within roughly ~ 10 minutes', 'For Several Years', 'in a few days', 'for the day', 'in acouple  of weeks', 'in   twelve   quarters', 'within around 3 mos',
      'in 1996, he', 'for the 2004 election', 'in 2 or 3 days', 'within a\tweek', 'IN AN HOUR', 'for 1,000 years'];
    const sentences = WIKINEWS.flatMap((r) => r.text.split(/(?<=[.!?])\s+/)).filter((t) => t.length > 0);
    let found = 0;
    for (const text of [...crafted, ...durations, ...sentences]) {
      const ours = view(parseDates(text, instant));
      expect(ours, text).toEqual(view(chrono.casual.parse(text, { instant, timezone: 0 })));
      if (ours.length) found++;
    }
    // (the comparison is not one of empty lists)
    expect(found).toBeGreaterThan(500);
  });

  it('reads a stretch whose one date word is "today", "yesterday" or "tonight" as chrono does, without it', () => {
    const instant = new Date(Date.UTC(2020, 5, 1, 12));
    const view = (rs: readonly { index: number; text: string; start: chrono.ParsedComponents }[]) => rs.map((r) => [r.index, r.text, r.start.date().toISOString(), r.start.isCertain('day'), r.start.isCertain('hour')]);
    const stretches = ['WASHINGTON - Today, Congressman Smith announced that', 'Smith said today that the bill', "said in today's statement", 'TODAY the Senate', 'she said yesterday.',
      'Yesterday (EST) he', 'today ET', 'announced today, ET', 'today CST the', 'tonight at the dinner', 'Tonight PT', '(today)', 'todays news', 'the Today show', 'yesterday-evening',
      'today at 5 p.m.', 'yesterday afternoon', 'today and yesterday', 'last night and today', 'said today in March', 'stated today on Tuesday', 'was done today', 'today_x', 'xtoday'];
    let fast = 0;
    for (const text of [...stretches, ...WIKINEWS.flatMap((r) => r.text.split(/(?<=[.!?])\s+/)).filter((t) => /today|yesterday|tonight/i.test(t))]) {
      expect(view(parseStretch(text, instant)), text).toEqual(view(chrono.casual.parse(text, { instant, timezone: 0 })));
      if (!/\d|week|year|month|day\b|morning|afternoon|evening|night\b|now/i.test(text.replace(/today|yesterday|tonight/gi, ''))) fast++;
    }
    expect(fast).toBeGreaterThan(15);
  });

  it('passes over a stretch where chrono could find only a time of day (no day, month, year or weekday), without it', () => {
    const instant = new Date(Date.UTC(2020, 5, 1, 12));
    const dated = (r: { start: chrono.ParsedComponents }) => (['day', 'month', 'year', 'weekday'] as const).some((c) => r.start.isCertain(c));
    const stretches = ['passed H.R. 1234 by a vote of 376-47', 'at 5 p.m. the House', 'from 9 to 11 in the morning', 'met at 10:30 with', 'said at 5', 'Section 8 vouchers',
      'in 1996, he', '$15 billion over five years', 'at 5 p.m. Monday', 'at 10:30 on June 4', 'in 3 days at 5', 'today at 5 p.m.'];
    let skipped = 0, timesOnly = 0;
    for (const text of [...stretches, ...WIKINEWS.flatMap((r) => r.text.split(/(?<=[.!?])\s+/))]) {
      const ours = parseStretch(text, instant), theirs = chrono.casual.parse(text, { instant, timezone: 0 });
      if (ours.length === 0 && theirs.length > 0) {
        // (what it passes over: times alone, never a date)
        expect(theirs.filter(dated), text).toEqual([]);
        skipped++;
      } else if (ours.length > 0 || theirs.length > 0) expect(ours.map((r) => [r.index, r.text, r.start.date().toISOString()]), text).toEqual(theirs.map((r) => [r.index, r.text, r.start.date().toISOString()]));
      if (theirs.length > 0 && !theirs.some(dated)) timesOnly++;
    }
    expect(skipped).toBeGreaterThan(5);
    // (and dated stretches with a time in them are still read: "at 5 p.m. Monday", "at 10:30 on June 4")
    expect(parseStretch('at 5 p.m. Monday', instant).map((r) => r.text)).toEqual(['at 5 p.m. Monday']);
    expect(timesOnly).toBeGreaterThanOrEqual(skipped);
  });

  it('reports an unreadable publication date as a message and keeps times relative', () => {
    const a = analyze(EXAMPLE, { published: 'next week-ish' });
    expect(a.messages.some((m) => m.code === 'bad-published')).toBe(true);
    expect(byCue(a.quotes, 'confirmed', 'Tom Homan').time?.date).toBeNull();
  });
});
