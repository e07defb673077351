import { defineConfig } from 'vitest/config';
export default defineConfig({
  test: { include: ['test/**/*.test.ts', 'src/**/*.test.ts'], exclude: ['test/e2e/**', 'node_modules/**', 'dist/**'], testTimeout: 60000 },
});
