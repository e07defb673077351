import { describe, it, expect, beforeAll } from 'vitest';
import path from 'node:path';
import { search } from '../../src/store/queries.js';
import type { StoreDb } from '../../src/store/db.js';
import { WhosaidError } from '../../src/errors.js';
import { run } from '../cli/helpers.js';
import { ingestRecords, jsonlLines, tempStore } from './helpers.js';

const WIKINEWS = 'examples/corpus/wikinews-demo.jsonl';
let db: StoreDb;
let file: string;

beforeAll(async () => {
  const store = tempStore();
  ({ db, file } = store);
  await ingestRecords(db, jsonlLines(WIKINEWS));
});

describe('search', () => {
  it('ranks quotes containing the words, with the words marked in the snippet', () => {
    const results = search(db, 'president');
    expect(results.length).toBeGreaterThan(3);
    for (const r of results) {
      expect(`${r.quote.text} ${r.speaker.name ?? ''}`.toLowerCase()).toContain('president');
    }
    expect(results.some((r) => /<mark>president<\/mark>/i.test(r.snippet))).toBe(true);
    const scores = results.map((r) => r.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });

  it('takes each snippet from its own quote', () => {
    for (const query of ['"prime minister"', 'president', 'said OR the']) {
      const results = search(db, query, { limit: 50 });
      expect(results.length).toBeGreaterThan(1);
      for (const r of results) {
        const pieces = r.snippet.replace(/<\/?mark>/g, '').split('…').map((p) => p.trim()).filter(Boolean);
        for (const piece of pieces) expect(`${r.quote.text} ${r.speaker.name ?? ''}`).toContain(piece);
      }
    }
  });

  it('filters by speaker, outlet, dates and kind', () => {
    const all = search(db, 'said OR the', { limit: 1000 });
    const named = all.find((r) => r.speaker.name !== null)!;
    const bySpeaker = search(db, 'said OR the', { limit: 1000, speaker: named.speaker.name!.toUpperCase() });
    expect(bySpeaker.length).toBeGreaterThan(0);
    expect(bySpeaker.every((r) => r.speaker.name === named.speaker.name)).toBe(true);
    const direct = search(db, 'said OR the', { limit: 1000, kind: 'direct' });
    expect(direct.length).toBeGreaterThan(0);
    expect(direct.every((r) => r.quote.kind === 'direct')).toBe(true);
    const dated = search(db, 'said OR the', { limit: 1000, since: '2020-01-01', until: '2020-06-30' });
    expect(dated.length).toBeGreaterThan(0);
    expect(dated.length).toBeLessThan(all.length);
    expect(dated.every((r) => r.article.date! >= '2020-01-01' && r.article.date! <= '2020-06-30')).toBe(true);
    expect(search(db, 'said OR the', { outlet: 'no such outlet' })).toEqual([]);
  });

  it.each([['"unbalanced quote', 'unbalanced quote'], ['trump AND', 'trump'], ['(president', 'president'], ['president)', 'president'],
    ['president -"', 'president'], ['a:b:c', 'a b c'], ['don\'t', 'don’t'], ['it\'s', 'it’s']])(
    'answers the query %j, which the FTS syntax cannot take, as its plain words %j', (query, plain) => {
      const ids = (q: string) => search(db, q, { limit: 1000 }).map((r) => r.quote.id);
      expect(ids(query)).toEqual(ids(plain));
    });

  it('finds a word with a straight apostrophe as the index splits it ("don\'t" is "don" then "t")', () => {
    const results = search(db, 'don\'t', { limit: 1000 });
    expect(results.length).toBeGreaterThan(0);
    for (const r of results) expect(r.quote.text.toLowerCase(), r.quote.text).toMatch(/don['’]t/);
  });

  it('finds a speaker by a name typed without its apostrophe style or its letters that do not decompose', () => {
    const speakers = (speaker: string) => [...new Set(search(db, 'said OR the', { limit: 1000, speaker }).map((r) => r.speaker.name))];
    expect(speakers('Lukasz')).toEqual(['Łukasz Szumowski']);
    expect(speakers('Pawel Adamowicz')).toEqual(['Paweł Adamowicz']);
    // "%" and "_" are characters of a name, not wildcards
    expect(speakers('%')).toEqual([]);
    expect(speakers('J_e')).toEqual([]);
  });

  it('says so when a broken query has only operators', () => {
    for (const query of ['NEAR(', '* OR']) expect(() => search(db, query), query).toThrow(WhosaidError);
  });

  it('searches the words of a broken query', () => {
    expect(search(db, '"president').map((r) => r.quote.id)).toEqual(search(db, 'president').map((r) => r.quote.id));
  });

  it('says so when a query has no words at all', () => {
    expect(() => search(db, '"*"()')).toThrow(WhosaidError);
  });

  it('prints JSON results with quote, speaker, article, snippet and score from the CLI; a bad query is a one-line message', async () => {
    const r = await run(['search', 'president', '--db', file, '--format', 'json', '--limit', '3']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const results = JSON.parse(r.stdout) as Record<string, Record<string, unknown>>[];
    expect(results).toHaveLength(3);
    expect(Object.keys(results[0]!).sort()).toEqual(['article', 'quote', 'score', 'snippet', 'speaker', 'syndication']);
    expect(Object.keys(results[0]!.quote!).sort()).toEqual(['id', 'kind', 'text']);
    expect(Object.keys(results[0]!.article!).sort()).toEqual(['date', 'id', 'outlet', 'title', 'url']);
    const bad = await run(['search', '")(*', '--db', file]);
    expect(bad.code).toBe(64);
    expect(bad.stderr).toBe('whosaid: the search query has no words to look for.\n');
    const missing = await run(['search', 'x', '--db', path.join(path.dirname(file), 'none.db')]);
    expect(missing.code).toBe(66);
    expect(missing.stderr).toMatch(/^whosaid: no database at .*none\.db: make one with "whosaid ingest PATH --db .*"\.\n$/);
  });
});
