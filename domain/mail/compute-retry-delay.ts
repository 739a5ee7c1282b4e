/** However many attempts have failed, the next one is at most an hour away. */
export const maxRetryDelayMs = 60 * 60 * 1000;

/**
 * How long to wait after the `attempt`-th failed delivery (1-based) before the next one: exponential
 * backoff from `baseMs` (1, 2, 4, 8 ... times it), capped at an hour (ADR 0024).
 */
export function computeRetryDelay(attempt: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempt - 1), maxRetryDelayMs);
}
