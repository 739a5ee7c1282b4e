import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'data',
      'dist',
      'build',
      '.react-router',
      'e2e/.run',
      'bench/.server-bundle',
      'test-results',
      'playwright-report',
      'db/migrations',
      'coverage',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // process.env is read in exactly one place: server/env.ts (T3 rule; docs/ARCHITECTURE.md).
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through server/env.ts.' },
      ],
    },
  },
  {
    files: [
      'server/env.ts',
      'test/**',
      'bench/**',
      'scripts/**',
      'e2e/**',
      'playwright.config.ts',
      'react-router.config.ts',
      'vite.config.ts',
      'vitest.config.ts',
      'drizzle.config.ts',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
  // The layers of docs/ARCHITECTURE.md, one block per folder (a later block replaces an earlier
  // one's rule, so each lists everything its folder may not import). Type-only imports are allowed
  // where they cost nothing at run time; import cycles, type-only ones included, are checked by
  // dpdm in `npm run lint`.
  {
    // domain/shared is the bottom layer: browser-safe rules that import nothing (ADR 0017).
    files: ['domain/shared/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*', 'zod', 'drizzle-orm', 'drizzle-orm/*', 'node:*'],
              message: 'domain/shared/ imports nothing: the browser and db/schema import it (ADR 0017).',
            },
          ],
        },
      ],
    },
  },
  {
    // A shopper page's links stay in its language (ADR 0059): app/i18n/link.tsx, never React Router's Link itself.
    files: ['app/**/*.tsx'],
    ignores: ['app/routes/admin/**', 'app/components/admin/**', 'app/i18n/**'],
    rules: {
      // ESLint's own rule, so the layer rules below (the TypeScript one) do not replace it.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              importNames: ['Link', 'NavLink'],
              message: "Import Link from app/i18n/link.tsx: it keeps the shopper's language (ADR 0059).",
            },
          ],
        },
      ],
    },
  },
  {
    // The domain knows nothing about HTTP or pages, nor about the tools above it.
    files: ['domain/**'],
    ignores: ['domain/shared/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['fastify', '@fastify/*', '**/server/**', '**/app/**', '**/db/seed/**', '**/scripts/**'],
              message: 'domain/ depends only on db/ and itself (docs/ARCHITECTURE.md).',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests beside the domain's code are pure rules, run once without a database (project `rules`,
    // docs/testing.md); a test that needs the app or a database belongs in test/, which runs on both databases.
    files: ['domain/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['fastify', '@fastify/*', '**/server/**', '**/app/**', '**/db/**', '**/scripts/**', '**/test/**'],
              message:
                'A test beside domain code tests pure rules without a database; put one through the app in test/.',
            },
          ],
        },
      ],
    },
  },
  {
    // db/ core (schema, client, transactions, raw SQL) sits under the domain; only the shared
    // vocabularies (order statuses, genders) come from above, so the check constraints use the same lists.
    files: ['db/**'],
    ignores: ['db/seed/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(domain/(?!shared/)|server/|app/)|/seed/',
              message: 'db/ core imports only domain/shared/ (docs/ARCHITECTURE.md).',
            },
          ],
        },
      ],
    },
  },
  {
    // The seed and the commands of scripts/ (db:migrate, db:seed, admin:create, ...) are tools on top of the
    // layers: they may use the domain, the server's configuration loader and the image store adapters, never the
    // HTTP app or the pages. scripts/start.ts is the exception: it starts the server.
    files: ['db/seed/**', 'scripts/**'],
    ignores: ['scripts/start.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+server/(?!(env|image-stores)$)',
              message:
                'Tools use server/env.ts and server/image-stores.ts only, not the HTTP app (docs/ARCHITECTURE.md).',
            },
            { group: ['**/app/**'], message: 'Tools do not use the storefront (docs/ARCHITECTURE.md).' },
          ],
        },
      ],
    },
  },
  {
    // The HTTP layer composes the domain; of the storefront it knows only the load context's type.
    files: ['server/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/app/**'],
              allowTypeImports: true,
              message: 'server/ renders pages through the built storefront, never by importing app/ (ADR 0012).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // Route modules and the root: loaders call the domain directly (React Router keeps loaders out
    // of the browser bundle); never the HTTP server.
    files: ['app/routes/**', 'app/root.tsx', 'app/entry.server.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**', 'fastify'], message: 'app/ must not depend on the HTTP server.' }] },
      ],
    },
  },
  {
    // Components and helpers run in the browser: of the domain they may use the browser-safe rules
    // (domain/shared), the request schemas that forms share and the error class; anything else only
    // as types (views, load context).
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/routes/**', 'app/root.tsx', 'app/entry.server.tsx', 'app/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**', 'fastify'], message: 'app/ must not depend on the HTTP server.' },
            {
              regex: '^(\\.\\./)+(domain/(?!shared/|schemas/|errors$)|db/)',
              allowTypeImports: true,
              message:
                'Browser code uses domain/shared/ and domain/schemas/; views and the database only as types (ADR 0017, ADR 0018).',
            },
          ],
        },
      ],
    },
  },
);
