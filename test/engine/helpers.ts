import { analyze } from '../../src/index.js';
import type { Analysis } from '../../src/index.js';
import { expect } from 'vitest';

/** Every span in an analysis slices back to the input verbatim. */
export function expectVerbatim(text: string, a: Analysis): void {
  for (const q of a.quotes) {
    for (const s of [...q.content, q.cue, q.source, q.addressee, q.time]) if (s) expect(text.slice(s.start, s.end)).toBe(s.text);
  }
  for (const e of a.entities) for (const m of e.mentions) expect(text.slice(m.start, m.end)).toBe(m.text);
  for (const o of a.creditedOutlets) expect(text.slice(o.start, o.end)).toBe(o.text);
}

export interface Simple { kind: string; content: string; cue: string | null; source: string | null; speaker: string | null; anonymous: boolean; rule: string; addressee: string | null; medium: string | null }

export function simple(text: string): Simple[] {
  const a = analyze(text);
  expectVerbatim(text, a);
  return a.quotes.map((q) => ({
    kind: q.kind, content: q.content.map((c) => c.text).join(' + '), cue: q.cue?.text ?? null, source: q.source?.text ?? null,
    speaker: q.speaker.name, anonymous: q.speaker.anonymous, rule: q.rule, addressee: q.addressee?.text ?? null, medium: q.medium,
  }));
}

/** Each attribution's rule, cue, source, content fragments and speaker's name (spans checked verbatim). */
export function attributions(text: string): { rule: string; cue: string | undefined; source: string | undefined; content: string[]; name: string | null }[] {
  const a = analyze(text);
  expectVerbatim(text, a);
  return a.quotes.map((q) => ({ rule: q.rule, cue: q.cue?.text, source: q.source?.text, content: q.content.map((c) => c.text), name: q.speaker.name }));
}

/** Shows the whole attribution trace of a text when an assertion about it fails. */
export function trace(text: string): string {
  return JSON.stringify(simple(text), null, 1);
}

/** One expected attribution of a rule in a sentence: found by rule and cue, with this content and source. */
export interface AttributionCase {
  text: string; rule: string; content: string; cue: string; source: string | null;
  speaker?: string | null; kind?: string; addressee?: string | null;
}

/** Asserts the attribution a case describes; a case with no source has no speaker. */
export function expectAttribution(c: AttributionCase): void {
  const q = simple(c.text).find((x) => x.rule === c.rule && x.cue === c.cue);
  expect(q, trace(c.text)).toBeDefined();
  expect(q!.content, trace(c.text)).toBe(c.content);
  expect(q!.source, trace(c.text)).toBe(c.source);
  if (c.speaker !== undefined) expect(q!.speaker).toBe(c.speaker);
  if (c.kind) expect(q!.kind, trace(c.text)).toBe(c.kind);
  if (c.addressee !== undefined) expect(q!.addressee).toBe(c.addressee);
  if (c.source === null) expect(q!.speaker).toBeNull();
}
