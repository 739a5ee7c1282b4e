/**
 * Which Chromium the specs drive: Playwright's own when it is installed
 * (`npx playwright install chromium`), else the system's (Debian: `apt-get install chromium`).
 * PLAYWRIGHT_CHROMIUM_PATH overrides both.
 */
import fs from 'node:fs';
import { chromium, type LaunchOptions } from '@playwright/test';

const systemChromiums = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** Flags for a headless browser on a machine without a sandbox, GPU or internet. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export function chromiumExecutable(): string | undefined {
  const override = process.env.PLAYWRIGHT_CHROMIUM_PATH;
  if (override) return override;
  try {
    const own = chromium.executablePath();
    if (own && fs.existsSync(own)) return undefined; // Playwright finds its own.
  } catch {
    // Not installed: fall through to the system's.
  }
  const system = systemChromiums.find((p) => fs.existsSync(p));
  if (!system) {
    throw new Error(
      'No Chromium found. Install one: `npx playwright install chromium`, or on Debian `apt-get install -y chromium`.',
    );
  }
  return system;
}

export function chromiumLaunchOptions(): LaunchOptions {
  return { executablePath: chromiumExecutable(), args: chromiumArgs };
}
