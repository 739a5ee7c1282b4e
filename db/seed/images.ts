/**
 * Seed images, generated offline at seed time (never fetched): 3D Fluent Emoji
 * (MIT, from the installed @lobehub/fluent-emoji-3d package) composed by sharp on
 * soft pastel gradients. A file's name is derived from its composition (kind,
 * emojis, variant, hue), so identical compositions share one file and a file that
 * already exists is never drawn again: a second seed, or the large-catalog top-up,
 * writes nothing.
 *
 * Naming (all under `catalog/` in the image store, served at /uploads/catalog/): `<name>.webp` at the kind's full
 * size (the URL stored in the database) and, beside it, `<name>-w<width>.webp` for each smaller copy the pages offer
 * in a srcset. Sizes and copies per kind are in domain/shared/image-variants.ts, which the pages read too.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import sharp from 'sharp';
import { pictureFileKeys, type SeededImageKind, seededImageSizes } from '../../domain/shared/image-variants';
import type { ImageStore } from '../../domain/shared/ports';
import { webpCopies } from '../../domain/uploads/webp-copies';

export type ImageKind = SeededImageKind;

export interface ImageSpec {
  kind: ImageKind;
  /** Emoji file names (codepoints, as in the package's assets folder): the subject first, then accents. */
  emojis: readonly string[];
  /** Background hue in degrees (0-359). */
  hue: number;
  /** Composition: 0 front view, 1 angled with an accent, 2 close-up on a pattern. */
  variant: number;
}

/** Full pixel sizes per kind, with the widths of the smaller copies. */
export const imageSizes = seededImageSizes;
export const catalogUrlPrefix = '/uploads/catalog/';
/** The same folder as a key of the image store. */
const catalogKeyPrefix = 'catalog/';
// Effort 2 takes 1.6 times effort 0's encoding time and half the default 4's, with files 26% smaller than
// effort 0's and 5% larger than effort 4's at the same quality (ADR 0048): the whole seed's drawing went from 22.1 s
// to 24.8 s, its files from 18.1 MB to 14.1 MB, and the home page's first mobile banner on a phone from 25 kB (the
// 800 px file at effort 0) to 14 kB (the 700 px copy at effort 2).
const webpOptions = { quality: 78, effort: 2 } as const;

export function imageName(spec: ImageSpec): string {
  const emojis = spec.emojis.join('_');
  return `${imageSizes[spec.kind].prefix}-${emojis}-v${spec.variant}-h${spec.hue}`;
}

export function imageUrl(spec: ImageSpec): string {
  return `${catalogUrlPrefix}${imageName(spec)}.webp`;
}

const require = createRequire(import.meta.url);
/** The package's folder of 256 px WebP emoji, resolved through node's module lookup. */
export const emojiAssetsDir = path.join(
  path.dirname(require.resolve('@lobehub/fluent-emoji-3d/package.json')),
  'assets',
);

export function emojiExists(code: string): boolean {
  return fs.existsSync(path.join(emojiAssetsDir, `${code}.webp`));
}

// ---------------------------------------------------------------- colour and shapes

function hsl(h: number, s: number, l: number): string {
  const hue = ((h % 360) + 360) % 360;
  const sat = s / 100;
  const light = l / 100;
  const a = sat * Math.min(light, 1 - light);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = light - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

interface Placement {
  code: string;
  /** Centre and size as fractions of the canvas's shorter side (x, y of width/height). */
  x: number;
  y: number;
  size: number;
  angle: number;
  shadow?: boolean;
}

/** A pastel gradient with a soft spotlight, optional dots, and ground shadows under the subjects. */
function backgroundSvg(width: number, height: number, hue: number, variant: number, placements: Placement[]): string {
  const short = Math.min(width, height);
  const top = hsl(hue, 78, 94);
  const bottom = hsl(hue + 28, 70, 84);
  const accent = hsl(hue + 170, 65, 88);
  const shapes: string[] = [];
  // Spotlight behind the main subject: radial gradients are cheap to render, unlike blur filters.
  const main = placements[0];
  if (main) {
    shapes.push(
      `<circle cx="${main.x * width}" cy="${main.y * height}" r="${main.size * short * 0.78}" fill="url(#spot)"/>`,
    );
  }
  if (variant === 1) {
    shapes.push(
      `<circle cx="${width * 0.86}" cy="${height * 0.16}" r="${short * 0.2}" fill="#ffffff" fill-opacity="0.45"/>`,
    );
    shapes.push(
      `<circle cx="${width * 0.1}" cy="${height * 0.88}" r="${short * 0.12}" fill="${accent}" fill-opacity="0.5"/>`,
    );
  } else if (variant === 2) {
    // A quiet dot grid, so close-ups read as a different shot.
    const step = short / 9;
    for (let gx = step / 2; gx < width; gx += step) {
      for (let gy = step / 2; gy < height; gy += step) {
        shapes.push(
          `<circle cx="${gx.toFixed(1)}" cy="${gy.toFixed(1)}" r="${(short / 160).toFixed(1)}" fill="${accent}" fill-opacity="0.9"/>`,
        );
      }
    }
  } else {
    shapes.push(
      `<rect x="0" y="${height * 0.78}" width="${width}" height="${height * 0.22}" fill="#ffffff" fill-opacity="0.25"/>`,
    );
  }
  for (const p of placements) {
    if (!p.shadow) continue;
    const cx = p.x * width;
    const cy = p.y * height + p.size * short * 0.46;
    shapes.push(
      `<ellipse cx="${cx}" cy="${cy}" rx="${p.size * short * 0.42}" ry="${p.size * short * 0.09}" fill="url(#shadow)"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>
<radialGradient id="spot"><stop offset="0" stop-color="#ffffff" stop-opacity="0.8"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
<radialGradient id="shadow"><stop offset="0" stop-color="#000000" stop-opacity="0.2"/><stop offset="1" stop-color="#000000" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
${shapes.join('\n')}
</svg>`;
}

/** Where each emoji goes, per kind and variant. Sizes are fractions of the shorter side. */
function layout(spec: ImageSpec): Placement[] {
  const [main = '1f4e6', ...accents] = spec.emojis;
  const accent = accents[0];
  switch (spec.kind) {
    case 'product':
    case 'category': {
      if (spec.variant === 1) {
        const placed: Placement[] = [{ code: main, x: 0.46, y: 0.46, size: 0.56, angle: -12, shadow: true }];
        if (accent) placed.push({ code: accent, x: 0.8, y: 0.78, size: 0.22, angle: 10 });
        return placed;
      }
      if (spec.variant === 2) return [{ code: main, x: 0.5, y: 0.5, size: 0.7, angle: 8 }];
      const placed: Placement[] = [{ code: main, x: 0.5, y: 0.47, size: 0.6, angle: 0, shadow: true }];
      if (accent && spec.kind === 'category') placed.push({ code: accent, x: 0.8, y: 0.8, size: 0.24, angle: -8 });
      return placed;
    }
    case 'avatar':
      return [{ code: main, x: 0.5, y: 0.52, size: 0.74, angle: 0 }];
    case 'banner-desktop': {
      // Subjects sit on the right so the hero's text can overlay the left (rule:hero-banner: badge, heading, subtitle).
      const spots = [
        { x: 0.72, y: 0.5, size: 0.72, angle: -6 },
        { x: 0.9, y: 0.3, size: 0.34, angle: 12 },
        { x: 0.55, y: 0.76, size: 0.3, angle: -14 },
        { x: 0.92, y: 0.78, size: 0.28, angle: 8 },
      ];
      return spec.emojis.slice(0, spots.length).map((code, i) => ({ code, ...spots[i]!, shadow: i === 0 }));
    }
    case 'banner-mobile': {
      const spots = [
        { x: 0.5, y: 0.66, size: 0.62, angle: -6 },
        { x: 0.2, y: 0.42, size: 0.3, angle: 12 },
        { x: 0.82, y: 0.44, size: 0.28, angle: -10 },
        { x: 0.8, y: 0.9, size: 0.24, angle: 8 },
      ];
      return spec.emojis.slice(0, spots.length).map((code, i) => ({ code, ...spots[i]!, shadow: i === 0 }));
    }
  }
}

// ---------------------------------------------------------------- rendering

interface RawLayer {
  input: Buffer;
  raw: { width: number; height: number; channels: 4 };
}

/** Resized and rotated emoji, kept while one run lasts: many compositions reuse the same subject at the same size. */
const layerCache = new Map<string, Promise<RawLayer>>();

function emojiLayer(code: string, size: number, angle: number): Promise<RawLayer> {
  const key = `${code}/${size}/${angle}`;
  let layer = layerCache.get(key);
  if (!layer) {
    layer = (async () => {
      const file = path.join(emojiAssetsDir, `${code}.webp`);
      // One pipeline: sharp rotates the 256 px source first, then resizes. The rotated box is
      // larger than the picture by |cos| + |sin|, so resize the box by that factor to keep
      // the emoji itself at `size`.
      const radians = (angle * Math.PI) / 180;
      const box = Math.round(size * (Math.abs(Math.cos(radians)) + Math.abs(Math.sin(radians))));
      const { data, info } = await sharp(file)
        .rotate(angle, { background: { r: 0, g: 0, b: 0, alpha: 0 } })
        .resize(box, box, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      return { input: data, raw: { width: info.width, height: info.height, channels: 4 as const } };
    })();
    layerCache.set(key, layer);
    if (layerCache.size > 32) layerCache.delete(layerCache.keys().next().value!);
  }
  return layer;
}

/**
 * The background depends only on kind, variant and hue (the layout's positions do not
 * depend on which emoji is drawn), so products sharing a hue share one rendered SVG.
 * Work is sorted by kind, variant, emoji and hue (see renderImages), so keeping one
 * canvas per hue of the current variant is enough, and each emoji layer is made once.
 */
const hueSlots = 16;
const backgroundCache = new Map<string, Promise<Buffer>>();

function background(spec: ImageSpec, placements: Placement[]): Promise<Buffer> {
  const { width, height } = imageSizes[spec.kind];
  const key = backgroundKey(spec);
  let canvas = backgroundCache.get(key);
  if (!canvas) {
    canvas = sharp(Buffer.from(backgroundSvg(width, height, spec.hue, spec.variant, placements)))
      .removeAlpha()
      .raw()
      .toBuffer();
    backgroundCache.set(key, canvas);
    if (backgroundCache.size > hueSlots) backgroundCache.delete(backgroundCache.keys().next().value!);
  }
  return canvas;
}

const backgroundKey = (spec: ImageSpec) => `${spec.kind}/${spec.variant}/${spec.hue}`;
const sortKey = (spec: ImageSpec) =>
  `${spec.kind}/${spec.variant}/${spec.emojis.join('_')}/${String(spec.hue).padStart(3, '0')}`;

async function compose(spec: ImageSpec): Promise<{ data: Buffer; width: number; height: number }> {
  const { width, height } = imageSizes[spec.kind];
  const short = Math.min(width, height);
  const placements = layout(spec);
  const layers = await Promise.all(
    placements.map(async (p) => {
      const layer = await emojiLayer(p.code, Math.round(p.size * short), p.angle);
      const left = Math.round(p.x * width - layer.raw.width / 2);
      const top = Math.round(p.y * height - layer.raw.height / 2);
      return { ...layer, left, top };
    }),
  );
  // Layers may hang over an edge (close-ups, banners): crop each to the canvas first, as composite refuses overflow.
  const fitted = await Promise.all(layers.map((layer) => fitLayer(layer, width, height)));
  const data = await sharp(await background(spec, placements), { raw: { width, height, channels: 3 } })
    .composite(fitted.filter((l): l is NonNullable<typeof l> => l !== null))
    .removeAlpha()
    .raw()
    .toBuffer();
  return { data, width, height };
}

async function fitLayer(layer: RawLayer & { left: number; top: number }, width: number, height: number) {
  const left = Math.max(0, layer.left);
  const top = Math.max(0, layer.top);
  const right = Math.min(width, layer.left + layer.raw.width);
  const bottom = Math.min(height, layer.top + layer.raw.height);
  if (right <= left || bottom <= top) return null;
  if (
    left === layer.left &&
    top === layer.top &&
    right - left === layer.raw.width &&
    bottom - top === layer.raw.height
  ) {
    return { input: layer.input, raw: layer.raw, left, top };
  }
  const { data, info } = await sharp(layer.input, { raw: layer.raw })
    .extract({ left: left - layer.left, top: top - layer.top, width: right - left, height: bottom - top })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { input: data, raw: { width: info.width, height: info.height, channels: 4 as const }, left, top };
}

const mainKey = (spec: ImageSpec) => `${catalogKeyPrefix}${imageName(spec)}.webp`;

/** The store keys of a composition: the picture and its smaller copies. A composition missing any is drawn again. */
const keysFor = (spec: ImageSpec) => pictureFileKeys(mainKey(spec), imageSizes[spec.kind].smallerWidths);

/**
 * Stores the picture and its smaller copies through the image store, so they are served like an upload (ADR 0025).
 * A data folder seeded before a kind had copies gets them at the next seed (the store keeps the files it has).
 */
async function render(spec: ImageSpec, images: ImageStore): Promise<void> {
  const { data, width, height } = await compose(spec);
  const picture = sharp(data, { raw: { width, height, channels: 3 } });
  const key = mainKey(spec);
  for (const copy of await webpCopies(picture, key, imageSizes[spec.kind].smallerWidths, webpOptions)) {
    await images.put(copy.key, copy.bytes, 'image/webp');
  }
  await images.put(key, await picture.clone().webp(webpOptions).toBuffer(), 'image/webp');
}

export interface RenderResult {
  written: number;
  skipped: number;
  ms: number;
}

/**
 * Renders every distinct composition among `specs` into the image store under `catalog/`,
 * skipping those it holds already, with at most `concurrency` images in flight
 * (libvips threads each one too, so the core count is plenty). With `onlyCopiesOfStored`, only the
 * compositions whose picture is stored and some smaller copy is not: a shop seeded before a kind had its copies
 * gets them, and a shop that never held the demo's pictures gets none.
 */
export async function renderImages(
  specs: readonly ImageSpec[],
  images: ImageStore,
  options: { log?: (message: string) => void; concurrency?: number; onlyCopiesOfStored?: boolean } = {},
): Promise<RenderResult> {
  const started = Date.now();
  const unique = new Map<string, ImageSpec>();
  for (const spec of specs) unique.set(imageName(spec), spec);
  const stored = await images.existing([...unique.values()].flatMap(keysFor));
  const todo = [...unique.values()]
    .filter((spec) => !keysFor(spec).every((key) => stored.has(key)))
    .filter((spec) => !options.onlyCopiesOfStored || stored.has(mainKey(spec)))
    .sort((a, b) => sortKey(a).localeCompare(sortKey(b)));
  const skipped = unique.size - todo.length;
  const total = todo.length;
  const concurrency = Math.max(1, options.concurrency ?? Math.min(4, os.availableParallelism()));
  const step = Math.max(50, Math.ceil(total / 10));
  let done = 0;
  let nextIndex = 0;
  const worker = async () => {
    while (nextIndex < todo.length) {
      const spec = todo[nextIndex++]!;
      await render(spec, images);
      done += 1;
      if (done % step === 0 || done === total) options.log?.(`seed: images ${done}/${total}`);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, total) }, worker));
  layerCache.clear();
  backgroundCache.clear();
  return { written: total, skipped, ms: Date.now() - started };
}
