import type { PageMeta } from './route-types.ts';

/** What the browser does once a page is in place: scroll, focus, breadcrumbs, history. */

const TABBABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  'summary',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(', ');

function isHidden(element: Element): boolean {
  return element.closest('[hidden], [inert], [aria-hidden="true"]') !== null;
}

/** The first element of `root` that Tab reaches (tabindex ≥ 0, enabled, not hidden). */
export function firstTabbable(root: ParentNode): HTMLElement | undefined {
  for (const element of root.querySelectorAll<HTMLElement>(TABBABLE)) {
    if (element.tabIndex < 0 || isHidden(element)) continue;
    return element;
  }
  return undefined;
}

export function focusFirstTabbable(root: ParentNode, options?: FocusOptions): HTMLElement | undefined {
  const target = firstTabbable(root);
  target?.focus(options);
  return target;
}

/** SPEC.md §2.2: breadcrumb meta tags 2 to 4 (`<meta name="breadcrumb-2" content="…">`). */
const BREADCRUMB_LEVELS = [2, 3, 4] as const;

/** The page's breadcrumbs, levels 2 to 4 in order, from the meta tags of its page data. */
export function breadcrumbsOf(meta: PageMeta | undefined): string[] {
  const tags = meta?.tags ?? [];
  const crumbs: string[] = [];
  for (const level of BREADCRUMB_LEVELS) {
    const content = tags.find((tag) => tag.name === `breadcrumb-${level}`)?.content;
    if (content) crumbs.push(content);
  }
  return crumbs;
}

export type HistoryUpdate = 'push' | 'replace' | 'skip';

/** Push or replace the browser history entry; nothing on a pop navigation or an unchanged URL. */
export function updateHistory(
  win: Window,
  url: string,
  { isPop, replace, state }: { isPop: boolean; replace: boolean; state: unknown },
): HistoryUpdate {
  const current = `${win.location.pathname}${win.location.search}${win.location.hash}`;
  if (isPop || current === url) return 'skip';
  const entry = state === undefined ? null : state;
  if (replace) {
    win.history.replaceState(entry, '', url);
    return 'replace';
  }
  win.history.pushState(entry, '', url);
  return 'push';
}

export const PAGE_CHANGED_EVENT = 'portail:pagechange';
