import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCallback) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: object,
) => Promise<Buffer>;

// scrypt parameters (OWASP Password Storage cheat sheet: N=2^17, r=8, p=1). maxmem must cover 128*N*r.
// The cost is configurable (PASSWORD_HASH_COST) so test suites that register hundreds of
// shoppers stay fast; each stored hash carries its own parameters, so verification never changes.
let N = 2 ** 17;
const r = 8;
const p = 1;
const keyLength = 32;
const maxmem = 256 * 1024 * 1024;

/** Sets log2(N) for new hashes; 17 in production (the default). */
export function setPasswordHashCost(log2N: number): void {
  if (!Number.isInteger(log2N) || log2N < 12 || log2N > 20) throw new Error('password hash cost must be 12 to 20');
  N = 2 ** log2N;
}

/** Hashes a password exactly as typed (no trimming) with a unique salt. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, keyLength, { N, r, p, maxmem });
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, rr, pp, saltText, keyText] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !rr || !pp || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, 'base64url');
  const key = await scrypt(password, Buffer.from(saltText, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(rr),
    p: Number(pp),
    maxmem,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * A hash of a password nobody knows, compared against when an email is unknown, so a
 * failed sign-in takes about as long for a known and an unknown email (rule:same-answer-any-email).
 */
let dummyHash: Promise<string> | undefined;
export const getDummyHash = (): Promise<string> => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));
