/**
 * The callback and validation path, loaded with import() only when it is needed: an answer in the
 * address, a renewal (iframe, popup, refresh grant or full page), an IdpJwt sign-in, the authorize
 * address of a sign-in (its state and PKCE) with the pending states, the provider's discovery
 * documents and keys (provider-caches.ts), and so a sign-out's end-session address. It checks the
 * id-token's signature with WebCrypto (jws-verify.ts), without jose, and never brings oauth4webapi,
 * which token-path.ts brings on its own for code exchanges and refresh grants. One module, so that
 * a page loads one chunk for it.
 */
export { prepareAuthorization } from './authorization-request.ts';
export { completeAuthorization } from './callback.ts';
export { renewInIframe, renewInPopup } from './child-window-renewal.ts';
export { validateIdToken } from './id-token.ts';
export { signInWithIdpJwt } from './idp-jwt-sign-in.ts';
export { providerCaches } from './provider-caches.ts';
export { refreshWithGrant } from './refresh-grant.ts';
export { redirectRenewalUrl } from './renewal.ts';
