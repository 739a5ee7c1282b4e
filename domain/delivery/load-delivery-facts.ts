import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/raw';
import { maxPromiseDays, type DeliveryZone } from '../shared/delivery-rules';
import type { PinPlace } from './delivery-zone-of';

export interface ZoneRule {
  minDays: number;
  maxDays: number;
  codAvailable: boolean;
  codMaxPaise: number | null;
}

/** Everything a delivery promise for one PIN depends on, read in one statement (rule:delivery-promise). */
export interface DeliveryFacts {
  /** The PIN as the directory has it; null when India Post has no such PIN. */
  pin: (PinPlace & { localities: string[] }) | null;
  warehouse: PinPlace | null;
  sameCityKm: number;
  cutoffHour: number;
  zones: Record<DeliveryZone, ZoneRule>;
  /** The shop's holidays from today on, far enough for any promise. */
  holidays: Set<string>;
  codOff: boolean;
  unserviceable: boolean;
  /** The database's clock, so every app process promises alike. */
  now: Date;
}

interface Row extends Record<string, unknown> {
  pincode: string | null;
  district: string | null;
  state: string | null;
  localities: string[] | null;
  latitude: number | null;
  longitude: number | null;
  warehouse: PinPlace | null;
  same_city_km: number;
  cutoff_hour: number;
  zones: {
    zone: DeliveryZone;
    min_days: number;
    max_days: number;
    cod_available: boolean;
    cod_max_paise: number | null;
  }[];
  holidays: string[];
  cod_off: boolean;
  unserviceable: boolean;
  now: string | Date;
}

/**
 * One round trip: the PIN's row (primary key), the settings' one row and the warehouse's PIN (primary key), the five
 * zone rules, the coming holidays (primary key range) and the PIN's staff rules (primary key). About a millisecond on
 * either database; nothing is cached in the process, so a staff change applies to the next request everywhere.
 */
export async function loadDeliveryFacts(db: DbOrTx, pin: string): Promise<DeliveryFacts> {
  // Holidays far enough ahead: a promise of the longest allowed days, plus every Sunday and holiday among them.
  const horizonDays = maxPromiseDays * 3;
  const [row] = await queryRows<Row>(
    db,
    sql`select p.pincode, p.district, p.state, p.localities, p.latitude, p.longitude,
        (select json_build_object('pincode', w.pincode, 'district', w.district, 'state', w.state,
            'latitude', w.latitude, 'longitude', w.longitude)
          from pincodes w where w.pincode = s.warehouse_pincode) as warehouse,
        s.same_city_km, s.cutoff_hour,
        (select json_agg(z) from delivery_zone_rules z) as zones,
        (select coalesce(json_agg(to_char(h.day, 'YYYY-MM-DD') order by h.day), '[]'::json) from delivery_holidays h
          where h.day >= (now() at time zone 'Asia/Kolkata')::date
            and h.day < (now() at time zone 'Asia/Kolkata')::date + ${horizonDays}::int) as holidays,
        exists (select 1 from pincode_rules r where r.pincode = ${pin} and r.kind = 'cod-off') as cod_off,
        exists (select 1 from pincode_rules r where r.pincode = ${pin} and r.kind = 'unserviceable') as unserviceable,
        now() as now
      from delivery_settings s left join pincodes p on p.pincode = ${pin}`,
  );
  if (!row) throw new Error('delivery_settings has no row: migration 0019 makes it');
  const zones = Object.fromEntries(
    row.zones.map((z) => [
      z.zone,
      {
        minDays: z.min_days,
        maxDays: z.max_days,
        codAvailable: z.cod_available,
        codMaxPaise: z.cod_max_paise === null ? null : Number(z.cod_max_paise),
      },
    ]),
  ) as Record<DeliveryZone, ZoneRule>;
  return {
    pin:
      row.pincode === null
        ? null
        : {
            pincode: row.pincode,
            district: row.district!,
            state: row.state!,
            localities: row.localities ?? [],
            latitude: row.latitude,
            longitude: row.longitude,
          },
    warehouse: row.warehouse,
    sameCityKm: row.same_city_km,
    cutoffHour: row.cutoff_hour,
    zones,
    holidays: new Set(row.holidays),
    codOff: row.cod_off,
    unserviceable: row.unserviceable,
    now: new Date(row.now),
  };
}
