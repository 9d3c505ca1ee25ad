import type { HttpClient, SettingsStore } from '@portail/http';
import { loadAppSettings } from './app-settings.ts';
import { RouteNotFoundError } from './errors.ts';
import { defaultFavicons, swapFavicons, swapStylesheet, type FaviconLink } from './head-assets.ts';

/** An application as the shell manages it: its look and its lifecycle hooks. */
export interface ShellApp {
  id: string;
  stylesheet?: string;
  /** Defaults to the favicons of /v5/{app}/dist/assets/pwa/ on the API origin. */
  favicons?: FaviconLink[];
  onEnter?: (location: { appId: string; previousAppId: string | null }) => void | Promise<void>;
  onExit?: (location: { appId: string; nextAppId: string }) => void | Promise<void>;
}

/** Thrown inside a navigation that a newer one has replaced: its results are discarded. */
export class StaleNavigation extends Error {}

export function throwIfStale(signal: AbortSignal): void {
  if (signal.aborted) throw new StaleNavigation();
}

/**
 * SPEC.md §4.1 step 2: on an application change, its settings (apiRouting) are loaded, its favicons
 * and stylesheet put in place, then the old application's exit hook and the new one's enter hook run.
 */
export function createApplicationSwitcher({
  apps,
  http,
  apiOrigin,
  settingsStore,
  doc,
  log,
}: {
  apps: Readonly<Record<string, ShellApp>>;
  http: HttpClient;
  apiOrigin: string;
  settingsStore: SettingsStore;
  doc: Document;
  log: (message: string, error?: unknown) => void;
}) {
  let activeAppId: string | null = null;
  return {
    activeAppId: () => activeAppId,
    async switchTo(appId: string, signal: AbortSignal): Promise<void> {
      const app = apps[appId];
      if (!app) throw new RouteNotFoundError(appId);
      const settings = await loadAppSettings({ http, apiOrigin, appId, signal, log });
      throwIfStale(signal);
      settingsStore.dispatch({ type: 'settings/loaded', appId, settings });
      swapFavicons(doc, app.favicons ?? defaultFavicons(apiOrigin, appId));
      await swapStylesheet(doc, app.stylesheet);
      throwIfStale(signal);
      const previousAppId = activeAppId;
      if (previousAppId !== null)
        await apps[previousAppId]?.onExit?.({ appId: previousAppId, nextAppId: appId });
      activeAppId = appId;
      await app.onEnter?.({ appId, previousAppId });
    },
  };
}
