/**
 * The browser's REST client (rule:api-contract): every mutation the storefront makes goes through the
 * public API, as a mobile app would. The session rides in the HttpOnly cookie (rule:httponly-session),
 * so there is no token to attach here. Failures become ApiError with the server's message,
 * which callers show in a toast (rule:failures-shown).
 */
import { localeOfPath, localizePath } from '../i18n/locales';
import { isAbortError } from './cancelled-request-rejections';

export interface Envelope<T> {
  success: boolean;
  message: string;
  data: T;
}

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    /** The server's `details`: for a validation error, `{ path, message }` per field at fault. */
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export const networkErrorMessage = 'Could not reach the shop. Check your connection and try again.';
/** When the browser knows it has no network (issue 15): nothing was sent, and nothing is pretended. */
export const offlineMessage = 'You are offline. Connect to the internet and try again.';
const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** `navigator.onLine` false means surely offline (true may still be a network that answers nothing). */
function browserIsOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON; FormData as multipart; a Blob (a chosen file) as it is, typed by `headers`. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** Where a signed-out shopper goes, and comes back from (rule:sign-in-required, rule:return-after-sign-in). */
export function loginUrl(returnTo: string): string {
  // In the language of the page to return to (ADR 0059): a Hindi page's shopper signs in on /hi/login.
  return `${localizePath('/login', localeOfPath(returnTo))}?redirectTo=${encodeURIComponent(returnTo)}`;
}

export async function api<T = unknown>(path: string, options: ApiOptions = {}): Promise<Envelope<T>> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  // On a Hindi page the server's messages (toasts, refusals) come in Hindi (ADR 0059).
  if (typeof window !== 'undefined' && localeOfPath(window.location.pathname) === 'hi')
    headers['x-shop-language'] = 'hi';
  let body: BodyInit | undefined;
  if (options.body instanceof FormData || options.body instanceof Blob) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  // Offline, nothing is sent: the shopper hears at once that the action needs a connection (never a spinner).
  if (browserIsOffline()) throw new ApiError(offlineMessage, 0, 'OFFLINE');

  let response: Response;
  try {
    response = await fetch(`/api/${path.replace(/^\//, '')}`, {
      method,
      headers,
      body,
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (err) {
    if (isAbortError(err)) throw err;
    if (browserIsOffline()) throw new ApiError(offlineMessage, 0, 'OFFLINE');
    throw new ApiError(networkErrorMessage, 0, 'NETWORK');
  }

  const payload = (await response.json().catch(() => null)) as
    (Partial<Envelope<T>> & { code?: string; details?: unknown }) | null;
  if (!response.ok || !payload || payload.success === false) {
    const message = payload?.message || `Something went wrong (${response.status}). Please try again.`;
    // rule:sign-in-required: a 401 on a write sends the shopper to sign in (the server already cleared the
    // cookie). Only a missing or expired session (code UNAUTHORIZED) counts: a wrong password
    // at sign-in is a 401 too, and must stay on the login screen as a toast.
    if (
      response.status === 401 &&
      payload?.code === 'UNAUTHORIZED' &&
      unsafeMethods.has(method) &&
      typeof window !== 'undefined'
    ) {
      window.location.assign(loginUrl(window.location.pathname + window.location.search));
    }
    throw new ApiError(message, response.status, payload?.code, payload?.details);
  }
  return payload as Envelope<T>;
}

/** The message to show for any thrown value. */
export function errorMessage(err: unknown): string {
  if (err instanceof ApiError) return err.message;
  return 'Something went wrong. Please try again.';
}
