import { Download, ShoppingBag, Sparkles, Truck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from '../../i18n/link';
import { useT } from '../../i18n/shop-i18n';
import { formatRupees } from '../../../domain/shared/money';
import { pictureSrcSet } from '../../../domain/shared/image-variants';
import {
  desktopBannerBox,
  desktopBannerSize,
  heroBannerAt,
  heroRotates,
  heroRotationMs,
  mobileBannerBox,
  mobileBannerMedia,
  mobileBannerSize,
} from '../../lib/home-carousels';
import { responsiveImage } from '../../lib/images';
import type { HeroContent } from '../../../domain/views/content';

/** rule:hero-banner: the fields of a hero entry that the hero shows. */
export type HeroEntry = Pick<HeroContent, 'title' | 'subTitle' | 'freeshipingAmount'>;

interface HeroBannerProps {
  /** The first active hero entry, or null when there is none or it failed to load (the page still renders, rule:failures-shown). */
  hero: HeroEntry | null;
  desktopBanners: string[];
  mobileBanners: string[];
  /** rule:free-shipping: the one configured threshold, used when no hero entry is available. */
  fallbackFreeShipping: number;
  /** rule:configurable-links: the app-store listing is configuration. */
  appStoreUrl: string;
}

/**
 * rule:hero-banner: banner images rotating every 5 s (rule:banner-rotation), over them the hero entry's
 * badge, the heading, its subtitle and free-shipping line, Shop Now and Download App; below,
 * the tagline and the static claims.
 */
export function HeroBanner({
  hero,
  desktopBanners,
  mobileBanners,
  fallbackFreeShipping,
  appStoreUrl,
}: HeroBannerProps) {
  const t = useT();
  // rule:hero-banner: static claims. The figures are the same in both languages (Indian shops print 20K+ in Hindi too).
  const claims = [
    { figure: '20K+', label: t('home.hero.satisfiedBuyers') },
    { figure: '5K+', label: t('home.hero.curatedItems') },
    { figure: '98%', label: t('home.hero.repeatOrders') },
  ];
  const freeShipping = hero?.freeshipingAmount ?? fallbackFreeShipping;
  return (
    <section
      aria-labelledby="hero-heading"
      className="mx-auto max-w-7xl px-4 pt-4 sm:px-6 sm:pt-6 lg:px-8"
      data-testid="hero"
    >
      <div className="relative isolate overflow-hidden rounded-3xl bg-linear-to-br from-indigo-800 via-indigo-700 to-violet-700 shadow-xl shadow-indigo-900/10">
        <HeroImages desktop={desktopBanners} mobile={mobileBanners} />
        {/* A scrim keeps the white text readable over any banner: from the top on phones (the mobile
            banners' subjects sit low), from the left on wider screens (desktop subjects sit right). */}
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-linear-to-b from-indigo-950/90 via-indigo-950/65 to-indigo-950/5 sm:bg-linear-to-r sm:from-indigo-950/90 sm:via-indigo-950/60 sm:to-indigo-950/0"
        />
        <div className="flex min-h-[30rem] flex-col px-5 py-9 sm:min-h-[26rem] sm:justify-center sm:px-10 sm:py-12 lg:aspect-[8/3] lg:px-14">
          <div className="max-w-xl">
            {hero ? (
              <p
                className="inline-flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-1 text-xs font-semibold tracking-wide text-white ring-1 ring-white/30 backdrop-blur-sm sm:text-sm"
                data-testid="hero-badge"
              >
                <Sparkles aria-hidden="true" className="h-3.5 w-3.5 text-amber-300" />
                {hero.title}
              </p>
            ) : null}
            <h1
              id="hero-heading"
              className="mt-4 text-3xl leading-tight font-extrabold tracking-tight text-balance text-white sm:text-4xl lg:text-5xl"
            >
              {t('home.hero.heading')}
            </h1>
            {hero?.subTitle ? (
              <p className="mt-3 max-w-lg text-base text-pretty text-indigo-50 sm:text-lg" data-testid="hero-subtitle">
                {hero.subTitle}
              </p>
            ) : null}
            <p
              className="mt-4 inline-flex items-center gap-2 text-sm font-medium text-white sm:text-base"
              data-testid="hero-free-shipping"
            >
              <Truck aria-hidden="true" className="h-5 w-5 shrink-0 text-amber-300" />
              {t('home.freeShippingOver', { amount: formatRupees(freeShipping) })}
            </p>
            <div className="mt-6 grid max-w-xs gap-3 sm:flex sm:max-w-none">
              <Link
                to="/products"
                className="inline-flex items-center justify-center gap-2 rounded-xl bg-white px-5 py-3 text-sm font-semibold text-indigo-700 shadow-sm transition hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white sm:text-base"
              >
                <ShoppingBag aria-hidden="true" className="h-5 w-5" />
                {t('home.hero.shopNow')}
              </Link>
              <a
                href={appStoreUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center justify-center gap-2 rounded-xl bg-white/10 px-5 py-3 text-sm font-semibold text-white ring-1 ring-white/60 backdrop-blur-sm transition ring-inset hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white sm:text-base"
              >
                <Download aria-hidden="true" className="h-5 w-5" />
                {t('home.hero.downloadApp')}
                <span className="sr-only">{` ${t('home.hero.opensInNewTab')}`}</span>
              </a>
            </div>
          </div>
        </div>
      </div>

      <div className="mt-4 flex flex-col gap-4 rounded-2xl border border-gray-200 bg-white px-5 py-4 shadow-sm lg:flex-row lg:items-center lg:justify-between lg:px-8">
        <p className="text-sm text-gray-700 sm:text-base">{t('home.hero.tagline')}</p>
        <ul className="grid grid-cols-3 gap-2 text-center lg:flex lg:gap-10" data-testid="hero-claims">
          {claims.map((claim) => (
            <li key={claim.figure} className="flex flex-col lg:items-center">
              <span className="text-xl font-extrabold text-indigo-700 sm:text-2xl">{claim.figure}</span>{' '}
              <span className="text-xs text-gray-600 sm:text-sm">{claim.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/**
 * The rotating pictures. Each frame is a <picture> whose <source> holds the mobile banner for
 * viewports under 640 px, so the browser picks the right file before any script runs
 * (rule:banner-rotation). Only three frames are in the document: the one fading out, the one shown and the
 * next one, which loads lazily in the background so the swap never shows a blank; the server's page holds the first.
 */
function HeroImages({ desktop, mobile }: { desktop: string[]; mobile: string[] }) {
  const [step, setStep] = useState(0);
  const [rotating, setRotating] = useState(false);
  const rotates = heroRotates(desktop, mobile);

  // rule:banner-rotation: the banner index advances cyclically every 5 seconds. A timer only runs in the
  // browser, after hydration, so server and client render the same first frame. The next frame joins the document
  // only then: the server's page holds the first banner alone, so nothing else in the viewport is fetched before the
  // page's largest paint (ADR 0044), and the next one still has five seconds to arrive.
  useEffect(() => {
    if (!rotates) return;
    const arm = window.setTimeout(() => setRotating(true), 0);
    const timer = window.setInterval(() => setStep((s) => s + 1), heroRotationMs);
    return () => {
      window.clearTimeout(arm);
      window.clearInterval(timer);
    };
  }, [rotates]);

  if (!desktop.length && !mobile.length) return null;
  const frames = rotates && rotating ? [step - 1, step, step + 1].filter((n) => n >= 0) : [0];

  return (
    <div aria-hidden="true" className="absolute inset-0 -z-20" data-testid="hero-banner">
      {frames.map((frame) => {
        const { desktop: wide, mobile: narrow } = heroBannerAt(frame, desktop, mobile);
        const active = frame === step;
        const first = frame === 0;
        return (
          <picture key={frame}>
            {narrow && wide ? (
              <source
                media={mobileBannerMedia}
                srcSet={pictureSrcSet(narrow) ?? narrow}
                sizes={mobileBannerBox}
                width={mobileBannerSize.width}
                height={mobileBannerSize.height}
              />
            ) : null}
            <img
              src={wide ?? narrow}
              {...responsiveImage(wide ?? narrow, wide ? desktopBannerBox : mobileBannerBox)}
              alt=""
              width={wide ? desktopBannerSize.width : mobileBannerSize.width}
              height={wide ? desktopBannerSize.height : mobileBannerSize.height}
              // The first banner is the page's largest paint: fetch it first; later ones wait (rule:fast-pages), at low
              // priority even though they lie in the viewport under it, so they never share the line with the first.
              loading={first ? 'eager' : 'lazy'}
              fetchPriority={first ? 'high' : 'low'}
              data-testid="hero-image"
              data-active={active ? 'true' : 'false'}
              data-step={frame}
              // Reduced motion keeps the rotation (rule:banner-rotation) but swaps without the fade.
              className={`absolute inset-0 h-full w-full object-cover object-bottom sm:object-right motion-safe:transition-opacity motion-safe:duration-700 ${
                active ? 'opacity-100' : 'opacity-0'
              }`}
            />
          </picture>
        );
      })}
    </div>
  );
}
