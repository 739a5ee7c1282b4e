/**
 * Server rendering with Preact (ADR 0041). The whole page is rendered before it is sent: Preact's streaming renderer
 * moves late content into place with a custom element that looks for its slot when it is parsed, and React Router puts
 * the slot of its streamed data after `</html>`, which is parsed last, so the data scripts would never run. The data
 * streamed with the page (the turbo-stream in `<Scripts>`) is written inline, where the router reads it as it does
 * from a stream. Every inline script carries the response's CSP nonce (server/storefront.ts).
 *
 * The page's JavaScript is fetched at low priority: the server-rendered HTML is the whole first paint, so on a slow
 * connection the stylesheet and the largest image go first and the scripts (needed for hydration, not for reading)
 * after them. Without it Chrome fetches some forty module preloads at high priority, ahead of the hero image.
 */
import { type AppLoadContext, type EntryContext, ServerRouter } from 'react-router';
import { renderToStringAsync } from 'preact-render-to-string';

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.shop.cspNonce;
  const html = await renderToStringAsync(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />);
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(`<!DOCTYPE html>${withLowPriorityScripts(html)}`, {
    headers: responseHeaders,
    status: responseStatusCode,
  });
}

/** React Router's `<Scripts>` takes no fetch priority for its module preloads; each tag gets it here. */
function withLowPriorityScripts(html: string): string {
  return html.replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" ');
}
