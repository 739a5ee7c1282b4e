import { defineConfig } from 'vitest/config';

/**
 * The API suite runs on a fresh PGlite per test file, and once more on PostgreSQL
 * when TEST_DATABASE_URL is set (each file then gets its own database on that server).
 */
const shared = {
  include: ['test/**/*.test.ts', 'domain/**/*.test.ts', 'server/**/*.test.ts', 'db/**/*.test.ts'],
  globalSetup: ['test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    projects: [
      // Storefront rules (formatting, breakpoints, URL filters) and components, in jsdom.
      {
        test: {
          name: 'ui',
          include: ['app/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['app/test-setup.ts'],
        },
      },
      // Checks over the repository's own files (citations in comments and docs); no database, run once.
      { test: { name: 'docs', include: ['test/docs/**/*.test.ts'], environment: 'node' } },
      // test/resilience needs a PostgreSQL server to take away; it runs in the postgres project only.
      {
        test: {
          ...shared,
          name: 'pglite',
          exclude: ['test/resilience/**', 'test/docs/**'],
          env: { TEST_DB: 'pglite' },
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                ...shared,
                name: 'postgres',
                // The process and seed files test the embedded database itself; they run once, on PGlite.
                // test/docs has its own project.
                exclude: ['test/process/**', 'test/seed/**', 'test/docs/**'],
                env: { TEST_DB: 'postgres', TEST_DATABASE_URL: process.env.TEST_DATABASE_URL },
              },
            },
          ]
        : []),
    ],
  },
});
