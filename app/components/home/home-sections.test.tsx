import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { WithCatalog } from '../../i18n/test-catalog';
import type { CardProduct } from '../shop/product-card';
import { CategoryCarousel } from './category-carousel';
import { ContactSection } from './contact-section';
import { HeroBanner } from './hero-banner';
import { TopSellingSection } from './top-selling-section';
import { WhyChooseUs } from './why-choose-us';

afterEach(cleanup);

function product(id: string, title: string): CardProduct {
  return { _id: id, title, images: [], price: 1000, discount: 10, ratings: { average: 4.5, totalReviews: 3 } };
}

const hero = (
  <HeroBanner
    hero={{ title: 'Festive Sale', subTitle: 'Up to 50% off', freeshipingAmount: 500 }}
    desktopBanners={[]}
    mobileBanners={[]}
    fallbackFreeShipping={500}
    appStoreUrl="https://apps.example/shop"
  />
);

describe('TopSellingSection (rule:top-selling-section)', () => {
  it('shows 10 skeletons while the products load, then the product cards', async () => {
    let resolve!: (list: CardProduct[]) => void;
    const pending = new Promise<CardProduct[]>((r) => (resolve = r));
    const Stub = createRoutesStub([
      {
        path: '/',
        Component: () => (
          <WithCatalog>
            <TopSellingSection products={pending} />
          </WithCatalog>
        ),
      },
    ]);
    render(<Stub initialEntries={['/']} />);

    expect(await screen.findAllByTestId('product-card-skeleton')).toHaveLength(10);
    expect(screen.getByRole('status').textContent).toBe('Loading top selling products');
    expect(screen.queryAllByTestId('product-card')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'View All Products' }).getAttribute('href')).toBe('/products');

    await act(async () => resolve([product('p1', 'Cotton Kurta'), product('p2', 'Steel Bottle')]));
    const cards = await screen.findAllByTestId('product-card');
    expect(cards.map((c) => c.getAttribute('href'))).toEqual(['/product/p1', '/product/p2']);
    expect(screen.queryAllByTestId('product-card-skeleton')).toHaveLength(0);
  });
});

describe('CategoryCarousel (rule:category-retry)', () => {
  it('shows an error state whose Retry reloads the page data', async () => {
    let loads = 0;
    const Stub = createRoutesStub([
      {
        path: '/',
        loader: () => {
          loads += 1;
          return null;
        },
        HydrateFallback: () => null,
        Component: () => (
          <WithCatalog>
            <CategoryCarousel categories={null} />
          </WithCatalog>
        ),
      },
    ]);
    render(<Stub initialEntries={['/']} />);

    expect((await screen.findByRole('alert')).textContent).toContain('We could not load the categories.');
    expect(loads).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(loads).toBe(2));
  });
});

describe('the home sections in English (rule:hero-banner, rule:why-choose-us, rule:contact-form)', () => {
  it('say the spec’s words, the free-shipping threshold in rupees', () => {
    const Stub = createRoutesStub([
      {
        path: '/',
        Component: () => (
          <WithCatalog>
            {hero}
            <WhyChooseUs freeShippingThreshold={1500} />
            <ContactSection />
          </WithCatalog>
        ),
      },
    ]);
    render(<Stub initialEntries={['/']} />);

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Discover Elegant Collections');
    expect(screen.getByTestId('hero-free-shipping').textContent).toBe('Free Shipping on orders over ₹500');
    expect(screen.getByRole('link', { name: 'Shop Now' }).getAttribute('href')).toBe('/products');
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Shop Now',
      'Download App (opens in a new tab)',
    ]);
    expect(
      within(screen.getByTestId('hero-claims'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['20K+ Satisfied Buyers', '5K+ Curated Items', '98% Repeat Orders']);
    expect(screen.getByText('Your premier destination for quality products at unbeatable prices.')).toBeTruthy();

    const why = screen.getByTestId('why-choose-us');
    expect(within(why).getByText('Free Shipping on orders over ₹1,500')).toBeTruthy();
    expect(
      within(why)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Free Shipping', 'Secure Payment', 'Quality Guarantee']);

    expect(screen.getByLabelText('Mobile')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeTruthy();
  });
});

describe('the home page in Hindi (issue 39)', () => {
  it('speaks Hindi, its links staying in Hindi and amounts in rupees with Latin digits', async () => {
    const Stub = createRoutesStub([
      {
        path: '/hi',
        Component: () => (
          <WithCatalog locale="hi">
            {hero}
            <CategoryCarousel categories={[]} />
            <TopSellingSection products={Promise.resolve([])} />
            <WhyChooseUs freeShippingThreshold={1500} />
            <ContactSection />
          </WithCatalog>
        ),
      },
    ]);
    render(<Stub initialEntries={['/hi']} />);

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('शानदार कलेक्शन देखें');
    expect(screen.getByTestId('hero-free-shipping').textContent).toBe('₹500 से ज़्यादा के ऑर्डर पर फ़्री डिलीवरी');
    expect(screen.getByRole('link', { name: 'अभी खरीदें' }).getAttribute('href')).toBe('/hi/products');
    expect(screen.getByText('कैटेगरी के हिसाब से खरीदें')).toBeTruthy();
    expect(screen.getByText('अभी कोई कैटेगरी नहीं है।')).toBeTruthy();
    expect(await screen.findByText('अभी दिखाने के लिए कोई प्रोडक्ट नहीं है।')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'सभी प्रोडक्ट देखें' }).getAttribute('href')).toBe('/hi/products');
    expect(within(screen.getByTestId('why-choose-us')).getByText('₹1,500 से ज़्यादा के ऑर्डर पर फ़्री डिलीवरी')).toBeTruthy();
    expect(screen.getByLabelText('मोबाइल नंबर')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'मैसेज भेजें' })).toBeTruthy();
  });
});
