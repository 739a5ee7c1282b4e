import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { productUnavailableMessage } from '../../../domain/shared/catalog-rules';
import { languageCatalog } from '../../i18n/catalogs.server';
import type { Locale } from '../../i18n/locales';
import { WithCatalog } from '../../i18n/test-catalog';
import { offlineBannerText } from '../../lib/online-status';
import { offlinePageText, offlineTitle } from '../../service-worker/protocol';
import { NotFoundPage } from './not-found-page';

afterEach(cleanup);

function show(locale: Locale) {
  const path = locale === 'hi' ? '/hi/nowhere' : '/nowhere';
  const Stub = createRoutesStub([
    {
      path,
      Component: () => (
        <WithCatalog locale={locale}>
          <NotFoundPage />
        </WithCatalog>
      ),
    },
  ]);
  render(<Stub initialEntries={[path]} />);
}

const links = () => screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);

describe('NotFoundPage (rule:page-not-found)', () => {
  it('is Page Not Found with Go Home and Shop Now in English', () => {
    show('en');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page Not Found');
    expect(links()).toEqual([
      ['Go Home', '/'],
      ['Shop Now', '/products'],
    ]);
  });

  it('speaks Hindi on a Hindi page, its links staying in Hindi', () => {
    show('hi');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('पेज नहीं मिला');
    expect(links()).toEqual([
      ['होम पेज पर जाएँ', '/hi'],
      ['अभी खरीदें', '/hi/products'],
    ]);
  });
});

describe('the catalog’s words said elsewhere too', () => {
  const english = languageCatalog('en');
  it('are the same in English: the offline banner (e2e), the service worker’s offline page, the API’s unavailable product', () => {
    expect(english.get('offline.banner')).toBe(offlineBannerText);
    expect(english.get('offline.title')).toBe(offlineTitle);
    expect(english.get('offline.pageText')).toBe(offlinePageText);
    expect(english.get('pages.unavailable.heading')).toBe(productUnavailableMessage);
  });
});
