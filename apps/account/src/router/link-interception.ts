export interface ClickLike {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

/**
 * The in-app address of a link click, or null when the browser should handle it (SPEC.md §2.2):
 * modified clicks, target other than _self, download, other origins, hash links and links marked
 * data-ignore-navigation are left alone, and so are paths that are not routes of this app.
 */
export function inAppTarget(
  event: ClickLike,
  anchor: HTMLAnchorElement,
  location: Location,
  isKnownPath: (pathname: string) => boolean,
): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const target = anchor.getAttribute('target');
  if (target && target !== '_self') return null;
  if (anchor.hasAttribute('download') || anchor.hasAttribute('data-ignore-navigation')) return null;
  const href = anchor.getAttribute('href');
  if (href === null || href.endsWith('#')) return null;
  const url = new URL(href, location.href);
  if (url.origin !== location.origin) return null;
  if (url.hash && url.pathname === location.pathname && url.search === location.search) return null;
  if (!isKnownPath(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Routes the clicks on in-app links of a container through `navigate`; returns the remover. */
export function interceptLinks(
  container: HTMLElement,
  navigate: (to: string) => void,
  isKnownPath: (pathname: string) => boolean,
  location: Location = window.location,
): () => void {
  const onClick = (event: MouseEvent) => {
    const anchor = event.target instanceof Element ? event.target.closest('a') : null;
    if (!anchor || !container.contains(anchor)) return;
    const to = inAppTarget(event, anchor, location, isKnownPath);
    if (to === null) return;
    event.preventDefault();
    navigate(to);
  };
  container.addEventListener('click', onClick);
  return () => container.removeEventListener('click', onClick);
}
