export {
  ApiNotRegisteredError,
  BodyNotAllowedError,
  HttpError,
  HttpLayerError,
  HttpTimeoutError,
  InvalidHeaderNameError,
  NoStoreConfiguredError,
  UnknownApplicationError,
} from './errors.ts';
export {
  createHttpClient,
  isValidHeaderName,
  type HttpClient,
  type HttpClientOptions,
  type HttpMethod,
  type HttpRequestOptions,
} from './request.ts';
export {
  createSettingsStore,
  parseAppSettings,
  settingsReducer,
  type ApiRoute,
  type ApiRouting,
  type AppSettings,
  type SettingsAction,
  type SettingsState,
  type SettingsStore,
} from './settings-store.ts';
export { createApiResolver, type ApiResolver, type ApiResolverOptions } from './api-routing.ts';
export {
  CACHE_VERSION_KEY,
  fetchRouteData,
  isLegacyVersion,
  routeFetchInit,
  type CacheVersionMemory,
  type RouteVersion,
} from './legacy-route-fetch.ts';
export {
  createGraphqlClient,
  GraphqlError,
  GRAPHQL_FETCH_FAILED,
  PERSISTED_QUERY_NOT_FOUND,
  PERSISTED_QUERY_NOT_SUPPORTED,
  sha256Hex,
  type GraphqlClient,
  type GraphqlClientOptions,
  type GraphqlErrorItem,
  type GraphqlOperation,
} from './graphql/graphql-client.ts';
export { GRAPHQL_MAX_LINE_LENGTH, printQuery } from './graphql/print-query.ts';
