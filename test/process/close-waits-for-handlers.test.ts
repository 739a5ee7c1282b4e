/**
 * Closing the app waits for handlers still running after their shopper has gone (server/plugins/request-drain.ts):
 * server.ts closes the database right after app.close(), so a handler that outlived it met "PGlite is closed".
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw';
import { startTestApp, type TestContext } from '../helpers/app';

let ctx: TestContext;
let releaseHandler: () => void;
const events: string[] = [];

beforeAll(async () => {
  const released = new Promise<void>((resolve) => (releaseHandler = resolve));
  ctx = await startTestApp(
    {},
    {
      // A handler that is still at work when its client goes: it waits, then reads the database.
      beforeReady: (app) =>
        app.get('/slow-read', async () => {
          events.push('handler entered');
          await released;
          const rows = await queryRows<{ one: number }>(ctx.database.db, sql`select 1 as one`);
          events.push('handler read the database');
          return { one: rows[0]?.one };
        }),
    },
  );
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await ctx.close();
});

describe('closing the app', () => {
  it('waits for a handler whose client has gone before it resolves', async () => {
    const address = ctx.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const client = new AbortController();
    const request = fetch(`http://127.0.0.1:${address.port}/slow-read`, { signal: client.signal }).catch(
      (err: unknown) => err,
    );
    await expect.poll(() => events.includes('handler entered')).toBe(true);
    client.abort();
    expect(await request).toBeInstanceOf(Error);

    const closed = ctx.app.close().then(() => events.push('app closed'));
    // The socket is gone; closing must still be waiting for the handler.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(events).not.toContain('app closed');

    releaseHandler();
    await closed;
    expect(events).toEqual(['handler entered', 'handler read the database', 'app closed']);
  });
});
