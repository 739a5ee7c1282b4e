import { listCategories } from '../../domain/catalog/list-categories';
import { listTopSellingProducts } from '../../domain/catalog/list-top-selling-products';
import { streamedLater } from '../lib/streamed-later';
import { listBanners } from '../../domain/content/list-banners';
import { listHeroContents } from '../../domain/content/list-hero-contents';
import { listTestimonials } from '../../domain/content/list-testimonials';
import { CategoryCarousel, type HomeCategory } from '../components/home/category-carousel';
import { ContactSection } from '../components/home/contact-section';
import { HeroBanner, type HeroEntry } from '../components/home/hero-banner';
import { TestimonialsSlider } from '../components/home/testimonials-slider';
import { TopSellingSection } from '../components/home/top-selling-section';
import { WhyChooseUs } from '../components/home/why-choose-us';
import { toCardProduct } from '../components/products/to-card-product';
import type { CardProduct } from '../components/shop/product-card';
import { localeOfPath } from '../i18n/locales';
import { translatorFromMatches } from '../i18n/shop-i18n';
import { useRootData } from '../lib/root-data';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/home';

/** rule:top-selling: the home grid shows the 12 best sellers (3 full rows of 4, 4 of 3, 6 of 2). */
const topSellingCount = 12;

/**
 * rule:failures-shown: hero, banner and testimonial failures must not take the page down; the section
 * renders without them. The cause goes to the server log.
 */
async function orFallback<T>(what: string, work: Promise<T>, fallback: T): Promise<T> {
  try {
    return await work;
  } catch (err) {
    console.error(`home page: could not load ${what}`, err);
    return fallback;
  }
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { db, settings } = context.shop;
  const locale = localeOfPath(new URL(request.url).pathname);

  // Not awaited: the page streams at once and the grid fills in when this resolves (skeletons meanwhile,
  // rule:top-selling-section).
  const topSelling: Promise<CardProduct[]> = streamedLater(
    listTopSellingProducts(db, topSellingCount).then(({ topRatedProducts }) =>
      topRatedProducts.map((p) => toCardProduct(p, locale)),
    ),
  );

  const [hero, desktopBanners, mobileBanners, categories, testimonials] = await Promise.all([
    // rule:active-hero-entry: only active entries are kept; the first is displayed.
    orFallback<HeroEntry | null>(
      'the hero entry',
      listHeroContents(db, settings.freeShippingThreshold).then(({ contents }) => {
        const first = contents.find((c) => c.isActive);
        return first
          ? { title: first.title, subTitle: first.subTitle, freeshipingAmount: first.freeshipingAmount }
          : null;
      }),
      null,
    ),
    orFallback(
      'the desktop banners',
      listBanners(db, 'desktop').then(({ banners }) => banners.map((b) => b.image)),
      [],
    ),
    orFallback(
      'the mobile banners',
      listBanners(db, 'mobile').then(({ banners }) => banners.map((b) => b.image)),
      [],
    ),
    // rule:category-retry: null tells the carousel to show its error state with Retry.
    orFallback<HomeCategory[] | null>(
      'the categories',
      listCategories(db).then(({ categories: list }) => list.map(({ _id, name, image }) => ({ _id, name, image }))),
      null,
    ),
    orFallback(
      'the testimonials',
      listTestimonials(db).then(({ testimonials: list }) =>
        list.map(({ _id, name, image, title, rating, comment }) => ({ _id, name, image, title, rating, comment })),
      ),
      [],
    ),
  ]);

  return { hero, banners: { desktop: desktopBanners, mobile: mobileBanners }, categories, testimonials, topSelling };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const t = translatorFromMatches(matches);
  return pageMeta(matches, {
    title: t('home.meta.title'),
    description: t('home.meta.description'),
    path: '/',
    image: loaderData?.banners.desktop[0],
  });
};

/** rule:home-page: hero, category carousel, top selling products, why choose us, testimonials, contact form. */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { hero, banners, categories, testimonials, topSelling } = loaderData;
  const { settings } = useRootData();
  return (
    <>
      <HeroBanner
        hero={hero}
        desktopBanners={banners.desktop}
        mobileBanners={banners.mobile}
        fallbackFreeShipping={settings.freeShippingThreshold}
        appStoreUrl={settings.appStoreUrl}
      />
      <CategoryCarousel categories={categories} />
      <TopSellingSection products={topSelling} />
      <WhyChooseUs freeShippingThreshold={settings.freeShippingThreshold} />
      <TestimonialsSlider testimonials={testimonials} />
      <ContactSection />
    </>
  );
}
