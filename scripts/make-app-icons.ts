/**
 * Draws the home-screen icons of the web app manifest (public/manifest.webmanifest) and the favicon from
 * public/icons/icon.svg:
 *
 *   npx tsx scripts/make-app-icons.ts
 *
 * The PNGs are committed: they change only when the artwork does. "any" icons have rounded corners like the favicon;
 * the maskable one is square and full-bleed, with the bag inside the middle 80% that every launcher's mask keeps.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const dir = path.resolve('public', 'icons');
const artwork = fs.readFileSync(path.join(dir, 'icon.svg'), 'utf8');
const rounded = artwork.replace('<rect width="32" height="32"', '<rect width="32" height="32" rx="8"');
// The bag drawn at 70% of the square, centred: inside the maskable safe zone (a circle of 80% of the width).
const maskable = artwork.replace(
  /(<path[\s\S]*<\/svg>)/,
  (paths) => `<g transform="translate(4.8 4.8) scale(0.7)">${paths.replace('</svg>', '')}</g></svg>`,
);

const outputs: [string, string, number][] = [
  ['icon-192.png', rounded, 192],
  ['icon-512.png', rounded, 512],
  ['maskable-512.png', maskable, 512],
  // iOS home screens use this one and round it themselves.
  ['apple-touch-icon-180.png', artwork, 180],
  // The tab's icon. A PNG, not the SVG: Chromium draws an SVG favicon in the page's own main thread, building a
  // document for it, a task of 10-45 ms on every load of a slow phone (ADR 0046).
  ['favicon-48.png', rounded, 48],
];
for (const [name, svg, size] of outputs) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(dir, name));
  console.log(`${name}: ${fs.statSync(path.join(dir, name)).size} bytes`);
}
