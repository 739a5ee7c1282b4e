import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['node_modules', 'data', 'dist', 'build', '.react-router', 'e2e/.run', 'test-results', 'playwright-report', 'db/migrations', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // process.env is read in exactly one place: server/env.ts (T3 rule; docs/ARCHITECTURE.md).
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read configuration through server/env.ts.' }],
    },
  },
  {
    files: ['server/env.ts', 'test/**', 'bench/**', 'e2e/**', 'playwright.config.ts', 'react-router.config.ts', 'vitest.config.ts', 'drizzle.config.ts', 'db/seed/cli.ts', 'db/migrate-cli.ts'],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    // The domain layer knows nothing about HTTP (business rules live in domain/, docs/ARCHITECTURE.md).
    files: ['domain/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['fastify', '@fastify/*', '**/server/**'], message: 'domain/ must not depend on the HTTP layer.' }] }],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The storefront reaches the server only through loaders (domain calls) and the REST API.
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**', 'fastify'], message: 'app/ must not depend on the HTTP server.' }] }],
    },
  },
);
