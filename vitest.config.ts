import { defineConfig } from 'vitest/config';
export default defineConfig({
  test: { include: ['test/**/*.test.ts', 'src/**/*.test.ts'], exclude: ['test/e2e/**', 'test/golden/update.test.ts', 'node_modules/**', 'dist/**'], testTimeout: 120000, hookTimeout: 120000, globalSetup: ['test/built-setup.ts'] },
});
