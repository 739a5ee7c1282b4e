import { expect } from 'vitest';

/**
 * Asserts the error contract (ADR 0005): the status, `success: false`, the stable
 * `code`, a message a person can read, and nothing of our internals (no stack trace).
 */
export function expectError(
  response: { statusCode: number; body: string; json(): unknown },
  status: number,
  code: string,
) {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json() as { success: boolean; code: string; message: string; details?: unknown };
  expect(body.success).toBe(false);
  expect(body.code).toBe(code);
  expect(typeof body.message).toBe('string');
  expect(body.message.length).toBeGreaterThan(0);
  expect(response.body).not.toMatch(/at .*\.ts:\d+|node_modules|stack/i);
  return body;
}
