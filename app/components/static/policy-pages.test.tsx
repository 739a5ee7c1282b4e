import { cleanup, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '../../i18n/locales';
import { WithCatalog } from '../../i18n/test-catalog';
import type { RootData } from '../../lib/root-data';
import AboutPage from '../../routes/about';
import PrivacyPolicyPage from '../../routes/privacy-policy';
import RefundPolicyPage from '../../routes/refund-policy';
import TermsConditionsPage from '../../routes/terms-conditions';
import { richText, strong } from './rich-text';

afterEach(cleanup);

const rootData = {
  user: null,
  cart: null,
  deliveryPin: null,
  categories: [],
  settings: { freeShippingThreshold: 500, flatShippingFee: 99, chatNumber: '', appStoreUrl: '', publicUrl: '' },
  cspNonce: '',
  renderedAt: 0,
} as unknown as RootData;

/** A page as the shop serves it: under the root route (the shipping terms) at a path in `locale`. */
async function show(Page: ComponentType, locale: Locale = 'en') {
  const path = locale === 'hi' ? '/hi/page' : '/page';
  const Stub = createRoutesStub([
    {
      id: 'root',
      path,
      loader: () => rootData,
      Component: () => (
        <WithCatalog locale={locale}>
          <Page />
        </WithCatalog>
      ),
    },
  ]);
  render(<Stub initialEntries={[path]} />);
  return screen.findByTestId('policy-page');
}

describe('richText', () => {
  it('draws each tag’s words by its renderer and keeps the rest as text, in the message’s order', () => {
    const { container } = render(
      <p>
        {richText('Open <link>My Orders</link> and press <b>Cancel</b>.', {
          link: (w) => <a href="/x">{w}</a>,
          b: strong,
        })}
      </p>,
    );
    expect(container.innerHTML).toBe('<p>Open <a href="/x">My Orders</a> and press <strong>Cancel</strong>.</p>');
  });
});

describe('policy pages (rule:policy-pages)', () => {
  it('say in English what they said before, with the shop’s shipping terms and its links', async () => {
    const page = await show(RefundPolicyPage);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Refund & Return Policy');
    expect(page.textContent).toContain('Last updated: 21 Nov 2026');
    expect(page.textContent).toContain(
      'To cancel, open My Orders, choose the order and press Cancel Order. The cancellation is immediate',
    );
    expect(page.textContent).toContain(
      'Shipping is free on orders above ₹500. If you paid the ₹99 shipping fee, it is refunded',
    );
    expect(screen.getByRole('link', { name: 'My Orders' }).getAttribute('href')).toBe('/orders');
    expect(screen.getByText('within 24 hours of placing it').tagName).toBe('STRONG');
  });

  it('speak Hindi on a Hindi page, their links staying in Hindi', async () => {
    const page = await show(PrivacyPolicyPage, 'hi');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('प्राइवेसी पॉलिसी');
    expect(page.textContent).toContain('पिछला अपडेट: 21 नव॰ 2026');
    expect(screen.getByRole('heading', { name: 'संपर्क और शिकायत अधिकारी' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'प्रोफ़ाइल' }).getAttribute('href')).toBe('/hi/profile');
    expect(page.textContent).not.toContain('Who we are');
    cleanup();
    await show(TermsConditionsPage, 'hi');
    expect(screen.getByText(/₹500 से ज़्यादा के ऑर्डर पर फ़्री डिलीवरी/)).toBeTruthy();
    const refundLinks = screen.getAllByRole('link', { name: 'रिफ़ंड और रिटर्न पॉलिसी' });
    expect(refundLinks.map((link) => link.getAttribute('href'))).toEqual(['/hi/refund-policy', '/hi/refund-policy']);
  });

  it('keep the placeholder pages to their one word (rule:placeholder-pages)', async () => {
    const Stub = (locale: Locale) =>
      createRoutesStub([
        {
          path: '/',
          Component: () => (
            <WithCatalog locale={locale}>
              <AboutPage />
            </WithCatalog>
          ),
        },
      ]);
    const English = Stub('en');
    render(<English />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('about');
    cleanup();
    const Hindi = Stub('hi');
    render(<Hindi />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('हमारे बारे में');
  });
});
