/** Pass as `redirect` to keep the page as it is after a save (SPEC.md §4.3 « no-refresh marker »). */
export const NO_REFRESH: unique symbol = Symbol.for('portail.regions.noRefresh');
export type RedirectAfterSave = string | typeof NO_REFRESH;

/**
 * The address to go to after a save: a relative or same-origin address, resolved; anything else
 * (another origin, javascript:, malformed) is refused so that a save cannot become an open redirect.
 */
export function sameOriginRedirect(redirect: string, currentHref: string): string | undefined {
  let url: URL;
  try {
    url = new URL(redirect, currentHref);
  } catch {
    return undefined;
  }
  return url.origin === new URL(currentHref).origin ? url.href : undefined;
}
