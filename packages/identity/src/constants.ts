/** The sign-in numbers of SPEC.md §9. */
export const DEFAULT_MS_TO_REFRESH = 600_000;
export const WRAPPER_MS_TO_REFRESH = 3_600_000;
export const DEFAULT_CLOCK_TOLERANCE_SECONDS = 60;
export const CHILD_WINDOW_TIMEOUT_MS = 6000;
export const CHILD_WINDOW_POLL_MS = 50;
export const POPUP_WIDTH = 483;
export const POPUP_HEIGHT = 600;
export const STATE_LIFETIME_MS = 2628e5;
export const TOKEN_STORAGE_MAX_MS = 7776e6;
export const MAX_STORED_STATES = 3;
export const DEFAULT_LOCALE = 'fr';
export const PKCE_MIN_LENGTH = 43;
export const PKCE_MAX_LENGTH = 128;
/** Longest delay setTimeout accepts; longer waits are chained. */
export const MAX_TIMER_DELAY_MS = 2 ** 31 - 1;
/** The provider's error code for a grant issued under another policy (SPEC.md §4.2). */
export const POLICY_MISMATCH_ERROR_CODE = 'AADB2C90088';
/**
 * B2C's answer when the member follows « Forgot your password? » in a sign-in flow without embedded
 * reset; the app then starts its reset policy
 * (https://learn.microsoft.com/en-us/azure/active-directory-b2c/add-password-reset-policy).
 */
export const FORGOTTEN_PASSWORD_ERROR_CODE = 'AADB2C90118';
