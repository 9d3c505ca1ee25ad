import type {
  PasswordChangeRequest,
  ProfileSaveRequest,
  ResetPasswordRequest,
  ValidationEmailQuery,
} from '@portail/contracts';
import type { ApiProfile, AvatarUploadResult, PageData, PageDataKind } from './types.ts';

/**
 * Everything Mon compte asks of the member APIs. Every method rejects with `@portail/http`'s
 * ApiError (the server answered outside 2xx, did not answer, or answered something unusable).
 */
export interface AccountApi {
  /** GET /id/v3/accounts/me */
  getProfile(): Promise<ApiProfile>;
  /** PATCH /id/v3/accounts/me; resolves with the saved profile when the server returns one. */
  updateProfile(request: ProfileSaveRequest): Promise<ApiProfile | null>;
  /** The version (ETag) of the profile last read or saved by this page, if known. */
  profileVersion?(): string | null;
  /** The profile on screen is now `version` (another tab read or saved it): the next save sends it. */
  followProfileVersion?(version: string): void;
  /** PATCH /id/v3/accounts/me with the password-change payload. */
  changePassword(request: PasswordChangeRequest): Promise<void>;
  /** POST /id/v3/accounts/me/upload-avatar, multipart field `avatar`; reports upload progress 0–1. */
  uploadAvatar(file: Blob, onProgress?: (fraction: number) => void): Promise<AvatarUploadResult>;
  /** POST /id/v3/accounts/me/delete {password} */
  deleteAccount(password: string): Promise<void>;
  /** POST /sso/id/v3/accounts/reset-password?context=… {email, b2CUrlPolicy} */
  resetPassword(request: ResetPasswordRequest): Promise<void>;
  /** Sends the email-validation mail to the signed-in member. */
  sendValidationEmail(request: ValidationEmailQuery): Promise<void>;
  /** GET /neuro/sphere/v1/profile-ca/{kind} */
  getPageData(kind: PageDataKind): Promise<PageData>;
}
