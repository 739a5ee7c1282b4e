import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';
import type { SaveForLaterButton as SaveForLaterButtonType } from '../cart/save-for-later-button';
import type SaveButtonType from './save-button';

/*
 * The wishlist's buttons are not part of any page's first load (the pages with product cards are at the first-load
 * cap, bench/first-load.ts): their code is one chunk (./buttons-chunk.ts), and this module, in the shell every page
 * loads (the cart drawer imports it), only points at it, so no page's own chunk carries a list of files to preload.
 */
const chunk = () => import('./buttons-chunk');
const SaveButton = lazy(() => chunk().then((loaded) => ({ default: loaded.SaveButton })));
// The drawer is drawn in the browser only: a chunk out of reach (offline, never loaded) leaves the line without it.
const SaveForLaterButton = lazy<ComponentType<ComponentProps<typeof SaveForLaterButtonType>>>(() =>
  chunk().then(
    (loaded) => ({ default: loaded.SaveForLaterButton }),
    () => ({ default: () => null }),
  ),
);

/**
 * The heart as product cards and the product page render it. The server renders it in place; in the browser its
 * boundary hydrates once the chunk is in (fetched as the page hydrates), and a tap before then makes React hydrate it
 * first and replay the tap.
 */
export function LazySaveButton(props: ComponentProps<typeof SaveButtonType>) {
  return (
    <Suspense fallback={null}>
      <SaveButton {...props} />
    </Suspense>
  );
}

/** A signed-in shopper's cart line's "Save for later", loaded when the drawer first shows a line. */
export function LazySaveForLaterButton(props: ComponentProps<typeof SaveForLaterButtonType>) {
  return (
    <Suspense fallback={null}>
      <SaveForLaterButton {...props} />
    </Suspense>
  );
}
