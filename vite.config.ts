import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import path from 'node:path';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { bundleReport } from './bench/bundle-report-plugin';

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
 * V8's explicit compile hint (Chrome 136 and later; a comment elsewhere): every function of the chunk is compiled as
 * the file streams in, on a background thread, rather than on the main thread the first time it is called. Nearly all
 * of a chunk runs as soon as it loads (the shell hydrates the page, a route module renders it), and the main thread
 * compiling it on first call was a good part of every hydration step on a phone (ADR 0045).
 */
const eagerCompileHint = '//# allFunctionsCalledOnLoad';

/**
 * Puts the hint on the first line of every browser chunk, after minifying (which drops comments). The file names were
 * hashed before, which is sound while the hint's text stays the same (a change to it must change the names too), and
 * a source map would be one line off (the build makes none).
 */
function eagerCompile(): Plugin {
  return {
    name: 'eager-compile-hint',
    apply: 'build',
    // Last of the hooks, after Vite's own, which puts its preload helper's list at the top of a route chunk.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle))
          if (file.type === 'chunk') file.code = `${eagerCompileHint}\n${file.code}`;
      },
    },
  };
}

/**
 * React Router's own production build for the browser: its package names only its development build, which keeps
 * the warnings meant for a developer's console (ENABLE_DEV_WARNINGS) in every shopper's download. The two builds
 * differ in that flag alone.
 */
const reactRouterProduction = [
  { find: /^react-router$/, replacement: path.resolve('node_modules/react-router/dist/production/index.mjs') },
  {
    find: /^react-router\/dom$/,
    replacement: path.resolve('node_modules/react-router/dist/production/dom-export.mjs'),
  },
];

export default defineConfig(({ command, isSsrBuild }) => ({
  ...(command === 'build' && !isSsrBuild ? { resolve: { alias: reactRouterProduction } } : {}),
  plugins: [
    tailwindcss(),
    reactRouter(),
    ...(isSsrBuild ? [] : [eagerCompile()]),
    // `npm run bundle-report` (bench/bundle-report.ts) asks for a list of what each browser chunk holds (after the
    // hint above: both are last, in this order).
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
    ...(isSsrBuild
      ? {}
      : {
          rolldownOptions: { output: { codeSplitting: { groups: [{ name: shellChunk }] } } },
          // NO_MINIFY=1 keeps the names, for a profile of the browser's work that says which function took the time.
          minify: !process.env.NO_MINIFY,
        }),
  },
}));
