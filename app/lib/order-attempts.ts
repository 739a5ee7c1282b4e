/**
 * Idempotency keys for Complete Order (rule:idempotent-orders; domain/orders/place-order-idempotently.ts).
 *
 * One key per attempt. An attempt is one order request: retrying the very same request after
 * the answer got lost (network error, server hiccup, "already being placed") reuses its key,
 * so the server answers the first result instead of placing a second order. After a definite
 * answer (placed, or refused: stock, validation) the next click is a new attempt with a new
 * key; a changed request (another address, another quantity) is a new attempt too, since the
 * server refuses a key reused for a different order.
 */
import { ApiError } from './api';

/** A random v4 UUID; falls back to getRandomValues where randomUUID is missing (plain http). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Whether the server may not have finished with the request (so the same key must be used
 * again): no answer at all, a server-side failure, a rate limit, or the first request still running.
 */
export function answerWasInconclusive(err: unknown): boolean {
  if (!(err instanceof ApiError)) return true;
  return err.status === 0 || err.status >= 500 || err.status === 429 || err.code === 'IDEMPOTENCY_IN_PROGRESS';
}

export interface OrderAttempts {
  /** The key for this request: the current attempt's when the request is the same, else a new one. */
  keyFor(requestBody: string): string;
  /** The server gave a definite answer: the next request is a new attempt. */
  finish(): void;
}

export function createOrderAttempts(makeKey: () => string = newIdempotencyKey): OrderAttempts {
  let current: { key: string; body: string } | null = null;
  return {
    keyFor(body) {
      if (!current || current.body !== body) current = { key: makeKey(), body };
      return current.key;
    },
    finish() {
      current = null;
    },
  };
}
