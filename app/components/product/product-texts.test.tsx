/**
 * The product page's texts in both languages (issue 39): the English is the spec's and what the page said before it
 * was translated, character for character; a Hindi page says them in Hindi.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { deliveryLine } from '../../../domain/shared/delivery-rules';
import { returnPolicyLabel } from '../../../domain/shared/return-rules';
import type { DeliveryPromise } from '../../../domain/views/delivery';
import { messagesFor } from '../../i18n/catalogs.server';
import type { Locale } from '../../i18n/locales';
import { translator } from '../../i18n/shop-i18n';
import { WithCatalog } from '../../i18n/test-catalog';
import { checkFailedMessage, deliveryLineText, offlineCheckMessage } from '../../lib/delivery-check';
import { ProductDescription } from './product-description';
import { ProductHeading } from './product-heading';
import { ReviewSummary } from './review-summary';
import { StarRatingInput } from './star-rating-input';

afterEach(cleanup);

const t = (locale: Locale) => translator({ locale, messages: messagesFor(locale) });

const heading = {
  brand: 'Fabindia',
  title: 'Cotton Kurta',
  price: 1000,
  discount: 20,
  ratings: { average: 4.25, totalReviews: 12 },
};

const stats = {
  average: 4,
  totalReviews: 1,
  breakdown: { 5: 0, 4: 1, 3: 0, 2: 0, 1: 0 },
  recommendPercent: 100,
  qualityRating: 4,
};

function promise(overrides: Partial<DeliveryPromise> = {}): DeliveryPromise {
  return {
    pincode: '302017',
    district: 'Jaipur',
    state: 'Rajasthan',
    localities: [],
    zone: 'same-state',
    serviceable: true,
    reason: null,
    cod: { available: true, reason: null },
    deliveryDays: { min: 2, max: 3 },
    dispatchDay: '2026-12-01',
    deliverFrom: '2026-12-03',
    deliverBy: '2026-12-04',
    orderValue: null,
    summary: '',
    ...overrides,
  };
}

describe('the product page in English (the spec’s words)', () => {
  it('heading: the review count and the discount as before', () => {
    render(
      <WithCatalog>
        <ProductHeading product={heading} />
      </WithCatalog>,
    );
    expect(screen.getByTestId('product-review-count').textContent).toBe('(12 reviews)');
    expect(screen.getByTestId('product-discount').textContent).toBe('20% off');
    expect(screen.getByTestId('product-original-price').textContent).toMatch(/^Original price ₹/);
    cleanup();
    render(
      <WithCatalog>
        <ProductHeading product={{ ...heading, ratings: { average: 0, totalReviews: 0 } }} />
      </WithCatalog>,
    );
    expect(screen.getByTestId('product-review-count').textContent).toBe('(No reviews yet)');
  });

  it('summary, description toggle and star input', () => {
    render(
      <WithCatalog>
        <ReviewSummary stats={stats} />
        <ProductDescription description="Short" fullDescription="Short and long" />
        <StarRatingInput value={4} onChange={() => {}} />
      </WithCatalog>,
    );
    expect(screen.getByTestId('review-total').textContent).toBe('Based on 1 review');
    expect(screen.getByTestId('breakdown-5').textContent).toContain('5 stars');
    expect(screen.getByTestId('breakdown-1').textContent).toContain('1 star');
    expect(screen.getByText('Would recommend')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Read more' }));
    expect(screen.getByRole('button', { name: 'Show less' })).toBeTruthy();
    expect(screen.getByTestId('rating-value').textContent).toBe('4 of 5');
    expect(screen.getByRole('radio', { name: '1 star' })).toBeTruthy();
  });

  it('the delivery line is the server’s own summary, and the return window the domain’s sentence', () => {
    const en = t('en');
    for (const p of [
      promise(),
      promise({ cod: { available: false, reason: null } }),
      promise({ cod: { available: false, reason: 'Cash on Delivery is not available above ₹50,000.' } }),
      promise({ deliverBy: null }),
      promise({ serviceable: false, reason: 'We do not deliver to 302017 yet.', deliverBy: null }),
    ]) {
      const text = deliveryLine(p);
      expect(deliveryLineText({ pin: p.pincode, text, good: true, promise: p, answered: true }, en)).toBe(text);
    }
    expect(deliveryLine(promise())).toBe('Delivers to 302017 · Cash on Delivery available · by Fri 4 Dec');
    expect(deliveryLineText({ pin: '1', text: offlineCheckMessage, good: false, answered: false }, en)).toBe(
      offlineCheckMessage,
    );
    expect(deliveryLineText({ pin: '1', text: checkFailedMessage, good: false, answered: false }, en)).toBe(
      checkFailedMessage,
    );
    for (const days of [0, 1, 7, 30]) {
      expect(days <= 0 ? en('product.notReturnable') : en('product.returnDays', { days })).toBe(
        returnPolicyLabel(days, false),
      );
      expect(days <= 0 ? en('product.notReturnable') : en('product.returnDaysWithExchange', { days })).toBe(
        returnPolicyLabel(days, true),
      );
    }
  });
});

describe('the product page in Hindi', () => {
  it('speaks Hindi: heading, summary and the review stars', () => {
    render(
      <WithCatalog locale="hi">
        <ProductHeading product={heading} />
        <ReviewSummary stats={stats} />
        <StarRatingInput value={0} onChange={() => {}} />
      </WithCatalog>,
    );
    expect(screen.getByTestId('product-review-count').textContent).toBe('(12 रिव्यू)');
    expect(screen.getByTestId('product-discount').textContent).toBe('20% छूट');
    expect(screen.getByTestId('review-total').textContent).toBe('1 रिव्यू के आधार पर');
    expect(screen.getByText('क्वालिटी रेटिंग')).toBeTruthy();
    expect(screen.getByTestId('rating-value').textContent).toBe('कोई रेटिंग नहीं');
    expect(screen.getByRole('button', { name: 'रेटिंग हटाएँ' })).toBeTruthy();
  });

  it('says the delivery line in Hindi, with the day as the order page writes it', () => {
    const hi = t('hi');
    expect(deliveryLineText({ pin: '302017', text: '', good: true, promise: promise(), answered: true }, hi)).toBe(
      '302017 पर डिलीवरी होती है · कैश ऑन डिलीवरी उपलब्ध · शुक्र, 4 दिस॰ तक',
    );
    expect(deliveryLineText({ pin: '1', text: offlineCheckMessage, good: false, answered: false }, hi)).toBe(
      'आप ऑफ़लाइन हैं। डिलीवरी चेक करने के लिए इंटरनेट से जुड़ें।',
    );
    expect(hi('product.returnDaysWithExchange', { days: 7 })).toBe('7 दिन में रिटर्न और साइज़ बदलने की सुविधा');
  });
});
