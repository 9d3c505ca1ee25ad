/**
 * The profile fields that the portal reads from GET /id/v3/accounts/me (SPEC.md §3), checked one by
 * one: a field of the wrong type reads as null rather than failing the whole sign-in.
 */
import { GENDER_VALUES, PRODUCT_KEYS, type GenderValue, type ProductKey } from '@portail/contracts';
import { ApiError } from '@portail/http/api-errors';

interface SubscriptionsStatus {
  hasActiveSubscription: boolean;
}

export interface MemberProfile {
  email: string | null;
  birthMonth: number | null;
  birthYear: number | null;
  firstName: string | null;
  lastName: string | null;
  gender: GenderValue | null;
  identityProviderUserId: string | null;
  postalCode: string | null;
  viafouraId: string | null;
  subscriptionsStatus: SubscriptionsStatus | null;
  /** « login » bars the member from signing in. */
  banLevel: string | null;
  /** The member's saved region per product, as numeric ids. */
  productsRegions: Partial<Record<ProductKey, number>>;
  /** The profile photo's absolute http(s) address, when the member has one. */
  picture: string | null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

function integer(value: unknown, min: number, max: number): number | null {
  const number = typeof value === 'string' && /^\d{1,4}$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= min && number <= max
    ? number
    : null;
}

function gender(value: unknown): GenderValue | null {
  const code = integer(value, 0, 4);
  return code !== null && (GENDER_VALUES as readonly number[]).includes(code) ? (code as GenderValue) : null;
}

function subscriptions(value: unknown): SubscriptionsStatus | null {
  if (typeof value !== 'object' || value === null) return null;
  const active = (value as Record<string, unknown>).hasActiveSubscription;
  return typeof active === 'boolean' ? { hasActiveSubscription: active } : null;
}

function productsRegions(value: unknown): Partial<Record<ProductKey, number>> {
  if (typeof value !== 'object' || value === null) return {};
  const record = value as Record<string, unknown>;
  const result: Partial<Record<ProductKey, number>> = {};
  for (const key of PRODUCT_KEYS) {
    const id = integer(record[key], 1, 9999);
    if (id !== null) result[key] = id;
  }
  return result;
}

/** An absolute http(s) address; a relative one is resolved against the API origin. */
function picture(value: unknown, baseUrl: string): string | null {
  if (typeof value !== 'string' || value === '') return null;
  try {
    const url = new URL(value, baseUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Reads the profile answered by `baseUrl`; anything but a JSON object is an invalid answer. */
export function parseMemberProfile(body: unknown, baseUrl: string): MemberProfile {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError({
      code: 'API_INVALID_ANSWER',
      url: baseUrl,
      message: 'Le profil reçu n’est pas valide.',
    });
  }
  const record = body as Record<string, unknown>;
  const currentYear = new Date().getFullYear();
  return {
    email: text(record.email),
    birthMonth: integer(record.birthMonth, 1, 12),
    birthYear: integer(record.birthYear, 1800, currentYear),
    firstName: text(record.firstName),
    lastName: text(record.lastName),
    gender: gender(record.gender),
    identityProviderUserId: text(record.identityProviderUserId),
    postalCode: text(record.postalCode),
    viafouraId:
      text(record.viafouraId) ?? (typeof record.viafouraId === 'number' ? String(record.viafouraId) : null),
    subscriptionsStatus: subscriptions(record.subscriptionsStatus),
    banLevel: text(record.banLevel),
    productsRegions: productsRegions(record.productsRegions),
    picture: picture(record.picture, baseUrl),
  };
}
