import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import path from 'node:path';
import { defineConfig, type Rolldown } from 'vite';
// With its extension, as Vite's native config loader (the default of a later Vite) needs.
import { bundleReport } from './bench/bundle-report-plugin.ts';

/** The modules every page runs: the client entry and the root route. */
const everyPage = ['app/entry.client.tsx', 'app/root.tsx'].map((file) => path.resolve(file));
let shellModules: Set<string> | undefined;

/**
 * The client build's one chunk for what every page needs (the modules the client entry and the root route import
 * statically, not those two themselves): left to itself the bundler cuts it into some thirty files, one per set of
 * routes that share a module, most under 2 kB, and on a slow phone connection each costs a round trip of its own.
 * Merging them adds no byte to any page, since every page loads all of them.
 */
function shellChunk(id: string, ctx: Rolldown.ChunkingContext): string | null {
  if (!shellModules) {
    shellModules = new Set();
    const stack = [...everyPage];
    while (stack.length) {
      for (const imported of ctx.getModuleInfo(stack.pop()!)?.importedIds ?? []) {
        if (shellModules.has(imported)) continue;
        shellModules.add(imported);
        stack.push(imported);
      }
    }
    for (const entry of everyPage) shellModules.delete(entry);
  }
  return shellModules.has(id) && !/\.css($|\?)/.test(id) ? 'shell' : null;
}

/**
 * One configuration for both builds: React Router builds the browser's and the server's files as two environments of
 * one Vite build (future.v8_viteEnvironmentApi in react-router.config.ts), so a build reads this file twice (React
 * Router's look for its RSC plugin, then the build) instead of eight times, and what is for the browser alone says so
 * under `environments.client` (ADR 0050).
 */
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
  environments: {
    client: {
      build: {
        // debugName: the group's name in Rolldown's timing report (its name is a function).
        rolldownOptions: { output: { codeSplitting: { groups: [{ name: shellChunk, debugName: 'shell' }] } } },
        // NO_MINIFY=1 keeps the names, for a profile of the browser's work that says which function took the time.
        minify: !process.env.NO_MINIFY,
      },
    },
  },
});
