/**
 * The server's start-up hook (server/server.ts, SEED_ON_START): seeds the demo shop when the
 * database has no products, and does nothing else to the catalog otherwise. With demo accounts
 * asked for (rule:demo-accounts), the demo shopper is also added to a database seeded without it,
 * so `SEED_DEMO_ACCOUNTS=true` works on an existing shop too.
 */
import type { Database } from '../client';
import { demoShopperEmail, ensureDemoUser, hashDemoPassword, demoUserExists } from './demo-user';
import { seedDemo, type SeedOptions, type SeedSummary } from './seed-demo';

export type { SeedOptions, SeedSummary };

export async function seedIfEmpty(db: Database, options: SeedOptions): Promise<SeedSummary> {
  const summary = await seedDemo(db, options);
  if (!options.demoAccounts || summary.demoShopperAdded || (await demoUserExists(db))) return summary;
  const added = await ensureDemoUser(db, await hashDemoPassword());
  if (added) options.log(`seed: demo shopper ${demoShopperEmail}`);
  return { ...summary, demoShopperAdded: added };
}
