/**
 * The portal's service worker, served at /sw.js (SPEC.md §7), the one worker of the origin. It shows
 * the « Sur le vif » push notifications and opens their page on click, and it keeps the portal usable
 * offline: the shell and the build's assets, the last pages visited and their public page data
 * (offline-cache.ts). Its caches are named by build: a new deploy's worker replaces them. Built on
 * its own, as one classic script (see build-service-worker.ts), the build's manifest in front.
 */
import { pushNotificationFromPayload } from '@portail/telemetry';
import { createOfflineCache } from './offline-cache.ts';
import { apiOriginFrom, type OfflineManifest } from './offline-policy.ts';

/** Put in front of the script by the build; absent from the dev server's worker. */
declare const __PORTAIL_OFFLINE_MANIFEST__: OfflineManifest | undefined;

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface PushEvent extends ExtendableEvent {
  readonly data: { text(): string } | null;
}
interface NotificationClickEvent extends ExtendableEvent {
  readonly notification: Notification;
}
interface WindowClient {
  readonly url: string;
  focus(): Promise<WindowClient>;
  navigate(url: string): Promise<WindowClient | null>;
}
interface ServiceWorkerScope {
  readonly location: Location;
  readonly caches: CacheStorage;
  readonly registration: ServiceWorkerRegistration;
  readonly clients: {
    claim(): Promise<void>;
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationClickEvent) => void): void;
}

const scope = globalThis as unknown as ServiceWorkerScope;
const origin = scope.location.origin;

const offline = createOfflineCache({
  caches: scope.caches,
  fetch: (request) => fetch(request),
  origin,
  apiOrigin: apiOriginFrom(scope.location.href),
  manifest:
    typeof __PORTAIL_OFFLINE_MANIFEST__ === 'undefined'
      ? { build: 'dev', assets: [] }
      : __PORTAIL_OFFLINE_MANIFEST__,
});

scope.addEventListener('install', (event) =>
  event.waitUntil(offline.install().then(() => scope.skipWaiting())),
);
scope.addEventListener('activate', (event) =>
  event.waitUntil(offline.activate().then(() => scope.clients.claim())),
);
scope.addEventListener('fetch', (event) => {
  const response = offline.respond(event.request);
  if (response) event.respondWith(response);
});

scope.addEventListener('push', (event) => {
  const notification = pushNotificationFromPayload(event.data?.text() ?? null, origin);
  if (notification) {
    event.waitUntil(scope.registration.showNotification(notification.title, notification.options));
  }
});

scope.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null;
  const target = typeof data?.url === 'string' && data.url.startsWith(`${origin}/`) ? data.url : `${origin}/`;
  event.waitUntil(
    (async () => {
      const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => client.url === target) ?? windows[0];
      if (!open) {
        await scope.clients.openWindow(target);
        return;
      }
      await open.focus();
      if (open.url !== target) await open.navigate(target);
    })(),
  );
});
