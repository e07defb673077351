// Node only: the shipped weight tables decoded once into SharedArrayBuffers, for a host that starts worker threads.
// The host calls decodeSharedWeights() once, passes the result in each worker's workerData, and the worker calls
// installWeights() (weights-registry.ts) with it before it imports the engine: N workers then read one copy of the
// tables and never load the base64 modules. The modules are read as files and parsed here, not imported, so the
// host's own heap does not keep their 3.4 MB of source either.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import type { WeightTable } from './model.js';
import { TABLE_FIELDS, ShippedWeights, type InstalledWeights, type WeightsName } from './weights-registry.js';

export type SharedWeights = Record<WeightsName, InstalledWeights>;

let cached: SharedWeights | undefined;
let decoding: Promise<SharedWeights> | undefined;
const ROLE = 'whosaid-weights-decoder';

/**
 * sharedWeights(), decoded in a short-lived worker thread (once per process): the decoding's temporaries (the
 * files' text, the base64 bytes, unshared tables: ~30 MB at its peak) die with that thread's heap instead of
 * staying in this thread's until its next full collection. Run from the TypeScript sources (no .js file to start
 * a worker on), it decodes here.
 */
export function decodeSharedWeights(): Promise<SharedWeights> {
  if (cached) return Promise.resolve(cached);
  decoding ??= fileURLToPath(import.meta.url).endsWith('.ts') ? Promise.resolve(sharedWeights()) : new Promise((resolve, reject) => {
    const w = new Worker(new URL(import.meta.url), { workerData: { role: ROLE } });
    w.once('message', (m: SharedWeights) => { cached = m; resolve(m); void w.terminate(); });
    w.once('error', reject);
    w.once('exit', (code) => { reject(new Error(`the weights decoder stopped (exit code ${code}).`)); });
  });
  return decoding;
}

/** Every installable model's weights, decoded into SharedArrayBuffers (once per process; pass them to installWeights). */
export function sharedWeights(): SharedWeights {
  if (cached) return cached;
  const out: Partial<Record<WeightsName, InstalledWeights>> = {};
  for (const name of Object.keys(TABLE_FIELDS) as WeightsName[]) {
    const m = readModule(new URL(`./weights/${name}.weights.js`, import.meta.url), TABLE_FIELDS[name]);
    const w = new ShippedWeights(m, null);
    const fields: Record<string, unknown> = {}, tables: Record<string, WeightTable> = {};
    for (const [k, v] of Object.entries(m)) if (!(TABLE_FIELDS[name] as readonly string[]).includes(k)) fields[k] = v;
    for (const f of TABLE_FIELDS[name]) if (w.has(f)) tables[f] = share(w.table(f));
    out[name] = { fields, tables };
  }
  cached = out as SharedWeights;
  return cached;
}

/**
 * The default export of a generated weights module, without importing or evaluating it (parsing 3.4 MB of script
 * would leave its compiler memory behind): the file is "export default { key: JSON value, … };" as training.ts and
 * train.ts write it.
 */
function readModule(url: URL, tableFields: readonly string[]): Record<string, unknown> {
  const src = readFileSync(url, 'utf8');
  const bad = (): never => { throw new Error(`${url.pathname}: not a generated weights module`); };
  const at = src.search(/^export default \{/m);
  if (at < 0) bad();
  const out: Record<string, unknown> = {};
  const key = /\s*([A-Za-z_$][\w$]*): /y;
  let pos = src.indexOf('{', at) + 1;
  for (;;) {
    key.lastIndex = pos;
    const k = key.exec(src);
    if (!k) break;
    const start = key.lastIndex, end = jsonValueEnd(src, start);
    if (end < 0) bad();
    const raw = src.slice(start, end);
    // A table's base64 is used once, to decode; other values are parsed (a copy: a slice would keep the whole text).
    out[k[1]!] = tableFields.includes(k[1]!) && raw.startsWith('"') && !raw.includes('\\') ? raw.slice(1, -1) : JSON.parse(raw);
    pos = end;
    while (src.charCodeAt(pos) === 32) pos++;
    if (src[pos] !== ',') break;
    pos++;
  }
  if (!/^\s*\}/.test(src.slice(pos, pos + 8))) bad();
  return out;
}

/** The end of the JSON string, array or number at `i` (strings may hold brackets and commas), or -1. */
function jsonValueEnd(s: string, i: number): number {
  let depth = 0;
  for (let p = i; p < s.length; p++) {
    const c = s[p]!;
    if (c === '"') {
      p++;
      while (p < s.length && s[p] !== '"') p += s[p] === '\\' ? 2 : 1;
    } else if (c === '[' || c === '{') depth++;
    else if (c === ']' || c === '}') { if (depth === 0) return p; depth--; }
    else if (c === ',' && depth === 0) return p;
    if (depth === 0 && (c === '"' || c === ']' || c === '}')) return p + 1;
  }
  return -1;
}

function share(t: WeightTable): WeightTable {
  const occupied = new Uint32Array(new SharedArrayBuffer(t.occupied.byteLength));
  occupied.set(t.occupied);
  const rows = new Int16Array(new SharedArrayBuffer(t.rows.byteLength));
  rows.set(t.rows);
  return { ...t, occupied, rows };
}

// Started by decodeSharedWeights: decode, hand the shared tables over, and end.
if (!isMainThread && (workerData as { role?: string } | null)?.role === ROLE) parentPort!.postMessage(sharedWeights());
