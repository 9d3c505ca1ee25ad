import { parseQuery } from './query.ts';
import type { RouteRequest } from './router-store.ts';

/** Anchors with this attribute are never routed in-app (SPEC.md §2.2 ignore-navigation attribute). */
const IGNORE_NAVIGATION_ATTRIBUTE = 'data-ignore-navigation';

/**
 * The youth section: leaving its prefix for a path outside it is a separate action carrying the
 * target URL (SPEC.md §2.2). Its prefix is /jeunesse, the broadcaster's youth section slug.
 */
const YOUTH_SECTION_PREFIX = '/jeunesse';

export function isInPrefix(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

export type LinkDecision =
  | { kind: 'browser'; reason: string }
  | { kind: 'new-window'; url: string }
  | { kind: 'hash' }
  | { kind: 'leave-youth-section'; url: string }
  | { kind: 'route'; request: RouteRequest };

export interface LinkRuleInput {
  event: Pick<MouseEvent, 'button' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'defaultPrevented'>;
  anchor: HTMLAnchorElement | SVGAElement;
  /** The address of the current document. */
  current: URL;
  /** Whether a route of the table matches the path. */
  isRoutable: (pathname: string) => boolean;
  youthPrefix?: string;
}

function hrefOf(anchor: HTMLAnchorElement | SVGAElement): string | null {
  if (anchor instanceof SVGElement) return anchor.getAttribute('href') ?? anchor.getAttribute('xlink:href');
  return anchor.getAttribute('href');
}

/**
 * SPEC.md §2.2 link rules, in order (after React Router's shouldProcessLinkClick): a click already
 * handled, another button, ctrl or meta (and alt, the browser's download gesture) stay with the
 * browser; shift opens a new window; a target other than _self, a download link, another origin,
 * a trailing « # », the ignore-navigation attribute and paths no route knows stay with the browser;
 * a hash link to the same page only changes the hash; leaving the youth section is its own action.
 */
export function decideLinkClick({
  event,
  anchor,
  current,
  isRoutable,
  youthPrefix = YOUTH_SECTION_PREFIX,
}: LinkRuleInput): LinkDecision {
  if (event.defaultPrevented) return { kind: 'browser', reason: 'handled' };
  if (event.button !== 0) return { kind: 'browser', reason: 'button' };
  if (event.ctrlKey || event.metaKey || event.altKey) return { kind: 'browser', reason: 'modifier' };
  const href = hrefOf(anchor);
  if (href === null) return { kind: 'browser', reason: 'no-href' };
  let url: URL;
  try {
    url = new URL(href, current.href);
  } catch {
    return { kind: 'browser', reason: 'invalid-href' };
  }
  if (event.shiftKey) return { kind: 'new-window', url: url.href };
  const target = anchor.getAttribute('target');
  if (target !== null && target !== '' && target !== '_self') return { kind: 'browser', reason: 'target' };
  if (anchor.hasAttribute('download')) return { kind: 'browser', reason: 'download' };
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'browser', reason: 'protocol' };
  if (url.origin !== current.origin) return { kind: 'browser', reason: 'other-host' };
  if (href.endsWith('#')) return { kind: 'browser', reason: 'trailing-hash' };
  if (anchor.hasAttribute(IGNORE_NAVIGATION_ATTRIBUTE)) return { kind: 'browser', reason: 'ignored' };
  if (url.hash !== '' && url.pathname === current.pathname && url.search === current.search)
    return { kind: 'hash' };
  if (isInPrefix(current.pathname, youthPrefix) && !isInPrefix(url.pathname, youthPrefix)) {
    return { kind: 'leave-youth-section', url: url.href };
  }
  if (!isRoutable(url.pathname)) return { kind: 'browser', reason: 'unknown-route' };
  return {
    kind: 'route',
    request: {
      pathname: url.pathname,
      queryParams: parseQuery(url.search),
      hash: url.hash,
      isPop: false,
      replaceState: false,
    },
  };
}

export interface LinkInterceptionOptions {
  window: Window;
  isRoutable: (pathname: string) => boolean;
  navigate: (request: RouteRequest) => void;
  /** The separate action of SPEC.md §2.2 for a click that leaves the youth section. */
  onLeaveYouthSection: (url: string) => void;
  /**
   * The address (path and query) of the page on screen, or of the one back/forward is bringing,
   * which back/forward compares with (the navigation machine's `shownAddress`); undefined before the
   * first page: the document's own.
   */
  shownAddress: () => string | undefined;
  youthPrefix?: string;
}

function closestAnchor(event: Event): HTMLAnchorElement | SVGAElement | undefined {
  for (const node of event.composedPath()) {
    if (node instanceof Element && node.matches('a[href], a[*|href]'))
      return node as HTMLAnchorElement | SVGAElement;
  }
  return undefined;
}

/**
 * Listens to clicks on the whole document and to back/forward. Returns the function that stops it.
 * Back/forward re-dispatches the address with the pop flag, unless only the hash changed from the
 * page on screen.
 */
export function interceptNavigation({
  window: win,
  isRoutable,
  navigate,
  onLeaveYouthSection,
  shownAddress,
  youthPrefix,
}: LinkInterceptionOptions): () => void {
  const documentAddress = `${win.location.pathname}${win.location.search}`;

  const onClick = (event: MouseEvent) => {
    const anchor = closestAnchor(event);
    if (!anchor) return;
    const decision = decideLinkClick({
      event,
      anchor,
      current: new URL(win.location.href),
      isRoutable,
      ...(youthPrefix ? { youthPrefix } : {}),
    });
    switch (decision.kind) {
      case 'browser':
      case 'hash':
        return;
      case 'new-window':
        event.preventDefault();
        win.open(decision.url, '_blank', 'noopener');
        return;
      case 'leave-youth-section':
        event.preventDefault();
        onLeaveYouthSection(decision.url);
        return;
      case 'route':
        event.preventDefault();
        navigate(decision.request);
        return;
    }
  };

  const onPopState = (event: PopStateEvent) => {
    const next = new URL(win.location.href);
    if (`${next.pathname}${next.search}` === (shownAddress() ?? documentAddress)) return;
    navigate({
      pathname: next.pathname,
      queryParams: parseQuery(next.search),
      hash: next.hash,
      state: event.state as unknown,
      isPop: true,
    });
  };

  win.document.addEventListener('click', onClick);
  win.addEventListener('popstate', onPopState);
  return () => {
    win.document.removeEventListener('click', onClick);
    win.removeEventListener('popstate', onPopState);
  };
}
