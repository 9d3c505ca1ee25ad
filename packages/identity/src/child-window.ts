/**
 * Waiting for the provider's answer in a hidden iframe or a popup (SPEC.md §4.2, §9): the child's
 * address is polled every 50 ms; once it is back on the renewal callback address (same origin, so
 * readable) its fragment or query is the answer. The time-out (6000 ms) counts only while this page
 * is visible, so a background tab whose timers are throttled does not time out spuriously.
 */
import type { ResponseMode } from './config.ts';
import { readCallbackParams } from './callback-params.ts';
import { defaultChildWindowTiming } from './context.ts';
import type { ChildWindowTiming } from './context.ts';
import { FragmentParseError, IframeTimeoutError, PopupClosedError, PopupTimeoutError } from './errors.ts';

export type { ChildWindowTiming } from './context.ts';
export { openCenteredPopup } from './popup.ts';

interface WatchOptions {
  child: () => Window | null;
  /** The page whose visibility counts the time-out. */
  doc: Document;
  redirectUri: string;
  responseMode: ResponseMode;
  timing: ChildWindowTiming;
  timeoutError: () => Error;
  /** For popups: a closed child ends the wait. */
  closedError?: () => Error;
}

function samePage(href: string, redirectUri: string): boolean {
  const a = new URL(href);
  const b = new URL(redirectUri);
  return a.origin === b.origin && a.pathname === b.pathname;
}

export function watchChildWindow(options: WatchOptions): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let visibleElapsed = 0;
    const timer = setInterval(() => {
      const child = options.child();
      if (options.closedError && (!child || child.closed)) {
        clearInterval(timer);
        reject(options.closedError());
        return;
      }
      try {
        const href = child?.location.href;
        const params =
          href && samePage(href, options.redirectUri) ? readCallbackParams(href, options.responseMode) : null;
        if (params) {
          clearInterval(timer);
          resolve(params);
          return;
        }
      } catch (error) {
        // a cross-origin child (still on the provider) cannot be read: keep waiting
        if (error instanceof FragmentParseError) {
          clearInterval(timer);
          reject(error);
          return;
        }
      }
      if (options.doc.visibilityState === 'visible') visibleElapsed += options.timing.pollMs;
      if (visibleElapsed >= options.timing.timeoutMs) {
        clearInterval(timer);
        reject(options.timeoutError());
      }
    }, options.timing.pollMs);
  });
}

/** A hidden 1×1 iframe loading `url`; removed once the answer, an error or the time-out comes. */
export async function renewInHiddenIframe(
  win: Window,
  url: string,
  redirectUri: string,
  responseMode: ResponseMode,
  timing: ChildWindowTiming = defaultChildWindowTiming,
): Promise<URLSearchParams> {
  const doc = win.document;
  const iframe = doc.createElement('iframe');
  iframe.setAttribute('aria-hidden', 'true');
  iframe.setAttribute('tabindex', '-1');
  iframe.title = 'renewal';
  iframe.width = '1';
  iframe.height = '1';
  iframe.style.cssText = 'position:absolute;width:1px;height:1px;border:0;visibility:hidden';
  iframe.dataset.portailIdentity = 'renewal';
  iframe.src = url;
  doc.body.appendChild(iframe);
  try {
    return await watchChildWindow({
      child: () => iframe.contentWindow,
      doc,
      redirectUri,
      responseMode,
      timing,
      timeoutError: () => new IframeTimeoutError(),
    });
  } finally {
    iframe.remove();
  }
}

export async function waitForPopup(
  win: Window,
  popup: Window,
  redirectUri: string,
  responseMode: ResponseMode,
  timing: ChildWindowTiming = defaultChildWindowTiming,
): Promise<URLSearchParams> {
  try {
    return await watchChildWindow({
      child: () => popup,
      doc: win.document,
      redirectUri,
      responseMode,
      timing,
      timeoutError: () => new PopupTimeoutError(),
      closedError: () => new PopupClosedError(),
    });
  } finally {
    if (!popup.closed) popup.close();
  }
}
