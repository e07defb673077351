// Node only: the shipped weight tables decoded once into SharedArrayBuffers, for a host that starts worker threads.
// The host calls sharedWeights() once, passes the result in each worker's workerData, and the worker calls
// installWeights() (weights-registry.ts) with it before it imports the engine: N workers then read one copy of the
// tables and never load the base64 modules. The modules are read as files and evaluated here, not imported, so the
// host's own heap does not keep their 3.4 MB of source either.
import { readFileSync } from 'node:fs';
import type { WeightTable } from './model.js';
import { TABLE_FIELDS, ShippedWeights, type InstalledWeights, type WeightsName } from './weights-registry.js';

let cached: Record<WeightsName, InstalledWeights> | undefined;

/** Every installable model's weights, decoded into SharedArrayBuffers (once per process; pass them to installWeights). */
export function sharedWeights(): Record<WeightsName, InstalledWeights> {
  if (cached) return cached;
  const out: Partial<Record<WeightsName, InstalledWeights>> = {};
  for (const name of Object.keys(TABLE_FIELDS) as WeightsName[]) {
    const m = readModule(new URL(`./weights/${name}.weights.js`, import.meta.url));
    const w = new ShippedWeights(m, null);
    const fields: Record<string, unknown> = {}, tables: Record<string, WeightTable> = {};
    for (const [k, v] of Object.entries(m)) if (!(TABLE_FIELDS[name] as readonly string[]).includes(k)) fields[k] = v;
    for (const f of TABLE_FIELDS[name]) if (w.has(f)) tables[f] = share(w.table(f));
    out[name] = { fields, tables };
  }
  cached = out as Record<WeightsName, InstalledWeights>;
  return cached;
}

/** The default export of a generated weights module ("export default { … };", nothing else), without importing it. */
function readModule(url: URL): Record<string, unknown> {
  const source = readFileSync(url, 'utf8');
  const at = source.search(/^export default /m);
  if (at < 0) throw new Error(`${url.pathname}: not a generated weights module`);
  // Our own generated file: an object literal of strings and string arrays.
  return new Function(`return ${source.slice(at + 'export default '.length)}`)() as Record<string, unknown>;
}

function share(t: WeightTable): WeightTable {
  const occupied = new Uint32Array(new SharedArrayBuffer(t.occupied.byteLength));
  occupied.set(t.occupied);
  const rows = new Int16Array(new SharedArrayBuffer(t.rows.byteLength));
  rows.set(t.rows);
  return { ...t, occupied, rows };
}
