/**
 * The shop can be added to a phone's home screen (issue 15): every page links the web app manifest, the manifest
 * names the shop, its start page, colours and icons, each icon is the PNG of the size it claims, and Chromium itself
 * finds nothing that stops it from installing the shop. Nothing here depends on the screen's size: the laptop
 * project runs it once.
 */
import fs from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './support/browser';
import { expect, test } from './support/fixtures';

/** Width and height from a PNG's IHDR chunk (bytes 16-23). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

type Manifest = {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
};

test('the manifest names the shop and each icon is the PNG of the size it claims @desktop-only', async ({
  request,
}) => {
  const response = await request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await response.json()) as Manifest;
  expect(manifest).toMatchObject({
    name: 'Shop',
    short_name: 'Shop',
    start_url: '/',
    display: 'standalone',
    theme_color: '#4f46e5',
  });
  // Chromium asks for a 192 and a 512 icon; launchers that cut their own shape ask for a maskable one.
  const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`);
  expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    const [width, height] = icon.sizes.split('x').map(Number);
    expect(pngSize(await image.body()), icon.src).toEqual({ width, height });
  }
});

for (const path of ['/', '/products']) {
  test(`${path} links the manifest and Chromium finds no reason it cannot be installed @desktop-only`, async ({
    baseURL,
  }) => {
    // A profile of its own: Chromium never offers to install from an incognito window, which every other
    // Playwright context is.
    const profile = fs.mkdtempSync(join(os.tmpdir(), 'shop-install-'));
    const context = await chromium.launchPersistentContext(profile, { ...chromiumLaunchOptions(), baseURL });
    try {
      const page = await context.newPage();
      await page.goto(path);
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
      const cdp = await context.newCDPSession(page);
      const { url, errors } = await cdp.send('Page.getAppManifest');
      expect(errors).toEqual([]);
      expect(url).toMatch(/\/manifest\.webmanifest$/);
      // Chromium's own installability check, the one behind its "Install app" prompt.
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    }
  });
}

test('the tab icon is a PNG of the size it claims, never an SVG @desktop-only', async ({ request }) => {
  // ADR 0046: Chromium draws an SVG favicon in the page's own main thread, building a document for it on every load.
  const html = await (await request.get('/')).text();
  const icons = [...html.matchAll(/<link[^>]* rel="icon"[^>]*>/g)].map((match) => match[0]);
  expect(icons).toHaveLength(1);
  const href = /href="([^"]+)"/.exec(icons[0]!)?.[1];
  const [width, height] = (/sizes="(\d+)x(\d+)"/.exec(icons[0]!) ?? []).slice(1).map(Number);
  expect(icons[0]).toContain('type="image/png"');
  const image = await request.get(href!);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
  expect(pngSize(await image.body())).toEqual({ width, height });
});
