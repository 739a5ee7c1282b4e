/**
 * Home-page content (rule:api-contract): hero entries, desktop and mobile banners, testimonials,
 * and the shop settings (rule:free-shipping, rule:configurable-links).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banners, heroContents, testimonials } from '../../db/schema/index';
import { startTestApp, type TestContext } from '../helpers/app';

let ctx: TestContext;

beforeAll(async () => {
  // A non-default threshold shows that the hero and settings report configuration, not constants.
  ctx = await startTestApp({
    FREE_SHIPPING_THRESHOLD: '750',
    FLAT_SHIPPING_FEE: '49',
    CHAT_NUMBER: '919812345678',
    APP_STORE_URL: 'https://play.google.com/store/apps/details?id=in.example.shop',
    MAX_UNITS_PER_PRODUCT: '6',
  });
});
afterAll(async () => {
  await ctx.close();
});

const get = async (url: string) => {
  const response = await ctx.app.inject({ method: 'GET', url });
  return { response, body: response.json() };
};

describe('empty content', () => {
  it('answers empty lists before staff add anything', async () => {
    expect((await get('/api/heroSec?isPagination=false')).body.data).toEqual({ contents: [] });
    expect((await get('/api/banner?isPagination=false')).body.data).toEqual({ banners: [] });
    expect((await get('/api/mobileBanner?isPagination=false')).body.data).toEqual({ banners: [] });
    expect((await get('/api/testimonial?isPagination=false')).body.data).toEqual({ testimonials: [] });
  });
});

describe('GET /api/heroSec', () => {
  it('lists only active entries in display order; the free-shipping amount is the configured threshold', async () => {
    const db = ctx.database.db;
    const [second] = await db
      .insert(heroContents)
      .values({ title: 'Second', subTitle: 'Later', freeshipingAmount: 1000, sortOrder: 2 })
      .returning();
    const [first] = await db
      .insert(heroContents)
      .values({ title: 'First', subTitle: 'Festive sale', freeshipingAmount: 50, sortOrder: 1 })
      .returning();
    await db.insert(heroContents).values({ title: 'Old', subTitle: 'Gone', isActive: false, sortOrder: 0 });
    const { response, body } = await get('/api/heroSec?isPagination=false');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, no-cache');
    expect(body).toEqual({
      success: true,
      message: expect.any(String),
      data: {
        contents: [
          {
            _id: first!.id,
            id: first!.id,
            title: 'First',
            subTitle: 'Festive sale',
            freeshipingAmount: 750,
            isActive: true,
          },
          {
            _id: second!.id,
            id: second!.id,
            title: 'Second',
            subTitle: 'Later',
            freeshipingAmount: 750,
            isActive: true,
          },
        ],
      },
    });
  });
});

describe('GET /api/banner and /api/mobileBanner', () => {
  it('lists desktop and mobile images separately, in display order', async () => {
    const db = ctx.database.db;
    const [d2] = await db
      .insert(banners)
      .values({ kind: 'desktop', image: '/uploads/banners/d2.webp', sortOrder: 2 })
      .returning();
    const [d1] = await db
      .insert(banners)
      .values({ kind: 'desktop', image: '/uploads/banners/d1.webp', sortOrder: 1 })
      .returning();
    const [m1] = await db
      .insert(banners)
      .values({ kind: 'mobile', image: '/uploads/banners/m1.webp', sortOrder: 1 })
      .returning();
    const desktop = await get('/api/banner?isPagination=false');
    expect(desktop.body.data).toEqual({
      banners: [
        { _id: d1!.id, id: d1!.id, image: '/uploads/banners/d1.webp' },
        { _id: d2!.id, id: d2!.id, image: '/uploads/banners/d2.webp' },
      ],
    });
    const mobile = await get('/api/mobileBanner');
    expect(mobile.response.statusCode).toBe(200);
    expect(mobile.body.data).toEqual({ banners: [{ _id: m1!.id, id: m1!.id, image: '/uploads/banners/m1.webp' }] });
  });
});

describe('GET /api/testimonial', () => {
  it('lists testimonials with name, image, title, rating and comment', async () => {
    const db = ctx.database.db;
    const [t] = await db
      .insert(testimonials)
      .values({
        name: 'Priya S.',
        image: '/uploads/t/priya.webp',
        title: 'Regular buyer',
        rating: 5,
        comment: 'Quick delivery',
        sortOrder: 1,
      })
      .returning();
    await db.insert(testimonials).values({ name: 'Arjun', rating: 4, comment: 'Good prices', sortOrder: 2 });
    const { response, body } = await get('/api/testimonial?isPagination=false');
    expect(response.statusCode).toBe(200);
    expect(body.data.testimonials).toEqual([
      {
        _id: t!.id,
        id: t!.id,
        name: 'Priya S.',
        image: '/uploads/t/priya.webp',
        title: 'Regular buyer',
        rating: 5,
        comment: 'Quick delivery',
      },
      {
        _id: expect.any(String),
        id: expect.any(String),
        name: 'Arjun',
        image: '',
        title: '',
        rating: 4,
        comment: 'Good prices',
      },
    ]);
  });
});

describe('GET /api/testimonial and hidden testimonials (rule:home-content)', () => {
  it('leaves out a testimonial staff hid, and lists it again once shown', async () => {
    const db = ctx.database.db;
    const [hidden] = await db
      .insert(testimonials)
      .values({ name: 'Hidden Hari', rating: 3, comment: 'Not for the slider', sortOrder: 0, isVisible: false })
      .returning();
    const names = async () =>
      ((await get('/api/testimonial')).body.data.testimonials as { name: string }[]).map((t) => t.name);
    expect(await names()).not.toContain('Hidden Hari');
    expect(await names()).toContain('Priya S.');
    await db.update(testimonials).set({ isVisible: true }).where(eq(testimonials.id, hidden!.id));
    expect((await names())[0]).toBe('Hidden Hari');
  });
});

describe('GET /api/settings', () => {
  it('serves the configured shipping rule, chat number, app-store link and units per product (rule:quantity-limits), in rupees', async () => {
    const { response, body } = await get('/api/settings');
    expect(response.statusCode).toBe(200);
    expect(body.data).toEqual({
      freeShippingThreshold: 750,
      flatShippingFee: 49,
      chatNumber: '919812345678',
      appStoreUrl: 'https://play.google.com/store/apps/details?id=in.example.shop',
      maxUnitsPerProduct: 6,
      currency: 'INR',
    });
    expect(JSON.stringify(body)).not.toMatch(/publicUrl|DATABASE|SMTP/i);
  });
});

describe('bad input', () => {
  it('refuses a malformed isPagination on every content list', async () => {
    for (const url of ['/api/heroSec', '/api/banner', '/api/mobileBanner', '/api/testimonial']) {
      const { response, body } = await get(`${url}?isPagination=sometimes`);
      expect(response.statusCode, url).toBe(400);
      expect(body).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    }
  });
});
