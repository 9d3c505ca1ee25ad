import type { LinkTag as WireLinkTag, MetaTag } from '@portail/contracts';
import type { RouteVersion } from '@portail/http';
import type { PageEntry } from './pages-store.ts';
import type { PathParams } from './pattern-cache.ts';

export type QueryParams = Record<string, string>;

/** A page's meta tag, as the page envelope of `@portail/contracts` has it. */
export type { MetaTag };

/** A page's link tag: the envelope's, with React's `hrefLang` spelling. */
export type LinkTag = Omit<WireLinkTag, 'hreflang'> & { hrefLang?: string };

/** The head of a page (SPEC.md §2.3 « Page head is built from the page meta »). */
export interface PageMeta {
  title?: string;
  description?: string;
  tags?: MetaTag[];
  links?: LinkTag[];
}

export interface PageRouting {
  canonicalUrl?: string;
  ampCanonicalUrl?: string;
  previousCanonicalUrls?: string[];
}

/** What a route loader returns: the page record of the pages store, optionally a redirect. */
export interface PageRecord {
  data?: unknown;
  meta?: PageMeta;
  metric?: Record<string, unknown>;
  routing?: PageRouting;
  /** A status other than 200 renders the not-found route (301/302 with `redirect` redirect). */
  status?: number;
  redirect?: string;
}

export interface RouteContext {
  pathname: string;
  pathParams: PathParams;
  queryParams: QueryParams;
  state: unknown;
  signal: AbortSignal;
  route: AppRoute;
  /**
   * Fetches JSON page data for this route with the options its version calls for: legacy (v3/v4)
   * routes send credentials and bypass the browser cache once after the application's settings
   * bumped their cache version; current (v5) routes fetch plainly. Aborted with the navigation.
   */
  fetchData: <T = unknown>(url: string) => Promise<T>;
}

type RouteLoader = (context: RouteContext) => PageRecord | Promise<PageRecord>;
/** A route that does its own work instead of loading a page; it may answer a redirect. */
interface NavigateOutcome {
  redirect?: string;
  status?: number;
}
type RouteNavigate = (
  context: RouteContext,
) => NavigateOutcome | undefined | Promise<NavigateOutcome | undefined>;
type RouteRedirect = string | ((context: RouteContext) => string | Promise<string>);

/**
 * A route's page, from its application's chunk (TanStack Router's lazy route options): the layout it
 * sits in, its component and the loader of its data. The router is framework-free: for the portal
 * the layout and component are React components; nothing in either place is an error.
 */
export interface RouteView {
  readonly layout: unknown;
  readonly component: unknown;
  /** Its data (else the route's own `loader`). */
  readonly load?: RouteLoader | undefined;
}

/**
 * An application's chunk (TanStack Router's lazy route files, one per application): its layout and,
 * by route id, each route's page (component and data loader). The route table takes a route's page
 * from it: the route's view is the chunk's layout and the page of its id.
 */
export interface RouteChunk<View extends RouteView = RouteView> {
  readonly layout: View['layout'];
  readonly pages: Readonly<Partial<Record<string, Pick<View, 'component' | 'load'>>>>;
}

/**
 * The title of a committed page, worked out once: the location carries it (`metas.title`). Written as
 * a text, it is the title when the page meta has none; a page whose status is not 200 then takes the
 * not-found route's.
 */
export type RouteTitle = string | ((page: PageEntry | undefined, statusCode: number) => string);

export interface RouteDefinition<View extends RouteView = RouteView> {
  id: string;
  path: string;
  status?: number;
  /** Matches the whole path (default) or, when false, the path and everything below it. */
  exact?: boolean;
  disabled?: boolean;
  loader?: RouteLoader;
  navigate?: RouteNavigate;
  redirect?: RouteRedirect;
  /** Legacy routes (v3/v4) fetch with credentials and honour cache-version bumps; default v5. */
  version?: RouteVersion;
  /** Its page, loaded on first use (a dynamic import); the navigation waits for it before committing. */
  view?: () => View | Promise<View>;
  /** Its application's chunk, loaded on first use, whose page of this route's id is its view. */
  chunk?: () => Promise<RouteChunk<View>>;
  /** Its page's title (default: the page meta's, else none). */
  title?: RouteTitle;
}

/** A layout id and the routes that render inside it (the layout itself comes with each route's view). */
export interface LayoutDefinition<View extends RouteView = RouteView> {
  id: string;
  routes: RouteDefinition<View>[];
}

/** An application's routes, registered as layouts holding routes. */
export interface AppRoutesDefinition<View extends RouteView = RouteView> {
  appId: string;
  layouts: LayoutDefinition<View>[];
}

/** A validated route as the table holds it: one entry, everything the navigation needs to show it. */
export interface AppRoute<View extends RouteView = RouteView> {
  readonly id: string;
  readonly path: string;
  readonly appId: string;
  readonly layoutId: string;
  readonly status: number;
  readonly exact: boolean;
  readonly disabled: boolean;
  readonly loader?: RouteLoader;
  readonly navigate?: RouteNavigate;
  readonly redirect?: RouteRedirect;
  readonly version: RouteVersion;
  readonly title?: RouteTitle;
  /** Loads its view once (later calls give the same promise; a failed load is tried again). */
  readonly loadView?: () => Promise<View>;
  /** Its view once loaded (the navigation commits the view it loaded with the location). */
  readonly view: () => View | undefined;
}

export interface AppLayout {
  readonly id: string;
  readonly appId: string;
}

export interface RouteMatch<View extends RouteView = RouteView> {
  route: AppRoute<View>;
  pathParams: PathParams;
}
