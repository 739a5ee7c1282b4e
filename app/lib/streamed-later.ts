/**
 * A loader's promise that the page awaits later, as it streams (`<Await>`): marked handled at once, and returned as
 * it is. When no page ever awaits it (another loader failed, the database went away, the shopper left), its rejection
 * would otherwise be an unhandled rejection, which stops a Node process: every request that process held would fail
 * with it. A page that does await it still sees the rejection and shows its error state.
 */
export function streamedLater<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}
