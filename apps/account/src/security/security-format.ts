import type { DeviceDescription } from '@portail/contracts';
import { accountSecurityMessages, formatMessage } from '@portail/ui';

const text = accountSecurityMessages;

const dateTime = new Intl.DateTimeFormat('fr-CA', { dateStyle: 'long', timeStyle: 'short' });

/** « 27 novembre 2026 à 15 h 40 »: an ISO date in the member's time zone, in words. */
export function formatWhen(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

/** « Chrome 131 sur Windows », « Navigateur inconnu sur système inconnu ». */
export function deviceLabel(device: DeviceDescription): string {
  if (device.browser === null && device.system === null) return text.deviceUnknown;
  return formatMessage(text.deviceLabel, {
    browser: device.browser ?? text.browserUnknown,
    system: device.system ?? text.systemUnknown,
  });
}

/** « Ordinateur », « Téléphone »… */
export function deviceKindLabel(device: DeviceDescription): string {
  return text.deviceKinds[device.kind];
}
