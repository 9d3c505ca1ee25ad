/** The wire types of the member APIs that Mon compte calls (SPEC.md §3 and §7). */

/** Region ids per product (SPEC.md §3). */
export interface ProductsRegions {
  info?: number;
  iciMusique?: number;
  premiere?: number;
  tele?: number;
  oHdio?: number;
}

/** GET /id/v3/accounts/me: the profile fields of SPEC.md §3 plus what Mon compte shows. */
export interface ApiProfile {
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  birthMonth?: number | null;
  birthYear?: number | null;
  gender?: number | null;
  identityProviderUserId?: string | null;
  postalCode?: string | null;
  viafouraId?: string | null;
  subscriptionsStatus?: { hasActiveSubscription?: boolean } | null;
  banLevel?: string | null;
  productsRegions?: ProductsRegions | null;
  isEmailVerified?: boolean;
  /** The profile photo's address. */
  picture?: string | null;
  /** Internal staff only. */
  employeeId?: string | null;
  ldapUsername?: string | null;
}

/** PATCH /id/v3/accounts/me for a profile save: only the changed fields (SPEC.md §5). */
export interface ProfilePatch {
  firstName?: string;
  lastName?: string;
  email?: string;
  postalCode?: string;
  birthMonth?: number;
  birthYear?: number;
  /** Year-month text (YYYY-MM), sent only when birthYear is absent. */
  birthDate?: string;
  gender?: number;
}

export interface ProfileSaveRequest extends ProfilePatch {
  /** The current password, required by the server when the email changes. */
  oldPassword?: string;
  /** The provider's email-validation address with its return to /callback/membercenter. */
  b2CUrlPolicy?: string;
}

/** PATCH /id/v3/accounts/me for a password change (the spec does not name the fields). */
export interface PasswordChangeRequest {
  oldPassword: string;
  newPassword: string;
}

export interface ResetPasswordRequest {
  email: string;
  /** The provider's change-password address with its return to /callback/membercenter. */
  b2CUrlPolicy: string;
  /** The site key of the provider's site (query parameter `context`). */
  context: string;
}

export interface ValidationEmailRequest {
  b2CUrlPolicy: string;
  azpContext: string;
}

export interface MetaTag {
  name?: string;
  property?: string;
  content: string;
}

export interface LinkTag {
  rel: string;
  href: string;
  hreflang?: string;
  type?: string;
}

/** The page meta of the sphere API: title, meta tags, canonical, amphtml, link tags. */
export interface PageMeta {
  title?: string;
  description?: string;
  metas?: MetaTag[];
  canonical?: string;
  amphtml?: string;
  links?: LinkTag[];
}

export interface PageRouting {
  canonicalUrl?: string;
  ampCanonicalUrl?: string;
  previousCanonicalUrls?: string[];
}

/** GET /neuro/sphere/v1/profile-ca/{profile|avatar}. */
export interface PageData {
  data: unknown;
  meta: PageMeta;
  metric: unknown;
  routing: PageRouting;
}

export type PageDataKind = 'profile' | 'avatar';

export interface AvatarUploadResult {
  picture?: string;
}
