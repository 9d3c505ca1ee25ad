/**
 * What no telemetry record may carry (SPEC.md §8, issue 16): tokens and sign-in answers. Applied
 * where each record is made or sent (logs, diagnostics, web vitals, page views, push), so that a
 * token that reached an address, an error message or a field never leaves the page in telemetry.
 */

/** JSON Web Tokens: three base64url parts, the first a JSON object (`eyJ…`). */
const JWT = /eyJ[\w-]*\.[\w-]+\.[\w-]*/g;
const BEARER = /\b(Bearer)\s+[\w.~+/-]+=*/gi;
const SECRET_KEY = /token|password|secret|authorization|cookie/i;
/** The parameters of a sign-in answer, and any parameter named like a credential. */
const SIGN_IN_NAME =
  'id_token|access_token|refresh_token|code|state|error|error_description|error_uri|session_state|client_info|id_token_hint|[\\w.-]*token|password|secret';
/** `name=value` of such a parameter in any text, `=` and the delimiters before it URL-encoded or not. */
const SIGN_IN_PARAMETER = new RegExp(
  `((?:^|[?&#;,\\s"'/(\\[])|%26|%3f|%23|%2f)(?:${SIGN_IN_NAME})(?:=|%3d)(?:(?!%26|%23)[^&#\\s"'<>)\\]])*`,
  'gi',
);
const URL_IN_TEXT = /\bhttps?:\/\/[^\s"'<>()[\]]+/gi;
const CREDENTIAL_NAME = new RegExp(`^(?:${SIGN_IN_NAME})$`, 'i');
const REDACTED = '[redacted]';

function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/**
 * An address as telemetry may keep it: no fragment, no sign-in or credential-named parameter (names
 * URL-encoded or not), no parameter holding a token; the rest as it was.
 */
export function redactUrl(address: string): string {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return redactText(address);
  }
  url.hash = '';
  const kept = url.search
    .replace(/^\?/, '')
    .split('&')
    .filter((pair) => {
      if (pair === '') return false;
      const at = pair.indexOf('=');
      const name = decoded(decoded(at === -1 ? pair : pair.slice(0, at))).trim();
      const value = decoded(decoded(at === -1 ? '' : pair.slice(at + 1)));
      return !CREDENTIAL_NAME.test(name) && !new RegExp(JWT.source).test(`${name}=${value}`);
    });
  url.search = kept.length ? `?${kept.join('&')}` : '';
  return maskTokens(url.href.replace(/#$/, ''));
}

function maskTokens(text: string): string {
  return text
    .replace(SIGN_IN_PARAMETER, `$1${REDACTED}`)
    .replace(JWT, REDACTED)
    .replace(BEARER, `$1 ${REDACTED}`);
}

/** Masks tokens, bearer credentials and sign-in parameters in a text, and its addresses' fragments. */
export function redactText(text: string): string {
  return maskTokens(text.replace(URL_IN_TEXT, (address) => redactUrl(address)));
}

/** A JSON-safe copy of a value with tokens masked and secret-named fields removed (depth-limited). */
export function redactValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value === null || typeof value !== 'object') return typeof value === 'function' ? undefined : value;
  if (depth > 5) return '[depth]';
  if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    copy[redactText(key)] = SECRET_KEY.test(key) ? REDACTED : redactValue(item, depth + 1);
  }
  return copy;
}
