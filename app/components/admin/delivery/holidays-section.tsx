import { useState, type FormEvent } from 'react';
import { deliveryHolidayBodySchema, maxHolidayNameLength } from '../../../../domain/schemas/admin-delivery';
import { formatPromiseDay } from '../../../../domain/shared/delivery-rules';
import type { DeliveryHolidayView } from '../../../../domain/views/admin-delivery';
import { describedBy } from '../../ui/describe-ids';
import { FieldError } from '../../ui/field-error';
import { inputClass, labelClass } from '../../ui/field-styles';
import { RequiredMark, TextField } from '../../ui/text-field';
import { formatDateTime } from '../../../lib/format';
import { ColumnHeads } from '../column-heads';
import { ConfirmDialog } from '../content/confirm-dialog';
import { dangerButton, primaryButton, sectionCard } from '../content/content-styles';
import { ScrollBox } from '../scroll-box';
import { fieldErrorsOf, useStaffWrite, type FieldErrors } from '../use-staff-write';

const fields = ['day', 'name'];

/** 'Thu 4 Dec 2026'. */
const longDay = (day: string) => `${formatPromiseDay(day)} ${day.slice(0, 4)}`;

function AddHolidayForm({ today }: { today: string }) {
  const { send, busy } = useStaffWrite();
  const [day, setDay] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  async function add(event: FormEvent) {
    event.preventDefault();
    const parsed = deliveryHolidayBodySchema.safeParse({ day, name });
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error.issues, fields));
    const result = await send({ path: 'delivery/holidays', body: parsed.data, fields });
    setErrors(result.errors ?? {});
    if (result.ok) {
      setDay('');
      setName('');
    }
  }

  return (
    <form
      onSubmit={(e) => void add(e)}
      noValidate
      aria-labelledby="add-holiday-heading"
      className="mt-4 grid items-start gap-3 border-t border-gray-100 pt-3 md:grid-cols-[12rem_minmax(0,20rem)_auto]"
    >
      <h3 id="add-holiday-heading" className="text-sm font-semibold text-gray-900 md:col-span-3">
        Add a holiday
      </h3>
      <div>
        <label htmlFor="holiday-day" className={labelClass}>
          Date
          <RequiredMark />
        </label>
        <input
          id="holiday-day"
          type="date"
          min={today}
          required
          value={day}
          onChange={(e) => setDay(e.target.value)}
          aria-invalid={errors.day ? true : undefined}
          aria-describedby={describedBy(errors.day && 'holiday-day-error')}
          className={inputClass}
        />
        <FieldError id="holiday-day-error" message={errors.day} />
      </div>
      <TextField
        label="Name"
        name="name"
        value={name}
        onChange={setName}
        error={errors.name}
        required
        placeholder="Diwali"
        maxLength={maxHolidayNameLength}
      />
      <div className="md:pt-7">
        <button type="submit" className={primaryButton} disabled={busy}>
          Add holiday
        </button>
      </div>
      {errors.form ? (
        <p role="alert" className="text-sm text-red-800 md:col-span-3">
          {errors.form}
        </p>
      ) : null}
    </form>
  );
}

/**
 * The shop's holidays from today on (rule:delivery-promise): days no parcel leaves or arrives, besides Sundays, with
 * who added each; add one (POST /api/admin/delivery/holidays) or remove one after a confirm (DELETE).
 */
export function HolidaysSection({ holidays, today }: { holidays: DeliveryHolidayView[]; today: string }) {
  const { send, busy } = useStaffWrite();
  const [removing, setRemoving] = useState<DeliveryHolidayView | null>(null);

  async function remove() {
    if (!removing) return;
    await send({ method: 'DELETE', path: `delivery/holidays/${removing.day}` });
    setRemoving(null);
  }

  return (
    <section aria-labelledby="holidays-heading" className={sectionCard}>
      <h2 id="holidays-heading" className="text-lg font-semibold text-gray-900">
        Holidays
      </h2>
      <p className="mt-1 text-sm text-gray-700">
        No parcel leaves or arrives on these days or on Sundays; promises skip them.
      </p>
      {holidays.length === 0 ? (
        <p className="mt-3 text-sm text-gray-700">No holidays from today on.</p>
      ) : (
        <ScrollBox label="Holidays" className="mt-3 rounded-lg border border-gray-200">
          <table className="w-full min-w-[32rem] text-sm">
            <caption className="sr-only">Holidays from today on, soonest first</caption>
            <ColumnHeads
              columns={['Day', 'Name', 'Added by', { key: 'actions', label: <span className="sr-only">Actions</span> }]}
            />
            <tbody>
              {holidays.map((holiday) => (
                <tr key={holiday.day} className="border-t border-gray-100">
                  <th scope="row" className="whitespace-nowrap px-3 py-2 text-left font-semibold text-gray-900">
                    {longDay(holiday.day)}
                  </th>
                  <td className="px-3 py-2">{holiday.name}</td>
                  <td className="px-3 py-2 text-gray-700">
                    {holiday.staffName}, {formatDateTime(holiday.createdAt)}
                  </td>
                  <td className="px-3 py-2 text-right">
                    <button type="button" className={dangerButton} onClick={() => setRemoving(holiday)}>
                      Remove<span className="sr-only"> {holiday.name}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      )}
      <AddHolidayForm today={today} />
      {removing ? (
        <ConfirmDialog
          title={`Remove ${removing.name}?`}
          text={`${longDay(removing.day)} becomes a working day again, unless it is a Sunday. Promises made from now on count it.`}
          confirmLabel="Remove holiday"
          busy={busy}
          onConfirm={() => void remove()}
          onClose={() => setRemoving(null)}
        />
      ) : null}
    </section>
  );
}
