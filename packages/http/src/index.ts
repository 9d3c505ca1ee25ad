export { HttpTimeoutError, UnknownApplicationError } from './errors.ts';
export { createHttpClient, type HttpClient } from './request.ts';
export {
  createSettingsStore,
  parseAppSettings,
  type AppSettings,
  type SettingsStore,
} from './settings-store.ts';
export {
  CACHE_VERSION_KEY,
  fetchRouteData,
  type CacheVersionMemory,
  type RouteVersion,
} from './legacy-route-fetch.ts';
export { createGraphqlClient, type GraphqlClient } from './graphql/graphql-client.ts';
export { createGraphqlPoster, type GraphqlPoster } from './graphql/graphql-post.ts';
