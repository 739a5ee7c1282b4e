/**
 * The account keeps the shopper's language (issue 39, rule:shop-language, ADR 0059): the switch stores it when
 * signed in, signing in brings it to a new browser's cookie, and an account that never chose one takes the
 * browser's choice at sign-in. Through the real API and the switch's loader, on both databases.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loader as languageLoader } from '../../app/routes/language';
import { users } from '../../db/schema/index';
import { sessionCookieName } from '../../server/plugins/auth';
import { startTestApp, type TestContext } from '../helpers/app';
import { loadContextFor } from '../helpers/loaders';
import { registerTestUser, type TestUser } from '../helpers/users';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await startTestApp();
});

afterAll(async () => {
  await ctx.close();
});

const languageOf = async (user: TestUser) =>
  (await ctx.database.db.select({ language: users.language }).from(users).where(eq(users.id, user.id)))[0]?.language;

async function signIn(user: TestUser, cookie?: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: user.password },
    headers: cookie ? { cookie } : {},
  });
  expect(res.statusCode, res.body).toBe(200);
  const cookies = [res.headers['set-cookie'] ?? []].flat();
  return {
    languageCookie: cookies.find((c) => c.startsWith('shop_lang=')) ?? null,
    sessionCookie: cookies.find((c) => c.startsWith(`${sessionCookieName}=`)) ?? null,
  };
}

async function switchTo(language: string, user: TestUser | null) {
  const request = new Request(`http://shop.test/language/${language}?to=%2Forders`);
  return (await languageLoader({
    context: await loadContextFor(ctx, user),
    params: { locale: language },
    request,
  } as never)) as Response;
}

describe('the account’s language', () => {
  it('is none until chosen; the switch while signed in keeps it, and a sign-in elsewhere brings it', async () => {
    const shopper = await registerTestUser(ctx.app);
    expect(await languageOf(shopper)).toBeNull();

    const switched = await switchTo('hi', shopper);
    expect(switched.status).toBe(303);
    expect(switched.headers.get('location')).toBe('/hi/orders');
    expect(await languageOf(shopper)).toBe('hi');

    // A new browser (no cookie): signing in sets its language cookie, beside the session's.
    const fresh = await signIn(shopper);
    expect(fresh.languageCookie).toMatch(/^shop_lang=hi; Path=\/; Max-Age=31536000; HttpOnly; SameSite=Lax$/);
    expect(fresh.sessionCookie).not.toBeNull();
    // A browser already in Hindi is told nothing new.
    expect((await signIn(shopper, 'shop_lang=hi')).languageCookie).toBeNull();
    // The account's choice wins over a browser left in English.
    expect((await signIn(shopper, 'shop_lang=en')).languageCookie).toMatch(/^shop_lang=hi;/);
  });

  it('takes the browser’s choice at sign-up and sign-in when it has none, and never overwrites one', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { cookie: 'shop_lang=hi' },
      payload: {
        fullName: 'Asha Verma',
        email: `asha.${Date.now()}@example.in`,
        phone: '9876543210',
        password: 'Secret123!',
        gender: 'female',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [created] = await ctx.database.db
      .select({ language: users.language })
      .from(users)
      .where(eq(users.id, res.json().data.user._id));
    expect(created?.language).toBe('hi');

    const shopper = await registerTestUser(ctx.app);
    expect((await signIn(shopper, 'shop_lang=en')).languageCookie).toBeNull();
    expect(await languageOf(shopper)).toBe('en');
    // A language chosen on the account stays; a sign-in from a Hindi browser does not change it.
    await switchTo('en', shopper);
    expect((await signIn(shopper, 'shop_lang=hi')).languageCookie).toMatch(/^shop_lang=en;/);
    expect(await languageOf(shopper)).toBe('en');
  });

  it('is left alone by a guest’s switch and by a cookie that is no language of ours', async () => {
    const guestSwitch = await switchTo('hi', null);
    expect(guestSwitch.headers.get('set-cookie')).toMatch(/^shop_lang=hi;/);
    const shopper = await registerTestUser(ctx.app);
    expect((await signIn(shopper, 'shop_lang=fr')).languageCookie).toBeNull();
    expect(await languageOf(shopper)).toBeNull();
  });

  it('is one of the shop’s languages: the database refuses any other', async () => {
    const shopper = await registerTestUser(ctx.app);
    const refused = await ctx.database.db
      .update(users)
      .set({ language: 'fr' as never })
      .where(eq(users.id, shopper.id))
      .then(
        () => null,
        (err: Error & { cause?: unknown }) => err,
      );
    // Drizzle wraps the database's error; its cause names the check.
    expect(String(refused?.cause ?? refused)).toMatch(/users_language_check/);
    expect(await languageOf(shopper)).toBeNull();
  });
});
