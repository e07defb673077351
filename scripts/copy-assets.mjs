// Copies non-TypeScript runtime assets (model weights shipped as ES modules) from src/ into dist/src/.
import fs from 'node:fs';
import path from 'node:path';
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
function walk(dir) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p);
    else if (/\.(js|d\.ts)$/.test(e.name) && !e.name.endsWith('.ts') || /\.weights\.d\.ts$/.test(e.name)) {
      const out = path.join(root, 'dist', path.relative(root, p));
      fs.mkdirSync(path.dirname(out), { recursive: true });
      fs.copyFileSync(p, out);
    }
  }
}
walk(path.join(root, 'src'));
