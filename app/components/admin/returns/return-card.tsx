import { useState } from 'react';
import { Link } from 'react-router';
import { returnReasonLabels, type ReturnStatus } from '../../../../domain/shared/return-request-rules';
import type { CourierOption } from '../../../../domain/views/admin-orders';
import type { AdminReturnView } from '../../../../domain/views/returns';
import { formatDateTime } from '../../../lib/format';
import { orderMoney } from '../../orders/order-line-item';
import { useStaffWrite, type FieldErrors } from '../use-staff-write';

type Row = Omit<AdminReturnView, 'events'>;

const field = 'mt-1 block w-full min-h-10 rounded-md border border-gray-300 px-3 text-sm';
const primary =
  'min-h-10 rounded-md bg-blue-700 px-4 text-sm font-semibold text-white hover:bg-blue-800 disabled:opacity-60';
const secondary =
  'min-h-10 rounded-md border border-gray-300 bg-white px-4 text-sm font-semibold text-gray-800 hover:bg-gray-50 disabled:opacity-60';

/** What each next step asks of the staff member (rule:return-requests). */
function StepFields({ to, couriers, errors }: { to: ReturnStatus; couriers: CourierOption[]; errors: FieldErrors }) {
  const error = (name: string) =>
    errors[name] ? (
      <span role="alert" className="mt-1 block text-sm text-red-700">
        {errors[name]}
      </span>
    ) : null;
  if (to === 'Rejected') {
    return (
      <label className="block text-sm font-medium text-gray-900">
        Reason (the shopper reads it)
        <input name="note" required maxLength={500} className={field} />
        {error('note')}
      </label>
    );
  }
  if (to === 'Pickup scheduled' || to === 'Exchange shipped') {
    return (
      <div className="grid gap-2 sm:grid-cols-2">
        <label className="block text-sm font-medium text-gray-900">
          Courier
          <select name="courierName" required className={field} defaultValue="">
            <option value="">Choose a courier</option>
            {couriers.map((c) => (
              <option key={c.name} value={c.name}>
                {c.name}
              </option>
            ))}
          </select>
          {error('courierName')}
        </label>
        <label className="block text-sm font-medium text-gray-900">
          AWB number
          <input name="trackingNumber" required maxLength={60} className={field} />
          {error('trackingNumber')}
        </label>
      </div>
    );
  }
  if (to === 'Received') {
    return (
      <fieldset className="text-sm">
        <legend className="font-medium text-gray-900">Checked at the warehouse</legend>
        <label className="mr-4 inline-flex min-h-10 items-center gap-2">
          <input type="radio" name="checkResult" value="sellable" required /> Fit to sell again
        </label>
        <label className="inline-flex min-h-10 items-center gap-2">
          <input type="radio" name="checkResult" value="damaged" /> Damaged
        </label>
        {error('checkResult')}
      </fieldset>
    );
  }
  if (to === 'Refunded') {
    return (
      <label className="block text-sm font-medium text-gray-900">
        UTR or reference of the refund
        <input name="refundReference" required maxLength={60} className={field} />
        {error('refundReference')}
      </label>
    );
  }
  return null;
}

/**
 * One request in the returns queue (rule:return-requests): what comes back and why, the shopper's photos, the refund
 * (masked; the details in full on request, audited, while the refund is due), its steps so far, and a form for each
 * step allowed now, sent from the status staff see (409 when someone moved it first).
 */
export function ReturnCard({
  request,
  couriers,
  selected,
  onToggle,
}: {
  request: Row;
  couriers: CourierOption[];
  selected: boolean;
  onToggle: () => void;
}) {
  const { send, busy } = useStaffWrite();
  const [step, setStep] = useState<ReturnStatus | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [details, setDetails] = useState<Record<string, string | null> | null>(null);
  const headingId = `return-${request.id}`;

  async function move(form: HTMLFormElement) {
    if (!step) return;
    const values = Object.fromEntries(new FormData(form)) as Record<string, string>;
    const result = await send({
      path: `returns/${encodeURIComponent(request.id)}/status`,
      body: { from: request.status, to: step, ...values },
      fields: ['note', 'courierName', 'trackingNumber', 'checkResult', 'refundReference'],
    });
    setErrors(result.errors ?? {});
    if (result.ok) setStep(null);
  }

  async function reveal() {
    const result = await send<Record<string, string | null>>({
      path: `returns/${encodeURIComponent(request.id)}/refund-details`,
      body: {},
      success: false,
    });
    if (result.ok) setDetails(result.data);
    else setErrors(result.errors);
  }

  return (
    <article
      aria-labelledby={headingId}
      className="rounded-lg border border-gray-200 bg-white p-4"
      data-testid="admin-return"
      data-status={request.status}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex items-start gap-3">
          {request.status === 'Requested' ? (
            <input
              type="checkbox"
              className="mt-1 h-5 w-5"
              checked={selected}
              onChange={onToggle}
              aria-label={`Choose ${request.label}`}
            />
          ) : null}
          <div>
            <h2 id={headingId} className="text-base font-semibold text-gray-900">
              {`${request.label} · ${request.kind === 'exchange' ? `Exchange ${request.size} → ${request.exchangeSize ?? ''}` : 'Return'} · ${request.status}`}
            </h2>
            <p className="text-sm text-gray-800">
              {`${request.quantity} × ${request.title} · `}
              <Link to={`/admin/orders/${request.orderId}`} className="text-blue-700 underline">
                {`Order #${request.orderNumber}`}
              </Link>
              {` · ${request.customerName}, ${request.city} · ${request.phone}`}
            </p>
          </div>
        </div>
        <time dateTime={request.createdAt} className="text-sm text-gray-700">
          {formatDateTime(request.createdAt)}
        </time>
      </div>
      <p className="mt-2 text-sm text-gray-900">
        {`Reason: ${returnReasonLabels[request.reason]}${request.reasonNote ? `: ${request.reasonNote}` : ''}`}
      </p>
      {request.photos.length > 0 ? (
        <ul className="mt-2 flex gap-2" aria-label="The shopper’s photos">
          {request.photos.map((url, index) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noreferrer">
                <img
                  src={url}
                  alt={`Photo ${index + 1}`}
                  width={64}
                  height={64}
                  className="h-16 w-16 rounded object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {request.kind === 'return' ? (
        <p className="mt-2 text-sm text-gray-900" data-testid="admin-return-refund">
          {`Refund ${orderMoney(request.refund)} to ${request.refundTo}`}
          {request.refundReference ? ` · paid, reference ${request.refundReference}` : ''}
        </p>
      ) : null}
      {request.creditNoteNumber ? (
        <p className="mt-1 text-sm">
          <a
            href={`/admin/returns/${request.id}/credit-note`}
            target="_blank"
            rel="noreferrer"
            className="text-blue-700 underline"
          >
            {`Credit note ${request.creditNoteNumber}`}
          </a>
        </p>
      ) : null}
      {request.closingReason ? <p className="mt-1 text-sm text-gray-800">{`Note: ${request.closingReason}`}</p> : null}
      {request.pickupAwb ? (
        <p className="mt-1 text-sm text-gray-800">{`Pickup: ${request.pickupCourier ?? ''}, AWB ${request.pickupAwb}`}</p>
      ) : null}
      {request.checkResult ? (
        <p className="mt-1 text-sm text-gray-800">{`Checked: ${request.checkResult === 'damaged' ? 'damaged' : 'fit to sell again'}`}</p>
      ) : null}
      {request.exchangeAwb ? (
        <p className="mt-1 text-sm text-gray-800">{`Exchange shipped: ${request.exchangeCourier ?? ''}, AWB ${request.exchangeAwb}`}</p>
      ) : null}

      {request.kind === 'return' && request.status === 'Received' ? (
        details ? (
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 text-sm" data-testid="refund-details">
            {Object.entries(details)
              .filter(([, value]) => value)
              .map(([key, value]) => (
                <div key={key} className="contents">
                  <dt className="text-gray-700">{key}</dt>
                  <dd className="font-mono text-gray-900">{value}</dd>
                </div>
              ))}
          </dl>
        ) : (
          <button type="button" className={`${secondary} mt-2`} disabled={busy} onClick={() => void reveal()}>
            Show refund details
          </button>
        )
      ) : null}

      {request.nextStatuses.length > 0 ? (
        <form
          className="mt-3 space-y-2"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void move(event.currentTarget);
          }}
        >
          <div className="flex flex-wrap gap-2">
            {request.nextStatuses.map((to) => (
              <button
                key={to}
                type={step === to ? 'submit' : 'button'}
                className={step === to ? primary : secondary}
                disabled={busy}
                onClick={(event) => {
                  if (step === to) return;
                  event.preventDefault();
                  setErrors({});
                  setStep(to);
                }}
              >
                {step === to ? `Confirm: ${to}` : to}
              </button>
            ))}
          </div>
          {step ? <StepFields to={step} couriers={couriers} errors={errors} /> : null}
          {errors.form ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {errors.form}
            </p>
          ) : null}
        </form>
      ) : null}
    </article>
  );
}
