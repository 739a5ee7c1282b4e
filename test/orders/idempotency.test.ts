/**
 * Idempotency-Key on POST /api/orders/place (rule:idempotent-orders): a retry replays the first
 * answer, another body under the same key is refused, and a double click places one order.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashOrderRequest } from '../../domain/orders/hash-order-request';
import { placeOrderBodySchema } from '../../domain/schemas/orders';
import { count, makeProduct, orderBody, placeOrder, rows, stockOf } from '../cart/fixtures';
import { startTestApp, type TestContext } from '../helpers/app';
import { registerTestUser, type TestUser } from '../helpers/users';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const ordersOf = (user: TestUser) => count(ctx, 'orders', sql`user_id = ${user.id}`);
const key = () => `checkout-${crypto.randomUUID()}`;

describe('Idempotency-Key', () => {
  it('replays the first answer for the same key and body, with Idempotent-Replayed: true', async () => {
    const user = await registerTestUser(ctx.app);
    const product = await makeProduct(ctx, { stock: 10 });
    const k = key();
    const body = orderBody([{ productId: product.id, quantity: 2 }], { totalAmount: 1800 });
    const first = await placeOrder(ctx, user, body, { 'idempotency-key': k });
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();

    // Same body with its keys in another order is the same request.
    const reordered = {
      paymentMethod: body.paymentMethod,
      totalAmount: 1800,
      shippingAddress: body.shippingAddress,
      orderItems: body.orderItems,
    };
    const second = await placeOrder(ctx, user, reordered, { 'idempotency-key': k });
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect(await ordersOf(user)).toBe(1);
    expect((await stockOf(ctx, product.id)).stock).toBe(8);
    const [record] = await rows(
      ctx,
      sql`select state, response_status from idempotency_keys where user_id = ${user.id} and key = ${k}`,
    );
    expect(record).toEqual({ state: 'done', response_status: 201 });
  });

  it('refuses the same key with another body (422) and writes nothing', async () => {
    const user = await registerTestUser(ctx.app);
    const product = await makeProduct(ctx, { stock: 10 });
    const k = key();
    expect(
      (await placeOrder(ctx, user, orderBody([{ productId: product.id, quantity: 1 }]), { 'idempotency-key': k }))
        .statusCode,
    ).toBe(201);
    const other = await placeOrder(ctx, user, orderBody([{ productId: product.id, quantity: 3 }]), {
      'idempotency-key': k,
    });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({
      success: false,
      code: 'IDEMPOTENCY_MISMATCH',
      message: 'This Idempotency-Key was already used for a different order. Use a new key for a new order.',
    });
    expect(await ordersOf(user)).toBe(1);
    expect((await stockOf(ctx, product.id)).stock).toBe(9);
  });

  it('places exactly one order for a double click (parallel requests with one key)', async () => {
    const user = await registerTestUser(ctx.app);
    const product = await makeProduct(ctx, { stock: 10 });
    const k = key();
    const body = orderBody([{ productId: product.id, quantity: 1 }]);
    const answers = await Promise.all([1, 2, 3].map(() => placeOrder(ctx, user, body, { 'idempotency-key': k })));
    const placed = answers.filter((r) => r.statusCode === 201);
    // Each other answer is either the replay of the first or "still running".
    for (const answer of answers) {
      if (answer.statusCode === 201) continue;
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject({
        code: 'IDEMPOTENCY_IN_PROGRESS',
        message: 'This order is already being placed. Please wait a moment.',
      });
    }
    expect(placed.length).toBeGreaterThanOrEqual(1);
    expect(new Set(placed.map((r) => r.json().data._id)).size).toBe(1);
    expect(await ordersOf(user)).toBe(1);
    expect((await stockOf(ctx, product.id)).stock).toBe(9);
  });

  it('answers 409 while the first request with the key is still running', async () => {
    const user = await registerTestUser(ctx.app);
    const product = await makeProduct(ctx);
    const k = key();
    const body = orderBody([{ productId: product.id, quantity: 1 }]);
    const hash = hashOrderRequest(placeOrderBodySchema.parse(body));
    await ctx.database.db.execute(
      sql`insert into idempotency_keys (user_id, key, request_hash, state) values (${user.id}, ${k}, ${hash}, 'running')`,
    );
    const response = await placeOrder(ctx, user, body, { 'idempotency-key': k });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('IDEMPOTENCY_IN_PROGRESS');
    expect(await ordersOf(user)).toBe(0);

    // A key left 'running' by a process that died (kill -9, or the database lost mid-way) is taken over after
    // seconds, not minutes: the shopper's retry places the order.
    await ctx.database.db.execute(
      sql`update idempotency_keys set created_at = now() - interval '11 seconds' where key = ${k}`,
    );
    const retry = await placeOrder(ctx, user, body, { 'idempotency-key': k });
    expect(retry.statusCode).toBe(201);
    expect(await ordersOf(user)).toBe(1);
    const [completed] = await rows<{ state: string; claim_token: string | null }>(
      ctx,
      sql`select state, claim_token from idempotency_keys where key = ${k}`,
    );
    expect(completed).toEqual({ state: 'done', claim_token: null });
    const replay = await placeOrder(ctx, user, body, { 'idempotency-key': k });
    expect(replay.json().data._id).toBe(retry.json().data._id);
    expect(await ordersOf(user)).toBe(1);
  });

  it('releases the key after a refusal, so the shopper can retry with it', async () => {
    const user = await registerTestUser(ctx.app);
    const product = await makeProduct(ctx, { stock: 1 });
    const k = key();
    const body = orderBody([{ productId: product.id, quantity: 2 }]);
    const refused = await placeOrder(ctx, user, body, { 'idempotency-key': k });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('INSUFFICIENT_STOCK');
    expect(await count(ctx, 'idempotency_keys', sql`user_id = ${user.id}`)).toBe(0);

    await ctx.database.db.execute(sql`update products set stock = 5 where id = ${product.id}`);
    const retried = await placeOrder(ctx, user, body, { 'idempotency-key': k });
    expect(retried.statusCode).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect((await stockOf(ctx, product.id)).stock).toBe(3);
  });

  it('scopes keys to the shopper: another shopper with the same key gets an order of their own', async () => {
    const alice = await registerTestUser(ctx.app);
    const bob = await registerTestUser(ctx.app);
    const product = await makeProduct(ctx);
    const k = key();
    const body = orderBody([{ productId: product.id, quantity: 1 }]);
    const a = await placeOrder(ctx, alice, body, { 'idempotency-key': k });
    const b = await placeOrder(ctx, bob, body, { 'idempotency-key': k });
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(b.headers['idempotent-replayed']).toBeUndefined();
    expect(a.json().data._id).not.toBe(b.json().data._id);
  });

  it('refuses an empty or overlong key with 400', async () => {
    const user = await registerTestUser(ctx.app);
    const product = await makeProduct(ctx);
    const body = orderBody([{ productId: product.id, quantity: 1 }]);
    for (const bad of ['', 'k'.repeat(201)]) {
      const response = await placeOrder(ctx, user, body, { 'idempotency-key': bad });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    }
    expect(await ordersOf(user)).toBe(0);
    const longest = await placeOrder(ctx, user, body, { 'idempotency-key': 'k'.repeat(200) });
    expect(longest.statusCode).toBe(201);
  });
});
