/**
 * What Mon compte reads from the member APIs (SPEC.md §3 and §7): its reading of the wire types that
 * `@portail/contracts` declares once for both sides (the requests it sends are the contract's own).
 */
import type {
  AvatarUploadAnswer,
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

/** The profile save's fields, declared by the contract (re-exported for the profile and member modules). */
export type { ProfilePatch } from '@portail/contracts';

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

/** The upload's answer as Mon compte keeps it: the photo's address when the server gave one. */
export type AvatarUploadResult = Partial<AvatarUploadAnswer>;
