import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { AccountAlert } from '../../../domain/views/alerts';
import type { Locale } from '../../i18n/locales';
import { WithCatalog } from '../../i18n/test-catalog';
import { AlertCard } from './alert-card';
import { AlertLinkAction } from './alert-link-action';

afterEach(cleanup);

const alert = {
  _id: 'a1',
  product: { _id: 'p1', title: 'Steel Bottle', images: [] },
  kind: 'price_drop',
  baselinePrice: 1299,
  source: 'saved',
} as unknown as AccountAlert;

function show(locale: Locale, children: React.ReactNode) {
  const path = locale === 'hi' ? '/hi/alerts' : '/alerts';
  const Stub = createRoutesStub([{ path, Component: () => <WithCatalog locale={locale}>{children}</WithCatalog> }]);
  render(<Stub initialEntries={[path]} />);
}

describe('AlertCard', () => {
  it('says what the alert waits for and where it came from, in English', () => {
    show(
      'en',
      <ul>
        <AlertCard alert={alert} />
      </ul>,
    );
    expect(screen.getByTestId('alert-waits-for').textContent).toBe('Price drop below ₹1,299.00');
    expect(screen.getByText('From Saved for later')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Stop the alert for Steel Bottle' }).textContent).toBe('Stop');
  });

  it('speaks Hindi on a Hindi page', () => {
    show(
      'hi',
      <ul>
        <AlertCard alert={{ ...alert, kind: 'back_in_stock', source: 'notify' } as AccountAlert} />
      </ul>,
    );
    expect(screen.getByTestId('alert-waits-for').textContent).toBe('स्टॉक में वापस आने पर');
    expect(screen.getByText('आपने बताने को कहा था')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Steel Bottle का अलर्ट बंद करें' }).textContent).toBe('बंद करें');
  });
});

describe('AlertLinkAction', () => {
  it('says a broken link at once, with a way back to the products in the page’s language', () => {
    show(
      'hi',
      <AlertLinkAction
        heading="h"
        intro="i"
        button="b"
        kind="stop"
        initialProblem="x"
        run={async () => ({ message: '' })}
      />,
    );
    expect(screen.getByRole('link', { name: 'खरीदारी जारी रखें' }).getAttribute('href')).toBe('/hi/products');
  });
});
