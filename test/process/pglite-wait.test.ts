/**
 * rule:bounded-waits on the embedded database (ADR 0023): PGlite runs one statement at a time and
 * cannot cancel one, so a request that waited longer than PGLITE_MAX_WAIT_MS for its turn is answered
 * 503 with a clear message, and never runs, instead of stalling behind the work in front of it.
 * Runs in the pglite project only (vitest.config.ts excludes test/process from postgres).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../helpers/app';
import { registerTestUser, type TestUser } from '../helpers/users';
import { count, makeProduct, orderBody, placeOrder } from '../cart/fixtures';

const maxWaitMs = 300;
let ctx: TestContext;
let shopper: TestUser;
let productId: string;
beforeAll(async () => {
  ctx = await startTestApp({ PGLITE_MAX_WAIT_MS: String(maxWaitMs) });
  shopper = await registerTestUser(ctx.app);
  productId = (await makeProduct(ctx, { stock: 10 })).id;
});
afterAll(async () => {
  await ctx.close();
});

function expectBusy(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(503);
  expect(response.json()).toEqual({
    success: false,
    code: 'SERVICE_UNAVAILABLE',
    message: 'The shop is very busy right now. Please try again in a moment.',
  });
  expect(response.headers['retry-after']).toBe('2');
}

describe('waiting for the embedded database is bounded', () => {
  it('a request queued behind a long transaction gets 503 once it has waited too long', async () => {
    // Holds the database's one turn without blocking the thread, as a transaction waiting on I/O would.
    const holder = ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await sleep(maxWaitMs * 3);
    });
    await sleep(20);
    const started = performance.now();
    const response = await ctx.app.inject({ method: 'GET', url: `/api/product/${productId}/reviews` });
    const waited = performance.now() - started;
    expectBusy(response);
    // Refused at the bound, not when the holder finished.
    expect(waited).toBeLessThan(maxWaitMs * 2.5);
    await holder;
    expect((await ctx.app.inject({ method: 'GET', url: `/api/product/${productId}/reviews` })).statusCode).toBe(200);
  });

  it('requests queued behind a statement that blocks the thread are refused, not run, when it ends', async () => {
    const ordersBefore = await count(ctx, 'orders');
    // pg_sleep blocks the whole process, as a slow search would: no timer fires until it ends.
    const holder = ctx.database.db.transaction(async (tx) => {
      await sleep(200);
      await tx.execute(sql`select pg_sleep(0.8)`);
    });
    await sleep(20);
    const [detail, order] = await Promise.all([
      ctx.app.inject({ method: 'GET', url: `/api/product/${productId}/reviews` }),
      placeOrder(ctx, shopper, orderBody([{ productId, quantity: 1 }])),
      holder,
    ]);
    expectBusy(detail);
    expectBusy(order);
    expect(await count(ctx, 'orders')).toBe(ordersBefore);

    // Nothing lingers: the next order goes through at once.
    const placed = await placeOrder(ctx, shopper, orderBody([{ productId, quantity: 1 }]));
    expect(placed.statusCode, placed.body).toBe(201);
  });

  it('over real sockets, requests that arrive while the database is busy queue where their wait is seen', async () => {
    const busy = await startTestApp({ PGLITE_MAX_WAIT_MS: '100' });
    try {
      const id = (await makeProduct(busy)).id;
      const base = await busy.app.listen({ port: 0, host: '127.0.0.1' });
      // Eight statements one after another, each blocking the thread for 250 ms, as a run of slow
      // searches would. The requests reach the server between two of them; unless the event loop
      // reads the sockets between turns, they sit unseen in the socket buffers until the run ends
      // and are then served two seconds late as if they had not waited at all.
      const holder = (async () => {
        for (let i = 0; i < 8; i++) await busy.database.db.execute(sql`select pg_sleep(0.25)`);
      })();
      const statuses = await Promise.all(
        Array.from({ length: 3 }, async () => (await fetch(`${base}/api/product/${id}/reviews`)).status),
      );
      await holder;
      expect(statuses).toEqual([503, 503, 503]);
    } finally {
      await busy.close();
    }
  });
});

/** The order of turns, with a bound too generous to refuse anyone here. */
describe('whose turn comes first', () => {
  let calm: TestContext;
  let calmShopper: TestUser;
  let calmProductId: string;
  beforeAll(async () => {
    calm = await startTestApp({ PGLITE_MAX_WAIT_MS: '20000' });
    calmShopper = await registerTestUser(calm.app);
    calmProductId = (await makeProduct(calm, { stock: 10 })).id;
  });
  afterAll(async () => {
    await calm.close();
  });

  it('a request that has had its first turn finishes before requests that arrived after it', async () => {
    const holder = calm.database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await sleep(300);
    });
    await sleep(10);
    const finished: string[] = [];
    // A product's reviews: the product, then a page of reviews, then their count: three turns. (The product page
    // itself is answered from memory once read, ADR 0036, so it no longer waits for the database every time.)
    const detail = calm.app.inject({ method: 'GET', url: `/api/product/${calmProductId}/reviews` }).then((response) => {
      finished.push('detail');
      return response;
    });
    await sleep(30);
    const others = Array.from({ length: 8 }, () =>
      calm.app.inject({ method: 'GET', url: '/api/brands' }).then(() => finished.push('brands')),
    );
    await holder;
    const [answer] = await Promise.all([detail, ...others]);
    expect(answer.statusCode).toBe(200);
    // Without the priority its second and third statements would queue behind all eight brand lists.
    expect(finished[0]).toBe('detail');
  });

  it('searches go after everything else: a product page that arrives after them is served first', async () => {
    // Searches are answered from the catalog index (ADR 0036); after a catalog write their first statement is the
    // index's look at what changed, and that look waits in the searches' lane.
    await calm.database.db.execute(sql`update products set stock = stock where id = ${calmProductId}`);
    const holder = calm.database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await sleep(300);
    });
    await sleep(10);
    const finished: string[] = [];
    const searches = Array.from({ length: 8 }, () =>
      calm.app.inject({ method: 'GET', url: '/api/product?search=test' }).then(() => finished.push('search')),
    );
    await sleep(30);
    const detail = calm.app.inject({ method: 'GET', url: `/api/product/${calmProductId}/reviews` }).then((response) => {
      finished.push('detail');
      return response;
    });
    await holder;
    const [answer] = await Promise.all([detail, ...searches]);
    expect(answer.statusCode).toBe(200);
    expect(finished[0]).toBe('detail');
  });

  it('an order placed behind a queue of product pages goes first', async () => {
    const holder = calm.database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await sleep(300);
    });
    await sleep(10);
    const finished: string[] = [];
    const pages = Array.from({ length: 8 }, () =>
      calm.app
        .inject({ method: 'GET', url: `/api/product/${calmProductId}/reviews` })
        .then(() => finished.push('page')),
    );
    await sleep(30);
    const order = placeOrder(calm, calmShopper, orderBody([{ productId: calmProductId, quantity: 1 }])).then(
      (response) => {
        finished.push('order');
        return response;
      },
    );
    await holder;
    const [placed] = await Promise.all([order, ...pages]);
    expect(placed.statusCode, placed.body).toBe(201);
    // It arrived after all eight; only those that ran while its body was read may finish first.
    expect(finished.indexOf('order')).toBeLessThan(3);
  });
});
