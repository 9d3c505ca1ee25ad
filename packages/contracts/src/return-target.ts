import { RENEWAL_PAGE_PATH, SIGN_IN_CALLBACK_PATH } from './identity.ts';

/** Control characters (C0, DEL, C1): never part of an address a member is sent back to. */
function hasControlCharacter(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

/**
 * Where an app sends the member after the provider's page (the `redirect` of a sign-in state, which
 * arrives in the address and may be forged): a path of this origin, `/…` with its query and
 * fragment, or `fallback`. Refused: anything that is not a string, a scheme or another origin,
 * `//host` and `/\host` (protocol-relative: another origin for the browser), any backslash, any
 * control character, and the sign-in callback and renewal pages themselves. An absolute address of
 * this very origin is accepted as its path. One rule for both apps.
 */
export function returnTarget(redirect: unknown, origin: string, fallback = '/'): string {
  if (typeof redirect !== 'string' || redirect === '' || redirect.length > 2048) return fallback;
  const path = redirect.startsWith(`${origin}/`) ? redirect.slice(origin.length) : redirect;
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\') || hasControlCharacter(path))
    return fallback;
  let url: URL;
  try {
    url = new URL(path, origin);
  } catch {
    return fallback;
  }
  if (url.origin !== origin || url.pathname.startsWith('//')) return fallback;
  if (url.pathname === SIGN_IN_CALLBACK_PATH || url.pathname === RENEWAL_PAGE_PATH) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
