import { BadgeCheck, ShieldCheck, Truck } from 'lucide-react';
import { useT } from '../../i18n/shop-i18n';
import { formatRupees } from '../../../domain/shared/money';
import { SectionHeading } from './section-heading';

/**
 * rule:why-choose-us: Free Shipping, Secure Payment, Quality Guarantee. rule:rupees and
 * rule:free-shipping: the free-shipping amount is the shop's one configured threshold, in rupees
 * with Indian grouping, never a fixed figure written here.
 */
export function WhyChooseUs({ freeShippingThreshold }: { freeShippingThreshold: number }) {
  const t = useT();
  const items = [
    {
      icon: Truck,
      title: t('home.why.freeShipping'),
      text: t('home.freeShippingOver', { amount: formatRupees(freeShippingThreshold) }),
    },
    {
      icon: ShieldCheck,
      title: t('home.why.securePayment'),
      text: t('home.why.securePaymentText'),
    },
    {
      icon: BadgeCheck,
      title: t('home.why.qualityGuarantee'),
      text: t('home.why.qualityGuaranteeText'),
    },
  ];
  return (
    <section
      aria-labelledby="why-heading"
      className="mx-auto max-w-7xl px-4 pt-16 sm:px-6 lg:px-8"
      data-testid="why-choose-us"
    >
      <SectionHeading id="why-heading" title={t('home.why.title')} subtitle={t('home.why.subtitle')} />
      <ul className="mt-6 grid gap-4 sm:grid-cols-3 lg:gap-6">
        {items.map(({ icon: Icon, title, text }) => (
          <li
            key={title}
            className="flex gap-4 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:flex-col lg:p-6"
          >
            <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-indigo-50 text-indigo-700">
              <Icon aria-hidden="true" className="h-6 w-6" />
            </span>
            <div>
              <h3 className="font-semibold text-gray-900">{title}</h3>
              <p className="mt-1 text-sm text-gray-600">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
