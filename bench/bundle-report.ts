/**
 * What each shopper page's first-load JavaScript holds (issue 15), from the production build:
 *
 *   npm run bundle-report              # builds the storefront with the report plugin, then prints
 *   npm run bundle-report -- --no-build   # reads the last report (build/client-bundle-report.json)
 *
 * A page's first load is the client entry, the root route and the page's route module, with every chunk they
 * import at once (bench/first-load.ts). For each page: its gzip size (level 9, the sum of
 * its chunks, as `npm run lighthouse` counts it), and where the bytes come from, by package (node_modules) or app
 * folder, each chunk's gzip size shared out by its modules' rendered bytes. A back-office module in a shopper
 * page's first load is counted in its own column: it must stay 0.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { ChunkReport } from './bundle-report-plugin';
import { firstLoadOf, isBackOfficeModule, shopperPages, sourceOf } from './first-load';

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    /** How many sources to name per page. */
    top: { type: 'string', default: '8' },
  },
});

const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
const reportFile = path.join(buildDir, 'client-bundle-report.json');
if (!values['no-build']) {
  execFileSync(process.execPath, [path.resolve('node_modules/@react-router/dev/bin.js'), 'build'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', BUNDLE_REPORT: reportFile },
  });
}
const chunks = JSON.parse(fs.readFileSync(reportFile, 'utf8')) as ChunkReport[];
const top = Number(values.top);

const kB = (bytes: number) => (bytes / 1024).toFixed(1);
const lines = [
  `### Bundle report ${new Date().toISOString()} (first-load JavaScript per shopper page, gzip level 9)`,
  '',
  '| Page | First-load JS | Chunks | Back-office modules | Largest sources (kB, gzip share) |',
  '|---|---|---|---|---|',
];
for (const [page, routeModule] of shopperPages) {
  const { chunks: loaded, gzipBytes: total } = firstLoadOf(chunks, routeModule);
  const shares = new Map<string, number>();
  let adminModules = 0;
  for (const chunk of loaded) {
    const rendered = chunk.modules.reduce((sum, m) => sum + m.bytes, 0) || 1;
    for (const m of chunk.modules) {
      if (isBackOfficeModule(m.id)) adminModules += 1;
      const source = sourceOf(m.id);
      shares.set(source, (shares.get(source) ?? 0) + (chunk.gzipBytes * m.bytes) / rendered);
    }
  }
  const largest = [...shares]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([source, bytes]) => `${source} ${kB(bytes)}`)
    .join(', ');
  lines.push(`| ${page} | ${kB(total)} kB | ${loaded.length} | ${adminModules} | ${largest} |`);
}
console.log(lines.join('\n'));
