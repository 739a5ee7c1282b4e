import { useId, useState } from 'react';
import { formatDateTime } from '../../../lib/format';
import { FieldError } from '../../ui/field-error';
import { StaffNoteInput } from '../staff-note-input';
import { useStaffWrite, type FieldErrors } from '../use-staff-write';

/**
 * Disable or enable the account (rule:disabled-accounts), behind a confirmation: the button opens a small form
 * that says what will happen, takes an optional note for the audit log, and asks once more. Staff accounts are
 * not disabled here; the server refuses it too.
 */
export function CustomerAccess({
  customerId,
  fullName,
  disabledAt,
  isStaff,
  isSelf,
}: {
  customerId: string;
  fullName: string;
  disabledAt: string | null;
  isStaff: boolean;
  isSelf: boolean;
}) {
  const { send, busy } = useStaffWrite();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const formId = useId();
  const disabled = disabledAt !== null;
  const verb = disabled ? 'enable' : 'disable';

  if (!disabled && (isStaff || isSelf)) {
    return (
      <p className="text-sm text-gray-700">
        {isSelf ? 'This is your own account.' : 'This is a staff account.'} Staff accounts cannot be disabled here.
      </p>
    );
  }

  async function confirm() {
    const result = await send({
      path: `customers/${encodeURIComponent(customerId)}/${verb}`,
      body: note.trim() ? { note: note.trim() } : {},
      fields: ['note'],
    });
    setErrors(result.errors ?? {});
    if (result.ok) {
      setOpen(false);
      setNote('');
    }
  }

  return (
    <div className="space-y-3">
      <p className="text-sm text-gray-800">
        {disabled ? (
          <>
            Disabled since <time dateTime={disabledAt}>{formatDateTime(disabledAt)}</time>: this customer cannot sign
            in.
          </>
        ) : (
          'Active: this customer can sign in and order.'
        )}
      </p>
      {!open ? (
        <button
          type="button"
          aria-expanded={false}
          aria-controls={formId}
          onClick={() => setOpen(true)}
          className={`min-h-10 rounded-md px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 ${
            disabled
              ? 'bg-blue-700 text-white hover:bg-blue-800 focus-visible:outline-blue-600'
              : 'border border-red-600 bg-white text-red-700 hover:bg-red-50 focus-visible:outline-red-600'
          }`}
        >
          {disabled ? 'Enable account' : 'Disable account'}
        </button>
      ) : (
        <form
          id={formId}
          aria-label={disabled ? 'Confirm enabling the account' : 'Confirm disabling the account'}
          className="space-y-3 rounded-md border border-gray-200 bg-gray-50 p-3"
          onSubmit={(e) => {
            e.preventDefault();
            void confirm();
          }}
        >
          <p className="text-sm font-semibold text-gray-900">
            {disabled
              ? `Enable ${fullName}'s account? They can sign in again with their password.`
              : `Disable ${fullName}'s account? They are signed out everywhere at once and cannot sign in until you enable it.`}
          </p>
          <div>
            <label htmlFor={`${formId}-note`} className="block text-sm font-medium text-gray-800">
              Note for the audit log (optional)
            </label>
            <StaffNoteInput
              id={`${formId}-note`}
              value={note}
              onChange={setNote}
              error={errors.note}
              className="mt-1 block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm"
            />
          </div>
          <FieldError id={`${formId}-error`} message={errors.form} />
          <div className="flex flex-wrap gap-2">
            <button
              type="submit"
              disabled={busy}
              className={`min-h-10 rounded-md px-4 py-2 text-sm font-semibold text-white disabled:opacity-60 ${
                disabled ? 'bg-blue-700 hover:bg-blue-800' : 'bg-red-700 hover:bg-red-800'
              }`}
            >
              {busy ? 'Saving…' : disabled ? 'Yes, enable' : 'Yes, disable'}
            </button>
            <button
              type="button"
              onClick={() => {
                setOpen(false);
                setErrors({});
              }}
              className="min-h-10 rounded-md border border-gray-300 bg-white px-4 py-2 text-sm font-semibold text-gray-800"
            >
              Keep as it is
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
