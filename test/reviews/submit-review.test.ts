/**
 * POST /api/product/{id}/review (rule:review-form, rule:review-cards, rule:review-messages):
 * one review per shopper per product, editing on a second submission,
 * the product's stored rating recomputed in the same transaction, and the
 * Verified Purchase flag from the shopper's real orders.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw';
import { createCategory, createProduct } from '../../db/seed/factories';
import { orderItems, orders } from '../../db/schema/index';
import { startTestApp, type TestContext } from '../helpers/app';
import { uploadTestImage } from '../helpers/uploads';
import { registerTestUser, type TestUser } from '../helpers/users';
import type { OrderStatus } from '../../domain/shared/order-rules';

let ctx: TestContext;
let categoryId: string;
beforeAll(async () => {
  ctx = await startTestApp();
  categoryId = (await createCategory(ctx.database.db)).id;
});
afterAll(async () => {
  await ctx.close();
});

const newProduct = (overrides: Parameters<typeof createProduct>[2] = {}) =>
  createProduct(ctx.database.db, { categoryId }, overrides);

const review = (user: TestUser | null, productId: string, payload: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/product/${productId}/review`,
    headers: user ? user.headers : {},
    payload: payload as object,
  });

async function productRating(productId: string) {
  const [row] = await queryRows<{ rating_average_x100: number; rating_count: number }>(
    ctx.database.db,
    sql`select rating_average_x100, rating_count from products where id = ${productId}`,
  );
  return { averageX100: row!.rating_average_x100, count: row!.rating_count };
}

const reviewRows = (productId: string) =>
  queryRows<Record<string, unknown>>(
    ctx.database.db,
    sql`select * from reviews where product_id = ${productId} order by created_at`,
  );

async function insertOrder(userId: string, productId: string, status: OrderStatus = 'Delivered') {
  const [order] = await ctx.database.db
    .insert(orders)
    .values({
      userId,
      status,
      paymentMethod: 'COD',
      fullName: 'Test Buyer',
      phone: '9876543210',
      addressLine: '1 MG Road',
      city: 'Bengaluru',
      pincode: '560001',
      state: 'Karnataka',
      subtotalPaise: 100_000,
      savingsPaise: 0,
      shippingPaise: 0,
      totalPaise: 100_000,
      itemCount: 1,
    })
    .returning();
  await ctx.database.db.insert(orderItems).values({
    orderId: order!.id,
    productId,
    title: 'Bought thing',
    unitPricePaise: 100_000,
    discount: 0,
    quantity: 1,
  });
  return order!;
}

describe('writing a review', () => {
  it('creates the review with the author taken from the account, answers 201, and updates the product rating', async () => {
    const product = await newProduct();
    const avatar = await uploadTestImage(ctx.app);
    const user = await registerTestUser(ctx.app, { fullName: 'Anil Rao', profilePic: avatar });
    const photo = await uploadTestImage(ctx.app, user.headers);
    const response = await review(user, product.id, {
      rating: 4,
      comment: '  Sturdy and well made.  ',
      images: [photo],
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Review submitted successfully',
      data: {
        rating: 4,
        comment: 'Sturdy and well made.',
        name: 'Anil Rao',
        images: [photo],
        user: { name: 'Anil Rao', profilePic: avatar, verified: false },
      },
    });
    expect(body.data._id).toBe(body.data.id);
    expect(new Date(body.data.createdAt).toString()).not.toBe('Invalid Date');
    expect(await productRating(product.id)).toEqual({ averageX100: 400, count: 1 });
    const rows = await reviewRows(product.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_id: user.id, rating: 4, verified: false });
  });

  it('two shoppers rating 5 and 2 give an average of 3.5 over 2 reviews; an edit changes it', async () => {
    const product = await newProduct();
    const a = await registerTestUser(ctx.app);
    const b = await registerTestUser(ctx.app);
    expect((await review(a, product.id, { rating: 5, comment: 'Love it' })).statusCode).toBe(201);
    expect((await review(b, product.id, { rating: 2, comment: 'Not for me' })).statusCode).toBe(201);
    expect(await productRating(product.id)).toEqual({ averageX100: 350, count: 2 });
    // Products in API answers show the stored figures as ratings { average, totalReviews }.
    const detail = await ctx.app.inject({ method: 'GET', url: `/api/product/${product.id}` });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data.ratings).toEqual({ average: 3.5, totalReviews: 2 });

    const edit = await review(b, product.id, { rating: 3, comment: 'Grew on me' });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({
      success: true,
      message: 'Review updated successfully',
      data: { rating: 3, comment: 'Grew on me' },
    });
    expect(await productRating(product.id)).toEqual({ averageX100: 400, count: 2 });
  });

  it('rounds the stored average to two decimals (5, 4, 4 → 4.33)', async () => {
    const product = await newProduct();
    for (const rating of [5, 4, 4]) {
      const user = await registerTestUser(ctx.app);
      expect((await review(user, product.id, { rating, comment: 'ok' })).statusCode).toBe(201);
    }
    expect(await productRating(product.id)).toEqual({ averageX100: 433, count: 3 });
  });

  it('a second submission edits the one review: same id, same createdAt, no duplicate row', async () => {
    const product = await newProduct();
    const user = await registerTestUser(ctx.app);
    const first = (
      await review(user, product.id, {
        rating: 2,
        comment: 'First take',
        images: [await uploadTestImage(ctx.app, user.headers)],
      })
    ).json().data;
    const second = await review(user, product.id, { rating: 5, comment: 'Changed my mind' });
    expect(second.statusCode).toBe(200);
    const data = second.json().data;
    expect(data.id).toBe(first.id);
    expect(data.createdAt).toBe(first.createdAt);
    expect(data.images).toEqual([]);
    const rows = await reviewRows(product.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ rating: 5, comment: 'Changed my mind' });
    expect(await productRating(product.id)).toEqual({ averageX100: 500, count: 1 });
  });

  it('counts seeded reviews without an account in the average too', async () => {
    const product = await newProduct();
    await ctx.database.db.execute(
      sql`insert into reviews (product_id, user_id, name, rating, comment) values (${product.id}, null, 'Seeded Sam', 1, 'Old review')`,
    );
    const user = await registerTestUser(ctx.app);
    expect((await review(user, product.id, { rating: 4, comment: 'Fine' })).statusCode).toBe(201);
    expect(await productRating(product.id)).toEqual({ averageX100: 250, count: 2 });
  });

  it('saves concurrent reviews of one product without losing any from the aggregate', async () => {
    const product = await newProduct();
    const users = await Promise.all(Array.from({ length: 6 }, () => registerTestUser(ctx.app)));
    const ratings = [5, 4, 3, 5, 1, 2];
    const answers = await Promise.all(
      users.map((u, i) => review(u, product.id, { rating: ratings[i], comment: `Review ${i}` })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(201));
    expect(await productRating(product.id)).toEqual({ averageX100: Math.round((20 / 6) * 100), count: 6 });
  });

  it('keeps text as text: markup in a comment is stored and returned unchanged', async () => {
    const product = await newProduct();
    const user = await registerTestUser(ctx.app);
    const comment = '<img src=x onerror=alert(1)> "great" & cheap';
    const response = await review(user, product.id, { rating: 5, comment });
    expect(response.json().data.comment).toBe(comment);
  });
});

describe('the Verified Purchase flag', () => {
  it('is true when the shopper has a non-cancelled order containing the product', async () => {
    const product = await newProduct();
    const buyer = await registerTestUser(ctx.app);
    await insertOrder(buyer.id, product.id, 'Delivered');
    const response = await review(buyer, product.id, { rating: 5, comment: 'Arrived quickly' });
    expect(response.json().data.user.verified).toBe(true);
  });

  it('is false for an order of another product or a cancelled order, and cannot be set from the body', async () => {
    const product = await newProduct();
    const other = await newProduct();
    const shopper = await registerTestUser(ctx.app);
    await insertOrder(shopper.id, other.id, 'Delivered');
    await insertOrder(shopper.id, product.id, 'Cancelled');
    const response = await review(shopper, product.id, {
      rating: 5,
      comment: 'Trust me',
      verified: true,
      user: { verified: true, name: 'Someone Famous' },
      name: 'Someone Famous',
      userId: '00000000-0000-4000-8000-000000000000',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      name: expect.stringMatching(/^Shopper \d+$/),
      user: { verified: false },
    });
    const [row] = await reviewRows(product.id);
    expect(row).toMatchObject({ verified: false, user_id: shopper.id });
  });

  it('turns true when the shopper edits the review after buying', async () => {
    const product = await newProduct();
    const shopper = await registerTestUser(ctx.app);
    expect(
      (await review(shopper, product.id, { rating: 3, comment: 'Trying it in the store' })).json().data.user.verified,
    ).toBe(false);
    await insertOrder(shopper.id, product.id, 'Placed');
    expect((await review(shopper, product.id, { rating: 4, comment: 'Bought it now' })).json().data.user.verified).toBe(
      true,
    );
  });
});

describe('refused reviews', () => {
  it.each([
    ['rating 0', { rating: 0, comment: 'x' }, 'Please select a rating.'],
    ['rating missing', { comment: 'x' }, 'Please select a rating.'],
    ['rating null', { rating: null, comment: 'x' }, 'Please select a rating.'],
    ['rating 6', { rating: 6, comment: 'x' }, 'The rating must be a whole number of stars from 1 to 5.'],
    ['rating 2.5', { rating: 2.5, comment: 'x' }, 'The rating must be a whole number of stars from 1 to 5.'],
    ['rating "5"', { rating: '5', comment: 'x' }, 'The rating must be a whole number of stars from 1 to 5.'],
    ['rating -1', { rating: -1, comment: 'x' }, 'The rating must be a whole number of stars from 1 to 5.'],
    ['comment blank', { rating: 4, comment: '   ' }, 'Please enter a comment.'],
    ['comment missing', { rating: 4 }, 'Please enter a comment.'],
    ['comment too long', { rating: 4, comment: 'x'.repeat(2001) }, 'Please keep your review under 2000 characters.'],
    [
      'six images',
      { rating: 4, comment: 'x', images: Array(6).fill('/uploads/user/a.webp') },
      'You can attach at most 5 images to a review.',
    ],
    [
      'a foreign image URL',
      { rating: 4, comment: 'x', images: ['https://evil.example/a.png'] },
      'Each review image must be an uploaded image URL',
    ],
    [
      'a traversal image URL',
      { rating: 4, comment: 'x', images: ['/uploads/../../etc/passwd'] },
      'Each review image must be an uploaded image URL',
    ],
    [
      'images not a list',
      { rating: 4, comment: 'x', images: '/uploads/user/a.webp' },
      'images must be a list of uploaded image URLs',
    ],
  ])('refuses %s with 400 and the form message, writing nothing', async (_label, payload, message) => {
    const product = await newProduct();
    const user = await registerTestUser(ctx.app);
    const response = await review(user, product.id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', message });
    expect(await reviewRows(product.id)).toHaveLength(0);
    expect(await productRating(product.id)).toEqual({ averageX100: 0, count: 0 });
  });

  it('accepts exactly 2000 characters and five images', async () => {
    const product = await newProduct();
    const user = await registerTestUser(ctx.app);
    const photos = await Promise.all(Array.from({ length: 5 }, () => uploadTestImage(ctx.app, user.headers)));
    const response = await review(user, product.id, {
      rating: 1,
      comment: 'y'.repeat(2000),
      images: photos,
    });
    expect(response.statusCode).toBe(201);
  });

  it('a refused edit leaves the earlier review and the rating as they were', async () => {
    const product = await newProduct();
    const user = await registerTestUser(ctx.app);
    await review(user, product.id, { rating: 5, comment: 'Keep me' });
    const response = await review(user, product.id, { rating: 9, comment: 'Break me' });
    expect(response.statusCode).toBe(400);
    const [row] = await reviewRows(product.id);
    expect(row).toMatchObject({ rating: 5, comment: 'Keep me' });
    expect(await productRating(product.id)).toEqual({ averageX100: 500, count: 1 });
  });

  it('answers an unknown product with 404 and a malformed id with 400', async () => {
    const user = await registerTestUser(ctx.app);
    const unknown = await review(user, '5b1f1d2e-3c4a-4b5c-8d6e-7f8091a2b3c4', { rating: 4, comment: 'x' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, code: 'NOT_FOUND', message: 'Product not found' });
    const malformed = await review(user, 'abc', { rating: 4, comment: 'x' });
    expect(malformed.statusCode).toBe(400);
  });

  it('treats a product taken off sale as unknown', async () => {
    const product = await newProduct({ isActive: false });
    const user = await registerTestUser(ctx.app);
    const response = await review(user, product.id, { rating: 4, comment: 'x' });
    expect(response.statusCode).toBe(404);
    expect(await reviewRows(product.id)).toHaveLength(0);
  });

  it('needs a signed-in shopper: 401 without a token, 401 with a revoked one', async () => {
    const product = await newProduct();
    const anonymous = await review(null, product.id, { rating: 4, comment: 'x' });
    expect(anonymous.statusCode).toBe(401);
    const user = await registerTestUser(ctx.app);
    await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: user.headers });
    expect((await review(user, product.id, { rating: 4, comment: 'x' })).statusCode).toBe(401);
    expect(await reviewRows(product.id)).toHaveLength(0);
  });

  it('refuses a cookie-authenticated review from another origin', async () => {
    const product = await newProduct();
    const user = await registerTestUser(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/product/${product.id}/review`,
      cookies: { 'token-admin-ecom': user.token },
      headers: { origin: 'https://evil.example' },
      payload: { rating: 1, comment: 'forged' },
    });
    expect(response.statusCode).toBe(403);
    expect(await reviewRows(product.id)).toHaveLength(0);
  });
});
