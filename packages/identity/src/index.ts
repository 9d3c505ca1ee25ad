export { IdentityClient } from './client.ts';
export { IdentityWrapper, identityWrapper } from './wrapper.ts';
export type { IdentityWrapperOptions } from './wrapper.ts';
export type { IdentityClientOptions } from './config.ts';
export type { IdentityUser } from './user.ts';
export { validateIdToken, exchangeAuthorizationCode, refreshTokenGrant } from './on-demand.ts';
export * from './errors.ts';
/**
 * Loads ahead the code that a sign-out, a renewal or a sign-in loads first (the callback path): a
 * signed-in member's page calls it when idle, so that a sign-out leaves for the provider at once.
 */
export { loadCallbackPath as preloadCallbackPath } from './lazy-paths.ts';
