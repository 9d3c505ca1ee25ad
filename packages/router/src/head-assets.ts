import { appIconsPath, type FaviconLink } from '@portail/contracts';
/** Swaps the per-application favicons and stylesheet in the document head. */
export type { FaviconLink };

export const FAVICON_ATTRIBUTE = 'data-portail-favicon';
export const STYLESHEET_ATTRIBUTE = 'data-portail-app-stylesheet';
/** If a stylesheet neither loads nor fails within this time, the swap goes on without it. */
export const STYLESHEET_TIMEOUT_MS = 5000;

/** SPEC.md §7: an application's favicons are served under /v5/{app}/dist/assets/pwa/. */
export function defaultFavicons(apiOrigin: string, appId: string): FaviconLink[] {
  const base = `${apiOrigin}${appIconsPath(appId)}`;
  return [{ rel: 'icon', href: `${base}favicon.svg`, type: 'image/svg+xml' }];
}

/**
 * Replaces every icon link of the head by the application's own; leaves them be when they are those
 * already (a new icon link makes the browser ask for the icon again).
 */
export function swapFavicons(doc: Document, icons: readonly FaviconLink[]): void {
  const present = [
    ...doc.head.querySelectorAll<HTMLLinkElement>('link[rel~="icon"], link[rel="apple-touch-icon"]'),
  ];
  const describe = (icon: FaviconLink) =>
    [icon.rel, new URL(icon.href, doc.baseURI).href, icon.type ?? '', icon.sizes ?? ''].join(' ');
  const same =
    present.length === icons.length &&
    present.every(
      (link, index) =>
        link.hasAttribute(FAVICON_ATTRIBUTE) &&
        icons[index] !== undefined &&
        [link.rel, link.href, link.type, link.getAttribute('sizes') ?? ''].join(' ') ===
          describe(icons[index] as FaviconLink),
    );
  if (same) return;
  for (const link of present) link.remove();
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

/** Marks a sheet that has loaded once: kept, switched off, while another application is shown. */
export const STYLESHEET_LOADED_ATTRIBUTE = 'data-portail-app-stylesheet-loaded';

/**
 * Puts the application's stylesheet in place without a flash of unstyled content: the new sheet is
 * appended, and only once it has loaded (or failed, or timed out) are the previous ones switched
 * off. A sheet that has loaded stays in the head, disabled: coming back to its application switches
 * it on at once, with no request and no wait (a long visit goes back and forth between the same
 * few applications). Resolves false when the new sheet failed to load.
 */
export function swapStylesheet(
  doc: Document,
  href: string | undefined,
  timeoutMs = STYLESHEET_TIMEOUT_MS,
): Promise<boolean> {
  const all = [...doc.head.querySelectorAll<HTMLLinkElement>(`link[${STYLESHEET_ATTRIBUTE}]`)];
  const switchOff = (keep: HTMLLinkElement | undefined) => {
    for (const link of all) {
      if (link === keep) continue;
      if (link.hasAttribute(STYLESHEET_LOADED_ATTRIBUTE)) link.disabled = true;
      else link.remove();
    }
  };
  if (href === undefined) {
    switchOff(undefined);
    return Promise.resolve(true);
  }
  const absolute = new URL(href, doc.baseURI).href;
  const known = all.find((link) => link.href === absolute);
  // the page's own sheet (pre-rendered, loaded with the document) is in place as it is
  if (known && all.length === 1 && !known.disabled) known.setAttribute(STYLESHEET_LOADED_ATTRIBUTE, '');
  if (known?.hasAttribute(STYLESHEET_LOADED_ATTRIBUTE)) {
    known.disabled = false;
    switchOff(known);
    return Promise.resolve(true);
  }
  known?.remove();
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.setAttribute(STYLESHEET_ATTRIBUTE, '');
  return new Promise<boolean>((resolve) => {
    const settle = (loaded: boolean) => {
      clearTimeout(timer);
      link.removeEventListener('load', onLoad);
      link.removeEventListener('error', onError);
      if (loaded) link.setAttribute(STYLESHEET_LOADED_ATTRIBUTE, '');
      switchOff(link);
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
