/**
 * What Mon compte sends to and reads from the member APIs (SPEC.md §3 and §7): the requests, and
 * its reading of the wire types that `@portail/contracts` declares once for both sides.
 */
import type {
  PageMeta as WirePageMeta,
  PageRouting as WirePageRouting,
  ProfileResponse,
} from '@portail/contracts';

/**
 * GET /id/v3/accounts/me as Mon compte reads it: the contract's profile (`ProfileResponse`), where
 * every field but the email may be missing or null, plus the internal staff's fields.
 */
export type ApiProfile = Pick<ProfileResponse, 'email'> & {
  [Field in Exclude<keyof ProfileResponse, 'email'>]?: ProfileResponse[Field] | null;
} & {
  employeeId?: string | null;
  ldapUsername?: string | null;
};

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

/** The page head as Mon compte keeps it: the well-formed parts of the contract's `PageMeta`. */
export type PageMeta = Partial<WirePageMeta>;
export type PageRouting = Partial<WirePageRouting>;

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
