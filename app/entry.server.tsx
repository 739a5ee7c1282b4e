/**
 * Server rendering with Preact (ADR 0041). The whole page is rendered before it is sent: Preact's streaming renderer
 * moves late content into place with a custom element that looks for its slot when it is parsed, and React Router puts
 * the slot of its streamed data after `</html>`, which is parsed last, so the data scripts would never run. The data
 * streamed with the page (the turbo-stream in `<Scripts>`) is written inline, where the router reads it as it does
 * from a stream. Every inline script carries the response's CSP nonce (server/storefront.ts).
 *
 * The page's JavaScript is fetched after the first paint (ADR 0043): the server-rendered HTML is the whole first paint,
 * so on a slow connection the stylesheet and the largest image have the line to themselves, and the scripts (needed for
 * hydration, not for reading) follow. React Router's module preloads are written with a `rel` no browser acts on, and
 * its module script as a classic script that, one frame after the first paint, turns the preloads on and starts the
 * module. The elements stay the ones React Router renders, so hydration adopts them as they are (Preact does not
 * compare attributes or inline HTML while hydrating).
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
  return new Response(`<!DOCTYPE html>${withScriptsAfterFirstPaint(html)}`, {
    headers: responseHeaders,
    status: responseStatusCode,
  });
}

/** The `rel` of a module preload until the first paint; `startScriptsAfterFirstPaint` makes it `modulepreload`. */
const waitingPreloadRel = 'modulepreload-after-paint';

function withScriptsAfterFirstPaint(html: string): string {
  return html
    .replaceAll('<link rel="modulepreload" ', `<link rel="${waitingPreloadRel}" fetchpriority="low" `)
    .replace(
      /<script([^>]*) type="module" async>([\s\S]*?)<\/script>/,
      (_, attributes: string, moduleSource: string) =>
        `<script${attributes}>${startScriptsCall}(${inlineScriptString(moduleSource)},${inlineScriptString(waitingPreloadRel)})</script>`,
    );
}

/** A string literal that is safe inside an inline `<script>`: no `<` can close the element or open a comment. */
function inlineScriptString(text: string): string {
  return JSON.stringify(text).replaceAll('<', '\\u003c');
}

/**
 * Runs in the browser as the inline script, so it refers to nothing outside itself. It starts
 * after the stylesheet has loaded (a classic script waits for the stylesheets before it); the frame it asks for is
 * the first paint, and the tasks after it start the fetches: one preload per task (fetched in parallel all the same,
 * as the browser would have done), and after the last the module that imports the routes and the entry. A tab opened in the
 * background draws no frame, so a timer starts the scripts there.
 */
function startScriptsAfterFirstPaint(moduleSource: string, waitingRel: string): void {
  const nonce = (document.currentScript as HTMLScriptElement | null)?.nonce ?? '';
  let started = false;
  // One step per task: turning a preload on costs the browser a few milliseconds of its own (more on a slow phone),
  // and the module is compiled as it is added. A message is the next task without a timer's 4 ms clamp.
  const steps = new MessageChannel();
  let waiting: HTMLLinkElement[] = [];
  steps.port1.onmessage = () => {
    const link = waiting.shift();
    if (link) {
      link.rel = 'modulepreload';
      steps.port2.postMessage(null);
      return;
    }
    steps.port1.close();
    const module = document.createElement('script');
    module.type = 'module';
    module.nonce = nonce;
    module.textContent = moduleSource;
    document.head.appendChild(module);
  };
  const start = () => {
    if (started) return;
    started = true;
    waiting = [...document.querySelectorAll<HTMLLinkElement>(`link[rel="${waitingRel}"]`)];
    steps.port2.postMessage(null);
  };
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 1_000);
}

/** The browser's copy of `startScriptsAfterFirstPaint`, written out once per process rather than once per page. */
const startScriptsCall = `(${startScriptsAfterFirstPaint.toString()})`;
