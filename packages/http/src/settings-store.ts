import { createStore, type Store } from '@portail/state';

/**
 * Where each service of an application lives, as GET /v5/{app}/settings answers it: a service name
 * mapped to its base URL, or to `{ host, mock }` when the service has a mock URL.
 */
type ApiRoute = string | { host: string; mock?: string };
export type ApiRouting = Record<string, ApiRoute>;

export interface AppSettings {
  apiRouting?: ApiRouting;
  /** Bumped by the server when legacy (v3/v4) route responses must bypass the browser cache. */
  cacheVersion?: string;
  [key: string]: unknown;
}

export interface SettingsState {
  byApp: Record<string, AppSettings>;
}

type SettingsAction = { type: 'settings/loaded'; appId: string; settings: AppSettings };

function settingsReducer(state: SettingsState, action: SettingsAction): SettingsState {
  switch (action.type) {
    case 'settings/loaded':
      return { byApp: { ...state.byApp, [action.appId]: action.settings } };
    default:
      return state;
  }
}

export type SettingsStore = Store<SettingsState, SettingsAction>;

export function createSettingsStore(initial: SettingsState = { byApp: {} }): SettingsStore {
  return createStore(settingsReducer, initial);
}

function isApiRoute(value: unknown): value is ApiRoute {
  if (typeof value === 'string') return true;
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.host === 'string' && (record.mock === undefined || typeof record.mock === 'string');
}

/** Keeps only the well-formed parts of a settings document from the network. */
export function parseAppSettings(value: unknown): AppSettings {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const record = value as Record<string, unknown>;
  const settings: AppSettings = { ...record };
  delete settings.apiRouting;
  delete settings.cacheVersion;
  if (typeof record.apiRouting === 'object' && record.apiRouting !== null) {
    const routing: ApiRouting = {};
    for (const [name, route] of Object.entries(record.apiRouting)) {
      if (isApiRoute(route)) routing[name] = route;
    }
    settings.apiRouting = routing;
  }
  if (typeof record.cacheVersion === 'string' || typeof record.cacheVersion === 'number') {
    settings.cacheVersion = String(record.cacheVersion);
  }
  return settings;
}
