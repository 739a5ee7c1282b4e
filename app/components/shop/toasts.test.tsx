import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '../../lib/toast';
import { Toasts } from './toasts';

afterEach(cleanup);

/** A few tasks: time for a dynamic import to load, were one started. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

// The tests run in order: the library is loaded once per module copy, by the first.
describe('Toasts: react-hot-toast loaded apart from the first scripts (ADR 0046)', () => {
  it('renders nothing on the server, so the hydration has no toaster to match, and mounts it once mounted', async () => {
    expect(renderToString(<Toasts />)).toBe('');
    const { container } = render(<Toasts />);
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
