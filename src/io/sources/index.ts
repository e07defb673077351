import { createReadStream } from 'node:fs';
import { access, constants, readdir, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { WhosaidError } from '../../errors.js';
import { checkStdin, readError, unreadable } from '../input.js';
import { readJsonl } from './jsonl.js';
import { readJsonFile, readTextFile } from './files.js';
import { problem } from './records.js';
import type { SourceItem, SourceProblem } from './types.js';

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
  const seen = new Set<string>();
  for (const p of paths) {
    for await (const item of walk(p, true, seen)) {
      if (typeof item === 'string') total += (await stat(item).catch(() => ({ size: 0 }))).size;
    }
  }
  return total;
}

/**
 * Checks that the input can be read at all before anything is made of it: throws a WhosaidError
 * (WHOSAID_UNREADABLE) when no path can be read (`cannot read a.jsonl: no such file or directory.`),
 * or when "-" is given and standard input is a directory. A path that cannot be read beside one that
 * can is reported as a skipped record by `readSources`.
 */
export async function checkReadable(paths: readonly string[], stdin: Readable): Promise<void> {
  if (paths.includes('-')) checkStdin(stdin);
  const failures: string[] = [];
  for (const p of paths) {
    if (p === '-') return;
    try {
      const st = await stat(p);
      await access(p, st.isDirectory() ? constants.R_OK | constants.X_OK : constants.R_OK);
      return;
    } catch (e) {
      failures.push(`${p}: ${readError(e, p)}`);
    }
  }
  if (failures.length > 0) throw new WhosaidError('WHOSAID_UNREADABLE', `cannot read ${failures.join('; ')}.`);
}

/** What `readSources` tells besides the items. */
export interface ReadHooks {
  /** A path (a folder, or "-") that gave no article and no problem: nothing in it to read. */
  onEmpty?: (path: string) => void;
}

/**
 * Streams the articles of files and folders (recursive) of .txt, .html, .json, .jsonl, .warc and
 * .warc.gz, and of JSON Lines on `stdin` for "-". A file named on the command line with another
 * ending is read as text; in a folder, such files are passed over. Each folder is read once, however
 * many symbolic links lead to it (a link back to a folder above is not followed again); a path or
 * folder that cannot be read is a problem (`permission denied.`), and the rest is read.
 */
export async function* readSources(paths: readonly string[], stdin: Readable, hooks: ReadHooks = {}): AsyncGenerator<SourceItem> {
  const seen = new Set<string>();
  for (const p of paths) {
    let found = false;
    if (p === '-') {
      for await (const item of readJsonl(stdin, 'standard input')) {
        if (item.kind !== 'bytes') found = true;
        yield item;
      }
    } else {
      for await (const item of walk(p, true, seen)) {
        if (typeof item !== 'string') {
          found = true;
          yield item;
          continue;
        }
        // (a reader that does not tell its progress, a file read whole: its size once it is read)
        let told = false;
        for await (const read of (readerFor(item) ?? readTextFile)(item)) {
          if (read.kind !== 'bytes') found = true;
          else told = true;
          yield read;
        }
        if (!told) {
          const size = await stat(item).then((st) => st.size, () => 0);
          if (size > 0) yield { kind: 'bytes', bytes: size };
        }
      }
    }
    if (!found) hooks.onEmpty?.(p === '-' ? 'standard input' : p);
  }
}

/**
 * The files under a path in sorted order (the path itself when it is a file), and a problem for each
 * folder that cannot be read. `seen` holds the real paths of the folders already walked: each is
 * walked once, so a symbolic link that loops back ends there.
 */
async function* walk(p: string, top: boolean, seen: Set<string>): AsyncGenerator<string | SourceProblem> {
  let st;
  try {
    st = await stat(p);
  } catch (e) {
    // In a folder, a dangling link is passed over; what cannot be looked at otherwise is named.
    if (top || ((e as NodeJS.ErrnoException).code !== 'ENOENT' && isIngestible(p))) yield skipped(p, e);
    return;
  }
  if (!st.isDirectory()) {
    if (top || isIngestible(p)) yield p;
    return;
  }
  let entries: string[];
  try {
    const real = await realpath(p);
    if (seen.has(real)) return;
    seen.add(real);
    entries = (await readdir(p)).sort();
  } catch (e) {
    yield skipped(p, e);
    return;
  }
  for (const name of entries) {
    if (name.startsWith('.')) continue;
    yield* walk(path.join(p, name), false, seen);
  }
}

/** A path that cannot be read at all, as a problem: "permission denied." */
function skipped(p: string, e: unknown): SourceProblem {
  return { kind: 'problem', origin: p, code: 'WHOSAID_UNREADABLE', message: `${readError(e, p)}.` };
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
