/**
 * The audit log (rule:audit-log, ADR 0027): GET /api/admin/audit lists staff writes newest first with the
 * actor's name and email, filtered by actor, record, action and days (India time), a page at a time.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeProduct } from '../cart/fixtures';
import { startTestApp, type TestContext } from '../helpers/app';
import { registerTestStaff, type TestUser } from '../helpers/users';

let ctx: TestContext;
let asha: TestUser;
let ravi: TestUser;
beforeAll(async () => {
  ctx = await startTestApp();
  asha = await registerTestStaff(ctx.app, ctx.database.db, { fullName: 'Asha Staff' });
  ravi = await registerTestStaff(ctx.app, ctx.database.db, { fullName: 'Ravi Staff' });
});
afterAll(async () => {
  await ctx.close();
});

const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: asha.headers });
const receive = (who: TestUser, productId: string, quantity: number) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/products/${productId}/stock`,
    headers: who.headers,
    payload: { reason: 'received', quantity, note: `Received ${quantity}` },
  });
type Item = { id: number; actor: { id: string; name: string; email: string }; entityId: string; action: string };

describe('GET /api/admin/audit', () => {
  it('lists writes newest first with the actor, filtered by actor, record and action', async () => {
    const first = await makeProduct(ctx, { stock: 1 });
    const second = await makeProduct(ctx, { stock: 1 });
    expect((await receive(asha, first.id, 1)).statusCode).toBe(200);
    expect((await receive(ravi, second.id, 2)).statusCode).toBe(200);
    expect((await receive(asha, second.id, 3)).statusCode).toBe(200);
    const threshold = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${first.id}/low-stock-threshold`,
      headers: ravi.headers,
      payload: { threshold: 4 },
    });
    expect(threshold.statusCode).toBe(200);

    const all = await get('/api/admin/audit');
    expect(all.statusCode).toBe(200);
    const items = all.json().data.items as Item[];
    expect(items.map((i) => [i.actor.name, i.entityId, i.action])).toEqual([
      ['Ravi Staff', first.id, 'stock.threshold'],
      ['Asha Staff', second.id, 'stock.adjust'],
      ['Ravi Staff', second.id, 'stock.adjust'],
      ['Asha Staff', first.id, 'stock.adjust'],
    ]);
    expect(all.json().data.items[1]).toMatchObject({
      actor: { id: asha.id, name: 'Asha Staff', email: asha.email },
      entityType: 'product',
      before: { stock: 3 },
      after: { stock: 6, change: 3, reason: 'received' },
    });
    expect(typeof all.json().data.items[0].createdAt).toBe('string');

    const byActor = (await get(`/api/admin/audit?actor=${ravi.id}`)).json().data.items as Item[];
    expect(byActor.map((i) => i.actor.id)).toEqual([ravi.id, ravi.id]);

    const byRecord = (await get(`/api/admin/audit?entityType=product&entityId=${second.id}`)).json().data
      .items as Item[];
    expect(byRecord.map((i) => i.actor.name)).toEqual(['Asha Staff', 'Ravi Staff']);

    const byAction = (await get(`/api/admin/audit?action=stock.threshold`)).json().data.items as Item[];
    expect(byAction.map((i) => i.entityId)).toEqual([first.id]);

    const none = (await get('/api/admin/audit?entityType=order')).json().data;
    expect(none).toMatchObject({ items: [], total: 0, totalPages: 1 });
    // Empty fields of the GET form are no filter at all.
    expect((await get('/api/admin/audit?actor=&entityType=&from=&to=')).json().data.total).toBe(4);
  });

  it('filters by day in India time, both ends included', async () => {
    const product = await makeProduct(ctx, { stock: 1 });
    for (let i = 0; i < 3; i++) expect((await receive(asha, product.id, 1)).statusCode).toBe(200);
    const ids = (await get(`/api/admin/audit?entityId=${product.id}`)).json().data.items.map((i: Item) => i.id);
    // 2026-03-09 23:30 IST (18:00 UTC), 2026-03-10 00:30 IST (2026-03-09 19:00 UTC), 2026-03-11 12:00 IST.
    const times = ['2026-03-11T06:30:00Z', '2026-03-09T19:00:00Z', '2026-03-09T18:00:00Z'];
    for (const [index, id] of ids.entries()) {
      await ctx.database.db.execute(sql`update audit_log set created_at = ${times[index]} where id = ${id}`);
    }
    const onDay = (query: string) =>
      get(`/api/admin/audit?entityId=${product.id}&${query}`).then((r) => r.json().data.items.map((i: Item) => i.id));
    expect(await onDay('from=2026-03-10&to=2026-03-10')).toEqual([ids[1]]);
    expect(await onDay('from=2026-03-10')).toEqual([ids[0], ids[1]]);
    expect(await onDay('to=2026-03-09')).toEqual([ids[2]]);
    expect(await onDay('from=2026-03-09&to=2026-03-11')).toEqual(ids);
  });

  it('pages by 50, newest first, and refuses bad filters', async () => {
    const product = await makeProduct(ctx, { stock: 1 });
    for (let i = 0; i < 52; i++) expect((await receive(ravi, product.id, 1)).statusCode).toBe(200);
    const page1 = (await get(`/api/admin/audit?entityId=${product.id}`)).json().data;
    expect(page1).toMatchObject({ page: 1, perPage: 50, total: 52, totalPages: 2 });
    const page2 = (await get(`/api/admin/audit?entityId=${product.id}&page=2`)).json().data;
    expect(page2.items).toHaveLength(2);
    const ids = [...page1.items, ...page2.items].map((i: Item) => i.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(52);

    for (const query of ['actor=someone', 'from=10-03-2026', 'to=2026-02-31x', 'page=0', 'page=abc']) {
      const response = await get(`/api/admin/audit?${query}`);
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
      expect(response.json()).toMatchObject({ success: false });
    }
  });
});
