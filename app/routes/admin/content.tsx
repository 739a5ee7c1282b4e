import { ExternalLink } from 'lucide-react';
import type { Route } from './+types/content';
import { getAdminHomeContent } from '../../../domain/content/get-admin-home-content';
import { BannersSection } from '../../components/admin/content/banners-section';
import { HeroSection } from '../../components/admin/content/hero-section';
import { TestimonialsSection } from '../../components/admin/content/testimonials-section';
import { requireStaff } from '../../lib/require-staff';

/** /admin/content: what the home page shows, kept by staff (rule:home-content). */
export async function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  const { db, settings } = args.context.shop;
  return { content: await getAdminHomeContent(db, settings.freeShippingThreshold) };
}

export function meta() {
  return [{ title: 'Home page · Back office' }, { name: 'robots', content: 'noindex' }];
}

export default function AdminContent({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  return (
    <section>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-gray-900">Home page</h1>
          <p className="mt-1 text-sm text-gray-700">
            The hero, its banners and the testimonials shoppers see on the home page. Changes show there at once.
          </p>
        </div>
        {/* The real home page, as a shopper sees it: nothing is cached in the app, so it is live. */}
        <a
          href="/"
          target="_blank"
          rel="noopener"
          className="inline-flex min-h-11 shrink-0 items-center gap-2 self-start rounded-md border border-gray-300 bg-white px-4 text-sm font-semibold text-blue-700 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
        >
          <ExternalLink aria-hidden="true" className="h-4 w-4" />
          Preview home page<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
      <HeroSection entries={content.hero} freeShippingThreshold={content.freeShippingThreshold} />
      <BannersSection banners={content.banners} />
      <TestimonialsSection testimonials={content.testimonials} />
    </section>
  );
}
