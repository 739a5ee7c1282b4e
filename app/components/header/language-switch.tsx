import { useLocation } from 'react-router';
import { localeName, pathWithoutLocale, type Locale } from '../../i18n/locales';
import { useLocale, useT } from '../../i18n/shop-i18n';

/**
 * rule:shop-language: a link to this page in the other language, through /language/{locale} (routes/language.ts),
 * which remembers the choice. Written in the language it leads to, as every shop does, so a shopper who cannot read
 * the page's language still finds their own. A whole page load: the page's every text changes.
 */
export function LanguageSwitch({ className, onChoose }: { className: string; onChoose?: () => void }) {
  const t = useT();
  const current = useLocale();
  const { pathname, search } = useLocation();
  const other: Locale = current === 'hi' ? 'en' : 'hi';
  const to = encodeURIComponent(pathWithoutLocale(pathname) + search);
  return (
    <a
      href={`/language/${other}?to=${to}`}
      lang={other}
      hrefLang={other}
      rel="nofollow"
      className={className}
      data-testid="language-switch"
      onClick={onChoose}
    >
      <span className="sr-only" lang={current}>
        {t('shell.language')}:{' '}
      </span>
      {localeName[other]}
    </a>
  );
}
