import { appSettingsPath } from '@portail/contracts';
import { parseAppSettings, type AppSettings, type HttpClient } from '@portail/http';

function settingsUrl(apiOrigin: string, appId: string): string {
  return `${apiOrigin}${appSettingsPath(appId)}`;
}

function settingsUnreachableMessage(url: string): string {
  return `Le point de terminaison des réglages de l'application est injoignable (${url}) : réglages vides utilisés.`;
}

/** GET /v5/{app}/settings, parsed; throws on any failure. */
export async function fetchAppSettings({
  http,
  apiOrigin,
  appId,
  signal,
}: {
  http: HttpClient;
  apiOrigin: string;
  appId: string;
  signal?: AbortSignal;
}): Promise<AppSettings> {
  return parseAppSettings(await http.requestJson(settingsUrl(apiOrigin, appId), { signal }));
}

/**
 * GET /v5/{app}/settings (SPEC.md §7). A failure is not fatal: it is logged in French and the
 * application runs with empty settings. An abort (a newer navigation) is passed on, not logged.
 */
export async function loadAppSettings({
  http,
  apiOrigin,
  appId,
  signal,
  log,
}: {
  http: HttpClient;
  apiOrigin: string;
  appId: string;
  signal?: AbortSignal;
  log: (message: string, error?: unknown) => void;
}): Promise<AppSettings> {
  const url = settingsUrl(apiOrigin, appId);
  try {
    return await fetchAppSettings({ http, apiOrigin, appId, ...(signal ? { signal } : {}) });
  } catch (error) {
    if (signal?.aborted) throw error;
    log(settingsUnreachableMessage(url), error);
    return {};
  }
}
