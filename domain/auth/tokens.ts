import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, URL-safe (rule:session-tokens, rule:reset-links). */
export const generateToken = (): string => randomBytes(32).toString('base64url');

/** Tokens are stored only as SHA-256 hashes, so a database leak does not leak sessions. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
