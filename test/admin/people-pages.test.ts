/**
 * The customers, reviews and messages pages' loaders (rule:admin-customers, rule:review-moderation,
 * rule:contact-inbox) read what the admin API answers (ADR 0018), fall back to the first page on a query the
 * API refuses (naming the problem), refuse a shopper (rule:staff-only), and show an unknown customer as a 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loader as customerLoader } from '../../app/routes/admin/customer';
import { loader as customersLoader } from '../../app/routes/admin/customers';
import { loader as messagesLoader } from '../../app/routes/admin/messages';
import { loader as reviewsLoader } from '../../app/routes/admin/reviews';
import { makeProduct } from '../cart/fixtures';
import { startTestApp, type TestContext } from '../helpers/app';
import { runLoader } from '../helpers/loaders';
import { registerTestStaff, registerTestUser, type TestUser } from '../helpers/users';

let ctx: TestContext;
let staff: TestUser;
let shopper: TestUser;
let productId: string;
beforeAll(async () => {
  ctx = await startTestApp();
  staff = await registerTestStaff(ctx.app, ctx.database.db);
  shopper = await registerTestUser(ctx.app, { fullName: 'Page Pooja' });
  productId = (await makeProduct(ctx, { title: 'Page Lamp' })).id;
  const reviewed = await ctx.app.inject({
    method: 'POST',
    url: `/api/product/${productId}/review`,
    headers: shopper.headers,
    payload: { rating: 2, comment: 'Flickers' },
  });
  expect(reviewed.statusCode).toBe(201);
  const sent = await ctx.app.inject({
    method: 'POST',
    url: '/api/contact-us',
    payload: { name: 'Page Sender', email: 'page.sender@example.in', mobile: '9876543210', comment: 'Hello' },
  });
  expect(sent.statusCode).toBe(201);
});
afterAll(async () => {
  await ctx.close();
});

const api = async (url: string) =>
  (await ctx.app.inject({ method: 'GET', url, headers: staff.headers })).json().data as unknown;

describe('admin customers, reviews and messages pages', () => {
  it('show the same data as the API', async () => {
    const customers = await runLoader(ctx, customersLoader, staff, '/admin/customers?q=pooja');
    expect(customers.list).toEqual(await api('/api/admin/customers?q=pooja'));
    expect(customers.list.items.map((c) => c.id)).toEqual([shopper.id]);
    expect(customers).toMatchObject({ q: 'pooja', problem: null });

    const customer = await runLoader(ctx, customerLoader, staff, `/admin/customers/${shopper.id}`, { id: shopper.id });
    expect(customer.customer).toEqual(await api(`/api/admin/customers/${shopper.id}`));
    expect(customer.staffId).toBe(staff.id);

    const reviews = await runLoader(ctx, reviewsLoader, staff, `/admin/reviews?productId=${productId}&rating=2`);
    expect(reviews.list).toEqual(await api(`/api/admin/reviews?productId=${productId}&rating=2`));
    expect(reviews).toMatchObject({ productTitle: 'Page Lamp', problem: null });
    expect(reviews.values).toEqual({ rating: '2', productId, withPhotos: '', hidden: '' });

    const messages = await runLoader(ctx, messagesLoader, staff, '/admin/messages?status=all');
    expect(messages.inbox).toEqual(await api('/api/admin/messages?status=all'));
    expect(messages.inbox.items.map((m) => m.name)).toEqual(['Page Sender']);
  });

  it('fall back to the first page on a bad query and name the problem', async () => {
    const customers = await runLoader(ctx, customersLoader, staff, `/admin/customers?q=${'x'.repeat(101)}`);
    expect(customers.problem).toContain('under 100 characters');
    expect(customers.list.total).toBeGreaterThanOrEqual(2);
    const reviews = await runLoader(ctx, reviewsLoader, staff, '/admin/reviews?rating=9');
    expect(reviews.problem).toContain('rating from 1 to 5');
    expect(reviews.values.rating).toBe('');
    expect(reviews.list.total).toBe(1);
    const messages = await runLoader(ctx, messagesLoader, staff, '/admin/messages?status=spam');
    expect(messages).toMatchObject({ status: 'new', problem: 'status must be new, handled or all.' });
  });

  it('answer 404 for a customer that does not exist, and 403 to a shopper', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const thrown = await runLoader(ctx, customerLoader, staff, `/admin/customers/${id}`, { id }).catch(
        (err: unknown) => err,
      );
      expect(thrown).toMatchObject({ init: { status: 404 } });
    }
    for (const [loader, path] of [
      [customersLoader, '/admin/customers'],
      [reviewsLoader, '/admin/reviews'],
      [messagesLoader, '/admin/messages'],
    ] as const) {
      const refused = await runLoader(ctx, loader as typeof customersLoader, shopper, path).catch(
        (err: unknown) => err,
      );
      expect(refused).toMatchObject({ init: { status: 403 } });
    }
  });
});
