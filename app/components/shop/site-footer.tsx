import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { Link } from '../../i18n/link';
import { useT } from '../../i18n/shop-i18n';
import { contactInfo } from '../../lib/contact-info';
import { useRootData } from '../../lib/root-data';

const linkClass =
  'rounded text-gray-300 hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/** India Standard Time is UTC+05:30 all year (no daylight saving). */
const istOffsetMs = (5 * 60 + 30) * 60_000;

/**
 * The year of the credit line, as India's calendar has it. The browser computes the same year
 * unless the page is hydrated across New Year's midnight; that one text is then allowed to differ.
 * Plain arithmetic, not Intl with a time zone: every page shows the footer, and a phone's first
 * zoned formatter costs tens of milliseconds of hydration.
 */
function currentYear(): string {
  return String(new Date(Date.now() + istOffsetMs).getUTCFullYear());
}

/**
 * rule:site-footer: Quick Links (Home, Products), Categories, Contact Info, the policy links,
 * the tagline and a credit line. The categories are the catalog's real ones, each linking to
 * /products?category={id}.
 */
export function SiteFooter() {
  const t = useT();
  const { categories } = useRootData();
  return (
    <footer className="mt-16 bg-gray-900 text-sm text-gray-300" data-testid="site-footer">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-2xl font-extrabold text-white">Shop</p>
          <p className="mt-3 max-w-xs leading-relaxed">{t('footer.tagline')}</p>
        </div>

        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="text-base font-semibold text-white">
            {t('footer.quickLinks')}
          </h2>
          <ul className="mt-4 space-y-2">
            <li>
              <Link to="/" className={linkClass}>
                {t('shell.home')}
              </Link>
            </li>
            <li>
              <Link to="/products" className={linkClass}>
                {t('footer.products')}
              </Link>
            </li>
          </ul>
        </nav>

        <nav aria-labelledby="footer-categories">
          <h2 id="footer-categories" className="text-base font-semibold text-white">
            {t('footer.categories')}
          </h2>
          <ul className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-1" data-testid="footer-categories">
            {categories.map((category) => (
              <li key={category._id}>
                <Link to={`/products?category=${encodeURIComponent(category._id)}`} className={linkClass}>
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className="text-base font-semibold text-white">{t('footer.contactInfo')}</h2>
          <address className="mt-4 space-y-3 not-italic">
            <p className="flex gap-3">
              <Mail aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-indigo-300" />
              <a href={`mailto:${contactInfo.email}`} className={linkClass}>
                {contactInfo.email}
              </a>
            </p>
            <p className="flex gap-3">
              <Phone aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-indigo-300" />
              <a href={contactInfo.phoneHref} className={linkClass}>
                {contactInfo.phoneDisplay}
              </a>
            </p>
            <p className="flex gap-3">
              <MapPin aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-indigo-300" />
              <span>{contactInfo.address}</span>
            </p>
            <p className="flex gap-3">
              <Clock aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-indigo-300" />
              <span>{t('home.contact.hours')}</span>
            </p>
          </address>
        </div>
      </div>

      {/* Room at the end (phones) or on the right (wider) so the floating chat button never covers the credit line. */}
      <div className="border-t border-gray-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 pb-24 pt-6 md:flex-row md:items-center md:justify-between md:pb-6 md:pr-24">
          <nav aria-label={t('footer.policies')}>
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              <li>
                <Link to="/privacy-policy" className={linkClass}>
                  {t('footer.privacyPolicy')}
                </Link>
              </li>
              <li>
                <Link to="/terms-conditions" className={linkClass}>
                  {t('footer.termsConditions')}
                </Link>
              </li>
              <li>
                <Link to="/refund-policy" className={linkClass}>
                  {t('footer.refundPolicy')}
                </Link>
              </li>
            </ul>
          </nav>
          <div className="space-y-1">
            <p className="text-gray-400" data-testid="footer-credit">
              © <span suppressHydrationWarning>{currentYear()}</span> {t('footer.credit')}
            </p>
            {/* rule:pin-directory: the PIN code data's licence (CC BY 4.0) asks for this credit. */}
            <p className="text-xs text-gray-400" data-testid="footer-data-credit">
              {t('footer.pinDataCredit')}{' '}
              <a href="https://www.geonames.org/" className={linkClass} rel="noopener">
                GeoNames
              </a>
              ,{' '}
              <a href="https://creativecommons.org/licenses/by/4.0/" className={linkClass} rel="license noopener">
                CC BY 4.0
              </a>
            </p>
          </div>
        </div>
      </div>
    </footer>
  );
}
