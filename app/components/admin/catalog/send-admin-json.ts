/**
 * A staff form's write that keeps the server's per-field messages (the API's 400 `details`: `{ path, message }`),
 * so the form can show each beside its field. The storefront's `api()` keeps only the message; this lives in the
 * back office so shopper pages do not carry it.
 */
export type AdminWriteResult<T> =
  | { ok: true; data: T; message: string }
  | { ok: false; status: number; message: string; fieldErrors: Record<string, string> };

export async function sendAdminJson<T>(
  path: string,
  method: 'POST' | 'PUT',
  body: unknown,
): Promise<AdminWriteResult<T>> {
  let response: Response;
  try {
    response = await fetch(`/api/${path}`, {
      method,
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    return {
      ok: false,
      status: 0,
      message: 'Could not reach the shop. Check your connection and try again.',
      fieldErrors: {},
    };
  }
  const payload = (await response.json().catch(() => null)) as {
    success?: boolean;
    message?: string;
    data?: T;
    details?: unknown;
  } | null;
  if (response.ok && payload?.success !== false && payload?.data !== undefined) {
    return { ok: true, data: payload.data, message: payload.message ?? 'Saved' };
  }
  const fieldErrors: Record<string, string> = {};
  if (Array.isArray(payload?.details)) {
    for (const detail of payload.details as { path?: unknown; message?: unknown }[]) {
      const key = typeof detail.path === 'string' ? detail.path.split('.')[0]! : '';
      if (key && typeof detail.message === 'string') fieldErrors[key] ??= detail.message;
    }
  }
  return {
    ok: false,
    status: response.status,
    message: payload?.message ?? `Something went wrong (${response.status}). Please try again.`,
    fieldErrors,
  };
}
