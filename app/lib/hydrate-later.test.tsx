import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { hydrateWaitingParts, startHydrationInSteps, useAfterHydration } from './hydrate-later';

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
