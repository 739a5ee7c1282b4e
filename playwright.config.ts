import net from 'node:net';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/support/browser';

/**
 * End-to-end specs in a real browser against the real server (built storefront, fresh
 * seeded PGlite). Each run picks a free port and its own data and build folders under
 * e2e/.run/, so two runs can go side by side. Workers inherit E2E_PORT from this process.
 */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

process.env.E2E_PORT ??= String(await freePort());
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

/**
 * Specs that change what other specs would see, so they run after all the others (project `home-content`): the shared
 * home page's content (rule:home-content) or category list (rule:admin-categories), and the service worker file a new
 * deploy changes (e2e/offline-deploy.spec.ts, ADR 0040).
 */
const homeContentChangers = /(admin-(content|categories)|offline-deploy)\.spec\.ts$/;

export default defineConfig({
  testDir: 'e2e',
  outputDir: `e2e/.run/${port}/results`,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    launchOptions: chromiumLaunchOptions(),
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    // Pages come from the server in every spec but e2e/offline.spec.ts, which tests the service worker itself
    // (ADR 0040): a worker installed halfway through a spec would otherwise decide where its later pages come from.
    serviceWorkers: 'block',
  },
  projects: [
    // The two viewports: a phone (390x844, touch) and a laptop (1366x768). A test runs at both only where the
    // layout or the controls differ between them. Tests of controls that exist at one size only carry @phone-only or
    // @desktop-only; tests of what does not depend on the viewport (headers, data, server rules, a flow whose controls
    // are the same at both sizes) carry @any-viewport and run once, at the phone, the size most of the shop's
    // shoppers use (docs/testing.md). No test is skipped: a tagged test is simply not listed in the other project.
    {
      name: 'phone',
      grepInvert: /@desktop-only/,
      testIgnore: homeContentChangers,
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, defaultBrowserType: 'chromium' },
    },
    {
      name: 'desktop',
      grepInvert: /@phone-only|@any-viewport/,
      testIgnore: homeContentChangers,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 768 } },
    },
    // Specs that change what every shopper sees on the home page, or the served service worker, run after all the
    // others, so no other spec sees their hero, testimonials or worker (they put everything back when done).
    {
      name: 'home-content',
      testMatch: homeContentChangers,
      dependencies: ['phone', 'desktop'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 768 } },
    },
  ],
  webServer: {
    command: 'node --import tsx e2e/support/start-server.ts',
    url: `${baseURL}/api/health`,
    // A build and, once a day or after a change to what seeding reads, a seed (scripts/seeded-data.ts).
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { E2E_PORT: String(port) },
  },
});
