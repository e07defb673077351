import { describe, it, expect } from 'vitest';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { sharedWeights } from '../../src/learn/weights-shared.js';
import { ShippedWeights, TABLE_FIELDS, type WeightsName } from '../../src/learn/weights-registry.js';
import namesWeights from '../../src/learn/weights/names.weights.js';
import posWeights from '../../src/learn/weights/pos.weights.js';
import spanWeights from '../../src/learn/weights/spans.weights.js';

const MODULES: Record<WeightsName, object> = { names: namesWeights, pos: posWeights, spans: spanWeights };

describe('weights decoded once for worker threads', () => {
  it('holds the tables the shipped modules decode to, in shared memory, and their other fields as shipped', () => {
    const shared = sharedWeights();
    expect(Object.keys(shared).sort()).toEqual(Object.keys(TABLE_FIELDS).sort());
    for (const name of Object.keys(TABLE_FIELDS) as WeightsName[]) {
      const m = MODULES[name] as Record<string, unknown>, plain = new ShippedWeights(m, null), w = shared[name];
      for (const f of TABLE_FIELDS[name]) {
        expect(plain.has(f as never)).toBe(true);
        const t = w.tables[f]!, want = plain.table(f as never);
        expect(t.occupied.buffer).toBeInstanceOf(SharedArrayBuffer);
        expect(t.rows.buffer).toBeInstanceOf(SharedArrayBuffer);
        expect([t.bits, t.classes, t.scale]).toEqual([want.bits, want.classes, want.scale]);
        expect(Buffer.from(t.occupied.buffer).equals(Buffer.from(want.occupied.buffer))).toBe(true);
        expect(Buffer.from(t.rows.buffer).equals(Buffer.from(want.rows.buffer))).toBe(true);
      }
      const rest = Object.fromEntries(Object.entries(m).filter(([k]) => !(TABLE_FIELDS[name] as readonly string[]).includes(k)));
      expect(w.fields).toEqual(rest);
      expect(Object.keys(rest).length).toBeGreaterThan(0);
    }
    expect(sharedWeights()).toBe(shared);
  });

  it('analyzes as the shipped modules do when installed in a fresh thread, without loading them', () => {
    // The built engine (`npm run build`) in two child processes, the tables installed before it loads or not; the
    // base64 modules are 7 MB of strings in the large-object space, which a process that installed them never holds.
    const script = `
      import fs from 'node:fs';
      import v8 from 'node:v8';
      const dist = process.cwd() + '/dist/src/';
      if (process.argv[1] === 'install') {
        const { installWeights } = await import(dist + 'learn/weights-registry.js');
        const { sharedWeights } = await import(dist + 'learn/weights-shared.js');
        installWeights(sharedWeights());
      }
      const { analyze } = await import(dist + 'index.js');
      const texts = fs.readFileSync('examples/corpus/sample.jsonl', 'utf8').split('\\n').filter(Boolean).map((l) => JSON.parse(l).text);
      const out = texts.map((t) => analyze(t));
      globalThis.gc();
      const lo = v8.getHeapSpaceStatistics().find((s) => s.space_name === 'large_object_space').space_used_size;
      process.stdout.write(JSON.stringify({ out, lo }));
    `;
    const run = (mode: string): { out: unknown[]; lo: number } => {
      const r = spawnSync(process.execPath, ['--expose-gc', '--input-type=module', '-e', script, mode], { encoding: 'utf8', maxBuffer: 1 << 28 });
      expect(r.stderr).toBe('');
      return JSON.parse(r.stdout) as { out: unknown[]; lo: number };
    };
    const plain = run('plain'), installed = run('install');
    expect(plain.out.length).toBe(fs.readFileSync('examples/corpus/sample.jsonl', 'utf8').split('\n').filter(Boolean).length);
    expect(installed.out).toEqual(plain.out);
    expect(plain.lo - installed.lo).toBeGreaterThan(5e6);
  });
});
