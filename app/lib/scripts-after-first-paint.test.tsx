/**
 * The page's scripts start after its first paint (app/lib/scripts-after-first-paint.server.ts). What the rewrite relies
 * on is read from React Router's own `<Scripts>`, rendered by React's server renderer as the shop renders it, so a
 * React Router or React upgrade that changes that markup fails here.
 */
import type { ComponentProps } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  Scripts,
  StaticRouterProvider,
  UNSAFE_FrameworkContext as FrameworkContext,
} from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { holdScriptsUntilFirstPaint, holdScriptsUntilFirstPaintStream } from './scripts-after-first-paint.server';

const nonce = 'test-nonce';

function Document() {
  return (
    <html lang="en-IN">
      <head>
        <link rel="stylesheet" href="/assets/root-test.css" />
      </head>
      <body>
        <h1>Shop</h1>
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** The modules of the test's build: what React Router names for a page of its one route. */
const entryModule = '/assets/entry.client-test.js';
const expectedPreloads = [
  '/assets/manifest-test.js',
  entryModule,
  '/assets/shell-test.js',
  '/assets/root-test.js',
  '/assets/format-test.js',
];

/** A page as React Router's server rendering writes it: its `<Scripts>` in React's server markup. */
async function routerPage(): Promise<string> {
  const routes = [{ id: 'root', path: '/', Component: Document }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request('http://shop.test/'));
  if (context instanceof Response) throw new Error('the test route answered with a Response');
  const router = createStaticRouter(handler.dataRoutes, context);
  const framework = {
    manifest: {
      version: 'test',
      url: '/assets/manifest-test.js',
      entry: { module: entryModule, imports: ['/assets/shell-test.js'] },
      routes: {
        root: {
          id: 'root',
          path: '/',
          module: '/assets/root-test.js',
          imports: ['/assets/format-test.js'],
          hasAction: false,
          hasLoader: false,
          hasClientAction: false,
          hasClientLoader: false,
          hasClientMiddleware: false,
          hasErrorBoundary: false,
        },
      },
    },
    routeModules: { root: { default: Document } },
    future: {},
    ssr: true,
    isSpaMode: false,
    routeDiscovery: { mode: 'initial' },
    serverHandoffString: '{}',
    renderMeta: {},
  } as unknown as ComponentProps<typeof FrameworkContext.Provider>['value'];
  return renderToString(
    <FrameworkContext.Provider value={framework}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </FrameworkContext.Provider>,
  );
}

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe("the page's scripts after its first paint", () => {
  it("finds React Router's module preloads and module script, and holds them back", async () => {
    const page = await routerPage();
    // What the rewrite relies on is there as it expects it: the preloads (hoisted into the head) and the module script.
    expect([...page.matchAll(/<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g)].map((m) => m[1])).toEqual(
      expectedPreloads,
    );
    expect(page).toMatch(/<script nonce="test-nonce" type="module" async="">[^<]*import\("\/assets\/entry/);

    const held = holdScriptsUntilFirstPaint(page);
    expect(held).not.toContain('rel="modulepreload"');
    expect(held).not.toContain('type="module"');
    // The rest of the page is as it was: the stylesheet, the heading.
    expect(held).toContain('<link rel="stylesheet" href="/assets/root-test.css"/>');
    expect(held).toContain('<h1>Shop</h1>');
  });

  it('starts the preloads and the module script, with the nonce, after the first frame', async () => {
    const held = holdScriptsUntilFirstPaint(await routerPage());
    const inline = /<script nonce="test-nonce">([\s\S]*?)<\/script>/.exec(
      held.slice(held.indexOf('startScripts') - 40),
    );
    expect(inline).not.toBeNull();
    // Run as the browser runs it: the inline script, then its first frame.
    const script = document.createElement('script');
    script.nonce = nonce;
    document.body.append(script);
    let frame: FrameRequestCallback | undefined;
    const requestFrame = window.requestAnimationFrame;
    window.requestAnimationFrame = (callback) => {
      frame = callback;
      return 1;
    };
    try {
      Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
      new Function(inline![1]!)();
      expect(document.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
      frame!(0);
      await new Promise((resolve) => setTimeout(resolve, 0));
    } finally {
      window.requestAnimationFrame = requestFrame;
      Reflect.deleteProperty(document, 'currentScript');
    }
    const preloads = [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    expect(preloads.map((link) => link.getAttribute('href'))).toEqual(expectedPreloads);
    const module = document.querySelector<HTMLScriptElement>('script[type="module"]');
    expect(module?.nonce).toBe(nonce);
    expect(module?.textContent).toContain(`import(${JSON.stringify(entryModule)})`);
  });

  it('gives the same page when it streams in pieces, cut anywhere, a character of several bytes too', async () => {
    const page = `${await routerPage()}<p>₹1,499 – शर्ट</p>`;
    const bytes = new TextEncoder().encode(page);
    for (const size of [1, 7, 100, bytes.length]) {
      const pieces = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let at = 0; at < bytes.length; at += size) controller.enqueue(bytes.slice(at, at + size));
          controller.close();
        },
      });
      const streamed = await new Response(pieces.pipeThrough(holdScriptsUntilFirstPaintStream())).text();
      expect(streamed, `pieces of ${size} bytes`).toBe(holdScriptsUntilFirstPaint(page));
    }
  });

  it('leaves a page without React Router’s module script as it is', () => {
    const page = '<html><head><link rel="modulepreload" href="/assets/a.js"/></head><body></body></html>';
    expect(holdScriptsUntilFirstPaint(page)).toBe(page);
  });
});
