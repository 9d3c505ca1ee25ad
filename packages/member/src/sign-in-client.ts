/**
 * What packages/member needs from the sign-in client (packages/identity), injected so that the two
 * packages are built and tested apart. The user object is SPEC.md §3's « Sign-in user object ».
 */
export interface SignInUser {
  rcId?: string | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
  name?: string | undefined;
  isEmailVerified: boolean;
  email?: string | undefined;
  identityProviderUserId?: string | undefined;
  /** The access token. */
  token: string;
  /** The loyalty/registration token (lrat claim), when the provider gave one. */
  lrToken?: string | null;
  connected: boolean;
}

/** What handling the provider's callback yields: the address stored in the state before sign-in. */
interface SignInCallbackResult {
  redirect?: string | null;
}

/**
 * A change of the sign-in tokens seen by this tab: tokens saved (a sign-in or a renewal, here or
 * in another tab of the origin), or gone (a sign-out in any tab, or renewed tokens of another
 * member that the sign-in client refused).
 */
export type SignInChange = 'signed-in' | 'signed-out';

export interface MemberSignInClient {
  /**
   * Reads the provider's callback from the current address if there is one (tokens saved, address
   * cleaned); null when the page is not a callback.
   */
  handleCallback(): Promise<SignInCallbackResult | null>;
  /** The signed-in user, or null when no access token exists (packages/identity's wrapper answers async). */
  getUser(): SignInUser | null | Promise<SignInUser | null>;
  getAccessToken(): string | null;
  /** Sends the visitor to the provider's sign-in page. */
  login(): Promise<void>;
  /** Sends the visitor to the provider's sign-up page. */
  signUp(): Promise<void>;
  /** Deletes the tokens and ends the provider's session. */
  signOut(): Promise<void>;
  /** Follows the token changes of every tab; returns the function that stops (optional for fakes). */
  onChange?(listener: (change: SignInChange) => void): () => void;
}
