/**
 * Home-page content and shop settings (rule:api-contract): hero texts, desktop and mobile
 * banners, testimonials, and the settings every shipping text and the chat and app links use
 * (rule:free-shipping, rule:configurable-links). Staff edit content rarely, so browsers may keep it five minutes.
 */
import { getPublicSettings } from '../../../domain/content/get-public-settings';
import { listBanners } from '../../../domain/content/list-banners';
import { listHeroContents } from '../../../domain/content/list-hero-contents';
import { listTestimonials } from '../../../domain/content/list-testimonials';
import { contentListQuerySchema } from '../../../domain/schemas/catalog';
import {
  bannerListSchema,
  heroContentListSchema,
  publicSettingsSchema,
  testimonialListSchema,
} from '../../../domain/views/content';
import type { App } from '../../types';
import { envelope, ok } from '../envelope';

/** Staff edit the home page's content and see it at once (rule:home-content, ADR 0032). */
export const contentCacheControl = 'public, no-cache';

const bannerList = envelope(bannerListSchema);

export default async function contentRoutes(app: App) {
  app.get(
    '/heroSec',
    {
      schema: {
        tags: ['content'],
        summary:
          'Active hero entries; freeshipingAmount is the configured free-shipping threshold (rule:free-shipping)',
        querystring: contentListQuerySchema,
        response: {
          200: envelope(heroContentListSchema),
        },
      },
    },
    async (_request, reply) => {
      const data = await listHeroContents(app.db, app.settings.freeShippingThreshold);
      reply.header('cache-control', contentCacheControl);
      return ok(data, 'Hero content fetched successfully');
    },
  );

  app.get(
    '/banner',
    {
      schema: {
        tags: ['content'],
        summary: 'Hero images for wide screens',
        querystring: contentListQuerySchema,
        response: { 200: bannerList },
      },
    },
    async (_request, reply) => {
      const data = await listBanners(app.db, 'desktop');
      reply.header('cache-control', contentCacheControl);
      return ok(data, 'Banners fetched successfully');
    },
  );

  app.get(
    '/mobileBanner',
    {
      schema: {
        tags: ['content'],
        summary: 'Hero images for screens under 640 px',
        querystring: contentListQuerySchema,
        response: { 200: bannerList },
      },
    },
    async (_request, reply) => {
      const data = await listBanners(app.db, 'mobile');
      reply.header('cache-control', contentCacheControl);
      return ok(data, 'Mobile banners fetched successfully');
    },
  );

  app.get(
    '/testimonial',
    {
      schema: {
        tags: ['content'],
        summary: 'Testimonials for the home page',
        querystring: contentListQuerySchema,
        response: {
          200: envelope(testimonialListSchema),
        },
      },
    },
    async (_request, reply) => {
      const data = await listTestimonials(app.db);
      reply.header('cache-control', contentCacheControl);
      return ok(data, 'Testimonials fetched successfully');
    },
  );

  app.get(
    '/settings',
    {
      schema: {
        tags: ['content'],
        summary: 'Shop settings: free-shipping threshold and flat fee (rupees), chat number, app-store link',
        response: {
          200: envelope(publicSettingsSchema),
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', contentCacheControl);
      return ok(getPublicSettings(app.settings), 'Settings fetched successfully');
    },
  );
}
