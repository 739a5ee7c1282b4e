/** aria-describedby from the ids that apply (hint, error, meter), or nothing at all. */
export function describedBy(...ids: (string | false | undefined | null)[]): string | undefined {
  const present = ids.filter(Boolean);
  return present.length > 0 ? present.join(' ') : undefined;
}
