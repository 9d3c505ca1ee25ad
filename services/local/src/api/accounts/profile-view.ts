import type { Member } from '../../members/index.ts';

/** GET /id/v3/accounts/me: the profile fields of SPEC.md §3 plus rcId, isEmailVerified and picture. */
export interface ProfileResponse {
  rcId: string;
  email: string;
  isEmailVerified: boolean;
  firstName: string;
  lastName: string;
  birthMonth: number | null;
  birthYear: number | null;
  /** 'YYYY-MM', or null when month or year is unknown. */
  birthDate: string | null;
  gender: number | null;
  postalCode: string | null;
  identityProviderUserId: string;
  viafouraId: string;
  subscriptionsStatus: { hasActiveSubscription: boolean };
  banLevel: 'login' | null;
  productsRegions: { info: number; iciMusique: number; premiere: number; tele: number; oHdio: number };
  /** Absolute URL on the API origin, or null. */
  picture: string | null;
}

export function profileOf(member: Member, apiOrigin: string): ProfileResponse {
  const birthDate =
    member.birthMonth !== null && member.birthYear !== null
      ? `${String(member.birthYear).padStart(4, '0')}-${String(member.birthMonth).padStart(2, '0')}`
      : null;
  return {
    rcId: member.rcId,
    email: member.email,
    isEmailVerified: member.isEmailVerified,
    firstName: member.firstName,
    lastName: member.lastName,
    birthMonth: member.birthMonth,
    birthYear: member.birthYear,
    birthDate,
    gender: member.gender,
    postalCode: member.postalCode,
    identityProviderUserId: member.identityProviderUserId,
    viafouraId: member.viafouraId,
    subscriptionsStatus: { hasActiveSubscription: member.hasActiveSubscription },
    banLevel: member.banLevel,
    productsRegions: { ...member.productsRegions },
    picture: member.picture === null ? null : new URL(member.picture, apiOrigin).href,
  };
}
