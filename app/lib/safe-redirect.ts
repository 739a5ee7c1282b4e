/**
 * Where a shopper may be sent after signing in (rule:return-after-sign-in: back to the page
 * they came from, / by default). The target arrives in the URL (`?redirectTo=`), so anyone can
 * write it: only a path on this site is accepted, never another origin (open-redirect defence).
 */

const fallbackPath = '/';
// Control characters: the URL parser silently drops tabs and newlines, so "/\t/evil.example"
// would turn into the protocol-relative "//evil.example".
// eslint-disable-next-line no-control-regex
const controlCharacter = /[\u0000-\u001f\u007f]/;
const probeOrigin = 'http://same-site.invalid';

/** A same-site path (starting with a single '/', no '//', no '/\', no scheme), or '/'. */
export function safeRedirect(target: unknown, fallback: string = fallbackPath): string {
  if (typeof target !== 'string' || target === '') return fallback;
  if (!target.startsWith('/') || target.startsWith('//') || target.includes('\\')) return fallback;
  if (controlCharacter.test(target)) return fallback;
  // Belt and braces: whatever the browser would make of it must stay on this origin.
  let url: URL;
  try {
    url = new URL(target, probeOrigin);
  } catch {
    return fallback;
  }
  if (url.origin !== probeOrigin) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The account pages themselves are no place to return to: /login would send a signed-in shopper round in a loop. */
const accountPages = /^\/(login|reset-password)(\/|$|\?|#)/;

/** Where to go after signing in or up: the safe `redirectTo` target, but never back to an account page. */
export function afterSignInPath(redirectTo: unknown): string {
  const path = safeRedirect(redirectTo);
  return accountPages.test(path) ? fallbackPath : path;
}
