import { defineConfig } from 'vitest/config';
// End-to-end tests: they need PostgreSQL, Redis and Chromium (`bash scripts/services.sh start` prints the
// WHOSAID_TEST_PG / WHOSAID_TEST_REDIS exports; .ci/run does it). Files run one at a time: they share the services.
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.test.ts'], testTimeout: 300000, hookTimeout: 300000,
    fileParallelism: false,
    globalSetup: ['test/built-setup.ts'],
  },
});
