import { Link as RouterLink, type LinkProps } from 'react-router';
import { localizePath } from './locales';
import { useLocale } from './shop-i18n';

/**
 * React Router's Link, kept in the page's language (rule:shop-language): on a Hindi page `to="/orders"` leads to
 * /hi/orders. Paths every language shares (the API, the back office, files) are left as they are (locales.ts).
 */
export function Link({ to, ...props }: LinkProps) {
  const locale = useLocale();
  return <RouterLink to={typeof to === 'string' ? localizePath(to, locale) : to} {...props} />;
}
