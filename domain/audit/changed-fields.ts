/**
 * What an edit changes, as the audit row keeps it (rule:audit-log): for each of `fields` that `next` gives
 * (undefined means "left as it is") with a value other than the current one, the value before and after.
 * Values are compared as JSON, so an option list with the same entries is no change. An edit whose `after` is
 * empty changes nothing and writes nothing.
 */
export function changedFields<Row extends object, K extends keyof Row>(
  current: Row,
  next: Partial<Pick<Row, K>>,
  fields: readonly K[],
): { before: Partial<Pick<Row, K>>; after: Partial<Pick<Row, K>> } {
  const before: Partial<Pick<Row, K>> = {};
  const after: Partial<Pick<Row, K>> = {};
  for (const field of fields) {
    const value = next[field];
    if (value === undefined || JSON.stringify(value) === JSON.stringify(current[field])) continue;
    before[field] = current[field];
    after[field] = value;
  }
  return { before, after };
}

export const changesNothing = (after: object): boolean => Object.keys(after).length === 0;
