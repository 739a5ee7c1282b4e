/**
 * Review moderation (rule:review-moderation) through the real app: staff list every review newest first with
 * its filters, and hide or show one. A hidden review leaves its product's rating average and count at once and
 * every list and figure shoppers see, and comes back when shown; its author's edit leaves it hidden (ADR 0033).
 * Bad input is a 4xx that changes nothing; every change writes its audit row (rule:audit-log); shoppers and
 * guests are refused.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, products, reviews } from '../../db/schema/index';
import { makeProduct } from '../cart/fixtures';
import { startTestApp, type TestContext } from '../helpers/app';
import { expectError } from '../helpers/errors';
import { uploadTestImage } from '../helpers/uploads';
import { registerTestStaff, registerTestUser, type TestUser } from '../helpers/users';

let ctx: TestContext;
let staff: TestUser;
let productId: string;
let otherProductId: string;
/** The reviews of the product, by their rating: 5 (with a photo), 4 and 1, written in that order. */
const written: Record<number, { id: string; author: TestUser }> = {};

beforeAll(async () => {
  ctx = await startTestApp();
  staff = await registerTestStaff(ctx.app, ctx.database.db);
  productId = (await makeProduct(ctx, { title: 'Moderated Saree' })).id;
  otherProductId = (await makeProduct(ctx, { title: 'Other Dupatta' })).id;
  for (const rating of [5, 4, 1]) {
    const author = await registerTestUser(ctx.app, { fullName: `Author ${rating}` });
    const images = rating === 5 ? [await uploadTestImage(ctx.app, author.headers)] : [];
    const response = await review(author, productId, { rating, comment: `Rated ${rating} out of 5`, images });
    expect(response.statusCode, response.body).toBe(201);
    written[rating] = { id: response.json().data._id, author };
  }
  const elsewhere = await registerTestUser(ctx.app);
  expect((await review(elsewhere, otherProductId, { rating: 3, comment: 'Fine' })).statusCode).toBe(201);
});
afterAll(async () => {
  await ctx.close();
});

function review(user: TestUser, id: string, payload: Record<string, unknown>) {
  return ctx.app.inject({ method: 'POST', url: `/api/product/${id}/review`, headers: user.headers, payload });
}
const call = (method: 'GET' | 'POST', url: string, as: TestUser | null = staff) =>
  ctx.app.inject({ method, url: `/api/admin${url}`, headers: as ? as.headers : {} });

async function figures() {
  const [row] = await ctx.database.db
    .select({ averageX100: products.ratingAverageX100, count: products.ratingCount })
    .from(products)
    .where(eq(products.id, productId));
  return row!;
}
/** What shoppers see: the product's figures, its first reviews and summary, and the review list. */
async function storefront() {
  const detail = (await ctx.app.inject({ method: 'GET', url: `/api/product/${productId}` })).json().data;
  const list = (await ctx.app.inject({ method: 'GET', url: `/api/product/${productId}/reviews?limit=50` })).json().data;
  return {
    ratings: detail.ratings as { average: number; totalReviews: number },
    firstIds: (detail.reviews as { _id: string }[]).map((r) => r._id),
    summaryTotal: detail.reviewStats.totalReviews as number,
    oneStar: detail.reviewStats.breakdown['1'] as number,
    listIds: (list.reviews as { _id: string }[]).map((r) => r._id),
    listTotal: list.total as number,
  };
}
const auditOf = (id: string) =>
  ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'review'), eq(auditLog.entityId, id)))
    .orderBy(auditLog.id);
const hiddenAtOf = async (id: string) =>
  (await ctx.database.db.select({ hiddenAt: reviews.hiddenAt }).from(reviews).where(eq(reviews.id, id)))[0]!.hiddenAt;

interface Row {
  id: string;
  productId: string;
  productTitle: string;
  rating: number;
  images: string[];
  author: { name: string; userId: string | null; email: string | null };
  hiddenAt: string | null;
}
async function listOf(query = '') {
  const response = await call('GET', `/reviews${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { items: Row[]; total: number; totalPages: number; page: number; perPage: number };
}

describe('GET /api/admin/reviews', () => {
  it('lists every review newest first with its product and author', async () => {
    const list = await listOf();
    expect(list.total).toBe(4);
    expect(list.items.map((r) => r.rating)).toEqual([3, 1, 4, 5]);
    expect(list.items[1]).toMatchObject({
      id: written[1]!.id,
      productId,
      productTitle: 'Moderated Saree',
      author: { name: 'Author 1', userId: written[1]!.author.id, email: written[1]!.author.email },
      hiddenAt: null,
    });
    expect(list.items[3]!.images).toHaveLength(1);
  });

  it('filters by rating, product, photos and hidden, and pages', async () => {
    const ids = async (query: string) => (await listOf(query)).items.map((r) => r.id);
    expect(await ids('?rating=4')).toEqual([written[4]!.id]);
    expect(await ids(`?productId=${productId}`)).toEqual([written[1]!.id, written[4]!.id, written[5]!.id]);
    expect(await ids(`?productId=${otherProductId}&rating=1`)).toEqual([]);
    expect(await ids('?withPhotos=true')).toEqual([written[5]!.id]);
    expect((await ids('?withPhotos=false')).length).toBe(3);
    expect(await ids('?hidden=true')).toEqual([]);
    expect((await ids('?hidden=false')).length).toBe(4);
    // Empty fields of the filter form are no filter.
    expect((await ids('?rating=&productId=&withPhotos=&hidden=')).length).toBe(4);
    const second = await listOf('?limit=3&page=2');
    expect(second).toMatchObject({ page: 2, perPage: 3, total: 4, totalPages: 2 });
    expect(second.items.map((r) => r.id)).toEqual([written[5]!.id]);
  });

  it('refuses bad filters with a clear 400', async () => {
    for (const [query, words] of [
      ['?rating=6', 'rating from 1 to 5'],
      ['?rating=two', 'rating from 1 to 5'],
      ['?productId=abc', 'valid product'],
      ['?withPhotos=yes', 'withPhotos must be true or false'],
      ['?hidden=maybe', 'hidden must be true or false'],
      ['?limit=0', 'limit must be at least 1'],
    ] as const) {
      const body = expectError(await call('GET', `/reviews${query}`), 400, 'VALIDATION_ERROR');
      expect(body.message).toContain(words);
    }
  });
});

describe('POST /api/admin/reviews/:id/hide and /show', () => {
  it('a hidden review leaves the rating and every storefront list at once, and comes back when shown', async () => {
    const before = await storefront();
    expect(await figures()).toEqual({ averageX100: 333, count: 3 });
    expect(before).toMatchObject({ ratings: { average: 3.33, totalReviews: 3 }, summaryTotal: 3, listTotal: 3 });
    expect(before.listIds).toContain(written[1]!.id);

    const hidden = await call('POST', `/reviews/${written[1]!.id}/hide`);
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().data).toMatchObject({
      id: written[1]!.id,
      productId,
      productRating: { average: 4.5, count: 2 },
    });
    expect(hidden.json().data.hiddenAt).toEqual(expect.any(String));
    expect(await figures()).toEqual({ averageX100: 450, count: 2 });
    const after = await storefront();
    expect(after).toMatchObject({
      ratings: { average: 4.5, totalReviews: 2 },
      summaryTotal: 2,
      oneStar: 0,
      listTotal: 2,
    });
    expect(after.listIds).not.toContain(written[1]!.id);
    expect(after.firstIds).not.toContain(written[1]!.id);
    // The rating filter of the product page does not find it either.
    const oneStar = await ctx.app.inject({ method: 'GET', url: `/api/product/${productId}/reviews?rating=1` });
    expect(oneStar.json().data).toMatchObject({ total: 0, reviews: [] });
    // Staff still see it, marked.
    expect((await listOf('?hidden=true')).items.map((r) => r.id)).toEqual([written[1]!.id]);
    const [audit] = await auditOf(written[1]!.id);
    expect(audit).toMatchObject({
      action: 'review.hide',
      actorUserId: staff.id,
      before: { hiddenAt: null },
      after: { productId, rating: 1 },
    });

    // Hiding again changes nothing and writes nothing.
    expect((await call('POST', `/reviews/${written[1]!.id}/hide`)).statusCode).toBe(200);
    expect(await auditOf(written[1]!.id)).toHaveLength(1);

    const shown = await call('POST', `/reviews/${written[1]!.id}/show`);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().data).toMatchObject({ hiddenAt: null, productRating: { average: 3.33, count: 3 } });
    expect(await figures()).toEqual({ averageX100: 333, count: 3 });
    expect(await storefront()).toMatchObject({ ratings: { totalReviews: 3 }, summaryTotal: 3, listTotal: 3 });
    expect((await auditOf(written[1]!.id)).at(-1)).toMatchObject({
      action: 'review.show',
      actorUserId: staff.id,
      after: { hiddenAt: null },
    });
  });

  it("an author's edit of a hidden review leaves it hidden and out of the figures", async () => {
    const { id, author } = written[4]!;
    expect((await call('POST', `/reviews/${id}/hide`)).statusCode).toBe(200);
    const edited = await review(author, productId, { rating: 1, comment: 'Changed my mind entirely' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await hiddenAtOf(id)).not.toBeNull();
    // Visible: 5 and 1 (the other author's); the edited 1 is not counted.
    expect(await figures()).toEqual({ averageX100: 300, count: 2 });
    expect((await storefront()).listIds).not.toContain(id);
    // Shown again, the edit counts.
    expect((await call('POST', `/reviews/${id}/show`)).statusCode).toBe(200);
    expect(await figures()).toEqual({ averageX100: 233, count: 3 });
  });

  it('is 404 for an unknown review and 400 for a malformed id, changing nothing', async () => {
    const before = await figures();
    expectError(await call('POST', '/reviews/3242569d-a998-4b25-b6e7-a10fce23061f/hide'), 404, 'NOT_FOUND');
    expectError(await call('POST', '/reviews/not-an-id/hide'), 400, 'VALIDATION_ERROR');
    expect(await figures()).toEqual(before);
  });

  it('refuses shoppers (403) and guests (401), changing nothing', async () => {
    const shopper = await registerTestUser(ctx.app);
    const { id } = written[5]!;
    for (const verb of ['hide', 'show']) {
      expectError(await call('POST', `/reviews/${id}/${verb}`, shopper), 403, 'FORBIDDEN');
      expectError(await call('POST', `/reviews/${id}/${verb}`, null), 401, 'UNAUTHORIZED');
    }
    expectError(await call('GET', '/reviews', shopper), 403, 'FORBIDDEN');
    expect(await hiddenAtOf(id)).toBeNull();
    expect(await auditOf(id)).toEqual([]);
  });
});
