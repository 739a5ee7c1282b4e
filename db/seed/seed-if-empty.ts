/**
 * The server's start-up hook (server/server.ts, SEED_ON_START): seeds the demo shop when the
 * database has no products, and does nothing else to the catalog otherwise. With demo accounts
 * asked for (rule:demo-accounts), the demo shopper and the demo staff account are also added to a
 * database seeded without them, so `SEED_DEMO_ACCOUNTS=true` works on an existing shop too.
 */
import type { Database } from '../client';
import {
  demoShopperEmail,
  demoStaffEmail,
  demoStaffExists,
  demoUserExists,
  ensureDemoStaff,
  ensureDemoUser,
  hashDemoPassword,
  hashDemoStaffPassword,
} from './demo-user';
import { seedDemo, type SeedOptions, type SeedSummary } from './seed-demo';

export type { SeedOptions, SeedSummary };

export async function seedIfEmpty(db: Database, options: SeedOptions): Promise<SeedSummary> {
  const summary = await seedDemo(db, options);
  if (!options.demoAccounts) return summary;
  let { demoShopperAdded, demoStaffAdded } = summary;
  if (!demoShopperAdded && !(await demoUserExists(db))) {
    demoShopperAdded = await ensureDemoUser(db, await hashDemoPassword());
    if (demoShopperAdded) options.log(`seed: demo shopper ${demoShopperEmail}`);
  }
  if (!demoStaffAdded && !(await demoStaffExists(db))) {
    demoStaffAdded = await ensureDemoStaff(db, await hashDemoStaffPassword());
    if (demoStaffAdded) options.log(`seed: demo staff ${demoStaffEmail}`);
  }
  return { ...summary, demoShopperAdded, demoStaffAdded };
}
