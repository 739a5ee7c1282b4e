/**
 * One call of a running shop's REST API for the tools that prepare their own data through it (the security scan's
 * fixtures, the Lighthouse runs' signed-in shopper): JSON in and out, signed in by bearer token when one is given;
 * anything but a 2xx is an error that says what was asked and what came back.
 */
export interface ShopApiAnswer<T> {
  status: number;
  /** The envelope's `data`. */
  data: T;
  /** The Set-Cookie headers, as a browser would receive them. */
  setCookie: string[];
}

export async function callShopApi<T>(
  base: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<ShopApiAnswer<T>> {
  const res = await fetch(`${base}/api/${path}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      // API clients sign in with the bearer token; the cookie is what the browser sends.
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} /api/${path} answered HTTP ${res.status}: ${text.slice(0, 300)}`);
  return { status: res.status, data: (JSON.parse(text) as { data: T }).data, setCookie: res.headers.getSetCookie() };
}
