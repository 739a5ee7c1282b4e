/**
 * Password hashes (domain/auth/password.ts, ADR 0038): new hashes use OWASP's 32 MiB row of equal-strength scrypt
 * settings, hashes made with other settings still verify, and no more than two hashes run at once in a process.
 */
import type * as nodeCrypto from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashPassword, hashPasswordWith, setPasswordHashCost, verifyPassword } from './password';

/** How many of node's scrypt calls are running, and the most at once: counted around the real function. */
const inFlight = vi.hoisted(() => ({ now: 0, most: 0 }));
vi.mock('node:crypto', async (importOriginal) => {
  const crypto = await importOriginal<typeof nodeCrypto>();
  const scrypt = (...args: unknown[]) => {
    const callback = args.pop() as (err: Error | null, key: Buffer) => void;
    inFlight.now += 1;
    inFlight.most = Math.max(inFlight.most, inFlight.now);
    (crypto.scrypt as (...a: unknown[]) => void)(...args, (err: Error | null, key: Buffer) => {
      inFlight.now -= 1;
      callback(err, key);
    });
  };
  return { ...crypto, default: { ...crypto, scrypt }, scrypt };
});

describe('password hashes', () => {
  afterEach(() => setPasswordHashCost(15));

  it('picks p from OWASP’s table for the chosen N, and p=1 below it (the test suites’ cost)', async () => {
    setPasswordHashCost(15);
    expect((await hashPassword('Shop@12345')).split('$').slice(0, 4)).toEqual(['scrypt', '32768', '8', '3']);
    setPasswordHashCost(14);
    expect((await hashPassword('Shop@12345')).split('$').slice(0, 4)).toEqual(['scrypt', '16384', '8', '5']);
    setPasswordHashCost(12);
    expect((await hashPassword('Shop@12345')).split('$').slice(0, 4)).toEqual(['scrypt', '4096', '8', '1']);
  });

  it('verifies a hash made with the earlier 128 MiB setting (N=2^17, p=1), and refuses a wrong password', async () => {
    const earlier = await hashPasswordWith('Old@12345', { N: 2 ** 17, r: 8, p: 1 });
    expect(earlier.split('$').slice(0, 4)).toEqual(['scrypt', '131072', '8', '1']);
    expect(await verifyPassword('Old@12345', earlier)).toBe(true);
    expect(await verifyPassword('old@12345', earlier)).toBe(false);
  });

  it('runs at most two hashes at once; the others wait their turn and all finish', async () => {
    setPasswordHashCost(13);
    inFlight.most = 0;
    const hashes = await Promise.all(Array.from({ length: 6 }, () => hashPassword('Shop@12345')));
    expect(new Set(hashes).size).toBe(6);
    expect(inFlight.most).toBe(2);
    const stored = hashes[0]!;
    inFlight.most = 0;
    const checks = await Promise.all(
      Array.from({ length: 5 }, (_, i) => verifyPassword(i ? 'Shop@12345' : 'x', stored)),
    );
    expect(checks).toEqual([false, true, true, true, true]);
    expect(inFlight.most).toBe(2);
  });
});
