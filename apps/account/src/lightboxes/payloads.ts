/** After a password prompt's submit: the message to put on its password field, or null when done. */
export type PasswordPromptResult = { passwordError: string } | null;

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
  /** A password prompt carries nothing: what asked awaits the answer (`password-prompt.ts`). */
  PASSWORD_VALIDATION: null;
  PASSWORD_VALIDATION_DELETE_ACCOUNT: null;
  SIMPLE_LIGHTBOX: SimpleLightboxPayload;
  RECONNECT: null;
  PROFILAGE_ERROR: { message?: string | undefined };
  RECONNECT_HARMONIZED: null;
}
