import { addDeliveryHoliday } from '../../../domain/delivery/add-delivery-holiday';
import { addPincodeRule } from '../../../domain/delivery/add-pincode-rule';
import { clearCourierZoneDays } from '../../../domain/delivery/clear-courier-zone-days';
import { getDeliverySetup } from '../../../domain/delivery/get-delivery-setup';
import { listPincodeRules } from '../../../domain/delivery/list-pincode-rules';
import { removeDeliveryHoliday } from '../../../domain/delivery/remove-delivery-holiday';
import { removePincodeRule } from '../../../domain/delivery/remove-pincode-rule';
import { setCourierZoneDays } from '../../../domain/delivery/set-courier-zone-days';
import { updateDeliverySettings } from '../../../domain/delivery/update-delivery-settings';
import { updateDeliveryZone } from '../../../domain/delivery/update-delivery-zone';
import {
  courierZoneDaysBodySchema,
  courierZoneParamSchema,
  deliveryHolidayBodySchema,
  deliveryHolidayParamSchema,
  deliverySettingsBodySchema,
  deliveryZoneBodySchema,
  deliveryZoneParamSchema,
  pincodeRuleBodySchema,
  pincodeRuleParamSchema,
  pincodeRulesQuerySchema,
} from '../../../domain/schemas/admin-delivery';
import { deliveryZoneLabels, formatPromiseDay } from '../../../domain/shared/delivery-rules';
import {
  adminDeliverySchema,
  courierZoneDaysViewSchema,
  deliveryHolidayViewSchema,
  deliverySettingsViewSchema,
  deliveryZoneViewSchema,
  pincodeRuleListSchema,
  pincodeRuleViewSchema,
} from '../../../domain/views/admin-delivery';
import { currentUser } from '../../plugins/auth';
import type { App } from '../../types';
import { envelope, ok } from '../envelope';

const tags = ['admin'];
const zones = 'same-city, same-state, remote, metro or rest-of-india (404 for any other)';

/**
 * The delivery promise's back office (rule:delivery-zones, rule:delivery-promise, rule:cod-by-zone, rule:cod-by-pin):
 * settings, zones, couriers' days, holidays and PIN rules. Guarded by the staff guard on /api/admin; every write is
 * audited in its own transaction (rule:audit-log).
 */
export default async function adminDeliveryRoutes(app: App) {
  app.get(
    '/delivery',
    {
      schema: {
        tags,
        summary:
          'Delivery settings (warehouse PIN and its place, same-city km, cut-off hour), the five zones with their rules and each active courier’s days, holidays from today on, and how many PINs each rule holds',
        response: { 200: envelope(adminDeliverySchema) },
      },
    },
    async () => ok(await getDeliverySetup(app.db)),
  );

  app.put(
    '/delivery/settings',
    {
      schema: {
        tags,
        summary: 'Change the warehouse PIN, the same-city distance (0-200 km) and the cut-off hour (0-23, India time)',
        description: 'A warehouse PIN India Post does not have is a 422 that changes nothing.',
        body: deliverySettingsBodySchema,
        response: { 200: envelope(deliverySettingsViewSchema) },
      },
    },
    async (request) => {
      const settings = await updateDeliverySettings(app.db, currentUser(request).id, request.body);
      return ok(settings, 'Delivery settings saved');
    },
  );

  app.put(
    '/delivery/zones/:zone',
    {
      schema: {
        tags,
        summary: `Change a zone's days (0 ≤ min ≤ max ≤ 30), whether it offers Cash on Delivery and its COD cap in whole rupees (null: none); zone: ${zones}`,
        params: deliveryZoneParamSchema,
        body: deliveryZoneBodySchema,
        response: { 200: envelope(deliveryZoneViewSchema) },
      },
    },
    async (request) => {
      const zone = await updateDeliveryZone(app.db, currentUser(request).id, request.params.zone, request.body);
      return ok(zone, `${zone.label} saved`);
    },
  );

  app.put(
    '/delivery/zones/:zone/couriers/:courierId',
    {
      schema: {
        tags,
        summary: `Set a courier's own days to a zone (0 ≤ min ≤ max ≤ 30); zone: ${zones}`,
        params: courierZoneParamSchema,
        body: courierZoneDaysBodySchema,
        response: { 200: envelope(courierZoneDaysViewSchema) },
      },
    },
    async (request) => {
      const { zone, courierId } = request.params;
      const days = await setCourierZoneDays(app.db, currentUser(request).id, courierId, zone, request.body);
      return ok(days, `${days.courierName}: ${deliveryZoneLabels[days.zone]} saved`);
    },
  );

  app.delete(
    '/delivery/zones/:zone/couriers/:courierId',
    {
      schema: {
        tags,
        summary: "Remove a courier's own days to a zone, so it takes the zone's days (404 when it has none)",
        params: courierZoneParamSchema,
        response: { 200: envelope(courierZoneDaysViewSchema) },
      },
    },
    async (request) => {
      const { zone, courierId } = request.params;
      const days = await clearCourierZoneDays(app.db, currentUser(request).id, courierId, zone);
      return ok(days, `${days.courierName} now takes the zone’s days for ${deliveryZoneLabels[days.zone]}`);
    },
  );

  app.post(
    '/delivery/holidays',
    {
      schema: {
        tags,
        summary: 'Add a holiday (no parcel leaves or arrives): a day from today on, with its name',
        description: 'A past day is a 422; a day already a holiday a 409.',
        body: deliveryHolidayBodySchema,
        response: { 201: envelope(deliveryHolidayViewSchema) },
      },
    },
    async (request, reply) => {
      const holiday = await addDeliveryHoliday(app.db, currentUser(request).id, request.body);
      return reply.status(201).send(ok(holiday, `${holiday.name} (${formatPromiseDay(holiday.day)}) is a holiday now`));
    },
  );

  app.delete(
    '/delivery/holidays/:day',
    {
      schema: {
        tags,
        summary: 'Remove a holiday (404 when the day is not one)',
        params: deliveryHolidayParamSchema,
        response: { 200: envelope(deliveryHolidayViewSchema) },
      },
    },
    async (request) => {
      const holiday = await removeDeliveryHoliday(app.db, currentUser(request).id, request.params.day);
      return ok(holiday, `${holiday.name} (${formatPromiseDay(holiday.day)}) is no longer a holiday`);
    },
  );

  app.get(
    '/delivery/pincode-rules',
    {
      schema: {
        tags,
        summary:
          'PINs with Cash on Delivery off (kind=cod-off) or not delivered to (kind=unserviceable), newest first, 25 a page; q: the start of a PIN, or part of its district or state',
        querystring: pincodeRulesQuerySchema,
        response: { 200: envelope(pincodeRuleListSchema) },
      },
    },
    async (request) => ok(await listPincodeRules(app.db, request.query)),
  );

  app.post(
    '/delivery/pincode-rules',
    {
      schema: {
        tags,
        summary: 'Turn Cash on Delivery off at a PIN (kind cod-off), or stop delivering there (kind unserviceable)',
        description:
          'reason: 3-200 characters, for staff only. A PIN India Post does not have is a 404; a PIN that already has the rule a 409 (remove it first to give a new reason).',
        body: pincodeRuleBodySchema,
        response: { 201: envelope(pincodeRuleViewSchema) },
      },
    },
    async (request, reply) => {
      const rule = await addPincodeRule(app.db, currentUser(request).id, request.body);
      const message =
        rule.kind === 'cod-off'
          ? `Cash on Delivery is off for ${rule.pincode}`
          : `${rule.pincode} is no longer delivered to`;
      return reply.status(201).send(ok(rule, message));
    },
  );

  app.delete(
    '/delivery/pincode-rules/:kind/:pincode',
    {
      schema: {
        tags,
        summary: 'Turn Cash on Delivery back on at a PIN (cod-off), or deliver there again (unserviceable)',
        description: 'A PIN without the rule is a 404.',
        params: pincodeRuleParamSchema,
        response: { 200: envelope(pincodeRuleViewSchema) },
      },
    },
    async (request) => {
      const { kind, pincode } = request.params;
      const rule = await removePincodeRule(app.db, currentUser(request).id, kind, pincode);
      const message =
        kind === 'cod-off' ? `Cash on Delivery is back on for ${pincode}` : `${pincode} is delivered to again`;
      return ok(rule, message);
    },
  );
}
