/**
 * rule:private-answers (ADR 0023): API answers with personal data, and any answer that sets or clears a
 * cookie, say `Cache-Control: private, no-store`; the public catalog keeps its public caching, for
 * guests and signed-in shoppers alike, because its answers do not depend on who asks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { startTestApp, type TestContext } from './helpers/app';
import { registerTestUser, type TestUser } from './helpers/users';
import { addToCart, makeProduct, orderBody, placeOrder } from './cart/fixtures';

let ctx: TestContext;
let shopper: TestUser;
let productId: string;
beforeAll(async () => {
  ctx = await startTestApp();
  shopper = await registerTestUser(ctx.app);
  productId = (await makeProduct(ctx, { stock: 50 })).id;
});
afterAll(async () => {
  await ctx.close();
});

function expectPrivate(response: LightMyRequestResponse, what: string) {
  expect(response.statusCode, `${what}: ${response.body}`).toBeLessThan(500);
  expect(response.headers['cache-control'], what).toBe('private, no-store');
}

describe('personal API answers are not cached', () => {
  it('accounts: register, sign in, profile, profile update, sign out', async () => {
    const email = `private.${Date.now()}@example.in`;
    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { fullName: 'Meera Iyer', email, phone: '9876543210', password: 'Secret123!', gender: 'female' },
    });
    expect(registered.statusCode).toBe(201);
    expectPrivate(registered, 'register');
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'Secret123!' },
    });
    expect(login.statusCode).toBe(200);
    expectPrivate(login, 'login');
    const headers = { authorization: `Bearer ${login.json().data.authToken}` };
    const profile = await ctx.app.inject({ method: 'GET', url: '/api/auth/profile', headers });
    expect(profile.statusCode).toBe(200);
    expectPrivate(profile, 'profile');
    const update = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/auth/update/${profile.json().data._id}`,
      headers,
      payload: { fullName: 'Meera S Iyer' },
    });
    expect(update.statusCode).toBe(200);
    expectPrivate(update, 'profile update');
    expectPrivate(await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers }), 'logout');
  });

  it('cart and orders', async () => {
    expectPrivate(await addToCart(ctx, shopper, { productId, quantity: 1 }), 'cart/add');
    expectPrivate(await ctx.app.inject({ method: 'GET', url: '/api/cart', headers: shopper.headers }), 'cart');
    const placed = await placeOrder(ctx, shopper, orderBody([{ productId, quantity: 1 }]));
    expect(placed.statusCode).toBe(201);
    expectPrivate(placed, 'orders/place');
    const orderId = placed.json().data._id as string;
    expectPrivate(await ctx.app.inject({ method: 'GET', url: '/api/orders/my', headers: shopper.headers }), 'my');
    expectPrivate(
      await ctx.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: shopper.headers }),
      'order',
    );
  });

  it('a refused request for a private answer is not cached either', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/cart',
      headers: { cookie: 'token-admin-ecom=expired' },
    });
    expect(response.statusCode).toBe(401);
    expectPrivate(response, 'cart with an expired cookie');
  });
});

describe('public catalog answers keep their caching', () => {
  it('a signed-in request to a public list gets the same public answer as a guest', async () => {
    const guest = await ctx.app.inject({ method: 'GET', url: '/api/product?limit=5' });
    const bearer = await ctx.app.inject({ method: 'GET', url: '/api/product?limit=5', headers: shopper.headers });
    const cookie = await ctx.app.inject({
      method: 'GET',
      url: '/api/product?limit=5',
      headers: { cookie: `token-admin-ecom=${shopper.token}` },
    });
    for (const response of [guest, bearer, cookie]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, no-cache');
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    expect(bearer.body).toBe(guest.body);
    expect(cookie.body).toBe(guest.body);
  });

  it('the product detail stays revalidated, not private', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/product/${productId}`,
      headers: shopper.headers,
    });
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});
