/** After a password prompt's submit: the message to put on its password field, or null when done. */
export type PasswordPromptResult = { passwordError: string } | null;

export interface PasswordPromptPayload {
  submit(password: string): Promise<PasswordPromptResult>;
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

/** What each of the nine lightbox kinds carries in Mon compte. */
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
