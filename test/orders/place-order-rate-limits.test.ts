/**
 * rule:rate-limits for POST /api/orders/place: 10 an hour per account and 30 an hour per client address
 * (ADR 0021), with the real limits (RATE_LIMIT_MULTIPLIER=1). A retry of a known Idempotency-Key (it placed its
 * order, or an attempt with it is running or died running: rule:idempotent-orders) is answered without being counted.
 */
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../domain/auth/register-user';
import { hashOrderRequest } from '../../domain/orders/hash-order-request';
import { placeOrderBodySchema } from '../../domain/schemas/orders';
import { makeProduct, orderBody, placeOrder, validAddress } from '../cart/fixtures';
import { startTestApp, type TestContext } from '../helpers/app';
import type { TestUser } from '../helpers/users';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp({ RATE_LIMIT_MULTIPLIER: '1' });
});
afterAll(async () => {
  await ctx.close();
});

let shoppers = 0;
/** Signed up through the domain, so these tests do not spend the sign-up limit of the address. */
async function shopper(): Promise<TestUser> {
  shoppers += 1;
  const email = `limited${shoppers}.${crypto.randomUUID().slice(0, 8)}@example.in`;
  const { token, user } = await registerUser(ctx.database.db, {
    fullName: `Limited Shopper ${shoppers}`,
    email,
    phone: '9876543210',
    password: 'Secret123!',
    gender: 'other',
    profilePic: '',
  });
  return { token, id: user.id, email, password: 'Secret123!', headers: { authorization: `Bearer ${token}` } };
}

function expectLimited(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(429);
  expect(response.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
  expect(response.json().message).toMatch(/^Too many requests\. Please try again in .+\.$/);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

/** An order the schema refuses (400): it still counts, as every attempt does, and writes nothing. */
const refusedBody = { orderItems: [], shippingAddress: validAddress, paymentMethod: 'COD' };

describe('POST /api/orders/place', () => {
  it('takes 10 attempts an hour per account, then answers 429; replays of a placed order are not counted', async () => {
    const user = await shopper();
    const product = await makeProduct(ctx, { stock: 50 });
    const body = orderBody([{ productId: product.id, quantity: 1 }]);
    const headers = { 'idempotency-key': crypto.randomUUID() };
    expect((await placeOrder(ctx, user, body, headers)).statusCode).toBe(201);
    for (let i = 0; i < 15; i++) {
      const replay = await placeOrder(ctx, user, body, headers);
      expect(replay.statusCode, `replay ${i + 1}`).toBe(201);
      expect(replay.headers['idempotent-replayed']).toBe('true');
    }
    for (let i = 0; i < 9; i++) {
      expect((await placeOrder(ctx, user, refusedBody)).statusCode, `attempt ${i + 2}`).toBe(400);
    }
    expectLimited(await placeOrder(ctx, user, body, { 'idempotency-key': crypto.randomUUID() }));
    // Another account from the same address still gets through.
    const other = await shopper();
    expect((await placeOrder(ctx, other, body)).statusCode).toBe(201);
  });

  it('takes 30 attempts an hour per client address, over all accounts', async () => {
    // The first test spent 11 of this address's 30 (the replays were not counted).
    let spent = 11;
    while (spent < 30) {
      const user = await shopper();
      for (let i = 0; i < 9 && spent < 30; i++, spent++) {
        expect((await placeOrder(ctx, user, refusedBody)).statusCode, `attempt ${spent + 1}`).toBe(400);
      }
    }
    const fresh = await shopper();
    const product = await makeProduct(ctx, { stock: 5 });
    expectLimited(await placeOrder(ctx, fresh, orderBody([{ productId: product.id, quantity: 1 }])));
  });

  it('does not count retries of a key whose attempt is running or died running, even with the address spent', async () => {
    // The address's 30 are spent (the test above). A key left 'running' (its process was killed, or the database
    // went away before the attempt could release it): the shopper's app retries it.
    const user = await shopper();
    const product = await makeProduct(ctx, { stock: 5 });
    const body = orderBody([{ productId: product.id, quantity: 1 }]);
    const key = crypto.randomUUID();
    const hash = hashOrderRequest(placeOrderBodySchema.parse(body));
    await ctx.database.db.execute(
      sql`insert into idempotency_keys (user_id, key, request_hash, state, claim_token) values (${user.id}, ${key}, ${hash}, 'running', ${crypto.randomUUID()})`,
    );
    for (let i = 0; i < 12; i++) {
      const retry = await placeOrder(ctx, user, body, { 'idempotency-key': key });
      expect(retry.statusCode, `retry ${i + 1}`).toBe(409);
      expect(retry.json().code).toBe('IDEMPOTENCY_IN_PROGRESS');
      expect(retry.headers['retry-after']).toBe('2');
    }
    // Abandoned: the next retry takes it over and places the one order, uncounted as well.
    await ctx.database.db.execute(
      sql`update idempotency_keys set created_at = now() - interval '11 seconds' where key = ${key}`,
    );
    expect((await placeOrder(ctx, user, body, { 'idempotency-key': key })).statusCode).toBe(201);
    // A new key is a new order: the address's limit refuses it.
    expectLimited(await placeOrder(ctx, user, body, { 'idempotency-key': crypto.randomUUID() }));
  });
});
