/**
 * A bounded map of values that are good while a version stays the same: what this process keeps of products and
 * their reviews between requests (ADR 0036). The version is a write count the catalog index keeps per product
 * (CatalogIndex.product), so a value is used only while nothing has written what it was read from.
 *
 * Values are deep-frozen: every request that reads one shares the same object.
 */
export class VersionedCache<T> {
  /** In least-recently-used order: a hit moves its key to the end, the oldest go first past the capacity. */
  private readonly entries = new Map<string, { version: number; value: T }>();

  constructor(private readonly capacity: number) {}

  get(key: string, version: number): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.version !== version) return undefined;
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Keeps `value` under the version read before it was fetched; returns it frozen. */
  set(key: string, version: number, value: T): T {
    const frozen = deepFreeze(value);
    this.entries.delete(key);
    this.entries.set(key, { version, value: frozen });
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
    return frozen;
  }
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}
