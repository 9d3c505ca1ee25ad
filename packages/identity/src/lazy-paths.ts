/**
 * The two on-demand chunks, each behind one import(): Vite wraps every import() of a build in its
 * preload helper, so the callers share these two instead of writing ten (about 0.3 KB gzip).
 * The apps load the callback path ahead when a signed-in member's page is idle, so that a sign-out
 * leaves for the provider at once: Mon compte through `@portail/identity/lazy-paths` (this module,
 * already in its first script), the portal through the package, which it loads on demand.
 */
export const loadCallbackPath = () => import('./callback-path.ts');
export const loadTokenPath = () => import('./token-path.ts');
