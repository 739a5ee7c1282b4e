import type { ReactNode } from 'react';
import { messagesFor } from './catalogs.server';
import type { Locale } from './locales';
import { ShopI18nProvider } from './shop-i18n';

/** For component tests: the children with a language's real catalog, as the language route gives a page. */
export function WithCatalog({ locale = 'en', children }: { locale?: Locale; children: ReactNode }) {
  return <ShopI18nProvider data={{ locale, messages: messagesFor(locale) }}>{children}</ShopI18nProvider>;
}
