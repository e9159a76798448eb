import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * Two projects: `unit` (browser code in jsdom, msw for HTTP) and `server` (Fastify inject
 * against PGlite, or PostgreSQL when DATABASE_URL is set). E2E lives in vitest.e2e.config.ts.
 */
export default defineConfig({
  plugins: [react()],
  define: { __LOCALES_VERSION__: JSON.stringify('') },
  test: {
    // Two files at a time: vitest's default (one fewer than the cores) runs one at a time on a
    // two-core machine, whose other core then mostly waits (a jsdom file uses one core).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          globalSetup: ['tests/server/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
    ],
  },
});
