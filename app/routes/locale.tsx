import { Outlet, redirect } from 'react-router';
import { preferredLocale } from '../i18n/choose-locale';
import { messagesFor } from '../i18n/catalogs.server';
import { localeOfPath, localizePath } from '../i18n/locales';
import type { LocaleData } from '../i18n/shop-i18n';
import type { Route } from './+types/locale';

/**
 * The language layout (ADR 0059, rule:shop-language), mounted twice in routes.ts: over the English paths (id
 * `locale-en`) and under /hi (id `locale-hi`). It sends its page the one catalog it needs, once: staying in a language
 * never loads it again (shouldRevalidate). An English path asked for by a shopper who chose Hindi, or whose browser
 * asks for Hindi on a first visit, is sent to its Hindi path; a Hindi path is always shown in Hindi.
 */
export function loader({ request }: Route.LoaderArgs): LocaleData {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  if (locale === 'en') {
    const wanted = preferredLocale({
      cookie: request.headers.get('cookie'),
      acceptLanguage: request.headers.get('accept-language'),
    });
    const path = url.pathname + url.search;
    const there = localizePath(path, wanted);
    // Paths every language shares (the back office) stay where they are.
    if (there !== path) throw redirect(there, { headers: { Vary: 'Cookie, Accept-Language' } });
  }
  return { locale, messages: messagesFor(locale) };
}

export const shouldRevalidate = () => false;

export default function LocaleLayout() {
  return <Outlet />;
}
