/**
 * rule:client-address: the address the rate limits count against is the socket's unless the
 * proxies in front are named in TRUST_PROXY, and a client never picks it with a forged
 * X-Forwarded-For (ADR 0023). Each case reads the sign-in limiter's counter
 * (x-ratelimit-remaining): two requests share a counter when the second one has one less left.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/env';
import { startTestApp, type TestContext } from '../helpers/app';

let ctx: TestContext | undefined;
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

/** Sends a sign-in (the body is refused, but the limiter counts it first) and returns what is left. */
async function remainingAfter(remoteAddress: string, forwardedFor?: string): Promise<number> {
  const response = await ctx!.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    payload: {},
  });
  expect(response.statusCode).toBe(400);
  return Number(response.headers['x-ratelimit-remaining']);
}

describe('the client address of the rate limits', () => {
  it('TRUST_PROXY unset: forged X-Forwarded-For values from one socket share one counter', async () => {
    ctx = await startTestApp();
    const first = await remainingAfter('203.0.113.7', '198.51.100.1');
    const second = await remainingAfter('203.0.113.7', '198.51.100.2');
    expect(second).toBe(first - 1);
    // Another socket is another client.
    expect(await remainingAfter('203.0.113.8', '198.51.100.1')).toBe(first);
  });

  it('TRUST_PROXY=1: the proxy’s claim counts, a value the client prepended does not', async () => {
    ctx = await startTestApp({ TRUST_PROXY: '1' });
    const proxy = '10.0.0.2';
    // The proxy appends the address it saw to whatever the client sent.
    const first = await remainingAfter(proxy, '6.6.6.6, 203.0.113.10');
    expect(await remainingAfter(proxy, '7.7.7.7, 203.0.113.10')).toBe(first - 1);
    expect(await remainingAfter(proxy, '203.0.113.10')).toBe(first - 2);
    // Another shopper behind the same proxy, forging the same prefix, has a counter of their own.
    expect(await remainingAfter(proxy, '6.6.6.6, 203.0.113.11')).toBe(first);
  });

  it('TRUST_PROXY=1: a client reaching the shop directly from the internet is counted by its socket', async () => {
    ctx = await startTestApp({ TRUST_PROXY: '1' });
    const first = await remainingAfter('198.51.100.9', '203.0.113.30');
    expect(await remainingAfter('198.51.100.9', '203.0.113.31')).toBe(first - 1);
    // IPv4 through an IPv6 socket: still a public address, still its own counter.
    expect(await remainingAfter('::ffff:198.51.100.9', '203.0.113.32')).toBe(first - 2);
  });

  it('TRUST_PROXY=<CIDR list>: only the listed proxies’ claims are used', async () => {
    ctx = await startTestApp({ TRUST_PROXY: '10.1.0.0/16, 192.0.2.5' });
    const first = await remainingAfter('10.1.2.3', '203.0.113.20');
    // Two listed proxies vouching for the same shopper: one counter.
    expect(await remainingAfter('10.1.9.9', '203.0.113.20')).toBe(first - 1);
    expect(await remainingAfter('192.0.2.5', '6.6.6.6, 203.0.113.20')).toBe(first - 2);
    // An address outside the list claiming to forward for that shopper is counted as itself.
    expect(await remainingAfter('10.2.0.1', '203.0.113.20')).toBe(first);
    expect(await remainingAfter('10.2.0.1', '203.0.113.21')).toBe(first - 1);
  });
});

describe('TRUST_PROXY configuration', () => {
  for (const NODE_ENV of ['production', 'development'] as const) {
    it(`refuses true in ${NODE_ENV}, naming the safe alternatives`, () => {
      expect(() => loadConfig({ NODE_ENV, TRUST_PROXY: 'true' })).toThrow(
        /TRUST_PROXY: true would trust every X-Forwarded-For hop.*number of proxies.*addresses/,
      );
    });
  }

  it('reads a hop count, an address list, or nothing', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, ::1, loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '::1',
      'loopback',
    ]);
  });

  it('refuses what is not an address, a range or a small hop count', () => {
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/not a proxy address.*"10\.0\.0\.0\/33"/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example.com' })).toThrow(/not a proxy address/);
    expect(() => loadConfig({ TRUST_PROXY: '99' })).toThrow(/hop count/);
  });
});
