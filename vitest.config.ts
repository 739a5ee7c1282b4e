import { defineConfig } from 'vitest/config';

/**
 * The API suite (test/) runs on a fresh PGlite per test file, and once more on PostgreSQL
 * when TEST_DATABASE_URL is set (each file then gets its own database on that server).
 * Tests of pure rules sit beside their code (domain/) and run once, in project `rules`: they touch no database,
 * so a second database would only run them again (docs/testing.md).
 */
const shared = {
  include: ['test/**/*.test.ts'],
  globalSetup: ['test/global-setup.ts'],
  setupFiles: ['test/helpers/count-assertions.ts'],
  // Each test file builds its own app on its own database (test/helpers/app.ts) and no test file mocks a module, so
  // the files of a worker share one module graph instead of importing the whole server again per file: the suite
  // then takes half the time (docs/testing.md). A file that needs a module of its own (vi.mock) gets its own project.
  isolate: false,
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
          setupFiles: ['app/test-setup.ts', 'test/helpers/count-assertions.ts'],
        },
      },
      // Pure rules beside their code (GST split, amounts in words, money, order transitions...): no database, run once.
      {
        test: {
          name: 'rules',
          include: ['domain/**/*.test.ts', 'server/**/*.test.ts', 'db/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['test/helpers/count-assertions.ts'],
          // Real password hashes (domain/auth/password.test.ts) take seconds on a busy 2-core machine.
          testTimeout: 30_000,
        },
      },
      // Checks over the repository's own files (citations in comments and docs); no database, run once.
      {
        test: {
          name: 'docs',
          include: ['test/docs/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['test/helpers/count-assertions.ts'],
        },
      },
      // test/resilience needs a PostgreSQL server to take away; it runs in the postgres project only.
      {
        test: {
          ...shared,
          name: 'pglite',
          // test/cluster has its own configuration and step (vitest.cluster.config.ts): it restarts its own servers.
          exclude: ['test/resilience/**', 'test/docs/**', 'test/cluster/**'],
          env: { TEST_DB: 'pglite' },
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                ...shared,
                name: 'postgres',
                // Its databases are copies of a migrated PostgreSQL template (test/postgres-template.ts); the PGlite
                // dump of test/global-setup.ts is for the pglite project only.
                globalSetup: ['test/postgres-template.ts'],
                // The process and seed files test the embedded database itself; they run once, on PGlite.
                // test/docs has its own project.
                exclude: ['test/process/**', 'test/seed/**', 'test/docs/**', 'test/cluster/**'],
                env: { TEST_DB: 'postgres', TEST_DATABASE_URL: process.env.TEST_DATABASE_URL },
              },
            },
          ]
        : []),
    ],
  },
});
