/**
 * Maps every failure to `{ success: false, message, code }` exactly once. Bad input
 * is always a 4xx with a clear message; a 500 says nothing about our internals.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, errorCodes, type ErrorCode } from '../../domain/errors';
import { databaseErrorCode, isDatabaseUnavailable } from '../../db/transaction';
import type { App } from '../types';
import { uploadLimitText } from '../../domain/shared/limits';

function send(
  reply: FastifyReply,
  code: ErrorCode,
  message: string,
  details?: unknown,
  status: number = errorCodes[code],
) {
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .send({ success: false, message, code, ...(details === undefined ? {} : { details }) });
}

/** Fastify's own error codes for malformed requests, with the answer each deserves. */
const fastifyCodes: Record<string, [ErrorCode, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: ['INVALID_JSON', 'The request body is not valid JSON'],
  FST_ERR_CTP_EMPTY_JSON_BODY: ['INVALID_JSON', 'The request body is empty but the content type says JSON'],
  FST_ERR_CTP_BODY_TOO_LARGE: ['PAYLOAD_TOO_LARGE', 'The request body is too large'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ['UNSUPPORTED_MEDIA_TYPE', 'Unsupported content type'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ['BAD_REQUEST', 'The content length does not match the body'],
  FST_ERR_CTP_INVALID_TYPE: ['UNSUPPORTED_MEDIA_TYPE', 'Unsupported content type'],
  FST_REQ_FILE_TOO_LARGE: ['PAYLOAD_TOO_LARGE', `The file is too large (${uploadLimitText} at most)`],
  FST_FILES_LIMIT: ['PAYLOAD_TOO_LARGE', 'Send one file at a time'],
  FST_PARTS_LIMIT: ['PAYLOAD_TOO_LARGE', 'Too many parts in the upload'],
  FST_FIELDS_LIMIT: ['PAYLOAD_TOO_LARGE', 'Too many fields in the upload'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: ['UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data'],
  FST_ERR_VALIDATION: ['VALIDATION_ERROR', 'Invalid request'],
};

/**
 * What a request that met a database outage hears (rule:database-outage): 503 with a Retry-After a client or proxy
 * can honour. A PostgreSQL restart takes seconds; the storefront's pages use the same answer (server/storefront.ts).
 */
export const databaseRetryAfterSeconds = '5';
export const databaseUnavailableMessage = 'The shop is briefly unavailable. Please try again in a moment.';

function describeZodIssues(error: FastifyError): { message: string; details: unknown } {
  const issues = (error.validation ?? []).map((v) => {
    const params = v.params as { issue?: { path?: PropertyKey[]; message?: string } } | undefined;
    const where =
      params?.issue?.path?.map(String).join('.') || v.instancePath?.replace(/^\//, '').replaceAll('/', '.') || '';
    return { path: where, message: params?.issue?.message ?? v.message ?? 'Invalid value' };
  });
  const first = issues[0];
  const context = error.validationContext && error.validationContext !== 'body' ? ` (${error.validationContext})` : '';
  return { message: first ? `${first.message}${context}` : 'Invalid request', details: issues };
}

export function registerErrorHandling(app: App) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error.code === 'UNAUTHORIZED') reply.clearCookie('token-admin-ecom', { path: '/' });
      if (error.code === 'SERVICE_UNAVAILABLE' && !reply.hasHeader('retry-after'))
        reply.header('retry-after', databaseRetryAfterSeconds);
      // The first attempt with this Idempotency-Key is still running: ask again in a moment (rule:idempotent-orders).
      if (error.code === 'IDEMPOTENCY_IN_PROGRESS') reply.header('retry-after', '2');
      return send(reply, error.code, error.message, error.details);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const { message, details } = describeZodIssues(error);
      return send(reply, 'VALIDATION_ERROR', message, details);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return send(reply, 'INTERNAL', 'Something went wrong on our side. Please try again.');
    }
    const known = error.code ? fastifyCodes[error.code] : undefined;
    if (known) return send(reply, known[0], known[1]);
    if (error.statusCode === 429)
      return send(reply, 'RATE_LIMITED', error.message || 'Too many requests. Please slow down.');
    const dbCode = databaseErrorCode(error);
    if (dbCode === 'DATABASE_BUSY') {
      // PGlite's queue was too long for this request (db/wait-gate.ts); it never started its work.
      request.log.warn({ err: error }, 'embedded database busy');
      reply.header('retry-after', '2');
      return send(reply, 'SERVICE_UNAVAILABLE', 'The shop is very busy right now. Please try again in a moment.');
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', databaseRetryAfterSeconds);
      return send(reply, 'SERVICE_UNAVAILABLE', databaseUnavailableMessage);
    }
    if (dbCode === '57014') {
      request.log.warn({ err: error }, 'statement timeout');
      reply.header('retry-after', databaseRetryAfterSeconds);
      return send(reply, 'SERVICE_UNAVAILABLE', 'That took too long. Please try again in a moment.');
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Any other client error Fastify or a plugin raised: keep its status, never its internals.
      const code: ErrorCode =
        error.statusCode === 413
          ? 'PAYLOAD_TOO_LARGE'
          : error.statusCode === 415
            ? 'UNSUPPORTED_MEDIA_TYPE'
            : error.statusCode === 404
              ? 'NOT_FOUND'
              : 'BAD_REQUEST';
      return send(reply, code, error.message || 'Bad request', undefined, error.statusCode);
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 'INTERNAL', 'Something went wrong on our side. Please try again.');
  });

  app.setNotFoundHandler((request, reply) => {
    return send(reply, 'NOT_FOUND', `No such endpoint: ${request.method} ${request.url.split('?')[0]}`);
  });
}
