import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import pLimit from 'p-limit';

const scryptAsync = promisify(scryptCallback) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: object,
) => Promise<Buffer>;

/**
 * scrypt holds 128 * N * r bytes while it runs, outside the JavaScript heap. At most two run at once in a process
 * (one per core of the machines the shop runs on: more would only wait for a core while holding their memory), so
 * a burst of sign-ins queues instead of multiplying the process's memory (ADR 0038).
 */
const twoAtATime = pLimit(2);
const scrypt = (...args: Parameters<typeof scryptAsync>) => twoAtATime(() => scryptAsync(...args));

/**
 * OWASP's Password Storage cheat sheet gives scrypt settings of equal strength: N=2^17 with p=1 (128 MiB per hash),
 * 2^16 with p=2, 2^15 with p=3 (32 MiB, the default here), 2^14 with p=5, 2^13 with p=10. PASSWORD_HASH_COST picks
 * N from that table and p comes with it; below 13 (the test suites, which register hundreds of shoppers) p is 1.
 * Each stored hash carries its own parameters, so hashes made with other settings still verify.
 */
const parallelismForLog2N: Record<number, number> = { 13: 10, 14: 5, 15: 3, 16: 2 };
let N = 2 ** 15;
const r = 8;
let p = 3;
const keyLength = 32;
// Must cover 128 * N * r for the largest N a stored hash may carry (2^20 with r=8: 1 GiB).
const maxmem = 1024 * 1024 * 1024 + 1024 * 1024;

/** Sets log2(N) for new hashes; 15 in production (the default). */
export function setPasswordHashCost(log2N: number): void {
  if (!Number.isInteger(log2N) || log2N < 12 || log2N > 20) throw new Error('password hash cost must be 12 to 20');
  N = 2 ** log2N;
  p = parallelismForLog2N[log2N] ?? 1;
}

/** scrypt's cost settings, as new hashes get them and as a stored hash carries them. */
export interface ScryptSettings {
  N: number;
  r: number;
  p: number;
}

/** Hashes a password exactly as typed (no trimming) with a unique salt, with today's settings. */
export function hashPassword(password: string): Promise<string> {
  return hashPasswordWith(password, { N, r, p });
}

/** hashPassword with the given settings: the stored format in one place (tests make earlier settings' hashes). */
export async function hashPasswordWith(password: string, settings: ScryptSettings): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, keyLength, { ...settings, maxmem });
  return `scrypt$${settings.N}$${settings.r}$${settings.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/** The settings, salt and key of a stored hash; undefined when it is not one of ours. */
function parseStoredHash(stored: string): (ScryptSettings & { salt: Buffer; key: Buffer }) | undefined {
  const [scheme, n, rr, pp, saltText, keyText] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !rr || !pp || !saltText || !keyText) return undefined;
  return {
    N: Number(n),
    r: Number(rr),
    p: Number(pp),
    salt: Buffer.from(saltText, 'base64url'),
    key: Buffer.from(keyText, 'base64url'),
  };
}

/**
 * Whether a stored hash was made with other settings than new hashes get now: signing in then hashes the password
 * again (login-user.ts), so an account made under an earlier setting costs what a new one costs, in time and memory,
 * and answers in the same time as an unknown email's dummy hash (rule:same-answer-any-email, ADR 0038).
 */
export function hashNeedsUpgrade(stored: string): boolean {
  const parsed = parseStoredHash(stored);
  return !parsed || parsed.N !== N || parsed.r !== r || parsed.p !== p;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseStoredHash(stored);
  if (!parsed) return false;
  const { salt, key: expected, ...settings } = parsed;
  const key = await scrypt(password, salt, expected.length, { ...settings, maxmem });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * A hash of a password nobody knows, compared against when an email is unknown, so a
 * failed sign-in takes about as long for a known and an unknown email (rule:same-answer-any-email).
 */
let dummyHash: Promise<string> | undefined;
export const getDummyHash = (): Promise<string> => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));
