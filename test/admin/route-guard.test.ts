/**
 * rule:staff-only (ADR 0027): walks every route the app registered under /api/admin, with every method,
 * as a guest and as a shopper, and expects the refusal (401, 403) with the JSON envelope and no change; then
 * the same for admin pages and paths nobody registered. A new admin route cannot forget the guard, because
 * the guard is on the prefix and this test finds the route by itself.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../helpers/app';
import { registerTestStaff, registerTestUser, type TestUser } from '../helpers/users';

let ctx: TestContext;
let shopper: TestUser;
let staff: TestUser;
beforeAll(async () => {
  ctx = await startTestApp();
  shopper = await registerTestUser(ctx.app);
  staff = await registerTestStaff(ctx.app, ctx.database.db);
});
afterAll(async () => {
  await ctx.close();
});

/** The admin API as registered: every method of every route under /api/admin. */
function adminRoutes() {
  return ctx.app.routeTable.filter((r) => r.url.startsWith('/api/admin') && r.method !== 'HEAD');
}

const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, randomUUID()).replace(/\*$/, 'x');

describe('the staff guard on /api/admin (rule:staff-only)', () => {
  it('finds the admin routes in the route table', () => {
    // Else the walk below would prove nothing.
    expect(adminRoutes().length).toBeGreaterThanOrEqual(1);
    expect(adminRoutes()).toContainEqual({ method: 'POST', url: '/api/admin/orders/:id/status' });
  });

  it('refuses every admin route to a guest (401) and to a shopper (403), before reading the body', async () => {
    for (const route of adminRoutes()) {
      const url = concrete(route.url);
      const method = route.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      const payload = method === 'GET' || method === 'DELETE' ? undefined : { anything: 'at all' };
      const guest = await ctx.app.inject({ method, url, payload });
      expect({ route, status: guest.statusCode }).toEqual({ route, status: 401 });
      expect(guest.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });

      const asShopper = await ctx.app.inject({ method, url, payload, headers: shopper.headers });
      expect({ route, status: asShopper.statusCode }).toEqual({ route, status: 403 });
      expect(asShopper.json()).toEqual({
        success: false,
        code: 'FORBIDDEN',
        message: 'This area is for shop staff only.',
      });
    }
  });

  it('lets staff through to the route (which then validates the request)', async () => {
    for (const route of adminRoutes()) {
      const method = route.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      const response = await ctx.app.inject({ method, url: concrete(route.url), headers: staff.headers });
      expect({ route, status: response.statusCode }).not.toEqual({ route, status: 401 });
      expect({ route, status: response.statusCode }).not.toEqual({ route, status: 403 });
    }
  });

  it('refuses unregistered paths and spellings under the prefix too', async () => {
    for (const url of [
      '/api/admin',
      '/api/admin/',
      '/api/admin/nothing-here',
      '/api/ADMIN/orders',
      '/api/%61dmin/orders',
      '/api//admin/orders',
    ]) {
      const guest = await ctx.app.inject({ method: 'GET', url });
      expect({ url, status: guest.statusCode }).toEqual({ url, status: 401 });
      const asShopper = await ctx.app.inject({ method: 'GET', url, headers: shopper.headers });
      expect({ url, status: asShopper.statusCode }).toEqual({ url, status: 403 });
    }
  });
});

describe('the staff guard on /admin pages (rule:staff-only)', () => {
  const pages = [
    '/admin',
    '/admin/',
    '/admin/orders',
    '/admin/orders.data',
    '/Admin/Orders',
    '/%61dmin',
    '//admin/audit',
  ];

  it('sends a guest to sign in, and back to the page afterwards', async () => {
    for (const url of pages) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 302 });
      expect(response.headers.location).toMatch(/^\/login\?redirectTo=/);
    }
    const one = await ctx.app.inject({ method: 'GET', url: '/admin/orders?status=Placed' });
    expect(one.headers.location).toBe(`/login?redirectTo=${encodeURIComponent('/admin/orders?status=Placed')}`);
  });

  it('shows a shopper a 403 page that says the area is for staff', async () => {
    for (const url of pages) {
      const response = await ctx.app.inject({
        method: 'GET',
        url,
        headers: { cookie: `token-admin-ecom=${shopper.token}` },
      });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 403 });
      expect(response.body).toContain('This area is for shop staff only.');
    }
  });

  it('does not touch shop pages that only start with the same letters', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/administrator-notes' });
    expect(response.statusCode).not.toBe(302);
    expect(response.statusCode).not.toBe(403);
  });
});
