export {
  EmptyLayoutError,
  InvalidRouteError,
  LayoutNotFoundError,
  MissingComponentError,
  MissingLayoutIdError,
  MissingLoaderError,
  RedirectionLoopError,
  RouteNotFoundError,
  RouterError,
} from './errors.ts';
export {
  APP_IDS,
  APP_REGISTRY,
  NEWS_PATTERNS,
  type AppId,
  type AppPattern,
  type AppRegistryEntry,
} from './registry.ts';
export { createAppRegistry, type AppRegistry } from './app-registry.ts';
export { LruCache } from './lru-cache.ts';
export { PATTERN_CACHE_LIMIT, compilePattern, patternCacheSize, type PathParams } from './pattern-cache.ts';
export type {
  AppLayout,
  AppRoute,
  AppRoutesDefinition,
  LayoutContext,
  LayoutDefinition,
  LinkTag,
  MetaTag,
  PageMeta,
  PageRecord,
  PageRouting,
  QueryParams,
  RouteContext,
  RouteDefinition,
  RouteLoader,
  NavigateOutcome,
  RouteMatch,
  RouteNavigate,
} from './route-types.ts';
export {
  NOT_FOUND_STATUS,
  createRouteTable,
  validateRoute,
  type RouteTable,
  type RouteTableOptions,
} from './route-table.ts';
export {
  KEPT_QUERY_PARAMS,
  REGION_QUERY_PARAMS,
  formatQuery,
  keptQueryParams,
  pageIdFor,
  parseQuery,
  urlFor,
  withKeptQueryParams,
} from './query.ts';
export {
  createRouterStore,
  initialRouterState,
  routerReducer,
  type RouteRequest,
  type RouterAction,
  type RouterLocation,
  type RouterState,
  type RouterStore,
} from './router-store.ts';
export {
  createPagesStore,
  initialPagesState,
  pagesReducer,
  type PageEntry,
  type PagesAction,
  type PagesState,
  type PagesStore,
} from './pages-store.ts';
export { loadAppSettings, settingsUnreachableMessage, settingsUrl } from './app-settings.ts';
export {
  FAVICON_ATTRIBUTE,
  STYLESHEET_ATTRIBUTE,
  STYLESHEET_LOADED_ATTRIBUTE,
  defaultFavicons,
  swapFavicons,
  swapStylesheet,
  type FaviconLink,
} from './head-assets.ts';
export {
  PAGE_CHANGED_EVENT,
  firstTabbable,
  focusFirstTabbable,
  breadcrumbsOf,
  updateHistory,
} from './dom-effects.ts';
export { createRenderSignal, type RenderSignal } from './render-signal.ts';
export {
  NAVIGATION_DELAY_MS,
  REDIRECT_LIMIT,
  createNavigationController,
  type NavigationController,
  type NavigationControllerOptions,
  type PageChangedDetail,
  type ShellApp,
} from './navigation-controller.ts';
export {
  IGNORE_NAVIGATION_ATTRIBUTE,
  YOUTH_SECTION_PREFIX,
  decideLinkClick,
  interceptNavigation,
  isInPrefix,
  type LinkDecision,
  type LinkInterceptionOptions,
} from './link-interception.ts';
