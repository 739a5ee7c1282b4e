import { act, cleanup, render, screen } from '@testing-library/preact';
import { renderToString } from 'preact-render-to-string';
import { useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  HydrateLater,
  HydrateWhenInView,
  hydrateWaitingParts,
  startHydrationInSteps,
  useAfterHydration,
} from './hydrate-later';

afterEach(cleanup);

/** What a part shows: the browser's own value, or the server's placeholder. */
function Summary({ renders }: { renders: string[] }) {
  const shown = useAfterHydration('the Buy Now item', 'placeholder');
  renders.push(shown);
  return <p data-testid="summary">{shown}</p>;
}

describe('useAfterHydration (ADR 0044)', () => {
  it("renders the server's value while the page hydrates, then the browser's; after the first hydration at once", async () => {
    startHydrationInSteps();
    const hydrating: string[] = [];
    render(<Summary renders={hydrating} />);
    // The hydration render matched the server's markup; the render right after it shows the browser's value.
    expect(hydrating[0]).toBe('placeholder');
    expect(await screen.findByText('the Buy Now item')).toBeTruthy();
    cleanup();

    await hydrateWaitingParts(() => undefined);
    // A client navigation: nothing to match, so no placeholder flashes.
    const navigating: string[] = [];
    render(<Summary renders={navigating} />);
    expect(navigating).toEqual(['the Buy Now item']);
    expect(screen.getByTestId('summary').textContent).toBe('the Buy Now item');
  });
});

/** How the test tells the page of the Buy Now line: set by the page when it mounts. */
const page: { learnBuyNow: (line: string) => void } = { learnBuyNow: () => {} };

/** A page whose part gets a prop only the browser knows, as the checkout's summary gets the Buy Now line. */
function CheckoutLike({ readThroughHook }: { readThroughHook: boolean }) {
  const [line, setLine] = useState<string | undefined>(undefined);
  useEffect(() => {
    page.learnBuyNow = setLine;
  }, []);
  return (
    <div>
      <HydrateLater part="summary">
        <SummaryLike line={line} readThroughHook={readThroughHook} />
      </HydrateLater>
    </div>
  );
}

function SummaryLike({ line, readThroughHook }: { line: string | undefined; readThroughHook: boolean }) {
  const hooked = useAfterHydration(line, undefined);
  const shown = readThroughHook ? hooked : line;
  return (
    <section>
      {shown ? <p className="buy-now">{shown}</p> : null}
      <p className="cash">Pay in cash</p>
    </section>
  );
}

/** Server markup, hydrated in steps; the page learns the Buy Now line before the part's turn. */
async function hydrateCheckoutLike(readThroughHook: boolean): Promise<string> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<CheckoutLike readThroughHook={readThroughHook} />);
  document.body.append(container);
  startHydrationInSteps();
  act(() => {
    hydrateRoot(container, <CheckoutLike readThroughHook={readThroughHook} />);
  });
  act(() => page.learnBuyNow('Buying this item on its own.'));
  // Not inside act(): act holds Preact's renders back until it ends, and a part resumes in the microtasks after its
  // turn, as in the browser.
  await hydrateWaitingParts(() => undefined);
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  const html = container.innerHTML;
  container.remove();
  return html;
}

describe('a part whose parent re-renders before its turn (ADR 0044)', () => {
  const expected =
    '<div><section><p class="buy-now">Buying this item on its own.</p><p class="cash">Pay in cash</p></section></div>';

  it('reads the new prop through useAfterHydration: hydrated over the server markup, then shown where it belongs', async () => {
    expect(await hydrateCheckoutLike(true)).toBe(expected);
  });

  it('without it, the new line is hydrated over the server markup and misplaced (why the hook exists)', async () => {
    expect(await hydrateCheckoutLike(false)).not.toBe(expected);
  });
});

/** The browser's IntersectionObserver, which jsdom lacks: the test says when an element comes into view. */
class ViewportWatch {
  static current: ViewportWatch | undefined;
  readonly watched = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    ViewportWatch.current = this;
  }
  observe(element: Element) {
    this.watched.add(element);
  }
  unobserve(element: Element) {
    this.watched.delete(element);
  }
  disconnect() {
    this.watched.clear();
  }
  comesIntoView(element: Element) {
    const entry = { target: element, isIntersecting: true } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

/** A list of cards: a button that counts its clicks once hydrated, and a plain link to the item's page. */
function Cards({ items, clicks }: { items: string[]; clicks: string[] }) {
  return (
    <ul>
      {items.map((item) => (
        <HydrateWhenInView key={item} part={`cards:${item}`}>
          <li>
            <button type="button" onClick={() => clicks.push(item)}>
              {item}
            </button>
            <a href={`/product/${item}`}>{`${item} page`}</a>
          </li>
        </HydrateWhenInView>
      ))}
    </ul>
  );
}

/** Server markup of a near card and a far one (5000 px down), hydrated in steps. */
async function hydrateCards(clicks: string[], navigations: string[]) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Cards items={['near', 'far']} clicks={[]} />);
  document.body.append(container);
  const serverFar = container.querySelector('[data-part="cards:far"]')!;
  serverFar.getBoundingClientRect = () => ({ top: 5000, bottom: 5300, left: 0, right: 300 }) as DOMRect;
  startHydrationInSteps();
  let root: ReturnType<typeof hydrateRoot> | undefined;
  act(() => {
    root = hydrateRoot(container, <Cards items={['near', 'far']} clicks={clicks} />);
  });
  await hydrateWaitingParts((to) => navigations.push(to));
  const click = (name: string) => container.querySelector<HTMLElement>(`[data-part="cards:${name}"] button`)?.click();
  return { container, serverFar, root: root!, click };
}

/** A plain link to another page, outside the app's markup: a click on it is the browser's unless a listener takes it. */
function clickPlainLink() {
  const link = document.createElement('a');
  link.href = '/later';
  document.body.append(link);
  // jsdom cannot load another document: the window, which sees the click last, keeps it where it is.
  const stay = (event: MouseEvent) => event.preventDefault();
  window.addEventListener('click', stay);
  link.click();
  window.removeEventListener('click', stay);
  link.remove();
}

describe('a part far from the viewport waits to come near (ADR 0047)', () => {
  beforeAll(() => vi.stubGlobal('IntersectionObserver', ViewportWatch));
  afterAll(() => vi.unstubAllGlobals());

  it('keeps the server markup, its links moving within the app, until it scrolls into view; then hydrates over it', async () => {
    const clicks: string[] = [];
    const navigations: string[] = [];
    const { container, serverFar, click } = await hydrateCards(clicks, navigations);
    click('near');
    click('far');
    // The page has hydrated, the near card with it; the far one is the server's markup, without its handler.
    expect(clicks).toEqual(['near']);
    expect(ViewportWatch.current?.watched).toEqual(new Set([serverFar]));
    serverFar.querySelector('a')!.click();
    expect(navigations).toEqual(['/product/far']);

    ViewportWatch.current!.comesIntoView(serverFar);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    click('far');
    expect(clicks).toEqual(['near', 'far']);
    // Hydrated over the server's element, not built again; and no part waits, so a plain link is the browser's.
    expect(container.querySelector('[data-part="cards:far"]')).toBe(serverFar);
    expect(ViewportWatch.current?.watched.size).toBe(0);
    clickPlainLink();
    expect(navigations).toEqual(['/product/far']);
    container.remove();
  });

  it('is forgotten when it leaves the page before coming near: no watch, no markup, no link listener left', async () => {
    const clicks: string[] = [];
    const navigations: string[] = [];
    const { container, serverFar, root } = await hydrateCards(clicks, navigations);
    clickPlainLink();
    expect(navigations).toEqual(['/later']);

    act(() => root.render(<Cards items={['near']} clicks={clicks} />));
    expect(serverFar.isConnected).toBe(false);
    expect(container.querySelectorAll('li')).toHaveLength(1);
    expect(ViewportWatch.current?.watched.size).toBe(0);
    clickPlainLink();
    expect(navigations).toEqual(['/later']);
    container.remove();
  });
});
