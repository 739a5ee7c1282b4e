/**
 * Builds the service worker (app/service-worker/service-worker.ts, ADR 0040) into `<client build>/sw.js`. React
 * Router's build calls it when it ends (react-router.config.ts, `buildEnd`), after the client files exist: the worker
 * is told the build's version (React Router's manifest version, which every page of the build carries as
 * `window.__reactRouterManifest.version`), the root's scripts and styles (the shell) and the shopper pages' code, which
 * it fetches when it installs.
 * A new build therefore always gives a worker with different bytes, which is what makes browsers install it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');

/** The worker's address: at the top of the site, so its scope is every page. */
export const serviceWorkerFile = 'sw.js';

interface ManifestEntry {
  module: string;
  imports?: string[];
  css?: string[];
}

interface ClientManifest {
  version: string;
  entry: ManifestEntry;
  routes: Record<string, ManifestEntry>;
}

/** React Router's browser manifest of a client build (`assets/manifest-<version>.js`). */
export function readClientManifest(clientDir: string): ClientManifest {
  const assetsDir = path.join(clientDir, 'assets');
  const files = fs.readdirSync(assetsDir).filter((name) => /^manifest-[0-9a-f]+\.js$/.test(name));
  if (files.length !== 1) throw new Error(`Expected one React Router manifest in ${assetsDir}, found ${files.length}`);
  const source = fs.readFileSync(path.join(assetsDir, files[0]!), 'utf8');
  const json = source.replace(/^window\.__reactRouterManifest=/, '').replace(/;\s*$/, '');
  return JSON.parse(json) as ClientManifest;
}

export async function buildServiceWorker(clientDir: string): Promise<string> {
  const manifest = readClientManifest(clientDir);
  const rootRoute = manifest.routes.root;
  if (!rootRoute) throw new Error('The React Router manifest has no root route');
  const styles = [...(manifest.entry.css ?? []), ...(rootRoute.css ?? [])];
  const shell = [
    ...new Set([
      manifest.entry.module,
      ...(manifest.entry.imports ?? []),
      rootRoute.module,
      ...(rootRoute.imports ?? []),
      ...styles,
    ]),
  ];
  // Every shopper page's code (never the back office's): offline, a move to a page never opened then finds its code,
  // and the shopper gets the offline page for it; without it React Router reloads the page they are on instead.
  const pageFiles = Object.entries(manifest.routes)
    .filter(([id]) => id !== 'root' && !id.startsWith('routes/admin'))
    .flatMap(([, route]) => [route.module, ...(route.imports ?? []), ...(route.css ?? [])]);
  const shellFiles = new Set(shell);
  const outfile = path.join(clientDir, serviceWorkerFile);
  await build({
    entryPoints: [path.join(root, 'app', 'service-worker', 'service-worker.ts')],
    outfile,
    bundle: true,
    format: 'iife',
    target: 'es2020',
    minify: true,
    sourcemap: false,
    logLevel: 'warning',
    define: {
      // Workbox logs every request in its development build.
      'process.env.NODE_ENV': '"production"',
      SHOP_BUILD_VERSION: JSON.stringify(manifest.version),
      SHOP_SHELL_FILES: JSON.stringify(shell),
      SHOP_SHELL_STYLES: JSON.stringify(styles),
      SHOP_PAGE_FILES: JSON.stringify([...new Set(pageFiles)].filter((file) => !shellFiles.has(file))),
    },
  });
  return outfile;
}
