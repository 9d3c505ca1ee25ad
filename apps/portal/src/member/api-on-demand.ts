import type { ApiClient, ApiClientOptions, createApiClient } from '@portail/http/api-client';

interface ApiClientModule {
  createApiClient: typeof createApiClient;
  MEMBER_APP_ID: string;
}

/** The portal's member-API client, but for the application it calls for (the member API's by default). */
export type PortalApiOptions = Omit<ApiClientOptions, 'appId'> & { appId?: () => string | undefined };

/**
 * The member-API client of the portal's header (a member's profile, a signed-in member's region save),
 * whose code loads at its first request, or earlier with `preload`: a visitor who does not sign in never
 * needs it, so it is not in the first script (npm run size). A load that fails (offline, a refused chunk)
 * fails that request as the network would; the next one loads again.
 */
export function apiClientOnDemand(
  options: PortalApiOptions,
  load: () => Promise<ApiClientModule> = () => import('@portail/http/api-client'),
): Pick<ApiClient, 'request'> & { preload(): void } {
  let client: Promise<Pick<ApiClient, 'request'>> | undefined;
  const loaded = () =>
    (client ??= load().then(
      ({ createApiClient, MEMBER_APP_ID }) => {
        const { appId } = options;
        return createApiClient({ ...options, appId: () => appId?.() ?? MEMBER_APP_ID });
      },
      (error: unknown) => {
        client = undefined;
        throw error;
      },
    ));
  return {
    request: (request) => loaded().then((api) => api.request(request)),
    preload: () => void loaded().catch(() => undefined),
  };
}
