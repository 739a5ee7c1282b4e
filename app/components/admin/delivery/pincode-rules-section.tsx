import { useState, type FormEvent } from 'react';
import { maxPincodeRuleReasonLength, pincodeRuleBodySchema } from '../../../../domain/schemas/admin-delivery';
import type { PincodeRuleKind } from '../../../../domain/shared/delivery-rules';
import { maxAdminSearchLength } from '../../../../domain/shared/limits';
import type { PincodeRuleList, PincodeRuleView } from '../../../../domain/views/admin-delivery';
import { formatDateTime } from '../../../lib/format';
import { TextField } from '../../ui/text-field';
import { ColumnHeads } from '../column-heads';
import { primaryButton, secondaryButton, sectionCard } from '../content/content-styles';
import { GetForm } from '../get-form';
import { PageLinks } from '../page-links';
import { ScrollBox } from '../scroll-box';
import { fieldErrorsOf, useStaffWrite, type FieldErrors } from '../use-staff-write';

/** How each list reads, and its query parameters on /admin/delivery (two lists on one page). */
export const pincodeListLooks: Record<
  PincodeRuleKind,
  { id: string; title: string; text: string; undo: string; add: string; q: string; page: string }
> = {
  'cod-off': {
    id: 'cod-off',
    title: 'Cash on Delivery off',
    text: 'Shoppers at these PINs read “Cash on Delivery is not available for <PIN>” and cannot order with cash. The reason is for staff only.',
    undo: 'Turn COD back on',
    add: 'Turn COD off',
    q: 'codQ',
    page: 'codPage',
  },
  unserviceable: {
    id: 'not-delivered',
    title: 'Not delivered to',
    text: 'Shoppers at these PINs read “Sorry, we do not deliver to <PIN> yet.” and cannot order. The reason is for staff only.',
    undo: 'Deliver again',
    add: 'Stop delivering',
    q: 'offQ',
    page: 'offPage',
  },
};

const fields = ['pincode', 'reason'];

function AddPincodeRuleForm({ kind }: { kind: PincodeRuleKind }) {
  const looks = pincodeListLooks[kind];
  const { send, busy } = useStaffWrite();
  const [pincode, setPincode] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  async function add(event: FormEvent) {
    event.preventDefault();
    const parsed = pincodeRuleBodySchema.safeParse({ pincode, kind, reason });
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error.issues, fields));
    const result = await send({ path: 'delivery/pincode-rules', body: parsed.data, fields });
    setErrors(result.errors ?? {});
    if (result.ok) {
      setPincode('');
      setReason('');
    }
  }

  const headingId = `${looks.id}-add-heading`;
  return (
    <form
      onSubmit={(e) => void add(e)}
      noValidate
      aria-labelledby={headingId}
      className="mt-4 grid items-start gap-3 border-t border-gray-100 pt-3 md:grid-cols-[10rem_minmax(0,28rem)_auto]"
    >
      <h3 id={headingId} className="text-sm font-semibold text-gray-900 md:col-span-3">
        {looks.add} at a PIN
      </h3>
      <TextField
        label="PIN code"
        name="pincode"
        value={pincode}
        onChange={setPincode}
        error={errors.pincode}
        required
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
      />
      <TextField
        label="Reason"
        name="reason"
        value={reason}
        onChange={setReason}
        error={errors.reason}
        required
        placeholder={kind === 'cod-off' ? 'RTO 40% over 30 days' : 'No courier reaches it'}
        maxLength={maxPincodeRuleReasonLength}
      />
      <div className="md:pt-7">
        <button type="submit" className={primaryButton} disabled={busy}>
          {looks.add}
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

function RuleRow({ rule }: { rule: PincodeRuleView }) {
  const { send, busy } = useStaffWrite();
  const looks = pincodeListLooks[rule.kind];
  return (
    <tr className="border-t border-gray-100 align-top">
      <th scope="row" className="px-3 py-2 text-left font-semibold tabular-nums text-gray-900">
        {rule.pincode}
      </th>
      <td className="px-3 py-2 text-gray-800">
        {rule.district ? (
          `${rule.district}, ${rule.state}`
        ) : (
          <span className="text-gray-600">Not in the directory</span>
        )}
      </td>
      <td className="px-3 py-2 text-gray-900">{rule.reason}</td>
      <td className="px-3 py-2 text-gray-800">{rule.staffName}</td>
      <td className="whitespace-nowrap px-3 py-2 text-gray-700">{formatDateTime(rule.createdAt)}</td>
      <td className="px-3 py-2 text-right">
        <button
          type="button"
          className={secondaryButton}
          disabled={busy}
          onClick={() => void send({ method: 'DELETE', path: `delivery/pincode-rules/${rule.kind}/${rule.pincode}` })}
        >
          {looks.undo}
          <span className="sr-only"> for {rule.pincode}</span>
        </button>
      </td>
    </tr>
  );
}

/**
 * One kind of staff rule on PINs (rule:cod-by-pin): the PINs newest first with their place, the reason, who set it and
 * when, searchable and paged in the page's URL (each list with its own parameters), a button that undoes each, and a
 * form that adds one.
 */
export function PincodeRulesSection({
  list,
  q,
  problem,
  otherParams,
}: {
  list: PincodeRuleList;
  q: string;
  problem: string | null;
  /** The other list's search and page, kept when this list is searched. */
  otherParams: Record<string, string>;
}) {
  const looks = pincodeListLooks[list.kind];
  const headingId = `${looks.id}-heading`;
  return (
    <section id={looks.id} aria-labelledby={headingId} className={sectionCard}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-gray-900">
            {looks.title}
          </h2>
          <p className="mt-1 max-w-2xl text-sm text-gray-700">{looks.text}</p>
        </div>
        <GetForm
          action={`/admin/delivery#${looks.id}`}
          role="search"
          aria-label={`Search ${looks.title}`}
          className="flex items-end gap-2"
        >
          {Object.entries(otherParams).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <div>
            <label htmlFor={`${looks.id}-search`} className="block text-xs font-medium text-gray-700">
              PIN, district or state
            </label>
            <input
              id={`${looks.id}-search`}
              name={looks.q}
              type="search"
              defaultValue={q}
              maxLength={maxAdminSearchLength}
              className="min-h-10 w-48 rounded-md border border-gray-300 bg-white px-2 text-sm"
            />
          </div>
          <button type="submit" className={secondaryButton}>
            Search
          </button>
        </GetForm>
      </div>
      {problem ? (
        <p role="alert" className="mt-3 rounded-md bg-red-50 p-3 text-sm text-red-800">
          {problem} Showing the newest instead.
        </p>
      ) : null}
      <p className="mt-3 text-sm text-gray-700" aria-live="polite">
        {list.total} {list.total === 1 ? 'PIN' : 'PINs'}
        {q ? ` matching “${q}”` : ''}
      </p>
      {list.items.length === 0 ? null : (
        <ScrollBox label={looks.title} className="mt-2 rounded-lg border border-gray-200">
          <table className="w-full min-w-[52rem] text-sm">
            <caption className="sr-only">{looks.title}, newest first</caption>
            <ColumnHeads
              columns={[
                'PIN',
                'District, state',
                'Reason',
                'By',
                'When',
                { key: 'actions', label: <span className="sr-only">Actions</span> },
              ]}
            />
            <tbody>
              {list.items.map((rule) => (
                <RuleRow key={`${rule.kind}:${rule.pincode}`} rule={rule} />
              ))}
            </tbody>
          </table>
        </ScrollBox>
      )}
      <PageLinks page={list.page} totalPages={list.totalPages} label={`${looks.title} pages`} param={looks.page} />
      <AddPincodeRuleForm kind={list.kind} />
    </section>
  );
}
