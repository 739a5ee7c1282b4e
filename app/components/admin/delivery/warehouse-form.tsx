import { useState, type FormEvent } from 'react';
import { deliverySettingsBodySchema, maxSameCityKm } from '../../../../domain/schemas/admin-delivery';
import type { DeliverySettingsView } from '../../../../domain/views/admin-delivery';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { primaryButton, sectionCard } from '../content/content-styles';
import { fieldErrorsOf, useStaffWrite, type FieldErrors } from '../use-staff-write';
import { typedNumber } from './typed-number';

const fields = ['warehousePincode', 'sameCityKm', 'cutoffHour'];

/** '14:00 (2 PM)': an India hour as staff read it. */
export const hourLabel = (hour: number) =>
  `${String(hour).padStart(2, '0')}:00 (${hour === 0 ? '12 midnight' : hour === 12 ? '12 noon' : `${hour % 12} ${hour < 12 ? 'AM' : 'PM'}`})`;

/**
 * Where parcels leave from and when (rule:delivery-zones, rule:delivery-promise): the warehouse's PIN (one India Post
 * has: the server says so beside the field otherwise), the distance within which a PIN is the same city, and the India
 * hour after which an order leaves the next working day. PUT /api/admin/delivery/settings, then the page reloads.
 */
export function WarehouseForm({ settings }: { settings: DeliverySettingsView }) {
  const { send, busy } = useStaffWrite();
  const [pincode, setPincode] = useState(settings.warehousePincode);
  const [km, setKm] = useState(String(settings.sameCityKm));
  const [hour, setHour] = useState(String(settings.cutoffHour));
  const [errors, setErrors] = useState<FieldErrors>({});

  async function save(event: FormEvent) {
    event.preventDefault();
    const parsed = deliverySettingsBodySchema.safeParse({
      warehousePincode: pincode,
      sameCityKm: typedNumber(km),
      cutoffHour: Number(hour),
    });
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error.issues, fields));
    const result = await send({ method: 'PUT', path: 'delivery/settings', body: parsed.data, fields });
    setErrors(result.errors ?? {});
  }

  const place = settings.warehouse ? `${settings.warehouse.district}, ${settings.warehouse.state}` : null;
  return (
    <section aria-labelledby="warehouse-heading" className={sectionCard}>
      <h2 id="warehouse-heading" className="text-lg font-semibold text-gray-900">
        Warehouse and cut-off
      </h2>
      <p className="mt-1 text-sm text-gray-700">
        Every promise is worked out from the warehouse’s PIN
        {place ? (
          <>
            {' '}
            (now {settings.warehousePincode}, <span data-testid="warehouse-place">{place}</span>)
          </>
        ) : null}
        . An order placed before the cut-off on a working day leaves that day.
      </p>
      <form onSubmit={(e) => void save(e)} noValidate className="mt-3 grid items-start gap-3 md:grid-cols-4">
        <TextField
          label="Warehouse PIN code"
          name="warehousePincode"
          value={pincode}
          onChange={setPincode}
          error={errors.warehousePincode}
          required
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
        />
        <TextField
          label="Same city within (km)"
          name="sameCityKm"
          value={km}
          onChange={setKm}
          error={errors.sameCityKm}
          hint={`0 to ${maxSameCityKm}; the warehouse’s own district is always the same city.`}
          required
          inputMode="numeric"
          maxLength={3}
        />
        <SelectField
          label="Cut-off (India time)"
          name="cutoffHour"
          value={hour}
          onChange={setHour}
          error={errors.cutoffHour}
          required
        >
          {Array.from({ length: 24 }, (_, h) => (
            <option key={h} value={h}>
              {hourLabel(h)}
            </option>
          ))}
        </SelectField>
        <div className="md:pt-7">
          <button type="submit" className={primaryButton} disabled={busy}>
            {busy ? 'Saving…' : 'Save settings'}
          </button>
        </div>
        {errors.form ? (
          <p role="alert" className="text-sm text-red-800 md:col-span-4">
            {errors.form}
          </p>
        ) : null}
      </form>
    </section>
  );
}
