/**
 * Home-page content kept by staff (rule:home-content) through the real app: hero entries, desktop and mobile
 * banners and testimonials are added, changed, moved, reordered and deleted under /api/admin/content; bad input is
 * a 4xx that changes nothing; every change writes its audit row (rule:audit-log); pictures must be the staff
 * member's own uploads and leave quarantine when used (rule:own-uploads-only, rule:upload-quarantine); guests and
 * shoppers are refused (rule:staff-only); and the storefront's reads and home page follow at once
 * (rule:active-hero-entry, rule:testimonials).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loader as adminContentLoader } from '../../app/routes/admin/content';
import { loader as homeLoader } from '../../app/routes/home';
import { authenticateToken, toPublicUser } from '../../domain/auth/sessions';
import { banners, heroContents, testimonials } from '../../db/schema/index';
import { sweepUploadsOnce } from '../../server/jobs/sweep-uploads-job';
import { startTestApp, type TestContext } from '../helpers/app';
import { expectError } from '../helpers/errors';
import {
  auditCount as auditCountIn,
  auditOf as auditRowsOf,
  publicData as publicDataOf,
  uploadRecord as uploadRecordOf,
} from '../helpers/staff-writes';
import { uploadTestImage } from '../helpers/uploads';
import { registerTestStaff, registerTestUser, type TestUser } from '../helpers/users';

let ctx: TestContext;
let staff: TestUser;
let otherStaff: TestUser;
let shopper: TestUser;
let db: TestContext['database']['db'];
beforeAll(async () => {
  // A threshold other than the default shows that the hero's amount comes from configuration.
  ctx = await startTestApp({ FREE_SHIPPING_THRESHOLD: '650', UPLOAD_QUARANTINE_HOURS: '6' });
  db = ctx.database.db;
  staff = await registerTestStaff(ctx.app, ctx.database.db);
  otherStaff = await registerTestStaff(ctx.app, ctx.database.db);
  shopper = await registerTestUser(ctx.app);
});
afterAll(async () => {
  await ctx.close();
});

/** Each test starts from an empty home page; nothing refers to these rows, so they may simply go. */
beforeEach(async () => {
  await db.delete(heroContents);
  await db.delete(banners);
  await db.delete(testimonials);
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown, headers: Record<string, string> = staff.headers) =>
  ctx.app.inject({ method, url: `/api/admin/content${url}`, headers, payload: payload as Record<string, unknown> });
const publicData = (url: string) => publicDataOf(ctx.app, url);

const heroRows = () => db.select().from(heroContents).orderBy(heroContents.sortOrder);
const bannerRows = () => db.select().from(banners).orderBy(banners.kind, banners.sortOrder);
const testimonialRows = () => db.select().from(testimonials).orderBy(testimonials.sortOrder);
const contentRows = async () => ({ hero: await heroRows(), banners: await bannerRows(), t: await testimonialRows() });
const auditOf = (entityType: string, entityId: string) => auditRowsOf(db, entityType, entityId);
const auditCount = () => auditCountIn(db, 'content');
const uploadRecord = (url: string) => uploadRecordOf(db, url);

async function addHero(body: Record<string, unknown>) {
  const response = await call('POST', '/hero', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; title: string; onHomePage: boolean; sortOrder: number };
}
async function addBanner(kind: 'desktop' | 'mobile') {
  const image = await uploadTestImage(ctx.app, staff.headers);
  const response = await call('POST', `/banners/${kind}`, { image });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; image: string; kind: string; sortOrder: number };
}
async function addTestimonial(body: Record<string, unknown> = {}) {
  const image = await uploadTestImage(ctx.app, staff.headers);
  const response = await call('POST', '/testimonials', {
    name: 'Meena Iyer',
    title: 'Verified Buyer, Chennai',
    rating: 5,
    comment: 'The silk saree came two days early.',
    image,
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; name: string; image: string; isVisible: boolean };
}

/** The home page's loader as React Router calls it, for a guest. */
async function homePage() {
  const data = await homeLoader({
    context: { shop: { db, settings: ctx.app.settings, user: null, cspNonce: 'test' } },
    params: {},
    request: new Request('http://shop.test/'),
  } as never);
  // The grid streams in later; the test does not wait for it.
  void (data as { topSelling: Promise<unknown> }).topSelling.catch(() => undefined);
  return data as unknown as {
    hero: { title: string; subTitle: string; freeshipingAmount: number } | null;
    banners: { desktop: string[]; mobile: string[] };
    testimonials: { name: string }[];
  };
}

describe('GET /api/admin/content', () => {
  it('answers every list, hidden and inactive entries included, and the shop threshold', async () => {
    const hero = await addHero({ title: 'Festive Sale' });
    const off = await addHero({ title: 'Monsoon Sale', isActive: false });
    const desktop = await addBanner('desktop');
    const mobile = await addBanner('mobile');
    const hidden = await addTestimonial({ isVisible: false });
    const response = await call('GET', '');
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.freeShippingThreshold).toBe(650);
    expect(data.hero.map((h: { id: string }) => h.id)).toEqual([hero.id, off.id]);
    expect(data.banners.desktop).toEqual([{ id: desktop.id, kind: 'desktop', image: desktop.image, sortOrder: 0 }]);
    expect(data.banners.mobile).toEqual([{ id: mobile.id, kind: 'mobile', image: mobile.image, sortOrder: 0 }]);
    expect(data.testimonials).toEqual([expect.objectContaining({ id: hidden.id, isVisible: false })]);
  });

  it('is also the /admin/content page loader, for staff only', async () => {
    await addHero({ title: 'Page Loader Sale' });
    const session = await authenticateToken(db, staff.token);
    const loaded = await adminContentLoader({
      context: { shop: { db, settings: ctx.app.settings, user: toPublicUser(session!.user), cspNonce: 'test' } },
      params: {},
      request: new Request('http://shop.test/admin/content'),
    } as never);
    expect(loaded.content.hero.map((h) => h.title)).toEqual(['Page Loader Sale']);
    const shopperSession = await authenticateToken(db, shopper.token);
    await expect(
      adminContentLoader({
        context: {
          shop: { db, settings: ctx.app.settings, user: toPublicUser(shopperSession!.user), cspNonce: 'test' },
        },
        params: {},
        request: new Request('http://shop.test/admin/content'),
      } as never),
    ).rejects.toMatchObject({ init: { status: 403 } });
  });
});

describe('hero entries', () => {
  it('adds entries last, or first when asked; the home page shows the first active one', async () => {
    const first = await addHero({ title: 'Festive Sale', subTitle: 'Up to 60% off' });
    expect(first).toMatchObject({ title: 'Festive Sale', onHomePage: true, sortOrder: 0 });
    const second = await addHero({ title: 'New Season' });
    expect(second).toMatchObject({ onHomePage: false, sortOrder: 1 });
    const top = await addHero({ title: 'Diwali Dhamaka', subTitle: 'Lights, sweets, savings', placeFirst: true });
    expect(top).toMatchObject({ onHomePage: true, sortOrder: 0 });
    expect((await heroRows()).map((h) => [h.title, h.sortOrder])).toEqual([
      ['Diwali Dhamaka', 0],
      ['Festive Sale', 1],
      ['New Season', 2],
    ]);

    // The storefront's read and the home page follow at once (rule:active-hero-entry).
    const { contents } = await publicData('/api/heroSec?isPagination=false');
    expect(contents.map((c: { title: string }) => c.title)).toEqual(['Diwali Dhamaka', 'Festive Sale', 'New Season']);
    const home = await homePage();
    expect(home.hero).toEqual({ title: 'Diwali Dhamaka', subTitle: 'Lights, sweets, savings', freeshipingAmount: 650 });

    const [audit] = await auditOf('hero_entry', top.id);
    expect(audit).toMatchObject({
      action: 'content.hero.create',
      actorUserId: staff.id,
      before: null,
      after: { title: 'Diwali Dhamaka', subTitle: 'Lights, sweets, savings', isActive: true, position: 1 },
    });
  });

  it("records the shop's threshold unless an amount is given; the storefront always shows the threshold", async () => {
    const plain = await addHero({ title: 'Plain' });
    const withAmount = await addHero({ title: 'With amount', freeshipingAmount: 999 });
    const rows = await heroRows();
    expect(rows.find((r) => r.id === plain.id)?.freeshipingAmount).toBe(650);
    expect(rows.find((r) => r.id === withAmount.id)?.freeshipingAmount).toBe(999);
    const { contents } = await publicData('/api/heroSec');
    expect(contents.map((c: { freeshipingAmount: number }) => c.freeshipingAmount)).toEqual([650, 650]);
  });

  it('an inactive entry is not shown; turning the first off shows the next active one', async () => {
    const first = await addHero({ title: 'First' });
    const second = await addHero({ title: 'Second' });
    const changed = await call('PUT', `/hero/${first.id}`, { isActive: false, subTitle: '  Ended  ' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ isActive: false, subTitle: 'Ended', onHomePage: false });
    expect((await homePage()).hero?.title).toBe('Second');
    const { contents } = await publicData('/api/heroSec');
    expect(contents.map((c: { id: string }) => c.id)).toEqual([second.id]);
    const list = (await call('GET', '/hero')).json().data;
    expect(list.map((h: { title: string; onHomePage: boolean }) => [h.title, h.onHomePage])).toEqual([
      ['First', false],
      ['Second', true],
    ]);
    expect((await auditOf('hero_entry', first.id)).at(-1)).toMatchObject({
      action: 'content.hero.update',
      before: { isActive: true, subTitle: '' },
      after: { isActive: false, subTitle: 'Ended' },
    });

    // A change to nothing writes nothing.
    const audits = (await auditOf('hero_entry', first.id)).length;
    expect((await call('PUT', `/hero/${first.id}`, { isActive: false })).statusCode).toBe(200);
    expect(await auditOf('hero_entry', first.id)).toHaveLength(audits);

    // With no active entry the home page has none (its hero falls back to the threshold alone).
    expect((await call('PUT', `/hero/${second.id}`, { isActive: false })).statusCode).toBe(200);
    expect((await homePage()).hero).toBeNull();
  });

  it('refuses bad input with a message per field, and unknown ids, changing nothing', async () => {
    const entry = await addHero({ title: 'Steady' });
    const before = await contentRows();
    const audits = await auditCount();
    const refusals: [Method, string, unknown, string][] = [
      ['POST', '/hero', {}, 'title'],
      ['POST', '/hero', { title: '   ' }, 'title'],
      ['POST', '/hero', { title: 'x'.repeat(61) }, 'title'],
      ['POST', '/hero', { title: 'Ok', subTitle: 'y'.repeat(201) }, 'subTitle'],
      ['POST', '/hero', { title: 'Ok', freeshipingAmount: -1 }, 'freeshipingAmount'],
      ['POST', '/hero', { title: 'Ok', freeshipingAmount: 10.5 }, 'freeshipingAmount'],
      ['POST', '/hero', { title: 'Ok', freeshipingAmount: '500' }, 'freeshipingAmount'],
      ['POST', '/hero', { title: 'Ok', isActive: 'yes' }, 'isActive'],
      ['PUT', `/hero/${entry.id}`, { title: '' }, 'title'],
      ['PUT', `/hero/${entry.id}`, { freeshipingAmount: -5 }, 'freeshipingAmount'],
    ];
    for (const [method, url, payload, field] of refusals) {
      const body = expectError(await call(method, url, payload), 400, 'VALIDATION_ERROR');
      expect({ payload, details: body.details }).toEqual({
        payload,
        details: expect.arrayContaining([expect.objectContaining({ path: field })]),
      });
    }
    expect(expectError(await call('POST', '/hero', {}), 400, 'VALIDATION_ERROR').message).toBe(
      'Please enter the title.',
    );
    expectError(await call('PUT', `/hero/${entry.id}`, {}), 400, 'VALIDATION_ERROR');
    expectError(await call('PUT', '/hero/not-a-uuid', { title: 'X' }), 400, 'VALIDATION_ERROR');
    expectError(await call('PUT', `/hero/${crypto.randomUUID()}`, { title: 'X' }), 404, 'NOT_FOUND');
    expectError(await call('DELETE', `/hero/${crypto.randomUUID()}`), 404, 'NOT_FOUND');
    expectError(await call('POST', `/hero/${crypto.randomUUID()}/move`, { direction: 'up' }), 404, 'NOT_FOUND');
    expectError(await call('POST', `/hero/${entry.id}/move`, { direction: 'sideways' }), 400, 'VALIDATION_ERROR');
    expect(await contentRows()).toEqual(before);
    expect(await auditCount()).toBe(audits);
  });

  it('moves an entry up, down, first and last; a move that changes nothing writes nothing', async () => {
    const a = await addHero({ title: 'A' });
    const b = await addHero({ title: 'B' });
    const c = await addHero({ title: 'C' });
    const order = async () => (await heroRows()).map((h) => `${h.title}${h.sortOrder}`).join(' ');
    const move = async (id: string, direction: string) => {
      const response = await call('POST', `/hero/${id}/move`, { direction });
      expect(response.statusCode, response.body).toBe(200);
      return response
        .json()
        .data.map((h: { title: string }) => h.title)
        .join('');
    };
    expect(await move(c.id, 'up')).toBe('ACB');
    expect(await move(a.id, 'down')).toBe('CAB');
    expect(await move(b.id, 'first')).toBe('BCA');
    expect(await move(b.id, 'last')).toBe('CAB');
    expect(await order()).toBe('C0 A1 B2');
    expect((await homePage()).hero?.title).toBe('C');
    expect((await auditOf('hero_entry', b.id)).slice(-2)).toEqual([
      expect.objectContaining({
        action: 'content.hero.move',
        before: { position: 3 },
        after: { position: 1, direction: 'first' },
      }),
      expect.objectContaining({
        action: 'content.hero.move',
        before: { position: 1 },
        after: { position: 3, direction: 'last' },
      }),
    ]);
    const audits = await auditCount();
    expect(await move(c.id, 'up')).toBe('CAB');
    expect(await move(b.id, 'down')).toBe('CAB');
    expect(await auditCount()).toBe(audits);
  });

  it('takes a whole new order, only of exactly the ids the list holds', async () => {
    const a = await addHero({ title: 'A' });
    const b = await addHero({ title: 'B' });
    const c = await addHero({ title: 'C' });
    const response = await call('POST', '/hero/reorder', { ids: [c.id, a.id, b.id] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.map((h: { title: string }) => h.title)).toEqual(['C', 'A', 'B']);
    const [audit] = await auditOf('hero_entry', 'hero');
    expect(audit).toMatchObject({
      action: 'content.hero.reorder',
      before: { order: [a.id, b.id, c.id] },
      after: { order: [c.id, a.id, b.id] },
    });

    const before = await heroRows();
    expectError(await call('POST', '/hero/reorder', { ids: [c.id, a.id] }), 409, 'CONFLICT');
    expectError(await call('POST', '/hero/reorder', { ids: [c.id, a.id, crypto.randomUUID()] }), 409, 'CONFLICT');
    expectError(await call('POST', '/hero/reorder', { ids: [c.id, a.id, a.id] }), 400, 'VALIDATION_ERROR');
    expectError(await call('POST', '/hero/reorder', { ids: [c.id, a.id, 'b'] }), 400, 'VALIDATION_ERROR');
    expectError(await call('POST', '/hero/reorder', { ids: 'all' }), 400, 'VALIDATION_ERROR');
    expect(await heroRows()).toEqual(before);
  });

  it('deletes an entry; the ones after it move up and the next active one is shown', async () => {
    const a = await addHero({ title: 'A' });
    const b = await addHero({ title: 'B' });
    const c = await addHero({ title: 'C' });
    const response = await call('DELETE', `/hero/${a.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ id: a.id });
    expect((await heroRows()).map((h) => [h.id, h.sortOrder])).toEqual([
      [b.id, 0],
      [c.id, 1],
    ]);
    expect((await homePage()).hero?.title).toBe('B');
    expect(await auditOf('hero_entry', a.id)).toContainEqual(
      expect.objectContaining({
        action: 'content.hero.delete',
        before: expect.objectContaining({ title: 'A', isActive: true }),
        after: null,
      }),
    );
    expectError(await call('DELETE', `/hero/${a.id}`), 404, 'NOT_FOUND');
  });
});

describe('banners', () => {
  it("adds a banner from the staff member's own upload, last of its kind, and takes the upload out of quarantine", async () => {
    const first = await addBanner('desktop');
    const second = await addBanner('desktop');
    const phone = await addBanner('mobile');
    expect(second.sortOrder).toBe(1);
    expect(await uploadRecord(second.image)).toMatchObject({ userId: staff.id, claimedAt: expect.any(Date) });

    const desktop = await publicData('/api/banner?isPagination=false');
    expect(desktop.banners.map((b: { image: string }) => b.image)).toEqual([first.image, second.image]);
    const mobile = await publicData('/api/mobileBanner?isPagination=false');
    expect(mobile.banners.map((b: { image: string }) => b.image)).toEqual([phone.image]);
    expect((await homePage()).banners).toEqual({ desktop: [first.image, second.image], mobile: [phone.image] });
    expect((await call('GET', '/banners/mobile')).json().data).toEqual([
      { id: phone.id, kind: 'mobile', image: phone.image, sortOrder: 0 },
    ]);
    expect(await auditOf('banner', second.id)).toEqual([
      expect.objectContaining({
        action: 'content.banner.add',
        actorUserId: staff.id,
        before: null,
        after: { kind: 'desktop', image: second.image, position: 2 },
      }),
    ]);
  });

  it('refuses a picture that is not its own upload: never uploaded, seeded, anonymous, a shopper or another staff member', async () => {
    const anonymous = await uploadTestImage(ctx.app);
    const shoppers = await uploadTestImage(ctx.app, shopper.headers);
    const colleagues = await uploadTestImage(ctx.app, otherStaff.headers);
    const before = await contentRows();
    const audits = await auditCount();
    for (const image of [
      `/uploads/user/${'ab'.repeat(16)}.webp`,
      '/uploads/banners/festive-desktop.webp',
      anonymous,
      shoppers,
      colleagues,
    ]) {
      const body = expectError(await call('POST', '/banners/desktop', { image }), 400, 'VALIDATION_ERROR');
      expect(body.details).toEqual([{ path: 'image', message: expect.stringContaining('upload') }]);
    }
    for (const image of ['https://evil.example/banner.png', '/uploads/../data/shop.db', '', 'x'.repeat(400)]) {
      const body = expectError(await call('POST', '/banners/desktop', { image }), 400, 'VALIDATION_ERROR');
      expect(body.details).toEqual([expect.objectContaining({ path: 'image' })]);
    }
    expectError(await call('POST', '/banners/desktop', {}), 400, 'VALIDATION_ERROR');
    expectError(await call('POST', '/banners/tablet', { image: anonymous }), 400, 'VALIDATION_ERROR');
    expect(await contentRows()).toEqual(before);
    expect(await auditCount()).toBe(audits);
    // The refused uploads stay where they were: unclaimed (swept later) or their owner's.
    expect(await uploadRecord(anonymous)).toMatchObject({ userId: null, claimedAt: null });
    expect(await uploadRecord(shoppers)).toMatchObject({ userId: shopper.id, claimedAt: null });
    expect(await uploadRecord(colleagues)).toMatchObject({ userId: otherStaff.id, claimedAt: null });
  });

  it('the sweep leaves a used banner or testimonial picture and deletes an unused one', async () => {
    const banner = await addBanner('desktop');
    const testimonial = await addTestimonial();
    const unused = await uploadTestImage(ctx.app, staff.headers);
    for (const url of [banner.image, testimonial.image, unused]) {
      await db.execute(
        sql`update uploads set created_at = now() - interval '7 hours' where key = ${url.replace(/^\/uploads\//, '')}`,
      );
    }
    await sweepUploadsOnce({ db, images: ctx.app.images, config: ctx.config, log: { info: () => undefined } });
    expect(await uploadRecord(unused)).toBeUndefined();
    expect((await ctx.app.inject({ method: 'GET', url: unused })).statusCode).toBe(404);
    for (const url of [banner.image, testimonial.image]) {
      expect(await uploadRecord(url)).toBeDefined();
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    }
  });

  it('moves and reorders banners within their kind; a banner of the other kind is not part of the list', async () => {
    const a = await addBanner('desktop');
    const b = await addBanner('desktop');
    const c = await addBanner('desktop');
    const m = await addBanner('mobile');
    const moved = await call('POST', `/banners/${c.id}/move`, { direction: 'first' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.map((x: { id: string }) => x.id)).toEqual([c.id, a.id, b.id]);
    expect((await publicData('/api/banner')).banners.map((x: { id: string }) => x.id)).toEqual([c.id, a.id, b.id]);
    expect(await auditOf('banner', c.id)).toContainEqual(
      expect.objectContaining({
        action: 'content.banner.move',
        before: { position: 3 },
        after: { position: 1, direction: 'first' },
      }),
    );

    const reordered = await call('POST', '/banners/reorder', { kind: 'desktop', ids: [b.id, a.id, c.id] });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json().data.map((x: { id: string }) => x.id)).toEqual([b.id, a.id, c.id]);
    expect(await auditOf('banner', 'banners:desktop')).toEqual([
      expect.objectContaining({ action: 'content.banner.reorder', after: { order: [b.id, a.id, c.id] } }),
    ]);

    const before = await bannerRows();
    expectError(await call('POST', '/banners/reorder', { kind: 'mobile', ids: [b.id] }), 409, 'CONFLICT');
    expectError(
      await call('POST', '/banners/reorder', { kind: 'desktop', ids: [b.id, a.id, c.id, m.id] }),
      409,
      'CONFLICT',
    );
    expectError(await call('POST', '/banners/reorder', { kind: 'wide', ids: [m.id] }), 400, 'VALIDATION_ERROR');
    expectError(await call('POST', `/banners/${crypto.randomUUID()}/move`, { direction: 'up' }), 404, 'NOT_FOUND');
    expect(await bannerRows()).toEqual(before);
  });

  it('removes a banner; the others close up and the storefront stops showing it', async () => {
    const a = await addBanner('desktop');
    const b = await addBanner('desktop');
    const response = await call('DELETE', `/banners/${a.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect((await bannerRows()).map((x) => [x.id, x.sortOrder])).toEqual([[b.id, 0]]);
    expect((await publicData('/api/banner')).banners.map((x: { id: string }) => x.id)).toEqual([b.id]);
    expect(await auditOf('banner', a.id)).toContainEqual(
      expect.objectContaining({
        action: 'content.banner.remove',
        before: expect.objectContaining({ image: a.image }),
        after: null,
      }),
    );
    // The picture stays stored and claimed (ADR 0031).
    expect(await uploadRecord(a.image)).toMatchObject({ claimedAt: expect.any(Date) });
    expectError(await call('DELETE', `/banners/${a.id}`), 404, 'NOT_FOUND');
    expectError(await call('DELETE', '/banners/desktop'), 400, 'VALIDATION_ERROR');
  });
});

describe('testimonials', () => {
  it('adds a testimonial with an uploaded picture; the storefront and the home page show it', async () => {
    const created = await addTestimonial({ name: '  Arjun Rao ', title: 'Verified Buyer, Pune', rating: 4 });
    expect(created).toMatchObject({ name: 'Arjun Rao', isVisible: true });
    expect(await uploadRecord(created.image)).toMatchObject({ userId: staff.id, claimedAt: expect.any(Date) });
    const { testimonials: shown } = await publicData('/api/testimonial?isPagination=false');
    expect(shown).toEqual([
      {
        _id: created.id,
        id: created.id,
        name: 'Arjun Rao',
        image: created.image,
        title: 'Verified Buyer, Pune',
        rating: 4,
        comment: 'The silk saree came two days early.',
      },
    ]);
    expect((await homePage()).testimonials.map((t) => t.name)).toEqual(['Arjun Rao']);
    expect(await auditOf('testimonial', created.id)).toEqual([
      expect.objectContaining({
        action: 'content.testimonial.create',
        before: null,
        after: expect.objectContaining({ name: 'Arjun Rao', rating: 4, isVisible: true, image: created.image }),
      }),
    ]);
  });

  it('a hidden testimonial leaves the storefront and the home page, and comes back when shown', async () => {
    const kept = await addTestimonial({ name: 'Kept' });
    const hidden = await addTestimonial({ name: 'Hidden Later' });
    const hide = await call('PUT', `/testimonials/${hidden.id}`, { isVisible: false });
    expect(hide.statusCode, hide.body).toBe(200);
    expect(hide.json().data).toMatchObject({ isVisible: false });
    const names = async () =>
      (await publicData('/api/testimonial')).testimonials.map((t: { name: string }) => t.name) as string[];
    expect(await names()).toEqual(['Kept']);
    expect((await homePage()).testimonials.map((t) => t.name)).toEqual(['Kept']);
    // Staff still see it, marked hidden.
    expect((await call('GET', '/testimonials')).json().data).toEqual([
      expect.objectContaining({ id: kept.id, isVisible: true }),
      expect.objectContaining({ id: hidden.id, isVisible: false }),
    ]);
    expect((await auditOf('testimonial', hidden.id)).at(-1)).toMatchObject({
      action: 'content.testimonial.update',
      before: { isVisible: true },
      after: { isVisible: false },
    });

    expect((await call('PUT', `/testimonials/${hidden.id}`, { isVisible: true })).statusCode).toBe(200);
    expect(await names()).toEqual(['Kept', 'Hidden Later']);
  });

  it('changes the texts and the picture; a new picture must be its own upload, the current one may come back', async () => {
    const t = await addTestimonial();
    const newPicture = await uploadTestImage(ctx.app, staff.headers);
    const changed = await call('PUT', `/testimonials/${t.id}`, {
      name: 'Meena I.',
      comment: 'Second order, just as good.',
      rating: 4,
      image: newPicture,
      title: '',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ name: 'Meena I.', rating: 4, image: newPicture, title: '' });
    expect(await uploadRecord(newPicture)).toMatchObject({ claimedAt: expect.any(Date) });
    expect((await auditOf('testimonial', t.id)).at(-1)).toMatchObject({
      before: {
        name: 'Meena Iyer',
        comment: 'The silk saree came two days early.',
        rating: 5,
        image: t.image,
        title: 'Verified Buyer, Chennai',
      },
      after: { name: 'Meena I.', comment: 'Second order, just as good.', rating: 4, image: newPicture, title: '' },
    });

    // A seeded testimonial keeps its seeded picture through an edit of its words.
    const [seeded] = await db
      .insert(testimonials)
      .values({ name: 'Seeded', image: '/uploads/faces/1f469.webp', rating: 5, comment: 'Old', sortOrder: 9 })
      .returning();
    const edit = await call('PUT', `/testimonials/${seeded!.id}`, {
      image: '/uploads/faces/1f469.webp',
      comment: 'New',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().data).toMatchObject({ image: '/uploads/faces/1f469.webp', comment: 'New' });

    const colleagues = await uploadTestImage(ctx.app, otherStaff.headers);
    const before = await testimonialRows();
    for (const image of [colleagues, '/uploads/faces/someone-else.webp', await uploadTestImage(ctx.app)]) {
      const body = expectError(
        await call('PUT', `/testimonials/${t.id}`, { image, comment: 'Sneaky' }),
        400,
        'VALIDATION_ERROR',
      );
      expect(body.details).toEqual([{ path: 'image', message: expect.stringContaining('upload') }]);
    }
    expect(await testimonialRows()).toEqual(before);
  });

  it('refuses bad input with a message per field, and unknown ids, changing nothing', async () => {
    const t = await addTestimonial();
    const image = await uploadTestImage(ctx.app, staff.headers);
    const valid = { name: 'Asha', rating: 5, comment: 'Great', image };
    const before = await contentRows();
    const audits = await auditCount();
    const refusals: [Method, string, unknown, string][] = [
      ['POST', '/testimonials', { ...valid, name: ' ' }, 'name'],
      ['POST', '/testimonials', { ...valid, name: 'n'.repeat(101) }, 'name'],
      ['POST', '/testimonials', { ...valid, title: 't'.repeat(101) }, 'title'],
      ['POST', '/testimonials', { ...valid, rating: 0 }, 'rating'],
      ['POST', '/testimonials', { ...valid, rating: 6 }, 'rating'],
      ['POST', '/testimonials', { ...valid, rating: 4.5 }, 'rating'],
      ['POST', '/testimonials', { ...valid, rating: undefined }, 'rating'],
      ['POST', '/testimonials', { ...valid, comment: '' }, 'comment'],
      ['POST', '/testimonials', { ...valid, comment: 'c'.repeat(2001) }, 'comment'],
      ['POST', '/testimonials', { ...valid, image: undefined }, 'image'],
      ['POST', '/testimonials', { ...valid, image: 'https://cdn.example/face.png' }, 'image'],
      ['POST', '/testimonials', { ...valid, isVisible: 'no' }, 'isVisible'],
      ['PUT', `/testimonials/${t.id}`, { rating: 9 }, 'rating'],
    ];
    for (const [method, url, payload, field] of refusals) {
      const body = expectError(await call(method, url, payload), 400, 'VALIDATION_ERROR');
      expect({ payload, details: body.details }).toEqual({
        payload,
        details: expect.arrayContaining([expect.objectContaining({ path: field })]),
      });
    }
    expectError(await call('PUT', `/testimonials/${t.id}`, {}), 400, 'VALIDATION_ERROR');
    expectError(await call('PUT', `/testimonials/${crypto.randomUUID()}`, { rating: 3 }), 404, 'NOT_FOUND');
    expectError(await call('DELETE', `/testimonials/${crypto.randomUUID()}`), 404, 'NOT_FOUND');
    expect(await contentRows()).toEqual(before);
    expect(await auditCount()).toBe(audits);
    // The picture a refused write named is still in quarantine.
    expect(await uploadRecord(image)).toMatchObject({ claimedAt: null });
  });

  it('moves, reorders and deletes testimonials, auditing each', async () => {
    const a = await addTestimonial({ name: 'A' });
    const b = await addTestimonial({ name: 'B' });
    const c = await addTestimonial({ name: 'C' });
    const moved = await call('POST', `/testimonials/${a.id}/move`, { direction: 'down' });
    expect(moved.json().data.map((t: { name: string }) => t.name)).toEqual(['B', 'A', 'C']);
    const reordered = await call('POST', '/testimonials/reorder', { ids: [c.id, b.id, a.id] });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect((await publicData('/api/testimonial')).testimonials.map((t: { name: string }) => t.name)).toEqual([
      'C',
      'B',
      'A',
    ]);
    const removed = await call('DELETE', `/testimonials/${b.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await testimonialRows()).map((t) => [t.name, t.sortOrder])).toEqual([
      ['C', 0],
      ['A', 1],
    ]);
    expect((await auditOf('testimonial', a.id)).map((row) => row.action)).toEqual([
      'content.testimonial.create',
      'content.testimonial.move',
    ]);
    expect((await auditOf('testimonial', 'testimonials')).map((row) => row.action)).toEqual([
      'content.testimonial.reorder',
    ]);
    expect(await auditOf('testimonial', b.id)).toContainEqual(
      expect.objectContaining({
        action: 'content.testimonial.delete',
        before: expect.objectContaining({ name: 'B' }),
        after: null,
      }),
    );
  });
});

describe('who may write (rule:staff-only)', () => {
  it('refuses every write to a guest (401) and a shopper (403), changing nothing', async () => {
    const hero = await addHero({ title: 'Guarded' });
    const banner = await addBanner('desktop');
    const t = await addTestimonial();
    const shopperImage = await uploadTestImage(ctx.app, shopper.headers);
    const before = await contentRows();
    const audits = await auditCount();
    const writes: [Method, string, unknown][] = [
      ['POST', '/hero', { title: 'Sneaky' }],
      ['PUT', `/hero/${hero.id}`, { isActive: false }],
      ['DELETE', `/hero/${hero.id}`, undefined],
      ['POST', `/hero/${hero.id}/move`, { direction: 'down' }],
      ['POST', '/hero/reorder', { ids: [hero.id] }],
      ['POST', '/banners/desktop', { image: shopperImage }],
      ['DELETE', `/banners/${banner.id}`, undefined],
      ['POST', `/banners/${banner.id}/move`, { direction: 'up' }],
      ['POST', '/banners/reorder', { kind: 'desktop', ids: [banner.id] }],
      ['POST', '/testimonials', { name: 'X', rating: 5, comment: 'Y', image: shopperImage }],
      ['PUT', `/testimonials/${t.id}`, { isVisible: false }],
      ['DELETE', `/testimonials/${t.id}`, undefined],
      ['POST', `/testimonials/${t.id}/move`, { direction: 'up' }],
      ['POST', '/testimonials/reorder', { ids: [t.id] }],
    ];
    for (const [method, url, payload] of writes) {
      expectError(await call(method, url, payload, {}), 401, 'UNAUTHORIZED');
      expectError(await call(method, url, payload, shopper.headers), 403, 'FORBIDDEN');
    }
    expectError(await call('GET', '', undefined, shopper.headers), 403, 'FORBIDDEN');
    expect(await contentRows()).toEqual(before);
    expect(await auditCount()).toBe(audits);
    expect(await uploadRecord(shopperImage)).toMatchObject({ claimedAt: null });
  });
});

describe('bounded lists', () => {
  it('refuses a hero entry past the cap, adding nothing', async () => {
    for (let i = 0; i < 20; i++) await db.insert(heroContents).values({ title: `Entry ${i}`, sortOrder: i });
    const body = expectError(await call('POST', '/hero', { title: 'One too many' }), 409, 'CONFLICT');
    expect(body.message).toContain('20 hero entries');
    expect(await heroRows()).toHaveLength(20);
  });

  it('two staff adding at once both land, in distinct positions', async () => {
    const added = await Promise.all(
      Array.from({ length: 6 }, (_, i) => call('POST', '/hero', { title: `Parallel ${i}`, placeFirst: i % 2 === 0 })),
    );
    for (const response of added) expect(response.statusCode, response.body).toBe(201);
    const positions = (await heroRows()).map((h) => h.sortOrder);
    expect(positions).toEqual([0, 1, 2, 3, 4, 5]);
  });
});
