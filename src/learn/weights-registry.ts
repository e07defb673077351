// The shipped weights as the loaders (names.ts, pos.ts, spans/index.ts) see them. By default each model's base64
// module is imported on first import of its loader and its tables decode on first use, as everywhere (browser
// included). A host that runs the engine on several threads can decode the tables once into SharedArrayBuffers
// (weights-shared.ts, Node) and install them in each thread before the engine loads: that thread then never
// imports the base64 module (about 7 MB of source and string per isolate) nor decodes its own copy (9.6 MB).
import { decodeBase64 } from './base64.js';
import { decodeWeights, type WeightTable } from './model.js';

/** The models whose weights can be installed, and their fields holding base64 weight tables. */
export const TABLE_FIELDS = { names: ['data'], pos: ['data'], spans: ['data', 'pair'] } as const;
export type WeightsName = keyof typeof TABLE_FIELDS;

/** One model's weights, decoded: its table fields as tables (absent when shipped empty), its other fields as shipped. */
export interface InstalledWeights {
  readonly fields: Readonly<Record<string, unknown>>;
  readonly tables: Readonly<Record<string, WeightTable>>;
}

let installed: Partial<Record<WeightsName, InstalledWeights>> = {};

/**
 * Makes the loaders use these decoded weights instead of importing the shipped modules. Call it before anything
 * imports the engine in this thread (a loader reads the registry once, when it is first imported).
 */
export function installWeights(weights: Partial<Record<WeightsName, InstalledWeights>>): void {
  installed = { ...installed, ...weights };
}

/** A model's shipped weights: fields as in its weights module; table fields decoded on request. */
export class ShippedWeights<M extends object> {
  constructor(private readonly m: M, private readonly tables: Readonly<Record<string, WeightTable>> | null) {}

  /** A field other than a table (classes, version, dict …). */
  get<K extends keyof M>(field: K): M[K] { return this.m[field]; }

  /** Whether a table field is shipped non-empty. */
  has(field: keyof M & string): boolean {
    return this.tables ? this.tables[field] !== undefined : ((this.m as Record<string, unknown>)[field] as string | undefined ?? '').length > 0;
  }

  /** The decoded table of a table field (decoded at each call unless installed: callers keep it). */
  table(field: keyof M & string): WeightTable {
    const t = this.tables?.[field];
    return t ?? decodeWeights(decodeBase64((this.m as Record<string, unknown>)[field] as string | undefined ?? ''));
  }
}

/** A loader's weights: the installed ones if a host installed them, else the shipped module (imported now). */
export async function shippedWeights<M extends object>(name: WeightsName, load: () => Promise<{ default: M }>): Promise<ShippedWeights<M>> {
  const w = installed[name];
  return w ? new ShippedWeights(w.fields as M, w.tables) : new ShippedWeights((await load()).default, null);
}
