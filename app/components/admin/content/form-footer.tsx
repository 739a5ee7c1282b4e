import { primaryButton, secondaryButton } from './content-styles';

/**
 * The end of a back-office form in a two-column grid: the server's refusal that names no field, then the submit
 * button and, when the form edits an entry in place, Cancel.
 */
export function FormFooter({
  error,
  submitLabel,
  disabled,
  onCancel,
  wrap = false,
}: {
  error: string | undefined;
  submitLabel: string;
  disabled: boolean;
  onCancel?: () => void;
  /** Lets the buttons wrap on a narrow screen (labels longer than "Save"). */
  wrap?: boolean;
}) {
  return (
    <>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700 md:col-span-2">
          {error}
        </p>
      ) : null}
      <div className={wrap ? 'flex flex-wrap gap-2 md:col-span-2' : 'flex gap-2 md:col-span-2'}>
        <button type="submit" className={primaryButton} disabled={disabled}>
          {submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className={secondaryButton} onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
    </>
  );
}
