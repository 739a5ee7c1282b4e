/**
 * The shop's server as one JavaScript file (ADR 0037): `scripts/start.ts` and everything it imports from server/,
 * domain/ and db/, bundled by esbuild into `<BUILD_DIR>/server-bundle/start.mjs`, with the migrations beside it.
 * Packages stay in node_modules. Production runs this file with plain node: compiling TypeScript on the fly (tsx)
 * held about 120 MiB more memory in every process, and the catalog at 100,000 products must fit in 400 MiB.
 *
 *   npx tsx scripts/build-server.ts            # build/server-bundle/
 *   npm start                                   # builds it when stale (build-if-stale.ts), then runs it
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type BuildOptions } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');

/** The file `node` runs, inside `outDir`. */
export const serverBundleEntry = 'start.mjs';

/**
 * The old generation's limit in MiB unless HEAP_LIMIT_MIB says otherwise (ADR 0038). Below V8's "large device" size
 * its heap grows by at most about 1.6x the live data between full collections, not 4x: at 100,000 products the
 * process peaked at about 340 MiB RSS under load instead of 470, and answered faster. The catalog's typed arrays are
 * outside this limit; its strings and maps (about 50 MiB at 100,000 products) are inside.
 */
export const defaultHeapLimitMib = 512;

/** How `node` runs the bundle (npm start's command line says the same; test/process/start-mode.test.ts checks it). */
export function serverNodeArgs(entry: string): string[] {
  return ['--enable-source-maps', `--max-old-space-size=${process.env.HEAP_LIMIT_MIB || defaultHeapLimitMib}`, entry];
}

/**
 * How esbuild bundles server code for `node` (the server bundle, and bench/catalog-memory.ts's child). Splitting:
 * start.ts sets NODE_ENV before it imports the server, so the server becomes its own chunk and the packages it imports
 * (React among them, which picks its build by NODE_ENV) load only then, as they do from source. Packages load from
 * node_modules as they are (native sharp, PGlite's WebAssembly, React's NODE_ENV switch).
 */
export const serverBundleOptions = {
  outExtension: { '.js': '.mjs' },
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: 'linked',
  logLevel: 'warning',
} as const satisfies BuildOptions;

/** Bundles the server into `outDir` (replaced) and returns the path of the file to run. */
export async function buildServerBundle(outDir: string): Promise<string> {
  fs.rmSync(outDir, { recursive: true, force: true });
  await build({ ...serverBundleOptions, entryPoints: [path.join(root, 'scripts', 'start.ts')], outdir: outDir });
  // db/client.ts finds its migrations next to itself (`./migrations`); in the bundle that is this folder.
  fs.cpSync(path.join(root, 'db', 'migrations'), path.join(outDir, 'migrations'), { recursive: true });
  return path.join(outDir, serverBundleEntry);
}

if (import.meta.url === pathToFileURL(path.resolve(process.argv[1] ?? '')).href) {
  const outDir = path.resolve(root, process.env.BUILD_DIR ?? 'build', 'server-bundle');
  console.log(`server bundle: ${path.relative(root, await buildServerBundle(outDir))}`);
}
