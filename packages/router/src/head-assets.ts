/** Swaps the per-application favicons and stylesheet in the document head. */
export interface FaviconLink {
  rel: string;
  href: string;
  type?: string;
  sizes?: string;
}

export const FAVICON_ATTRIBUTE = 'data-portail-favicon';
export const STYLESHEET_ATTRIBUTE = 'data-portail-app-stylesheet';
/** If a stylesheet neither loads nor fails within this time, the swap goes on without it. */
export const STYLESHEET_TIMEOUT_MS = 5000;

/** SPEC.md §7: an application's favicons are served under /v5/{app}/dist/assets/pwa/. */
export function defaultFavicons(apiOrigin: string, appId: string): FaviconLink[] {
  const base = `${apiOrigin}/v5/${encodeURIComponent(appId)}/dist/assets/pwa/`;
  return [{ rel: 'icon', href: `${base}favicon.svg`, type: 'image/svg+xml' }];
}

/** Replaces every icon link of the head by the application's own. */
export function swapFavicons(doc: Document, icons: readonly FaviconLink[]): void {
  for (const link of doc.head.querySelectorAll('link[rel~="icon"], link[rel="apple-touch-icon"]'))
    link.remove();
  for (const icon of icons) {
    const link = doc.createElement('link');
    link.rel = icon.rel;
    link.href = icon.href;
    if (icon.type) link.type = icon.type;
    if (icon.sizes) link.setAttribute('sizes', icon.sizes);
    link.setAttribute(FAVICON_ATTRIBUTE, '');
    doc.head.append(link);
  }
}

/**
 * Puts the application's stylesheet in place without a flash of unstyled content: the new sheet is
 * appended, and only once it has loaded (or failed, or timed out) are the previous ones removed.
 * Resolves false when the new sheet failed to load.
 */
export function swapStylesheet(
  doc: Document,
  href: string | undefined,
  timeoutMs = STYLESHEET_TIMEOUT_MS,
): Promise<boolean> {
  const previous = [...doc.head.querySelectorAll<HTMLLinkElement>(`link[${STYLESHEET_ATTRIBUTE}]`)];
  if (href === undefined) {
    for (const link of previous) link.remove();
    return Promise.resolve(true);
  }
  const absolute = new URL(href, doc.baseURI).href;
  if (previous.length === 1 && previous[0]?.href === absolute) return Promise.resolve(true);
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.setAttribute(STYLESHEET_ATTRIBUTE, '');
  return new Promise<boolean>((resolve) => {
    const settle = (loaded: boolean) => {
      clearTimeout(timer);
      link.removeEventListener('load', onLoad);
      link.removeEventListener('error', onError);
      for (const old of previous) old.remove();
      resolve(loaded);
    };
    const onLoad = () => settle(true);
    const onError = () => settle(false);
    const timer = setTimeout(() => settle(false), timeoutMs);
    link.addEventListener('load', onLoad);
    link.addEventListener('error', onError);
    doc.head.append(link);
  });
}
