/**
 * The API's messages in the caller's language (issue 39, ADR 0059): with `X-Shop-Language: hi` a success or a
 * refusal says it in Hindi, its code and data unchanged; without it, English as the contract says; every success
 * message of the shopper's routes has its Hindi. Through the real app, on both databases.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hindiApiMessages } from '../../server/api/messages/hindi';
import { makeProduct } from '../cart/fixtures';
import { startTestApp, type TestContext } from '../helpers/app';
import { registerTestUser, type TestUser } from '../helpers/users';

let ctx: TestContext;
let shopper: TestUser;
let productId: string;

beforeAll(async () => {
  ctx = await startTestApp();
  shopper = await registerTestUser(ctx.app);
  productId = (await makeProduct(ctx, { stock: 20 })).id;
});

afterAll(async () => {
  await ctx.close();
});

/** The `ok(data, 'message')` texts of the routes a shopper's page calls (the back office's are English only). */
function shopperSuccessMessages(dir = path.resolve('server/api')): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'admin' ? [] : shopperSuccessMessages(file);
    if (!entry.name.endsWith('.ts')) return [];
    const source = fs.readFileSync(file, 'utf8');
    return [...source.matchAll(/\bok\([^;]*?,\s*'([^']+)'\)/g)].map((m) => m[1]!);
  });
}

const addToCart = (headers: Record<string, string>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/cart/add',
    headers: { ...shopper.headers, ...headers },
    payload: { productId, quantity: 1 },
  });

describe('API messages in Hindi', () => {
  it('has the Hindi of every success message of the shopper’s routes', () => {
    const messages = [...new Set(shopperSuccessMessages())];
    expect(messages.length).toBeGreaterThan(30);
    expect(messages.filter((m) => !(m in hindiApiMessages))).toEqual([]);
  });

  it('answers a Hindi caller in Hindi, the rest of the answer as it is, and varies by the header', async () => {
    const hindi = await addToCart({ 'x-shop-language': 'hi' });
    expect(hindi.statusCode, hindi.body).toBe(200);
    expect(hindi.json().message).toBe('कार्ट में डाल दिया');
    expect(hindi.headers.vary).toMatch(/x-shop-language/i);
    const english = await addToCart({});
    expect(english.json().message).toBe('Added to cart');
    expect(english.headers.vary ?? '').not.toMatch(/x-shop-language/i);
    // Same data either way.
    expect(hindi.json().data.items.length).toBe(english.json().data.items.length);
  });

  it('refuses in Hindi with the same status and code; a message it has no Hindi for stays English', async () => {
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-shop-language': 'hi' },
      payload: { email: shopper.email, password: 'Wrong-password-1' },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({
      success: false,
      code: 'INVALID_CREDENTIALS',
      message: 'ईमेल या पासवर्ड ग़लत है',
    });

    const unknownRoute = await ctx.app.inject({
      method: 'GET',
      url: '/api/no-such-thing',
      headers: { 'x-shop-language': 'hi' },
    });
    expect(unknownRoute.statusCode).toBe(404);
    expect(unknownRoute.json().message).toBe('No such endpoint: GET /api/no-such-thing');

    const english = await ctx.app.inject({
      method: 'GET',
      url: '/api/no-such-thing',
      headers: { 'x-shop-language': 'en' },
    });
    expect(english.json().message).toBe('No such endpoint: GET /api/no-such-thing');
  });
});
