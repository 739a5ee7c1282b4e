import { useState, type FormEvent } from 'react';
import {
  courierZoneDaysBodySchema,
  deliveryZoneBodySchema,
  maxCodCapRupees,
} from '../../../../domain/schemas/admin-delivery';
import { maxPromiseDays, type DeliveryZone } from '../../../../domain/shared/delivery-rules';
import { formatRupees } from '../../../../domain/shared/money';
import type { AdminDelivery } from '../../../../domain/views/admin-delivery';
import { describedBy } from '../../ui/describe-ids';
import { FieldError } from '../../ui/field-error';
import { RequiredMark } from '../../ui/text-field';
import { ColumnHeads } from '../column-heads';
import { primaryButton, secondaryButton, sectionCard } from '../content/content-styles';
import { ScrollBox } from '../scroll-box';
import { fieldErrorsOf, useStaffWrite, type FieldErrors } from '../use-staff-write';
import { typedNumber } from './typed-number';

type Zone = AdminDelivery['zones'][number];

const smallInput =
  'block min-h-10 w-20 rounded-md border border-gray-300 bg-white px-2 text-sm text-gray-900 focus-visible:outline-2 focus-visible:outline-blue-600 aria-invalid:border-red-600';
const smallLabel = 'block text-xs font-medium text-gray-700';
const days = (d: { minDays: number; maxDays: number }) =>
  d.minDays === d.maxDays ? `${d.minDays} ${d.minDays === 1 ? 'day' : 'days'}` : `${d.minDays}–${d.maxDays} days`;

/** A number box of a zone or courier form, with its label and message. */
function NumberBox({
  id,
  label,
  value,
  onChange,
  error,
  max,
  required = true,
  width = smallInput,
  hint,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  max: number;
  required?: boolean;
  width?: string;
  hint?: string;
}) {
  return (
    <div>
      <label htmlFor={id} className={smallLabel}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      <input
        id={id}
        inputMode="numeric"
        required={required}
        value={value}
        maxLength={String(max).length}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && `${id}-hint`, error && `${id}-error`)}
        className={width}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-gray-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

const zoneFields = ['minDays', 'maxDays', 'codAvailable', 'codMaxRupees'];

/** One zone's row: its rule, or its form while staff edit it (PUT /api/admin/delivery/zones/{zone}). */
function ZoneRow({ zone }: { zone: Zone }) {
  const { send, busy } = useStaffWrite();
  const [editing, setEditing] = useState(false);
  const [minDays, setMinDays] = useState(String(zone.minDays));
  const [maxDays, setMaxDays] = useState(String(zone.maxDays));
  const [cod, setCod] = useState(zone.codAvailable);
  const [cap, setCap] = useState(zone.codMaxRupees === null ? '' : String(zone.codMaxRupees));
  const [errors, setErrors] = useState<FieldErrors>({});

  async function save(event: FormEvent) {
    event.preventDefault();
    const parsed = deliveryZoneBodySchema.safeParse({
      minDays: typedNumber(minDays),
      maxDays: typedNumber(maxDays),
      codAvailable: cod,
      codMaxRupees: cap.trim() === '' ? null : typedNumber(cap.replace(/[₹,\s]/g, '')),
    });
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error.issues, zoneFields));
    const result = await send({
      method: 'PUT',
      path: `delivery/zones/${zone.zone}`,
      body: parsed.data,
      fields: zoneFields,
    });
    setErrors(result.errors ?? {});
    if (result.ok) setEditing(false);
  }

  if (!editing) {
    return (
      <tr className="border-t border-gray-100">
        <th scope="row" className="px-3 py-2 text-left font-semibold text-gray-900">
          {zone.label}
        </th>
        <td className="px-3 py-2 tabular-nums">{days(zone)}</td>
        <td className="px-3 py-2">
          {zone.codAvailable ? (
            <span className="text-emerald-800">On</span>
          ) : (
            <span className="font-semibold text-red-800">Off</span>
          )}
        </td>
        <td className="px-3 py-2 tabular-nums">
          {zone.codMaxRupees === null ? <span className="text-gray-600">No cap</span> : formatRupees(zone.codMaxRupees)}
        </td>
        <td className="px-3 py-2 text-right">
          <button type="button" className={secondaryButton} onClick={() => setEditing(true)}>
            Edit<span className="sr-only"> {zone.label}</span>
          </button>
        </td>
      </tr>
    );
  }

  const id = `zone-${zone.zone}`;
  return (
    <tr className="border-t border-gray-100 bg-blue-50/40">
      <td colSpan={5} className="px-3 py-3">
        <form onSubmit={(e) => void save(e)} noValidate aria-label={`Edit ${zone.label}`}>
          <p className="font-semibold text-gray-900">{zone.label}</p>
          <div className="mt-2 flex flex-wrap items-start gap-3">
            <NumberBox
              id={`${id}-min`}
              label="Fewest days"
              value={minDays}
              onChange={setMinDays}
              error={errors.minDays}
              max={maxPromiseDays}
            />
            <NumberBox
              id={`${id}-max`}
              label="Most days"
              value={maxDays}
              onChange={setMaxDays}
              error={errors.maxDays}
              max={maxPromiseDays}
            />
            <label className="flex min-h-10 items-center gap-2 self-center text-sm text-gray-800">
              <input type="checkbox" checked={cod} onChange={(e) => setCod(e.target.checked)} className="size-4" />
              Cash on Delivery
            </label>
            <NumberBox
              id={`${id}-cap`}
              label="COD cap (₹)"
              value={cap}
              onChange={setCap}
              error={errors.codMaxRupees}
              max={maxCodCapRupees}
              required={false}
              width={`${smallInput} w-32`}
              hint="Whole rupees; empty for no cap."
            />
            <div className="flex gap-2 self-center">
              <button type="submit" className={primaryButton} disabled={busy}>
                Save
              </button>
              <button
                type="button"
                className={secondaryButton}
                onClick={() => {
                  setEditing(false);
                  setErrors({});
                  setMinDays(String(zone.minDays));
                  setMaxDays(String(zone.maxDays));
                  setCod(zone.codAvailable);
                  setCap(zone.codMaxRupees === null ? '' : String(zone.codMaxRupees));
                }}
              >
                Cancel
              </button>
            </div>
          </div>
          <p className="mt-1 text-xs text-gray-600">Working days after the parcel leaves, 0 to {maxPromiseDays}.</p>
          {errors.form || errors.codAvailable ? (
            <p role="alert" className="mt-2 text-sm text-red-800">
              {errors.form ?? errors.codAvailable}
            </p>
          ) : null}
        </form>
      </td>
    </tr>
  );
}

const courierFields = ['minDays', 'maxDays'];

/**
 * A courier's days to one zone: its own (bold) or the zone's (grey), and a small form to set or clear them
 * (PUT or DELETE /api/admin/delivery/zones/{zone}/couriers/{courierId}).
 */
function CourierDaysCell({
  zone,
  courier,
}: {
  zone: { zone: DeliveryZone; label: string; minDays: number; maxDays: number };
  courier: Zone['couriers'][number];
}) {
  const { send, busy } = useStaffWrite();
  const [editing, setEditing] = useState(false);
  const shown = courier.days ?? zone;
  const [minDays, setMinDays] = useState(String(shown.minDays));
  const [maxDays, setMaxDays] = useState(String(shown.maxDays));
  const [errors, setErrors] = useState<FieldErrors>({});
  const path = `delivery/zones/${zone.zone}/couriers/${encodeURIComponent(courier.courierId)}`;
  const what = `${courier.courierName}’s days to ${zone.label}`;

  async function save(event: FormEvent) {
    event.preventDefault();
    const parsed = courierZoneDaysBodySchema.safeParse({
      minDays: typedNumber(minDays),
      maxDays: typedNumber(maxDays),
    });
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error.issues, courierFields));
    const result = await send({ method: 'PUT', path, body: parsed.data, fields: courierFields });
    setErrors(result.errors ?? {});
    if (result.ok) setEditing(false);
  }
  async function clear() {
    const result = await send({ method: 'DELETE', path, fields: courierFields });
    setErrors(result.errors ?? {});
    if (result.ok) setEditing(false);
  }

  if (!editing) {
    return (
      <td className="px-3 py-2">
        <button
          type="button"
          onClick={() => setEditing(true)}
          className={`min-h-10 rounded-md px-2 text-left text-sm underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600 ${
            courier.days ? 'font-semibold text-gray-900' : 'text-gray-600'
          }`}
        >
          {days(shown)}
          {courier.days ? null : <span className="text-xs"> (zone)</span>}
          <span className="sr-only">. Change {what}</span>
        </button>
      </td>
    );
  }
  const id = `courier-${courier.courierId}-${zone.zone}`;
  return (
    <td className="px-3 py-2 align-top">
      <form onSubmit={(e) => void save(e)} noValidate aria-label={`Change ${what}`} className="space-y-2">
        <div className="flex gap-2">
          <NumberBox
            id={`${id}-min`}
            label="Fewest"
            value={minDays}
            onChange={setMinDays}
            error={errors.minDays}
            max={maxPromiseDays}
          />
          <NumberBox
            id={`${id}-max`}
            label="Most"
            value={maxDays}
            onChange={setMaxDays}
            error={errors.maxDays}
            max={maxPromiseDays}
          />
        </div>
        <div className="flex flex-wrap gap-1">
          <button type="submit" className={primaryButton} disabled={busy}>
            Save
          </button>
          {courier.days ? (
            <button type="button" className={secondaryButton} disabled={busy} onClick={() => void clear()}>
              Zone’s days
            </button>
          ) : null}
          <button
            type="button"
            className={secondaryButton}
            onClick={() => {
              setEditing(false);
              setErrors({});
              setMinDays(String(shown.minDays));
              setMaxDays(String(shown.maxDays));
            }}
          >
            Cancel
          </button>
        </div>
        {errors.form ? (
          <p role="alert" className="text-xs text-red-800">
            {errors.form}
          </p>
        ) : null}
      </form>
    </td>
  );
}

/**
 * The zones (rule:delivery-zones, rule:cod-by-zone): each zone's days, Cash on Delivery on or off and its cap, edited
 * in place; then every active courier's own days per zone (rule:delivery-zones), which staff see when they choose who
 * ships. A courier without days of its own takes the zone's.
 */
export function ZonesSection({ zones }: { zones: Zone[] }) {
  const couriers = zones[0]?.couriers ?? [];
  return (
    <section aria-labelledby="zones-heading" className={sectionCard}>
      <h2 id="zones-heading" className="text-lg font-semibold text-gray-900">
        Zones
      </h2>
      <p className="mt-1 text-sm text-gray-700">
        A PIN is tried against the zones in this order. Days are working days (not Sundays or holidays) after the parcel
        leaves; the shop-wide Cash on Delivery ceiling applies in every zone.
      </p>
      <ScrollBox label="Zones" className="mt-3 rounded-lg border border-gray-200">
        <table className="w-full min-w-[40rem] text-sm">
          <caption className="sr-only">Delivery zones and their rules</caption>
          <ColumnHeads
            columns={[
              'Zone',
              'Days',
              'Cash on Delivery',
              'COD cap',
              { key: 'actions', label: <span className="sr-only">Actions</span>, right: true },
            ]}
          />
          <tbody>
            {zones.map((zone) => (
              <ZoneRow
                key={`${zone.zone}:${zone.minDays}:${zone.maxDays}:${zone.codAvailable}:${zone.codMaxRupees}`}
                zone={zone}
              />
            ))}
          </tbody>
        </table>
      </ScrollBox>

      <h3 id="courier-days-heading" className="mt-5 font-semibold text-gray-900">
        Couriers’ days per zone
      </h3>
      <p className="mt-1 text-sm text-gray-700">
        What each courier takes to a zone, shown on an order once it ships. Shoppers are always promised the zone’s
        days.
      </p>
      {couriers.length === 0 ? (
        <p className="mt-2 text-sm text-gray-700">No courier is active.</p>
      ) : (
        <ScrollBox label="Couriers’ days per zone" className="mt-2 rounded-lg border border-gray-200">
          <table className="w-full min-w-[48rem] text-sm">
            <caption className="sr-only">Each active courier’s days to each zone</caption>
            <ColumnHeads
              columns={['Courier', ...zones.map((z) => ({ key: z.zone, label: z.label.replace(/ \(.*\)$/, '') }))]}
            />
            <tbody>
              {couriers.map((courier) => (
                <tr key={courier.courierId} className="border-t border-gray-100">
                  <th scope="row" className="px-3 py-2 text-left font-semibold text-gray-900">
                    {courier.courierName}
                  </th>
                  {zones.map((zone) => {
                    const own = zone.couriers.find((c) => c.courierId === courier.courierId) ?? {
                      ...courier,
                      days: null,
                    };
                    return (
                      <CourierDaysCell
                        key={`${zone.zone}:${own.days?.minDays}:${own.days?.maxDays}:${zone.minDays}:${zone.maxDays}`}
                        zone={zone}
                        courier={own}
                      />
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      )}
    </section>
  );
}
