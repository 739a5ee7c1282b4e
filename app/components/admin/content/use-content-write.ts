import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { useRevalidator } from 'react-router';
import { api, ApiError, errorMessage, type ApiOptions } from '../../../lib/api';

/** A form's messages: one per field (`title`, `image`...), and `form` for the rest. */
export type FieldErrors = Partial<Record<string, string>>;

/** The first message per field of zod issues or of the server's `details` (`{ path, message }[]`). */
export function fieldErrorsOf(issues: readonly { path: readonly PropertyKey[] | string; message: string }[]) {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = (typeof issue.path === 'string' ? issue.path : issue.path.map(String).join('.')) || 'form';
    errors[field] ??= issue.message;
  }
  return errors;
}

function errorsOfFailure(err: unknown): FieldErrors {
  if (err instanceof ApiError && Array.isArray(err.details)) {
    const details = err.details.filter(
      (d): d is { path: string; message: string } =>
        typeof d === 'object' && d !== null && typeof d.path === 'string' && typeof d.message === 'string',
    );
    const errors = fieldErrorsOf(details);
    if (Object.keys(errors).length > 0) return errors;
  }
  return { form: errorMessage(err) };
}

/**
 * One staff write of the home-page content through /api/admin/content (rule:home-content): sends it, shows the
 * server's message, and reloads the page's data, so what staff see is what the database holds and what the home
 * page shows. A refusal comes back as messages per field, for the form to show beside its fields; a conflict
 * (someone else changed the list) reloads too. Like orders/use-staff-write.ts, with the methods and field messages
 * the content forms need. The categories screen (rule:admin-categories) writes the same way under its own prefix.
 */
export function useContentWrite(prefix = 'admin/content/') {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);

  async function send(
    method: NonNullable<ApiOptions['method']>,
    path: string,
    body?: unknown,
    success?: string,
  ): Promise<FieldErrors | null> {
    setBusy(true);
    try {
      const res = await api(`${prefix}${path}`, { method, body });
      toast.success(success ?? res.message);
      await revalidator.revalidate();
      return null;
    } catch (err) {
      const errors = errorsOfFailure(err);
      if (errors.form) toast.error(errors.form);
      if (err instanceof ApiError && (err.status === 409 || err.status === 404)) await revalidator.revalidate();
      return errors;
    } finally {
      setBusy(false);
    }
  }

  return { send, busy };
}
