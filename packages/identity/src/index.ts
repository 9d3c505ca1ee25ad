export { IdentityClient, AuthenticationType, authenticationTypeFor } from './client.ts';
export type { SignInResult, RetryingResult, SignInOptions, SignOutOptions } from './client.ts';
export { IdentityWrapper, identityWrapper } from './wrapper.ts';
export type { IdentityWrapperOptions, CallbackFailure } from './wrapper.ts';
export { environments, tierFor, resolveConfig } from './config.ts';
export type {
  Environment,
  IdentityTier,
  IdentityClientOptions,
  ResolvedConfig,
  ResponseMode,
  FlowType,
} from './config.ts';
export { browserEnvironment, isSafariUserAgent } from './context.ts';
export type { IdentityEnvironment } from './context.ts';
export type { IdentityEvents, IdentityEventType } from './events.ts';
export type { IdentityUser } from './user.ts';
export type { StatePayload } from './state-value.ts';
export type { StoredTokens, StoredToken, StoredIdToken } from './storage/token-store.ts';
export type { KeyValueStore } from './storage/key-value-store.ts';
export { validateIdToken, exchangeAuthorizationCode, refreshTokenGrant } from './on-demand.ts';
export type { IdTokenClaims, IdTokenExpectations, KeySource } from './id-token.ts';
export type { TokenSet, TokenClient } from './token-endpoint.ts';
export { assertCodeVerifier, codeChallengeFor } from './pkce.ts';
export { sendConfirmationEmail } from './send-confirmation-email.ts';
export * from './errors.ts';
export * from './constants.ts';
