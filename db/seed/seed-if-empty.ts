/**
 * The server's first-start hook (server/server.ts, SEED_ON_START): seeds the demo
 * shop when the database has no products, and does nothing otherwise.
 */
import type { Database } from '../client';
import { seedDemo, type SeedOptions, type SeedSummary } from './seed-demo';

export type { SeedOptions, SeedSummary };

export async function seedIfEmpty(db: Database, options: SeedOptions): Promise<SeedSummary> {
  return seedDemo(db, options);
}
