/**
 * A signed-in member's long visit with short-lived tokens, in any engine (npm run bench:renewals):
 * the member browses one app page after page while the sign-in client renews the tokens, and stays
 * signed in across `count` renewals. Chromium and Firefox renew in a hidden frame without leaving the
 * page; Safari (WebKit) renews by a full-page redirect at a page change (packages/identity). A renewal
 * is seen from outside, as a new identity token in the app's storage.
 */
import type { PortailConfig } from '@portail/contracts';
import {
  clickOn,
  waitFor,
  waitForElement,
  waitForOrigin,
  waitForUrl,
  type EngineTab,
} from './engine-page.ts';
import { createMember, fillProviderSignIn, signInFromHeader } from './journeys.ts';

export type RenewalApp = 'portal' | 'account';

export interface RenewalFigures {
  app: RenewalApp;
  renewals: number;
  /** From the first page signed in to the last renewal counted. */
  seconds: number;
  /** Page changes made meanwhile. */
  pages: number;
  /** Whether every page showed the member (the header's name, or Mon compte's pages). */
  signedInThroughout: boolean;
  /** The first page that did not, when one did not. */
  lost?: string;
  /** How each renewal came: without leaving the page (hidden iframe, or refresh token), or by a full page. */
  paths: Record<RenewalPath, number>;
  /** Full-page round trips the member saw (the app's page loaded anew, not by a link of the app). */
  fullPageTrips: number;
}

export type RenewalPath = 'iframe' | 'refresh token' | 'full page';

/** In the page: marks this document's life, to tell a full page load from the app's own page changes. */
export function markPageLife(): boolean {
  const probe = window as unknown as { __portailPageLife?: boolean };
  const same = probe.__portailPageLife === true;
  probe.__portailPageLife = true;
  return same;
}

/** In the page: whether the stored tokens carry a refresh token (the code flow). */
function hasRefreshToken(): boolean {
  for (let index = 0; index < localStorage.length; index += 1) {
    const key = localStorage.key(index);
    if (key?.startsWith('portail-identity.') && key.endsWith('.refreshToken') && localStorage.getItem(key)) {
      return true;
    }
  }
  return false;
}

/** In the page: the app's stored identity token (packages/identity's token store), or null. */
export function storedIdToken(): string | null {
  for (let index = 0; index < localStorage.length; index += 1) {
    const key = localStorage.key(index);
    if (key?.startsWith('portail-identity.') && key.endsWith('.idToken')) return localStorage.getItem(key);
  }
  return null;
}

const PORTAL_SECTIONS = ['Info', 'Arts', 'OHdio', 'Télé', 'Mordu'];
const ACCOUNT_PAGES = ['Photo de profil', 'Infolettres', 'Profil'];
const MEMBER_NAME = 'Camille Essai';

/** Waits until the page on screen shows the member: the portal header's name, or Mon compte's menu. */
export async function showsMember(tab: EngineTab, app: RenewalApp): Promise<void> {
  if (app === 'portal') {
    await waitForElement(tab, { css: 'button', name: MEMBER_NAME, within: 'header' }, 20_000);
    return;
  }
  await waitFor(
    tab,
    'a page of Mon compte with its menu, signed in',
    () =>
      document.querySelector('nav[aria-label="Mon compte"]') !== null &&
      document.querySelector('[aria-busy="true"]') === null &&
      !Array.from(document.querySelectorAll('main button')).some(
        (button) => button.textContent?.trim() === 'Se connecter',
      ),
    [],
    20_000,
  );
}

/**
 * Signs a new member in (`app` portal: from the header; account: through the provider's form),
 * then changes pages every `pageEveryMs` until `count` renewals were seen or `timeoutMs` passed.
 */
export async function staysSignedInAcrossRenewals(
  tab: EngineTab,
  origins: PortailConfig,
  app: RenewalApp,
  { count = 10, pageEveryMs = 3_000, timeoutMs = 600_000 } = {},
): Promise<RenewalFigures> {
  const member = await createMember(origins, `renouvellements-${app}`);
  if (app === 'portal') {
    await signInFromHeader({ tab, origins }, '/info', member.email);
  } else {
    await tab.goto(`${origins.accountOrigin}/`);
    await waitForOrigin(tab, origins.idpOrigin, 20_000);
    await fillProviderSignIn(tab, member.email);
    await waitForUrl(tab, `${origins.accountOrigin}/`, 20_000);
  }
  await showsMember(tab, app);
  const started = Date.now();
  let last = await waitFor(tab, 'the stored identity token', storedIdToken, [], 10_000);
  const figures: RenewalFigures = {
    app,
    renewals: 0,
    seconds: 0,
    pages: 0,
    signedInThroughout: true,
    paths: { iframe: 0, 'refresh token': 0, 'full page': 0 },
    fullPageTrips: 0,
  };
  await tab.evaluate(markPageLife);
  /** Whether the document loaded anew since the last look (a full-page round trip); undefined mid-load. */
  const reloaded = async (): Promise<boolean | undefined> => {
    const same = await tab.evaluate(markPageLife).catch(() => undefined);
    if (same === undefined) return undefined;
    if (!same) figures.fullPageTrips += 1;
    return !same;
  };
  let reloadSinceRenewal = false;
  const links = app === 'portal' ? PORTAL_SECTIONS : ACCOUNT_PAGES;
  const within =
    app === 'portal' ? 'nav[aria-label="Navigation principale"]' : 'nav[aria-label="Mon compte"]';
  while (figures.renewals < count) {
    if (Date.now() - started > timeoutMs) break;
    await new Promise((resolve) => setTimeout(resolve, pageEveryMs));
    const name = links[figures.pages % links.length] as string;
    try {
      await clickOn(tab, { css: 'a', name, within });
      figures.pages += 1;
      await showsMember(tab, app);
    } catch (error) {
      figures.signedInThroughout = false;
      figures.lost = `${name}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
      break;
    }
    if ((await reloaded()) === true) reloadSinceRenewal = true;
    // (a redirect renewal may be reloading the page: read again on the next page)
    const token = await tab.evaluate(storedIdToken).catch(() => last);
    if (token === null) {
      figures.signedInThroughout = false;
      figures.lost = `${name}: no identity token stored any more`;
      break;
    }
    if (token !== last) {
      // a document still loading cannot say whether it is new: asked again until it can (else a
      // full-page renewal seen mid-load counted as the iframe's, in WebKit)
      let anew = await reloaded();
      for (let tries = 0; anew === undefined && tries < 50; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        anew = await reloaded();
      }
      if (anew === true) reloadSinceRenewal = true;
      const path: RenewalPath = reloadSinceRenewal
        ? 'full page'
        : (await tab.evaluate(hasRefreshToken).catch(() => false))
          ? 'refresh token'
          : 'iframe';
      figures.paths[path] += 1;
      reloadSinceRenewal = false;
      figures.renewals += 1;
      figures.seconds = (Date.now() - started) / 1000;
      last = token;
    }
  }
  if (figures.signedInThroughout) {
    // and still the member after a reload of the last page
    await tab.goto(await tab.evaluate(() => location.href));
    await showsMember(tab, app).catch((error: unknown) => {
      figures.signedInThroughout = false;
      figures.lost = `reload: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
    });
  }
  return figures;
}
