import { asc, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/raw';
import {
  courierZoneDays,
  couriers,
  deliveryHolidays,
  deliverySettings,
  deliveryZoneRules,
  pincodeRules,
  pincodes,
  users,
} from '../../db/schema/index';
import { deliveryZoneLabels, deliveryZones, type DeliveryZone } from '../shared/delivery-rules';
import { toRupees } from '../shared/pricing';
import type { AdminDelivery, DeliverySettingsView, DeliveryZoneView } from '../views/admin-delivery';

/** The settings' one row as staff see it, with where the warehouse's PIN is. */
export async function loadDeliverySettingsView(db: DbOrTx): Promise<DeliverySettingsView> {
  const [row] = await db
    .select({
      warehousePincode: deliverySettings.warehousePincode,
      sameCityKm: deliverySettings.sameCityKm,
      cutoffHour: deliverySettings.cutoffHour,
      updatedAt: deliverySettings.updatedAt,
      district: pincodes.district,
      state: pincodes.state,
    })
    .from(deliverySettings)
    .leftJoin(pincodes, eq(pincodes.pincode, deliverySettings.warehousePincode));
  if (!row) throw new Error('delivery_settings has no row: migration 0019 makes it');
  return {
    warehousePincode: row.warehousePincode,
    warehouse: row.district !== null && row.state !== null ? { district: row.district, state: row.state } : null,
    sameCityKm: row.sameCityKm,
    cutoffHour: row.cutoffHour,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A zone rule's row as staff see it: days, COD on or off, the cap in rupees. */
export function zoneRuleView(row: typeof deliveryZoneRules.$inferSelect): DeliveryZoneView {
  return {
    zone: row.zone,
    label: deliveryZoneLabels[row.zone],
    minDays: row.minDays,
    maxDays: row.maxDays,
    codAvailable: row.codAvailable,
    codMaxRupees: row.codMaxPaise === null ? null : toRupees(Number(row.codMaxPaise)),
  };
}

/**
 * GET /api/admin/delivery (rule:delivery-zones, rule:delivery-promise): the settings with the warehouse's place; the
 * five zones in the order a PIN is tried against them, each with its rule and every active courier's own days there
 * (null where the courier takes the zone's days); the holidays from today (India, by the database's clock) on; and
 * how many PINs each kind of staff rule holds (the lists themselves are paged: listPincodeRules).
 */
export async function getDeliverySetup(db: DbOrTx): Promise<AdminDelivery> {
  const [settings, zoneRows, active, courierDays, [head], counts] = await Promise.all([
    loadDeliverySettingsView(db),
    db.select().from(deliveryZoneRules),
    db
      .select({ id: couriers.id, name: couriers.name })
      .from(couriers)
      .where(eq(couriers.isActive, true))
      .orderBy(asc(couriers.sortOrder), asc(couriers.name)),
    db.select().from(courierZoneDays),
    queryRows<{ today: string }>(
      db,
      sql`select to_char((now() at time zone 'Asia/Kolkata')::date, 'YYYY-MM-DD') as today`,
    ),
    db
      .select({ kind: pincodeRules.kind, n: sql<number>`count(*)::int` })
      .from(pincodeRules)
      .groupBy(pincodeRules.kind),
  ]);
  const today = head!.today;
  const holidays = await db
    .select({
      day: deliveryHolidays.day,
      name: deliveryHolidays.name,
      staffName: users.fullName,
      createdAt: deliveryHolidays.createdAt,
    })
    .from(deliveryHolidays)
    .innerJoin(users, eq(users.id, deliveryHolidays.staffUserId))
    .where(gte(deliveryHolidays.day, today))
    .orderBy(asc(deliveryHolidays.day));

  const own = new Map(courierDays.map((d) => [`${d.courierId}:${d.zone}`, d]));
  const byZone = new Map(zoneRows.map((row) => [row.zone, row]));
  const zones = deliveryZones
    .filter((zone): zone is DeliveryZone => byZone.has(zone))
    .map((zone) => ({
      ...zoneRuleView(byZone.get(zone)!),
      couriers: active.map((courier) => {
        const days = own.get(`${courier.id}:${zone}`);
        return {
          courierId: courier.id,
          courierName: courier.name,
          days: days ? { minDays: days.minDays, maxDays: days.maxDays } : null,
        };
      }),
    }));
  const countOf = (kind: string) => Number(counts.find((c) => c.kind === kind)?.n ?? 0);
  return {
    today,
    settings,
    zones,
    holidays: holidays.map((h) => ({ ...h, createdAt: h.createdAt.toISOString() })),
    pincodeRuleCounts: { 'cod-off': countOf('cod-off'), unserviceable: countOf('unserviceable') },
  };
}
