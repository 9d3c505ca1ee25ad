/**
 * The sign-in user of SPEC.md §3, as the sign-in client gives it; internal staff also carry the
 * employeeId and ldapUsername claims of their identity token.
 */
export interface SignInUser {
  rcId: string;
  firstName: string;
  lastName: string;
  name: string;
  isEmailVerified: boolean;
  email: string;
  identityProviderUserId: string;
  /** The access token. */
  token: string;
  /** The loyalty/registration token (claim lrat). */
  lrToken?: string | undefined;
  connected: boolean;
  employeeId?: string | undefined;
  ldapUsername?: string | undefined;
}

/** What Mon compte needs from the sign-in client (packages/identity's wrapper adapts to this). */
export interface Session {
  /** The signed-in user, or null when no access token exists. */
  getUser(): Promise<SignInUser | null>;
  /**
   * A valid access token for the member APIs, or null when signed out — and null when `expected`
   * (the member on screen) is given and the token is another member's: no request of one member
   * ever leaves with another member's token.
   */
  getAccessToken(expected?: MemberOnScreen | null): Promise<string | null>;
  /**
   * Sends the browser to the provider's sign-in; after it, the provider returns to `redirect`.
   * Rejects when the provider's page could not open (the sign-in client's code did not load).
   */
  login(redirect: string): Promise<void>;
  /** Deletes the stored tokens and signs out at the provider. */
  logout(): void;
  /**
   * A b2CUrlPolicy for a provider flow that comes back to /callback/membercenter, with its state
   * recorded by the sign-in client (so that the return is recognised); optional for fakes.
   */
  memberCenterFlowUrl?(flow: 'emailValidation' | 'changePassword'): Promise<string>;
  /**
   * Follows the sign-in tokens of every Mon compte tab: `signed-in` after each save (a sign-in or a
   * renewal), `signed-out` when they are gone (a sign-out anywhere, or renewed tokens of another
   * member, refused). Returns the function that stops; optional for fakes.
   */
  onChange?(listener: (change: 'signed-in' | 'signed-out') => void): () => void;
}

/** Who the page shows: the member whose token may be sent. */
export type MemberOnScreen = Pick<SignInUser, 'rcId' | 'identityProviderUserId'>;

/** The same member, by rcId and provider user id. */
export function isSameMember(a: MemberOnScreen, b: MemberOnScreen): boolean {
  return a.rcId === b.rcId && a.identityProviderUserId === b.identityProviderUserId;
}

/** Dispatched on window before the login redirect (SPEC.md §4.7), detail: { redirect }. */
export const LOGIN_REQUIRED_EVENT = 'portail:login-required';
