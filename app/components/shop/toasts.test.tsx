import { cleanup, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { hydrateWaitingParts, startHydrationInSteps } from '../../lib/hydrate-later';
import { toast } from '../../lib/toast';
import { Toasts } from './toasts';

afterEach(cleanup);

/** A few tasks: time for a dynamic import to load, were one started. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

// The tests run in order: the library is loaded once per module copy, by the first.
describe('Toasts: react-hot-toast loaded apart from the first scripts (ADR 0046)', () => {
  it('mounts no toaster while the page hydrates, and mounts it once the hydration is over', async () => {
    startHydrationInSteps();
    const { container } = render(<Toasts />);
    await settle();
    expect(container.innerHTML).toBe('');

    await hydrateWaitingParts(() => undefined);
    await waitFor(() => expect(container.querySelector('[data-rht-toaster]')).not.toBeNull());
  });

  it('shows a toast, and one toast per id however often it is asked for', async () => {
    render(<Toasts />);
    toast.success('Order cancelled');
    toast.error('Could not load products', { id: 'product-list-error' });
    toast.error('Could not load products', { id: 'product-list-error' });
    expect(await screen.findByText('Order cancelled')).toBeTruthy();
    await settle();
    expect(screen.getAllByText('Could not load products')).toHaveLength(1);
  });
});
