export { APP_REGISTRY } from './registry.ts';
export { createAppRegistry, type AppRegistry } from './app-registry.ts';
export { loadAppRegistry } from './app-registry-loader.ts';
export type {
  AppRoute,
  AppRoutesDefinition,
  LinkTag,
  MetaTag,
  PageRecord,
  RouteContext,
  RouteDefinition,
  RouteChunk,
  RouteTitle,
  RouteView,
} from './route-types.ts';
export { createRouteTable, type RouteTable, type RouteTableOptions } from './route-table.ts';
export {
  createRouterStore,
  initialRouterState,
  type RouterLocation,
  type RouterStore,
} from './router-store.ts';
export { createPagesStore, type PageEntry, type PagesStore } from './pages-store.ts';
export { STYLESHEET_ATTRIBUTE, STYLESHEET_LOADED_ATTRIBUTE } from './head-assets.ts';
export { PAGE_CHANGED_EVENT } from './dom-effects.ts';
export { createRenderSignal, type RenderSignal } from './render-signal.ts';
export {
  createNavigationController,
  NAVIGATION_DELAY_MS,
  NAVIGATION_STEPS,
  type NavigationStepName,
  type NavigationController,
  type NavigationControllerOptions,
  type PageChangedDetail,
  type ShellApp,
} from './navigation-controller.ts';
export { interceptNavigation, isInPrefix } from './link-interception.ts';
/** For `npm run bench:router`'s cold runs. */
export { clearPatternCache } from './pattern-cache.ts';
