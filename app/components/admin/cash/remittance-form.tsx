import { useState, type FormEvent } from 'react';
import { describedBy } from '../../ui/describe-ids';
import { FieldError } from '../../ui/field-error';
import { inputClass, labelClass } from '../../ui/field-styles';
import { RequiredMark } from '../../ui/text-field';
import type { UnremittedOrder } from '../../../../domain/views/admin-reports';
import { recordRemittanceBodySchema } from '../../../../domain/schemas/admin-reports';
import { maxRemittanceReferenceLength, maxStaffNoteLength } from '../../../../domain/shared/limits';
import { formatRupees } from '../../../../domain/shared/money';
import { rupeesToPaise, toRupees } from '../../../../domain/shared/pricing';
import { GetForm } from '../get-form';
import { ScrollBox } from '../scroll-box';
import { fieldErrorsOf, useStaffWrite, type FieldErrors } from '../use-staff-write';

/** The fields the form shows a message beside (the courier is chosen above it: a refusal about it is the form's). */
const fields = ['orderIds', 'remittedOn', 'reference', 'note'];

/**
 * Records a courier's remittance (rule:courier-cash): choose the courier (a GET form, so the list of its
 * unremitted orders comes from the page's loader), tick the orders the remittance covers, give the date and
 * reference, and POST /api/admin/remittances. The server checks every order again; a refusal names them.
 */
export function RemittanceForm({
  couriers,
  courier,
  orders,
  today,
}: {
  couriers: string[];
  courier: string;
  orders: UnremittedOrder[];
  today: string;
}) {
  const { send, busy } = useStaffWrite();
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [remittedOn, setRemittedOn] = useState(today);
  const [reference, setReference] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  // Summed in paise: rupee amounts with paise, added as floating point, can drift off by a paisa.
  const chosenTotal = toRupees(
    orders.filter((o) => chosen.has(o.id)).reduce((paise, o) => paise + rupeesToPaise(o.total), 0),
  );
  const allChosen = orders.length > 0 && chosen.size === orders.length;

  function toggle(id: string) {
    setChosen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = recordRemittanceBodySchema.safeParse({
      courierName: courier,
      remittedOn,
      reference,
      orderIds: [...chosen],
      note: note || undefined,
    });
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error.issues, fields));
    const result = await send({ path: 'remittances', body: parsed.data, fields });
    setErrors(result.errors ?? {});
    if (result.ok) {
      setChosen(new Set());
      setReference('');
      setNote('');
    }
  }

  return (
    <section id="record" aria-labelledby="record-heading" className="rounded-lg border border-gray-200 bg-white p-4">
      <h2 id="record-heading" className="text-lg font-semibold text-gray-900">
        Record a remittance
      </h2>
      <GetForm action="/admin/cash#record" className="mt-3 flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor="remit-courier" className={labelClass}>
            Courier
            <RequiredMark />
          </label>
          <select id="remit-courier" name="courier" defaultValue={courier} className={inputClass} required>
            <option value="">Choose a courier</option>
            {couriers.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="min-h-11 rounded-lg border border-gray-300 px-4 font-medium text-gray-900">
          Show its orders
        </button>
      </GetForm>

      {courier === '' ? null : orders.length === 0 ? (
        <p className="mt-3 text-sm text-gray-600">{courier} has no delivered cash orders waiting for a remittance.</p>
      ) : (
        <form onSubmit={submit} className="mt-4 space-y-4" noValidate>
          <ScrollBox label="Orders in this remittance">
            <table className="w-full min-w-[36rem] text-left text-sm">
              <caption className="sr-only">Delivered cash orders of {courier} not yet remitted</caption>
              <thead>
                <tr className="text-gray-600">
                  <th scope="col" className="py-2 pr-3 font-medium">
                    <input
                      type="checkbox"
                      aria-label="Choose every order"
                      checked={allChosen}
                      onChange={() => setChosen(allChosen ? new Set() : new Set(orders.map((o) => o.id)))}
                      className="size-4"
                    />
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Order
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Shopper
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Tracking
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-medium">
                    Days since delivery
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    Total
                  </th>
                </tr>
              </thead>
              <tbody>
                {orders.map((o) => (
                  <tr key={o.id} className="border-t border-gray-100">
                    <td className="py-2 pr-3">
                      <input
                        type="checkbox"
                        id={`remit-${o.id}`}
                        checked={chosen.has(o.id)}
                        onChange={() => toggle(o.id)}
                        className="size-4"
                      />
                    </td>
                    <th scope="row" className="py-2 pr-3 font-medium">
                      <label htmlFor={`remit-${o.id}`}>#{o.orderNumber}</label>
                    </th>
                    <td className="py-2 pr-3">{o.fullName}</td>
                    <td className="py-2 pr-3">{o.trackingNumber ?? ''}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">{o.daysSinceDelivery}</td>
                    <td className="py-2 text-right tabular-nums">{formatRupees(o.total, 2)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollBox>
          <p className="text-sm text-gray-700" aria-live="polite">
            {chosen.size} orders chosen, {formatRupees(chosenTotal, 2)}
          </p>
          <FieldError id="remit-orders-error" message={errors.orderIds} />
          <div className="grid gap-3 sm:grid-cols-3">
            <div>
              <label htmlFor="remit-date" className={labelClass}>
                Remitted on
                <RequiredMark />
              </label>
              <input
                id="remit-date"
                type="date"
                max={today}
                value={remittedOn}
                onChange={(e) => setRemittedOn(e.target.value)}
                className={inputClass}
                required
                aria-invalid={errors.remittedOn ? true : undefined}
                aria-describedby={describedBy(errors.remittedOn && 'remit-date-error')}
              />
              <FieldError id="remit-date-error" message={errors.remittedOn} />
            </div>
            <div>
              <label htmlFor="remit-reference" className={labelClass}>
                Reference (UTR or statement number)
                <RequiredMark />
              </label>
              <input
                id="remit-reference"
                value={reference}
                onChange={(e) => setReference(e.target.value)}
                maxLength={maxRemittanceReferenceLength}
                className={inputClass}
                required
                aria-invalid={errors.reference ? true : undefined}
                aria-describedby={describedBy(errors.reference && 'remit-reference-error')}
              />
              <FieldError id="remit-reference-error" message={errors.reference} />
            </div>
            <div>
              <label htmlFor="remit-note" className={labelClass}>
                Note (optional)
              </label>
              <input
                id="remit-note"
                value={note}
                onChange={(e) => setNote(e.target.value)}
                maxLength={maxStaffNoteLength}
                className={inputClass}
                aria-invalid={errors.note ? true : undefined}
                aria-describedby={describedBy(errors.note && 'remit-note-error')}
              />
              <FieldError id="remit-note-error" message={errors.note} />
            </div>
          </div>
          <FieldError id="remit-form-error" message={errors.form} />
          <button
            type="submit"
            disabled={busy}
            className="min-h-11 rounded-lg bg-blue-700 px-5 font-semibold text-white disabled:opacity-60"
          >
            {busy ? 'Recording…' : 'Record remittance'}
          </button>
        </form>
      )}
    </section>
  );
}
