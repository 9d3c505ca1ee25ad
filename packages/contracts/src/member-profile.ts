import type { ScheduledDeletion } from './account-deletion.ts';
/**
 * The member profile on the wire (SPEC.md §3, §7): what GET /id/v3/accounts/me answers, and the
 * `productsRegions` that a region save PATCHes. The local services build it; the portal's member
 * package and Mon compte read it.
 */
import type { GenderValue } from './profile-options.ts';

/** The keys of `productsRegions` in the profile service (and of the RCID cookie's map). */
export const PRODUCT_KEYS = ['info', 'iciMusique', 'premiere', 'tele', 'oHdio'] as const;
export type ProductKey = (typeof PRODUCT_KEYS)[number];

/** A numeric region id per product, as the profile answers it. */
export type ProductsRegions = Record<ProductKey, number>;

/** The region every section starts with (Grand Montréal), in the apps and on a new member's profile. */
export const DEFAULT_REGION_ID = 8;

/** The `productsRegions` of PATCH /id/v3/accounts/me: string ids (SPEC.md §7). */
export type ProductsRegionsBody = Record<ProductKey, string>;

/** `login`: the member may not sign in to the portal (the client signs them out). */
export type BanLevel = 'login' | null;

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
  /** `profile-options.ts`' GENDER_VALUES. */
  gender: GenderValue | null;
  postalCode: string | null;
  identityProviderUserId: string;
  viafouraId: string;
  subscriptionsStatus: { hasActiveSubscription: boolean };
  banLevel: BanLevel;
  productsRegions: ProductsRegions;
  /** Absolute URL on the API origin, or null. */
  picture: string | null;
  /** Present while the member's deletion is scheduled (issue 32 item 3, account-deletion.ts). */
  scheduledDeletion?: ScheduledDeletion;
}
