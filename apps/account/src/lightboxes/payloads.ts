/** After a password prompt's submit: the message to put on its password field, or null when done. */
export type PasswordPromptResult = { passwordError: string } | null;

/** What a password prompt confirms: the profile save (an email change) or the account's deletion. */
export type PasswordPromptAction = 'profile-save' | 'account-deletion';

/**
 * A password prompt's payload: data only, like everything in the lightbox store. The behaviour of
 * its action is found where the prompt is handled (`prompt-actions.ts`).
 */
export interface PasswordPromptPayload {
  action: PasswordPromptAction;
}

export interface PasswordResetPayload {
  email: string;
  hasError: boolean;
  errorCode?: string | undefined;
  maxTries: boolean;
}

export interface SimpleLightboxPayload {
  title: string;
  paragraphs: string[];
}

/**
 * Mon compte's lightbox kinds, the nine of SPEC.md §4.7, and what each carries: `@portail/ui`'s
 * lightbox controller and dialog know no kind of their own.
 */
export interface AccountLightboxPayloads {
  ACCOUNT_DELETED: null;
  HAS_SUBSCRIPTION: null;
  PASSWORD_RESET: PasswordResetPayload;
  PASSWORD_VALIDATION: PasswordPromptPayload;
  PASSWORD_VALIDATION_DELETE_ACCOUNT: PasswordPromptPayload;
  SIMPLE_LIGHTBOX: SimpleLightboxPayload;
  RECONNECT: null;
  PROFILAGE_ERROR: { message?: string | undefined };
  RECONNECT_HARMONIZED: null;
}
