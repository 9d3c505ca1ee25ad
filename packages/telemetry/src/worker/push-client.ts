import { PUSH_SERVICE } from '@portail/contracts';
import { PUSH_SUBSCRIBE_PATH, PUSH_UNSUBSCRIBE_PATH } from '../constants.ts';
import { redactValue } from '../redact.ts';
import type { WorkerStore } from './worker-state.ts';

/** The provider-call helper of the portal: calls a provider's service path (SPEC.md §7 "Push"). */
export type ProviderCall = (service: string, path: string, init: RequestInit) => Promise<Response>;

type ServerKey = string | BufferSource;

export interface PushClientOptions {
  store: WorkerStore;
  providerCall: ProviderCall;
  /** The service worker registration (resolves once /sw.js is registered). */
  registration: () => Promise<ServiceWorkerRegistration>;
  /**
   * The VAPID public key of the push service (base64url or bytes), or the function that fetches it
   * when a subscription is first made.
   */
  applicationServerKey?: ServerKey | (() => Promise<ServerKey>);
  service?: string;
  subscribePath?: string;
  unsubscribePath?: string;
  /** Where subscribe and unsubscribe errors go (the portal's logger). */
  logError?: (message: string, error: unknown) => void;
}

export interface PushClient {
  /** Reads the current subscription: the push is active when one exists. */
  sync(): Promise<boolean>;
  /** Subscribes and posts the subscription; null (and the error logged) on failure. */
  subscribe(): Promise<PushSubscription | null>;
  /**
   * Unsubscribes the browser, then tells the provider; false (and the error logged) when the browser
   * could not unsubscribe. A provider that cannot be told is logged, not a failure: no push can reach
   * a subscription the browser dropped.
   */
  unsubscribe(): Promise<boolean>;
}

/** The subscription as JSON: its endpoint without fragment or credential parameter, no token anywhere. */
const jsonInit = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json', accept: 'application/json' },
  body: JSON.stringify(redactValue(body)),
});

/**
 * Push notifications for the service surLeVif: subscribe and unsubscribe toggle push.isActive and
 * POST the subscription JSON to the provider, or remove it (SPEC.md §4.6, §7).
 */
export function createPushClient(options: PushClientOptions): PushClient {
  const {
    store,
    providerCall,
    registration,
    applicationServerKey,
    service = PUSH_SERVICE,
    subscribePath = PUSH_SUBSCRIBE_PATH,
    unsubscribePath = PUSH_UNSUBSCRIBE_PATH,
    logError = (message, error) => console.error(message, error),
  } = options;
  const setActive = (isActive: boolean) => store.dispatch({ type: 'worker/pushChanged', isActive });
  const expectOk = (response: Response, what: string) => {
    if (!response.ok) throw new Error(`${what} answered ${response.status}`);
  };

  return {
    async sync() {
      try {
        const subscription = await (await registration()).pushManager.getSubscription();
        setActive(subscription !== null);
        return subscription !== null;
      } catch (error) {
        logError('Push subscription could not be read', error);
        return false;
      }
    },
    async subscribe() {
      let created: PushSubscription | null = null;
      try {
        const { pushManager } = await registration();
        let subscription = await pushManager.getSubscription();
        if (!subscription) {
          const key =
            typeof applicationServerKey === 'function' ? await applicationServerKey() : applicationServerKey;
          subscription = await pushManager.subscribe({
            userVisibleOnly: true,
            ...(key ? { applicationServerKey: key } : {}),
          });
          created = subscription;
        }
        expectOk(
          await providerCall(service, subscribePath, jsonInit('POST', subscription.toJSON())),
          'Push subscribe',
        );
        setActive(true);
        return subscription;
      } catch (error) {
        logError('Push subscription failed', error);
        // A subscription the provider does not know would never be used: take it back.
        await created?.unsubscribe().catch(() => false);
        return null;
      }
    },
    async unsubscribe() {
      let json: PushSubscriptionJSON | null = null;
      try {
        const subscription = await (await registration()).pushManager.getSubscription();
        if (subscription) {
          json = subscription.toJSON();
          await subscription.unsubscribe();
        }
      } catch (error) {
        logError('Push unsubscription failed', error);
        return false;
      }
      // The browser no longer holds a subscription: nothing can be pushed to it any more.
      setActive(false);
      if (json) {
        try {
          expectOk(await providerCall(service, unsubscribePath, jsonInit('POST', json)), 'Push unsubscribe');
        } catch (error) {
          // The provider keeps a dead endpoint, which its next send will discard.
          logError('Push unsubscription could not reach the provider', error);
        }
      }
      return true;
    },
  };
}
