/**
 * The portal's service worker, served at /sw.js (SPEC.md §7). It shows the « Sur le vif » push
 * notifications and opens their page on click; it caches nothing, so the portal always runs the
 * code the server sends. Built on its own, as one classic script (see build-service-worker.ts).
 */
import { pushNotificationFromPayload } from '@portail/telemetry';

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
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
  readonly registration: ServiceWorkerRegistration;
  readonly clients: {
    claim(): Promise<void>;
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationClickEvent) => void): void;
}

const scope = globalThis as unknown as ServiceWorkerScope;
const origin = scope.location.origin;

scope.addEventListener('install', (event) => event.waitUntil(scope.skipWaiting()));
scope.addEventListener('activate', (event) => event.waitUntil(scope.clients.claim()));

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
