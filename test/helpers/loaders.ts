/**
 * Calling a route's real loader as React Router would (ADR 0018): the load context the server builds for a request,
 * signed in as `user` or as a guest.
 */
import type { ShopLoadContext } from '../../app/load-context';
import { authenticateToken, toPublicUser } from '../../domain/auth/sessions';
import type { TestContext } from './app';
import type { TestUser } from './users';

export async function loadContextFor(ctx: TestContext, user: TestUser | null): Promise<{ shop: ShopLoadContext }> {
  const session = user ? await authenticateToken(ctx.database.db, user.token) : null;
  return {
    shop: {
      db: ctx.database.db,
      settings: ctx.app.settings,
      user: session ? toPublicUser(session.user) : null,
      cspNonce: 'test',
    },
  };
}

/** The loader's answer for `path` (with its route `params`), as `user` sees it. */
export async function runLoader<Loader extends (args: never) => unknown>(
  ctx: TestContext,
  loader: Loader,
  user: TestUser | null,
  path: string,
  params: Record<string, string> = {},
): Promise<Awaited<ReturnType<Loader>>> {
  const args = { context: await loadContextFor(ctx, user), params, request: new Request(`http://shop.test${path}`) };
  return (await loader(args as never)) as Awaited<ReturnType<Loader>>;
}
