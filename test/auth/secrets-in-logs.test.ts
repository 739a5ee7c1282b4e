/**
 * What the real app writes to its log (rule:no-secrets-in-logs): a reset token in a request URL (the
 * reset page, its data request, React Router's route discovery, a query parameter) is masked, and in
 * production mode a mail's body (which holds the reset link) is not logged when SMTP is unset.
 */
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw';
import { buildApp } from '../../server/app';
import type { Config } from '../../server/env';
import type { App } from '../../server/types';
import { startTestApp, type TestContext } from '../helpers/app';
import { registerTestUser } from '../helpers/users';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
  // Only the logging app below may deliver mail: the shared app's worker would otherwise race it for
  // the outbox row and log the delivery into its own (silent) logger.
  await ctx.app.mailer.stop();
});
afterAll(async () => {
  await ctx.close();
});

/** The real app on the test database, logging at info level into memory. */
async function appWithLog(overrides: Partial<Config> = {}): Promise<{ app: App; log: () => string }> {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const config: Config = { ...ctx.config, ...overrides };
  const app = await buildApp({ config, db: ctx.database.db, logger: { level: 'info', stream } });
  await app.ready();
  return { app, log: () => lines.join('') };
}

const newToken = () => randomBytes(32).toString('base64url');

describe('tokens in logged request URLs (rule:no-secrets-in-logs)', () => {
  it('masks a reset token in the reset page, its data request, route discovery and query parameters', async () => {
    const { app, log } = await appWithLog();
    const tokens = Array.from({ length: 6 }, newToken);
    const urls = [
      `/reset-password/${tokens[0]}`,
      `/reset-password/${tokens[1]}.data?_routes=routes%2Freset-password`,
      `/__manifest?p=%2Freset-password%2F${tokens[2]}&version=abc123`,
      `/api/auth/check?token=${tokens[3]}&page=2`,
      `/somewhere?resetToken=${tokens[4]}`,
      `/somewhere?authToken=${tokens[5]}&password=hunter2`,
    ];
    for (const url of urls) await app.inject({ method: 'GET', url });
    await app.close();

    const text = log();
    // The requests were logged at all (else the absence of tokens would prove nothing)...
    expect(text.match(/"incoming request"/g)?.length).toBe(urls.length);
    // ...and no token, nor the password, is in them.
    for (const token of tokens) expect(text).not.toContain(token);
    expect(text).not.toContain('hunter2');
    // What is not secret stays readable.
    expect(text).toContain('"url":"/reset-password/[redacted]"');
    expect(text).toContain('/__manifest?p=%2Freset-password%2F[redacted]&version=abc123');
    expect(text).toContain('/api/auth/check?token=[redacted]&page=2');
  });

  it('does not log mail bodies (reset links) in production mode without SMTP', async () => {
    const { app, log } = await appWithLog({ NODE_ENV: 'production' });
    const user = await registerTestUser(app);
    await app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
    // The worker delivers after the request answers: wait for its log line, then read the mail it kept.
    for (let i = 0; i < 250 && !log().includes('mail kept in the outbox'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await app.close();
    const [row] = await queryRows<{ body_text: string }>(
      ctx.database.db,
      sql`select body_text from mail_outbox where lower(to_address) = ${user.email.toLowerCase()}`,
    );
    const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(row?.body_text ?? '')?.[1];
    expect(token).toBeDefined();
    expect(log()).toContain('mail kept in the outbox');
    expect(log()).not.toContain(token);
  });
});
