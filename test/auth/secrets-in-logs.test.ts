/**
 * What the real app writes to its log (rule:no-secrets-in-logs): a reset token in a request URL (the
 * reset page, its data request, React Router's route discovery, a query parameter) is masked, and in
 * production mode a mail's body (which holds the reset link) is not logged when SMTP is unset. Both log formats
 * (LOG_FORMAT, server/log-format.ts): JSON lines, and the readable lines a terminal gets.
 */
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw';
import { buildApp } from '../../server/app';
import type { Config } from '../../server/env';
import { chooseLogFormat, loggerOptions, type LogFormat } from '../../server/log-format';
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

/** The real app on the test database, logging at info level into memory, in the format server.ts would choose. */
async function appWithLog(
  overrides: Partial<Config> = {},
  format: LogFormat = 'json',
): Promise<{ app: App; log: () => string }> {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const config: Config = { ...ctx.config, LOG_LEVEL: 'info', ...overrides };
  const logger = loggerOptions(format, { destination });
  const app = await buildApp({ config, db: ctx.database.db, logger });
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

describe('log formats (LOG_FORMAT)', () => {
  it('is readable on a terminal or with LOG_FORMAT=pretty, JSON otherwise or with LOG_FORMAT=json', () => {
    expect(chooseLogFormat('auto', true)).toBe('pretty');
    expect(chooseLogFormat('auto', false)).toBe('json');
    expect(chooseLogFormat('pretty', false)).toBe('pretty');
    expect(chooseLogFormat('json', true)).toBe('json');
  });

  const secretUrls = (token: string) => [
    `/reset-password/${token}`,
    `/__manifest?p=%2Freset-password%2F${token}&version=abc123`,
    `/api/auth/check?token=${token}&page=2`,
  ];

  it('writes one line a person reads per request, without JSON, with secrets still masked', async () => {
    const { app, log } = await appWithLog({}, 'pretty');
    const token = newToken();
    for (const url of secretUrls(token)) await app.inject({ method: 'GET', url });
    app.log.info({ shopper: 'demo@shop.test', items: 3 }, 'a line with fields');
    await app.close();
    // pino-pretty's stream passes each line on through its pipeline: wait for the last one.
    for (let i = 0; i < 100 && !log().includes('items: 3'); i++)
      await new Promise((resolve) => setTimeout(resolve, 10));

    const text = log();
    expect(text).not.toContain(token);
    const lines = text.trimEnd().split('\n');
    // No line is a JSON object (a whole log entry on one line), and none carries a terminal's colour codes here.
    for (const line of lines) expect(line.trimStart(), line).not.toMatch(/^\{/);
    expect(text).not.toContain('\u001b[');
    // "[12:34:56.789] INFO: incoming request GET /reset-password/[redacted] (<request id>)": method, masked path, and the
    // request id (a UUID of the shop's own here; behind nginx, nginx's: server/client-address.ts).
    const time = '\\[\\d\\d:\\d\\d:\\d\\d\\.\\d{3}\\]';
    const id = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
    expect(text).toMatch(
      new RegExp(`^${time} INFO: incoming request GET /reset-password/\\[redacted\\] \\(${id}\\)$`, 'm'),
    );
    expect(text).toContain('GET /__manifest?p=%2Freset-password%2F[redacted]&version=abc123');
    expect(text).toContain('GET /api/auth/check?token=[redacted]&page=2');
    // "request completed 404 in 3 ms (<request id>)": status and whole milliseconds on the same line.
    expect(text).toMatch(new RegExp(`^${time} INFO: request completed \\d{3} in \\d+ ms \\(${id}\\)$`, 'm'));
    // Other fields follow their message, one a line.
    expect(text).toMatch(
      new RegExp(`^${time} INFO: a line with fields\\n {4}shopper: "demo@shop.test"\\n {4}items: 3$`, 'm'),
    );
  });

  it('writes one JSON object a line, with the same secrets masked', async () => {
    const { app, log } = await appWithLog({}, 'json');
    const token = newToken();
    for (const url of secretUrls(token)) await app.inject({ method: 'GET', url });
    await app.close();

    const text = log();
    expect(text).not.toContain(token);
    const entries = text
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as { msg?: string; req?: { url?: string } });
    expect(entries.filter((entry) => entry.msg === 'incoming request').map((entry) => entry.req?.url)).toEqual([
      '/reset-password/[redacted]',
      '/__manifest?p=%2Freset-password%2F[redacted]&version=abc123',
      '/api/auth/check?token=[redacted]&page=2',
    ]);
  });
});
