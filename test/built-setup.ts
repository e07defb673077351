// Global setup of the test runs: many tests run the built engine and CLI (`bin/whosaid.js` imports dist/), so a
// build older than the source would test old code and pass. Fails the run, before any test, when a source file is
// newer than its built file or has none (`npm run build` makes them; `npm ci` runs it).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function* sources(dir: string): Generator<string> {
  for (const e of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = path.join(dir, e.name);
    if (e.isDirectory()) yield* sources(rel);
    else if (/\.ts$/.test(e.name) && !/\.d\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name)) yield rel;
  }
}

export default function setup(): void {
  const stale: string[] = [];
  for (const dir of ['src', 'scripts']) {
    for (const rel of sources(dir)) {
      const built = path.join(root, 'dist', rel.replace(/\.ts$/, '.js'));
      const src = fs.statSync(path.join(root, rel));
      const out = fs.existsSync(built) ? fs.statSync(built) : null;
      if (!out || out.mtimeMs + 1 < src.mtimeMs) stale.push(out ? rel : `${rel} (not built)`);
    }
  }
  if (stale.length > 0) {
    throw new Error(`the build is older than the source (run npm run build): ${stale.slice(0, 5).join(', ')}${stale.length > 5 ? ` and ${stale.length - 5} more` : ''}`);
  }
}
