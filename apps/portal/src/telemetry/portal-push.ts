import { PUSH_SERVICE, pushVapidKeyPath } from '@portail/contracts';
import type { PushClient, WorkerStore } from '@portail/telemetry';
import { createPushClient } from '@portail/telemetry/push';
import { createProviderCall } from './provider-call.ts';

/** The VAPID public key of the push service, which a browser needs to subscribe. */
async function fetchServerKey(apiOrigin: string): Promise<string> {
  const response = await fetch(`${apiOrigin}${pushVapidKeyPath(PUSH_SERVICE)}`, { credentials: 'omit' });
  if (!response.ok) throw new Error(`Push key answered ${response.status}`);
  const body = (await response.json()) as { publicKey?: unknown };
  if (typeof body.publicKey !== 'string' || body.publicKey === '') throw new Error('Push key missing');
  return body.publicKey;
}

/** The portal's push client for the service surLeVif, on the API origin (SPEC.md §4.6). */
export function createPortalPush({
  apiOrigin,
  store,
  container,
  logError,
}: {
  apiOrigin: string;
  store: WorkerStore;
  container: ServiceWorkerContainer | undefined;
  logError: (message: string, error: unknown) => void;
}): PushClient {
  return createPushClient({
    store,
    providerCall: createProviderCall(apiOrigin),
    registration: () =>
      container ? container.ready : Promise.reject(new Error('Service workers are not supported')),
    applicationServerKey: () => fetchServerKey(apiOrigin),
    logError,
  });
}
