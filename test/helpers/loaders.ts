/**
 * Calling a route's real loader as React Router would (ADR 0018): the load context the server builds for a request,
 * signed in as `user` or as a guest.
 */
import type { UNSAFE_DataWithResponseInit as DataWithResponseInit } from 'react-router';
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
      cartOwner: session ? { userId: session.user.id } : null,
      cspNonce: 'test',
    },
  };
}

/** A loader's data, out of the `data(value, { headers })` a loader returns to set a header (a cookie). */
type LoaderData<T> = T extends DataWithResponseInit<infer D> ? D : T;

/** The loader's answer for `path` (with its route `params`), as `user` sees it. */
export async function runLoader<Loader extends (args: never) => unknown>(
  ctx: TestContext,
  loader: Loader,
  user: TestUser | null,
  path: string,
  params: Record<string, string> = {},
): Promise<LoaderData<Awaited<ReturnType<Loader>>>> {
  const args = { context: await loadContextFor(ctx, user), params, request: new Request(`http://shop.test${path}`) };
  const answer = (await loader(args as never)) as { type?: unknown; data?: unknown };
  return (answer?.type === 'DataWithResponseInit' ? answer.data : answer) as LoaderData<Awaited<ReturnType<Loader>>>;
}
