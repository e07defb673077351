import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { unreadable } from '../input.js';
import { readJsonl } from './jsonl.js';
import { readJsonFile, readTextFile } from './files.js';
import { problem } from './records.js';
import type { SourceItem } from './types.js';

export type { ArticleMeta, SourceArticle, SourceProblem, SourceItem } from './types.js';

/** WARC files: the reader (and warcio, 15 MB) is loaded when a WARC file is met. */
async function* readWarc(file: string): AsyncGenerator<SourceItem> {
  const warc = await import('./warc.js');
  yield* warc.readWarc(file);
}

/** The file kinds a directory walk picks up, by ending. */
const READERS: readonly (readonly [string, (file: string) => AsyncGenerator<SourceItem>])[] = [
  ['.warc.gz', readWarc],
  ['.warc', readWarc],
  ['.jsonl', (file) => readJsonlFile(file)],
  ['.json', readJsonFile],
  ['.html', readTextFile],
  ['.htm', readTextFile],
  ['.txt', readTextFile],
];

/** Whether a directory walk reads this file. */
export function isIngestible(file: string): boolean {
  return readerFor(file) !== undefined;
}

/** The total size in bytes of the files under `paths` that will be read (for a progress bar); undefined with stdin. */
export async function totalBytes(paths: readonly string[]): Promise<number | undefined> {
  if (paths.includes('-')) return undefined;
  let total = 0;
  for (const p of paths) {
    for await (const file of walk(p, true)) total += (await stat(file).catch(() => ({ size: 0 }))).size;
  }
  return total;
}

/**
 * Streams the articles of files and folders (recursive) of .txt, .html, .json, .jsonl, .warc and
 * .warc.gz, and of JSON Lines on `stdin` for "-". A file named on the command line with another
 * ending is read as text; in a folder, such files are passed over.
 */
export async function* readSources(paths: readonly string[], stdin: Readable): AsyncGenerator<SourceItem> {
  for (const p of paths) {
    if (p === '-') {
      yield* readJsonl(stdin, 'standard input');
      continue;
    }
    try {
      await stat(p);
    } catch (e) {
      yield problem(p, unreadable(p, e));
      continue;
    }
    for await (const file of walk(p, true)) yield* (readerFor(file) ?? readTextFile)(file);
  }
}

/** Files under a path in sorted order (the path itself when it is a file). */
async function* walk(p: string, top: boolean): AsyncGenerator<string> {
  const st = await stat(p).catch(() => undefined);
  if (!st) return;
  if (!st.isDirectory()) {
    if (top || isIngestible(p)) yield p;
    return;
  }
  const entries = (await readdir(p)).sort();
  for (const name of entries) {
    if (name.startsWith('.')) continue;
    yield* walk(path.join(p, name), false);
  }
}

function readerFor(file: string): ((file: string) => AsyncGenerator<SourceItem>) | undefined {
  const lower = file.toLowerCase();
  return READERS.find(([ending]) => lower.endsWith(ending))?.[1];
}

async function* readJsonlFile(file: string): AsyncGenerator<SourceItem> {
  const stream = createReadStream(file);
  let failed: unknown;
  stream.once('error', (e) => { failed = e; });
  try {
    yield* readJsonl(stream, file);
  } catch (e) {
    yield problem(file, unreadable(file, failed ?? e));
  }
}
