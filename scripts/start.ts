/**
 * `npm start` (after build-if-stale.ts): the shop as it runs in production (ADR 0022). NODE_ENV is
 * production unless the environment or .env sets it, before anything is imported, because React
 * picks its production or development build from process.env.NODE_ENV when it is first loaded.
 * Production mode keeps reset links out of the log and seeds no demo account (rule:demo-accounts);
 * cookies are Secure only when PUBLIC_URL is https, so http://localhost keeps working.
 */
try {
  // The server loads .env too; here it is read first so that a NODE_ENV set there wins over the default.
  process.loadEnvFile('.env');
} catch {
  // No .env file: the defaults and the real environment are enough.
}
if (!process.env.NODE_ENV) process.env.NODE_ENV = 'production';

await import('../server/server');

// A module (for the top-level await above), exporting nothing.
export {};
