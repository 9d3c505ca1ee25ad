/** Router errors: a stable `code` each, and the spec's message text (SPEC.md §8). */
class RouterError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.name = new.target.name;
    this.code = code;
  }
}

/** A route id, or the application of a matched route, that the app manager does not hold. */
export class RouteNotFoundError extends RouterError {
  readonly routeId: string;
  constructor(routeId: string) {
    super('ROUTE_NOT_FOUND', 'Route not found in AppManager');
    this.routeId = routeId;
  }
}

/** A route definition that breaks the validation rules (empty or duplicate path, bad status…). */
export class InvalidRouteError extends RouterError {
  readonly reason: string;
  constructor(reason: string) {
    super('INVALID_ROUTE', 'Invalid route');
    this.reason = reason;
  }
}

/** More than REDIRECT_LIMIT redirects while resolving one navigation. */
export class RedirectionLoopError extends RouterError {
  readonly chain: readonly string[];
  constructor(chain: readonly string[]) {
    super('REDIRECTION_LOOP', 'Redirection Loop');
    this.chain = chain;
  }
}

export class MissingLayoutIdError extends RouterError {
  readonly routeId: string;
  constructor(routeId: string) {
    super('MISSING_LAYOUT_ID', "appRoute doesn't have a layoutId");
    this.routeId = routeId;
  }
}

export class LayoutNotFoundError extends RouterError {
  readonly layoutId: string;
  constructor(layoutId: string) {
    super('LAYOUT_NOT_FOUND', 'Layout could not be found');
    this.layoutId = layoutId;
  }
}

export class MissingLoaderError extends RouterError {
  readonly routeId: string;
  constructor(routeId: string) {
    super('MISSING_LOADER', 'Route should implement either loader or navigate');
    this.routeId = routeId;
  }
}

/** A route whose page (its view) came without a layout. */
export class EmptyLayoutError extends RouterError {
  readonly layoutId: string;
  constructor(layoutId: string) {
    super('EMPTY_LAYOUT', 'LayoutId returned no layout');
    this.layoutId = layoutId;
  }
}

/** The application module of a route holds no component for it. */
export class MissingComponentError extends RouterError {
  readonly routeId: string;
  constructor(routeId: string) {
    super('MISSING_COMPONENT', 'Route has no component');
    this.routeId = routeId;
  }
}
