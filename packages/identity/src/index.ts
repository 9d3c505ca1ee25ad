export { IdentityClient } from './client.ts';
export { IdentityWrapper, identityWrapper } from './wrapper.ts';
export type { IdentityWrapperOptions } from './wrapper.ts';
export type { IdentityClientOptions } from './config.ts';
export type { IdentityUser } from './user.ts';
export { validateIdToken, exchangeAuthorizationCode, refreshTokenGrant } from './on-demand.ts';
export * from './errors.ts';
// The portal, which loads this package on demand, loads the callback path ahead through it.
export { loadCallbackPath } from './lazy-paths.ts';
