/**
 * Sign-out across sites (npm run bench:renewals -- --sites): a member signed in to both apps, each on
 * its own site, signs out in one; the provider's session ends (signing in shows the provider's form
 * again, which a live session skips) and so does the other app's (the provider's
 * front-channel chain through the apps' /callback/deconnexion pages, top level, so that it works
 * with third-party cookies blocked).
 */
import type { PortailConfig } from '@portail/contracts';
import { clickOn, errorText, waitFor, waitForElement, waitForOrigin, type EngineTab } from './engine-page.ts';
import { createMember, fillProviderSignIn, signInFromHeader } from './journeys.ts';

const banner = 'header';
const MEMBER_NAME = 'Camille Essai';

/** `work`, or a failure after `ms` (a driver that does not answer). */
function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** Mon compte signed in (its menu, no « Se connecter »). */
async function accountShowsMember(tab: EngineTab): Promise<void> {
  await waitFor(
    tab,
    'Mon compte signed in',
    () =>
      document.querySelector('nav[aria-label="Mon compte"]') !== null &&
      Array.from(document.querySelectorAll('#account-menu-panel button')).some(
        (button) => button.textContent?.trim() === 'Se déconnecter',
      ),
    [],
    20_000,
  );
}

/** Whether the provider's sign-in form is on screen (a session would have skipped it). */
function providerFormShown(): boolean {
  return Array.from(document.querySelectorAll('input')).some(
    (input) => input.labels?.[0]?.textContent?.includes('Mot de passe') ?? false,
  );
}

/**
 * Goes to `url` without waiting for its load event (Firefox's can wait long on a page whose provider
 * frames are still settling): only until a new document is there, so that the checks that follow
 * (which wait for what they need) cannot pass on the page being left. When that new document is of
 * another site than `url`'s (nor `orElse`, a site `url` itself may send the tab to), the page being
 * left was leaving on its own and its navigation won (Mon compte, signed out, leaving for the
 * provider's form: Firefox under load ended there instead of the portal): the visit is made again, once.
 */
async function visit(tab: EngineTab, url: string, orElse?: string): Promise<void> {
  const expected = [new URL(url).origin, ...(orElse ? [new URL(orElse).origin] : [])];
  for (let attempt = 0; ; attempt += 1) {
    await tab.evaluate((address: string) => {
      (window as unknown as { __leftForVisit?: boolean }).__leftForVisit = true;
      location.href = address;
    }, url);
    await waitFor(
      tab,
      `a new document after going to ${url}`,
      () => (window as unknown as { __leftForVisit?: boolean }).__leftForVisit !== true,
      [],
      20_000,
    );
    const at = await tab.evaluate(() => location.origin).catch(() => undefined);
    if (attempt >= 1 || at === undefined || expected.includes(at)) return;
  }
}

/**
 * Waits until one document of `origin` has stayed on screen, loaded, for 1.5 s: with 20-second
 * tokens, WebKit (Safari's path) renews by a full page at the load of a page whose tokens are past
 * half their life, and a click made meanwhile lands on a page being left (then on /callback).
 */
async function settled(tab: EngineTab, origin: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  const mark = () => {
    const probe = window as unknown as { __settledMark?: boolean };
    const same = probe.__settledMark === true;
    probe.__settledMark = true;
    return same;
  };
  for (;;) {
    await waitFor(
      tab,
      `a loaded page of ${origin}`,
      (at: string) =>
        location.origin === at &&
        !location.pathname.startsWith('/callback') &&
        document.readyState === 'complete',
      [origin],
      20_000,
    );
    await tab.evaluate(mark).catch(() => false);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const stayed = await tab
      .evaluate((at: string) => location.origin === at && document.readyState === 'complete', origin)
      .catch(() => false);
    if (stayed && (await tab.evaluate(mark).catch(() => false))) return;
    if (Date.now() > deadline) throw new Error(`no page of ${origin} stayed on screen`);
  }
}

/**
 * Adds where the tab is to a failure: the address and the page's first words, or, when the page runs
 * no script (an engine still waiting for a navigation to end), the address the engine gives.
 */
async function where(tab: EngineTab, error: unknown): Promise<Error> {
  const at = await tab
    .evaluate(() => `${location.href} « ${document.body.innerText.slice(0, 80).replace(/\s+/g, ' ')} »`)
    .catch(async (probeError: unknown) => {
      const address = await withTimeout(tab.address(), 10_000).catch(
        (addressError: unknown) => `? (${errorText(addressError)})`,
      );
      return `${address} (no script ran: ${errorText(probeError)})`;
    });
  return new Error(`${errorText(error)}, at ${at}`);
}

/**
 * `tab`, noting its last navigation or click (a driver's bare TimeoutError names no command): what,
 * when since the journey began, and how long it took or has been waiting.
 */
function tracing(tab: EngineTab): { tab: EngineTab; last(): string } {
  const began = Date.now();
  let last = { what: 'nothing yet', at: began, ms: undefined as number | undefined };
  const traced = new Proxy(tab, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== 'function') return value;
      // (bound to the tab itself: its private fields are not the proxy's)
      if (!['goto', 'click', 'type'].includes(String(key))) return value.bind(target) as unknown;
      return async (...args: unknown[]) => {
        const mine = {
          what: `${String(key)}(${String(args[0])})`,
          at: Date.now(),
          ms: undefined as number | undefined,
        };
        last = mine;
        try {
          return await (value as (...values: unknown[]) => Promise<unknown>).apply(target, args);
        } finally {
          mine.ms = Date.now() - mine.at;
        }
      };
    },
  });
  return {
    tab: traced,
    last: () =>
      `last command ${last.what} at +${Math.round((last.at - began) / 1000)} s, ` +
      (last.ms === undefined ? `no answer after ${Date.now() - last.at} ms` : `answered in ${last.ms} ms`),
  };
}

export async function signsOutAcrossSites(
  tab: EngineTab,
  origins: PortailConfig,
  from: 'portal' | 'account',
): Promise<void> {
  const traced = tracing(tab);
  try {
    await signOutJourney(traced.tab, origins, from);
  } catch (error) {
    const located = await where(tab, error);
    throw new Error(`${located.message} (${traced.last()})`, { cause: error });
  }
}

async function signOutJourney(
  tab: EngineTab,
  origins: PortailConfig,
  from: 'portal' | 'account',
): Promise<void> {
  const member = await createMember(origins, `sites-deconnexion-${from}`);
  await signInFromHeader({ tab, origins }, '/info', member.email);
  // Mon compte signs in by the provider's session: a top-level round trip, no form
  await tab.goto(`${origins.accountOrigin}/`);
  await accountShowsMember(tab);
  if (from === 'portal') {
    // Mon compte may be leaving for a full-page renewal (WebKit): a visit to the portal made
    // meanwhile is cancelled by it, and the tab ended back on Mon compte (npm test, under load)
    await settled(tab, origins.accountOrigin);
    await tab.goto(`${origins.portalOrigin}/info`);
    await waitForElement(tab, { css: 'button', name: MEMBER_NAME, within: banner }, 20_000);
  }
  const asking = from === 'account' ? origins.accountOrigin : origins.portalOrigin;
  await settled(tab, asking);
  // marks this document: the sign-out is over once a new document of the asking app has loaded
  await tab.evaluate(() => {
    (window as unknown as { __signOutFrom?: boolean }).__signOutFrom = true;
  });
  if (from === 'account') {
    await clickOn(tab, { css: 'button.account-menu-button', name: 'Menu' });
    await clickOn(tab, { css: 'button', name: 'Se déconnecter', within: '#account-menu-panel' });
  } else {
    await clickOn(tab, { css: 'button', name: MEMBER_NAME, within: banner });
    await clickOn(tab, { css: 'button', name: 'Se déconnecter', within: banner });
  }
  // the provider's chain (through the other app's logout page) ends where the asking app said
  await waitFor(
    tab,
    'back from the sign-out chain',
    (app: string) =>
      (window as unknown as { __signOutFrom?: boolean }).__signOutFrom !== true &&
      location.origin === app &&
      !location.pathname.startsWith('/callback') &&
      document.readyState === 'complete',
    [asking],
    30_000,
  );
  // the portal: signed out, after a reload too
  await visit(tab, `${origins.portalOrigin}/info`);
  await waitForElement(tab, { css: 'button', name: 'Se connecter', within: banner }, 20_000);
  // Mon compte: signed out (its signed-out page, or the provider's form). Its « connexion requise »
  // screen says it is leaving for the provider: that redirect is awaited, or the next visit races it
  // (Firefox then ended at the provider's form instead of the portal).
  await visit(tab, `${origins.accountOrigin}/`, origins.idpOrigin);
  await waitFor(
    tab,
    'Mon compte signed out',
    (idp: string, leaving: string) =>
      location.href.startsWith(idp) ||
      (document.querySelector('main') !== null &&
        document.querySelector('[aria-busy="true"]') === null &&
        !Array.from(document.querySelectorAll('main [role="status"]')).some((status) =>
          status.textContent?.includes(leaving),
        ) &&
        !Array.from(document.querySelectorAll('#account-menu-panel button')).some(
          (button) => button.textContent?.trim() === 'Se déconnecter',
        )),
    // accountSessionMessages.redirecting (Node cannot load @portail/ui's stylesheets)
    [origins.idpOrigin, 'Redirection vers la page de connexion'],
    20_000,
  );
  // the provider: no session, so signing in shows its form (a live session would skip it)
  await visit(tab, `${origins.portalOrigin}/info`);
  await clickOn(tab, { css: 'button', name: 'Se connecter', within: banner });
  await waitForOrigin(tab, origins.idpOrigin, 20_000);
  await waitFor(tab, "the provider's sign-in form", providerFormShown, [], 20_000);
  // and signing in again works (the chain left nothing behind), in both apps
  await fillProviderSignIn(tab, member.email);
  await waitForElement(tab, { css: 'button', name: MEMBER_NAME, within: banner }, 20_000);
  await visit(tab, `${origins.accountOrigin}/`, origins.idpOrigin);
  await accountShowsMember(tab);
}
