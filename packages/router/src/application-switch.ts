import { appSettingsPath } from '@portail/contracts';
import { parseAppSettings, type AppSettings, type HttpClient, type SettingsStore } from '@portail/http';
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

function settingsUrl(apiOrigin: string, appId: string): string {
  return `${apiOrigin}${appSettingsPath(appId)}`;
}

function settingsUnreachableMessage(url: string): string {
  return `Le point de terminaison des réglages de l'application est injoignable (${url}) : réglages vides utilisés.`;
}

/** GET /v5/{app}/settings, parsed; throws on any failure. */
async function fetchAppSettings(http: HttpClient, url: string, signal?: AbortSignal): Promise<AppSettings> {
  return parseAppSettings(await http.requestJson(url, { signal }));
}

/**
 * GET /v5/{app}/settings (SPEC.md §7). A failure is not fatal: it is logged in French and the
 * application runs with empty settings. An abort (a newer navigation) is passed on, not logged.
 */
async function loadAppSettings(
  http: HttpClient,
  url: string,
  signal: AbortSignal,
  log: (message: string, error?: unknown) => void,
): Promise<AppSettings> {
  try {
    return await fetchAppSettings(http, url, signal);
  } catch (error) {
    if (signal.aborted) throw error;
    log(settingsUnreachableMessage(url), error);
    return {};
  }
}

/**
 * SPEC.md §4.1 step 2: on an application change, its settings (apiRouting) are loaded, its favicons
 * and stylesheet put in place, the document marked with the active application and the one before
 * it (`<html data-app="food" data-previous-app="news">`, what the applications' stylesheets and the
 * tests read), then the old application's exit hook and the new one's enter hook run.
 * Back in an application whose settings loaded earlier in this document, the navigation goes on
 * with those at once while they are loaded again beside it, once its own task is over (a long visit
 * goes back and forth between the same applications: a request per switch on the click's path was
 * most of its wait).
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
  /** Applications whose settings this document has loaded successfully. */
  const loaded = new Set<string>();
  /** Each application's settings address and favicons, worked out once, at the start. */
  const addresses = new Map(
    Object.entries(apps).map(([appId, app]) => [
      appId,
      {
        settings: settingsUrl(apiOrigin, appId),
        favicons: app.favicons ?? defaultFavicons(apiOrigin, appId),
      },
    ]),
  );

  async function settingsOf(appId: string, url: string, signal: AbortSignal) {
    const known = settingsStore.getState().byApp[appId];
    if (known !== undefined && loaded.has(appId)) {
      // asked once the navigation's task is over: even making the request is not on the click's path
      setTimeout(() => {
        fetchAppSettings(http, url).then(
          (settings) => settingsStore.dispatch({ type: 'settings/loaded', appId, settings }),
          // the earlier settings stay; the next switch asks again
          () => undefined,
        );
      }, 0);
      return known;
    }
    let failed = false;
    const settings = await loadAppSettings(http, url, signal, (message, error) => {
      failed = true;
      log(message, error);
    });
    if (!failed) loaded.add(appId);
    return settings;
  }

  return {
    activeAppId: () => activeAppId,
    async switchTo(appId: string, signal: AbortSignal): Promise<void> {
      const app = apps[appId];
      const address = addresses.get(appId);
      if (!app || !address) throw new RouteNotFoundError(appId);
      const { settings: url, favicons } = address;
      const settings = await settingsOf(appId, url, signal);
      signal.throwIfAborted();
      settingsStore.dispatch({ type: 'settings/loaded', appId, settings });
      swapFavicons(doc, favicons);
      await swapStylesheet(doc, app.stylesheet);
      signal.throwIfAborted();
      const previousAppId = activeAppId;
      const { dataset } = doc.documentElement;
      dataset.app = appId;
      if (previousAppId !== null) {
        dataset.previousApp = previousAppId;
        await apps[previousAppId]?.onExit?.({ appId: previousAppId, nextAppId: appId });
      }
      activeAppId = appId;
      await app.onEnter?.({ appId, previousAppId });
    },
  };
}
