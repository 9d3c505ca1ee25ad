/** What /sw.js needs to show a push: the payload's shape, checked, and the notification to show. */
export interface PushNotification {
  title: string;
  options: { body: string; icon?: string; tag?: string; lang: string; data: { url: string } };
}

const text = (value: unknown, max: number): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : undefined;

/**
 * Reads a push payload `{title, body, url, icon?, tag?}` (JSON text or object). The url must be on
 * `origin` (a notification never opens another site); anything malformed gives null.
 */
export function pushNotificationFromPayload(payload: unknown, origin: string): PushNotification | null {
  let data = payload;
  if (typeof payload === 'string') {
    try {
      data = JSON.parse(payload);
    } catch {
      return null;
    }
  }
  if (typeof data !== 'object' || data === null) return null;
  const record = data as Record<string, unknown>;
  const title = text(record.title, 120);
  if (!title) return null;
  let url = `${origin}/`;
  const rawUrl = text(record.url, 2000);
  if (rawUrl) {
    try {
      const parsed = new URL(rawUrl, origin);
      if (parsed.origin === origin) url = parsed.href;
    } catch {
      // Keep the home page.
    }
  }
  const notification: PushNotification = {
    title,
    options: { body: text(record.body, 300) ?? '', lang: 'fr-CA', data: { url } },
  };
  const icon = text(record.icon, 2000);
  if (icon) notification.options.icon = icon;
  const tag = text(record.tag, 100);
  if (tag) notification.options.tag = tag;
  return notification;
}
