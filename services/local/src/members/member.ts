/** What the local services know about a member (SPEC.md §3 profile fields plus internal staff fields). */

import {
  DEFAULT_REGION_ID,
  GENDER_VALUES,
  type BanLevel,
  type GenderValue as Gender,
  type ProductsRegions,
} from '@portail/contracts';

/** The wire's types (`@portail/contracts`' member profile), as the services' modules name them. */
export type { GenderValue as Gender, ProductsRegions } from '@portail/contracts';

/** The gender values, in the spec's order (`@portail/contracts`' GENDER_VALUES). */
export const genders: readonly Gender[] = GENDER_VALUES;

export const defaultProductsRegions: Readonly<ProductsRegions> = {
  info: DEFAULT_REGION_ID,
  iciMusique: DEFAULT_REGION_ID,
  premiere: DEFAULT_REGION_ID,
  tele: DEFAULT_REGION_ID,
  oHdio: DEFAULT_REGION_ID,
};

export interface Member {
  rcId: string;
  /** Always lower case: addresses compare case-insensitively. */
  email: string;
  firstName: string;
  lastName: string;
  birthMonth: number | null;
  birthYear: number | null;
  gender: Gender | null;
  postalCode: string | null;
  isEmailVerified: boolean;
  banLevel: BanLevel;
  identityProviderUserId: string;
  viafouraId: string;
  hasActiveSubscription: boolean;
  employeeId: string | null;
  ldapUsername: string | null;
  /** A URL path on the member-API origin, or null. */
  picture: string | null;
  productsRegions: ProductsRegions;
  createdAt: string;
  updatedAt: string;
}

/** What `create` needs; every other field takes its default (null, false, regions 8). */
export interface NewMember {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  rcId?: string;
  birthMonth?: number | null;
  birthYear?: number | null;
  gender?: Gender | null;
  postalCode?: string | null;
  isEmailVerified?: boolean;
  banLevel?: BanLevel;
  hasActiveSubscription?: boolean;
  employeeId?: string | null;
  ldapUsername?: string | null;
  picture?: string | null;
  productsRegions?: Partial<ProductsRegions>;
}

/** The fields `update` may change (identifiers and timestamps are the store's). */
export type MemberUpdate = Partial<
  Omit<
    Member,
    'rcId' | 'identityProviderUserId' | 'viafouraId' | 'createdAt' | 'updatedAt' | 'productsRegions'
  >
> & { productsRegions?: Partial<ProductsRegions> };

/** Internal staff: members with an employee id sign in through the internal policy. */
export function isInternalStaff(member: Member): boolean {
  return member.employeeId !== null;
}
