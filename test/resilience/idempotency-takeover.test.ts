/**
 * rule:idempotent-orders on a PostgreSQL server, where attempts really run side by side (ADR 0053): a key 'running'
 * for over 10 seconds is taken over by a retry only when no live attempt holds the key's advisory lock. A slow but
 * live attempt keeps it (the retry gets 409 with Retry-After); once the holder's connection is gone, the retry places
 * the one order.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashOrderRequest } from '../../domain/orders/hash-order-request';
import { placeOrderBodySchema } from '../../domain/schemas/orders';
import { count, makeProduct, orderBody, placeOrder } from '../cart/fixtures';
import { startTestApp, type TestContext } from '../helpers/app';
import { registerTestUser } from '../helpers/users';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('taking over an Idempotency-Key left running', () => {
  it('never takes a key from a live attempt, however old its claim; takes it once the attempt is gone', async () => {
    const user = await registerTestUser(ctx.app);
    const product = await makeProduct(ctx, { stock: 5 });
    const body = orderBody([{ productId: product.id, quantity: 1 }]);
    const key = crypto.randomUUID();
    const hash = hashOrderRequest(placeOrderBodySchema.parse(body));
    await ctx.database.db.execute(
      sql`insert into idempotency_keys (user_id, key, request_hash, state, claim_token, created_at)
          values (${user.id}, ${key}, ${hash}, 'running', ${crypto.randomUUID()}, now() - interval '1 minute')`,
    );

    // A live attempt: a connection of its own holding the key's lock, as an order's transaction does.
    const holder = new pg.Client({ connectionString: ctx.config.DATABASE_URL });
    await holder.connect();
    await holder.query('begin');
    await holder.query(`select pg_advisory_xact_lock(hashtextextended($1, 0))`, [`${user.id}:${key}`]);

    const whileAlive = await placeOrder(ctx, user, body, { 'idempotency-key': key });
    expect(whileAlive.statusCode).toBe(409);
    expect(whileAlive.json().code).toBe('IDEMPOTENCY_IN_PROGRESS');
    expect(whileAlive.headers['retry-after']).toBe('2');
    expect(await count(ctx, 'orders', sql`user_id = ${user.id}`)).toBe(0);

    // The attempt's process dies: its connection closes and PostgreSQL lets the lock go.
    await holder.end();
    const afterDeath = await placeOrder(ctx, user, body, { 'idempotency-key': key });
    expect(afterDeath.statusCode).toBe(201);
    const replay = await placeOrder(ctx, user, body, { 'idempotency-key': key });
    expect(replay.json().data._id).toBe(afterDeath.json().data._id);
    expect(await count(ctx, 'orders', sql`user_id = ${user.id}`)).toBe(1);
  });
});
