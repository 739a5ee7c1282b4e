import { defineConfig } from 'vitest/config';

/**
 * The cluster's fault suite (test/cluster/): nginx, 3 app processes, a PostgreSQL and a Redis of its own, restarted
 * under load. Its own step of `npm test`, after the other suites, so the machine's cores are its own (docs/testing.md).
 */
export default defineConfig({
  test: {
    name: 'cluster',
    include: ['test/cluster/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['test/helpers/count-assertions.ts'],
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 300_000,
  },
});
