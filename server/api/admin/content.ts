import { addBanner } from '../../../domain/content/add-banner';
import { bannerList, heroList, testimonialList } from '../../../domain/content/content-lists';
import { createHeroEntry } from '../../../domain/content/create-hero-entry';
import { createTestimonial } from '../../../domain/content/create-testimonial';
import { deleteHeroEntry } from '../../../domain/content/delete-hero-entry';
import { deleteTestimonial } from '../../../domain/content/delete-testimonial';
import { getAdminHomeContent } from '../../../domain/content/get-admin-home-content';
import { listAdminBanners } from '../../../domain/content/list-admin-banners';
import { listAdminHeroEntries } from '../../../domain/content/list-admin-hero-entries';
import { listAdminTestimonials } from '../../../domain/content/list-admin-testimonials';
import { moveBanner } from '../../../domain/content/move-banner';
import { moveContentEntry } from '../../../domain/content/move-content-entry';
import { removeBanner } from '../../../domain/content/remove-banner';
import { reorderContentList } from '../../../domain/content/reorder-content-list';
import { updateHeroEntry } from '../../../domain/content/update-hero-entry';
import { updateTestimonial } from '../../../domain/content/update-testimonial';
import {
  addBannerBodySchema,
  bannerKindParamSchema,
  createHeroEntryBodySchema,
  createTestimonialBodySchema,
  moveBodySchema,
  reorderBannersBodySchema,
  reorderBodySchema,
  updateHeroEntryBodySchema,
  updateTestimonialBodySchema,
} from '../../../domain/schemas/admin-content';
import {
  adminBannerListSchema,
  adminBannerSchema,
  adminHeroEntryListSchema,
  adminHeroEntrySchema,
  adminHomeContentSchema,
  adminTestimonialListSchema,
  adminTestimonialSchema,
  removedContentSchema,
} from '../../../domain/views/admin-content';
import { currentUser } from '../../plugins/auth';
import type { App } from '../../types';
import { envelope, idParam, ok } from '../envelope';

const tags = ['admin'];
const removed = { 200: envelope(removedContentSchema) };

/**
 * The home page's content as staff keep it (rule:home-content): hero entries, desktop and mobile banners,
 * testimonials, each list in its order. Guarded on /api/admin (rule:staff-only); every write is audited in its own
 * transaction (rule:audit-log). Pictures are uploaded first (POST /api/upload/uploadImage) and claimed by the write
 * that uses them. The public reads (`GET heroSec`, `banner`, `mobileBanner`, `testimonial`) follow at once.
 */
export default async function adminContentRoutes(app: App) {
  app.get(
    '/content',
    {
      schema: {
        tags,
        summary: 'Everything on the home page staff keep: hero entries, banners of both kinds, testimonials',
        response: { 200: envelope(adminHomeContentSchema) },
      },
    },
    async () => ok(await getAdminHomeContent(app.db, app.settings.freeShippingThreshold)),
  );

  // Hero entries.
  app.get(
    '/content/hero',
    {
      schema: {
        tags,
        summary: 'Every hero entry, active or not, in order; the home page shows the first active one',
        response: { 200: envelope(adminHeroEntryListSchema) },
      },
    },
    async () => ok(await listAdminHeroEntries(app.db)),
  );

  app.post(
    '/content/hero',
    {
      schema: {
        tags,
        summary: 'Add a hero entry, last or (placeFirst) first',
        body: createHeroEntryBodySchema,
        response: { 201: envelope(adminHeroEntrySchema) },
      },
    },
    async (request, reply) => {
      const entry = await createHeroEntry(
        app.db,
        currentUser(request).id,
        request.body,
        app.settings.freeShippingThreshold,
      );
      return reply.status(201).send(ok(entry, `Hero entry ${entry.title} added`));
    },
  );

  app.post(
    '/content/hero/reorder',
    {
      schema: {
        tags,
        summary: 'Put every hero entry in a new order (exactly the ids the list holds)',
        body: reorderBodySchema,
        response: { 200: envelope(adminHeroEntryListSchema) },
      },
    },
    async (request) => {
      await reorderContentList(app.db, currentUser(request).id, heroList, request.body.ids);
      return ok(await listAdminHeroEntries(app.db), 'Hero entries reordered');
    },
  );

  app.put(
    '/content/hero/:id',
    {
      schema: {
        tags,
        summary: "Change a hero entry's title, subtitle, free-shipping amount or whether it is active",
        params: idParam,
        body: updateHeroEntryBodySchema,
        response: { 200: envelope(adminHeroEntrySchema) },
      },
    },
    async (request) => {
      const entry = await updateHeroEntry(app.db, currentUser(request).id, request.params.id, request.body);
      return ok(entry, `Hero entry ${entry.title} saved`);
    },
  );

  app.delete(
    '/content/hero/:id',
    {
      schema: { tags, summary: 'Delete a hero entry', params: idParam, response: removed },
    },
    async (request) => ok(await deleteHeroEntry(app.db, currentUser(request).id, request.params.id), 'Deleted'),
  );

  app.post(
    '/content/hero/:id/move',
    {
      schema: {
        tags,
        summary: 'Move a hero entry up, down, first or last',
        params: idParam,
        body: moveBodySchema,
        response: { 200: envelope(adminHeroEntryListSchema) },
      },
    },
    async (request) => {
      await moveContentEntry(app.db, currentUser(request).id, heroList, request.params.id, request.body.direction);
      return ok(await listAdminHeroEntries(app.db), 'Moved');
    },
  );

  // Banners: one list for wide screens, one for phones (rule:banner-rotation).
  app.get(
    '/content/banners/:kind',
    {
      schema: {
        tags,
        summary: 'The banners of one kind (desktop or mobile), in the order the hero shows them',
        params: bannerKindParamSchema,
        response: { 200: envelope(adminBannerListSchema) },
      },
    },
    async (request) => ok(await listAdminBanners(app.db, request.params.kind)),
  );

  app.post(
    '/content/banners/reorder',
    {
      schema: {
        tags,
        summary: "Put one kind's banners in a new order (exactly the ids the list holds)",
        body: reorderBannersBodySchema,
        response: { 200: envelope(adminBannerListSchema) },
      },
    },
    async (request) => {
      const { kind, ids } = request.body;
      await reorderContentList(app.db, currentUser(request).id, bannerList(kind), ids);
      return ok(await listAdminBanners(app.db, kind), 'Banners reordered');
    },
  );

  app.post(
    '/content/banners/:kind',
    {
      schema: {
        tags,
        summary: 'Add a banner (an image uploaded first by this staff member) after the others of its kind',
        params: bannerKindParamSchema,
        body: addBannerBodySchema,
        response: { 201: envelope(adminBannerSchema) },
      },
    },
    async (request, reply) => {
      const banner = await addBanner(app.db, currentUser(request).id, request.params.kind, request.body);
      return reply.status(201).send(ok(banner, 'Banner added'));
    },
  );

  app.delete(
    '/content/banners/:id',
    {
      schema: { tags, summary: 'Remove a banner', params: idParam, response: removed },
    },
    async (request) => ok(await removeBanner(app.db, currentUser(request).id, request.params.id), 'Banner removed'),
  );

  app.post(
    '/content/banners/:id/move',
    {
      schema: {
        tags,
        summary: 'Move a banner up, down, first or last among those of its kind',
        params: idParam,
        body: moveBodySchema,
        response: { 200: envelope(adminBannerListSchema) },
      },
    },
    async (request) => {
      const kind = await moveBanner(app.db, currentUser(request).id, request.params.id, request.body.direction);
      return ok(await listAdminBanners(app.db, kind), 'Moved');
    },
  );

  // Testimonials.
  app.get(
    '/content/testimonials',
    {
      schema: {
        tags,
        summary: 'Every testimonial, shown or hidden, in the order of the slider',
        response: { 200: envelope(adminTestimonialListSchema) },
      },
    },
    async () => ok(await listAdminTestimonials(app.db)),
  );

  app.post(
    '/content/testimonials',
    {
      schema: {
        tags,
        summary: 'Add a testimonial (its picture uploaded first by this staff member) after the others',
        body: createTestimonialBodySchema,
        response: { 201: envelope(adminTestimonialSchema) },
      },
    },
    async (request, reply) => {
      const testimonial = await createTestimonial(app.db, currentUser(request).id, request.body);
      return reply.status(201).send(ok(testimonial, `Testimonial from ${testimonial.name} added`));
    },
  );

  app.post(
    '/content/testimonials/reorder',
    {
      schema: {
        tags,
        summary: 'Put every testimonial in a new order (exactly the ids the list holds)',
        body: reorderBodySchema,
        response: { 200: envelope(adminTestimonialListSchema) },
      },
    },
    async (request) => {
      await reorderContentList(app.db, currentUser(request).id, testimonialList, request.body.ids);
      return ok(await listAdminTestimonials(app.db), 'Testimonials reordered');
    },
  );

  app.put(
    '/content/testimonials/:id',
    {
      schema: {
        tags,
        summary: 'Change a testimonial, or show or hide it on the home page',
        params: idParam,
        body: updateTestimonialBodySchema,
        response: { 200: envelope(adminTestimonialSchema) },
      },
    },
    async (request) => {
      const testimonial = await updateTestimonial(app.db, currentUser(request).id, request.params.id, request.body);
      return ok(testimonial, `Testimonial from ${testimonial.name} saved`);
    },
  );

  app.delete(
    '/content/testimonials/:id',
    {
      schema: { tags, summary: 'Delete a testimonial', params: idParam, response: removed },
    },
    async (request) =>
      ok(await deleteTestimonial(app.db, currentUser(request).id, request.params.id), 'Testimonial deleted'),
  );

  app.post(
    '/content/testimonials/:id/move',
    {
      schema: {
        tags,
        summary: 'Move a testimonial up, down, first or last',
        params: idParam,
        body: moveBodySchema,
        response: { 200: envelope(adminTestimonialListSchema) },
      },
    },
    async (request) => {
      await moveContentEntry(
        app.db,
        currentUser(request).id,
        testimonialList,
        request.params.id,
        request.body.direction,
      );
      return ok(await listAdminTestimonials(app.db), 'Moved');
    },
  );
}
