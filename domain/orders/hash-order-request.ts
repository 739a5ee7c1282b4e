import { createHash } from 'node:crypto';
import type { PlaceOrderInput } from '../schemas/orders';

/** JSON with object keys sorted, so the same request always hashes the same whatever its key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The fingerprint an Idempotency-Key is bound to (rule:idempotent-orders): a SHA-256 of the
 * validated request, so a retry of the same order matches and a different order under a
 * reused key does not. Fields the schema drops (unknown keys) do not count.
 */
export function hashOrderRequest(input: PlaceOrderInput): string {
  return createHash('sha256').update(canonicalJson(input)).digest('hex');
}
