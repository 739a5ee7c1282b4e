/**
 * The page's language at run time (ADR 0059): the catalog the language route sent, the same on the server and in
 * the browser, so hydration meets the text it rendered. Components translate with `const t = useT()` and
 * `t('shell.cartWithItems', { count })`, and link with ./link.tsx.
 */
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useLocation, useRouteLoaderData } from 'react-router';
import { formatMessage, type CompiledMessage, type MessageValues } from './format-message';
import { intlLocale, localeOfPath, type Locale } from './locales';

/** What the language route (routes/locale.tsx) sends each page. */
export interface LocaleData {
  locale: Locale;
  messages: Record<string, CompiledMessage>;
}

export type Translate = (id: string, values?: MessageValues) => string;

/**
 * A translator for one catalog. An id the catalog lacks shows as itself: the catalog test (test/i18n) keeps every id
 * the code uses in both catalogs, so this is only ever seen by a developer.
 */
export function translator({ locale, messages }: LocaleData): Translate {
  const intl = intlLocale[locale];
  return (id, values = {}) => {
    const message = messages[id];
    return message === undefined ? id : formatMessage(message, values, intl);
  };
}

const noCatalog: LocaleData = { locale: 'en', messages: {} };

/** The catalogs this tab has received, by language (browser only: ShopI18nProvider keeps them, useLocaleData). */
const shownCatalogs: Partial<Record<Locale, LocaleData>> = {};

/**
 * For a route's `meta` function, which runs outside React: a translator from the matched language route's data
 * (`t('product.meta.title', { title })`); without one (no language route matched) ids show as themselves.
 */
export function translatorFromMatches(matches: readonly ({ id: string; data?: unknown } | undefined)[]): Translate {
  const match = matches.find((m) => m?.id === 'locale-hi' || m?.id === 'locale-en');
  return translator((match?.data as LocaleData | undefined) ?? noCatalog);
}
const TranslateContext = createContext<Translate>(translator(noCatalog));

/**
 * The catalog the matched language route sent (routes/locale.tsx). Both ids are asked every time, as hooks must be;
 * only one is matched.
 */
export function useLocaleData(): LocaleData {
  const english = useRouteLoaderData<LocaleData>('locale-en');
  const hindi = useRouteLoaderData<LocaleData>('locale-hi');
  const data = hindi ?? english;
  if (data) return data;
  // In the browser, an error the root catches (its own data failed to load: offline, say) clears the data of the
  // routes under it, the language route's too; the catalog this tab already received for the page's language still
  // says the error page in it.
  const remembered = typeof window !== 'undefined' ? shownCatalogs[localeOfPath(window.location.pathname)] : undefined;
  return remembered ?? noCatalog;
}

export function ShopI18nProvider({ data, children }: { data: LocaleData; children: ReactNode }) {
  const t = useMemo(() => translator(data), [data]);
  // Effects run only in the browser: the server's module is shared by every request.
  useEffect(() => {
    if (data.messages !== noCatalog.messages) shownCatalogs[data.locale] = data;
  }, [data]);
  return <TranslateContext value={t}>{children}</TranslateContext>;
}

/** The page's messages: `t('shell.cart')`, `t('shell.cartWithItems', { count })`. */
export function useT(): Translate {
  return useContext(TranslateContext);
}

/** The language of the page being shown, from its path (works outside the provider too: the back office). */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}
