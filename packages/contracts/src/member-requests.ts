/**
 * What the clients send to the member APIs (SPEC.md §5, §7): the bodies and query parameters of the
 * account routes. Mon compte and the portal's region package build them; the local services' routes
 * read them (their checks are typed against these, and tested with `wire-samples.ts`).
 */
import type { ProductsRegionsBody } from './member-profile.ts';

/** PATCH /id/v3/accounts/me for a profile save: only the changed fields (SPEC.md §5). */
export interface ProfilePatch {
  firstName?: string;
  lastName?: string;
  email?: string;
  postalCode?: string;
  birthMonth?: number;
  birthYear?: number;
  /** Year-month text (YYYY-MM), read only when birthYear is absent. */
  birthDate?: string;
  gender?: number;
}

/** PATCH /id/v3/accounts/me as Mon compte's profile and email saves send it. */
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

/** PATCH /id/v3/accounts/me for a region save: each product's region id as a string. */
export interface RegionsPatchRequest {
  productsRegions: ProductsRegionsBody;
}

/** Every field a PATCH /id/v3/accounts/me body may carry (the server reads each when present). */
export type AccountMePatchBody = ProfileSaveRequest &
  Partial<PasswordChangeRequest> &
  Partial<RegionsPatchRequest>;

/** The body of POST /sso/id/v3/accounts/reset-password. */
export interface ResetPasswordBody {
  email: string;
  /** The provider's change-password address with its return to /callback/membercenter. */
  b2CUrlPolicy: string;
}

/** The query of POST /sso/id/v3/accounts/reset-password: the site key of the provider's site. */
export interface ResetPasswordQuery {
  context: string;
}

export type ResetPasswordRequest = ResetPasswordBody & ResetPasswordQuery;

/** The query of POST /id/v3/accounts/me/send-confirmation-email (no body). */
export interface ValidationEmailQuery {
  b2CUrlPolicy: string;
  azpContext: string;
}

/** POST /id/v3/accounts/me/upload-avatar: a multipart form whose file part has this name. */
export const AVATAR_UPLOAD_FIELD = 'avatar';

/** Its answer: the absolute address of the stored photo. */
export interface AvatarUploadAnswer {
  picture: string;
}

/** The body of POST /id/v3/accounts/me/delete. */
export interface DeleteAccountBody {
  password: string;
}
