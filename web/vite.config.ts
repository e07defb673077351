import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';

// The web app: web/ is the root, the build goes to dist/web, which `whosaid serve` serves.
// Relative asset paths (base './') so the app works wherever the server mounts it.
const root = fileURLToPath(new URL('.', import.meta.url));
export default defineConfig({
  root,
  base: './',
  build: {
    outDir: fileURLToPath(new URL('../dist/web', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    // The engine's tagger weights are ~2 MB of source; the warning would fire on every build.
    chunkSizeWarningLimit: 4096,
    modulePreload: { polyfill: false },
  },
  // The engine runs in a module worker (same origin: allowed by script-src 'self').
  worker: { format: 'es', rollupOptions: { output: { entryFileNames: 'assets/engine-worker-[hash].js' } } },
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
});
