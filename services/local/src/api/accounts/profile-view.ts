import type { ProfileResponse } from '@portail/contracts';
import type { Member } from '../../members/index.ts';

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
