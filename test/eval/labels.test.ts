// The hand-labelled evaluation sets must stay well-formed: every span slices back to its article in the
// bundled corpus, every field is there, and the sets are as large as the issue asks.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SOURCE_KINDS } from '../../scripts/eval-score.js';
import type { BoilerplateLabel, SpeakerLabel } from '../../scripts/eval-score.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const readJsonl = <T>(f: string): T[] =>
  fs.readFileSync(path.join(ROOT, f), 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l) as T);

interface Rec { id: string; title: string; date: string; published: string; url: string; source: string; license: string; text: string }
const wikinews = readJsonl<Rec>('examples/corpus/wikinews-demo.jsonl');
const press = readJsonl<Rec>('examples/corpus/congress-press-demo.jsonl');
const corpus = new Map([...wikinews, ...press].map((r) => [r.id, r]));
const speakers = readJsonl<SpeakerLabel>('eval/speakers.jsonl');
const boilerplate = readJsonl<BoilerplateLabel & { text?: string }>('eval/boilerplate.jsonl');

describe('bundled corpus', () => {
  it('keeps every record field and adds published = date', () => {
    for (const r of [...wikinews, ...press, ...readJsonl<Rec>('examples/corpus/sample.jsonl')]) {
      for (const k of ['id', 'title', 'date', 'url', 'source', 'license', 'text'] as const) expect(typeof r[k], `${r.id}.${k}`).toBe('string');
      expect(r.published).toBe(r.date);
    }
  });
  it('bundles only Wikinews under CC BY 2.5 with a wikinews url, and only scraper press releases', () => {
    expect(wikinews).toHaveLength(160);
    for (const r of wikinews) { expect(r.license).toBe('CC BY 2.5'); expect(r.url).toMatch(/^https:\/\/en\.wikinews\.org\/wiki\//); }
    expect(press.length).toBeGreaterThanOrEqual(100);
    for (const r of press) expect(r.id).toMatch(/^congress-press:scraper:/);
  });
  it('the quick-start sample mixes both parts and every sample article is in the bundled files', () => {
    const sample = readJsonl<Rec>('examples/corpus/sample.jsonl');
    expect(sample.length).toBeGreaterThanOrEqual(15);
    expect(sample.some((r) => r.id.startsWith('wikinews:'))).toBe(true);
    expect(sample.some((r) => r.id.startsWith('congress-press:'))).toBe(true);
    for (const r of sample) expect(corpus.get(r.id)?.text).toBe(r.text);
  });
});

describe('eval/speakers.jsonl', () => {
  it('holds at least 120 quotes, spread over both corpus parts', () => {
    const quotes = speakers.filter((l) => !l.notQuote);
    expect(quotes.length).toBeGreaterThanOrEqual(120);
    expect(quotes.filter((l) => l.article.startsWith('wikinews:')).length).toBeGreaterThanOrEqual(40);
    expect(quotes.filter((l) => l.article.startsWith('congress-press:')).length).toBeGreaterThanOrEqual(40);
  });
  it('every span slices back to its article text and starts and ends with a quote mark', () => {
    for (const l of speakers) {
      const text = corpus.get(l.article)?.text;
      expect(text, l.article).toBeDefined();
      expect(text?.slice(l.start, l.end)).toBe(l.text);
      expect(l.text).toMatch(/^["“]/);
    }
  });
  it('has consistent fields: a speaker, or anonymous with a description, or notQuote', () => {
    const seen = new Set<string>();
    for (const l of speakers) {
      const key = `${l.article}:${l.start}`;
      expect(seen.has(key), `duplicate ${key}`).toBe(false);
      seen.add(key);
      expect(SOURCE_KINDS).toContain(l.sourceKind);
      expect(typeof l.anonymous).toBe('boolean');
      expect(typeof l.notQuote).toBe('boolean');
      if (l.notQuote) { expect(l.speaker).toBeNull(); expect(l.anonymous).toBe(false); }
      else if (l.anonymous) { expect(l.speaker).toBeNull(); expect(l.description).toMatch(/\w/); }
      else { expect(l.speaker).toMatch(/\w/); expect(l.speaker).not.toMatch(/^(Sen|Rep|Gov|Mr|Mrs|Ms|Dr)\.\s|^(Senator|Congressman|Congresswoman|President) /); }
    }
  });
  it('includes the hard cases: pronoun sources, continuations, scare quotes', () => {
    const kind = (k: string): number => speakers.filter((l) => !l.notQuote && l.sourceKind === k).length;
    expect(kind('pronoun')).toBeGreaterThanOrEqual(15);
    expect(kind('none')).toBeGreaterThanOrEqual(10);
    expect(speakers.filter((l) => l.notQuote).length).toBeGreaterThanOrEqual(10);
  });
});

describe('eval/boilerplate.jsonl', () => {
  it('holds at least 60 paragraphs, roughly half of them boilerplate', () => {
    expect(boilerplate.length).toBeGreaterThanOrEqual(60);
    const share = boilerplate.filter((l) => l.boilerplate).length / boilerplate.length;
    expect(share).toBeGreaterThan(0.35);
    expect(share).toBeLessThan(0.65);
  });
  it('every label is one whole paragraph of its article', () => {
    for (const l of boilerplate) {
      const text = corpus.get(l.article)?.text ?? '';
      expect(text, l.article).not.toBe('');
      const para = text.slice(l.start, l.end);
      if (l.text !== undefined) expect(para).toBe(l.text);
      expect(l.start === 0 || text.slice(l.start - 2, l.start) === '\n\n').toBe(true);
      expect(l.end === text.length || text.slice(l.end, l.end + 2) === '\n\n').toBe(true);
      expect(para).not.toContain('\n\n');
      expect(typeof l.boilerplate).toBe('boolean');
      expect(l.why).toMatch(/\w/);
    }
  });
});
