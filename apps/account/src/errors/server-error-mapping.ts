import { fieldMessages } from '@portail/contracts';
/**
 * The one place where member-API failures become what the member sees (SPEC.md §8): field errors,
 * the form-level error, the status bar and whether the open lightbox closes. Pure functions; the
 * forms apply the plans with their form engine's setError (forms/use-schema-form.ts).
 */
import { messages, offlineSaveKept, StatusType, type StatusMessage } from '@portail/ui';
import { ApiError } from '@portail/http/api-client';

export interface ErrorPlan<Field extends string> {
  fieldErrors: Partial<Record<Field, string>>;
  formError?: string;
  status?: StatusMessage;
  closeLightbox: boolean;
}

/** Server codes that SPEC.md §8 names. */
const serverCodes = { emailTaken: 10, wrongPassword: 11 } as const;

/** The server's message (§8 order), else the catalogue's unknown-error message. */
function serverMessage(error: unknown): string {
  return error instanceof ApiError && error.serverMessage
    ? error.serverMessage
    : messages.status.unknownError;
}

function statusOf(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}

function errorStatus(text: string, code?: number | string): StatusMessage {
  return { statusText: text, statusCode: code, statusType: StatusType.error };
}

/**
 * A save attempted while the browser knows it is offline: it never left. A connection that dropped
 * while online is not one (the request may have reached the server): that is SPEC.md's unknown
 * error, « C'est bizarre… », as is a time-out.
 */
export function isOfflineFailure(_error: unknown, online = navigator.onLine !== false): boolean {
  return !online;
}

/**
 * A save attempted offline: nothing was recorded and the form keeps what was typed; the status bar
 * and the form say so (offlineSaveKept), and the member saves again once back online. (The password
 * form has no lightbox to close.)
 */
const offlinePlan: ErrorPlan<never> = {
  fieldErrors: {},
  formError: offlineSaveKept,
  status: errorStatus(offlineSaveKept),
  closeLightbox: true,
};

/** Profile save: offline, 401 with a password, 409 code 10, anything else. */
export function mapProfileSaveError(
  error: unknown,
  { withPassword }: { withPassword: boolean },
): ErrorPlan<'email' | 'password'> {
  if (isOfflineFailure(error)) return offlinePlan;
  const status = statusOf(error);
  if (status === 401 && withPassword) {
    return { fieldErrors: { password: fieldMessages.passwordWrong }, closeLightbox: false };
  }
  const text = serverMessage(error);
  if (status === 409 && error instanceof ApiError && error.numericCode === serverCodes.emailTaken) {
    return {
      fieldErrors: { email: fieldMessages.emailTaken },
      formError: text,
      status: errorStatus(text, status),
      closeLightbox: true,
    };
  }
  return { fieldErrors: {}, formError: text, status: errorStatus(text, status), closeLightbox: true };
}

/** Password change: offline, 400, 401 or code 11 on the current password; anything else form-level. */
export function mapPasswordChangeError(error: unknown): ErrorPlan<'oldPassword'> {
  if (isOfflineFailure(error)) return offlinePlan;
  const status = statusOf(error);
  const code = error instanceof ApiError ? error.numericCode : undefined;
  if (status === 401 || code === serverCodes.wrongPassword) {
    return { fieldErrors: { oldPassword: fieldMessages.passwordWrong }, closeLightbox: false };
  }
  if (status === 400) {
    return { fieldErrors: { oldPassword: serverMessage(error) }, closeLightbox: false };
  }
  const text = serverMessage(error);
  return { fieldErrors: {}, formError: text, status: errorStatus(text, status), closeLightbox: false };
}

/** Account deletion: 401 on the password field; anything else status bar and lightbox closed. */
export function mapDeleteAccountError(error: unknown): ErrorPlan<'password'> {
  if (statusOf(error) === 401) {
    return { fieldErrors: { password: fieldMessages.passwordWrong }, closeLightbox: false };
  }
  return { fieldErrors: {}, status: errorStatus(serverMessage(error), statusOf(error)), closeLightbox: true };
}

/**
 * Avatar upload: the status bar shows the server's message and code (then the page goes to "/",
 * SPEC.md §8; after a time-out the page stays, with the chosen photo, to send it again).
 */
export function mapAvatarUploadError(error: unknown): StatusMessage {
  const code = error instanceof ApiError ? (error.serverCode ?? error.status) : undefined;
  return errorStatus(serverMessage(error), code);
}

/** Over the reset-mail limit: the server answers 429 (SPEC.md §9: a 24-hour wait, server-enforced). */
const RESET_LIMIT_STATUS = 429;

export interface ResetFailure {
  hasError: true;
  errorCode: string | undefined;
  maxTries: boolean;
}

export function mapResetPasswordError(error: unknown): ResetFailure {
  const status = statusOf(error);
  const errorCode =
    error instanceof ApiError && error.status !== undefined
      ? (error.serverCode ?? String(error.status))
      : undefined;
  return { hasError: true, errorCode, maxTries: status === RESET_LIMIT_STATUS };
}

/** Any other failure (validation mail, data download): the status bar with message and status. */
export function mapGenericError(error: unknown): StatusMessage {
  return errorStatus(serverMessage(error), statusOf(error));
}
