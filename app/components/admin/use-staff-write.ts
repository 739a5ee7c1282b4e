import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { api, ApiError, errorMessage, type ApiOptions, type Envelope } from '../../lib/api';
import { toast } from '../../lib/toast';

/** A form's messages: one per field (`title`, `images`...), and `form` for what names no field the form shows. */
export type FieldErrors = Partial<Record<string, string>>;

/** A zod issue (the form's own check) or one entry of the server's `details` (`{ path: 'images.2', message }`). */
interface Issue {
  path: readonly PropertyKey[] | string;
  message: string;
}

/**
 * The first message per field. A field is the first step of the issue's path (`images.2` is the images field); the
 * empty path, and with `fields` a field the form does not show, go to `form`, so no message is lost.
 */
export function fieldErrorsOf(issues: readonly Issue[], fields?: readonly string[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const first = typeof issue.path === 'string' ? issue.path.split('.')[0] : issue.path[0];
    const name = first === undefined ? '' : String(first);
    const field = name !== '' && (fields === undefined || fields.includes(name)) ? name : 'form';
    errors[field] ??= issue.message;
  }
  return errors;
}

const isIssue = (value: unknown): value is Issue =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Issue).path === 'string' &&
  typeof (value as Issue).message === 'string';

/** A refusal's messages: per field when the server names fields (a 400's or 409's `details`), else the form's. */
function errorsOfFailure(err: unknown, fields: readonly string[] | undefined): FieldErrors {
  if (err instanceof ApiError && Array.isArray(err.details)) {
    const errors = fieldErrorsOf(err.details.filter(isIssue), fields);
    if (Object.keys(errors).length > 0) return errors;
  }
  return { form: errorMessage(err) };
}

/** One request of a staff write. */
export interface StaffWrite<T = unknown> {
  /** The address under /api/admin/, e.g. `orders/{id}/status`. */
  path: string;
  /** POST unless given. */
  method?: Exclude<ApiOptions['method'], 'GET' | undefined>;
  /** A plain object is sent as JSON, FormData as multipart, a Blob (a chosen file) as it is, typed by `headers`. */
  body?: unknown;
  headers?: Record<string, string>;
  /**
   * The toast after it succeeds: the server's message unless given (a text, or one made from the answer); false when
   * the page shows the outcome itself.
   */
  success?: string | false | ((answer: Envelope<T>) => string);
  /** The fields the form shows messages beside; a refusal about any other goes to `form`. Every field unless given. */
  fields?: readonly string[];
}

export type StaffWriteResult<T> =
  | { ok: true; data: T; errors: null }
  | {
      ok: false;
      /** Never empty: the messages beside the form's fields, or `form`. */
      errors: FieldErrors;
      /** The HTTP status (0 offline or unreachable) and the server's `details`, for a page that reads more from them. */
      status: number;
      details: unknown;
    };

/** Of `sendEach`: the answers in order, and on a refusal those that came before it. */
export type StaffWritesResult<T> =
  { ok: true; data: T[]; errors: null } | (Extract<StaffWriteResult<T>, { ok: false }> & { data: T[] });

/**
 * Every staff write of the back office (ADR 0027) goes through this hook: it sends the request under /api/admin,
 * shows the server's message (or the given success text) in a toast, and reloads the page's data, so what staff see
 * is what the database holds. A refusal is toasted and comes back as messages per field, for the form to show beside
 * each field, or as `form` for the form's own message. A conflict or a missing record (409, 404: someone else changed
 * or removed it meanwhile) reloads the data too.
 *
 * `send` is one request; `sendEach` a few in turn (a bulk move grouped by status), stopping at the first refusal,
 * with one toast and one reload for all of them.
 */
export function useStaffWrite() {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);

  async function sendEach<T = unknown>(
    writes: readonly Omit<StaffWrite<T>, 'success'>[],
    /** The toast after the last succeeds, made from every answer: the last one's message unless given; false for none. */
    success?: (answers: Envelope<T>[]) => string | false,
  ): Promise<StaffWritesResult<T>> {
    setBusy(true);
    const answers: Envelope<T>[] = [];
    const data = () => answers.map((answer) => answer.data);
    let fields: readonly string[] | undefined;
    try {
      for (const write of writes) {
        fields = write.fields;
        const answer = await api<T>(`admin/${write.path.replace(/^\//, '')}`, {
          method: write.method ?? 'POST',
          body: write.body,
          headers: write.headers,
        });
        answers.push(answer);
      }
      const text = success ? success(answers) : (answers.at(-1)?.message ?? '');
      if (text !== false) toast.success(text);
      await revalidator.revalidate();
      return { ok: true, data: data(), errors: null };
    } catch (err) {
      toast.error(errorMessage(err));
      const status = err instanceof ApiError ? err.status : 0;
      // What was written before a refusal stays written, and a conflict means the page is out of date: reload both.
      if (answers.length > 0 || status === 409 || status === 404) await revalidator.revalidate();
      const details = err instanceof ApiError ? err.details : undefined;
      return { ok: false, errors: errorsOfFailure(err, fields), status, details, data: data() };
    } finally {
      setBusy(false);
    }
  }

  async function send<T = unknown>({ success, ...write }: StaffWrite<T>): Promise<StaffWriteResult<T>> {
    const result = await sendEach<T>(
      [write],
      success === undefined ? undefined : ([answer]) => (typeof success === 'function' ? success(answer!) : success),
    );
    if (!result.ok) return { ok: false, errors: result.errors, status: result.status, details: result.details };
    return { ok: true, data: result.data[0] as T, errors: null };
  }

  return { send, sendEach, busy };
}
