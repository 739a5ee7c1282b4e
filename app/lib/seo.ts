/**
 * Per-page title, description, canonical URL and Open Graph tags (rule:seo-tags).
 * Route `meta` functions call pageMeta with their own words; the absolute URLs come from
 * PUBLIC_URL (root loader), never from the Host header.
 */
import type { MetaDescriptor } from 'react-router';
import { localizePath } from '../i18n/locales';
import type { RootData } from './root-data';

export const shopName = 'Shop';

interface MetaMatch {
  id: string;
  data?: unknown;
}

/** The shop's public origin from the root loader's data inside a route's meta function. */
export function publicUrlFrom(matches: readonly (MetaMatch | undefined)[]): string {
  const root = matches.find((m) => m?.id === 'root')?.data as RootData | undefined;
  return root?.settings.publicUrl ?? '';
}

export interface PageMetaInput {
  title: string;
  description: string;
  /** Path and query of the canonical page, e.g. '/products' or `/product/${id}`. */
  path: string;
  /** Absolute or site-relative image for link previews. */
  image?: string;
  type?: 'website' | 'product';
  noindex?: boolean;
}

/**
 * The page's tags in its language (ADR 0059): the canonical URL is the page in the language shown, and `hreflang`
 * links name both languages' URLs (English as the default), so a search engine lists each and links both ways.
 */
export function pageMeta(matches: readonly (MetaMatch | undefined)[], input: PageMetaInput): MetaDescriptor[] {
  const origin = publicUrlFrom(matches).replace(/\/$/, '');
  const locale = matches.some((m) => m?.id === 'locale-hi') ? 'hi' : 'en';
  const url = `${origin}${localizePath(input.path, locale)}`;
  const english = `${origin}${localizePath(input.path, 'en')}`;
  const hindi = `${origin}${localizePath(input.path, 'hi')}`;
  const image = input.image ? (input.image.startsWith('http') ? input.image : `${origin}${input.image}`) : undefined;
  const title = input.title.includes(shopName) ? input.title : `${input.title} | ${shopName}`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: input.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { tagName: 'link', rel: 'alternate', hrefLang: 'en-IN', href: english },
    { tagName: 'link', rel: 'alternate', hrefLang: 'hi-IN', href: hindi },
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: english },
    { property: 'og:site_name', content: shopName },
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: input.description },
    { property: 'og:url', content: url },
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
  ];
  if (image) tags.push({ property: 'og:image', content: image });
  if (input.noindex) tags.push({ name: 'robots', content: 'noindex' });
  return tags;
}
