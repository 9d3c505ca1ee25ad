import type { SettingsStore } from '@portail/http';
import type { RouterStore } from '@portail/router';

/** The shell's home application: its trace path is used until an application's settings name one. */
const DEFAULT_TRACE_APP = 'news';

/**
 * Where the current application's traces go, `{app path}` of `{app path}/trace/{channel}`: the
 * `tracePath` its settings (GET /v5/{app}/settings) give, without the final `/trace`, else the
 * shell's home application on the API origin.
 */
export function traceAppPath(
  apiOrigin: string,
  routerStore: Pick<RouterStore, 'getState'>,
  settingsStore: Pick<SettingsStore, 'getState'>,
): string {
  const appId = routerStore.getState().location?.appId;
  const tracePath = appId ? settingsStore.getState().byApp[appId]?.tracePath : undefined;
  if (typeof tracePath === 'string') {
    try {
      const url = new URL(tracePath, apiOrigin);
      if (url.origin === new URL(apiOrigin).origin) return url.href.replace(/\/trace\/?$/, '');
    } catch {
      // A malformed settings value: use the default below.
    }
  }
  return `${apiOrigin}/${DEFAULT_TRACE_APP}`;
}

/** The application named in traces: the router's current application, else the home one. */
export function traceAppId(routerStore: Pick<RouterStore, 'getState'>): string {
  return routerStore.getState().location?.appId ?? DEFAULT_TRACE_APP;
}
