import { act, cleanup, render, screen } from '@testing-library/preact';
import { renderToString } from 'preact-render-to-string';
import { useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { HydrateLater, hydrateWaitingParts, startHydrationInSteps, useAfterHydration } from './hydrate-later';

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
