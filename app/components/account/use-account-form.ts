import { useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast';
import { errorMessage } from '../../lib/api';
import { hasErrors, type FieldErrors } from './account-validation';

/**
 * The submit cycle every account form shares (rule:login-screen, rule:account-messages, rule:failures-shown):
 * - messages appear on the first submit, then follow the shopper's edits;
 * - a refused submit moves focus to the first field with a message, so it is read out first;
 * - while the request runs the button is busy ('Processing...');
 * - a failure shows the server's message in a toast and frees the button.
 * `send` resolves 'leaving' when the page is about to load another one: the button then stays
 * busy until it does.
 */
export function useAccountForm<Field extends string>({
  validate,
  fieldOrder,
  send,
  onError,
}: {
  validate: () => FieldErrors<Field>;
  fieldOrder: readonly Field[];
  send: () => Promise<'leaving' | void>;
  onError?: (err: unknown) => void;
}) {
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const errors: FieldErrors<Field> = submitted ? validate() : {};

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validate();
    if (hasErrors(found)) {
      const first = fieldOrder.find((name) => found[name]);
      const element = first ? event.currentTarget.elements.namedItem(first) : null;
      if (element instanceof HTMLElement) element.focus();
      return;
    }
    setBusy(true);
    try {
      if ((await send()) === 'leaving') return;
    } catch (err) {
      toast.error(errorMessage(err));
      onError?.(err);
    }
    setBusy(false);
  };

  return { errors, busy, submit };
}
