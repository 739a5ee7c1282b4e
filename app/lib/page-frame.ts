/**
 * Which frame a page sits in. The root route (app/root.tsx) draws the shop's frame (site header with search, cart
 * and user menu, footer, chat button) around every page, unless a matched route's `handle` is `ownFrameHandle`:
 * the back office's layout route draws its own (app/components/admin/admin-shell.tsx), and the printed documents
 * none. Asked of the route table through `useMatches`, so no code matches paths by hand.
 */
import type { UIMatch } from 'react-router';

/** The `handle` of a route that draws its own frame (or none). */
export const ownFrameHandle = { ownFrame: true } as const;

/** Whether one of the matched routes draws its own frame instead of the shop's. */
export function drawsOwnFrame(matches: readonly Pick<UIMatch, 'handle'>[]): boolean {
  return matches.some((match) => (match.handle as Partial<typeof ownFrameHandle> | undefined)?.ownFrame === true);
}
