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
  ssr: {
    // lucide-react's Node entry is CommonJS: loaded through a CommonJS hook (tsx, as in the e2e server) its `react`
    // would be a second copy of Preact, whose hooks the server renderer never drives (ADR 0041). Bundled, it shares ours.
    noExternal: ['lucide-react'],
  },
  build: {
    // Hashed bundles are served from /assets/ with a year of caching (server/storefront.ts).
    assetsDir: 'assets',
  },
});
