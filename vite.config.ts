import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { bundleReport } from './bench/bundle-report-plugin';

export default defineConfig({
  plugins: [
    tailwindcss(),
    reactRouter(),
    // `npm run bundle-report` (bench/bundle-report.ts) asks for a list of what each browser chunk holds.
    ...(process.env.BUNDLE_REPORT ? [bundleReport(process.env.BUNDLE_REPORT)] : []),
  ],
  build: {
    // Hashed bundles are served from /assets/ with a year of caching (server/storefront.ts).
    assetsDir: 'assets',
  },
});
