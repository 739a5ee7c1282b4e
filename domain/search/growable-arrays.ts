/**
 * The storage the catalog index is built of (ADR 0036): flat typed arrays that grow, and strings interned to small
 * numbers, so 100,000 products cost a few arrays rather than 100,000 objects.
 */

/**
 * The next size of a full array of `length`: double while loading; once trimmed, an eighth more, so the edits of a
 * running shop do not double the lists of the words they touch (a list of "cotton" holds thousands of products).
 */
export function roomFor(length: number, trimmed: boolean): number {
  return trimmed ? length + Math.max(4, length >> 3) : Math.max(4, length * 2);
}

export type TypedArray = Int32Array | Uint8Array | Uint16Array | Uint32Array | Float64Array | Float32Array;
export function grow<T extends TypedArray>(array: T, size: number): T {
  const bigger = new (array.constructor as new (n: number) => T)(size);
  bigger.set(array);
  return bigger;
}

/** Interns strings to small numbers (categories, brands, option values). */
export class Interner {
  private readonly numbers = new Map<string, number>();
  readonly values: string[] = [];
  of(value: string): number {
    let n = this.numbers.get(value);
    if (n === undefined) {
      n = this.values.length;
      this.values.push(value);
      this.numbers.set(value, n);
    }
    return n;
  }
  find(value: string): number | undefined {
    return this.numbers.get(value);
  }
}
