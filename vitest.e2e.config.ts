import { defineConfig } from 'vitest/config';

/** End-to-end suite: builds nothing itself; tests/e2e/global-setup.ts builds and starts the app. */
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 300_000,
    fileParallelism: false,
  },
});
