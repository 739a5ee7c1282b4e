import path from 'node:path';
import type { Config } from '@react-router/dev/config';
import { buildServiceWorker } from './scripts/build-service-worker';

const buildDirectory = process.env.BUILD_DIR ?? 'build';

/**
 * React Router framework mode (ADR 0012): server-rendered pages, hydrated in the
 * browser. BUILD_DIR lets two builds (say, two e2e runs) live side by side; default `build/`.
 * When the build ends, the service worker is built beside the client files (ADR 0040).
 */
export default {
  appDirectory: 'app',
  ssr: true,
  // The whole route manifest (one immutable asset, 2.4 kB gzip) comes with the first load. With lazy discovery the
  // router fetched /__manifest for the page's links once it had hydrated and patched its routes, and patching
  // re-rendered the whole page: a second long task on the shopper's phone (ADR 0043).
  routeDiscovery: { mode: 'initial' },
  buildDirectory,
  // React Router 8's changes, each decided (ADR 0050); a flag left unset prints a warning at every build.
  future: {
    // The browser's and the server's builds as two environments of one Vite build: vite.config.ts is read twice, not 8.
    v8_viteEnvironmentApi: true,
    // Splits a route's client-only exports (clientLoader and the like) from its component: no route has one today.
    v8_splitRouteModules: true,
    // Not yet, each a step of the move to React Router 8 with its own tests: middleware changes the loaders' `context`
    // (our `context.shop`, server/storefront.ts); the other two change the requests and `.data` URLs the loaders, the
    // log's URL masking (server/log-redaction.ts) and the service worker see.
    v8_middleware: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
  async buildEnd() {
    await buildServiceWorker(path.resolve(buildDirectory, 'client'));
  },
} satisfies Config;
