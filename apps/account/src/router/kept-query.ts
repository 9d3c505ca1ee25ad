/** Query parameters kept on every Mon compte navigation (SPEC.md §2.3). */
const keptQueryParams = ['fromApp', 'fromMobileApp', 'uid_hint', 'app_version'] as const;
const MOBILE_APPS = new Set(['ios', 'android']);
const MAX_LENGTH = 200;

/** The kept parameters of a query string; fromMobileApp only as ios or android (SPEC.md §2.2). */
export function keptQuery(search: string): URLSearchParams {
  const source = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of keptQueryParams) {
    const value = source.get(name);
    if (value === null || value === '' || value.length > MAX_LENGTH) continue;
    if (name === 'fromMobileApp' && !MOBILE_APPS.has(value)) continue;
    kept.set(name, value);
  }
  return kept;
}

/** An in-app address with the kept parameters of the current query added. */
export function withKeptQuery(path: string, currentSearch: string): string {
  const url = new URL(path, 'http://in-app');
  const kept = keptQuery(currentSearch);
  for (const [name, value] of kept) if (!url.searchParams.has(name)) url.searchParams.set(name, value);
  const search = url.searchParams.toString();
  return `${url.pathname}${search ? `?${search}` : ''}${url.hash}`;
}
