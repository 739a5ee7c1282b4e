/**
 * Hydration with Preact standing in for React (ADR 0041). Two things differ from React's own entry:
 *
 * - Preact renders into `document.documentElement` when given the document (the document is the browser's, not the
 *   app's), so the root's `<html>` would be built again inside the server's. It is given a parent of its own
 *   instead, whose one child is the server's `<html>` element: hydration adopts it and keeps the doctype.
 * - React Router's first render of HydratedRouter suspends on decoding the data streamed with the page, and Preact
 *   keeps only one server node of a tree that suspends while it hydrates. So that decoding is started and awaited
 *   first: HydratedRouter's first call throws its promise before it touches any hook. Hydration then runs straight
 *   through (a decoding error is rendered by the router as usual).
 * - Building the router (matching the routes, reading the page's data) and the first render of the page were one
 *   task, the longest of a page load on a phone (ADR 0043). HydratedRouter builds its router before its first hook
 *   too, so a second call, in a task of its own, builds it; that call then fails at its first hook, as no component
 *   is rendering, and the failure is dropped. The render finds the router built.
 */
import { startTransition, Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { nextTask, startHydrationInSteps } from './lib/hydrate-later';

/** The parent Preact hydrates: the document, seen as holding only its `<html>` element. */
function documentAsParent(): Document {
  const parent = {
    nodeType: Node.ELEMENT_NODE,
    get firstChild() {
      return document.documentElement;
    },
    get childNodes() {
      return [document.documentElement];
    },
    namespaceURI: document.documentElement.namespaceURI,
    ownerDocument: document,
    insertBefore: (node: Node, before: Node | null) => document.insertBefore(node, before),
    appendChild: (node: Node) => document.appendChild(node),
    removeChild: (node: Node) => document.removeChild(node),
  };
  return parent as unknown as Document;
}

/**
 * Calls HydratedRouter outside a render. The first call starts decoding the page's data and throws that promise,
 * returned here to be awaited; once the data is decoded, a call builds the router and fails at its first hook.
 */
function callRouterOutsideRender(): Promise<unknown> | undefined {
  try {
    HydratedRouter({});
  } catch (thrown) {
    if (thrown instanceof Promise) return thrown.catch(() => undefined);
    // Its first hook, outside a render; or a decoding error, which the render meets again and shows as usual.
  }
  return undefined;
}

await callRouterOutsideRender();
// The modules have just been evaluated and the data decoded; the browser gets a turn before each step (ADR 0043).
await nextTask();
callRouterOutsideRender();
await nextTask();
startHydrationInSteps();
startTransition(() => {
  hydrateRoot(
    documentAsParent(),
    // Anything else that suspends while hydrating (a lazy part of a page) is caught here rather than failing.
    <Suspense>
      <HydratedRouter />
    </Suspense>,
  );
});
