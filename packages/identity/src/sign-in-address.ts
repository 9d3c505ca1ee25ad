/**
 * The first thing each app runs, before telemetry, analytics or the router read the address: every
 * sign-in parameter leaves the address (query and fragment, URL-encoded names included), whatever
 * the path. A provider can be made to send tokens to any page of an app (a hostile link with
 * `prompt=none` and another `redirect_uri`); only the app's callback pages hand what was there to
 * the sign-in client, which completes nothing it did not ask for (its state must be one it stored).
 *
 * No import: this module is in each app's first chunk, beside nothing else of the sign-in client.
 */

/** The parameters of a provider's answer that never stay in an address. */
export const SIGN_IN_PARAMETERS: readonly string[] = [
  'id_token',
  'access_token',
  'refresh_token',
  'code',
  'state',
  'error',
  'error_description',
];
/** What comes with an answer and goes with it. */
const COMPANION_PARAMETERS: readonly string[] = [
  'token_type',
  'expires_in',
  'scope',
  'session_state',
  'iss',
  'error_uri',
  'client_info',
];
/** A JSON Web Token (three base64url parts, the first a JSON object): a token under any name. */
const JWT_SHAPED = /eyJ[\w-]*\.[\w-]+\.[\w-]*/;

function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** The pairs of a query or fragment, names and values decoded (twice: `id%255Ftoken` too). */
function pairs(text: string): { name: string; value: string }[] {
  return text
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      const name = at === -1 ? pair : pair.slice(0, at);
      const value = at === -1 ? '' : pair.slice(at + 1);
      return { name: decoded(decoded(name)).trim().toLowerCase(), value: decoded(decoded(value)) };
    });
}

function isSignInPair({ name, value }: { name: string; value: string }): boolean {
  return SIGN_IN_PARAMETERS.includes(name) || JWT_SHAPED.test(value) || JWT_SHAPED.test(name);
}

/** The query without sign-in parameters (nor their companions once there was one). */
function cleanQuery(search: string): string {
  const parts = search.replace(/^\?/, '').split('&').filter(Boolean);
  const answered = parts.some((part) => isSignInPair(pairs(part)[0] ?? { name: '', value: '' }));
  const kept = parts.filter((part) => {
    const pair = pairs(part)[0] ?? { name: '', value: '' };
    return !isSignInPair(pair) && !(answered && COMPANION_PARAMETERS.includes(pair.name));
  });
  return kept.length ? `?${kept.join('&')}` : '';
}

/** A fragment that holds any sign-in parameter or token goes whole: it is an answer, not an anchor. */
function cleanFragment(hash: string): string {
  const text = hash.replace(/^#/, '');
  if (text === '') return '';
  const answer =
    JWT_SHAPED.test(decoded(decoded(text))) || pairs(text.replace(/^[/!?]+/, '')).some(isSignInPair);
  return answer ? '' : hash;
}

/** The address without any sign-in parameter or token; the same text when it held none. */
export function addressWithoutSignIn(href: string): string {
  const url = new URL(href);
  const search = cleanQuery(url.search);
  const hash = cleanFragment(url.hash);
  if (search === url.search && hash === url.hash) return href;
  return `${url.origin}${url.pathname}${search}${hash}`;
}

/**
 * Cleans the window's address (history.replaceState: the entry with the tokens is gone) and returns
 * the address as it was when it held anything to clean, for the callback page to hand to the
 * sign-in client; null when there was nothing.
 */
export function takeSignInAnswer(win: Pick<Window, 'location' | 'history'>): string | null {
  const href = win.location.href;
  const clean = addressWithoutSignIn(href);
  if (clean === href) return null;
  win.history.replaceState(win.history.state, '', clean);
  return href;
}
