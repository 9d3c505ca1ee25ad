import type { ProviderCall } from '@portail/telemetry';

/**
 * A provider path for a service: the service goes after the path's first segment, as the push
 * provider expects (`/push/subscribe` for surLeVif → `/push/surLeVif/subscribe`).
 */
export function providerUrl(origin: string, service: string, path: string): string {
  const [head = '', ...rest] = path.replace(/^\/+/, '').split('/');
  const segments = [head, encodeURIComponent(service), ...rest].filter(Boolean);
  return new URL(`/${segments.join('/')}`, origin).href;
}

/** The portal's provider-call helper: JSON calls to a provider service on the API origin, no cookies. */
export function createProviderCall(
  origin: string,
  fetcher: typeof fetch = (input, init) => fetch(input, init),
): ProviderCall {
  return (service, path, init) =>
    fetcher(providerUrl(origin, service, path), { ...init, credentials: 'omit', mode: 'cors' });
}
