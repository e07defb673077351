// Where an ingest's CPU goes, stage by stage, in one process: reading (parse + identity hash), the
// analysis (as a worker runs it), the rows a worker makes of it, the copy across threads (V8's
// structured-clone serializer, which postMessage uses, both ways) and the store (inserts, indexes,
// full-text index) on a fresh database.
// Usage: npm run build && node dist/scripts/bench-ingest-stages.js [--corpus FILE] [--limit N] [--rounds N] [--cache FILE]
//   [--old-writer MODULE]: a StoreWriter module of an earlier version (taking Analysis quotes and
//   entities), measured alternately with this one on the same articles, on a database of --old-schema
//   (default 3) with a WAL checkpoint every --old-checkpoint pages (default 1000).
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import v8 from 'node:v8';
import { analyzeArticle } from '../src/io/article.js';
import { readSources, type SourceArticle } from '../src/io/sources/index.js';
import type { Entity, Quote } from '../src/model/types.js';
import type { AnalysisJob } from '../src/store/analysis-job.js';
import { openStore, type StoreDb } from '../src/store/db.js';
import { articleHash } from '../src/store/normalize.js';
import { quoteFields, type QuoteFields } from '../src/store/rows.js';
import type { ArticleSink, ArticleToStore } from '../src/store/sink.js';
import { StoreWriter } from '../src/store/writer.js';

const { values: args } = parseArgs({
  options: {
    corpus: { type: 'string', default: '../shared/corpora/congress-press/articles.jsonl' },
    limit: { type: 'string' },
    rounds: { type: 'string', default: '3' },
    // Keeps the analyses in this file between runs (v8 serialized), to measure the other stages again quickly.
    cache: { type: 'string' },
    'old-writer': { type: 'string' },
    // The schema version and WAL checkpoint interval of the old writer's ingest (before: 3 and SQLite's 1000).
    'old-schema': { type: 'string', default: '3' },
    'old-checkpoint': { type: 'string', default: '1000' },
  },
});

const BATCH = 200;

interface Analyzed { text: string; title: string | null; quotes: Quote[]; entities: Entity[] }

function cpuMs(f: () => void): number {
  const c0 = process.cpuUsage();
  f();
  const c = process.cpuUsage(c0);
  return (c.user + c.system) / 1000;
}

/**
 * CPU ms of writing `batches` with a fresh writer into a fresh database, with the page cache ingest()
 * gives its connection; `schema` and `checkpointPages` as the writer's version had them.
 */
function writeAll(makeWriter: (db: StoreDb) => ArticleSink, batches: unknown[][], schema: number | undefined, checkpointPages: number): number {
  const dir = mkdtempSync(path.join(tmpdir(), 'whosaid-stages-'));
  const db = openStore(path.join(dir, 'bench.db'), schema === undefined ? {} : { version: schema });
  db.pragma('cache_size = -16000');
  db.pragma(`wal_autocheckpoint = ${checkpointPages}`);
  const writer = makeWriter(db);
  const ms = cpuMs(() => {
    for (const b of batches) writer.write(b as ArticleToStore[]);
  });
  db.close();
  rmSync(dir, { recursive: true, force: true });
  return ms;
}

async function main(): Promise<void> {
  const limit = args.limit === undefined ? Infinity : Number(args.limit);
  const articles: { article: SourceArticle; hash: string }[] = [];
  const readMs = await (async () => {
    const c0 = process.cpuUsage();
    for await (const item of readSources([args.corpus], Readable.from([]))) {
      if (item.kind !== 'article') continue;
      articles.push({ article: item, hash: articleHash(item.text, item.meta.url) });
      if (articles.length >= limit) break;
    }
    const c = process.cpuUsage(c0);
    return (c.user + c.system) / 1000;
  })();
  const n = articles.length;
  const jobs: AnalysisJob[] = articles.map(({ article }, seq) => ({
    seq, text: article.text, html: article.html,
    ...(article.meta.title !== undefined && { title: article.meta.title }), ...(article.meta.date !== undefined && { published: article.meta.date }),
  }));

  let analyzed: (Analyzed | null)[] = [];
  let analyzeMs = NaN;
  if (args.cache !== undefined && existsSync(args.cache)) {
    analyzed = v8.deserialize(readFileSync(args.cache)) as (Analyzed | null)[];
    if (analyzed.length !== n) throw new Error(`${args.cache} holds ${analyzed.length} analyses, not ${n}`);
  } else {
    analyzeMs = cpuMs(() => {
      for (const job of jobs) {
        try {
          const a = analyzeArticle({ text: job.text, html: job.html }, {
            ...(job.title !== undefined && { title: job.title }), ...(job.published !== undefined && { published: job.published }),
          }, 'the text');
          const speakers = new Set(a.analysis.quotes.map((q) => q.speaker.entity));
          analyzed.push({ text: a.text, title: a.title, quotes: a.analysis.quotes, entities: a.analysis.entities.filter((e) => speakers.has(e.id)) });
        } catch {
          analyzed.push(null);
        }
      }
    });
    if (args.cache !== undefined) writeFileSync(args.cache, v8.serialize(analyzed));
  }

  const rows: (QuoteFields[] | null)[] = [];
  const rowsMs = cpuMs(() => {
    for (const a of analyzed) rows.push(a === null ? null : quoteFields(a.quotes, a.entities));
  });
  // What crossed between the threads before (the quotes and their speakers' entities) and what crosses now (rows).
  const cloneOldMs = cpuMs(() => {
    for (let i = 0; i < n; i++) {
      const a = analyzed[i];
      v8.deserialize(v8.serialize(jobs[i]));
      v8.deserialize(v8.serialize(a && { seq: i, ok: true, text: a.text, title: a.title, analysis: { quotes: a.quotes, entities: a.entities } }));
    }
  });
  const cloneNewMs = cpuMs(() => {
    for (let i = 0; i < n; i++) {
      const a = analyzed[i];
      v8.deserialize(v8.serialize(jobs[i]));
      v8.deserialize(v8.serialize(a && { seq: i, ok: true, text: null, title: a.title, quotes: rows[i] }));
    }
  });

  const newBatches: ArticleToStore[][] = [];
  const oldBatches: unknown[][] = [];
  for (const [i, a] of analyzed.entries()) {
    if (a === null) continue;
    const { article, hash } = articles[i]!;
    const base = { hash, meta: article.meta, origin: article.origin, text: a.text, title: a.title };
    if (newBatches.length === 0 || newBatches[newBatches.length - 1]!.length >= BATCH) { newBatches.push([]); oldBatches.push([]); }
    newBatches[newBatches.length - 1]!.push({ ...base, quotes: rows[i]! });
    oldBatches[oldBatches.length - 1]!.push({ ...base, analysis: { quotes: a.quotes, entities: a.entities } });
  }
  const OldWriter = args['old-writer'] === undefined ? undefined
    : (await import(path.resolve(args['old-writer'])) as { StoreWriter: new (db: StoreDb) => ArticleSink }).StoreWriter;
  const rounds = Number(args.rounds);
  const writeNew: number[] = [];
  const writeOld: number[] = [];
  for (let round = 0; round < rounds; round++) {
    if (OldWriter) writeOld.push(writeAll((db) => new OldWriter(db), oldBatches, Number(args['old-schema']), Number(args['old-checkpoint'])));
    // As ingest() runs it (INGEST_CHECKPOINT_PAGES).
    writeNew.push(writeAll((db) => new StoreWriter(db), newBatches, undefined, 10_000));
  }
  const per = (ms: number): string => `${(ms / n).toFixed(3)} ms`;
  const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  process.stdout.write(`${n} articles, CPU per article:\n`
    + `  read (parse + hash):     ${per(readMs)}\n`
    + `  analysis:                ${Number.isNaN(analyzeMs) ? '(cached)' : per(analyzeMs)}\n`
    + `  rows (in the worker):    ${per(rowsMs)}\n`
    + `  clone, analysis (old):   ${per(cloneOldMs)}\n`
    + `  clone, rows (new):       ${per(cloneNewMs)}\n`
    + (OldWriter ? `  store, old writer:       ${per(median(writeOld))} median of ${rounds} (${writeOld.map(per).join(', ')})\n` : '')
    + `  store, this writer:      ${per(median(writeNew))} median of ${rounds} (${writeNew.map(per).join(', ')})\n`);
}

await main();
