/**
 * GET /uploads/<key>: uploaded and seeded images, from the store UPLOAD_STORAGE names (ADR 0025).
 * Keys are generated and their content never changes, so every answer may be cached for a year
 * as immutable. Both stores answer alike: the image's own type, an ETag (304 when it matches),
 * 404 for a missing image, no folder listing, nothing outside the store.
 *
 * The pages name the smaller copies of every upload (`user/<hex>-w<width>.webp`, domain/shared/image-variants.ts).
 * An upload stored before uploads had copies has none: at a copy's URL it answers with the picture itself, whole
 * rather than not at all.
 */
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isImageKey, isUploadedImageKey, uploadsUrlPrefix } from '../../domain/shared/image-keys';
import { imageCopyUrl, uploadedImageSize } from '../../domain/shared/image-variants';
import type { StoredImage } from '../../domain/shared/ports';
import type { App } from '../types';

const immutableForAYear = 'public, max-age=31536000, immutable';

/** If-None-Match as RFC 9110 compares it for GET: weakly, any tag of a list, or `*`. */
function matchesTag(header: string, etag: string): boolean {
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.trim() === '*' || header.split(',').some((tag) => bare(tag) === bare(etag));
}

function isFresh(request: FastifyRequest, image: StoredImage): boolean {
  const noneMatch = request.headers['if-none-match'];
  if (noneMatch) return matchesTag(noneMatch, image.etag);
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  // HTTP dates have whole seconds.
  return Number.isFinite(since) && Math.floor(image.modifiedAt.getTime() / 1000) * 1000 <= since;
}

async function sendStoredImage(request: FastifyRequest, reply: FastifyReply, image: StoredImage) {
  reply
    .header('cache-control', immutableForAYear)
    .header('etag', image.etag)
    .header('last-modified', image.modifiedAt.toUTCString());
  if (isFresh(request, image)) return reply.code(304).send();
  return reply
    .type(image.contentType)
    .send(Buffer.from(image.bytes.buffer, image.bytes.byteOffset, image.bytes.byteLength));
}

export async function registerImageServing(app: App) {
  const store = app.images;

  // More specific than either store's route below, so every copy of an upload comes here, from both stores.
  app.get(
    `${uploadsUrlPrefix}user/:hex-w:width.webp`,
    { schema: { hide: true } },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const { hex, width } = request.params as { hex: string; width: string };
      const picture = `user/${hex}.webp`;
      const known = (uploadedImageSize.smallerWidths as readonly number[]).includes(Number(width));
      if (!isUploadedImageKey(picture) || !/^\d+$/.test(width) || !known) return reply.callNotFound();
      const image = (await store.get(imageCopyUrl(picture, Number(width)))) ?? (await store.get(picture));
      if (!image) return reply.callNotFound();
      return sendStoredImage(request, reply, image);
    },
  );
  if (store.kind === 'disk') {
    // One process (or a folder every process mounts): stream files as static files, the fast path.
    await app.register(fastifyStatic, {
      root: store.dir,
      prefix: uploadsUrlPrefix,
      immutable: true,
      maxAge: '365d',
      index: false,
      list: false,
      dotfiles: 'deny',
      // Only image keys: a folder, a dot file or anything odd is not found, as in the database store.
      allowedPath: (pathname) => isImageKey(pathname.replace(/^\//, '')),
    });
    return;
  }

  // The database store: any app process serves any image. A key that is not one (a traversal,
  // a folder) is simply not found; the store never looks it up.
  app.get(`${uploadsUrlPrefix}*`, { schema: { hide: true } }, async (request: FastifyRequest, reply: FastifyReply) => {
    const key = (request.params as { '*': string })['*'];
    const image = await store.get(key);
    if (!image) return reply.callNotFound();
    return sendStoredImage(request, reply, image);
  });
}
