import { ApiNotRegisteredError, NoStoreConfiguredError } from './api-errors.ts';
import type { ApiRouting, SettingsStore } from './settings-store.ts';

export interface ApiResolverOptions {
  /** The store that holds each application's settings; required before any call. */
  getStore: () => Pick<SettingsStore, 'getState'> | undefined;
  /** When true, services that declare a mock URL are reached there instead. */
  useMocks?: () => boolean;
  /**
   * Where a service lives while the application's settings do not say (not loaded yet, or an
   * application that has none, such as Mon compte): the routing of the runtime configuration.
   */
  defaultRouting?: ApiRouting;
}

function joinUrl(base: string, path: string): string {
  if (path === '') return base;
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/**
 * Resolves a service's URL from the apiRouting settings of an application:
 * apiUrl('news', 'member', '/id/v3/accounts/me') → 'http://localhost:8083/id/v3/accounts/me'.
 */
export function createApiResolver({
  getStore,
  useMocks = () => false,
  defaultRouting = {},
}: ApiResolverOptions) {
  return function apiUrl(appId: string, api: string, path = ''): string {
    const store = getStore();
    if (!store) throw new NoStoreConfiguredError();
    const route = store.getState().byApp[appId]?.apiRouting?.[api] ?? defaultRouting[api];
    if (route === undefined) throw new ApiNotRegisteredError(appId, api);
    if (typeof route === 'string') return joinUrl(route, path);
    const base = useMocks() && route.mock ? route.mock : route.host;
    return joinUrl(base, path);
  };
}
