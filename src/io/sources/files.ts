import { readFile } from 'node:fs/promises';
import { WhosaidError } from '../../errors.js';
import { checkFile, decodeText, MAX_INPUT_BYTES, unreadable } from '../input.js';
import { looksLikeHtml } from '../sniff.js';
import { htmlMeta } from './meta.js';
import { problem, recordArticle } from './records.js';
import type { SourceItem } from './types.js';

/** A .txt or .html file as one article; HTML is also sniffed in a .txt, and its meta tags read. */
export async function* readTextFile(file: string): AsyncGenerator<SourceItem> {
  try {
    const text = decodeText(await readBytes(file), file);
    const html = file.toLowerCase().endsWith('.html') || file.toLowerCase().endsWith('.htm') || looksLikeHtml(text);
    yield { kind: 'article', origin: file, text, html, meta: html ? htmlMeta(text) : {} };
  } catch (e) {
    yield problem(file, e);
  }
}

/** A .json file: one record object, or an array of them (each a problem of its own at "file: record N"). */
export async function* readJsonFile(file: string): AsyncGenerator<SourceItem> {
  let value: unknown;
  try {
    const text = decodeText(await readBytes(file), file);
    try {
      value = JSON.parse(text);
    } catch (e) {
      throw new WhosaidError('WHOSAID_BAD_JSON', `${file} is not valid JSON (${(e as Error).message}).`);
    }
  } catch (e) {
    yield problem(file, e);
    return;
  }
  if (!Array.isArray(value)) {
    yield recordArticle(value, file);
    return;
  }
  for (const [i, record] of value.entries()) yield recordArticle(record, `${file}: record ${i + 1}`);
}

async function readBytes(file: string): Promise<Uint8Array> {
  const size = await checkFile(file);
  if (size > MAX_INPUT_BYTES) throw new WhosaidError('WHOSAID_INPUT_TOO_LARGE', `${file} is over the size limit (${(MAX_INPUT_BYTES / 1e6).toFixed(0)} MB).`);
  try {
    return await readFile(file);
  } catch (e) {
    throw unreadable(file, e);
  }
}
