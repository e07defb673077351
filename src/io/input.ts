import { fstatSync } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { WhosaidError, MAX_INPUT_LENGTH } from '../errors.js';

/** The most bytes read before giving up: UTF-8 needs at most 3 bytes per UTF-16 code unit. */
export const MAX_INPUT_BYTES = MAX_INPUT_LENGTH * 3;

/** Reads a whole file (or stdin for `-`) as UTF-8 text, rejecting directories, binary data and oversized input. */
export async function readTextInput(file: string, stdin: Readable): Promise<string> {
  if (file === '-') checkStdin(stdin);
  const bytes = file === '-' ? await readStream(stdin, 'standard input') : await readFileBytes(file);
  return decodeText(bytes, file === '-' ? 'standard input' : file);
}

/** Decodes UTF-8 strictly; a NUL byte or an invalid sequence means the input is not text. Checks emptiness and size. */
export function decodeText(bytes: Uint8Array, name: string): string {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    throw new WhosaidError('WHOSAID_BINARY_INPUT', `${name} is UTF-16 text; whosaid reads UTF-8 (convert it with: iconv -f UTF-16 -t UTF-8).`);
  }
  if (bytes.includes(0)) throw new WhosaidError('WHOSAID_BINARY_INPUT', `${name} is binary (it contains NUL bytes), not text.`);
  let text: string;
  try {
    // ignoreBOM keeps a leading BOM so offsets match the input as given.
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    throw new WhosaidError('WHOSAID_BINARY_INPUT', `${name} is not valid UTF-8 text.`);
  }
  checkText(text, name);
  return text;
}

/** Rejects empty, whitespace-only and oversized text. */
export function checkText(text: string, name: string): void {
  if (text.trim() === '') throw new WhosaidError('WHOSAID_EMPTY_INPUT', `${name} is empty${text.length ? ' (only whitespace)' : ''}.`);
  if (text.length > MAX_INPUT_LENGTH) {
    throw new WhosaidError('WHOSAID_INPUT_TOO_LARGE', `${name} has ${text.length.toLocaleString('en-US')} characters; the limit is ${MAX_INPUT_LENGTH.toLocaleString('en-US')}.`);
  }
}

/** Checks that a path names a readable regular file, with a one-line reason when it does not. */
export async function checkFile(file: string): Promise<number> {
  let size: number;
  try {
    const st = await stat(file);
    if (st.isDirectory()) throw new WhosaidError('WHOSAID_UNREADABLE', `${file} is a directory, not a file.`);
    size = st.size;
  } catch (e) {
    throw e instanceof WhosaidError ? e : unreadable(file, e);
  }
  return size;
}

async function readFileBytes(file: string): Promise<Uint8Array> {
  const size = await checkFile(file);
  // Refuse before reading: a huge file must not be loaded to learn it is too big.
  if (size > MAX_INPUT_BYTES) throw tooLarge(file, size);
  let handle;
  try {
    handle = await open(file, 'r');
  } catch (e) {
    throw unreadable(file, e);
  }
  try {
    // Streamed rather than readFile so a special file (a FIFO, /dev/stdin) obeys the limit too.
    return await readStream(handle.createReadStream({ autoClose: false }), file);
  } finally {
    await handle.close();
  }
}

/** Reads a stream to its end, stopping as soon as it passes the byte limit. */
export async function readStream(stream: Readable, name: string): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of stream) {
      const buf = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
      total += buf.length;
      if (total > MAX_INPUT_BYTES) {
        stream.destroy();
        throw tooLarge(name, total, true);
      }
      chunks.push(buf);
    }
  } catch (e) {
    throw e instanceof WhosaidError ? e : unreadable(name, e);
  }
  return Buffer.concat(chunks, total);
}

function tooLarge(name: string, bytes: number, partial = false): WhosaidError {
  const mb = (n: number) => `${(n / 1e6).toFixed(1)} MB`;
  return new WhosaidError('WHOSAID_INPUT_TOO_LARGE',
    `${name} is ${partial ? 'over ' : ''}${mb(bytes)}; the limit is ${MAX_INPUT_LENGTH.toLocaleString('en-US')} characters (${mb(MAX_INPUT_BYTES)} of UTF-8 at most).`);
}

/**
 * Refuses a directory as standard input (`whosaid analyze < folder`): the process's stdin (fd 0) would
 * otherwise read as empty.
 */
export function checkStdin(stdin: Readable): void {
  if ((stdin as { fd?: unknown }).fd !== 0) return;
  let directory = false;
  try {
    directory = fstatSync(0).isDirectory();
  } catch {
    return;
  }
  if (directory) throw new WhosaidError('WHOSAID_UNREADABLE', 'cannot read standard input: it is a directory, not a file.');
}

/** Turns a Node file error into a one-line message that says what is wrong. */
export function unreadable(name: string, e: unknown): WhosaidError {
  return new WhosaidError('WHOSAID_UNREADABLE', `cannot read ${name}: ${readError(e, name)}.`);
}

/**
 * Why a file or folder cannot be read, in words ("no such file or directory", "permission denied"). A `path` that is
 * a URL and no file gets a hint: the CLI reads files and standard input, it does not fetch pages.
 */
export function readError(e: unknown, path?: string): string {
  const code = (e as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'ENOENT' && path !== undefined && /^[a-z][a-z\d+.-]*:\/\//i.test(path)) {
    return `no such file or directory (whosaid reads files, not URLs: download the page first, e.g. curl -sL '${path}' > page.html)`;
  }
  return code === 'ENOENT' ? 'no such file or directory'
    : code === 'EACCES' || code === 'EPERM' ? 'permission denied'
    : code === 'EISDIR' ? 'it is a directory, not a file'
    : code === 'ENOTDIR' ? 'a part of the path is not a directory'
    : code === 'ELOOP' ? 'too many levels of symbolic links'
    : (e as Error | undefined)?.message?.replace(/\.$/, '') ?? 'unknown error';
}
