import { decodeJson, encodeJson, isRecord } from './encoding.ts';

/** What the state parameter carries besides its id: where to go afterwards, plus caller fields. */
export interface StatePayload {
  redirect: string;
  [field: string]: unknown;
}

const SEPARATOR = '.';

/** The state value sent to the provider: the id, then `.` and the encoded payload when there is one. */
export function formatStateValue(id: string, payload?: StatePayload): string {
  return payload === undefined ? id : `${id}${SEPARATOR}${encodeJson(payload)}`;
}

export function parseStateValue(value: string): { id: string; payload: StatePayload | undefined } {
  const at = value.indexOf(SEPARATOR);
  if (at === -1) return { id: value, payload: undefined };
  const decoded = decodeJson(value.slice(at + 1));
  const payload =
    isRecord(decoded) && typeof decoded.redirect === 'string' ? (decoded as StatePayload) : undefined;
  return { id: value.slice(0, at), payload };
}

/** The default redirect after sign-in: the current address without its query string (nor fragment). */
export function currentAddressWithoutQuery(location: Pick<Location, 'origin' | 'pathname'>): string {
  return `${location.origin}${location.pathname}`;
}
