import { cleanup, render, screen } from '@testing-library/preact';
import { useEffect } from 'react';
import { createRoutesStub, useLocation, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydrateLater, hydrateWaitingParts, startHydrationInSteps } from './hydrate-later';

afterEach(cleanup);

function Page() {
  const navigate = useNavigate();
  // As the root layout does after the first hydration (one run per page load, however often it is called).
  useEffect(() => {
    void hydrateWaitingParts(navigate);
  }, [navigate]);
  const location = useLocation();
  return (
    <div>
      <p data-testid="at">{location.pathname + location.search}</p>
      <a href="/product/p-1?from=card">Card</a>
      <a href="/api/admin/products/export">Export</a>
      <a href="/product/p-2" download>
        Download
      </a>
      <a href="https://example.com/elsewhere">Elsewhere</a>
      <a href="/product/p-3">Other card</a>
      <a href="#reviews">Reviews</a>
      <a href="">Retry</a>
      <HydrateLater part="footer">
        <footer>Footer</footer>
      </HydrateLater>
    </div>
  );
}

function renderShop() {
  const Stub = createRoutesStub([
    { path: '/', Component: Page },
    { path: '/product/:id', Component: Page },
  ]);
  render(<Stub initialEntries={['/']} />);
}

/**
 * Clicks as a shopper would; true when the browser was left to follow the link (the default not prevented). The
 * window sees the click last: it notes the answer, then keeps jsdom, which cannot load another document, where it is.
 */
function click(name: string, init: MouseEventInit = {}) {
  let leftToBrowser = false;
  const note = (event: MouseEvent) => {
    leftToBrowser = !event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', note);
  screen
    .getByText(name)
    .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
  window.removeEventListener('click', note);
  return leftToBrowser;
}

describe('links while the page hydrates in steps (ADR 0044)', () => {
  it('moves a plain link within the app only until the last part has hydrated', async () => {
    startHydrationInSteps();
    renderShop();
    expect(screen.getByTestId('at').textContent).toBe('/');

    // Left to the browser: the API, a download, another site, a click with a modifier key, a jump to a section of
    // this page and a reload of it.
    expect(click('Export')).toBe(true);
    expect(click('Reviews')).toBe(true);
    expect(click('Retry')).toBe(true);
    expect(click('Download')).toBe(true);
    expect(click('Elsewhere')).toBe(true);
    expect(click('Card', { ctrlKey: true })).toBe(true);
    expect(screen.getByTestId('at').textContent).toBe('/');

    // A plain click on a link whose part has no handler yet: a move within the app.
    expect(click('Card')).toBe(false);
    await screen.findByText('/product/p-1?from=card');

    // Once every part has hydrated, links are their own handlers' again: the document listener lets go.
    await hydrateWaitingParts(() => undefined);
    expect(screen.getByText('Footer')).toBeTruthy();
    expect(click('Other card')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('at').textContent).toBe('/product/p-1?from=card');

    // A later call (the root layout mounted afresh for an error page) adds no listener.
    const navigate = vi.fn();
    const again = hydrateWaitingParts(navigate);
    expect(click('Other card')).toBe(true);
    await again;
    expect(navigate).not.toHaveBeenCalled();
  });
});
