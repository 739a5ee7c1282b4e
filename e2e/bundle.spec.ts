/**
 * Issue 15: back-office code never loads on a shopper's page. Read from the report of the build this run serves
 * (e2e/support/start-server.ts builds with bench/bundle-report-plugin.ts); a page's first load is counted as
 * `npm run bundle-report` counts it (bench/first-load.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { ChunkReport } from '../bench/bundle-report-plugin';
import { firstLoadOf, isBackOfficeModule, shopperPages } from '../bench/first-load';

const reportFile = path.resolve('e2e/.run', process.env.E2E_PORT!, 'build', 'client-bundle-report.json');

test('no shopper page loads a back-office module at first load @desktop-only', () => {
  const chunks = JSON.parse(fs.readFileSync(reportFile, 'utf8')) as ChunkReport[];
  // The check can see back-office code: the back office's own product list loads plenty of it.
  const backOffice = firstLoadOf(chunks, 'app/routes/admin/products.tsx');
  expect(backOffice.chunks.flatMap((c) => c.modules).filter((m) => isBackOfficeModule(m.id)).length).toBeGreaterThan(0);

  for (const [page, routeModule] of shopperPages) {
    const { chunks: loaded, gzipBytes } = firstLoadOf(chunks, routeModule);
    expect(gzipBytes, page).toBeGreaterThan(0);
    const backOfficeModules = loaded.flatMap((c) => c.modules.map((m) => m.id)).filter(isBackOfficeModule);
    expect(backOfficeModules, page).toEqual([]);
  }
});
