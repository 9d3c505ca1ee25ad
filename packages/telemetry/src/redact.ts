/** JSON Web Tokens (three base64url parts, the first starting with eyJ) and bearer credentials. */
const JWT = /\beyJ[\w-]+\.[\w-]+\.[\w-]*/g;
const BEARER = /\b(Bearer)\s+[\w.~+/-]+=*/gi;
const SECRET_KEY = /token|password|secret|authorization|cookie/i;

/** Masks tokens in a text so that no credential reaches a log. */
export function redactText(text: string): string {
  return text.replace(JWT, '[redacted]').replace(BEARER, '$1 [redacted]');
}

/** A JSON-safe copy of a value with tokens masked and secret-named fields removed (depth-limited). */
export function redactValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value === null || typeof value !== 'object') return typeof value === 'function' ? undefined : value;
  if (depth > 5) return '[depth]';
  if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    copy[key] = SECRET_KEY.test(key) ? '[redacted]' : redactValue(item, depth + 1);
  }
  return copy;
}
