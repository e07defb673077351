import { defineConfig } from 'vitest/config';
// Regenerates test/golden/*.json (see test/golden/golden.test.ts).
export default defineConfig({ test: { include: ['test/golden/update.test.ts'] } });
