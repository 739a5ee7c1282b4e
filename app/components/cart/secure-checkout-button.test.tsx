import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '../../i18n/locales';
import { WithCatalog } from '../../i18n/test-catalog';
import { CartEmpty } from './cart-empty';
import { SecureCheckoutButton, SignInToOrderLink } from './secure-checkout-button';

afterEach(cleanup);

function renderAt(path: string, locale: Locale, children: ReactNode) {
  const Stub = createRoutesStub([{ path, Component: () => <WithCatalog locale={locale}>{children}</WithCatalog> }]);
  render(<Stub initialEntries={[path]} />);
}

describe('the cart drawer’s way to checkout (rule:secure-checkout, ADR 0054, issue 39)', () => {
  it('says the spec’s words in English, and a guest signs in to come back to /checkout', () => {
    renderAt(
      '/products',
      'en',
      <>
        <SecureCheckoutButton processing={false} onClick={() => {}} />
        <SignInToOrderLink onNavigate={() => {}} />
      </>,
    );
    expect(screen.getByTestId('secure-checkout').textContent).toBe('Secure Checkout');
    const link = screen.getByTestId('sign-in-to-order');
    expect(link.textContent).toBe('Sign in to place your order');
    expect(link.getAttribute('href')).toBe('/login?redirectTo=%2Fcheckout');
    cleanup();
    renderAt('/products', 'en', <SecureCheckoutButton processing onClick={() => {}} />);
    expect(screen.getByTestId('secure-checkout').textContent).toBe('Processing...');
  });

  it('speaks Hindi on a Hindi page, the sign-in leading back to the Hindi checkout', () => {
    renderAt(
      '/hi/products',
      'hi',
      <>
        <SecureCheckoutButton processing={false} onClick={() => {}} />
        <SignInToOrderLink onNavigate={() => {}} />
        <CartEmpty signedIn={false} onNavigate={() => {}} />
      </>,
    );
    expect(screen.getByTestId('secure-checkout').textContent).toBe('सुरक्षित चेकआउट');
    const link = screen.getByTestId('sign-in-to-order');
    expect(link.textContent).toBe('ऑर्डर करने के लिए लॉग इन करें');
    expect(link.getAttribute('href')).toBe('/hi/login?redirectTo=%2Fhi%2Fcheckout');
    expect(screen.getByText('आपकी कार्ट खाली है')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'प्रोडक्ट देखें' }).getAttribute('href')).toBe('/hi/products');
  });
});
