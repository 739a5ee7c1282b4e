/**
 * Record ids are UUIDs. A cheap check before a database look-up or a link is built: is this
 * string even shaped like one? Browser-safe (ADR 0017); the API's schemas use zod's `z.uuid()`.
 */
const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return uuidShape.test(value);
}
