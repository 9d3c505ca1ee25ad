import type { ProductsRegions, ScheduledDeletion } from '@portail/contracts';
import type { ApiProfile } from '../api/types.ts';
import type { SignInUser } from '../session/session.ts';

/** The member profile of SPEC.md §3 (account centre), plus what Mon compte displays. */
export interface MemberProfile {
  firstName: string;
  lastName: string;
  email: string;
  postalCode: string;
  birthMonth: number | null;
  birthYear: number | null;
  /** YYYY-MM, or null without both month and year. */
  birthDate: string | null;
  gender: number | null;
  isEmailVerified: boolean;
  rcId: string;
  banLevel: string | null;
  token: string;
  picture: string | null;
  hasSubscription: boolean;
  productsRegions: ProductsRegions | null;
  employeeId: string | null;
  ldapUsername: string | null;
  /** While the member's deletion is scheduled (issue 32 item 3): Mon compte offers to cancel it. */
  scheduledDeletion?: ScheduledDeletion;
}

export function birthDateText(year: number | null, month: number | null): string | null {
  if (year === null || month === null) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

/** Joins the profile service's answer with the sign-in user's identity. */
export function toMemberProfile(api: ApiProfile, user: SignInUser): MemberProfile {
  const birthMonth = api.birthMonth ?? null;
  const birthYear = api.birthYear ?? null;
  return {
    firstName: api.firstName ?? '',
    lastName: api.lastName ?? '',
    email: api.email,
    postalCode: api.postalCode ?? '',
    birthMonth,
    birthYear,
    birthDate: birthDateText(birthYear, birthMonth),
    gender: api.gender ?? null,
    isEmailVerified: api.isEmailVerified ?? user.isEmailVerified,
    rcId: user.rcId,
    banLevel: api.banLevel ?? null,
    token: user.token,
    picture: api.picture ?? null,
    hasSubscription: api.subscriptionsStatus?.hasActiveSubscription === true,
    productsRegions: api.productsRegions ?? null,
    employeeId: api.employeeId ?? user.employeeId ?? null,
    ldapUsername: api.ldapUsername ?? user.ldapUsername ?? null,
    ...(api.scheduledDeletion && { scheduledDeletion: api.scheduledDeletion }),
  };
}

export const BAN_LEVEL_LOGIN = 'login';
