import { Link } from 'react-router';
import { useState, type FormEvent } from 'react';
import { maxPincodeRuleReasonLength, pincodeRuleBodySchema } from '../../../../domain/schemas/admin-delivery';
import { describedBy } from '../../ui/describe-ids';
import { FieldError } from '../../ui/field-error';
import { primaryButton, secondaryButton } from '../content/content-styles';
import { fieldErrorsOf, useStaffWrite, type FieldErrors } from '../use-staff-write';

/** The reason a PIN's RTO row suggests: 'RTO 40% over 30 days'. */
export function rtoReason(rtoRate: number | null, days: number): string {
  return rtoRate === null ? `No delivery in ${days} days` : `RTO ${Math.round(rtoRate * 100)}% over ${days} days`;
}

/**
 * Beside a PIN in the RTO table (rule:cod-by-pin, rule:rto-rates): one click asks for the reason, prefilled from the
 * PIN's figures and editable, and turns cash on delivery off there (POST /api/admin/delivery/pincode-rules); a PIN
 * already off says so and links to the list.
 */
export function TurnOffCod({
  pincode,
  codOff,
  suggestedReason,
}: {
  pincode: string;
  codOff: boolean;
  suggestedReason: string;
}) {
  const { send, busy } = useStaffWrite();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState(suggestedReason);
  const [errors, setErrors] = useState<FieldErrors>({});

  if (codOff) {
    return (
      <Link
        to={`/admin/delivery?codQ=${pincode}#cod-off`}
        className="inline-flex min-h-10 items-center whitespace-nowrap font-semibold text-red-800 underline"
      >
        COD off<span className="sr-only"> for {pincode}: see the list</span>
      </Link>
    );
  }
  if (!asking) {
    return (
      <button type="button" className={`${secondaryButton} whitespace-nowrap`} onClick={() => setAsking(true)}>
        Turn off COD<span className="sr-only"> for {pincode}</span>
      </button>
    );
  }

  async function turnOff(event: FormEvent) {
    event.preventDefault();
    const parsed = pincodeRuleBodySchema.safeParse({ pincode, kind: 'cod-off', reason });
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error.issues, ['reason']));
    const result = await send({ path: 'delivery/pincode-rules', body: parsed.data, fields: ['reason'] });
    setErrors(result.errors ?? {});
    if (result.ok) setAsking(false);
  }

  const id = `cod-off-${pincode}`;
  return (
    <form
      onSubmit={(e) => void turnOff(e)}
      noValidate
      aria-label={`Turn off Cash on Delivery for ${pincode}`}
      className="flex min-w-72 flex-col items-end gap-2 text-left"
    >
      <div className="w-full">
        <label htmlFor={id} className="block text-xs font-medium text-gray-700">
          Reason (for staff)
        </label>
        <input
          id={id}
          value={reason}
          required
          maxLength={maxPincodeRuleReasonLength}
          onChange={(e) => setReason(e.target.value)}
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={describedBy((errors.reason ?? errors.form) && `${id}-error`)}
          className="block min-h-10 w-full rounded-md border border-gray-300 bg-white px-2 text-sm focus-visible:outline-2 focus-visible:outline-blue-600 aria-invalid:border-red-600"
        />
        <FieldError id={`${id}-error`} message={errors.reason ?? errors.form} />
      </div>
      <div className="flex gap-2">
        <button type="submit" className={primaryButton} disabled={busy}>
          Turn off COD
        </button>
        <button
          type="button"
          className={secondaryButton}
          onClick={() => {
            setAsking(false);
            setErrors({});
            setReason(suggestedReason);
          }}
        >
          Cancel
        </button>
      </div>
    </form>
  );
}
