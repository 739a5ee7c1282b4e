import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { Toasts } from '../components/shop/toasts';
import { startHydrationInSteps } from './hydrate-later';
import { toast } from './toast';

afterEach(cleanup);

describe('toast (ADR 0046)', () => {
  it('loads the library at the first toast while the page still hydrates, mounts the toaster and shows the toast', async () => {
    startHydrationInSteps();
    const { container } = render(<Toasts />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.innerHTML).toBe('');

    toast.error('We could not load similar products. Please reload the page to try again.', { id: 'related-failed' });
    expect(
      await screen.findByText('We could not load similar products. Please reload the page to try again.'),
    ).toBeTruthy();
  });
});
