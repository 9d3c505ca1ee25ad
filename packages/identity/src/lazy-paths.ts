/**
 * The two on-demand chunks, each behind one import(): Vite wraps every import() of a build in its
 * preload helper, so the callers share these two instead of writing ten (about 0.3 KB gzip).
 */
export const loadCallbackPath = () => import('./callback-path.ts');
export const loadTokenPath = () => import('./token-path.ts');
