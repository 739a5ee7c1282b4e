import { BadgeCheck, ShieldCheck, Truck } from 'lucide-react';
import { formatRupees } from '../../../domain/shared/money';
import { SectionHeading } from './section-heading';

/**
 * rule:why-choose-us: Free Shipping, Secure Payment, Quality Guarantee. rule:rupees and
 * rule:free-shipping: the free-shipping amount is the shop's one configured threshold, in rupees
 * with Indian grouping, never a fixed figure written here.
 */
export function WhyChooseUs({ freeShippingThreshold }: { freeShippingThreshold: number }) {
  const items = [
    {
      icon: Truck,
      title: 'Free Shipping',
      text: `Free Shipping on orders over ${formatRupees(freeShippingThreshold)}`,
    },
    {
      icon: ShieldCheck,
      title: 'Secure Payment',
      text: 'Pay cash on delivery, only when your order reaches your door.',
    },
    {
      icon: BadgeCheck,
      title: 'Quality Guarantee',
      text: 'Genuine products from trusted brands, with easy returns within 7 days of delivery.',
    },
  ];
  return (
    <section
      aria-labelledby="why-heading"
      className="mx-auto max-w-7xl px-4 pt-16 sm:px-6 lg:px-8"
      data-testid="why-choose-us"
    >
      <SectionHeading id="why-heading" title="Why Choose Us" subtitle="Shopping that is simple, safe and worth it." />
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
