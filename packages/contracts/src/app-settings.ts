/**
 * An application's settings (SPEC.md §7, GET `appSettingsPath(appId)`): what the local services
 * answer. `@portail/http` reads them leniently (`AppSettings`: any service may also give
 * `{ host, mock }` routes or a cache version), the portal its `tracePath`.
 */
import type { ApiName } from './api-paths.ts';

/** A `<link rel="icon">` of an application (the router puts the shell's in the head). */
export interface FaviconLink {
  rel: string;
  href: string;
  type?: string;
  sizes?: string;
}

export interface ApplicationSettings {
  appId: string;
  displayName: string;
  apiRouting: Record<ApiName, string>;
  /** Where the application's traces go: `{apiOrigin}/{appId}/trace`. */
  tracePath: string;
  favicons: FaviconLink[];
}
