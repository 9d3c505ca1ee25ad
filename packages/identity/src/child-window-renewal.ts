/**
 * Implicit renewal in a child window (loaded with import() when a renewal starts): the hidden iframe
 * or the popup goes to the silent authorize address, its answer is completed like a callback (jose
 * validates the identity token), and an AADB2C90088 answer is retried once in the same window.
 */
import { completeAuthorization } from './callback.ts';
import { renewInHiddenIframe, waitForPopup } from './child-window.ts';
import type { ClientContext } from './context.ts';
import { silentRenewalUrl } from './renewal.ts';
import type { StoredIdToken } from './storage/token-store.ts';

/** Implicit flow: a hidden iframe with prompt=none. */
export async function renewInIframe(ctx: ClientContext, idToken: StoredIdToken): Promise<void> {
  const { renewalRedirectUri, responseMode } = ctx.config;
  let url = await silentRenewalUrl(ctx, idToken);
  for (;;) {
    const params = await renewInHiddenIframe(
      ctx.win,
      url,
      renewalRedirectUri,
      responseMode,
      ctx.env.childWindowTiming,
    );
    const outcome = await completeAuthorization(ctx, params);
    if (outcome.kind === 'saved') return;
    url = outcome.url;
  }
}

/** The same in a popup the caller opened synchronously; the popup is closed on failure. */
export async function renewInPopup(ctx: ClientContext, popup: Window, idToken: StoredIdToken): Promise<void> {
  try {
    let url = await silentRenewalUrl(ctx, idToken);
    for (;;) {
      popup.location.href = url;
      const params = await waitForPopup(
        ctx.win,
        popup,
        ctx.config.renewalRedirectUri,
        ctx.config.responseMode,
        ctx.env.childWindowTiming,
      );
      const outcome = await completeAuthorization(ctx, params);
      if (outcome.kind === 'saved') return;
      url = outcome.url;
    }
  } catch (error) {
    if (!popup.closed) popup.close();
    throw error;
  }
}
