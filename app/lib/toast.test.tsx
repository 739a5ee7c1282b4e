import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Toasts } from '../components/shop/toasts';
import { toast } from './toast';

afterEach(cleanup);

describe('toast (ADR 0046)', () => {
  it('keeps a toast asked for before the toaster has mounted, and shows it once the toaster is in', async () => {
    toast.error('We could not load similar products. Please reload the page to try again.', { id: 'related-failed' });
    render(<Toasts />);
    expect(
      await screen.findByText('We could not load similar products. Please reload the page to try again.'),
    ).toBeTruthy();
  });
});
