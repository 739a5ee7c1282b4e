/**
 * Keeps secrets out of the log (rule:no-secrets-in-logs). Headers that carry tokens are redacted by
 * path; URLs are masked here, because a reset link puts its token in the path and React Router repeats
 * that path in its own requests (`/reset-password/<token>.data`, `/__manifest?p=%2Freset-password%2F<token>`).
 */
import type { FastifyRequest } from 'fastify';

const redacted = '[redacted]';

/** Pino paths of the headers that carry a session token. */
export const redactedLogPaths = ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'];

/**
 * The segment after /reset-password/ or /alerts/confirm/ (a guest's alert confirmation, ADR 0056), plain or
 * percent-encoded as a query value.
 */
const resetTokenInPath = /((?:reset-password|alerts(?:\/|%2f)confirm)(?:\/|%2f))[^/?&#%]+/gi;
/**
 * Query parameters whose value is a secret whatever the route: token, resetToken, authToken, password, secret, and
 * `t`, the unsubscribe tokens of an alert mail's links (/alerts/unsubscribe?t=...).
 */
const secretParameter = /token|passw|secret|^t$/i;

/** The URL with every reset token and secret query value replaced by '[redacted]'. */
export function maskUrlSecrets(url: string): string {
  const masked = url.replace(resetTokenInPath, `$1${redacted}`);
  const queryStart = masked.indexOf('?');
  if (queryStart === -1) return masked;
  const query = masked
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      return equals !== -1 && secretParameter.test(safeDecode(name)) ? `${name}=${redacted}` : pair;
    })
    .join('&');
  return `${masked.slice(0, queryStart)}?${query}`;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Fastify's own request serializer, with the URL masked. */
export function serializeRequest(request: FastifyRequest) {
  const version = request.headers?.['accept-version'];
  return {
    method: request.method,
    url: maskUrlSecrets(request.url),
    version: Array.isArray(version) ? version[0] : version,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
