import type { AppRegistry } from './app-registry.ts';

let loading: Promise<AppRegistry> | undefined;

/**
 * The application registry (SPEC.md §2.1), loaded on first use: the navigation asks it only for a
 * path that no route serves, so its patterns are not in the first script. A failed load (offline,
 * a replaced deploy) is tried again at the next call.
 */
export function loadAppRegistry(): Promise<AppRegistry> {
  loading ??= import('./app-registry.ts').then(
    ({ createAppRegistry }) => createAppRegistry(),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
