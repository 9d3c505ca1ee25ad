import { keptQuery } from '../router/kept-query.ts';

/**
 * SPEC.md §4.7: the reconnect lightbox opens when fromMobileApp is set and uid_hint is present and
 * differs from the signed-in rcId; the harmonized variant on the completion URL.
 */
export function reconnectLightbox(
  pathname: string,
  search: string,
  rcId: string,
): 'RECONNECT' | 'RECONNECT_HARMONIZED' | null {
  const query = keptQuery(search);
  const hint = query.get('uid_hint');
  if (!query.has('fromMobileApp') || !hint || hint === rcId) return null;
  return pathname.startsWith('/completion') ? 'RECONNECT_HARMONIZED' : 'RECONNECT';
}
