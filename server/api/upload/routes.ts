import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../../domain/errors';
import { storeUploadedImage } from '../../../domain/uploads/store-uploaded-image';
import { limitPer } from '../../plugins/rate-limits';
import type { App } from '../../types';
import { uploadedImageSchema } from '../../../domain/views/accounts';
import { acceptedImageTypesText, uploadLimitText } from '../../../domain/shared/limits';
import { envelope, ok } from '../envelope';

const uploadResult = envelope(uploadedImageSchema);

/**
 * The uploader's account when the request carries a valid session (the Edit Profile dialog), else
 * null: the upload is anonymous (sign-up). A cookie sent from another site counts as no session, so
 * a foreign page cannot spend a shopper's quota or put images in their name.
 */
async function signedInUserId(app: App, request: FastifyRequest, reply: FastifyReply): Promise<string | null> {
  try {
    await app.requireUser(request, reply);
  } catch (err) {
    if (err instanceof AppError && (err.code === 'UNAUTHORIZED' || err.code === 'CROSS_ORIGIN')) return null;
    throw err;
  }
  return request.auth?.user.id ?? null;
}

/** @fastify/multipart's own errors (size and count limits) carry FST_ codes the error handler maps to 413 and 415. */
const isMultipartLimitError = (err: unknown) =>
  typeof (err as { code?: unknown })?.code === 'string' && (err as { code: string }).code.startsWith('FST_');

export default async function uploadRoutes(app: App) {
  // POST upload/uploadImage (rule:account-api, multipart field `file`). Public on purpose: sign-up offers
  // a profile picture before the account exists; the rate limit, the 5 MB cap, the daily quota of
  // the account or, without one, of the client address (rule:upload-quotas) and the quarantine
  // (rule:upload-quarantine) bound abuse.
  app.post(
    '/upload/uploadImage',
    {
      config: limitPer(app, 20, '10 minutes'),
      schema: {
        tags: ['upload'],
        summary: `Upload an image (${acceptedImageTypesText}, at most ${uploadLimitText}); it is stored as WebP`,
        consumes: ['multipart/form-data'],
        response: { 201: uploadResult },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the image as multipart/form-data in the field "file".');
      }
      // The whole request is read before anything is stored, so the limits of app.ts (5 MB,
      // one file) refuse it as a whole: toBuffer throws FST_REQ_FILE_TOO_LARGE past 5 MB.
      let bytes: Buffer | undefined;
      let otherFileField = false;
      try {
        for await (const part of request.parts()) {
          if (part.type !== 'file') continue;
          const content = await part.toBuffer();
          if (part.fieldname === 'file') bytes ??= content;
          else otherFileField = true;
        }
      } catch (err) {
        if (isMultipartLimitError(err)) throw err;
        // busboy's "Unexpected end of multipart data" and the like: the body, not our server, is broken.
        throw new AppError('BAD_REQUEST', 'The upload was cut off or malformed. Please try again.');
      }
      if (!bytes) {
        throw new AppError(
          'BAD_REQUEST',
          otherFileField ? 'Send the image in the field "file".' : 'Please choose an image to upload.',
        );
      }
      const userId = await signedInUserId(app, request, reply);
      const { config } = app;
      const multiplier = config.RATE_LIMIT_MULTIPLIER;
      const quota = userId
        ? { maxUploads: config.UPLOADS_PER_DAY_ACCOUNT, megabytes: config.UPLOAD_MB_PER_DAY_ACCOUNT }
        : { maxUploads: config.UPLOADS_PER_DAY_ANONYMOUS, megabytes: config.UPLOAD_MB_PER_DAY_ANONYMOUS };
      const stored = await storeUploadedImage(
        app.db,
        app.images,
        {
          userId,
          clientAddress: request.ip,
          quota: {
            maxUploads: Math.ceil(quota.maxUploads * multiplier),
            maxBytes: Math.floor(quota.megabytes * 1024 * 1024 * multiplier),
          },
        },
        bytes,
      );
      return reply.status(201).send(ok(stored, 'Image uploaded successfully'));
    },
  );
}
