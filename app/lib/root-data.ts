import { useRouteLoaderData } from 'react-router';
import type { loader } from '../root';

export type RootData = Awaited<ReturnType<typeof loader>>;

/** The root loader's data (user, cart, categories, settings) from any component under the shell. */
export function useRootData(): RootData {
  const found = useRouteLoaderData<typeof loader>('root');
  if (!found) throw new Error('useRootData used outside the root route');
  return found;
}
