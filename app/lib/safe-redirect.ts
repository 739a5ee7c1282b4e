/**
 * Where a shopper may be sent after signing in (rule:return-after-sign-in: back to the page
 * they came from, / by default, /admin for staff). The target arrives in the URL (`?redirectTo=`), so anyone can
 * write it: only a path on this site is accepted, never another origin (open-redirect defence).
 */
import type { UserRole } from '../../domain/shared/account-rules';

const fallbackPath = '/';
// Control characters: the URL parser silently drops tabs and newlines, so "/\t/evil.example"
// would turn into the protocol-relative "//evil.example".
// eslint-disable-next-line no-control-regex
const controlCharacter = /[\u0000-\u001f\u007f]/;
const probeOrigin = 'http://same-site.invalid';

/** A path on this origin: one leading '/', never '//host' or '/\\host' (another origin to a browser). */
const isSingleSlashPath = (path: string) => /^\/(?![/\\])/.test(path);

/**
 * A same-site path (starting with a single '/', no '//', no '/\', no scheme), or the fallback.
 * The input is screened first (it must look like a path), then normalised by the URL parser, and
 * the normalised result is what is checked and returned: a browser would resolve it to exactly
 * the same place.
 */
export function safeRedirect(target: unknown, fallback: string = fallbackPath): string {
  if (typeof target !== 'string' || target === '') return fallback;
  if (!isSingleSlashPath(target) || target.includes('\\')) return fallback;
  if (controlCharacter.test(target)) return fallback;
  let url: URL;
  try {
    url = new URL(target, probeOrigin);
  } catch {
    return fallback;
  }
  if (url.origin !== probeOrigin) return fallback;
  // Check the RESULT, not only the input: dot segments ('/.//host', '/a/..//host', '/%2e//host')
  // become the protocol-relative '//host' only once the parser has resolved them.
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!isSingleSlashPath(path) || controlCharacter.test(path)) return fallback;
  // The result must mean itself: resolving it once more lands on the same path and origin.
  const again = new URL(path, probeOrigin);
  if (again.origin !== probeOrigin || `${again.pathname}${again.search}${again.hash}` !== path) return fallback;
  return path;
}

/** The account pages themselves are no place to return to: /login would send a signed-in shopper round in a loop. */
const accountPages = /^\/(login|reset-password)(\/|$|\?|#)/;

/**
 * The page a `redirectTo` asks to return to: a safe same-site path that is not an account page, or null when none
 * was asked for (or the one asked for is refused).
 */
export function askedReturnPath(redirectTo: unknown): string | null {
  const path = safeRedirect(redirectTo, '');
  return path === '' || accountPages.test(path) ? null : path;
}

/** Where an account lands when it asked for no page: staff in the back office (/admin), shoppers at home (/). */
export function homeOf(role: UserRole | null | undefined): string {
  return role === 'admin' ? '/admin' : fallbackPath;
}

/** Where to go after signing in or up: the safe `redirectTo` target, else the account's home (homeOf). */
export function afterSignInPath(redirectTo: unknown, role?: UserRole | null): string {
  return askedReturnPath(redirectTo) ?? homeOf(role);
}
