import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { answerWasInconclusive, createOrderAttempts, newIdempotencyKey } from './order-attempts';

describe('order attempts (one Idempotency-Key per attempt)', () => {
  it('reuses the key when the same request is retried, until a definite answer', () => {
    let n = 0;
    const attempts = createOrderAttempts(() => `key-${++n}`);
    expect(attempts.keyFor('{"a":1}')).toBe('key-1');
    // Network error: the same request again keeps its key, so the server can answer the first result.
    expect(attempts.keyFor('{"a":1}')).toBe('key-1');
    attempts.finish();
    expect(attempts.keyFor('{"a":1}')).toBe('key-2');
  });

  it('gives a changed request a new key (the server refuses a key reused for another order)', () => {
    let n = 0;
    const attempts = createOrderAttempts(() => `key-${++n}`);
    expect(attempts.keyFor('{"city":"Pune"}')).toBe('key-1');
    expect(attempts.keyFor('{"city":"Mumbai"}')).toBe('key-2');
  });

  it('knows which failures leave the order undecided', () => {
    expect(answerWasInconclusive(new ApiError('offline', 0, 'NETWORK'))).toBe(true);
    expect(answerWasInconclusive(new ApiError('down', 503, 'SERVICE_UNAVAILABLE'))).toBe(true);
    expect(answerWasInconclusive(new ApiError('busy', 409, 'IDEMPOTENCY_IN_PROGRESS'))).toBe(true);
    expect(
      answerWasInconclusive(
        new ApiError('Only 2 left of Kurta. Please reduce the quantity.', 409, 'INSUFFICIENT_STOCK'),
      ),
    ).toBe(false);
    expect(answerWasInconclusive(new ApiError('ZIP Code is invalid', 400, 'VALIDATION_ERROR'))).toBe(false);
  });

  it('makes random v4 UUIDs', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });
});
